"""What the players of Modern Realm see: the observation and the text board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.games.realm.components import square_name
from realmkit.games.realm.modern import rules
from realmkit.games.realm.modern.reasons import dislodge_choices
from realmkit.games.realm.modern.rules import AGENT, KIND_LETTERS, KIND_NAMES
from realmkit.games.realm.view import REALM_LEGEND, render_board

if TYPE_CHECKING:
    from realmkit.games.realm.modern.state import ModernState


def observe(state: ModernState) -> dict[str, Any]:
    board = state.board
    pieces = [
        {
            "square": square_name(s),
            "player": code // 3,
            "kind": KIND_NAMES[code % 3],
            "mobile": rules.is_mobile(board, s),
        }
        for s, code in enumerate(board) if code >= 0
    ]
    return {
        "pieces": pieces,
        "turn_realm": state.turn_realm + 1 if state.turn_realm >= 0 else None,
        "may_still_move": [square_name(s) for s in state.eligible],
        "dislodging": (
            {"player": state.dislodged // 3, "kind": KIND_NAMES[state.dislodged % 3],
             "realm": state.dislodge_realm + 1}
            if state.dislodged >= 0 else None
        ),
        "captured_realms": state.scores(),
        "turns": state.turns,
        "max_turns": state.max_turns,
    }


def picture(state: ModernState) -> str:
    """The board: A/C/H for Player 1's Agents, Counter-Agent and HQs, a/c/h for Player 2's;
    a '#' marks an immobile Agent. Text for a person numbers players from 1."""
    board = state.board

    def cell(square: int) -> str:
        code = board[square]
        if code < 0:
            return ""
        letter = KIND_LETTERS[code % 3]
        letter = letter if code < 3 else letter.lower()
        immobile = code % 3 == AGENT and not rules.is_mobile(board, square)
        return letter + ("#" if immobile else " ")

    hqs = state.scores()
    lines = [
        render_board(cell),
        "A/C/H: Player 1's Agents, Counter-Agent, HQs (targets Realms 9-16); a/c/h: Player 2's "
        "(targets Realms 1-8); # immobile",
        REALM_LEGEND,
        f"Realms captured: Player 1 {hqs[0]:.0f}/8, Player 2 {hqs[1]:.0f}/8",
    ]
    if state.result is not None:
        lines.append(f"Game over: {state.ending}.")
    elif state.dislodged >= 0:
        lines.append(
            f"Player {state.to_move + 1}: place the dislodged enemy {KIND_NAMES[state.dislodged % 3]} on a "
            f"vacant Border space of Realm {state.dislodge_realm + 1}: {dislodge_choices(state)}"
        )
    else:
        lines.append(f"Turn {state.turns + 1}: Player {state.to_move + 1} to move")
        if state.turn_realm >= 0:
            still = " ".join(square_name(s) for s in state.eligible)
            lines.append(f"Realm {state.turn_realm + 1}: still to move out {still}")
    return "\n".join(lines)
