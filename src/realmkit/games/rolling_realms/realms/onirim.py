"""Onirim: write symbols left to right, never two alike side by side, opening a door every 3
cards; or foretell the next roll (a Prophecy) to cross off a Nightmare."""

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

PROPHECY = "onirim prophecy"
LAST_TURN = 8
"""Turns count from 0: a Prophecy on the ninth turn would have no next turn in this round."""


def _by_die(symbols: dict[str, list[int]]) -> tuple[int, ...]:
    """Each # (0-6) to the symbol it writes (1-based; 0: none)."""
    return tuple(next((n + 1 for n, dice in enumerate(symbols.values()) if value in dice), 0)
                 for value in range(7))


class Onirim(Realm):
    """USAGE: Fill the row of cards with symbols, left to right. The symbol you write depends on
    the assigned #. In the row of cards, adjacent symbols must be different. Every 3 steps
    (immediately after filling the last card of a color), mark the door on top of the cards and
    gain the benefits.
    When activating the realm, instead of filling the row, you can use a 1/2 to trigger a
    Prophecy. Outline a key. Then, at the beginning of the next turn, mark the outlined key and
    check the outcome of that Prophecy: if the rolled dice have an (unmodified) sum of 6 or
    higher, cross off a Nightmare to score a star. The first nightmare is already crossed off
    (don't score a star for it). If the sum is 5 or lower, the Prophecy is lost. You cannot
    trigger multiple Prophecies in one turn.
    SCORING: When filling a card with a star, gain that star. Also gain stars for crossed-off
    Nightmares. You can never score more than 6 stars."""

    id = "onirim"
    title = "Onirim"
    layout = load_layout(__file__)
    symbols: tuple[str, ...] = tuple(layout["symbols"])
    symbol_of = _by_die(layout["symbols"])
    """The symbol (1-based) each # writes, by the # (0: none)."""
    cards: int = layout["cards"]
    star_cards = frozenset(k - 1 for k in layout["star_cards"])
    doors = tuple(benefit(door) for door in layout["doors"])
    colour = cards // len(doors)
    prophecy_dice = frozenset(layout["prophecy_dice"])
    prophecy_sum: int = layout["prophecy_sum"]
    keys: int = layout["keys"]
    nightmares: int = layout["nightmares"]
    crossed_at_start: int = layout["nightmares_crossed_at_start"]
    OUTLINED, MARKED, CROSSED = cards, cards + 1, cards + 2
    """marks: the symbol written on each card (0: empty), keys outlined, keys marked, Nightmares
    crossed off (the printed one included)."""
    size = cards + 3
    parts = mark_parts(cards=cards, outlined=1, marked=1, crossed=1)

    def new_marks(self) -> list[int]:
        marks = [0] * self.size
        marks[self.CROSSED] = self.crossed_at_start
        return marks

    def labels(self) -> list[str]:
        return [f"onirim write {name}" for name in self.symbols] + [PROPHECY]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """The next card, if its symbol differs from the card before it; a Prophecy with a key
        and a Nightmare left, none outlined this turn, and a next turn in this round."""
        out = []
        filled = sum(1 for k in range(self.cards) if marks[k])
        symbol = self.symbol_of[die.value] if die.value < len(self.symbol_of) else 0
        if symbol and filled < self.cards and (filled == 0 or marks[filled - 1] != symbol):
            out.append(f"onirim write {self.symbols[symbol - 1]}")
        if (die.value in self.prophecy_dice and marks[self.OUTLINED] == marks[self.MARKED]
                and marks[self.OUTLINED] < self.keys and marks[self.CROSSED] < self.nightmares
                and state.turn < LAST_TURN):
            out.append(PROPHECY)
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        if use == PROPHECY:
            marks[self.OUTLINED] += 1
            return
        filled = sum(1 for k in range(self.cards) if marks[k])
        marks[filled] = self.symbols.index(use.rsplit(" ", 1)[1]) + 1
        if (filled + 1) % self.colour == 0:
            grant(state, self.doors[filled // self.colour])

    def turn_start(self, marks: list[int], state: RollingRealmsState) -> None:
        """The outlined key is marked and the Prophecy checked on the new roll."""
        if marks[self.OUTLINED] > marks[self.MARKED]:
            marks[self.MARKED] += 1
            if sum(state.roll) >= self.prophecy_sum and marks[self.CROSSED] < self.nightmares:
                marks[self.CROSSED] += 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        filled = sum(1 for k in range(self.cards) if marks[k])
        cards = sum(1 for k in self.star_cards if k < filled)
        doors = sum(door.count((STAR,)) for door in self.doors[: filled // self.colour])
        return cards + doors + marks[self.CROSSED] - self.crossed_at_start

    def draw(self, marks: list[int]) -> list[str]:
        doors = "   ".join(f"door {benefit_text(door)}" for door in self.doors)
        row = " ".join(f"[{self.symbols[marks[k] - 1][0].upper() if marks[k] else ' '}"
                       f"{'*' if k in self.star_cards else ''}]" for k in range(self.cards))
        keys = "X" * marks[self.MARKED] + "O" * (marks[self.OUTLINED] - marks[self.MARKED])
        nightmares = "x" * marks[self.CROSSED] + "." * (self.nightmares - marks[self.CROSSED])
        return [doors, row, f"keys {keys:{self.keys}}  nightmares {nightmares}",
                "(S sun 1-2, M moon 3-4, K key 5-6; a 1-2 may foretell: next sum 6+ crosses a nightmare)"]
