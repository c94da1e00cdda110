"""Modern Realm's board rules as pure functions of a board (a list of 144 piece codes).

A piece code is `player * 3 + kind` (kind 0 an Agent, 1 the Counter-Agent, 2 an HQ); EMPTY
is -1. Player 0 starts in Realms 1-8 and player 1 in Realms 9-16; each side's starting
Realms are the other's Target Realms.
"""

from __future__ import annotations

from realmkit.games.realm.components import BORDERS_OF, CENTER_OF, NEIGHBOR, REALM_OF, REALM_SQUARES, SQUARES
from realmkit.games.realm.sliding import EMPTY

AGENT, COUNTER_AGENT, HQ = 0, 1, 2
KIND_NAMES = ("agent", "counter-agent", "hq")
KIND_LETTERS = ("A", "C", "H")
PIECES = {"agent": 7, "counter-agent": 1}
"""'Seven Agents (Enforcers) and a Counter-Agent (Power)' a side; HQs come with captures."""
TARGETS = (range(8, 16), range(0, 8))
"""TARGETS[player]: 'the eight Realms on the opponent's side of the board'."""

Board = list[int]


def piece(player: int, kind: int) -> int:
    return player * 3 + kind


def counts(board: Board, realm: int) -> list[int]:
    """The number of pieces (HQs included) each player has in a Realm."""
    found = [0, 0]
    for square in REALM_SQUARES[realm]:
        if board[square] >= 0:
            found[board[square] // 3] += 1
    return found


def is_mobile(board: Board, square: int) -> bool:
    """'Counter-Agents are always mobile.' An Agent is immobile only 'if located on a border
    space of a Realm in which the opponent has more pieces and controls the Center'; HQs
    never move."""
    code = board[square]
    kind, player = code % 3, code // 3
    if kind != AGENT:
        return kind == COUNTER_AGENT
    realm = REALM_OF[square]
    center = board[CENTER_OF[realm]]
    if center < 0 or center // 3 == player:
        return True
    have = counts(board, realm)
    return have[player] >= have[1 - player]


def counter_agent_realm(board: Board, player: int) -> int:
    """The Realm of `player`'s Counter-Agent, or -1 once it has captured."""
    code = piece(player, COUNTER_AGENT)
    for square, here in enumerate(board):
        if here == code:
            return REALM_OF[square]
    return -1


def destinations(board: Board, square: int, closed_realm: int, first_only: bool = False) -> list[int]:
    """Where the piece on `square` may end its move out of its Realm (with `first_only`, at
    most one such square, to learn whether it can move at all).

    Straight lines over empty spaces; never into `closed_realm` (the enemy Counter-Agent's);
    in a Realm whose Center holds an enemy Agent or HQ it must stop along its line; in a Realm
    whose Center holds a friendly piece it may turn once at a right angle.
    """
    code = board[square]
    player = code // 3
    start = REALM_OF[square]
    board[square] = EMPTY
    found: set[int] = set()
    seen = bytearray(SQUARES * 8)
    stack = [(square, d, False) for d in range(4)]
    while stack and not (first_only and found):
        here, d, may_turn = stack.pop()
        realm = REALM_OF[here]
        while True:
            ahead = NEIGHBOR[d][here]
            if ahead < 0 or board[ahead] != EMPTY:
                break
            if REALM_OF[ahead] != realm:
                realm = REALM_OF[ahead]
                if realm == closed_realm:
                    break
                center = board[CENTER_OF[realm]]
                if center >= 0 and center // 3 != player:
                    _stop_in_realm(board, ahead, d, start, found)
                    break
                may_turn = center >= 0
            here = ahead
            key = here * 8 + d * 2 + may_turn
            if seen[key]:
                break
            seen[key] = 1
            if realm != start:
                found.add(here)
            if may_turn:
                stack.append((here, (d + 1) % 4, False))
                stack.append((here, (d + 3) % 4, False))
    board[square] = code
    return sorted(found)


def can_move(board: Board, square: int, closed_realm: int) -> bool:
    """Whether the piece on `square` has anywhere to go."""
    return bool(destinations(board, square, closed_realm, first_only=True))


def _stop_in_realm(board: Board, square: int, direction: int, start: int, found: set[int]) -> None:
    """'It must end its move in a space of that Realm along its line of movement.'"""
    realm = REALM_OF[square]
    while square >= 0 and REALM_OF[square] == realm and board[square] == EMPTY:
        if realm != start:
            found.add(square)
        square = NEIGHBOR[direction][square]


def captures(board: Board, target: int) -> bool:
    """Whether the piece that has just ended its move on `target` captures that Realm:
    1) a Target Realm whose Center is vacant (the mover may have ended on that Center); 2) an
    Agent where the Center is enemy-occupied only if friendly pieces (the mover included) exceed
    enemy pieces; 3) a Counter-Agent always. A Realm holding the mover's own HQ is not captured again."""
    code = board[target]
    player = code // 3
    realm = REALM_OF[target]
    if realm not in TARGETS[player]:
        return False
    center = board[CENTER_OF[realm]]
    if center < 0 or CENTER_OF[realm] == target:
        return True
    if center // 3 == player:
        return False
    if code % 3 == COUNTER_AGENT:
        return True
    have = counts(board, realm)
    return have[player] > have[1 - player]


def vacant_borders(board: Board, realm: int) -> list[int]:
    """Where a dislodged piece may go: 'any vacant border space within the Realm'."""
    return [s for s in BORDERS_OF[realm] if board[s] == EMPTY]


def has_won(board: Board, player: int) -> bool:
    """'The first player to occupy all eight of the Realm Centers on his opponent's side.'"""
    hq = piece(player, HQ)
    return all(board[CENTER_OF[r]] == hq for r in TARGETS[player])


def player_can_move(board: Board, player: int) -> bool:
    """Whether any of `player`'s pieces is mobile and has somewhere to go."""
    closed = counter_agent_realm(board, 1 - player)
    return any(
        code >= 0 and code // 3 == player and is_mobile(board, s) and can_move(board, s, closed)
        for s, code in enumerate(board)
    )
