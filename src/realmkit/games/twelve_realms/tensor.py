"""Observation tensor of 12 Realms: the whole table but the order of the Realms Deck, which is
the one thing the team does not know (the heroes' hands are open).

The shape follows the game's content (its realm packs, creatures, cards and heroes, including
a `realm_packs` file) and its number of Game Realms, so new content needs no new code. With
P packs, K creature and Dark Lord kinds, C cards, T Treasure cards, H heroes, S Game Realms
(2, 3 or 4 by players, one more with `extra_realm`) and n players, the vector holds, per Game
Realm (slot, in the order of the game):

    P           its realm pack, one-hot
    4           the Invasion Marker placed, its space / track length, track length / 100,
                the marker on a red space
    2 + 3       its Dark Lord, one-hot by the pack's order; waiting, in play, defeated
    7 x K       creature tokens per area (Town first) and kind / 4
    7 x n       tokens a hero may not challenge again this turn (a Changeling he challenged,
                a Confrontation he withdrew from), per area and relative seat
    7 x T       Treasure tokens per area and Treasure card
    3 x (7+n+1) each Artifact Piece: its area, one-hot; its holder by relative seat; whether
                it is placed at all; then 1 float: pieces placed / 3

then per relative seat (the viewer first):

    H + S + 7   the hero, one-hot; the Game Realm it stands in; its area
    4 x 7       red Talent tokens (total), red fresh, yellow, blue, per talent (Crown last) / 4
    C           the Adventure and other cards in its hand, by card

and last:

    C + C       the discard pile and the cards set aside, by card
    1           Realms Deck size / C
    9           the phase, one-hot: choosing Dark Lords, heroes, Towns, Perform Actions, asking
                Allies, choosing a vulnerability group, exploiting talents, Adventure cards
                before Upkeep, over
    3 x n       by relative seat: place in the turn order / n, the active hero, the seat to act
    4           turn / 50, setup turn / n, the game is ending, the outcome is a victory
    S           the Game Realms whose Dark Lord is still to be chosen
    3 + S + K + T + 3   a Confrontation's target: creature, Treasure, Artifact Piece; its Game
                Realm; the creature's kind; the Treasure card; the Artifact Piece
    4 x n       by relative seat: in the team, still to be asked (to join, or to play an
                Adventure card before Upkeep), paying now, retreating
    2 x 6 + 6   the vulnerability groups offered (up to two) and the talents still to
                exploit, Swiftness to Gold, / 4
    2           the variations: no starting Artifacts, extra Game Realm

The rules set no limit on the length of a game (a map without creatures does not advance its
Invasion Marker, and some cards push a marker back), so the RL adapters cut a game at 5000
actions; random play ends within about 150.
"""

from __future__ import annotations

from realmkit.core import TensorEncoder
from realmkit.games.twelve_realms.components import (
    AREAS,
    ASK,
    GROUP,
    OVER,
    PAY,
    PIECES,
    PLAIN,
    REALMS_BY_PLAYERS,
    TREASURE_CARD,
)
from realmkit.games.twelve_realms.confrontation import CREATURE, TREASURE
from realmkit.games.twelve_realms.game import TwelveRealms
from realmkit.games.twelve_realms.state import TwelveRealmsState

PHASES = OVER + 1
LORDS_PER_PACK = 2
"""'If more than one Dark Lord card is sharing the same Realm symbol choose one': a pack has
one or two (components/packs.py refuses more)."""
TALENT_ROWS = 4
"""Red total, red fresh, yellow, blue."""
GROUPS = 2
"""The vulnerability groups a creature offers that the tensor shows: the packs give at most two."""
TARGETS = 3
"""A Confrontation is with a creature, a Treasure token or an Artifact Piece."""
CUT = 5000
"""The adapters' cut: the rules set no limit on a game's length."""


class TwelveRealmsTensor(TensorEncoder[TwelveRealmsState]):
    """The team's view of the table, sized from the game's content."""

    length_is_bound = False

    def __init__(self, game: TwelveRealms) -> None:
        super().__init__(game)
        content = self.content = game.content
        self.packs, self.kinds, self.cards = len(content.realms), len(content.kinds), len(content.cards)
        self.heroes = len(content.heroes)
        treasures = [card.index for card in content.cards if card.kind == TREASURE_CARD]
        self.treasure_of = {card: i for i, card in enumerate(treasures)}
        self.treasures = len(treasures)
        self.extra = game.settings.extra_realm

    def slots(self, n: int) -> int:
        return REALMS_BY_PLAYERS[n] + self.extra

    def _slot_size(self, n: int) -> int:
        return (self.packs + 4 + LORDS_PER_PACK + 3 + AREAS * self.kinds + AREAS * n
                + AREAS * self.treasures + PIECES * (AREAS + n + 1) + 1)

    def _seat_size(self, n: int) -> int:
        return self.heroes + self.slots(n) + AREAS + TALENT_ROWS * (PLAIN + 1) + self.cards

    def shape(self, num_players: int) -> tuple[int, ...]:
        n, s = num_players, self.slots(num_players)
        rest = (2 * self.cards + 1 + PHASES + 3 * n + 4 + s
                + TARGETS + s + self.kinds + self.treasures + PIECES
                + 4 * n + GROUPS * PLAIN + PLAIN + 2)
        return (s * self._slot_size(n) + n * self._seat_size(n) + rest,)

    def max_game_length(self, num_players: int) -> int:
        return CUT

    def _nonzero(self, state: TwelveRealmsState, seat: int) -> list[tuple[int, float]]:
        n = state.num_players
        out: list[tuple[int, float]] = []
        at = 0
        for slot in range(self.slots(n)):
            self._slot(state, slot, seat, at, out)
            at += self._slot_size(n)
        for relative in range(n):
            self._hero(state, (seat + relative) % n, at, out)
            at += self._seat_size(n)
        self._table(state, seat, at, out)
        return out

    def _slot(self, state: TwelveRealmsState, slot: int, seat: int, at: int,
              out: list[tuple[int, float]]) -> None:
        """One Game Realm: pack, Invasion Track, Dark Lord, tokens, Artifact Pieces."""
        n, content = state.num_players, self.content
        pack = content.realms[state.realms[slot]]
        out.append((at + state.realms[slot], 1.0))
        at += self.packs
        marker = state.marker[slot]
        track = [float(marker >= 0), max(marker, 0) / pack.track, pack.track / 100, float(marker in pack.red)]
        out += [(at + i, v) for i, v in enumerate(track) if v]
        at += 4
        out.append((at + pack.lords.index(state.lord_kind[slot]), 1.0))
        out.append((at + LORDS_PER_PACK + state.lord_state[slot], 1.0))
        at += LORDS_PER_PACK + 3
        counts: dict[int, float] = {}
        area_of: dict[int, int] = {}
        for serial, kind, area in state.tokens[slot]:
            index = at + area * self.kinds + kind
            counts[index] = counts.get(index, 0.0) + 0.25
            area_of[serial] = area
        out += counts.items()
        at += AREAS * self.kinds
        barred: dict[int, float] = {}
        for who, serial in state.challenged:
            if serial in area_of:
                index = at + ((who - seat) % n) * AREAS + area_of[serial]
                barred[index] = barred.get(index, 0.0) + 1.0
        out += barred.items()
        at += AREAS * n
        counts = {}
        for card, area in state.treasures[slot]:
            index = at + area * self.treasures + self.treasure_of[card]
            counts[index] = counts.get(index, 0.0) + 1.0
        out += counts.items()
        at += AREAS * self.treasures
        for piece in range(PIECES):
            area, holder = state.piece_area[slot][piece], state.holder[slot][piece]
            if area >= 0:
                out.append((at + area, 1.0))
            if holder >= 0:
                out.append((at + AREAS + (holder - seat) % n, 1.0))
            if area >= 0 or holder >= 0:
                out.append((at + AREAS + n, 1.0))
            at += AREAS + n + 1
        if state.placed[slot]:
            out.append((at, state.placed[slot] / PIECES))

    def _hero(self, state: TwelveRealmsState, player: int, at: int, out: list[tuple[int, float]]) -> None:
        """One hero: who, where, its Talent tokens, its hand."""
        if state.hero[player] >= 0:
            out.append((at + state.hero[player], 1.0))
        at += self.heroes
        if state.realm_at[player] >= 0:
            out.append((at + state.realm_at[player], 1.0))
        at += self.slots(state.num_players)
        if state.area_at[player] >= 0:
            out.append((at + state.area_at[player], 1.0))
        at += AREAS
        for row in (state.total, state.fresh, state.yellow, state.blue):
            out += [(at + t, count / 4) for t, count in enumerate(row[player]) if count]
            at += PLAIN + 1
        self._cards(state.hands[player], at, out)

    def _cards(self, cards: list[int], at: int, out: list[tuple[int, float]]) -> None:
        counts: dict[int, float] = {}
        for card in cards:
            counts[at + card] = counts.get(at + card, 0.0) + 1.0
        out += counts.items()

    def _table(self, state: TwelveRealmsState, seat: int, at: int, out: list[tuple[int, float]]) -> None:
        """The piles, the phase and turn, and a Confrontation under way."""
        n, slots = state.num_players, self.slots(state.num_players)
        self._cards(state.discard, at, out)
        self._cards(state.aside, at + self.cards, out)
        at += 2 * self.cards
        if state.deck:
            out.append((at, len(state.deck) / self.cards))
        out.append((at + 1 + state.phase, 1.0))
        at += 1 + PHASES
        acting = state.current_player()
        for relative in range(n):
            player = (seat + relative) % n
            if player in state.order:
                out.append((at + relative, (state.order.index(player) + 1) / n))
            if player == state.active:
                out.append((at + n + relative, 1.0))
            if player == acting:
                out.append((at + 2 * n + relative, 1.0))
        at += 3 * n
        values = [state.turn / 50, state.setup_turn / n, float(state.ending),
                  float(state.phase == OVER and state.won)]
        out += [(at + i, v) for i, v in enumerate(values) if v]
        at += 4
        out += [(at + slot, 1.0) for slot in state.pending_lords]
        at += slots
        self._target(state, at, out)
        at += TARGETS + slots + self.kinds + self.treasures + PIECES
        for row, players in enumerate((state.team, state.asking + state.offer, [], state.retreating)):
            out += [(at + row * n + (p - seat) % n, 1.0) for p in set(players)]
        if state.team and state.phase == PAY:
            out.append((at + 2 * n + (state.team[state.payer] - seat) % n, 1.0))
        at += 4 * n
        for g, group in enumerate(state.groups[:GROUPS]):
            out += [(at + g * PLAIN + t, count / 4) for t, count in enumerate(group) if count]
        at += GROUPS * PLAIN
        out += [(at + t, count / 4) for t, count in enumerate(state.need) if count]
        at += PLAIN
        options = [state.settings.no_starting_artifacts, self.extra]
        out += [(at + i, 1.0) for i, on in enumerate(options) if on]

    def _target(self, state: TwelveRealmsState, at: int, out: list[tuple[int, float]]) -> None:
        """What a Confrontation is with: (kind, Game Realm, token serial / card / piece)."""
        kind, slot, which = state.target
        if kind < 0 or state.phase not in (ASK, GROUP, PAY):
            return
        slots = self.slots(state.num_players)
        out.append((at + kind, 1.0))
        out.append((at + TARGETS + slot, 1.0))
        at += TARGETS + slots
        if kind == CREATURE:
            token = next((t for t in state.tokens[slot] if t[0] == which), None)
            if token is not None:
                out.append((at + token[1], 1.0))
        elif kind == TREASURE:
            out.append((at + self.kinds + self.treasure_of[which], 1.0))
        else:
            out.append((at + self.kinds + self.treasures + which, 1.0))

