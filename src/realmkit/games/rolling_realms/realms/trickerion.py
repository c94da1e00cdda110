"""Trickerion: a # marks a matching trick component (both with a single # of a rolled pair);
tricks with both components are outlined, and linked outlined tricks score."""

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


class Trickerion(Realm):
    """USAGE: There are 6 tricks (the middle zone), and every trick has 2 components (the outer
    boxes). When activating the realm, use a # to mark a matching component (if both components
    for that # are still available, you may choose which component to mark). When a pair is
    rolled, you may use a single # to mark both components. When marking a component, gain the
    resource benefit. When both trick components are marked, immediately outline the trick's
    rhombus shape.
    SCORING: There are 5 stars that link tricks. If a pair of linked tricks is outlined, score
    that star. Also gain 1 star if all 3 tricks in at least 1 column are outlined."""

    id = "trickerion"
    title = "Trickerion"
    layout = load_layout(__file__)
    components = tuple((value, benefit(gain))
                       for trick in layout["tricks"] for value, gain in trick["components"])
    """Component 2t and 2t+1 belong to trick t: its value and resource."""
    tricks = len(layout["tricks"])
    columns = tuple(tuple(t - 1 for t in column) for column in layout["columns"])
    links = tuple((a - 1, b - 1) for a, b in layout["links"])
    size = len(components)
    """marks: 1 per marked component."""
    parts = mark_parts(components=len(components))

    def labels(self) -> list[str]:
        return ([f"trickerion trick {k // 2 + 1} component {k % 2 + 1}" for k in range(self.size)]
                + [f"trickerion both {value}" for value in range(1, 7)])

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        free = [k for k, (value, _) in enumerate(self.components) if value == die.value and not marks[k]]
        out = [f"trickerion trick {k // 2 + 1} component {k % 2 + 1}" for k in free]
        first, second = state.roll
        if len(free) == 2 and first == second == die.value:
            out.append(f"trickerion both {die.value}")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        words = use.split(" ")
        if words[1] == "both":
            chosen = [k for k, (value, _) in enumerate(self.components) if value == die.value]
        else:
            chosen = [2 * (int(words[2]) - 1) + int(words[4]) - 1]
        for k in chosen:
            marks[k] = 1
            grant(state, self.components[k][1])

    def outlined(self, marks: list[int], trick: int) -> bool:
        """A trick whose two components are marked has its rhombus outlined."""
        return bool(marks[2 * trick] and marks[2 * trick + 1])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        score = sum(1 for a, b in self.links if self.outlined(marks, a) and self.outlined(marks, b))
        return score + any(all(self.outlined(marks, t) for t in column) for column in self.columns)

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for t in range(self.tricks):
            sides = [f"[{'X' if marks[k] else value} {benefit_text(gain)}]"
                     for k, (value, gain) in enumerate(self.components[2 * t: 2 * t + 2], start=2 * t)]
            shape = "<outlined>" if self.outlined(marks, t) else "< trick >"
            lines.append(f"trick {t + 1}: {sides[0]} {shape} {sides[1]}")
        links = ", ".join(f"{a + 1}-{b + 1}" for a, b in self.links)
        return [*lines, f"stars link tricks {links}; a column of 3 outlined tricks scores 1"]
