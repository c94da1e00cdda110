"""Rock - Paper - Scissors: your icon on the left of a match, the other rolled die's icon on the
right; matches won by the left side score stars."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
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

LAYOUT = load_layout(__file__)
ICONS: tuple[str, ...] = tuple(LAYOUT["icons"])
"""The icons as marked: 1 rock, 2 paper, 3 scissors (0 an empty slot)."""
ICON_OF = {value: ICONS.index(icon) + 1 for icon, faces in LAYOUT["icons"].items() for value in faces}
"""The icon a # draws."""
BEATS = {ICONS.index(a) + 1: ICONS.index(b) + 1 for a, b in LAYOUT["beats"].items()}
"""What each icon defeats."""

class RockPaperScissors(Realm):
    """USAGE: Use a # and draw its corresponding icon (rock/paper/scissors) in any free slot on the
    left side. Gain the benefit. Then, draw the icon of the other rolled die in any free slot on
    the right (this may be on the same row, it may be on another row). The other rolled die
    remains available for use in another realm. If you used a created # to activate this realm,
    pick either of the rolled dice to draw on the right side.
    SCORING: Score 1/2/3/4/5/6 stars for 1/3/5/7/8/9 matches won by you (the left side). Rock
    defeats scissors, scissors defeats paper, paper defeats rock."""

    id = "rock-paper-scissors"
    title = "Rock - Paper - Scissors"
    layout = LAYOUT
    icons = ICONS
    benefits = tuple(benefit(b) for b in layout["left_benefits"])
    thresholds: tuple[int, ...] = tuple(layout["stars_for_wins"])
    rows = len(benefits)
    LEFT, RIGHT, ASK = 0, rows, 2 * rows
    """marks: the icon in each left slot, in each right slot, and the icons the right side may
    take now (a bit per icon; 0 when nothing is asked)."""
    size = 2 * rows + 1
    parts = mark_parts(left=rows, right=rows, ask=1)

    def labels(self) -> list[str]:
        rights = [f"rock-paper-scissors right {r + 1} {icon}" for r in range(self.rows) for icon in ICONS]
        return [f"rock-paper-scissors left {r + 1}" for r in range(self.rows)] + rights

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"rock-paper-scissors left {r + 1}" for r in range(self.rows) if not marks[self.LEFT + r]]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        r = int(use.rsplit(" ", 1)[1]) - 1
        marks[self.LEFT + r] = ICON_OF[die.value]
        grant(state, self.benefits[r])
        marks[self.ASK] = sum(1 << ICON_OF[value] for value in state.other_rolled(die))

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        ask = marks[self.ASK]
        if not ask:
            return []
        return [f"rock-paper-scissors right {r + 1} {icon}" for r in range(self.rows)
                if not marks[self.RIGHT + r] for k, icon in enumerate(self.icons) if ask >> (k + 1) & 1]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        _, _, row, icon = ability.split(" ")
        marks[self.RIGHT + int(row) - 1] = self.icons.index(icon) + 1
        marks[self.ASK] = 0

    def wins(self, marks: list[int]) -> int:
        """Matches whose left icon defeats the right one."""
        return sum(1 for r in range(self.rows)
                   if marks[self.LEFT + r] and BEATS[marks[self.LEFT + r]] == marks[self.RIGHT + r])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        wins = self.wins(marks)
        return sum(1 for needed in self.thresholds if wins >= needed)

    def draw(self, marks: list[int]) -> list[str]:
        names = ("", *self.icons)
        lines = [f"match {r + 1}: {benefit_text(self.benefits[r])} [{names[marks[self.LEFT + r]]:8}] vs "
                 f"[{names[marks[self.RIGHT + r]]:8}]" for r in range(self.rows)]
        lines.append(f"won {self.wins(marks)}; stars at {'/'.join(map(str, self.thresholds))} wins "
                     "(rock 1-2 beats scissors 5-6 beats paper 3-4 beats rock)")
        return lines
