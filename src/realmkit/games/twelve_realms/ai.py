"""The team's AI for 12 Realms: a co-op evaluation of the whole table and a rollout policy.

The rules never import this module; agents reach it through `GameSpec.ai`.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from realmkit.core import Action, GameAI, State
from realmkit.games.twelve_realms.actions import (
    CLAIM_PIECE,
    CLAIM_TREASURE,
    CONFRONT,
    DONE,
    END,
    ENTRUST,
    EXPLOIT,
    JOIN,
    MOVE,
    PLAY,
    TRAVEL,
)
from realmkit.games.twelve_realms.components import (
    ACTIONS,
    ASK,
    DEFEATED,
    IN_PLAY,
    OVER,
    PAY,
    PIECES,
    RED,
    SWIFTNESS,
    TOWN,
)
from realmkit.games.twelve_realms.state import TwelveRealmsState


def evaluate_state(state: TwelveRealmsState) -> float:
    """The team's prospects: Dark Lords defeated and Artifact Pieces held count for, creatures
    on the maps and Invasion Markers near their track's end count against."""
    if state.phase == OVER:
        return 10.0 if state.won else -10.0
    content = state.content
    value = 0.0
    for slot, realm_index in enumerate(state.realms):
        if state.lord_state[slot] == DEFEATED:
            value += 3.0
            continue
        realm = content.realms[realm_index]
        creatures = len(state.tokens[slot])
        left = realm.track - state.marker[slot]
        danger = (creatures + 1) / left if left > 0 else 2.0
        value -= 2.5 * danger * danger + 0.15 * creatures
        held = sum(1 for n in range(PIECES) if state.holder[slot][n] >= 0)
        holders = {state.holder[slot][n] for n in range(PIECES) if state.holder[slot][n] >= 0}
        value += 0.45 * held + (0.3 if held == PIECES and len(holders) == 1 else 0.0)
        value += 0.1 * state.placed[slot]
        if state.lord_state[slot] == IN_PLAY:
            value -= 0.3
    for seat in range(state.num_players):
        value += 0.03 * (sum(state.fresh[seat]) + sum(state.yellow[seat]) + sum(state.blue[seat]))
        value += 0.05 * len(state.hands[seat])
    return value


class TwelveRealmsAI(GameAI):
    """One value for the whole team (the game is cooperative) and a playout policy that fights."""

    mcts_defaults: ClassVar[dict[str, Any]] = {"iterations": 200, "depth": 6, "c": 0.5}

    def evaluate(self, state: State, player: int) -> float:
        return evaluate_state(state)  # type: ignore[arg-type]

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """Confront, claim and join when possible; pay with one-use tokens and spare red
        Swiftness last; move towards trouble; otherwise end the phase."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        s: TwelveRealmsState = state  # type: ignore[assignment]
        phase = s.phase
        if phase == PAY:
            return _payment(actions)
        if phase == ASK:
            return next(a for a in actions if a.kind == JOIN)  # type: ignore[attr-defined]
        if phase != ACTIONS:
            return rng.choice(actions)
        kinds = [a.kind for a in actions]  # type: ignore[attr-defined]
        for wanted in (CLAIM_PIECE, CONFRONT, CLAIM_TREASURE, PLAY):
            options = [a for a, k in zip(actions, kinds, strict=True) if k == wanted]
            if options:
                return rng.choice(options)
        entrust = [a for a, k in zip(actions, kinds, strict=True) if k == ENTRUST]
        if entrust and rng.random() < 0.5:
            return rng.choice(entrust)
        seat = s.active
        moves = [a for a in actions if a.kind == MOVE and a.b == RED]  # type: ignore[attr-defined]
        if moves and s.fresh[seat][SWIFTNESS] > 1 and sum(s.fresh[seat]) > 3:
            slot = s.realm_at[seat]
            busy = {t[2] for t in s.tokens[slot]}
            toward = [a for a in moves if a.a in busy]  # type: ignore[attr-defined]
            return rng.choice(toward or moves)
        if s.area_at[seat] == TOWN and rng.random() < 0.3:
            travel = [a for a, k in zip(actions, kinds, strict=True) if k == TRAVEL]
            if travel:
                return rng.choice(travel)
        return next(a for a, k in zip(actions, kinds, strict=True) if k == END)


def _payment(actions: list[Action]) -> Action:
    """One-use tokens first, then red ones other than Swiftness, Crowns last."""

    def cost(action: Action) -> tuple[int, int]:
        if action.kind == DONE:  # type: ignore[attr-defined]
            return (3, 0)
        if action.kind != EXPLOIT:  # type: ignore[attr-defined]
            return (4, 0)
        colour, talent = action.a, action.b  # type: ignore[attr-defined]
        return (0 if colour != RED else 1 + (talent == SWIFTNESS), talent == 6)

    return min(actions, key=cost)
