"""Libertalia: complete the pirates' numbers with digits, in ascending order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICONS,
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


class Libertalia(Realm):
    """USAGE: Assign a # to write that value as a digit on any pirate. That digit completes the
    number on the pirate, either as the first digit (the tens) or as the last (the ones). All
    completed pirates must be in ascending order (left to right, top to bottom, in normal
    English reading order). No two consecutive pirates can have the same value. As a reminder,
    dice may not be manipulated to be worth more than 6 or less than 1.
    After writing the number, you may gain the benefit below the pirate. Some of these benefits
    have costs. If you cannot pay the cost, you may not gain the benefit, but you may fill the
    pirate anyway.
    SCORING: Score stars gained as benefits from filled pirates (if you paid the applicable cost).
    Score an additional 2 stars if all of your pirates are complete."""

    id = "libertalia"
    title = "Libertalia"
    layout = load_layout(__file__)
    pirates: tuple[tuple[int, bool, Benefit, list[int]], ...] = tuple(
        (p["printed"], p["blank"] == "tens", benefit(p["benefit"]), [ICONS[r] for r in p["cost"]])
        for p in layout["pirates"])
    bonus: int = layout["all_complete_stars"]
    TAKEN = len(pirates)
    """marks: the digit written on each pirate (0: not yet), then a bit per benefit gained."""
    size = len(pirates) + 1
    parts = mark_parts(pirates=len(pirates), taken=1)

    def labels(self) -> list[str]:
        return [f"libertalia pirate {n + 1}{suffix}" for n in range(len(self.pirates))
                for suffix in ("", " without benefit")]

    def value(self, n: int, digit: int) -> int:
        printed, tens, _, _ = self.pirates[n]
        return 10 * digit + printed if tens else 10 * printed + digit

    def fits(self, marks: list[int], n: int, number: int) -> bool:
        """Ascending among completed pirates in reading order; no equal neighbours (realmkit
        reads "ascending" as never lower, the neighbours' rule forbidding ties side by side)."""
        for k in range(len(self.pirates)):
            if k == n or not marks[k]:
                continue
            other = self.value(k, marks[k])
            if (k < n and other > number) or (k > n and other < number):
                return False
            if abs(k - n) == 1 and other == number:
                return False
        return True

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        have = state.resources()
        out = []
        for n, (_, _, _, cost) in enumerate(self.pirates):
            if marks[n] or not self.fits(marks, n, self.value(n, die.value)):
                continue
            payable = all(have[r] >= cost.count(r) for r in cost)
            if payable:
                out.append(f"libertalia pirate {n + 1}")
            if cost or not payable:
                out.append(f"libertalia pirate {n + 1} without benefit")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = int(use.split(" ")[2]) - 1
        marks[n] = die.value
        if use.endswith("without benefit"):
            return
        _, _, gains, cost = self.pirates[n]
        for resource in cost:
            state.pay(resource, 1)
        marks[self.TAKEN] |= 1 << n
        grant(state, gains)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        gained = sum(gains.count((STAR,)) for n, (_, _, gains, _) in enumerate(self.pirates)
                     if marks[self.TAKEN] >> n & 1)
        return gained + (self.bonus if all(marks[: len(self.pirates)]) else 0)

    def draw(self, marks: list[int]) -> list[str]:
        cells = []
        for n, (printed, tens, gains, cost) in enumerate(self.pirates):
            digit = str(marks[n]) if marks[n] else "_"
            number = f"{digit}{printed}" if tens else f"{printed}{digit}"
            taken = "+" if marks[self.TAKEN] >> n & 1 else " "
            price = benefit_text(tuple((r,) for r in cost)) if cost else ""
            cells.append(f"{n + 1}:[{number}]{taken}{benefit_text(gains)}{'-' + price if price else ''}")
        half = len(cells) // 2
        return ["  ".join(cells[:half]), "  ".join(cells[half:]),
                f"all complete: +{self.bonus} stars  (+ benefit gained, -cost)"]
