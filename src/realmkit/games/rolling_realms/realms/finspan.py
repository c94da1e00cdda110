"""Finspan: write #s in bubbles of the zone they comply with; a plus lets one more # in."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.games.rolling_realms.components import (
    Benefit,
    Realm,
    benefit,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

ZONES = ("sunlight", "twilight", "midnight")
PLUS = "plus"
COLUMNS = 3


_LAYOUT = load_layout(__file__)


def _bubbles(layout: dict[str, Any]) -> tuple[tuple[str, int, Any, Benefit], ...]:
    """Each bubble: its zone, its column (Sunlight has 2 a column), its zone's dice rule, and its
    benefit (none for a plus)."""
    return tuple(
        (zone, n // 2 if zone == "sunlight" else n, layout["zones"][zone]["dice"],
         () if gains == [PLUS] else benefit(gains))
        for zone in ZONES
        for n, gains in enumerate(layout["zones"][zone]["bubbles"])
    )


class Finspan(Realm):
    """USAGE: Use a # and write it in a bubble to gain the benefit. You can choose any bubble in a
    zone your # complies with (4-6 for Sunlight; 1-3 for Twilight; a # not yet used in this realm
    for Midnight). The benefit is either 1 or 2 depicted resources, or a plus sign, which lets you
    write an additional #, rolled or created, in this realm without needing to spend pumpkins,
    without gaining the benefit.
    SCORING: Score 1 star per completed column (all bubbles filled) and 1 star per completed zone
    (all bubbles filled; 6 for Sunlight, 3 for Twilight and for Midnight)."""

    id = "finspan"
    title = "Finspan"
    layout = _LAYOUT
    bubbles = _bubbles(_LAYOUT)
    PLUS_OPEN = len(bubbles)
    """marks: the # in each bubble (Sunlight, Twilight, Midnight), then 1 while a plus's extra #
    is open this turn (its bubble gives no benefit)."""
    size = len(bubbles) + 1
    parts = mark_parts(bubbles=len(bubbles), plus_open=1)

    def labels(self) -> list[str]:
        return [f"finspan bubble {n + 1}" for n in range(len(self.bubbles))]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        used = set(marks[: self.PLUS_OPEN])
        return [f"finspan bubble {n + 1}" for n, (_, _, dice, _) in enumerate(self.bubbles)
                if not marks[n] and (die.value not in used if dice == "unused" else die.value in dice)]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        """A plus opens this realm to one more # this turn; the realm stays activated (Fleet's
        "every turn in which all 3 realms are activated" counts it)."""
        n = int(use.rsplit(" ", 1)[1]) - 1
        marks[n] = die.value
        if marks[self.PLUS_OPEN]:
            marks[self.PLUS_OPEN] = 0
            return
        gains = self.bubbles[n][3]
        if gains:
            grant(state, gains)
        else:
            marks[self.PLUS_OPEN] = 1

    def reopened(self, marks: list[int]) -> bool:
        return bool(marks[self.PLUS_OPEN])

    def turn_end(self, marks: list[int], state: RollingRealmsState) -> None:
        marks[self.PLUS_OPEN] = 0

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        zones = sum(all(marks[n] for n, b in enumerate(self.bubbles) if b[0] == zone) for zone in ZONES)
        columns = sum(all(marks[n] for n, b in enumerate(self.bubbles) if b[1] == c) for c in range(COLUMNS))
        return zones + columns

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for zone in ZONES:
            cells = " ".join(f"{n + 1}:[{marks[n] or ' '}{benefit_text(b[3]) if b[3] else '+'}]c{b[1] + 1}"
                             for n, b in enumerate(self.bubbles) if b[0] == zone)
            rule = self.layout["zones"][zone]["dice"]
            told = "a # not yet used here" if rule == "unused" else "/".join(map(str, rule))
            lines.append(f"{zone:9} ({told}) {cells}")
        if marks[self.PLUS_OPEN]:
            lines.append("plus: one more # may be written here this turn, without its benefit")
        return lines
