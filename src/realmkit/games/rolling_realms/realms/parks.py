"""Parks: visit a matching site along a trail, never left of a visited one."""

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


class Parks(Realm):
    """USAGE: There are 3 trails. Use a # to outline a matching site along a trail. Cross off all
    sites on that trail to the left of the site you outline. You can never visit a site to the
    left of an already visited site. When outlining a site, gain the benefits in that circle.
    When outlining the rightmost site on a trail, you must first pay the cost above the site.
    SCORING: Score stars from visited trail sites."""

    id = "parks"
    title = "Parks"
    layout = load_layout(__file__)
    trails = tuple(
        (tuple(trail["values"]), tuple(benefit(b) for b in trail["benefits"]),
         tuple(ICONS[icon] for icon in trail["cost"]))
        for trail in layout["trails"]
    )
    length = len(layout["trails"][0]["values"])
    size = len(trails) * length
    """marks: 1 per visited site, trail by trail, left to right (crossed-off sites stay 0)."""
    parts = mark_parts(sites=len(trails) * length)

    def labels(self) -> list[str]:
        return [f"parks trail {t + 1} site {j + 1}" for t in range(len(self.trails))
                for j in range(self.length)]

    def reached(self, marks: list[int], t: int) -> int:
        """How many sites of trail t are visited or crossed off (those left of the last visit)."""
        row = marks[t * self.length: (t + 1) * self.length]
        return max((j + 1 for j, seen in enumerate(row) if seen), default=0)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        have = state.resources()
        out = []
        for t, (values, _, cost) in enumerate(self.trails):
            for j in range(self.reached(marks, t), self.length):
                if values[j] != die.value:
                    continue
                if j == self.length - 1 and any(have[r] < cost.count(r) for r in cost):
                    continue
                out.append(f"parks trail {t + 1} site {j + 1}")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        words = use.split()
        t, j = int(words[2]) - 1, int(words[4]) - 1
        if j == self.length - 1:
            for resource in self.trails[t][2]:
                state.pay(resource, 1)
        marks[t * self.length + j] = 1
        grant(state, self.trails[t][1][j])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(sum(1 for gain in gains[j] if gain == (STAR,))
                   for t, (_, gains, _) in enumerate(self.trails)
                   for j in range(self.length) if marks[t * self.length + j])

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for t, (values, gains, cost) in enumerate(self.trails):
            reached = self.reached(marks, t)
            cells = []
            for j in range(self.length):
                state = "O" if marks[t * self.length + j] else ("x" if j < reached else " ")
                cells.append(f"{values[j]}{state}{benefit_text(gains[j])}")
            price = benefit_text(tuple((c,) for c in cost))
            lines.append(f"trail {t + 1}: " + " ".join(cells) + f" (last costs {price})")
        lines.append("O visited, x crossed off")
        return lines
