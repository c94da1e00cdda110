"""Oriental Realm's board rules as pure functions of a board (a list of 144 piece codes).

A piece code is `player * 2 + kind` (kind 0 a Mandarin, 1 the Emperor); EMPTY is -1.
"""

from __future__ import annotations

from realmkit.games.realm.components import NEIGHBOR, RAYS, REALM_SQUARES, REALMS
from realmkit.games.realm.sliding import EMPTY

MANDARIN, EMPEROR = 0, 1
KIND_NAMES = ("mandarin", "emperor")
KIND_LETTERS = ("M", "E")
PIECES = {"mandarin": 7, "emperor": 1}
"""'One Emperor (Power) and seven Mandarins (Enforcers)' a side."""

Board = list[int]


def piece(player: int, kind: int) -> int:
    return player * 2 + kind


def destinations(board: Board, square: int) -> list[int]:
    """'A piece may be moved any number of spaces horizontally or vertically, or until it is
    blocked from moving further by any other piece.'"""
    found: list[int] = []
    for ray in (RAYS[0][square], RAYS[1][square], RAYS[2][square], RAYS[3][square]):
        for target in ray:
            if board[target] != EMPTY:
                break
            found.append(target)
    return found


def pinners(board: Board, square: int) -> tuple[int, int] | None:
    """The two enemy pieces adjacent on opposite sides of the Mandarin on `square`, if any
    ('even if either or both of those pieces are also pinned'); the Emperor is never pinned."""
    code = board[square]
    if code & 1:
        return None
    enemy = 1 - (code >> 1)
    for first, second in ((0, 2), (1, 3)):
        a, b = NEIGHBOR[first][square], NEIGHBOR[second][square]
        if a >= 0 and b >= 0 and board[a] >= 0 and board[b] >= 0 and board[a] >> 1 == enemy == board[b] >> 1:
            return a, b
    return None


def freed_by_emperor(board: Board, square: int) -> bool:
    """'A Mandarin that would otherwise be pinned may move if, at the start of the move, it is
    adjacent (horizontally or vertically) to the Emperor.'"""
    emperor = board[square] | 1
    return any(
        NEIGHBOR[d][square] >= 0 and board[NEIGHBOR[d][square]] == emperor for d in range(4)
    )


def is_pinned(board: Board, square: int) -> bool:
    """Whether the piece on `square` may not move because it is pinned."""
    return pinners(board, square) is not None and not freed_by_emperor(board, square)


def can_move(board: Board, square: int) -> bool:
    """Whether the piece on `square` has a move now."""
    if is_pinned(board, square):
        return False
    return any(n >= 0 and board[n] == EMPTY for n in (NEIGHBOR[d][square] for d in range(4)))


def player_can_move(board: Board, player: int) -> bool:
    return any(code >= 0 and code >> 1 == player and can_move(board, s) for s, code in enumerate(board))


def group(board: Board, square: int) -> tuple[set[int], set[int]]:
    """The connected group of one player's pieces holding `square`, and its empty neighbours."""
    player = board[square] >> 1
    members, liberties, stack = {square}, set(), [square]
    while stack:
        here = stack.pop()
        for d in range(4):
            n = NEIGHBOR[d][here]
            if n < 0:
                continue
            code = board[n]
            if code == EMPTY:
                liberties.add(n)
            elif code >> 1 == player and n not in members:
                members.add(n)
                stack.append(n)
    return members, liberties


def groups(board: Board, player: int) -> list[tuple[set[int], set[int]]]:
    """Every group of `player`'s pieces with its liberties."""
    seen: set[int] = set()
    found = []
    for square, code in enumerate(board):
        if code >= 0 and code >> 1 == player and square not in seen:
            members, liberties = group(board, square)
            seen |= members
            found.append((members, liberties))
    return found


def surrounded_next_to(board: Board, square: int, player: int) -> set[int]:
    """The pieces of `player` next to `square` in groups with no empty neighbour: 'completely
    surrounded' (the board's sides count as closed)."""
    caught: set[int] = set()
    for d in range(4):
        n = NEIGHBOR[d][square]
        if n >= 0 and board[n] >= 0 and board[n] >> 1 == player and n not in caught:
            members, liberties = group(board, n)
            if not liberties:
                caught |= members
    return caught


def surrounds(board: Board, target: int, mover: int) -> bool:
    """Whether the piece of `mover` that has just come to `target` completes the surrounding of
    an enemy piece or group. (The mover's own pieces are never closed in: the space the moving
    piece came from is always empty.)"""
    return bool(surrounded_next_to(board, target, 1 - mover))


def surroundable(board: Board, attacker: int) -> set[int]:
    """The defender's pieces that `attacker` could completely surround in one turn (moving any
    or all pieces of one Realm), for the warning option."""
    found: set[int] = set()
    work = list(board)
    for realm in range(REALMS):
        mine = [s for s in REALM_SQUARES[realm] if work[s] >= 0 and work[s] >> 1 == attacker]
        if mine:
            _search(work, attacker, mine, found)
    return found


def _search(board: Board, attacker: int, eligible: list[int], found: set[int]) -> None:
    """Try every sequence of moves of the `eligible` pieces that could still fill all the
    liberties of some defender group (each move fills at most one)."""
    reachable = [
        members for members, liberties in groups(board, 1 - attacker)
        if len(liberties) <= len(eligible) and not members <= found
    ]
    if not reachable:
        return
    for origin in eligible:
        if is_pinned(board, origin):
            continue
        rest = [s for s in eligible if s != origin]
        code = board[origin]
        for target in destinations(board, origin):
            board[origin], board[target] = EMPTY, code
            caught = surrounded_next_to(board, target, 1 - attacker)
            if caught:
                found |= caught
            elif rest:
                _search(board, attacker, rest, found)
            board[origin], board[target] = code, EMPTY
