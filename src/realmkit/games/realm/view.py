"""What the players of every Realm game see of the board: the text board, the legend of Realm
numbers, and the views of Classic and Medieval Realm (pieces on Centers, dislodged pieces
counted per Realm). Realm is a game of perfect information: every seat sees the same thing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from realmkit.games.realm.components import (
    BORDERS_OF,
    CENTER_OF,
    COLUMNS,
    IS_CENTER,
    REALMS,
    SIZE,
    square_at,
    square_name,
)

if TYPE_CHECKING:
    from realmkit.games.realm.jumping import JumpState

REALM_LEGEND = "Realms 1-4: rows 1-3, from column a to l; 5-8: rows 4-6; 9-12: rows 7-9; 13-16: rows 10-12"
"""How the Realm numbers in messages map onto the board, shown below it."""

JUMP_CODES = ("", "X", "O", "DX", "DO")
"""Classic and Medieval pieces in observations, by code: X / O the first / second player's Man
(Classic: Enforcer), DX / DO their Dukes (Medieval only)."""


def render_board(
    piece_at: Callable[[int], str],
    realm_label: Mapping[int, str] | None = None,
) -> str:
    """A text board: `piece_at(square)` gives a 2-character cell ('' for an empty space).

    Empty Centers show as '()', empty Border spaces as ' .'; Realms are separated by lines,
    and `realm_label` adds a note per Realm (such as who controls it) beside each row.
    """
    labels = realm_label or {}
    header = [f" {c}" for c in COLUMNS]
    for separator in (9, 6, 3):
        header.insert(separator, " ")
    lines = ["    " + " ".join(header)]
    for row in range(SIZE - 1, -1, -1):
        cells = []
        for column in range(SIZE):
            square = square_at(row, column)
            cell = piece_at(square) or ("()" if IS_CENTER[square] else " .")
            cells.append(cell)
            if column % 3 == 2 and column != SIZE - 1:
                cells.append("|")
        line = f"{row + 1:>2}  " + " ".join(cells)
        if row % 3 == 1:
            notes = [
                f"R{r + 1}:{labels[r]}" for r in range(row // 3 * 4, row // 3 * 4 + 4) if r in labels
            ]
            line += "   " + " ".join(notes) if notes else ""
        lines.append(line)
        if row % 3 == 0 and row != 0:
            lines.append("    " + "+".join(["-" * 9] * 4))
    return "\n".join(lines)


def jump_view(state: JumpState[Any]) -> dict[str, Any]:
    """The pieces of Classic and Medieval Realm and the move under way, for observations."""
    return {
        "centers": {
            square_name(CENTER_OF[r]): JUMP_CODES[c] for r, c in enumerate(state.center) if c
        },
        "dislodged": {
            str(r + 1): [state.water[2 * r], state.water[2 * r + 1]]
            for r in range(REALMS)
            if state.water[2 * r] or state.water[2 * r + 1]
        },
        "moving": None
        if state.moving < 0
        else {
            "piece": JUMP_CODES[state.moving_code],
            "on": square_name(CENTER_OF[state.moving]),
            "landed": [square_name(CENTER_OF[r]) for r in range(REALMS) if state.visited >> r & 1],
        },
        "turns": state.turns,
    }


def jump_text(state: JumpState[Any]) -> str:
    """The board of Classic and Medieval Realm: the pieces' letters on Centers, x / o on Border
    spaces for dislodged pieces, and the Realms that are full (no piece may enter them) named
    beside their row."""
    letters = state.LETTERS
    cells: dict[int, str] = {}
    for realm in range(REALMS):
        code = state.center[realm]
        if code:
            cells[CENTER_OF[realm]] = letters[code].rjust(2)
        fallen = ["x"] * state.water[2 * realm] + ["o"] * state.water[2 * realm + 1]
        for square, mark in zip(BORDERS_OF[realm], fallen, strict=False):
            cells[square] = f" {mark}"
    full = {r: "full" for r in range(REALMS) if state.is_full(r)}
    lines = [render_board(lambda s: cells.get(s, ""), full)]
    if state.moving >= 0:
        landed = ", ".join(square_name(CENTER_OF[r]) for r in range(REALMS) if state.visited >> r & 1)
        lines.append(
            f"Moving: {letters[state.moving_code]} standing on its own piece on "
            f"{square_name(CENTER_OF[state.moving])}; it must jump on (has been on {landed})"
        )
    if state.over:
        lines.append("Game over: " + state.ending)
    else:
        lines.append(f"Turn {state.turns + 1}: {'XO'[state.to_move]} (Player {state.to_move + 1}) to move")
    return "\n".join(lines)
