"""My Little Scythe: mark hexes for pumpkins and hearts; stars for the 6th resource of a type."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import Realm, benefit, grant, load_layout, mark_parts

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState


class MyLittleScythe(Realm):
    """USAGE: Mark a hex and gain the corresponding resource (pumpkin or heart). Gain a coin when
    you complete a matching pair of hexes.
    SCORING: Score 2 stars each time you gain the 6th resource of any resource type (pumpkins,
    hearts, or coins) on your resource card for this round, no matter in which realm they were
    earned. Resources spent during the round are still considered "gained"."""

    id = "little-scythe"
    title = "My Little Scythe"
    layout = load_layout(__file__)
    areas = tuple((a["resource"], benefit([a["resource"]])) for a in layout["areas"])
    size = 6 * len(areas)
    parts = mark_parts(areas=6 * len(areas))
    pair_bonus = benefit(layout["pair_bonus"])
    per_type: int = layout["stars_per_sixth_resource"]

    def labels(self) -> list[str]:
        return [f"little-scythe {name}" for name, _ in self.areas]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        v = die.value
        return [f"little-scythe {name}" for a, (name, _) in enumerate(self.areas) if not marks[6 * a + v - 1]]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        area = [name for name, _ in self.areas].index(use.split(" ")[1])
        marks[6 * area + die.value - 1] = 1
        grant(state, self.areas[area][1])
        if all(marks[6 * a + die.value - 1] for a in range(len(self.areas))):
            grant(state, self.pair_bonus)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return self.per_type * sum(1 for gained in player.gained if gained >= 6)

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for a, (name, _) in enumerate(self.areas):
            cells = " ".join("X" if marks[6 * a + n] else str(n + 1) for n in range(6))
            lines.append(f"{name:7} {cells}")
        lines.append("pair: C; 2 stars per type with 6 gained this round (P/H/C)")
        return lines
