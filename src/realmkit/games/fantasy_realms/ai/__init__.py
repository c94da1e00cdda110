"""Fantasy Realms AI: the evaluation of a hand, the learned value of two-player positions, the
deal of hidden cards weighted by what the others' play reveals, the playout policy and the
search defaults of each variant (docs/lab/ai-notebook.md has the measurements)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from realmkit.core import GameAI
from realmkit.games.fantasy_realms.actions import Action, FantasyRealmsAction
from realmkit.games.fantasy_realms.ai.evidence import deal
from realmkit.games.fantasy_realms.ai.policy import rollout
from realmkit.games.fantasy_realms.ai.value import margin, mean_final_score, position
from realmkit.games.fantasy_realms.ai.value_table import seat_margin as table_margin
from realmkit.games.fantasy_realms.items import items_total
from realmkit.games.fantasy_realms.phases import (
    DISCARD,
    HAND_SIZE,
    NECROMANCER_PHASE,
    OVER,
    TURN,
    TWO_PLAYER_END,
)
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.game import FantasyRealms

CHAOS_DEFAULTS: dict[str, Any] = {"depth": 2, "baseline": True, "c": 0.3, "terminal": "evaluate"}
TWO_PLAYER_DEFAULTS: dict[str, Any] = {"horizon": 1, "depth": 0, "c": 0.1, "scale": 16,
                                       "terminal": "evaluate"}
BASE_DEFAULTS: dict[str, Any] = {"horizon": 1, "depth": 0, "baseline": True, "c": 0.1, "scale": 16,
                                 "terminal": "evaluate", "judge": "evaluation"}
VARIANT_DEFAULTS = {"chaos": CHAOS_DEFAULTS, "two-player": TWO_PLAYER_DEFAULTS}


class FantasyRealmsAI(GameAI[FantasyRealmsState]):
    """Search settings suited to the variant.

    Drawing and discarding: one action deep, each choice judged by the hand it leaves (a
    draw by the best discard it allows), as deeper trees valued discards that the next turn
    could repair as cheap; changes of the evaluations valued (baseline), the others'
    resampled hands being noise; near linear values (scale), as tanh of small typical
    changes preferred a sure card from the discard area to a better draw; a game's end
    judged by the hands (terminal), its returns against hands dealt anew finding every
    discard winning. Two-player Realms, valued by the learned margin (`value`), which reads
    only the searching seat's side: no baseline, which would add the other side's resampled
    hands as noise. The base game judges by the hands (`judge`): at equal time per move, search
    on the learned value of three to six players lost to that value played one move ahead
    (`greedy(value=true)`), each iteration costing twice as much (docs/lab/ai-notebook.md); the search on
    that value that spends its time where the value is uncertain is `fr-search` (search.py),
    which leads it with four players and ties with three (docs/lab/ai-notebook.md, "search that pays").
    Chaos Realms, all trading: a tree deep enough to see the replies to an offer, playouts cut
    after two turns, the end judged by the hands.
    """

    def __init__(self, game: FantasyRealms) -> None:
        super().__init__(game)
        self.variant = game.settings.variant
        self.base_deck = game.settings.base_deck
        """The base deck alone: what the learned value and the evidence-weighted deal know."""

    @property
    def mcts_defaults(self) -> dict[str, Any]:
        """The search settings of the variant (see the class's docstring)."""
        return dict(VARIANT_DEFAULTS.get(self.variant, BASE_DEFAULTS))

    def evaluate(self, state: FantasyRealmsState, player: int) -> float:
        """The best score of `player`'s hand, which it knows; holding a card too many before its
        discard, the best hand left after the discard. The score reads the table (the new suits'
        Genie and Undead, the hand cap) and adds the player's face-down Cursed Items."""
        hand, table = state.hands[player], state.table()
        items = 0 if state.cursed is None else items_total(state.cursed.face_down[player], state.num_players)
        if state.phase == DISCARD and state.player == player:
            discards = [a.card for a in state.legal_actions() if isinstance(a, Action) and a.card >= 0]
            if discards:
                return float(max(best_total(hand & ~(1 << c), table) for c in discards) + items)
        return float(best_total(hand, table) + items)

    def value(self, state: FantasyRealmsState, player: int) -> float:
        """Two-player Realms: the learned margin (value.py) of the seat whose turn is being
        valued: the one about to discard (by its best discard), the one that has just ended its
        turn (or the game), or the one that used the Necromancer; negated for the other seat,
        the game being two-sided. The base game, three to six players: `player`'s own learned
        margin over the best other hand (value_table.py), from what it knows. Other variants and
        decks: the evaluation."""
        if self.variant == "base" and self.base_deck and state.num_players >= 3:
            return table_margin(state, player)
        if self.variant != "two-player" or not self.base_deck:
            return self.evaluate(state, player)
        if state.phase == NECROMANCER_PHASE:
            seat = state.ender    # the Necromancer's pick follows the turn that ended the game
        else:
            seat = state.player if state.phase != TURN else 1 - state.player
        if state.phase in (OVER, NECROMANCER_PHASE) or last_discard(state):
            worth = self.evaluate(state, seat) - mean_final_score()
        else:
            worth = seat_margin(state, seat)
        return worth if player == seat else -worth

    def determinize(self, state: FantasyRealmsState, player: int, rng: random.Random) -> FantasyRealmsState:
        """The others' unknown cards dealt by the evidence of their takes and discards
        (evidence.py), the deck from the rest. With The Cursed Hoard or the promos, the state's
        own deal, which keeps what the items and the Genie showed a seat."""
        if not self.base_deck:
            return state.determinize(player, rng)
        return deal(state, player, rng)

    def rollout_action(self, state: FantasyRealmsState, rng: random.Random) -> FantasyRealmsAction:
        """A quick sensible move: keep the cards that add most (see policy.py)."""
        return rollout(state, rng)


def last_discard(state: FantasyRealmsState) -> bool:
    """Two-player Realms: the discard to come ends the game (both hands full after it, and
    the discard area full with it). The seat's own total is then known and the other's is not:
    its margin is that total less the mean final score of the self-play games."""
    if state.phase != DISCARD:
        return False
    hand, other = state.hands[state.player], state.hands[1 - state.player]
    full = other.bit_count() >= HAND_SIZE and hand.bit_count() > HAND_SIZE
    return full and len(state.discard) + 1 >= TWO_PLAYER_END


def seat_margin(state: FantasyRealmsState, seat: int) -> float:
    """The learned margin of `seat` at the end of its turn; about to discard, after its best
    discard."""
    hand, discard, known, other_size, deck = position(state, seat)
    if state.phase == DISCARD and state.player == seat:
        return max(margin(hand & ~(1 << a.card), discard | 1 << a.card, known, other_size, deck)
                   for a in state.card_actions())
    return margin(hand, discard, known, other_size, deck)
