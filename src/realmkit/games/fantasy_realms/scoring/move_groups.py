"""The most of all the Book of Changes moves of one card (or of none) under one choice of the wild
cards, read before the moves: the search skips the moves of a card, or the whole choice of the
wild cards, whose most is no more than the best total found (see bounds.py, before_book.py).

A move changes the suit of one card only. The cards surely blanked wherever it goes are read once
per card (`SureBlanking.staying`, or `moved_anywhere` for a card that blanks), and the penalties
that take points of the cards never blanked (no penalty may reach them, Island may not clear
them) take at least what they take with those cards alone, the card moved apart: a move leaves
the others' suits, names and CLEARS as they were, so they stay never blanked and their penalties
uncleared (not where the card moved blanks with Warship in the hand, or its penalty was cleared
before the move: it may then blank any card after it). A penalty "unless with" a card is read
with the card moved in every suit (it may bring what the penalty wants).
"""

from __future__ import annotations

from realmkit.games.fantasy_realms.scoring.before_book import blanks_at
from realmkit.games.fantasy_realms.scoring.bounds import (
    BLIND,
    TAKERS,
    WARSHIP_BIT,
    Most,
    bonus_most,
    least_values,
    penalties_most,
    threatened,
)
from realmkit.games.fantasy_realms.scoring.hand import Context
from realmkit.games.fantasy_realms.scoring.plan import Plan
from realmkit.games.fantasy_realms.scoring.steps import Aimed
from realmkit.games.fantasy_realms.scoring.tree_moves import SureBlanking


class MoveGroups:
    """Before the Book of Changes (`surely` read on the hand before it, the penalties `aimed`), the
    most of the moves of each card by `by_suit` (see `wild.book_most`): the highest bound of a
    move less, for each card surely blanked, the least it scores under any move, plus what the
    penalties surely take (a sum of negative points)."""

    __slots__ = ("below", "below_all", "conditional", "copied", "high", "low", "never", "penalized", "raw",
                 "surely", "taken")

    def __init__(self, h: Context, plan: Plan, surely: SureBlanking, aimed: Aimed, by_suit: dict[int, Most],
                 copied_penalty: int) -> None:
        self.surely = surely
        self.high = max(most.total for most in by_suit.values())
        self.low = least_values(by_suit)
        self.never = never = surely.hand & ~threatened(aimed)
        self.penalized = aimed[0]
        self.copied = copied_penalty
        self.taken: dict[int, int] = {}
        self.conditional = sum(bit for bit, _, unless in plan.blanking if unless is not None)
        self.raw: dict[int, int] = {}
        for i, bit, bonus, _ in plan.cards:
            if plan.blankable & bit and (bonus is None or BLIND >> i & 1):
                value = h.strength[i] + (bonus_most(h, i, bit, bonus) if bonus is not None else 0)
                if value < 0:
                    self.raw[bit] = value       # read as nothing by `by_suit` (a card blanked scores nothing)
        self.below = {bit: value for bit, value in self.raw.items() if never & bit}
        self.below_all = sum(self.below.values())

    def most(self, h: Context, sm0: list[int], card: int) -> int:
        """The most of any move of `card` (0: no move), World Tree's bonus apart, read before it
        (`sm0` the suits before the Book of Changes)."""
        surely = self.surely
        sure = surely.moved_anywhere(card) if card & surely.blanking else surely.staying(card)
        low, lost = self.low, 0
        while sure:
            bit = sure & -sure
            lost += low[bit]
            sure ^= bit
        return self.high - lost + self.below_except(card) + self._taken(h, sm0, card)

    def below_except(self, card: int) -> int:
        """What the cards never blanked but `card` that score less than nothing score (their
        strength and bonus, which `by_suit` reads as nothing)."""
        return self.below_all - self.below.get(card, 0)

    def moved_below(self, h: Context, sm0: list[int], card: int, suit: int) -> int:
        """What `card` scores at most once moved to `suit` where it scores less than nothing and no
        penalty may blank it there (read before the move, `sm0`: whom a penalty blanks depends only
        on the suit and name of the card it blanks and on the penalty's word Army, see
        before_book.blanks_at), else 0."""
        value = self.raw.get(card, 0)
        if not value or card & self.conditional:
            return 0
        surely = self.surely
        for bit, blanks in surely.blanks.items():
            if blanks_at(h, sm0, blanks, bit, surely.no_army & bit, card, suit):
                return 0
        return value

    def cut(self, h: Context, sm0: list[int], card: int, tree: int, best: int) -> bool:
        """Whether no move of `card` (0: no move) can score more than `best`: `most`, with World
        Tree's `tree` bonus (0 where a clash keeps it out), read last and left out where two cards
        surely not blanked share a suit that the move of `card`, which blanks none, cannot part
        (`SureBlanking.tree_before`)."""
        most = self.most(h, sm0, card)
        if most > best:
            return False
        surely = self.surely
        if tree and not card & surely.blanking:
            tree = surely.tree_before(tree, sm0, surely.unmoved_chain(), card)
        return most + tree <= best

    def _taken(self, h: Context, sm0: list[int], card: int) -> int:
        """What the penalties of the cards never blanked but `card` surely take once `card` moved
        (see the module's text), remembered by card."""
        found = self.taken.get(card)
        if found is None:
            surely = self.surely
            found = 0
            taking = self.penalized & TAKERS & self.never & ~card & ~surely.island
            loose = card & surely.dormant or (surely.hand & WARSHIP_BIT and card & surely.blanking)
            if taking and not loose:
                saved = h.suit_cards, h.no_army, h.changed, h.active
                h.suit_cards = [cards | card for cards in sm0] if card else sm0
                h.no_army, h.changed = surely.no_army, 0
                found = penalties_most(h, taking, self.never & ~card, self.copied)
                h.suit_cards, h.no_army, h.changed, h.active = saved
            self.taken[card] = found
        return found
