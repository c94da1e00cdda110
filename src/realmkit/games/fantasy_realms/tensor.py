"""The observation tensor of Fantasy Realms: what one seat may know, as a flat vector.

Seats are counted from the viewer: relative seat 0 is the viewer, 1 the next to its left, and
so on. A "card plane" has a float per card in play (53 in the base game, 68 with The Cursed
Hoard's new suits, two more with the promos), 1 for each card it holds, in the order of the ids
(the base game: cards.json order).

    slice                         meaning
    card plane 0                  the viewer's hand
    card plane 1                  the discard area
    card planes 2 .. n            for relative seats 1 .. n-1: the cards of that hand everyone
                                  knows (taken from the discard area, by the Necromancer, or
                                  given in a Chaos Realms trade)
    card plane n+1                two-player Realms: the two cards the viewer just drew
    card plane n+2                Chaos Realms: the Necromancer's three cards, if the viewer's
    card plane n+3                the card taken from the discard area this turn
    card plane n+4                the card offered in trade (Chaos Realms)
    then 8 floats                 the phase, one-hot: turn, discard, offer, reply,
                                  necromancer, keep, over, genie
    then n floats                 the seat to act, one-hot by relative seat (all 0 at the end)
    then n floats                 hand sizes by relative seat, divided by 8
    then n floats                 the offering seat, one-hot by relative seat (Chaos Realms)
    then n floats                 the seat offered to, one-hot by relative seat (Chaos Realms)
    then 3 floats                 the variant, one-hot: base, two-player, chaos
    then 3 floats                 deck size / cards in play, discard size / 12, trade rounds
                                  played / 20
    then, with Cursed Items       the items' block (item_views.item_nonzero); an item's phase
                                  leaves the phase one-hot above all 0

A game of the base or two-player game has no bound on its length (turns spent taking from the
discard area do not bring the end closer), so the RL adapters cut it at `CAP` actions
(docs/interop.md); Chaos Realms is bounded by its trade rounds.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from realmkit.core import TensorEncoder
from realmkit.games.fantasy_realms.components.cards import deck, ids
from realmkit.games.fantasy_realms.items.views import item_nonzero, item_tensor_size
from realmkit.games.fantasy_realms.phases import (
    DISCARD,
    GENIE_PHASE,
    KEEP,
    NECROMANCER_PHASE,
    OFFER,
    OVER,
    REPLY,
    TURN,
)
from realmkit.games.fantasy_realms.state import FantasyRealmsState

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.game import FantasyRealms

PHASES = (TURN, DISCARD, OFFER, REPLY, NECROMANCER_PHASE, KEEP, OVER, GENIE_PHASE)
VARIANTS = ("base", "two-player", "chaos")
CAP = 2000
"""The adapters' cut of a base or two-player game, in actions; random play ends far sooner."""


@cache
def places(suits: str, promos: bool, phoenix: str) -> dict[int, int]:
    """Each card in play's place in a card plane: the cards in play in the order of their ids."""
    return {card: k for k, card in enumerate(ids(deck(suits, promos, phoenix)))}


class FantasyRealmsTensor(TensorEncoder[FantasyRealmsState]):
    """Hand, discard area, known cards of the others, and the public state of the turn."""

    game: FantasyRealms

    def __init__(self, game: FantasyRealms) -> None:
        super().__init__(game)
        self.length_is_bound = game.settings.variant == "chaos"
        """Chaos Realms ends after its trade rounds; the other variants are cut at `CAP`."""

    def _cards(self) -> dict[int, int]:
        """Each card in play's place in a card plane."""
        settings = self.game.settings
        return places(settings.suits, settings.promos, settings.phoenix)

    def shape(self, num_players: int) -> tuple[int, ...]:
        width = len(self._cards())
        items = item_tensor_size(num_players) if self.game.settings.cursed_items else 0
        return ((num_players + 5) * width + len(PHASES) + 4 * num_players + len(VARIANTS) + 3 + items,)

    def max_game_length(self, num_players: int) -> int:
        """Chaos Realms: an offer and its reply per player and round, then the Necromancer's
        draw and keep. Otherwise the adapters' cut."""
        if self.game.settings.variant == "chaos":
            return 2 * num_players * self.game.settings.trade_rounds + 2
        return CAP

    def _nonzero(self, state: FantasyRealmsState, seat: int) -> list[tuple[int, float]]:
        n = state.num_players
        order = [(seat + k) % n for k in range(n)]
        planes = [state.hands[seat], sum(1 << c for c in state.discard)]
        planes += [state.hands[p] & state.known for p in order[1:]]
        mine = state.player == seat
        planes += [state.drawn if mine else 0, state.pending if mine else 0]
        shown = state.taken >= 0 and (mine or state.known >> state.taken & 1)   # Lantern's card is hidden
        planes.append(1 << state.taken if shown else 0)
        planes.append(1 << state.offer[2] if state.offer is not None else 0)
        place = self._cards()
        width = len(place)
        out = [(k * width + place[card], 1.0) for k, mask in enumerate(planes) for card in ids(mask)]
        base = len(planes) * width
        if state.phase in PHASES:
            out.append((base + PHASES.index(state.phase), 1.0))
        base += len(PHASES)
        if state.phase != OVER:
            out.append((base + order.index(state.player), 1.0))
        base += n
        out += [(base + k, state.hands[p].bit_count() / 8) for k, p in enumerate(order) if state.hands[p]]
        base += n
        if state.offer is not None:
            out += [(base + order.index(state.offer[0]), 1.0), (base + n + order.index(state.offer[1]), 1.0)]
        base += 2 * n
        out.append((base + VARIANTS.index(state.variant), 1.0))
        base += len(VARIANTS)
        tail = (len(state.deck) / width, len(state.discard) / 12, state.round / 20)
        out += [(base + k, value) for k, value in enumerate(tail) if value]
        if state.cursed is not None:
            out += item_nonzero(state, seat, base + len(tail))
        return out

