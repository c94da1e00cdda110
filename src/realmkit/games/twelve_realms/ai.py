"""The team's AI for 12 Realms: a co-op evaluation of the whole table and a rollout policy.

The rules never import this module; agents reach it through `GameSpec.ai`.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from realmkit.core import GameAI
from realmkit.games.twelve_realms import confrontation
from realmkit.games.twelve_realms.actions import (
    CLAIM_PIECE,
    CLAIM_TREASURE,
    CONFRONT,
    DONE,
    END,
    ENTRUST,
    EXPLOIT,
    GROUP,
    JOIN,
    MOVE,
    PLAY,
    TRAVEL,
    Action,
)
from realmkit.games.twelve_realms.components import (
    ACTIONS,
    ADVENTURES,
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

LORD_DEFEATED = 12.0
"""A defeated Dark Lord is worth more than every step towards him."""
SURVIVAL = 0.3
"""Every turn survived brings the Artifact Pieces nearer; worth about what a turn's draws bring
in creatures, so that ending a turn is judged on its merits, not put off by moving about."""
COVER = 0.4
"""Each creature with a hero on its map to fight it (three per hero): what makes a hero travel
to the realm that needs him."""
CREATURE = 1.0
"""Each creature token moves its Invasion Marker one space every Upkeep, for as long as it
stays: the team's main enemy."""


def evaluate_state(state: TwelveRealmsState) -> float:
    """The team's prospects: Dark Lords defeated, Artifact Pieces gathered into one hero's hands
    and that hero near his Dark Lord count for; creatures on the maps, and Invasion Markers
    near the end for the creatures pushing them, count against; then the heroes' tokens for
    the next turn (a hero in a Town refreshes them all) and their distance to what they can
    overcome."""
    if state.phase == OVER:
        return 100.0 if state.won else -100.0
    value = SURVIVAL * state.num_players * state.turn
    for slot in range(len(state.realms)):
        value += _realm_value(state, slot)
    for seat in range(state.num_players):
        value += _hero_value(state, seat)
    return value


def _realm_value(state: TwelveRealmsState, slot: int) -> float:
    if state.lord_state[slot] == DEFEATED:
        return LORD_DEFEATED
    realm = state.content.realms[state.realms[slot]]
    creatures = len(state.tokens[slot])
    left = realm.track - state.marker[slot] - creatures  # after the coming Upkeep
    turns = left / creatures if creatures else 99.0
    value = -CREATURE * creatures - 0.01 * state.marker[slot]
    if turns < 6.0:
        value -= 1.5 * (6.0 - turns) ** 2 / 6.0
    heroes = state.realm_at.count(slot)
    value += COVER * min(3 * heroes, creatures)
    holder = state.holder[slot]
    held = [h for h in holder if h >= 0]
    value += 1.0 * len(held) + 0.25 * state.placed[slot]
    if held:
        keeper = max(set(held), key=lambda h: (held.count(h), -h))
        gathered = held.count(keeper)
        value += 0.4 * gathered - 0.02 * keeper
        if gathered == PIECES and state.lord_state[slot] == IN_PLAY:
            value += 1.0 + _lord_nearness(state, slot, keeper)
    return value


def _lord_nearness(state: TwelveRealmsState, slot: int, keeper: int) -> float:
    """The keeper of all the pieces walking to his Dark Lord, with the talents to beat him."""
    lord = state.lord_kind[slot]
    area = next((t[2] for t in state.tokens[slot] if t[1] == lord), -1)
    if area < 0:
        return 0.0
    if state.realm_at[keeper] != slot:
        return 0.0
    realm = state.content.realms[state.realms[slot]]
    far = _distances(realm.index, realm.neighbours)[state.area_at[keeper]][area]
    have = confrontation.pool(state, [keeper, *[s for s in range(state.num_players)
                                                if s != keeper and state.realm_at[s] == slot]])
    able = any(confrontation.feasible(g, have) for g in state.content.kinds[lord].groups)
    return (1.0 if able else 0.3) / (1 + far)


def _hero_value(state: TwelveRealmsState, seat: int) -> float:
    """Tokens the hero will have next turn (in a Town he refreshes them all; one-use ones are
    dearer) and his nearness to something he can overcome: a Town counts as near when its map
    holds some, so that heroes travel to where the creatures are."""
    value = 0.12 * (sum(state.yellow[seat]) + sum(state.blue[seat])) + 0.1 * len(state.hands[seat])
    slot = state.realm_at[seat]
    if slot < 0:
        return value
    in_town = state.area_at[seat] == TOWN
    red = state.total[seat] if in_town else state.fresh[seat]
    value += 0.05 * sum(red) + (0.15 if in_town else 0.0)
    have = confrontation.pool(state, (seat,))
    if in_town:
        have = [h + t - f for h, t, f in zip(have, state.total[seat], state.fresh[seat], strict=True)]
    targets = _targets(state, slot, have)
    if targets:
        realm = state.content.realms[state.realms[slot]]
        far = _distances(realm.index, realm.neighbours)[state.area_at[seat]]
        value += 0.3 / (1 + min(far[t] for t in targets))
    return value


class TwelveRealmsAI(GameAI[TwelveRealmsState]):
    """One value for the whole team (the game is cooperative) and a playout policy that fights."""

    mcts_defaults: ClassVar[dict[str, Any]] = {"iterations": 100, "depth": 0, "c": 0.3}

    def evaluate(self, state: TwelveRealmsState, player: int) -> float:
        return evaluate_state(state)

    def rollout_action(self, state: TwelveRealmsState, rng: random.Random) -> Action:
        """Claim and confront when possible (Allies join); pay with one-use tokens and spare red
        Swiftness last; play an Adventure card as soon as it helps (before Upkeep when it pushes
        a marker back; in a Confrontation only when no group can be paid without it); go back
        to a Town to refresh when spent; otherwise travel to the realm in most danger and move
        towards its creatures and Artifact Pieces."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        phase = state.phase
        if phase == PAY:
            return _payment(actions)
        if phase == ASK:
            return next(a for a in actions if a.kind == JOIN)
        if phase == ADVENTURES:
            return actions[0]  # the first card, 'pass' being last
        if phase == GROUP:
            groups = [a for a in actions if a.kind == GROUP]
            return rng.choice(groups) if groups else actions[-1]  # a card, else 'withdraw'
        if phase != ACTIONS:
            return rng.choice(actions)
        return _perform(state, actions, rng)


def _perform(s: TwelveRealmsState, actions: list[Action], rng: random.Random) -> Action:
    by_kind: dict[int, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    for wanted in (CLAIM_PIECE, CONFRONT, CLAIM_TREASURE, PLAY):
        if wanted in by_kind:
            return rng.choice(by_kind[wanted])
    for action in by_kind.get(ENTRUST, ()):
        if _gathers(s, action):
            return action
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
                return next(a for a in travel if a.a == s.realms[worst])
    realm = s.content.realms[s.realms[slot]]
    distance = _distances(realm.index, realm.neighbours)
    moves = [a for a in by_kind.get(MOVE, []) if a.b == RED and a.c == SWIFTNESS]
    if not moves:
        return end
    steps = fresh[SWIFTNESS] - 1  # moves left before the last red Swiftness makes him Retreat
    targets = _targets(s, slot, have)
    if targets:
        here = min(distance[area][t] for t in targets)
        closer = [a for a in moves if min(distance[a.a][t] for t in targets) < here]
        thrifty = [a for a in closer  # there and back to the Town on foot
                   if min(distance[a.a][t] + distance[t][TOWN] for t in targets) <= steps - 1]
        if thrifty or (closer and steps > 0 and rng.random() < 0.3):
            return rng.choice(thrifty or closer)
    if area == TOWN:
        return end
    home = [a for a in moves if distance[a.a][TOWN] < distance[area][TOWN]]
    if distance[area][TOWN] <= steps or steps <= 0:
        return rng.choice(home)  # on foot, or Retreating with the last red Swiftness
    return end


def _gathers(s: TwelveRealmsState, action: Action) -> bool:
    """Whether entrusting a piece brings a realm's pieces together: to the hero holding more of
    them (the lower seat on a tie), so that pieces never go back and forth."""
    holder = s.holder[s.slot_of[action.a]]
    giver, taker = s.active, action.c
    return (holder.count(taker), -taker) > (holder.count(giver) - 1, -giver)


def _targets(s: TwelveRealmsState, slot: int, have: list[int]) -> set[int]:
    """The areas of a map holding something the hero could overcome alone."""
    content = s.content
    realm = content.realms[s.realms[slot]]
    feasible = confrontation.feasible
    tokens = s.tokens[slot]
    kinds = content.kinds
    pool = tuple(have)
    able = {kind for kind in {t[1] for t in tokens}  # each kind judged once, hordes have many tokens
            if _overcomes(kinds[kind].groups, pool)}
    areas = {t[2] for t in tokens if t[1] in able}
    piece_area = s.piece_area[slot]
    areas |= {piece_area[n] for n in range(PIECES) if piece_area[n] > 0 and feasible(realm.pieces[n], have)}
    areas |= {a for c, a in s.treasures[slot] if feasible(content.cards[c].vulnerability, have)}
    return areas


def _danger(s: TwelveRealmsState, slot: int) -> float:
    """How near a realm's Invasion Marker is to the end, counting the creatures that push it."""
    if s.marker[slot] < 0:
        return -1.0
    realm = s.content.realms[s.realms[slot]]
    return (s.marker[slot] + 2 * len(s.tokens[slot])) / realm.track


_OVERCOMES: dict[tuple[tuple[tuple[int, ...], ...], tuple[int, ...]], bool] = {}


def _overcomes(groups: tuple[tuple[int, ...], ...], have: tuple[int, ...]) -> bool:
    """Whether `have` covers some vulnerability group, remembered: the same few pools meet the
    same creatures in every evaluation of a search."""
    key = (groups, have)
    able = _OVERCOMES.get(key)
    if able is None:
        if len(_OVERCOMES) > 100_000:
            _OVERCOMES.clear()
        able = _OVERCOMES[key] = any(confrontation.feasible(g, have) for g in groups)
    return able


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
        if action.kind == DONE:
            return (3, 0)
        if action.kind != EXPLOIT:
            return (4, 0)
        colour, talent = action.a, action.b
        return (0 if colour != RED else 1 + (talent == SWIFTNESS), talent == 6)

    return min(actions, key=cost)
