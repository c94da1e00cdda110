"""The team's AI for 12 Realms: a co-op evaluation of the whole table and a rollout policy.

The rules never import this module; agents reach it through `GameSpec.ai`.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from realmkit.core import Action, GameAI, State
from realmkit.games.twelve_realms import confrontation
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

    mcts_defaults: ClassVar[dict[str, Any]] = {"iterations": 100, "depth": 0, "c": 0.3}

    def evaluate(self, state: State, player: int) -> float:
        return evaluate_state(state)  # type: ignore[arg-type]

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """Claim and confront when possible (Allies join); pay with one-use tokens and spare red
        Swiftness last; go back to a Town to refresh when spent; otherwise travel to the realm
        in most danger and move towards its creatures and Artifact Pieces."""
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
        return _perform(s, actions, rng)


def _perform(s: TwelveRealmsState, actions: list[Action], rng: random.Random) -> Action:
    by_kind: dict[int, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)  # type: ignore[attr-defined]
    for wanted in (CLAIM_PIECE, CONFRONT, CLAIM_TREASURE, PLAY, ENTRUST):
        if wanted in by_kind:
            return rng.choice(by_kind[wanted])
    seat = s.active
    end = by_kind[END][0]
    slot, area = s.realm_at[seat], s.area_at[seat]
    fresh = s.fresh[seat]
    have = confrontation.pool(s, (seat,))
    spare = sum(have) - have[SWIFTNESS]
    if area == TOWN:
        if spare < 3:
            return end
        travel = by_kind.get(TRAVEL)
        if travel:
            worst = max(range(len(s.realms)), key=lambda r: _danger(s, r))
            if worst != slot and _danger(s, worst) > _danger(s, slot):
                return next(a for a in travel if a.a == s.realms[worst])  # type: ignore[attr-defined]
    realm = s.content.realms[s.realms[slot]]
    distance = _distances(realm.index, realm.neighbours)
    moves = [a for a in by_kind.get(MOVE, []) if a.b == RED and a.c == SWIFTNESS]  # type: ignore[attr-defined]
    if not moves:
        return end
    targets = _targets(s, slot, have)
    if targets and fresh[SWIFTNESS] > 1:
        here = min(distance[area][t] for t in targets)
        closer = [a for a in moves if min(distance[a.a][t] for t in targets) < here]  # type: ignore[attr-defined]
        if closer:
            return rng.choice(closer)
    if area == TOWN:
        return end
    if fresh[SWIFTNESS] == 1:
        return rng.choice(moves)  # the last red Swiftness: Retreat to the Town
    home = [a for a in moves if distance[a.a][TOWN] < distance[area][TOWN]]  # type: ignore[attr-defined]
    return rng.choice(home) if home else end


def _targets(s: TwelveRealmsState, slot: int, have: list[int]) -> set[int]:
    """The areas of a map holding something the hero could overcome alone."""
    content = s.content
    realm = content.realms[s.realms[slot]]
    areas = {t[2] for t in s.tokens[slot]
             if any(confrontation.feasible(g, have) for g in content.kinds[t[1]].groups)}
    areas |= {s.piece_area[slot][n] for n in range(PIECES)
              if s.piece_area[slot][n] > 0 and confrontation.feasible(realm.pieces[n], have)}
    areas |= {a for c, a in s.treasures[slot] if confrontation.feasible(content.cards[c].vulnerability, have)}
    return areas


def _danger(s: TwelveRealmsState, slot: int) -> float:
    """How near a realm's Invasion Marker is to the end, counting the creatures that push it."""
    if s.marker[slot] < 0:
        return -1.0
    realm = s.content.realms[s.realms[slot]]
    return (s.marker[slot] + 2 * len(s.tokens[slot])) / realm.track


_DISTANCES: dict[int, list[list[int]]] = {}


def _distances(index: int, neighbours: tuple[tuple[int, ...], ...]) -> list[list[int]]:
    """Moves between every two areas of a map."""
    table = _DISTANCES.get(index)
    if table is None:
        table = []
        for start in range(len(neighbours)):
            far = [99] * len(neighbours)
            far[start] = 0
            todo = [start]
            for at in todo:
                for near in neighbours[at]:
                    if far[near] == 99:
                        far[near] = far[at] + 1
                        todo.append(near)
            table.append(far)
        _DISTANCES[index] = table
    return table


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
