"""Terra Mystica: mark hexes and bridges outward from the red dwellings, or outline a building
that gives a resource at the start of every even (pumpkin) or odd (heart) turn."""

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

DESERT = "desert"
TURNS = {"even": 0, "odd": 1}
"""A building's turns by the parity of the printed turn number (1-9)."""


class TerraMystica(Realm):
    """USAGE: When assigning a # choose either: mark a hex or bridge on the map, OR outline a
    building below the map. When marking something on the map, choose a hex or a bridge (bridges
    are always the same value) matching the assigned #, adjacent to either an already marked hex
    or bridge, or a red dwelling at the edge of the map. You may always mark a hex adjacent to a
    red dwelling, even if you already marked one adjacent to the other red dwelling. To outline a
    building, assign the matching #. You don't gain anything yet. At the start of every turn
    (i.e., immediately after rolling the dice for the turn), gain resources based on the outlined
    buildings on your card (a pumpkin in the even turns, a heart in the odd turns).
    SCORING: Score 1/2/4 stars for 1/2/3 marked deserts. Score 1 star if you outlined both
    buildings below the map. Score 1 star if you marked a contiguous path between the 2 red
    dwellings."""

    id = "terra-mystica"
    title = "Terra Mystica"
    layout = load_layout(__file__)
    names = tuple(node["name"] for node in layout["nodes"])
    values = tuple(node["value"] for node in layout["nodes"])
    deserts = tuple(k for k, node in enumerate(layout["nodes"]) if node["terrain"] == DESERT)
    buildings = tuple((b["name"], b["die"], benefit(b["gain"]), TURNS[b["turns"]])
                      for b in layout["buildings"])
    desert_stars: list[int] = layout["desert_stars"]
    hexes = len(names)
    size = hexes + len(buildings)
    """marks: 1 per marked hex or bridge, then 1 per outlined building."""
    parts = mark_parts(hexes=hexes, buildings=len(buildings))

    def __init__(self) -> None:
        self.left, self.right = (frozenset(self.names.index(n) for n in side)
                                 for side in self.layout["dwellings"])
        """The hexes next to the left and the right red dwelling."""
        self.next: list[set[int]] = [set() for _ in self.names]
        """The hexes and bridges sharing a side with each (read both ways from the layout)."""
        for k, node in enumerate(self.layout["nodes"]):
            for name in node["next"]:
                self.next[k].add(self.names.index(name))
                self.next[self.names.index(name)].add(k)

    def labels(self) -> list[str]:
        return ([f"terra-mystica mark {name}" for name in self.names]
                + [f"terra-mystica building {name}" for name, _, _, _ in self.buildings])

    def reachable(self, marks: list[int], k: int) -> bool:
        """Next to a red dwelling, or to a marked hex or bridge."""
        return k in self.left or k in self.right or any(marks[j] for j in self.next[k])

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        out = [f"terra-mystica mark {self.names[k]}" for k in range(self.hexes)
               if not marks[k] and self.values[k] == die.value and self.reachable(marks, k)]
        return out + [f"terra-mystica building {name}" for b, (name, value, _, _) in enumerate(self.buildings)
                      if value == die.value and not marks[self.hexes + b]]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        _, kind, name = use.split(" ")
        if kind == "mark":
            marks[self.names.index(name)] = 1
        else:
            marks[self.hexes + [b[0] for b in self.buildings].index(name)] = 1

    def turn_start(self, marks: list[int], state: RollingRealmsState) -> None:
        printed = state.turn + 1
        for b, (_, _, gain, parity) in enumerate(self.buildings):
            if marks[self.hexes + b] and printed % 2 == parity:
                grant(state, gain)

    def path(self, marks: list[int]) -> bool:
        """A contiguous path of marked hexes and bridges from one red dwelling to the other."""
        seen = [k for k in self.left if marks[k]]
        reached = set(seen)
        while seen:
            k = seen.pop()
            if k in self.right:
                return True
            for j in self.next[k]:
                if marks[j] and j not in reached:
                    reached.add(j)
                    seen.append(j)
        return False

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        score = self.desert_stars[sum(marks[k] for k in self.deserts)]
        score += all(marks[self.hexes:])
        return score + self.path(marks)

    def draw(self, marks: list[int]) -> list[str]:
        cells = [f"{name}:{'X' if marks[k] else self.values[k]}{'d' if k in self.deserts else ''}"
                 for k, name in enumerate(self.names)]
        lines = ["red dwelling > " + " ".join(cells[:6]), " ".join(cells[6:8]) + " (bridges over the river)",
                 " ".join(cells[8:]) + " < red dwelling"]
        for b, (name, value, gain, parity) in enumerate(self.buildings):
            turns = "even" if parity == 0 else "odd"
            shown = "outlined" if marks[self.hexes + b] else f"outline with a {value}"
            lines.append(f"building {name}: {shown}, {benefit_text(gain)} at the start of {turns} turns")
        return [*lines, "(d desert, X marked)"]
