"""Tidal Blades: mark dice on monsters for their benefits; trophies and kill bonuses move along
the champion track, whose spots score stars."""

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

WILD, TROPHY = "any", "trophy"


class TidalBlades(Realm):
    """USAGE: Mark a # on any monster and gain the benefit. A wild die can be used as any #. The
    trophy benefit lets you progress on the champion track (at the bottom of the realm) by
    marking 1 step there. When all #s on a monster are marked, you gain the kill bonus, which
    lets you mark a number of steps on the champion track. E.g., if you mark the fourth and final
    die on the bottom-right monster, you may mark 4 steps on the champion track.
    SCORING: Score stars for marked spots on the champion track."""

    id = "tidal-blades"
    title = "Tidal Blades"
    layout = load_layout(__file__)
    dice = tuple((m, 0 if value == WILD else value, gain)
                 for m, monster in enumerate(layout["monsters"])
                 for value, gain in zip(monster["dice"], monster["benefits"], strict=True))
    """Every die of every monster: its monster, its value (0: wild) and its benefit."""
    kill = tuple(len(monster["dice"]) for monster in layout["monsters"])
    track: int = layout["track"]
    track_stars = frozenset(layout["track_stars"])
    STEPS = len(dice)
    """marks: 1 per marked die (monster by monster), then the spots marked on the champion track."""
    size = len(dice) + 1
    parts = mark_parts(dice=len(dice), steps=1)

    def __init__(self) -> None:
        self.names = [f"tidal-blades monster {m + 1} die {k - [d[0] for d in self.dice].index(m) + 1}"
                      for k, (m, _, _) in enumerate(self.dice)]
        """Each die's use: its monster, then its place on the monster."""

    def labels(self) -> list[str]:
        return list(self.names)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [self.names[k] for k, (_, value, _) in enumerate(self.dice)
                if not marks[k] and value in (0, die.value)]

    def _steps(self, marks: list[int], count: int) -> None:
        marks[self.STEPS] = min(self.track, marks[self.STEPS] + count)

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = self.names.index(use)
        monster, _, gain = self.dice[k]
        marks[k] = 1
        if gain == TROPHY:
            self._steps(marks, 1)
        else:
            grant(state, benefit(gain))
        if all(marks[j] for j, (m, _, _) in enumerate(self.dice) if m == monster):
            self._steps(marks, self.kill[monster])

    @staticmethod
    def _shown(gain: str) -> str:
        return "T" if gain == TROPHY else benefit_text(benefit(gain))

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for spot in self.track_stars if spot <= marks[self.STEPS])

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for m, kill in enumerate(self.kill):
            cells = [f"[{'X' if marks[k] else value or '?'}:{self._shown(gain)}]"
                     for k, (monster, value, gain) in enumerate(self.dice) if monster == m]
            lines.append(f"monster {m + 1}: {' '.join(cells)}  kill bonus {kill} steps")
        track = "".join(("X" if spot <= marks[self.STEPS] else "*" if spot in self.track_stars else ".")
                        for spot in range(1, self.track + 1))
        return [*lines, f"champion track {track}  (? any #, T a trophy: 1 step)"]
