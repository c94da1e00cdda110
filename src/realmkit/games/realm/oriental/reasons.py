"""Why an action of Oriental Realm is refused, in the rulebook's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.core import GAME_OVER
from realmkit.games.realm.components import REALM_OF, REALM_SQUARES, SQUARES, square_name
from realmkit.games.realm.oriental import rules
from realmkit.games.realm.oriental.actions import OrientalAction, Place
from realmkit.games.realm.oriental.rules import EMPEROR, KIND_LETTERS, KIND_NAMES, MANDARIN, PIECES
from realmkit.games.realm.sliding import EMPTY, EndTurn, Move, move_problem, square_problem

if TYPE_CHECKING:
    from realmkit.games.realm.oriental.state import OrientalState


def illegal_reason(state: OrientalState, action: OrientalAction) -> str | None:
    """Why `action` is not legal now, or None if it is."""
    if state.result is not None:
        return GAME_OVER
    if isinstance(action, Place):
        return _place_reason(state, action)
    if state.placing:
        return f"{action}: pieces are still being placed; place one with 'E@e5' or 'M@e5'"
    if isinstance(action, EndTurn):
        if state.turn_realm < 0:
            return "end: no piece has moved yet; a turn moves at least one piece"
        return None
    return _move_reason(state, action)


def unreadable(text: str) -> str:
    """Why `text` writes no action of Oriental Realm."""
    wanted = text.strip()
    if "@" in wanted:
        letter, _, where = wanted.partition("@")
        if letter.strip().upper() not in KIND_LETTERS:
            return f"{wanted!r}: place 'E@e5' (the Emperor) or 'M@e5' (a Mandarin)"
        return square_problem(where)
    return move_problem(wanted)


def _place_reason(state: OrientalState, action: Place) -> str | None:
    if not state.placing:
        return f"{action}: every piece is placed; move with 'e5-e9'"
    if not 0 <= action.square < SQUARES or action.kind not in (MANDARIN, EMPEROR):
        return f"{action!r} is not a placement"
    if state.placed[state.to_move][action.kind] >= PIECES[KIND_NAMES[action.kind]]:
        return f"{action}: you have no {KIND_NAMES[action.kind]} left to place"
    realm = REALM_OF[action.square]
    if any(state.board[s] >= 0 for s in REALM_SQUARES[realm]):
        return f"{action}: Realm {realm + 1} already holds a piece; only one piece per Realm"
    return None


def _move_reason(state: OrientalState, move: Move) -> str | None:
    origin, target = move.origin, move.target
    code = state.board[origin] if 0 <= origin < SQUARES else EMPTY
    if code < 0 or code >> 1 != state.to_move:
        return f"{move}: there is no piece of yours on {square_name(origin)}"
    if state.turn_realm >= 0 and origin not in state.eligible:
        return (
            f"{move}: this turn moves only your pieces that began it in Realm "
            f"{state.turn_realm + 1} and have not moved yet (or 'end')"
        )
    pins = rules.pinners(state.board, origin)
    if pins is not None and not rules.freed_by_emperor(state.board, origin):
        return (
            f"{move}: the Mandarin on {square_name(origin)} is pinned by the enemy pieces on "
            f"{square_name(pins[0])} and {square_name(pins[1])}"
        )
    if target not in rules.destinations(state.board, origin):
        return f"{move}: a piece moves in a straight line over empty spaces only"
    return None
