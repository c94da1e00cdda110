"""Hints of cards scored by gathering a set: crates to deliver, hourglasses to complete,
orders to fill, resources to gain; a set under way is worth part of what it completes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.realms.charterstone import CRATE, DELIVERED
from realmkit.games.rolling_realms.realms.pendulum import NUMBER, OCTAGON, Pendulum
from realmkit.games.rolling_realms.realms.viticulture import GRAPE, OUTLINED
from realmkit.games.rolling_realms.state import Player, RollingRealmsState

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.hints import Progress


def _charterstone(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A noted crate not yet delivered is most of a star."""
    return sum(0.6 for i in range(6) if marks[CRATE + i] and not marks[DELIVERED + i])


def _little_scythe(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    return sum(1.4 * (g / 6) ** 2 for g in player.gained if g < 6)


def _pendulum(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The star octagons outlined, for each hourglass still open; the other octagons outlined and
    the numbers marked."""
    stars_out = marks[OCTAGON + 3] + marks[OCTAGON + 4]
    open_glasses = sum(1 for h in Pendulum.hourglasses if not all(marks[NUMBER + n - 1] for n in h))
    partial = sum(1 for n in range(1, 7) if marks[NUMBER + n - 1]) * 0.1
    return 0.4 * stars_out * open_glasses + 0.15 * sum(marks[OCTAGON: OCTAGON + 3]) + partial


def _viticulture(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Grapes outlined and not yet crossed off for an order, by their value."""
    return 0.12 * sum(g + 1 for g in range(6) if marks[GRAPE + g] == OUTLINED)


HINTS: dict[str, Progress] = {
    "charterstone": _charterstone,
    "little-scythe": _little_scythe,
    "pendulum": _pendulum,
    "viticulture": _viticulture,
}
