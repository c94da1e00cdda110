"""Why an action of Modern Realm is refused, in the rulebook's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.core import GAME_OVER
from realmkit.games.realm.components import REALM_OF, SQUARES, square_name
from realmkit.games.realm.modern import rules
from realmkit.games.realm.modern.actions import Dislodge, ModernAction
from realmkit.games.realm.modern.rules import HQ
from realmkit.games.realm.sliding import EMPTY, Move, move_problem, square_problem

if TYPE_CHECKING:
    from realmkit.games.realm.modern.state import ModernState


def illegal_reason(state: ModernState, action: ModernAction) -> str | None:
    """Why `action` is not legal now, or None if it is."""
    if state.result is not None:
        return GAME_OVER
    if isinstance(action, Dislodge):
        if state.dislodged < 0:
            return f"{action}: no piece is being dislodged now"
        if action.square not in rules.vacant_borders(state.board, state.dislodge_realm):
            realm = state.dislodge_realm + 1
            return (
                f"{action}: the dislodged piece goes to a vacant Border space of Realm {realm}: "
                f"{dislodge_choices(state)}"
            )
        return None
    if state.dislodged >= 0:
        return (
            f"{action}: first place the piece dislodged from Realm {state.dislodge_realm + 1}'s Center "
            f"on a vacant Border space: {dislodge_choices(state)}"
        )
    return _move_reason(state, action)


def unreadable(text: str) -> str:
    """Why `text` writes no action of Modern Realm."""
    wanted = text.strip()
    parts = wanted.lower().split()
    if parts and parts[0].startswith("dislodge"):
        if len(parts) != 2 or parts[0] != "dislodge":
            return f"{wanted!r} is not a dislodge action: write 'dislodge e5'"
        return square_problem(parts[1])
    if wanted.lower() == "end":
        return "end: a turn moves out all the moveable pieces of its Realm; it ends by itself"
    return move_problem(wanted)


def dislodge_choices(state: ModernState) -> str:
    """The vacant Border spaces that may take the dislodged piece, as actions to type."""
    spaces = ", ".join(square_name(s) for s in rules.vacant_borders(state.board, state.dislodge_realm))
    return f"'dislodge' and one of {spaces}"


def _move_reason(state: ModernState, move: Move) -> str | None:
    board, origin = state.board, move.origin
    code = board[origin] if 0 <= origin < SQUARES else EMPTY
    if code < 0 or code // 3 != state.to_move:
        return f"{move}: there is no piece of yours on {square_name(origin)}"
    if code % 3 == HQ:
        return f"{move}: HQs once placed on the board never move"
    realm = REALM_OF[origin]
    if state.turn_realm >= 0 and origin not in state.eligible:
        return (
            f"{move}: this turn moves out only the pieces of Realm {state.turn_realm + 1} that were "
            "mobile at its start and have not moved yet"
        )
    if state.turn_realm < 0 and not rules.is_mobile(board, origin):
        return (
            f"{move}: the Agent on {square_name(origin)} is immobile: the opponent controls the "
            f"Center of Realm {realm + 1} and has more pieces there"
        )
    if move.target in rules.destinations(board, origin):
        return None
    if 0 <= move.target < SQUARES and REALM_OF[move.target] == realm:
        return f"{move}: a piece moves out of its Realm ({realm + 1})"
    return (
        f"{move}: {square_name(move.target)} cannot be reached: pieces move straight over empty "
        "spaces, turn only once in a Realm whose Center holds a friendly piece, never enter the "
        "enemy Counter-Agent's Realm, and stop in a Realm whose Center holds an enemy Agent or HQ"
    )
