"""Lost Ruins of Arnak: climb the magnifier and the journal; each landing marks a benefit box of
its level."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICONS,
    STAR,
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

MAGNIFIER, JOURNAL, BOXES = 0, 1, 2
"""marks: the magnifier's level, the journal's level (0: the start), then the boxes level by
level (1 = marked)."""
SYMBOLS = ("magnifier", "journal")


class LostRuinsOfArnak(Realm):
    """USAGE: Use a # to ascend your magnifier or journal. This means you go one level up for one
    of either symbol (you start at the bottom), following the lines. For some destinations, you
    must first pay the resource cost below the destination. Mark the magnifier or the journal
    where you land, then mark one of the 3 (unmarked) boxes in the same row on the right and gain
    that benefit. You gain all benefits in one box; some boxes have 2 benefits. You may never mark
    a journal on a higher level than your highest marked magnifier.
    SCORING: Score stars gained from the benefit boxes."""

    id = "arnak"
    title = "Lost Ruins of Arnak"
    layout = load_layout(__file__)
    levels = tuple(([ICONS[r] for r in level["cost"]], [benefit(b) for b in level["boxes"]])
                   for level in layout["levels"])
    size = BOXES + 3 * len(levels)
    parts = mark_parts(magnifier=1, journal=1, boxes=3 * len(levels))

    def labels(self) -> list[str]:
        return [f"arnak {symbol} {box}" for symbol in SYMBOLS for box in (1, 2, 3)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        have = state.resources()
        out = []
        for s, symbol in enumerate(SYMBOLS):
            level = marks[s] + 1
            if level > len(self.levels) or (s == JOURNAL and level > marks[MAGNIFIER]):
                continue
            cost, _ = self.levels[level - 1]
            if any(have[r] < cost.count(r) for r in cost):
                continue
            row = BOXES + 3 * (level - 1)
            out += [f"arnak {symbol} {box + 1}" for box in range(3) if not marks[row + box]]
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        _, symbol, box = use.split(" ")
        s = SYMBOLS.index(symbol)
        marks[s] += 1
        cost, boxes = self.levels[marks[s] - 1]
        for resource in cost:
            state.pay(resource, 1)
        marks[BOXES + 3 * (marks[s] - 1) + int(box) - 1] = 1
        grant(state, boxes[int(box) - 1])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(box.count((STAR,)) for n, (_, boxes) in enumerate(self.levels)
                   for k, box in enumerate(boxes) if marks[BOXES + 3 * n + k])

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for n in reversed(range(len(self.levels))):
            cost, boxes = self.levels[n]
            here = ("M" if marks[MAGNIFIER] == n + 1 else " ") + ("J" if marks[JOURNAL] == n + 1 else " ")
            cells = " ".join(f"[{'X' if marks[BOXES + 3 * n + k] else benefit_text(b)}]"
                             for k, b in enumerate(boxes))
            price = benefit_text(tuple((r,) for r in cost))
            lines.append(f"level {n + 1} {here} cost {price:3} {cells}")
        lines.append("M magnifier, J journal (the journal never above the magnifier)")
        return lines
