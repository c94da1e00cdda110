"""Clocks and what happens to a seat whose person is gone, chosen when a table is created.

Two speeds: `real-time`, a bank of seconds per seat that runs down while the seat is to move
and grows by `increment` after each of its moves (Fischer's clock); `turn-based`, a limit of
`seconds` on each move, whatever was used before. Only human seats are timed. A seat out of
time, resigned or left is `when_gone`: replaced by that AI player, or (`end`) the table ends.
"""

from __future__ import annotations

import time
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

REAL_TIME = "real-time"
TURN_BASED = "turn-based"
END = "end"


class Clock(BaseModel):
    """A table's clock."""

    model_config = ConfigDict(strict=True, extra="forbid")

    speed: Literal["real-time", "turn-based"] = Field(
        description="real-time: a bank of seconds per seat; turn-based: a limit on each move")
    seconds: int = Field(ge=1, le=30 * 86400, description="real-time: each seat's bank at the start; "
                                                            "turn-based: the seconds each move may take")
    increment: int = Field(default=0, ge=0, le=3600,
                           description="real-time: seconds added to a seat's bank after each of its moves")


def seconds_of(moment: str) -> float:
    """Seconds since the epoch of a saved ISO time."""
    return datetime.fromisoformat(moment).timestamp()


def now_seconds() -> float:
    return time.time()


def remaining(clock: Clock, used: float, moved: int, running: float) -> float:
    """The seconds a seat has left: after `used` seconds over `moved` moves of its own, and
    `running` seconds into its current turn (0 when it is not to move)."""
    if clock.speed == REAL_TIME:
        return clock.seconds + clock.increment * moved - used - running
    return clock.seconds - running
