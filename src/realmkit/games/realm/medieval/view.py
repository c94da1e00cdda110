"""What the players of Medieval Realm see: the observation and the text board."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.games.realm.view import jump_text, jump_view

if TYPE_CHECKING:
    from realmkit.games.realm.medieval.state import MedievalState


def observe(state: MedievalState) -> dict[str, Any]:
    view = jump_view(state)
    view["off"] = list(state.off)
    view["duke_turns_in_a_row"] = list(state.duke_run)
    return view


def picture(state: MedievalState) -> str:
    return "\n".join(
        [
            "Medieval Realm: X moves north (off beyond row 12), O south (off beyond row 1)",
            "X / O Men, DX / DO Dukes; x / o dislodged Men on Border spaces",
            f"Off the board: X {state.off[0]}, O {state.off[1]}; "
            f"Duke moves in a row: X {state.duke_run[0]}, O {state.duke_run[1]}",
            jump_text(state),
        ]
    )
