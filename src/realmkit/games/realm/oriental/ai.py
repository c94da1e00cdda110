"""Oriental Realm for agents: a tactical evaluation, the playout policy and search defaults.

Both read the board only (the game has no hidden information). The tactics of the game are
short: a group is lost when the enemy can fill all its empty neighbours in one turn, with pieces
of one Realm coming from squares not beside the group (a space such a piece leaves would be a
new empty neighbour); a group whose pieces cannot move (pinned, or with no empty neighbour)
cannot run away; a Mandarin with an enemy piece on one side can be pinned from the other.
"""

from __future__ import annotations

import math
import random
from collections.abc import Collection, Sequence
from itertools import product
from typing import ClassVar

from realmkit.core import GameAI
from realmkit.games.realm.components import NEIGHBOR, RAYS, REALM_OF, SQUARES
from realmkit.games.realm.oriental import rules
from realmkit.games.realm.oriental.actions import OrientalAction
from realmkit.games.realm.oriental.game import OrientalRealm
from realmkit.games.realm.oriental.state import OrientalState
from realmkit.games.realm.sliding import EMPTY, Move

ADJACENT: tuple[tuple[int, ...], ...] = tuple(
    tuple(n for n in (NEIGHBOR[d][s] for d in range(4)) if n >= 0) for s in range(SQUARES)
)
"""The orthogonal neighbours of each square on the board."""

WIN_NOW = 0.95
"""The evaluation of a position in which the player to move can surround a group in this turn
(a won game counts 1)."""


REACH, PIN, PINNABLE, FREE = 0.05, 0.2, 0.4, 0.04
"""Weights of an empty neighbour an enemy piece can reach at once, of a pinned Mandarin, of a
Mandarin the enemy can pin with one move, and of a piece free to move."""


def closers(board: rules.Board, members: Collection[int], liberty: int, attacker: int) -> list[int]:
    """The squares of `attacker`'s unpinned pieces that can move onto `liberty`, an empty
    neighbour of the group `members`, from a square not beside the group (so that the move
    opens no new empty neighbour): when it is the last one, each such move completes the
    surrounding."""
    found = []
    for ray in (RAYS[0][liberty], RAYS[1][liberty], RAYS[2][liberty], RAYS[3][liberty]):
        for square in ray:
            code = board[square]
            if code == EMPTY:
                continue
            if (
                code >> 1 == attacker
                and not any(n in members for n in ADJACENT[square])
                and not rules.is_pinned(board, square)
            ):
                found.append(square)
            break
    return found


def reachable(board: rules.Board, square: int, player: int) -> bool:
    """Whether an unpinned piece of `player` can move onto the empty `square`."""
    for ray in (RAYS[0][square], RAYS[1][square], RAYS[2][square], RAYS[3][square]):
        for other in ray:
            code = board[other]
            if code != EMPTY:
                if code >> 1 == player and not rules.is_pinned(board, other):
                    return True
                break
    return False


def pinnable(board: rules.Board, square: int) -> bool:
    """Whether the enemy can pin the Mandarin on `square` with one move: an enemy piece stands
    on one side of it and an enemy piece can reach the opposite side (a Mandarin beside its own
    Emperor is freed, and the Emperor is never pinned)."""
    code = board[square]
    if code & 1 or rules.freed_by_emperor(board, square):
        return False
    enemy = 1 - (code >> 1)
    for first, second in ((0, 2), (1, 3)):
        a, b = NEIGHBOR[first][square], NEIGHBOR[second][square]
        if a < 0 or b < 0:
            continue
        for near, far in ((a, b), (b, a)):
            standing = board[near] >= 0 and board[near] >> 1 == enemy
            if standing and board[far] == EMPTY and reachable(board, far, enemy):
                return True
    return False


Groups = list[tuple[set[int], set[int]]]


def both_groups(board: rules.Board) -> tuple[Groups, Groups]:
    """Each player's groups with their empty neighbours, in one pass over the pieces."""
    found: tuple[Groups, Groups] = ([], [])
    seen: set[int] = set()
    for square in [s for s in range(SQUARES) if board[s] >= 0]:
        if square not in seen:
            members, liberties = rules.group(board, square)
            seen |= members
            found[board[square] >> 1].append((members, liberties))
    return found


def closing_pick(
    closing: Sequence[Sequence[int]], movable: Collection[int] | None = None
) -> tuple[int, ...] | None:
    """How one turn can fill every empty neighbour of a group: `closing[i]` are the pieces that
    can close its i-th one (see `closers`); distinct pieces, all of one Realm (with `movable`,
    all among those squares), take one each. Returns their squares in order, or None."""
    for realm in sorted({REALM_OF[s] for options in closing for s in options}):
        choices = [
            [s for s in options if REALM_OF[s] == realm and (movable is None or s in movable)]
            for options in closing
        ]
        if all(choices):
            for pick in product(*choices):
                if len(set(pick)) == len(pick):
                    return pick
    return None


def evaluate_board(board: rules.Board, to_move: int, movable: Collection[int] | None, player: int) -> float:
    """The value for `player` in (-1, 1) of a position with `to_move` to play (mid-turn,
    `movable` are the pieces he may still move). A player who can surround a group in this
    turn scores WIN_NOW. Otherwise the terms, each the player's minus the opponent's, are:
    threats (groups the other side could surround in one turn: one the side to move can
    usually parry, two rarely), the danger of groups (1/(2n - r) for a group with n empty
    neighbours, r of them within reach of an enemy piece, whose pieces cannot move; 1/n^2 +
    REACH * r for one that can), pinned Mandarins, Mandarins the enemy can pin with one move,
    and free pieces."""
    danger = [0.0, 0.0]
    threatened = [0, 0]
    free = [0, 0]
    pinned = [0, 0]
    for side, groups in enumerate(both_groups(board)):
        for members, liberties in groups:
            moving = 0
            for square in members:
                if rules.is_pinned(board, square):
                    pinned[side] += 1
                elif any(board[n] == EMPTY for n in ADJACENT[square]):
                    moving += 1
                    if pinnable(board, square):
                        danger[side] += PINNABLE
            free[side] += moving
            count = len(liberties)
            closing = [closers(board, members, liberty, 1 - side) for liberty in liberties]
            reach = sum(1 for options in closing if options)
            if reach == count <= 3:
                if side != to_move and closing_pick(closing, movable) is not None:
                    return WIN_NOW if player == to_move else -WIN_NOW
                if closing_pick(closing) is not None:
                    threatened[side] += 1
            if moving == 0:
                danger[side] += 1.0 / max(1, 2 * count - reach)
            else:
                danger[side] += 1.0 / (count * count) + REACH * reach
    value = 0.0
    for side, sign in ((player, -1.0), (1 - player, 1.0)):
        threats = threatened[side]
        if threats:
            weight = 0.6 if side == to_move and threats == 1 else 1.5
            value += sign * weight * threats
        value += sign * (danger[side] + PIN * pinned[side] - FREE * free[side])
    return WIN_NOW * math.tanh(value)


def playout_choice(
    board: rules.Board, player: int, actions: Sequence[OrientalAction], rng: random.Random
) -> OrientalAction:
    """The playout policy. A move that starts or finishes surrounding an enemy group in this
    turn is always taken. Otherwise, nine times in ten, a move of best score: +2 for saving an
    own group the opponent could surround in his next turn (moving one of its pieces, filling
    one of its empty neighbours, or standing in the way of an enemy piece that would fill one),
    1/n for each enemy group with n empty neighbours whose neighbour it fills, +0.5 for pinning
    an enemy Mandarin, -1 for stopping where the piece has at most one empty neighbour, is
    pinned, or can be pinned by one enemy move. With no move of positive score the turn ends
    if it may; else (and one time in ten) any move of score zero or more."""
    enemy = 1 - player
    groups = both_groups(board)
    pressed: dict[int, list[tuple[set[int], int]]] = {}
    origins = {action.origin for action in actions if isinstance(action, Move)}
    for members, liberties in groups[enemy]:
        for liberty in liberties:
            pressed.setdefault(liberty, []).append((members, len(liberties)))
        if len(liberties) <= 3:
            spaces = list(liberties)
            closing = [[s for s in closers(board, members, at, player) if s in origins] for at in spaces]
            pick = closing_pick(closing)
            if pick is not None:
                return Move(pick[0], spaces[0])
    rescue: set[int] = set()
    for members, liberties in groups[player]:
        if len(liberties) <= 3:
            spaces = list(liberties)
            closing = [closers(board, members, at, enemy) for at in spaces]
            if all(closing) and closing_pick(closing) is not None:
                rescue |= members
                rescue.update(spaces)
                for at, options in zip(spaces, closing, strict=True):
                    for origin in options:
                        rescue.update(_between(origin, at))
    best: list[OrientalAction] = []
    calm: list[OrientalAction] = []
    end: OrientalAction | None = None
    best_score = 0.0
    for action in actions:
        if not isinstance(action, Move):
            end = action
            continue
        origin, target = action.origin, action.target
        score = 2.0 if origin in rescue or target in rescue else 0.0
        for members, count in pressed.get(target, ()):
            if any(n in members for n in ADJACENT[origin]):
                continue
            score += 1.0 / count
        open_sides = 0
        touching = False
        for d in range(4):
            n = NEIGHBOR[d][target]
            if n < 0:
                continue
            code = board[n]
            if code == EMPTY or n == origin:
                open_sides += 1
            elif code >> 1 == enemy:
                touching = True
                beyond = NEIGHBOR[d][n]
                behind = board[beyond] if beyond >= 0 and beyond != origin else EMPTY
                if code == enemy * 2 and behind >= 0 and behind >> 1 == player:
                    score += 0.5
        if open_sides <= 1 or (touching and _exposed(board, origin, target)):
            score -= 1.0
        if score > best_score:
            best, best_score = [action], score
        elif score == best_score and score > 0:
            best.append(action)
        if score >= 0:
            calm.append(action)
    if best and rng.random() < 0.9:
        return rng.choice(best)
    if not best and end is not None:
        return end
    return rng.choice(calm or list(actions))


def _exposed(board: rules.Board, origin: int, target: int) -> bool:
    """Whether a Mandarin moving from `origin` to `target` would stand pinned there or could be
    pinned by one enemy move."""
    code = board[origin]
    if code & 1:
        return False
    board[origin], board[target] = EMPTY, code
    exposed = rules.is_pinned(board, target) or pinnable(board, target)
    board[origin], board[target] = code, EMPTY
    return exposed


def _between(origin: int, target: int) -> list[int]:
    """The squares strictly between two squares of one row or column."""
    for ray in (RAYS[0][origin], RAYS[1][origin], RAYS[2][origin], RAYS[3][origin]):
        if target in ray:
            return list(ray[: ray.index(target)])
    return []


class OrientalAI(GameAI[OrientalState]):
    """The hooks greedy and search agents read for Oriental Realm. It remembers the last
    position it evaluated, since search asks for both players' values of a position."""

    mcts_defaults: ClassVar[dict[str, float]] = {"iterations": 300, "depth": 2, "c": 0.2}
    """Each playout finishes the turn under way and plays the next one with the playout policy,
    then the evaluation takes over (docs/rules/realm-oriental.md, "AI hooks")."""

    def __init__(self, game: OrientalRealm) -> None:
        super().__init__(game)
        self.last: tuple[list[int], int, int, list[int], float] | None = None

    def evaluate(self, state: OrientalState, player: int) -> float:
        """Outcome once over; else the tactical evaluation of `evaluate_board`, which is
        zero-sum (while pieces are placed nobody can move yet)."""
        if state.is_terminal():
            return state.returns()[player]
        last = self.last
        if (
            last is None
            or last[0] != state.board
            or last[1] != state.to_move
            or last[2] != state.turn_realm
            or last[3] != state.eligible
        ):
            movable = state.eligible if state.turn_realm >= 0 or state.placing else None
            value = evaluate_board(state.board, state.to_move, movable, 0)
            last = (list(state.board), state.to_move, state.turn_realm, list(state.eligible), value)
            self.last = last
        return last[4] if player == 0 else -last[4]

    def rollout_action(self, state: OrientalState, rng: random.Random) -> OrientalAction:
        """The playout policy of `playout_choice`; placements at random."""
        actions = state.legal_actions()
        if state.placing:
            return rng.choice(actions)
        return playout_choice(state.board, state.to_move, actions, rng)
