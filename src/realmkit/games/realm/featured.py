"""Realm, the featured game: control more Realms than the opponent when the game ends.

Rulebook lines 1-327 of realm.txt; our readings are in docs/rules/realm.md. The rules of a
position live in featured_state.py, the pieces' movement in featured_rules.py.
"""

from __future__ import annotations

import math
import random
from typing import Any, ClassVar

from realmkit.core import Game, GameSpec, IllegalActionError, Option, State, register
from realmkit.games.realm.board import CENTER_OF, REALM_OF
from realmkit.games.realm.featured_actions import (
    ACTION_BY_TEXT,
    ACTION_ID,
    ACTIONS,
    PASS,
    REARRANGEMENT,
    ChooseMode,
    EndTurn,
    FeaturedAction,
    Move,
)
from realmkit.games.realm.featured_reasons import unreadable
from realmkit.games.realm.featured_rules import KIND, POWER
from realmkit.games.realm.featured_state import TURN_START, FeaturedState

ROLLOUT_PATIENCE = 200
"""Turns after which the players of a playout pass, to end it by agreement."""


@register
class FeaturedGame(Game):
    """Each player has 3 Powers, 8 Enforcers and 12 Bases (the variations change these)."""

    spec = GameSpec(
        id="realm",
        title="Realm: the featured game",
        min_players=2,
        max_players=2,
        options=(
            Option("bases", 12, "Bases per player; variation 1 plays 11 (shorter) or 13 (longer)",
                   minimum=11, maximum=13),
            Option("enforcers", 8, "Enforcers per player (variation 2 suggests 4 or 6)",
                   minimum=0, maximum=9),
            Option("powers", 3, "Powers per player (variation 2); as many Bases and Powers are "
                   "placed at setup", minimum=1, maximum=4),
            Option("free_placement", False, "variation 3: initial Bases on any vacant Realm"),
            Option("stop_in_enemy_realms", False,
                   "variation 4: a move ends on entering a Realm controlled by an enemy Base"),
            Option("lone_power_creates", False,
                   "variation 5: a Power creates a Base only with no other Power in the Realm"),
            Option("replace_captured", False,
                   "variation 6: a captured Base is at once replaced by one of the capturer's"),
            Option("max_turns", 1000, "turns of play after which the game is a draw", minimum=1),
        ),
        summary="Powers claim Realms by creating Bases; Enforcers immobilize and capture.",
        configurations=(
            ("realm", 2),
            ("realm(bases=11,enforcers=4,powers=2)", 2),
            ("realm(bases=13,enforcers=6,powers=4)", 2),
            ("realm(free_placement=true,stop_in_enemy_realms=true)", 2),
            ("realm(lone_power_creates=true,replace_captured=true)", 2),
            ("realm(enforcers=0,max_turns=12)", 2),
        ),
    )

    mcts_defaults: ClassVar[dict[str, Any]] = {"depth": 40}
    """Search looks about a dozen turns ahead, then trusts `evaluate` (random games last ~120 turns)."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.bases = int(self.options["bases"])
        self.enforcers = int(self.options["enforcers"])
        self.powers = int(self.options["powers"])
        self.free_placement = bool(self.options["free_placement"])
        self.stop_in_enemy_realms = bool(self.options["stop_in_enemy_realms"])
        self.lone_power_creates = bool(self.options["lone_power_creates"])
        self.replace_captured = bool(self.options["replace_captured"])
        self.max_turns = int(self.options["max_turns"])

    def _new_state(self, num_players: int, seed: int) -> FeaturedState:
        return FeaturedState(self, num_players, seed)

    def num_distinct_actions(self) -> int:
        return len(ACTIONS)

    def action_to_id(self, action: Any) -> int:
        try:
            return ACTION_ID[action]
        except (KeyError, TypeError):
            raise IllegalActionError(f"{action!r} is not an action of {self.spec.id}") from None

    def id_to_action(self, action_id: int) -> FeaturedAction:
        if not isinstance(action_id, int) or not 0 <= action_id < len(ACTIONS):
            raise IllegalActionError(f"action id {action_id!r} is out of range 0-{len(ACTIONS) - 1}")
        return ACTIONS[action_id]

    def parse_action(self, state: State, text: str) -> FeaturedAction:
        """Read "e5-e9", "disperse 5", "+f6>N", "xf6", "e4=f6>E", "base e5", "power d4", "end",
        "pass" (in any case, spaces optional); an action that is not legal now is refused with
        the rule it breaks."""
        action = ACTION_BY_TEXT.get("".join(text.split()).lower())
        if action is None:
            raise IllegalActionError(unreadable(text))
        reason = state.illegal_reason(action)
        if reason is not None:
            raise IllegalActionError(reason)
        return action

    def evaluate(self, state: State, player: int) -> float:
        """Realms controlled (the score), then Bases yet to create, then the Enforcer tie-break,
        squashed into (-1, 1); the outcome once the game is over."""
        assert isinstance(state, FeaturedState)
        if state.is_terminal():
            return state.returns()[player]
        other = 1 - player
        realms = state.realms_controlled(player) - state.realms_controlled(other)
        race = state.bases_left[other] - state.bases_left[player]
        reserve = state.enforcer_reserve(player) - state.enforcer_reserve(other)
        return math.tanh(0.25 * realms + 0.1 * race + 0.05 * reserve)

    def rollout_action(self, state: State, rng: random.Random) -> FeaturedAction:
        """Random play that prefers Powers claiming Realms, seldom rearranges, and passes when
        not behind (agreeing to end when the opponent passed first) or after ROLLOUT_PATIENCE
        turns, so that playouts end."""
        assert isinstance(state, FeaturedState)
        actions = state.legal_actions()
        if state.phase == TURN_START and len(actions) > 1:
            me = state.player
            not_behind = state.ranking_key(me) >= state.ranking_key(1 - me)
            if state.turns > ROLLOUT_PATIENCE or (not_behind and (state.passes or rng.random() < 0.1)):
                return PASS
            moving = [a for a in actions[1:] if isinstance(a, ChooseMode) and a.mode != REARRANGEMENT]
            if moving and rng.random() < 0.9:
                return rng.choice(moving)
            return rng.choice(actions[1:])
        claims = [a for a in actions if isinstance(a, Move) and _claims(state, a)]
        if claims and rng.random() < 0.8:
            return rng.choice(claims)
        if len(actions) > 1 and isinstance(actions[-1], EndTurn) and rng.random() < 0.7:
            return actions[-1]
        return rng.choice(actions)


def _claims(state: FeaturedState, move: Move) -> bool:
    """Whether a Power's move ends in a Realm whose Center is vacant (a likely new Base)."""
    return state.cells[move.origin] & KIND == POWER and not state.cells[CENTER_OF[REALM_OF[move.target]]]


__all__ = ["FeaturedGame", "FeaturedState"]
