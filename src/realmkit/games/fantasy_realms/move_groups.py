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

from realmkit.games.fantasy_realms.before_book import SureBlanking
from realmkit.games.fantasy_realms.bounds import TAKERS, WARSHIP_BIT, Most, penalties_most, threatened
from realmkit.games.fantasy_realms.scoring import Aimed, Context


class MoveGroups:
    """Before the Book of Changes (`surely` read on the hand before it, the penalties `aimed`), the
    most of the moves of each card by `by_suit` (see `bounds.book_most`): the highest bound of a
    move less, for each card surely blanked, the least it scores under any move, plus what the
    penalties surely take (a sum of negative points)."""

    __slots__ = ("copied", "high", "low", "never", "penalized", "surely", "taken")

    def __init__(self, surely: SureBlanking, aimed: Aimed, by_suit: dict[int, Most],
                 copied_penalty: int) -> None:
        self.surely = surely
        self.high = max(most.total for most in by_suit.values())
        low: dict[int, int] = {}
        for most in by_suit.values():
            if not low:
                low.update(most.plain)
                low.update(most.others)
                continue
            for bit, value in most.others:
                if value < low[bit]:
                    low[bit] = value
        self.low = low
        self.never = surely.hand & ~threatened(aimed)
        self.penalized = aimed[0]
        self.copied = copied_penalty
        self.taken: dict[int, int] = {}

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
        return self.high - lost + self._taken(h, sm0, card)

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
