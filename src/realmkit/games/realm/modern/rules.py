"""Modern Realm's board rules as pure functions of a board (a list of 144 piece codes).

A piece code is `player * 3 + kind` (kind 0 an Agent, 1 the Counter-Agent, 2 an HQ); EMPTY
is -1. Player 0 starts in Realms 1-8 and player 1 in Realms 9-16; each side's starting
Realms are the other's Target Realms.
"""

from __future__ import annotations

from realmkit.games.realm.components import BORDERS_OF, CENTER_OF, REALM_OF, REALM_SQUARES
from realmkit.games.realm.modern.reach import Reach, empty_spaces, squares_of
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


def destinations(board: Board, square: int) -> list[int]:
    """Where the piece on `square` may end its move out of its Realm, in order: straight lines
    over empty spaces; never into the Realm of the enemy Counter-Agent; in a Realm whose Center
    holds an enemy Agent or HQ it must stop along its line ('it must end its move in a space of
    that Realm along its line of movement'); in a Realm whose Center holds a friendly piece it may
    turn once at a right angle (see `reach.Reach`)."""
    return squares_of(Reach(board, board[square] // 3, empty_spaces(board)).destinations(square))


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
