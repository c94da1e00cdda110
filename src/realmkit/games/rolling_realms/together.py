"""Every seat on the same roll at once: the turn as simultaneous play.

Seats act one after another in `RollingRealmsState`, but nobody's decisions touch another
sheet, so a turn may as well be played by every seat at once: each seat plays its part in a
`view` of its own (the state at the start of the turn, with that seat to act), and once every
seat is done their decisions are applied to the game in seat order. The result is the game
the seats would have played one after another, with the same record.
"""

from __future__ import annotations

from realmkit.games.rolling_realms import turn
from realmkit.games.rolling_realms.state import RollingRealmsState


def views(state: RollingRealmsState) -> list[RollingRealmsState]:
    """Per seat, the turn as that seat plays it: a copy of `state` (at the start of a turn) in
    which that seat acts on the roll. Other seats' sheets in a view are as the turn began."""
    if state.is_terminal() or state.seat != 0:
        raise ValueError("views are taken at the start of a turn, the first seat to act")
    out = []
    for seat in range(state.num_players):
        view = state.clone()
        if seat:
            view.seat = seat
            turn.begin(view)
        out.append(view)
    return out


def acting(view: RollingRealmsState, seat: int, when: tuple[int, int]) -> bool:
    """Whether `seat` still has decisions in its view of the turn `when` (round, turn)."""
    return not view.is_terminal() and view.seat == seat and (view.round, view.turn) == when
