"""Modern Realm's legal moves (worked out on the board as bit sets, `modern/reach.py`) against a
plain reading of the rulebook, space by space: in seeded games at every decision, and on boards
of pieces put anywhere."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import realmkit
from realmkit.core import ai_for
from realmkit.games.realm.components import BORDERS_OF, CENTER_OF, NEIGHBOR, REALM_OF, REALM_SQUARES, SQUARES
from realmkit.games.realm.modern import rules
from realmkit.games.realm.modern.actions import DISLODGES
from realmkit.games.realm.modern.reach import empty_spaces
from realmkit.games.realm.modern.state import ModernState
from realmkit.games.realm.sliding import EMPTY, MOVES, Move

AGENT, COUNTER_AGENT, HQ = 0, 1, 2
MOVING, MAY_TURN, STOPPING = "moving", "may turn", "stopping"


def realm_kind(board: list[int], realm: int, player: int) -> str:
    """How a Realm treats a piece of `player` entering it: 'nor may any piece enter a Realm
    containing the enemy Counter-agent'; 'if a piece enters a Realm occupied by an enemy Agent or
    HQ in its Center, it must end its move in a space of that Realm along its line of movement';
    'whenever a piece enters a Realm occupied by a friendly piece in its Center, it may ... change
    its direction of movement one time within that Realm'."""
    if any(board[s] == (1 - player) * 3 + COUNTER_AGENT for s in REALM_SQUARES[realm]):
        return "closed"
    center = board[CENTER_OF[realm]]
    if center == EMPTY:
        return MOVING
    return MAY_TURN if center // 3 == player else STOPPING


def reference_destinations(board: list[int], square: int) -> list[int]:
    """Every space out of its Realm the piece on `square` can end on, walking one space at a
    time: 'straight horizontal and vertical lines, ending movement as desired or when blocked';
    'no piece may pass over another piece'."""
    player = board[square] // 3
    start = REALM_OF[square]
    board = list(board)
    board[square] = EMPTY   # the piece has left its space
    found: set[int] = set()
    seen: set[tuple[int, int, str]] = set()
    todo = [(square, d, MOVING) for d in range(4)]   # its starting Realm is not entered
    while todo:
        here, direction, mode = todo.pop()
        if (here, direction, mode) in seen:
            continue
        seen.add((here, direction, mode))
        if mode == MAY_TURN:   # 'moving off at a right angle', once in this Realm
            todo += [(here, (direction + 1) % 4, MOVING), (here, (direction + 3) % 4, MOVING)]
        ahead = NEIGHBOR[direction][here]
        if ahead < 0 or board[ahead] != EMPTY:
            continue
        if REALM_OF[ahead] != REALM_OF[here]:
            if mode == STOPPING:
                continue
            mode = realm_kind(board, REALM_OF[ahead], player)
            if mode == "closed":
                continue
        if REALM_OF[ahead] != start:
            found.add(ahead)
        todo.append((ahead, direction, mode))
    return sorted(found)


def reference_mobile(board: list[int], square: int) -> bool:
    """'Counter-Agents are always mobile'; 'Agents are immobile if located on a border space of
    a Realm in which the opponent has more pieces and controls the Center'; HQs never move."""
    code = board[square]
    if code % 3 != AGENT:
        return code % 3 == COUNTER_AGENT
    realm, player = REALM_OF[square], code // 3
    center = board[CENTER_OF[realm]]
    mine = sum(1 for s in REALM_SQUARES[realm] if board[s] >= 0 and board[s] // 3 == player)
    theirs = sum(1 for s in REALM_SQUARES[realm] if board[s] >= 0 and board[s] // 3 != player)
    return not (square in BORDERS_OF[realm] and center >= 0 and center // 3 != player and theirs > mine)


def reference_legal(state: ModernState) -> list[object]:
    """The legal list in the engine's order: pieces by square (at a turn's start every mobile
    piece of the player, later the turn's pieces still to move), each by target."""
    board = state.board
    if state.dislodged >= 0:
        return [DISLODGES[s] for s in BORDERS_OF[state.dislodge_realm] if board[s] == EMPTY]
    if state.turn_realm >= 0:
        pieces = state.eligible
    else:
        pieces = [s for s in range(SQUARES) if board[s] >= 0 and board[s] // 3 == state.to_move
                  and reference_mobile(board, s)]
    return [MOVES[s * SQUARES + t] for s in pieces for t in reference_destinations(board, s)]


def reference_captures(state: ModernState, move: Move) -> bool:
    """'Any piece moved into a Target Realm whose Center is vacant immediately captures'; 'an
    Agent ... whose Center is enemy-occupied captures the Realm only if the total of friendly
    pieces (including the moving piece) exceeds the total of enemy pieces'; 'a Counter-Agent ...
    always captures it'."""
    board, player = state.board, state.to_move
    realm = REALM_OF[move.target]
    if realm not in rules.TARGETS[player]:
        return False
    center = board[CENTER_OF[realm]]
    if center == EMPTY:
        return True
    if center // 3 == player:
        return False
    if board[move.origin] % 3 == COUNTER_AGENT:
        return True
    mine = 1 + sum(1 for s in REALM_SQUARES[realm] if board[s] >= 0 and board[s] // 3 == player)
    return mine > sum(1 for s in REALM_SQUARES[realm] if board[s] >= 0 and board[s] // 3 != player)


def test_every_decision_of_seeded_games_lists_the_rulebooks_moves() -> None:
    game = realmkit.load("realm-modern")
    rollout = ai_for(game).rollout_action
    decisions = 0
    for seed in range(24):
        rng = random.Random(seed)
        state = game.new_state(2, seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal == reference_legal(state), f"seed {seed}, decision {decisions}"
            assert state.empty == empty_spaces(state.board)
            capturing = [a for a in legal if isinstance(a, Move) and reference_captures(state, a)]
            assert state.capturing() == capturing
            clone = state.clone()
            action = rng.choice(legal) if seed % 2 else rollout(state, rng)
            state.apply_unchecked(action)
            assert clone.legal_actions() == legal, "a clone keeps its own list"
            decisions += 1
    assert decisions > 1000


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(st.integers(0, SQUARES - 1), st.sampled_from([0, 0, 0, 2, 3, 3, 3, 5]), max_size=40),
       st.lists(st.integers(0, SQUARES - 1), min_size=2, max_size=2), st.data())
def test_any_board_gives_the_rulebooks_destinations(pieces: dict[int, int], counter_agents: list[int],
                                                    data: st.DataObject) -> None:
    """Agents and HQs anywhere and a Counter-Agent a side (on any Center, in the other's
    Realm...): every Agent and Counter-Agent's destinations."""
    board = [EMPTY] * SQUARES
    for square, code in pieces.items():
        board[square] = code
    for player, square in enumerate(counter_agents):
        board[square] = player * 3 + COUNTER_AGENT
    movers = [s for s, code in enumerate(board) if code >= 0 and code % 3 != HQ]
    square = data.draw(st.sampled_from(movers))
    assert rules.destinations(board, square) == reference_destinations(board, square)
