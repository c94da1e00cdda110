"""The most a hand can score once its suits, names and strengths are set (the wild cards and the
Book of Changes chosen), whatever Island clears, Angel protects and the penalties blank: the
best-choice search skips the choices whose most is no more than the best total found, as they
cannot be taken ("a later choice only when it scores more").

A card scores its base strength, bonus and penalty, or nothing when blanked. Penalties take
points, so a card scores at most its strength and bonus, or nothing when that is less and some
card of the hand may blank it (in a hand without penalties, Genie's -50 + 10 per other player
is what it scores).
Blanking a card only takes it from the counts the bonuses read, so each bonus read with every
card unblanked is its most, but for the texts that a blanked card can raise: "if no Weather"
(Elven Archers) and "exactly two cards" (Chapel) count at their printed most, Gem of Order's
runs too in hands of more than ten cards, and World Tree ("every non-BLANKED card is a different
suit") is taken as the better of no bonus and its bonus with, of each suit, at most the card
that scores most left unblanked. Once the penalties have aimed (scoring.aim), a blanking penalty
that no card can blank, nor Island clear, surely blanks its targets, and Demon its own, but for
the one card Angel may protect.
"""

from __future__ import annotations

from collections.abc import Sequence

from realmkit.games.fantasy_realms.components.cards import (
    CHAPEL,
    DEMON,
    DOPPELGANGER,
    ELVEN_ARCHERS,
    GEM_OF_ORDER,
    ISLAND,
    WARSHIP,
    WORLD_TREE,
    WORLD_TREE_CH,
    ids,
)
from realmkit.games.fantasy_realms.scoring.effects import (
    Effect,
    world_tree,
)
from realmkit.games.fantasy_realms.scoring.hand import Context
from realmkit.games.fantasy_realms.scoring.hoard_bonuses import BONUS
from realmkit.games.fantasy_realms.scoring.penalties import (
    BLANKED_LACKING,
    BLANKED_WITH,
    PENALTY,
    PENALTY_UNLESS,
)
from realmkit.games.fantasy_realms.scoring.plan import Plan
from realmkit.games.fantasy_realms.scoring.step4 import settled_one
from realmkit.games.fantasy_realms.scoring.steps import ANGEL_BIT, DEMONS, PHOENIX_PROMO_BIT, Aimed

RISING = {ELVEN_ARCHERS: 5, CHAPEL: 40}
"""The bonuses that a blanked card can raise, at their most."""
SUIT_READING = frozenset(("suit_cards", "count", "count_other", "with_any", "world_tree"))
"""What a bonus's code reads (or calls) when it reads the suits of the hand."""


def _reads_suits(bonus: Effect) -> bool:
    """Whether a bonus (its code) may read suits; a bonus with no code to read is taken to."""
    code = getattr(bonus, "__code__", None)
    return code is None or bool(SUIT_READING & set(code.co_names))


BLIND = sum(1 << i for i, bonus in enumerate(BONUS)
            if bonus is not None and (i in RISING or not _reads_suits(bonus)))
"""The cards whose most reads no suit: their bonus reads none, or counts at its printed most."""
DEMON_BIT, WARSHIP_BIT = 1 << DEMON, 1 << WARSHIP
TREES = {WORLD_TREE: 50, WORLD_TREE_CH: 70}
"""World Tree's bonus, by printing."""
GEM_RUN_MOST = 150
"""Gem of Order's most for one run (seven strengths); a run takes three cards or more."""
GEM_STEADY = 10
"""Up to this many cards, Gem of Order's runs never score less for a card more (a run of seven
scores no more than one of eight, so runs of seven and three joined by an eleventh card score
less than apart): below it the runs of every card unblanked are its most."""


class Most:
    """The most each card of a prepared context `h` (steps 1 and 2 done) can score under any
    clearing, blanking and protection (`values`, by card bit), their sum (`total`, World Tree's
    bonus apart) and the World Tree held (`tree`, 0 if none); with `active`, the bonuses read
    only those cards (the cards not surely blanked: blanking more only takes cards from the
    counts, see above). Leaves `h` with every card unblanked and every penalty uncleared."""

    __slots__ = ("_lost", "_values", "others", "plain", "total", "tree")
    _values: dict[int, int] | None
    _lost: dict[int, tuple[int, int]] | None

    @property
    def ceiling(self) -> int:
        """The most of the hand, World Tree's bonus included."""
        return self.total + TREES[self.tree] if self.tree else self.total

    @property
    def values(self) -> dict[int, int]:
        """The most each card can score, by card bit (made when first asked)."""
        values = self._values
        if values is None:
            values = self._values = dict(self.plain)
            values.update(self.others)
        return values

    def __init__(self, h: Context, plan: Plan, active: int = -1) -> None:
        unblank(h, plan)
        if active >= 0:
            h.active = active                   # the cards not surely blanked: with fewer, no more
        st = h.strength
        others = []
        total = plan.plain_most
        tree = 0
        for i, bit, bonus, _ in plan.cards:
            value = st[i]
            if bonus is not None:
                if i in TREES and not tree:
                    tree = i
                else:
                    value += bonus_most(h, i, bit, bonus)
            if value < 0 and plan.blankable & bit:
                value = 0                       # a card that may be blanked scores at least nothing
            others.append((bit, value))
            total += value
        self.plain, self.others, self._values, self._lost = plan.plain_cards, others, None, None
        self.total, self.tree = total, tree
        if tree and world_tree(h, 1 << tree):
            self.total += TREES[tree]
            self.tree = 0
        h.active = h.hand

    @classmethod
    def of(cls, plan: Plan, others: list[tuple[int, int]], total: int) -> Most:
        """A most read elsewhere (`book_most`): the most of each card but the plain ones, and
        the sum, World Tree's bonus apart."""
        most = cls.__new__(cls)
        most.plain, most.others, most._values, most._lost = plan.plain_cards, others, None, None
        most.total, most.tree = total, 0
        return most

    def can_beat(self, best: int, clashes: tuple[int, ...] = (), moved: int = 0) -> bool:
        """Whether some choice of what is left may score more than `best`; World Tree's bonus is
        out of reach if two cards of one of `clashes` (see `clashes`) are not the `moved` one."""
        if self.total > best:
            return True
        if not self.tree or self.total + TREES[self.tree] <= best:
            return False
        return not any((cards & ~moved).bit_count() > 1 for cards in clashes)

    def can_beat_aimed(self, h: Context, aimed: Aimed, clearable: int, copied_penalty: int,
                       best: int) -> bool:
        """`can_beat` once the penalties have aimed: the cards surely blanked score nothing, but
        for the one Angel may protect, and World Tree needs the cards never blanked to differ
        in suit; Island may clear a penalty of `clearable`."""
        penalized = aimed[0]
        mask = h.hand
        reached = threatened(aimed)
        island = clearable if mask >> ISLAND & 1 else 0
        angel = mask & ANGEL_BIT
        sure = surely_blanked(h, aimed, clearable, copied_penalty)
        most = self.without(sure, angel)
        if most > best:
            taking = penalized & TAKERS & ~reached & ~island
            if not taking:
                return True
            best -= penalties_most(h, taking, mask & ~reached, copied_penalty)
            if most > best:
                return True
        return bool(self.tree) and self._tree_most(h, mask & ~reached, 0 if mask & ANGEL_BIT else sure) > best

    def angel_choices(self, h: Context, sure: int, threatened: int, best: int) -> list[int]:
        """Angel's choices worth scoring (-1: none; `threatened` the cards some blanking could
        reach), once the penalties have aimed: keeping none, or a card not of `sure`
        (`surely_blanked`), leaves every card of `sure` blanked, keeping one of them every
        other; World Tree's bonus needs the cards never blanked, the card kept among them, to
        differ in suit. A choice whose most is no more than `best` is left out."""
        values = self.values
        left = self.without(sure, 0)
        tree = TREES[self.tree] if self.tree else 0
        fixed = h.hand & ~threatened
        out = []
        for card in (-1, *ids(threatened & ~ANGEL_BIT)):
            bit = 1 << card if card >= 0 else 0
            most = left + values[bit] if bit & sure else left
            if most > best or (tree and most + tree > best and self.with_tree(
                    tree, h.suit_cards, h.hand, fixed | bit, sure & ~bit) > best):
                out.append(card)
        return out

    def without(self, sure: int, angel: int) -> int:
        """The most with the cards of `sure` blanked, but for the one an Angel may protect."""
        if not sure:
            return self.total
        known = self._lost
        if known is None:
            known = self._lost = {}
        found = known.get(sure)
        if found is None:
            values = self.values
            lost = top = 0
            cards = sure
            while cards:
                low = cards & -cards
                value = values[low]
                lost += value
                if value > top:
                    top = value
                cards ^= low
            found = known[sure] = lost, top
        return self.total - found[0] + (found[1] if angel else 0)

    def _tree_most(self, h: Context, fixed: int, sure: int) -> int:
        """The most the hand scores with World Tree's bonus: blanking cards may leave every card
        of a different suit, and the cards left, at most one of each suit, each counted in one
        suit of its own, score at most the sum over suits of the most a card of the suit scores,
        or of the card of the suit never blanked (`fixed`); a card surely blanked (`sure`) has
        no suit and scores nothing; with two cards never blanked in a suit, nothing (the bonus
        is out of reach)."""
        return self.with_tree(TREES[self.tree], h.suit_cards, h.hand, fixed, sure)

    def with_tree(self, bonus: int, suit_cards: Sequence[int], hand: int, fixed: int, sure: int) -> int:
        """`_tree_most` with World Tree's `bonus`, the suits `suit_cards` and the cards `hand`."""
        hand, values = hand & ~sure, self.values
        for cards in suit_cards:
            cards &= fixed
            if cards & (cards - 1):
                return 0
        left = 0
        for cards in suit_cards:
            cards &= hand
            stays = cards & fixed
            if stays:
                left += values[stays]
                continue
            most = 0
            while cards:
                low = cards & -cards
                if values[low] > most:
                    most = values[low]
                cards ^= low
            left += most
        return bonus + left


def least_values(by_suit: dict[int, Most]) -> dict[int, int]:
    """The least of each card's most over the Book of Changes' target suits (`by_suit`, see
    `wild.book_most`): what a card scores at most whatever suit the move gives."""
    low: dict[int, int] = {}
    for most in by_suit.values():
        if not low:
            low.update(most.plain)
            low.update(most.others)
            continue
        for bit, value in most.others:
            if value < low[bit]:
                low[bit] = value
    return low


def surely_blanked(h: Context, aimed: Aimed, clearable: int, copied_penalty: int) -> int:
    """The cards surely blanked once the penalties have aimed, whatever Island clears (a penalty
    of `clearable`) and whichever card Angel keeps but that card: Demon's, step 4 as far as it is
    sure (`step4.settled_one`), the "BLANKED unless" cards that their text blanks with the cards
    never blanked alone, and (without Angel, which may keep a card one of them needs) those
    blanked for want of a card among the cards not surely blanked."""
    penalized, _, blankers, conditional, demoned, kept = aimed
    mask = h.hand
    island = clearable if mask >> ISLAND & 1 else 0
    angel = mask & ANGEL_BIT
    sure = 0
    if demoned and penalized & DEMONS & mask & ~island & ~(
            1 << DOPPELGANGER if copied_penalty != DEMON else 0):
        sure = demoned & ~kept
    if blankers:
        sure = settled_one(blankers, island, demoned, 0 if angel else sure, angel) | sure
    if conditional:
        sure |= _surely(h, conditional, mask & ~threatened(aimed), BLANKED_WITH) & ~kept & ~island
        if not angel:                           # Angel may keep a card that one of them needs
            left = mask & ~(sure & ~PHOENIX_PROMO_BIT)
            sure |= _surely(h, conditional, left, BLANKED_LACKING) & ~kept & ~island
    return sure


TAKERS = sum(1 << card for card, penalty in enumerate(PENALTY) if penalty is not None) | 1 << DOPPELGANGER
"""The cards whose penalty may take points (the Doppelganger's when it copies one)."""


def penalties_most(h: Context, cards: int, fixed: int, copied_penalty: int) -> int:
    """The most the penalties that take points of `cards` (never blanked, never cleared) take
    away, at least: those that count cards read with the cards never blanked (`fixed`) alone,
    those "unless with" a card with every card unblanked (penalties.PENALTY_UNLESS)."""
    total = 0
    active = h.active
    for card in ids(cards):
        penalty = PENALTY[copied_penalty if card == DOPPELGANGER else card]
        if penalty is not None:
            h.active = h.hand if penalty in PENALTY_UNLESS else fixed
            total += penalty(h, 1 << card)
    h.active = active
    return total


def clashes(h: Context, plan: Plan, aimed: Aimed, copied_penalty: int) -> tuple[int, ...]:
    """Before the Book of Changes: the cards of each suit never blanked, where they are two or
    more (World Tree's bonus is then out of reach). Moving another card leaves them so (see
    `moved`); but a Demon (alone in a suit) may change with any card, so with it there are none."""
    if h.hand & DEMON_BIT or copied_penalty == DEMON:
        return ()
    fixed = h.hand & ~threatened(aimed)
    return tuple(cards for cards in (cards & fixed for cards in h.suit_cards) if cards & (cards - 1))


def moved(h: Context, plan: Plan, card: int) -> int:
    """What `clashes` must leave out once the Book of Changes moved `card`: the card itself. What
    a penalty blanks depends on the suits and names of the cards it blanks, and on the suit of
    the card that bears it only for that card itself (a Wildfire made an Army burns itself) or
    through Warship (a Flood's penalty loses the word Army): with Warship, moving a blanking
    card may change every clash (-1); a "BLANKED unless" card blanks only itself."""
    if h.hand & WARSHIP_BIT and any(bit == card for bit, blanks, _ in plan.blanking if blanks is not None):
        return -1
    return card


def unblank(h: Context, plan: Plan) -> None:
    """`h` with every card unblanked, every penalty uncleared and the names of every card present."""
    mask = h.hand
    h.active = mask
    h.penalized = plan.penalized
    if plan.reads_names and h.copied:
        present = mask & ~h.copied
        for _, name in h.copies:
            present |= 1 << name
        h.names_present = present
    else:
        h.names_present = mask


def _surely(h: Context, conditional: list[tuple[int, Effect]], active: int,
            part: tuple[Effect | None, ...]) -> int:
    """The "BLANKED unless" cards that `part` of their text blanks with the cards `active`
    alone: BLANKED_WITH (blanks with some card) read with the cards never blanked stays true
    with more cards; BLANKED_LACKING (blanks for want of a card) read with the cards not surely
    blanked stays true with fewer."""
    sure = 0
    h.active = active
    for bit, _ in conditional:
        blanks = part[bit.bit_length() - 1]
        if blanks is not None and blanks(h, bit):
            sure |= bit
    h.active = h.hand
    return sure


def tree_bonus(mask: int) -> int:
    """World Tree's bonus in the hand `mask` (of the first printing held, as `Most` reads it)."""
    return next((most for tree, most in TREES.items() if mask >> tree & 1), 0)


def threatened(aimed: Aimed) -> int:
    """The cards some blanking could reach, once the penalties have aimed."""
    _, _, blankers, conditional, demoned, kept = aimed
    cards = demoned
    for _, targets in blankers:
        cards |= targets
    for bit, _ in conditional:
        cards |= bit
    return cards & ~kept


def bonus_most(h: Context, card: int, bit: int, bonus: Effect) -> int:
    """The most `card`'s bonus gives under any blanking (World Tree apart)."""
    if card in RISING:
        return RISING[card]
    if card == GEM_OF_ORDER and h.hand.bit_count() > GEM_STEADY:
        return GEM_RUN_MOST * (h.hand.bit_count() // 3)
    return bonus(h, bit)
