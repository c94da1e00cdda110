"""Underwater Cities: a # outlines tunnels or cities; an outlined city joined to the starting
city by outlined tunnels gives its buildings' benefits and scores its stars."""

from __future__ import annotations

from itertools import combinations
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


class UnderwaterCities(Realm):
    """USAGE: Use a # to either outline tunnels (a 1-3: 1 tunnel, a 4-6: 2 tunnels) or outline a
    city (a 1-3: 1 city, a 4-6: 2 cities). Mark and gain the benefits from buildings that are
    adjacent to an outlined city as soon as that city is connected to the starting city by
    outlined tunnels. Only tunnels matter for the connection: it's okay to skip over cities that
    aren't outlined yet.
    SCORING: Score stars from outlined cities that are connected to the starting city."""

    id = "underwater-cities"
    title = "Underwater Cities"
    layout = load_layout(__file__)
    names = tuple(city["city"] for city in layout["cities"])
    city_stars = tuple(city["stars"] for city in layout["cities"])
    buildings = tuple(tuple(benefit(gain) for gain in city["buildings"]) for city in layout["cities"])
    two = frozenset(layout["outline_two"])
    TUNNELS, CITIES, BUILT = range(3)
    """marks: the outlined tunnels, the outlined cities, the cities whose buildings are marked
    (a bit each, in the layout's order)."""
    size = 3
    parts = mark_parts(tunnels=1, cities=1, built=1)

    def __init__(self) -> None:
        nodes = [self.layout["start"], *self.names]
        self.ends = [(nodes.index(a), nodes.index(b)) for a, b in self.layout["tunnels"]]
        """Each tunnel's two ends: 0 the starting city, 1 + k city k."""
        n, c = len(self.ends), len(self.names)
        self.uses = {1: [[t] for t in range(n)], 2: [list(p) for p in combinations(range(n), 2)]}
        self.city_uses = {1: [[k] for k in range(c)], 2: [list(p) for p in combinations(range(c), 2)]}

    def _tunnel_use(self, tunnels: list[int]) -> str:
        return "underwater-cities tunnel " + "+".join(str(t + 1) for t in tunnels)

    def _city_use(self, cities: list[int]) -> str:
        return "underwater-cities city " + "+".join(self.names[k] for k in cities)

    def labels(self) -> list[str]:
        return ([self._tunnel_use(u) for count in (1, 2) for u in self.uses[count]]
                + [self._city_use(u) for count in (1, 2) for u in self.city_uses[count]])

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        """Any # outlines something while a tunnel or a city is left."""
        return (marks[self.TUNNELS] != (1 << len(self.ends)) - 1
                or marks[self.CITIES] != (1 << len(self.names)) - 1)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """Two tunnels or cities for a 4-6 (one if only one is left), one for a 1-3."""
        out = []
        for kind, uses, bits, name in ((self.TUNNELS, self.uses, len(self.ends), self._tunnel_use),
                                       (self.CITIES, self.city_uses, len(self.names), self._city_use)):
            free = sum(1 for k in range(bits) if not marks[kind] >> k & 1)
            count = min(2 if die.value in self.two else 1, free)
            if count:
                out += [name(u) for u in uses[count] if not any(marks[kind] >> k & 1 for k in u)]
        return out

    def connected(self, marks: list[int]) -> int:
        """The cities joined to the starting city by outlined tunnels (a bit each)."""
        reached, todo = {0}, [0]
        while todo:
            node = todo.pop()
            for t, (a, b) in enumerate(self.ends):
                if marks[self.TUNNELS] >> t & 1 and node in (a, b):
                    other = b if node == a else a
                    if other not in reached:
                        reached.add(other)
                        todo.append(other)
        return sum(1 << (node - 1) for node in reached if node)

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        _, kind, chosen = use.split(" ")
        if kind == "tunnel":
            for t in chosen.split("+"):
                marks[self.TUNNELS] |= 1 << (int(t) - 1)
        else:
            for name in chosen.split("+"):
                marks[self.CITIES] |= 1 << self.names.index(name)
        ready = marks[self.CITIES] & self.connected(marks) & ~marks[self.BUILT]
        for k in range(len(self.names)):
            if ready >> k & 1:
                marks[self.BUILT] |= 1 << k
                for gain in self.buildings[k]:
                    grant(state, gain)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        scoring = marks[self.CITIES] & self.connected(marks)
        return sum(stars for k, stars in enumerate(self.city_stars) if scoring >> k & 1)

    def draw(self, marks: list[int]) -> list[str]:
        nodes = [self.layout["start"], *self.names]
        tunnels = " ".join(f"{t + 1}:{nodes[a]}-{nodes[b]}{'=' if marks[self.TUNNELS] >> t & 1 else ''}"
                           for t, (a, b) in enumerate(self.ends))
        cities = " ".join(
            f"{name}{'(O)' if marks[self.CITIES] >> k & 1 else ''}*{self.city_stars[k]}"
            f"[{'X' if marks[self.BUILT] >> k & 1 else ''.join(benefit_text(g) for g in self.buildings[k])}]"
            for k, name in enumerate(self.names))
        return [f"tunnels {tunnels}", f"cities {cities}",
                "(= outlined tunnel, (O) outlined city, *stars, [buildings], X marked)"]
