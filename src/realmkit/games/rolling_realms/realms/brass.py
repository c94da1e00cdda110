"""Brass: Birmingham: mark connected routes, canals early and railroads late; each route gains
a benefit from both of its cities."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICON_NAMES,
    ICONS,
    STAR,
    Realm,
    grant,
    load_layout,
    mark_parts,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState


_LAYOUT = load_layout(__file__)
_NAMES: list[str] = sorted(_LAYOUT["cities"])


class Brass(Realm):
    """USAGE: Use a # (a 1 can be used as any #) to mark the checkbox on a route. You can only
    mark canals in turns 1-4, and you can only mark railroads in turns 5-9. Routes that have both
    a canal and a railroad can be marked in any turn, but only once. The route you mark must be
    connected to an already marked route (except the first route, that one can go anywhere).
    After marking a route, gain 1 benefit from each of the 2 cities connected by the route (some
    cities don't offer benefits). Don't mark the benefits: you can gain them several times by
    marking multiple connected routes.
    SCORING: Score stars as you collect them from connected cities: immediately mark the stars.
    You can never score more than 6 stars."""

    id = "brass"
    title = "Brass: Birmingham"
    layout = _LAYOUT
    names = _NAMES
    cities = tuple([ICONS[b] for b in _LAYOUT["cities"][name]] for name in _NAMES)
    routes = tuple((_NAMES.index(a), _NAMES.index(b), die, kind) for a, b, die, kind in layout["routes"])
    wild: int = layout["wild"]
    canal_turns = frozenset(t - 1 for t in layout["canal_turns"])
    STARS, ASK = len(routes), len(routes) + 1
    """marks: a mark per route, the stars collected, then the cities whose benefit is still to
    choose (each city's index + 1, in base 8: the next city in the low digit)."""
    size = len(routes) + 2
    parts = mark_parts(routes=len(routes), stars=1, ask=1)

    def labels(self) -> list[str]:
        return [f"brass route {n + 1}" for n in range(len(self.routes))] + [
            f"brass take {ICON_NAMES[i]}" for i in range(4)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        canal_time = state.turn in self.canal_turns
        network = {c for n, (a, b, _, _) in enumerate(self.routes) if marks[n] for c in (a, b)}
        out = []
        for n, (a, b, face, kind) in enumerate(self.routes):
            if marks[n] or die.value not in (face, self.wild):
                continue
            if kind != "both" and (kind == "canal") != canal_time:
                continue
            if network and a not in network and b not in network:
                continue
            out.append(f"brass route {n + 1}")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = int(use.rsplit(" ", 1)[1]) - 1
        marks[n] = 1
        a, b, _, _ = self.routes[n]
        for city in (b, a):
            if self.cities[city]:
                marks[self.ASK] = 8 * marks[self.ASK] + city + 1
        self._settle(marks, state)

    def _settle(self, marks: list[int], state: RollingRealmsState) -> None:
        """A city with one benefit gives it at once; a city with a choice asks."""
        while marks[self.ASK]:
            offered = self.cities[marks[self.ASK] % 8 - 1]
            if len(offered) > 1:
                return
            self._take(marks, offered[0], state)

    def _take(self, marks: list[int], icon: int, state: RollingRealmsState) -> None:
        marks[self.ASK] //= 8
        if icon == STAR:
            marks[self.STARS] += 1
        else:
            grant(state, ((icon,),))

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        if not marks[self.ASK]:
            return []
        return [f"brass take {ICON_NAMES[i]}" for i in self.cities[marks[self.ASK] % 8 - 1]]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        self._take(marks, ICONS[ability.rsplit(" ", 1)[1]], state)
        self._settle(marks, state)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return marks[self.STARS]

    def draw(self, marks: list[int]) -> list[str]:
        cities = "  ".join(f"{name}:{'/'.join(ICON_NAMES[i] for i in self.cities[c]) or '-'}"
                           for c, name in enumerate(self.names))
        routes = []
        for n, (a, b, face, kind) in enumerate(self.routes):
            box = "X" if marks[n] else " "
            routes.append(f"{n + 1:2}[{box}] {self.names[a]}-{self.names[b]} {face} {kind}")
        lines = [cities]
        lines += ["   ".join(routes[k: k + 4]) for k in range(0, len(routes), 4)]
        rules = f"canals in turns 1-4, railroads in 5-9; a {self.wild} is any #"
        return [*lines, f"{rules}; stars {marks[self.STARS]}"]
