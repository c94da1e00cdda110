"""The most a set of a hand's cards can score, read before the set is searched: a hand over the
cap keeps its best cards ("keep the best"), and a set, or a choice of its wild cards, whose most
cannot beat the best total found is not searched.

The most each card of the whole hand scores (bounds.Most, under every Book of Changes suit) is
read once for each choice of the whole hand's wild cards. Taking cards away only takes them from
the counts the bonuses read, as blanking does (see bounds.py), so a card of a set scores at most
its most in the whole hand under the same choice; and each choice of a set's wild cards is a
choice of the whole hand's, or reads as one (its texts tell more copies apart), but for the
Doppelganger's: of a suit, the whole hand's may copy only a stronger card that the set sets
aside (copies.doppelganger_options), so a set's most reads every choice of the whole hand."""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from realmkit.games.fantasy_realms.components.cards import (
    BOOK_OF_CHANGES,
    DOPPELGANGER,
    MIRAGE,
    MIRAGE_CH,
    MIRAGES,
    PHOENIX,
    SHAPESHIFTER,
    SHAPESHIFTER_CH,
    SHAPESHIFTERS,
)
from realmkit.games.fantasy_realms.scoring.bounds import Most, tree_bonus
from realmkit.games.fantasy_realms.scoring.copies import copy_options, doppelganger_options
from realmkit.games.fantasy_realms.scoring.hand import Table
from realmkit.games.fantasy_realms.scoring.mentions import mentions
from realmkit.games.fantasy_realms.scoring.wild import book_bound, prepared

UNBOUNDED = 1 << 30
"""The most of a choice of a set's wild cards that the whole hand's choices do not name."""


class SetMost:
    """The most of each card of `hand` under each choice of its wild cards (Doppelganger, Mirage,
    Shapeshifter), each Book of Changes suit apart, after their sum (`by_choice`; `every`, all
    of them); a set of the cards scores at most the sum of its cards' under one of those, World
    Tree's bonus added."""

    __slots__ = ("by_choice", "every", "hand")

    def __init__(self, hand: tuple[int, ...], table: Table) -> None:
        mask = sum(1 << c for c in hand)
        seen_by = mentions(hand)
        mirage = MIRAGE_CH if mask >> MIRAGE_CH & 1 else MIRAGE
        shape = SHAPESHIFTER_CH if mask >> SHAPESHIFTER_CH & 1 else SHAPESHIFTER
        choices = product(doppelganger_options(hand, seen_by.mentioned) if mask >> DOPPELGANGER & 1 else [-1],
                          copy_options(mirage, mask, seen_by, table.deck) if mask & MIRAGES else [-1],
                          copy_options(shape, mask, seen_by, table.deck) if mask & SHAPESHIFTERS else [-1])
        movable = mask & ~(1 << BOOK_OF_CHANGES | 1 << PHOENIX)
        self.hand = hand
        self.by_choice: dict[tuple[int, int, int], list[tuple[int, ...]]] = {}
        for d, m, s, h, plan in prepared(mask, choices, table):
            mosts = book_bound(h, plan, mask, movable, seen_by.signature, seen_by.by_content,
                               table.suits).values() if mask >> BOOK_OF_CHANGES & 1 else (Most(h, plan),)
            self.by_choice[d, m, s] = list({(sum(values), *values) for values in (
                [most.values[1 << c] for c in hand] for most in mosts)})
        self.every = list({values for by_suit in self.by_choice.values() for values in by_suit})

    def of(self, kept: tuple[int, ...]) -> int:
        """The most of the set `kept` under any choice: under every choice of the whole hand's wild
        cards, the Doppelganger's too (the card a set's Doppelganger copies may stand, in the whole
        hand, for a stronger card of its suit set aside: see copies.doppelganger_options)."""
        left, tree = self._reading(kept)
        return tree + max(values[0] - sum(values[i] for i in left) for values in self.every)

    def choices(self, kept: tuple[int, ...]) -> Callable[[int, int, int], int]:
        """The most of the set `kept` under a choice of its wild cards (UNBOUNDED where that choice
        is not one of the whole hand's)."""
        left, tree = self._reading(kept)

        def most(d: int, m: int, s: int) -> int:
            by_suit = self.by_choice.get((d, m, s))
            if by_suit is None:
                return UNBOUNDED
            return tree + max(values[0] - sum(values[i] for i in left) for values in by_suit)

        return most

    def _reading(self, kept: tuple[int, ...]) -> tuple[list[int], int]:
        """Where the cards set aside stand in each list of values (after the sum), and World
        Tree's bonus in `kept`."""
        left = [i + 1 for i, c in enumerate(self.hand) if c not in kept]
        return left, tree_bonus(sum(1 << c for c in kept))
