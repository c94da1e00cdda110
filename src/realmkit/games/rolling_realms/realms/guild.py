"""The Guild of Merchant Explorers: a # marks a pattern of hexes (one hex, two, three) outward
from the middle city; star hexes score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import Realm, load_layout, mark_parts

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

SEA, STAR = "sea", "star"
COLORS = ("sea", "grassland", "desert", "mountain")
PATTERNS = ("single", "pair", "seas", "chain", "colors")
SINGLE, PAIR, SEAS, CHAIN, THREE_COLORS = range(len(PATTERNS))
LENGTH = (1, 2, 2, 3, 3)
"""Hexes each pattern marks."""
LETTERS = {"sea": "~", "grassland": "g", "desert": "d", "mountain": "m", "star": "*"}
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class GuildOfMerchantExplorers(Realm):
    """USAGE: Use a # to mark hexes adjacent to the middle city or to already marked hexes. The
    pattern of hexes you may mark depends on the # you use. If you use a 1 or a 2, you may mark 1
    single hex, but not sea. If you use a 3 or a 4, you may either mark 2 adjacent hexes of any
    color (these may be a different color) or any 2 sea hexes (no need for adjacency). If you use
    a 5 or a 6, you may either mark 3 adjacent hexes starting with sea (e.g., sea-grassland-desert,
    or sea-sea-mountain) or 3 hexes each of a different color (grassland-desert-mountain, no need
    for adjacency). When marking patterns, the specific rotation shown in the legend is not
    important. To mark star hexes, you may use any color: they are sea, grassland, desert, or
    mountain.
    SCORING: Score stars from marked star hexes."""

    id = "guild"
    title = "The Guild of Merchant Explorers"
    layout = load_layout(__file__)
    numbers = tuple(h["hex"] for h in layout["hexes"])
    terrains = tuple(h["terrain"] for h in layout["hexes"])
    MARKED, PATTERN, LEFT, LAST, USED = range(5)
    """marks: the hexes marked (a bit each), then while a pattern is being marked: the pattern
    (1 + its index), the hexes it still marks, the last hex marked, the colors used (a bit each)."""
    size = 5
    parts = mark_parts(marked=1, pattern=1, left=1, last=1, used=1)

    def __init__(self) -> None:
        self.patterns = {int(die): tuple(PATTERNS.index(p) for p in names)
                         for die, names in self.layout["patterns"].items()}
        """The patterns each # may mark."""
        where = [(h["q"], h["r"]) for h in self.layout["hexes"]]
        self.next = [sum(1 << j for j, other in enumerate(where)
                         if (other[0] - q, other[1] - r) in DIRECTIONS) for q, r in where]
        """Per hex, the hexes sharing a side with it."""
        self.by_city = sum(1 << k for k, (q, r) in enumerate(where) if (-q, -r) in DIRECTIONS)
        self.stars_mask = self._terrain(STAR)
        self.sea_like = self._terrain(SEA) | self.stars_mask
        self.not_sea = ~self._terrain(SEA) & ((1 << len(where)) - 1)
        self.color_mask = [self._terrain(color) for color in COLORS]

    def _terrain(self, terrain: str) -> int:
        return sum(1 << k for k, t in enumerate(self.terrains) if t == terrain)

    def labels(self) -> list[str]:
        return [f"guild {name} {n}" for name in (*PATTERNS, "next") for n in self.numbers]

    def attached(self, marked: int) -> int:
        """Unmarked hexes adjacent to the middle city or to a marked hex."""
        reach = self.by_city
        for k in bits(marked):
            reach |= self.next[k]
        return reach & ~marked

    def candidates(self, marked: int, pattern: int, first: bool, last: int, used: int) -> int:
        """Where the pattern's next hex may go."""
        if not first and pattern in (PAIR, CHAIN):
            return self.next[last] & ~marked
        spots = self.attached(marked)
        if pattern == SINGLE:
            return spots & self.not_sea
        if pattern == SEAS or (pattern == CHAIN and first):
            return spots & self.sea_like
        if pattern == THREE_COLORS:
            return spots & ~sum(self.color_mask[c] for c in range(len(COLORS)) if used >> c & 1)
        return spots

    def _color(self, k: int) -> int:
        """The color bit a hex uses up (none for a star hex, which takes any color left)."""
        terrain = self.terrains[k]
        return 0 if terrain == STAR else 1 << COLORS.index(terrain)

    def completes(self, marked: int, pattern: int, left: int, last: int, used: int) -> bool:
        """Whether the pattern's `left` remaining hexes can still be marked."""
        if not left:
            return True
        return any(self.completes(marked | 1 << k, pattern, left - 1, k, used | self._color(k))
                   for k in bits(self.candidates(marked, pattern, False, last, used)))

    def _starts(self, marked: int, pattern: int) -> list[int]:
        return [k for k in bits(self.candidates(marked, pattern, True, -1, 0))
                if self.completes(marked | 1 << k, pattern, LENGTH[pattern] - 1, k, self._color(k))]

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        marked = marks[self.MARKED]
        return any(self.completes(marked | 1 << k, p, LENGTH[p] - 1, k, self._color(k))
                   for p in self.patterns[die.value] for k in bits(self.candidates(marked, p, True, -1, 0)))

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"guild {PATTERNS[p]} {self.numbers[k]}"
                for p in self.patterns[die.value] for k in self._starts(marks[self.MARKED], p)]

    def _mark(self, marks: list[int], k: int) -> None:
        marks[self.MARKED] |= 1 << k
        marks[self.LAST] = k
        marks[self.USED] |= self._color(k)
        marks[self.LEFT] -= 1
        if not marks[self.LEFT]:
            marks[self.PATTERN] = marks[self.LAST] = marks[self.USED] = 0

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        _, name, number = use.split(" ")
        pattern = PATTERNS.index(name)
        marks[self.PATTERN], marks[self.LEFT], marks[self.USED] = 1 + pattern, LENGTH[pattern], 0
        self._mark(marks, self.numbers.index(int(number)))

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        if not marks[self.LEFT]:
            return []
        pattern, left, marked = marks[self.PATTERN] - 1, marks[self.LEFT], marks[self.MARKED]
        last, used = marks[self.LAST], marks[self.USED]
        return [f"guild next {self.numbers[k]}"
                for k in bits(self.candidates(marked, pattern, False, last, used))
                if self.completes(marked | 1 << k, pattern, left - 1, k, used | self._color(k))]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        self._mark(marks, self.numbers.index(int(ability.rsplit(" ", 1)[1])))

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return (marks[self.MARKED] & self.stars_mask).bit_count()

    def draw(self, marks: list[int]) -> list[str]:
        marked = marks[self.MARKED]
        lines = []
        for ring, (start, end) in enumerate(((0, 6), (6, 18), (18, 36))):
            cells = [f"{self.numbers[k]}:{'X' if marked >> k & 1 else LETTERS[self.terrains[k]]}"
                     for k in range(start, end)]
            lines.append(f"ring {ring + 1}: " + " ".join(cells))
        lines.append("(~ sea, g grassland, d desert, m mountain, * star: any of them; X marked)")
        return lines
