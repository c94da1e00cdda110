"""Fantasy Realms: the game, its options and variants, the action encoding and the AI hooks."""

from __future__ import annotations

import random

from realmkit.core import Game, GameSpec, GameStringError, IllegalActionError, Option, State, register
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.choices import best_total
from realmkit.games.fantasy_realms.policy import rollout
from realmkit.games.fantasy_realms.state import (
    DISCARD,
    HAND_SIZE,
    NECROMANCER_PHASE,
    OVER,
    TURN,
    TWO_PLAYER_END,
    FantasyRealmsState,
)
from realmkit.games.fantasy_realms.value import margin, mean_final_score, position

PLAYERS = {"base": (3, 6), "two-player": (2, 2), "chaos": (3, 7)}


@register
class FantasyRealms(Game):
    """Draw and discard to build the best seven-card hand of 53 cards with bonuses and penalties."""

    spec = GameSpec(
        id="fantasy-realms",
        title="Fantasy Realms",
        min_players=2,
        max_players=7,
        options=(
            Option("variant", "base", "base (3-6 players), two-player (2), or chaos (Chaos Realms, 3-7)",
                   choices=("base", "two-player", "chaos")),
            Option("trade_rounds", 3, "Chaos Realms: rounds of the trading period, each player making "
                   "one trade offer per round", minimum=1, maximum=20),
        ),
        has_chance=True,
        hidden_information=True,
        summary="card game: draw, take and discard to score the best hand; variants two-player and chaos",
        configurations=(
            ("fantasy-realms", 3),
            ("fantasy-realms", 6),
            ("fantasy-realms(variant=two-player)", 2),
            ("fantasy-realms(variant=chaos)", 3),
            ("fantasy-realms(trade_rounds=1,variant=chaos)", 7),
        ),
    )

    @property
    def mcts_defaults(self) -> dict[str, int | float | bool | str]:
        """Search settings suited to the variant (docs/ai.md has the measurements).

        Drawing and discarding: one action deep, each choice judged by the hand it leaves (a
        draw by the best discard it allows), as deeper trees valued discards that the next turn
        could repair as cheap; changes of the evaluations valued (baseline), the others'
        resampled hands being noise; near linear values (scale), as tanh of small typical
        changes preferred a sure card from the discard area to a better draw; a game's end
        judged by the hands (terminal), its returns against hands dealt anew finding every
        discard winning. Two-player Realms, valued by the learned margin (`value`), which reads
        only the searching seat's side: no baseline, which would add the other side's resampled
        hands as noise. Chaos Realms, all trading: a tree deep enough to see the replies to an
        offer, playouts cut after two turns, the end judged by the hands."""
        if self.options["variant"] == "chaos":
            return {"depth": 2, "baseline": True, "c": 0.3, "terminal": "evaluate"}
        if self.options["variant"] == "two-player":
            return {"horizon": 1, "depth": 0, "c": 0.1, "scale": 16, "terminal": "evaluate"}
        return {"horizon": 1, "depth": 0, "baseline": True, "c": 0.1, "scale": 16, "terminal": "evaluate"}

    def validate_options(self) -> None:
        if self.options["variant"] != "chaos" and self.options["trade_rounds"] != 3:
            raise GameStringError("option trade_rounds applies only to variant=chaos")

    def player_range(self) -> tuple[int, int]:
        return PLAYERS[str(self.options["variant"])]

    def _new_state(self, num_players: int, seed: int) -> State:
        return FantasyRealmsState(self, num_players, seed)

    def num_distinct_actions(self) -> int:
        return len(act.ALL_ACTIONS)

    def action_to_id(self, action: Action) -> int:  # type: ignore[override]
        try:
            return act.ACTION_ID[action]
        except (KeyError, TypeError):
            raise IllegalActionError(f"{action!r} is not a Fantasy Realms action") from None

    def _id_to_action(self, action_id: int) -> Action:
        return act.action_from_id(action_id)

    def read_action(self, state: State, text: str) -> Action:
        """Read `draw`, `take CARD`, `discard CARD`, ...; an action not legal now is refused with
        the reason."""
        action = act.read(text)
        return action

    def evaluate(self, state: State, player: int) -> float:
        """The best score of `player`'s hand, which it knows; holding a card too many before its
        discard, the best hand left after the discard."""
        assert isinstance(state, FantasyRealmsState)
        hand = state.hands[player]
        if state.phase == DISCARD and state.player == player:
            return float(max(best_total(hand & ~(1 << a.card)) for a in state.legal_actions()))
        return float(best_total(hand))

    def value(self, state: State, player: int) -> float:
        """Two-player Realms: the learned margin (value.py) of the seat whose turn is being
        valued: the one about to discard (by its best discard), the one that has just ended its
        turn (or the game), or the one that used the Necromancer; negated for the other seat,
        the game being two-sided. Other variants: the evaluation."""
        assert isinstance(state, FantasyRealmsState)
        if self.options["variant"] != "two-player":
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

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """A quick sensible move: keep the cards that add most (see policy.py)."""
        assert isinstance(state, FantasyRealmsState)
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
                   for a in state.legal_actions())
    return margin(hand, discard, known, other_size, deck)
