"""The cards surely blanked whatever card the Book of Changes moves, found once per choice of the
wild cards (before the book) for the search's bound (see bounds.py): a move changes the suit of
one card only, so what held of the others before it holds after it."""

from __future__ import annotations

from collections.abc import Sequence

from realmkit.games.fantasy_realms.components.cards import ARMY, DEMON, FLAME, FLOOD, ISLAND, bits
from realmkit.games.fantasy_realms.scoring.bounds import (
    DEMON_BIT,
    TAKERS,
    WARSHIP_BIT,
    Most,
    least_values,
    penalties_most,
    threatened,
)
from realmkit.games.fantasy_realms.scoring.effects import Effect
from realmkit.games.fantasy_realms.scoring.hand import Context
from realmkit.games.fantasy_realms.scoring.penalties import BLANKED_LACKING, BLANKED_WITH
from realmkit.games.fantasy_realms.scoring.plan import Plan
from realmkit.games.fantasy_realms.scoring.step4 import settled_one
from realmkit.games.fantasy_realms.scoring.steps import (
    ANGEL_BIT,
    CLEARERS,
    GUARDED,
    PHOENIX_PROMO_BIT,
    UNDEAD_KEEPERS,
    Aimed,
    clear,
    guard,
)

ISLAND_BIT = 1 << ISLAND

_BLANKS_AT: dict[tuple[Effect, int, int, int, int, int], bool] = {}
"""Whether a penalty that blanks (the function and the card bearing it, see `blanked_at`) blanks a
card in a suit under a name, with or without the word Army."""
Seen = dict[tuple[int, tuple[tuple[int, int], ...], int], dict[tuple[int, int], int]]
"""Step 4 once a blanking card moved (`BeforeBook.moved_chain`), remembered across the choices
of the wild cards: by the Doppelganger's penalty, the blanking penalties before the move and
(with Warship) the Armies, then by the card moved and its new suit."""


class BeforeBook:
    """Before the Book of Changes (`h` with the suits before it, the penalties aimed): the
    blanking penalties and their targets (`blankers`), read after each move as step 4 settles
    them (`chain`); the "BLANKED unless" cards that Island may not clear whose text blanks them
    with the cards never blanked alone, each with the cards whose move would leave too few (with
    more cards, still); and those whose text blanks them for want of a card, read after each
    move with the cards not surely blanked (with fewer, still; not with Angel, which may keep
    the card wanted: see `unless_moves`). None with Demon, which blanks by every suit."""

    __slots__ = ("angel", "anywhere", "bits", "blankers", "blanking", "blanks", "clashing", "conditional",
                 "dormant", "exact", "fixed", "found", "hand", "high", "island", "lacking", "losing", "low",
                 "no_army", "seen", "steady", "taking", "unblocking", "wanting", "wanting_by_suit",
                 "with_cards")

    def __init__(self, h: Context, aimed: Aimed, island: int, copied_penalty: int, plan: Plan,
                 seen: Seen | None = None, losing: dict[tuple[int, int], int] | None = None) -> None:
        mask = h.hand
        self.losing = {} if losing is None else losing
        self.seen: dict[tuple[int, int], int] = {}
        self.wanting_by_suit: dict[int, int] = {}
        self.fixed: dict[int, int] = {}
        self.anywhere: dict[int, int] = {}
        self.clashing: dict[int, bool] = {}
        self.low: dict[int, int] = {}
        self.unblocking = -2
        self.high = -1
        self.island, self.angel = island, mask & ANGEL_BIT
        self.blankers: list[tuple[int, int]] = []
        self.found = -1
        self.bits = self.dormant = self.blanking = self.wanting = self.hand = self.conditional = 0
        self.exact = False
        self.blanks: dict[int, Effect] = {}
        self.with_cards: list[tuple[int, int]] = []
        self.lacking: list[tuple[int, Effect]] = []
        self.no_army = h.no_army
        self.taking = 0
        self.steady: dict[tuple[int, int], int] = {}
        if mask & DEMON_BIT or copied_penalty == DEMON:
            return                                      # Demon blanks by every suit
        self.blankers = aimed[2]
        if seen is not None and not mask & UNDEAD_KEEPERS:
            armies = h.suit_cards[ARMY] & mask if mask & WARSHIP_BIT else 0
            self.seen = seen.setdefault((copied_penalty, tuple(self.blankers), armies), self.seen)
        self.hand = mask
        self.conditional = sum(bit for bit, _ in aimed[3])
        self.exact = not (self.angel or island or mask & PHOENIX_PROMO_BIT)
        if self.exact and not mask & (CLEARERS | GUARDED | ISLAND_BIT):
            self.taking = plan.penalized & TAKERS      # no penalty cleared, after any move
        for bit, _ in self.blankers:
            self.bits |= bit
        self.blanks = {bit: blanks for bit, blanks, _ in plan.blanking if blanks is not None}
        self.dormant = sum(self.blanks) & ~aimed[0]
        self.blanking = self.bits | self.dormant       # step 4 read again for their move (moved_chain)
        if not aimed[3]:
            return
        fixed = mask & ~threatened(aimed)
        for bit, _ in aimed[3]:
            if (island | aimed[5]) & bit:
                continue
            card = bit.bit_length() - 1
            with_card, lacking = BLANKED_WITH[card], BLANKED_LACKING[card]
            if with_card is not None:
                h.active = fixed
                if with_card(h, bit):
                    breakers = 0
                    for other in bits(fixed):
                        h.active = fixed & ~other
                        if not with_card(h, bit):
                            breakers |= other
                    self.with_cards.append((bit, breakers))
            if lacking is not None and not self.angel:
                self.lacking.append((bit, lacking))
                self.wanting |= bit
        h.active = mask

    def __bool__(self) -> bool:
        return bool(self.blankers or self.with_cards or self.lacking)

    def unmoved_chain(self) -> int:
        """Step 4 as far as it is sure (see `step4.settled`) where the Book of Changes moves no
        blanking card: whom a penalty blanks changes only for the card moved; Island may clear
        the penalty of a Flood or Flame of `island`."""
        if self.found < 0:
            self.found = settled_one(self.blankers, self.island, 0, 0, self.angel)
        return self.found

    @property
    def quick(self) -> bool:
        """Whether `move_sure` reads this hand (not with Angel, which may keep any card)."""
        return bool(self) and not self.angel

    def staying(self, card: int) -> int:
        """The cards surely blanked once the Book of Changes moved `card`, which blanks none (0:
        no move), whatever its new suit: step 4's but for that card (`unmoved_chain`) and the
        "BLANKED unless" cards blanked with cards that stay (remembered by card)."""
        sure = self.fixed.get(card)
        if sure is None:
            sure = self.unmoved_chain() & ~card if self.blankers else 0
            sure = self.fixed[card] = sure | self._blanked_with(card)
        return sure

    def moved_anywhere(self, card: int) -> int:
        """The cards surely blanked once the Book of Changes moved `card`, which may blank, whatever
        its new suit (where step 4 after the move is not yet remembered): step 4 with that card
        neither blanked nor blanking, but keeping from blanking the cards it blanked before the
        move (all cards with Warship, or where its penalty was cleared before the move: its move
        may give it more), the others' targets as before the move (only the card moved changes
        suit), and the "BLANKED unless with" cards blanked with cards that stay. Remembered by
        card."""
        sure = self.anywhere.get(card)
        if sure is None:
            grows = self.hand & WARSHIP_BIT or card & self.dormant
            blankers = [(bit, targets & ~card) for bit, targets in self.blankers if bit != card]
            blankers.append((card, self.hand if grows else next(
                (targets for bit, targets in self.blankers if bit == card), 0)))
            sure = settled_one(blankers, self.island & ~card, card, 0, self.angel) & ~card
            sure |= self._blanked_with(card)
            self.anywhere[card] = sure
        return sure

    def _blanked_with(self, card: int) -> int:
        """The "BLANKED unless with" cards blanked with cards that stay once the Book of Changes
        moved `card` (none where its penalty was cleared before the move: once back, it may
        blank any of them)."""
        sure = 0
        if not card & self.dormant:
            for bit, breakers in self.with_cards:
                if not (breakers | bit) & card:
                    sure |= bit
        return sure

    def _surely_unblanked(self, sure: int, unknown: int) -> int:
        """The cards surely not blanked where step 4 is read exactly: all but those of `sure`, the
        "BLANKED unless" cards and `unknown`."""
        return self.hand & ~sure & ~self.conditional & ~unknown

    def unblanked(self, h: Context, card: int, suit: int) -> int:
        """`card` if, once the Book of Changes moved it to `suit` (`h` with the suits after the
        move), it is surely not blanked where step 4 is read exactly: it blanks none, is no
        "BLANKED unless" card, and no blanking card that step 4 leaves unblanked blanks it
        there (their targets read after the move; the others' are as before it); else 0.
        Remembered by card and suit."""
        found = self.steady.get((card, suit))
        if found is None:
            found = 0
            if self.exact and not card & (self.conditional | self.blanking):
                chain = self.unmoved_chain() if self.blankers else 0
                active, no_army = h.active, h.no_army
                h.active, h.no_army = self.hand, self.no_army
                if not any(not bit & chain and self.blanks[bit](h, bit) & card for bit, _ in self.blankers):
                    found = card
                h.active, h.no_army = active, no_army
            self.steady[(card, suit)] = found
        return found

    def taken(self, h: Context, sure: int, unknown: int, copied_penalty: int) -> int:
        """The most the penalties that take points take (a sum of negative points, see
        `bounds.penalties_most`), at least, once the Book of Changes moved (`h` with
        the suits after the move, `sure` as `sure` gives it), where step 4 is read exactly and no
        card clears: those of the cards surely not blanked (see `tree_blocked`; `unknown` the card
        moved where it blanks none), read as `bounds.penalties_most` reads them."""
        fixed = self._surely_unblanked(sure, unknown)
        taking = self.taking & fixed
        return penalties_most(h, taking, fixed, copied_penalty) if taking else 0

    def group_most(self, card: int, by_suit: dict[int, Most]) -> int:
        """The most of any move of `card` (whose penalty blanks none) by the Book of Changes, by
        `by_suit`, less the cards surely blanked whatever its new suit: step 4's but for that
        card (`unmoved_chain`) and the "BLANKED unless" cards blanked with cards that stay (not
        those blanked for want of a card: the card moved may bring it); more than any total
        where `card` may blank (see `moved_chain`)."""
        if card & self.blanking:
            return 1 << 30
        sure = self.staying(card)
        if self.high < 0:
            self.high = max(most.total for most in by_suit.values())
        if not sure:
            return self.high
        if not self.low:
            self.low = least_values(by_suit)
        low, lost = self.low, 0
        while sure:
            bit = sure & -sure
            lost += low[bit]
            sure ^= bit
        return self.high - lost

    def moved_chain(self, h: Context, moved: int, suit: int) -> int:
        """Step 4 as far as it is sure once the Book of Changes moved the blanking card `moved`
        to `suit` (`h` with the suits after the move): whom the others blank changes only for
        that card, whose penalty, cleared or not by its new suit, is read again (see
        `step4.settled`). Remembered in `seen` by the blanking penalties before the move: the
        card moved blanks the others as before, and the others blank it by its suit and name
        (the Doppelganger's is the card it copies). With Warship, whose CLEARS of the word Army
        reads the suit of a card, also by the Armies: the card moved may gain or lose the word
        Army in its new suit, and then blanks the cards it blanked with or without the Armies
        (the other blanking cards' suits are the same under every choice of the wild cards with
        the same penalties). Not with the Undead kept by their suit, nor for a card whose
        penalty was cleared before the move (what it blanks once its penalty is back is not
        among the penalties remembered)."""
        if moved & self.dormant:
            return self._moved_chain(h, moved)      # what it blanks, its penalty back, is unknown before
        found = self.seen.get((moved, suit))
        if found is None:
            found = self.seen[(moved, suit)] = self._moved_chain(h, moved)
        return found

    def _moved_chain(self, h: Context, moved: int) -> int:
        mask = h.hand
        sm = h.suit_cards
        h.no_army = self.no_army
        immune = guard(h)[1]
        blankers = []
        for bit, targets in self.blankers:
            if bit != moved:
                if not immune & moved and self.blanks[bit](h, bit) & moved:
                    targets |= moved
                else:
                    targets &= ~moved
                blankers.append((bit, targets))
        h.no_army = 0
        if not (clear(h) if mask & CLEARERS else 0) & moved:
            blankers.append((moved, self.blanks[moved](h, moved) & ~immune))
        island = self.island & ~moved | (sm[FLOOD] | sm[FLAME]) & moved if self.island else 0
        return settled_one(blankers, island, 0, 0, self.angel)

    def blanked_at(self, h: Context, sm: Sequence[int], card: int, suit: int) -> int:
        """`card`, which blanks none, if once the Book of Changes moved it to `suit` a blanking card
        that step 4 leaves unblanked blanks it there, where step 4 is read exactly and no card
        keeps cards from blanking: the others' blanking is as before the move (`unmoved_chain`),
        such a card's penalty is not cleared and surely blanks; else 0. Read before or after the
        move (`sm` the suits before or after it): whom a penalty blanks depends only on that
        card's suit and name and on whether the penalty lost the word Army (see penalties.BLANKS),
        remembered across searches."""
        if not self.exact or not self.blankers or self.hand & GUARDED:
            return 0
        chain = self.unmoved_chain()
        for bit, _ in self.blankers:
            if not bit & chain and blanks_at(h, sm, self.blanks[bit], bit, self.no_army & bit, card, suit):
                return card
        return 0


def blanks_at(h: Context, sm: Sequence[int], blanks: Effect, bit: int, no_army: int, card: int,
              suit: int) -> bool:
    """Whether the penalty `blanks` of the card `bit` (without the word Army where `no_army`) blanks
    `card` once the Book of Changes moved it to `suit` (`sm` the suits before or after the move):
    that depends only on that card's suit and name and on the penalty's word Army (see
    penalties.BLANKS), remembered across searches."""
    key = (blanks, bit, card, suit, h.name[card.bit_length() - 1], no_army)
    found = _BLANKS_AT.get(key)
    if found is None:
        saved = h.suit_cards, h.no_army
        moved = [cards & ~card for cards in sm]
        moved[suit] |= card
        h.suit_cards, h.no_army = moved, no_army
        if len(_BLANKS_AT) > 100_000:
            _BLANKS_AT.clear()
        found = _BLANKS_AT[key] = bool(blanks(h, bit) & card)
        h.suit_cards, h.no_army = saved
    return found
