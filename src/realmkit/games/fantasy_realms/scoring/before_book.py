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
from realmkit.games.fantasy_realms.scoring.wild import PHANTOM

ISLAND_BIT = 1 << ISLAND

_BLANKS_AT: dict[tuple[Effect, int, int, int, int, int], bool] = {}
"""Whether a penalty that blanks (the function and the card bearing it, see `blanked_at`) blanks a
card in a suit under a name, with or without the word Army."""
Seen = dict[tuple[int, tuple[tuple[int, int], ...], int], dict[tuple[int, int], int]]
"""Step 4 once a blanking card moved (`SureBlanking.moved_chain`), remembered across the choices
of the wild cards: by the Doppelganger's penalty, the blanking penalties before the move and
(with Warship) the Armies, then by the card moved and its new suit."""


class SureBlanking:
    """Before the Book of Changes (`h` with the suits before it, the penalties aimed): the
    blanking penalties and their targets (`blankers`), read after each move as step 4 settles
    them (`chain`); the "BLANKED unless" cards that Island may not clear whose text blanks them
    with the cards never blanked alone, each with the cards whose move would leave too few (with
    more cards, still); and those whose text blanks them for want of a card, read after each
    move with the cards not surely blanked (with fewer, still; not with Angel, which may keep
    the card wanted). None with Demon, which blanks by every suit."""

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

    def move_sure(self, h: Context, sm0: list[int], suit: int, card: int) -> int:
        """The cards surely blanked once the Book of Changes moved `card` (0: none) to `suit`,
        read before the move (`sm0`): step 4's but for that card (`unmoved_chain`), the "BLANKED
        unless" cards blanked with cards that stay, and those blanked for want of a card with
        one more card in `suit` (the card moved) and no card blanked by step 4 but that one
        (with more, still); where `card` may blank, step 4 as `moved_chain` remembers it, or -1
        if it does not, and not those blanked for want of a card (see `cut_moved`)."""
        if card & self.blanking:
            sure = self.seen.get((card, suit), -1)
            return -1 if sure < 0 else sure | self._blanked_with(card)
        sure = self.staying(card)
        if self.lacking:
            sure |= self.wanting_moved(h, sm0, card, suit)
        return sure

    def wanting_moved(self, h: Context, sm0: list[int], card: int, suit: int) -> int:
        """The "BLANKED unless" cards blanked for want of a card once `card`, which blanks none,
        moved to `suit` (0 and -1: no move), read before the move with one more card in `suit`
        (`wanting_in`): the card moved among them unless it may lose its penalty there (see
        `loses`), as it then wants what the others want and the card in `suit` is itself."""
        wanting = self.wanting_in(h, sm0, suit)
        return wanting & ~card if wanting & card and self.loses(h, sm0, card, suit) else wanting

    def loses(self, h: Context, sm0: list[int], card: int, suit: int) -> int:
        """Whether `card` may lose its penalty, or its want of an Army, once the Book of Changes
        moved it to `suit`: a CLEARS of that suit, Island, the Undead kept, the word Army cleared
        (Rangers, Warship). That depends only on the card and the suit (the cards that clear are
        the hand's), and is remembered in `losing` for the search."""
        found = self.losing.get((card, suit))
        if found is None:
            sm = list(sm0)
            for s, cards in enumerate(sm):
                if cards & card:
                    sm[s] = cards & ~card
            sm[suit] |= card
            h.suit_cards, h.changed = sm, card
            found = self._may_lose_penalty(h, card) | h.no_army & card
            self.losing[(card, suit)] = found
        return found

    def wanting_in(self, h: Context, sm0: list[int], suit: int) -> int:
        """The "BLANKED unless" cards blanked for want of a card with one more card in `suit`
        (see `_lacking_one_more`), remembered by suit."""
        wanting = self.wanting_by_suit.get(suit)
        if wanting is None:
            wanting = self.wanting_by_suit[suit] = self._lacking_one_more(
                h, sm0, suit, self.unmoved_chain() if self.blankers else 0)
        return wanting

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

    def _lacking_one_more(self, h: Context, sm0: list[int], suit: int, blanked: int) -> int:
        """The "BLANKED unless" cards blanked for want of a card with a card no hand holds
        (PHANTOM) in `suit` (none for -1) and every card unblanked but those step 4 surely
        blanks (`blanked`; a blanked Phoenix (Promo) keeps its suits)."""
        mask = h.hand
        sm = list(sm0)
        if suit >= 0:
            sm[suit] |= 1 << PHANTOM
        h.suit_cards, h.changed, h.no_army = sm, 0, self.no_army
        h.active = mask & ~(blanked & ~PHOENIX_PROMO_BIT) | 1 << PHANTOM
        sure = 0
        for bit, lacking in self.lacking:
            if lacking(h, bit):
                sure |= bit
        h.active = mask
        return sure

    def tree_before(self, bonus: int, sm0: list[int], sure: int, card: int) -> int:
        """World Tree's `bonus`, or 0 where `tree_blocked` once `card` (0: none) moved, read
        before the move (`sm0`, `sure` as `move_sure` gives it). Where `card` blanks none, the
        cards surely not blanked are those of step 4 before the move but that card: two of them
        in a suit keep the bonus out unless the card moved is one of only two (found once)."""
        if not bonus or card & self.blanking:
            return self.tree_left(bonus, sm0, sure, card)
        if self.unblocking == -2:
            self.unblocking = -1
            if self.exact:
                fixed = self._surely_unblanked(self.unmoved_chain(), 0)
                clashes = [cards for cards in (cards & fixed for cards in sm0) if cards & (cards - 1)]
                if clashes:
                    self.unblocking = clashes[0] if len(clashes) == 1 and clashes[0].bit_count() == 2 else 0
        return bonus if self.unblocking < 0 or card & self.unblocking else 0

    def cut_moved(self, h: Context, sm0: list[int], sure: int, card: int, suit: int, most: Most,
                  bonus: int, best: int) -> bool:
        """Whether the move of `card`, which may blank, to `suit` cannot score more than `best`, read
        before the move with `sure` as `move_sure` gives it: the move's `most` without the cards
        of `sure`, and where that is not enough, without those blanked for want of a card too,
        with the cards it leaves unblanked and one more card in `suit` (not those step 4 before
        the move blanks: its move may unblank the card they want, Great Flood made a Beast beside
        Beastmaster blanks no Army); World Tree's `bonus` as `tree_moved` reads it."""
        left = most.without(sure, 0)
        tree = -1
        if left <= best:
            tree = self.tree_moved(bonus, sm0, sure, card, suit) if bonus else 0
            if left + tree <= best:
                return True
        if not self.lacking:
            return False
        left = most.without(sure | self._lacking_one_more(h, sm0, suit, sure) & ~card, 0)
        if left > best:
            return False
        if tree < 0:
            tree = self.tree_moved(bonus, sm0, sure, card, suit) if bonus else 0
        return left + tree <= best

    def tree_moved(self, bonus: int, sm0: list[int], sure: int, card: int, suit: int) -> int:
        """`tree_before` of a move of `card`, which may blank, to `suit`, read before the move with
        `sure` as `move_sure` gives it (step 4 after the move): where the card moved is surely
        not blanked, a card surely not blanked in `suit` keeps World Tree's bonus out too (the
        clashes of the others, before the move, remembered by the cards surely not blanked)."""
        if not bonus or not self.exact:
            return bonus
        fixed = self._surely_unblanked(sure, 0)
        if card & fixed and sm0[suit] & fixed & ~card:
            return 0
        fixed &= ~card
        clash = self.clashing.get(fixed)
        if clash is None:
            clash = self.clashing[fixed] = _clashing(sm0, fixed)
        return 0 if clash else bonus

    def tree_left(self, bonus: int, sm: list[int], sure: int, unknown: int) -> int:
        """World Tree's `bonus`, or 0 where `tree_blocked`."""
        return 0 if not bonus or self.tree_blocked(sm, sure, unknown) else bonus

    def tree_total(self, most: Most, bonus: int, hand: int, sm: list[int], sure: int, unknown: int) -> int:
        """The most `hand` scores with World Tree's `bonus` once the Book of Changes moved (`sm`
        the suits after the move, `sure` as `sure` gives it), by `most` (see `Most.with_tree`): of
        each suit at most one card left unblanked, the one surely not blanked where step 4 is
        read exactly (see `tree_blocked`); the cards surely blanked score nothing but with
        Angel, which may keep any one."""
        fixed = hand & ~sure & ~self.conditional & ~unknown if self.exact else 0
        return most.with_tree(bonus, sm, hand, fixed, 0 if self.angel else sure)

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

    def tree_blocked(self, sm: list[int], sure: int, unknown: int) -> bool:
        """Whether World Tree's bonus is out of reach with the suits `sm` and the cards `sure`
        surely blanked: where step 4 is read exactly (no Island, no Angel), every card but the
        "BLANKED unless" ones and `unknown` (the card moved, where it does not blank, or where
        `sm` are the suits before the move) is surely blanked or surely not, and two cards
        surely not blanked in one suit keep the bonus out."""
        return self.exact and _clashing(sm, self._surely_unblanked(sure, unknown))

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

    def sure(self, h: Context, moved: int, suit: int = -1) -> int:
        """The cards surely blanked once the Book of Changes moved the card `moved` (`h` with the
        suits after the move, `suit` that card's), that card apart but where it blanks."""
        if not moved & self.blanking:
            sure = self.staying(moved)                  # blanked before the move, maybe not after
            if moved:
                sure |= self.blanked_at(h, h.suit_cards, moved, suit)
        else:
            sure = self.moved_chain(h, moved, suit) if self.blankers else 0     # the card moved read after
            sure |= self._blanked_with(moved)           # none where a penalty cleared may blank
        if self.lacking:
            mask = h.hand
            h.no_army = self.no_army
            if moved & self.wanting:
                moved &= self._may_lose_penalty(h, moved)
            h.active = mask & ~(sure & ~PHOENIX_PROMO_BIT)    # a blanked Phoenix (Promo) keeps its suits
            for bit, lacking in self.lacking:
                if bit != moved and lacking(h, bit):
                    sure |= bit
            h.active = mask
        return sure

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

    def _may_lose_penalty(self, h: Context, moved: int) -> int:
        """`moved` if the card moved may lose its penalty in its new suit (a CLEARS, Island, the
        Undead kept), else 0 (its own "BLANKED unless" then reads as the others'); sets
        `no_army` as after the move."""
        h.no_army = 0
        cleared = clear(h) if h.hand & CLEARERS else 0
        sm = h.suit_cards
        island = (sm[FLOOD] | sm[FLAME]) if self.island else 0
        return moved & (cleared | island | guard(h)[0])


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


def _clashing(sm: list[int], fixed: int) -> bool:
    """Whether two cards of `fixed` share a suit of `sm`."""
    for cards in sm:
        cards &= fixed
        if cards & (cards - 1):
            return True
    return False
