"""The Society: a pyramid of cards, each lower than the cards directly above it."""

from __future__ import annotations

from types import MappingProxyType
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


class TheSociety(Realm):
    """USAGE: Fill cards in any order (1 number per card; multiple cards may have the same
    number). Each card number must be lower than the number directly above (this condition is
    considered for every individual card). Gain a bonus when completing a row.
    SCORING: Score 1 star per set of completed cards (a set is a mini card pyramid: 1 card on top
    and 2 cards directly below it). Most cards appear in multiple sets. If you fill all cards,
    gain a 6th star."""

    id = "society"
    title = "The Society"
    layout = load_layout(__file__)
    widths: list[int] = layout["rows_top_to_bottom"]
    bonuses = tuple(benefit(b) for b in layout["row_bonuses_top_to_bottom"])
    cards = tuple((r, c) for r, width in enumerate(widths) for c in range(width))
    index = MappingProxyType({card: i for i, card in enumerate(cards)})
    size = len(cards)
    parts = mark_parts(cards=len(cards))

    def __init__(self) -> None:
        self.checks = [(i, f"society r{r + 1}c{c + 1}", self.above(r, c), self.below(r, c))
                       for i, (r, c) in enumerate(self.cards)]

    def above(self, r: int, c: int) -> list[int]:
        """The cards directly above a card: the one or two it sits under."""
        return [self.index[(r - 1, k)] for k in (c - 1, c) if (r - 1, k) in self.index]

    def below(self, r: int, c: int) -> list[int]:
        return [self.index[(r + 1, k)] for k in (c, c + 1) if (r + 1, k) in self.index]

    def labels(self) -> list[str]:
        return [f"society r{r + 1}c{c + 1}" for r, c in self.cards]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        v = die.value
        return [
            name
            for i, name, above, below in self.checks
            if not marks[i]
            and all(not marks[j] or marks[j] > v for j in above)
            and all(not marks[j] or marks[j] < v for j in below)
        ]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        name = use.split(" ")[1]
        r, c = int(name[1]) - 1, int(name[3]) - 1
        marks[self.index[(r, c)]] = die.value
        if all(marks[self.index[(r, k)]] for k in range(self.widths[r])):
            grant(state, self.bonuses[r])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        sets = sum(
            1 for r, c in self.cards
            if r + 1 < len(self.widths)
            and marks[self.index[(r, c)]]
            and all(marks[j] for j in self.below(r, c))
        )
        return sets + (1 if all(marks) else 0)

    def draw(self, marks: list[int]) -> list[str]:
        widest = max(self.widths)
        lines = [" " * (2 * widest - 1) + "*  (6th star: every card)"]
        for r, width in enumerate(self.widths):
            cells = " ".join(f"[{marks[self.index[(r, c)]] or ' '}]" for c in range(width))
            lines.append(" " * (2 * (widest - width)) + cells + f"   > {benefit_text(self.bonuses[r])}")
        return lines
