"""Minigolf: each activation is a stroke in a lane: mark a par hex, fill the #'s circles; holing
out gains what the unmarked par hexes show."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    STAR,
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


def _accepts(rule: str, value: int) -> bool:
    """A circle's restriction: ">=N" or "<=N"."""
    bound = int(rule[2:])
    return value >= bound if rule.startswith(">=") else value <= bound


class Minigolf(Realm):
    """USAGE: Every time you activate the realm, you may choose any one of the three lanes (even if
    another lane hasn't been finished yet). Mark the bottommost unmarked par hex (don't gain
    anything yet) and then fill the assigned # of circles bottom-up in that lane. Some circles have
    restrictions. You can never assign a # that would fill a circle not matching that #, or that
    would overfill a lane. When filling a lane's hole (the larger top circle), immediately gain
    the visible (i.e., unmarked) resources and stars in that lane's par hexes.
    SCORING: Score stars from visible par hexes on finished lanes."""

    id = "minigolf"
    title = "Minigolf"
    layout = load_layout(__file__)
    lanes: tuple[tuple[int, dict[int, str], tuple[Benefit, ...]], ...] = tuple(
        (lane["circles"], {int(c): rule for c, rule in lane["restrictions"].items()},
         tuple(benefit(par) for par in lane["pars"]))
        for lane in layout["lanes"])
    PARS = len(lanes)
    """marks: circles filled per lane, then par hexes marked per lane."""
    size = 2 * len(lanes)
    parts = mark_parts(lanes=len(lanes), pars=len(lanes))

    def labels(self) -> list[str]:
        return [f"minigolf lane {n + 1}" for n in range(len(self.lanes))]

    def fits(self, marks: list[int], n: int, value: int) -> bool:
        """A lane with a par hex left, room for the # (no overfilling), every circle it fills
        accepting the #."""
        circles, rules, pars = self.lanes[n]
        filled = marks[n]
        if filled == circles or marks[self.PARS + n] == len(pars) or filled + value > circles:
            return False
        return all(_accepts(rules[c], value) for c in range(filled + 1, filled + value + 1) if c in rules)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"minigolf lane {n + 1}" for n in range(len(self.lanes)) if self.fits(marks, n, die.value)]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = int(use.rsplit(" ", 1)[1]) - 1
        marks[self.PARS + n] += 1
        marks[n] += die.value
        if marks[n] == self.lanes[n][0]:
            for par in self.lanes[n][2][marks[self.PARS + n]:]:
                grant(state, par)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(par.count((STAR,)) for n, (circles, _, pars) in enumerate(self.lanes)
                   if marks[n] == circles for par in pars[marks[self.PARS + n]:])

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for n, (circles, rules, pars) in enumerate(self.lanes):
            holes = " ".join(("#" if c <= marks[n] else "o") + rules.get(c, "")
                             for c in range(1, circles + 1))
            hexes = " ".join("x" if p < marks[self.PARS + n] else benefit_text(par)
                             for p, par in enumerate(pars))
            lines.append(f"lane {n + 1}: {holes} (hole)  par {hexes}")
        return [*lines, "(bottom to top: # filled, o empty; par hexes x marked)"]
