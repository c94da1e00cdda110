"""Obsession: a # above the reputation raises it; a # at or below it invites a matching guest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
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

RAISE = "obsession raise"
LEVEL, GUESTS = 0, 1
"""marks: the reputation level, then 1 per invited guest."""


class Obsession(Realm):
    """USAGE: Your reputation starts at 1. Either use a # higher than your current reputation to
    raise it by 1, OR use a # equal to or lower than your current reputation to invite an unmarked
    guest. Mark that guest and gain their benefit.
    SCORING: Score stars from inviting guests. Also score 1 star if you reach reputation level 5."""

    id = "obsession"
    title = "Obsession"
    layout = load_layout(__file__)
    top: int = layout["reputation_top"]
    star_level: int = layout["star_level"]
    values = tuple(int(guest["value"]) for guest in layout["guests"])
    gains = tuple(benefit(guest["benefit"]) for guest in layout["guests"])
    size = GUESTS + len(values)
    parts = mark_parts(level=1, guests=len(values))

    def new_marks(self) -> list[int]:
        """The reputation level 1 is already outlined."""
        return [1] + [0] * len(self.values)

    def labels(self) -> list[str]:
        return [RAISE] + [f"obsession invite {k + 1}" for k in range(len(self.values))]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        if die.value > marks[LEVEL]:
            return [RAISE]
        return [f"obsession invite {k + 1}" for k, value in enumerate(self.values)
                if value == die.value and not marks[GUESTS + k]]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        if use == RAISE:
            marks[LEVEL] += 1
            return
        k = int(use.rsplit(" ", 1)[1]) - 1
        marks[GUESTS + k] = 1
        grant(state, self.gains[k])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        guests = sum(sum(1 for gain in self.gains[k] if gain == (STAR,))
                     for k in range(len(self.values)) if marks[GUESTS + k])
        return guests + (1 if marks[LEVEL] >= self.star_level else 0)

    def draw(self, marks: list[int]) -> list[str]:
        track = " ".join(f"[{level}]" if level <= marks[LEVEL] else f" {level} "
                         for level in range(1, self.top + 1))
        guests = " ".join(f"{k + 1}:{value}={'X' if marks[GUESTS + k] else benefit_text(self.gains[k])}"
                          for k, value in enumerate(self.values))
        return [f"reputation {track}", f"guests {guests}"]
