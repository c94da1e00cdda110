"""What the players of Classic Realm see: the observation and the text board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.games.realm.components import CENTER_OF, REALMS, square_name
from realmkit.games.realm.view import jump_text, jump_view

if TYPE_CHECKING:
    from realmkit.games.realm.classic.state import ClassicState


def observe(state: ClassicState) -> dict[str, Any]:
    view = jump_view(state)
    view["placed"] = state.placed
    view["in_water"] = [state.dunked(0), state.dunked(1)]
    if state.double_moves:
        view["double_move"] = {
            "holder": state.double_holder,
            "regular_turns_first": state.double_wait,
            "second_move_open": state.second_pending,
            "rescued_this_turn": square_name(CENTER_OF[state.rescued]) if state.rescued >= 0 else None,
        }
    return view


def picture(state: ClassicState) -> str:
    lines = ["Classic Realm: X first player, O second; x / o on Border spaces are in the water"]
    lines.append(f"In the water: X {state.dunked(0)}, O {state.dunked(1)}")
    if state.placed < REALMS:
        lines.append(f"Placement opening: {state.placed} of 16 pieces placed")
    if state.double_moves:
        holder = "XO"[state.double_holder]
        wait = state.double_wait
        lines.append(
            f"DOUBLE-MOVE: {holder} may take it"
            + (f" after {wait} more regular turn{'s' if wait > 1 else ''}" if wait else " now")
        )
        if state.second_pending:
            second = "Second move of the DOUBLE-MOVE turn, or 'end'"
            if state.rescued >= 0:
                rescued = square_name(CENTER_OF[state.rescued])
                second += f" (the piece rescued on {rescued} waits for a future turn)"
            lines.append(second)
    lines.append(jump_text(state))
    return "\n".join(lines)
