"""What the players of Oriental Realm see: the observation and the text board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.games.realm.components import square_name
from realmkit.games.realm.oriental import rules
from realmkit.games.realm.oriental.rules import KIND_LETTERS, KIND_NAMES
from realmkit.games.realm.view import REALM_LEGEND, render_board

if TYPE_CHECKING:
    from realmkit.games.realm.oriental.state import OrientalState


def observe(state: OrientalState) -> dict[str, Any]:
    pieces = [
        {
            "square": square_name(s),
            "player": code >> 1,
            "kind": KIND_NAMES[code & 1],
            "pinned": rules.is_pinned(state.board, s),
        }
        for s, code in enumerate(state.board) if code >= 0
    ]
    view: dict[str, Any] = {
        "pieces": pieces,
        "phase": "placement" if state.placing else "play",
        "turn_realm": state.turn_realm + 1 if state.turn_realm >= 0 else None,
        "may_still_move": [square_name(s) for s in state.eligible],
        "turns": state.turns,
        "max_turns": state.max_turns,
    }
    if state.warning:
        view["warnings"] = [square_name(s) for s in state.warnings()]
    return view


def picture(state: OrientalState) -> str:
    """The board: E/M for Player 1, e/m for Player 2 (text numbers players from 1); a '#' marks
    a pinned Mandarin."""

    def cell(square: int) -> str:
        code = state.board[square]
        if code < 0:
            return ""
        letter = KIND_LETTERS[code & 1]
        letter = letter if code >> 1 == 0 else letter.lower()
        return letter + ("#" if rules.is_pinned(state.board, square) else " ")

    legend = "E/M: Player 1's Emperor/Mandarins; e/m: Player 2's; # pinned"
    lines = [render_board(cell), legend, REALM_LEGEND]
    if state.result is not None:
        lines.append(f"Game over: {state.ending}.")
    elif state.placing:
        left = 8 - sum(state.placed[state.to_move])
        lines.append(f"Player {state.to_move + 1} places a piece ({left} left): 'E@e5' or 'M@e5'")
    else:
        lines.append(f"Turn {state.turns + 1}: Player {state.to_move + 1} to move")
        if state.turn_realm >= 0:
            still = " ".join(square_name(s) for s in state.eligible)
            lines.append(f"Realm {state.turn_realm + 1}: may still move {still}, or 'end'")
        threatened = state.warnings()
        if threatened:
            names = " ".join(map(square_name, threatened))
            lines.append(f"Warning: can be surrounded on the opponent's next turn: {names}")
    return "\n".join(lines)
