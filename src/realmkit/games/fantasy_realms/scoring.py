"""Scoring a hand with its wild choices made, in the order of effects of the rulebook's Q&A:

1. Doppelgänger, Mirage and Shapeshifter take what they copy; 2. Book of Changes changes a suit;
3. every CLEARS applies (even from a card blanked later); 4. Demon blanks before all other
blanking; penalties that BLANK apply, starting with cards no other card blanks; a card blanked
only by blanked cards stays; cards that blank each other in a cycle are all blanked; 5. "BLANKED
unless" conditions settle on the unblanked cards; 6. unblanked cards score base strength, bonus
and penalty. Angel, the card it protects, and the Undead beside Lich or the new Necromancer are
never blanked; the Phoenix is not blanked by another card.
"""

from __future__ import annotations

from typing import NamedTuple

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BASE_DECK,
    BASE_SUITS,
    BEAST,
    BEASTMASTER,
    CAVERN,
    DEMON,
    DOPPELGANGER,
    FLOOD,
    HOARD_SUITS,
    LICH,
    MIRAGE,
    MIRAGE_CH,
    MOUNTAIN,
    NAMES,
    NECROMANCER_CH,
    NEW_CARDS,
    NUM_IDS,
    PHOENIX,
    PHOENIX_PROMO,
    PROTECTION_RUNE,
    RANGERS,
    RANGERS_CH,
    SHAPESHIFTER,
    SHAPESHIFTER_CH,
    STRENGTH,
    SUIT,
    SUIT_MASK,
    SUITS,
    UNDEAD,
    WARSHIP,
    WEATHER,
    WILD,
    ids,
)
from realmkit.games.fantasy_realms.effects import BONUS, Effect
from realmkit.games.fantasy_realms.penalties import PENALTY, demon_blanks
from realmkit.games.fantasy_realms.plan import Plan, plan_of
from realmkit.games.fantasy_realms.step4 import penalties_blank


class Choices(NamedTuple):
    """What the choice cards do; -1 where a card is not used (a wild card stays itself)."""

    doppelganger: int = -1
    mirage: int = -1
    shapeshifter: int = -1
    book_target: int = -1
    book_suit: int = -1
    island: int = -1
    angel: int = -1


class Table(NamedTuple):
    """What a score reads beyond the hand: the cards in play (what the wild cards may copy; with
    The Cursed Hoard's new suits the Book of Changes has thirteen suits), the number of players
    (Genie), the discard area (Undead) and the most cards a hand keeps (0: no limit)."""

    deck: int = BASE_DECK
    players: int = 0
    discard: int = 0
    cap: int = 0

    @property
    def suits(self) -> tuple[int, ...]:
        """The suits the Book of Changes may give."""
        return HOARD_SUITS if self.deck & NEW_CARDS else BASE_SUITS


NO_CHOICES = Choices()
BASE_TABLE = Table()
CLEARERS = sum(1 << c for c in (PROTECTION_RUNE, MOUNTAIN, CAVERN, BEASTMASTER, RANGERS, RANGERS_CH, WARSHIP))
"""The cards whose CLEARS `aim` applies; Island's, a choice, is applied by `total_with`."""
IDENTITY = tuple(range(NUM_IDS))
UNDEAD_KEEPERS = 1 << LICH | 1 << NECROMANCER_CH
"""Lich and the new Necromancer: "Undead may not be BLANKED"."""
DEMONS = 1 << DEMON | 1 << DOPPELGANGER
ANGEL_BIT, PHOENIX_BIT, DEMON_BIT = (1 << c for c in (ANGEL, PHOENIX, DEMON))
PHOENIX_PROMO_BIT = 1 << PHOENIX_PROMO
ALL_RANGERS = 1 << RANGERS | 1 << RANGERS_CH
GUARDED = ANGEL_BIT | UNDEAD_KEEPERS | PHOENIX_BIT | DEMON_BIT
"""The cards that keep cards from blanking, or blank first (Demon): the rest of a hand needs none
of that work."""


class Context:
    """The hand as the effects see it (see effects.py): `hand` every card held, `active` those
    not blanked, `suit_cards[suit]` and `strength[card]` after the wild cards and the Book of
    Changes, `name[card]` the name a card bears, `names_present` the names among unblanked
    cards, `copies` (bit, name) of the cards that took another's name, `copied` their bits,
    `no_army` the cards whose penalty lost the word Army, `changed` the card whose suit the Book
    of Changes changed (it meets its own "with"), `penalized` the cards whose penalty is not
    cleared, `zeroed` a blanked Phoenix (Promo) that keeps its suits, `table` what lies beyond
    the hand."""

    __slots__ = ("active", "changed", "copied", "copies", "hand", "name", "names_present", "no_army",
                 "penalized", "strength", "suit_cards", "table", "zeroed")

    def __init__(self, hand: int, table: Table = BASE_TABLE) -> None:
        self.table = table
        self.penalized = self.zeroed = 0
        self.hand = hand
        self.active = hand
        self.suit_cards: tuple[int, ...] | list[int] = SUIT_MASK
        self.strength: tuple[int, ...] | list[int] = STRENGTH
        self.name: tuple[int, ...] | list[int] = IDENTITY
        self.copies: list[tuple[int, int]] = []
        self.copied = 0
        self.names_present = hand
        self.no_army = 0
        self.changed = 0

    def named(self, names: int) -> int:
        """The cards of the hand whose (copied) name is among `names`."""
        found = self.hand & names & ~self.copied
        for bit, name in self.copies:
            if names >> name & 1:
                found |= bit
        return found

    def count_names(self, names: int) -> int:
        """How many unblanked cards bear one of `names`."""
        count = (self.active & ~self.copied & names).bit_count()
        for bit, name in self.copies:
            if names >> name & 1 and self.active & bit:
                count += 1
        return count

    def count_named(self, card: int) -> int:
        """How many unblanked cards bear the name of `card`."""
        count = (self.active & ~self.copied) >> card & 1
        for bit, name in self.copies:
            if name == card and self.active & bit:
                count += 1
        return count


def prepare(ch: Choices, mask: int = 0) -> tuple[list[int], list[int] | tuple[int, ...], list[int],
                                                 list[tuple[int, int]], int, int]:
    """Steps 1 and 2: suit masks, base strengths, names, copies, copied bits and the bit of the
    card whose suit the Book of Changes changed, after the choices (`mask`, the hand, tells the
    Mirage and Shapeshifter of The Cursed Hoard from the base ones)."""
    sm = list(SUIT_MASK)
    name = list(IDENTITY)
    copies: list[tuple[int, int]] = []
    copied = 0
    mirage = MIRAGE_CH if mask >> MIRAGE_CH & 1 else MIRAGE
    shapeshifter = SHAPESHIFTER_CH if mask >> SHAPESHIFTER_CH & 1 else SHAPESHIFTER
    for card, copy in ((DOPPELGANGER, ch.doppelganger), (mirage, ch.mirage), (shapeshifter, ch.shapeshifter)):
        if copy >= 0:
            bit = 1 << card
            sm[WILD] &= ~bit
            sm[SUIT[copy]] |= bit
            name[card] = copy
            copies.append((bit, copy))
            copied |= bit
    st: list[int] | tuple[int, ...] = STRENGTH
    if ch.doppelganger >= 0:
        st = list(STRENGTH)
        st[DOPPELGANGER] = STRENGTH[ch.doppelganger]
    changed = change_suit(sm, ch.book_target, ch.book_suit) if ch.book_target >= 0 else 0
    return sm, st, name, copies, copied, changed


def change_suit(sm: list[int], card: int, suit: int) -> int:
    """Book of Changes: `card` leaves its suit for `suit`; its bit if that is another suit. The
    Phoenix (Promo) leaves its printed suit, Beast, and stays a Flame and a Weather card."""
    bit = 1 << card
    current = SUIT[card] if sm[SUIT[card]] & bit else next(s for s, cards in enumerate(sm) if cards & bit)
    if current == suit:
        return 0
    sm[current] &= ~bit
    sm[suit] |= bit
    return bit


def _settle_conditions(h: Context, conditional: list[tuple[int, Effect]], base: int, kept: int) -> int:
    """Step 5: "BLANKED unless" conditions on the unblanked cards `base`, settled until stable.
    A card reads its own condition unblanked (a card the Book of Changes changed meets its own
    "with"); a card Angel keeps (`kept`) is never blanked; a blanked Phoenix (Promo) keeps its
    suits. Cards that keep changing are blanked, with those blanked all along the cycle."""
    suits_kept = h.hand & PHOENIX_PROMO_BIT
    blanked = 0
    met = [0]
    while True:
        active = base & ~blanked | suits_kept
        now = 0
        for bit, condition in conditional:
            if base & bit & ~kept:
                h.active = active | bit
                if condition(h, bit):
                    now |= bit
        if now == blanked:
            return blanked
        if now in met:
            for state in met[met.index(now):]:
                now |= state
            return now
        met.append(now)
        blanked = now


Detail = list[tuple[int, int, int, bool, bool]]
"""Per card: the card, its bonus, its penalty, whether blanked, whether its penalty is cleared."""


def evaluate(hand: tuple[int, ...], mask: int, ch: Choices, detail: Detail | None = None,
             table: Table = BASE_TABLE) -> int:
    """The total of `hand` (its ids and bitmask) with choices `ch`; fills `detail` if given."""
    h = Context(mask, table)
    if ch != NO_CHOICES:
        h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(ch, mask)
    return total_of(h, hand, ch, detail)


def total_of(h: Context, hand: tuple[int, ...], ch: Choices, detail: Detail | None = None) -> int:
    """Steps 3 to 6 on a prepared context."""
    plan = plan_of(h.hand, ch.doppelganger)
    aimed = aim(h, plan, ch.doppelganger)
    return total_with(h, plan, aimed, ch.island, ch.angel, ch.doppelganger, hand, detail)


Aimed = tuple[int, int, list[tuple[int, int]], list[tuple[int, Effect]], int, int]
"""After step 3 without Island: penalties left, cards cleared, what each BLANKS penalty would
blank, the "BLANKED unless" conditions, what Demon would blank, the cards never blanked."""


def aim(h: Context, plan: Plan, copied_penalty: int = -1) -> Aimed:
    """Step 3 but for Island, and the targets of the penalties that may blank: none of it depends
    on what Island clears (or Angel protects), so the search finds it once for every such choice."""
    mask = h.hand
    penalized = plan.penalized
    cleared = 0
    if mask & CLEARERS:
        cleared = clear(h)
        penalized &= ~cleared
    kept = immune = demoned = 0
    if mask & GUARDED or copied_penalty == DEMON:
        kept, immune = guard(h)
        if mask & DEMON_BIT or (mask >> DOPPELGANGER & 1 and copied_penalty == DEMON):
            demoned = demon_blanks(h) & ~immune
    blankers = []
    conditional = []
    for bit, blanks, condition in plan.blanking:
        if penalized & bit:
            if blanks is not None:
                blankers.append((bit, blanks(h, bit) & ~immune))
            elif condition is not None:
                conditional.append((bit, condition))
    return penalized, cleared, blankers, conditional, demoned, kept


def clear(h: Context) -> int:
    """Step 3's CLEARS but Island's: the cards whose penalty is cleared; sets `no_army` (the cards
    whose penalty lost the word Army)."""
    mask = h.hand
    sm = h.suit_cards
    cleared = 0
    if mask >> PROTECTION_RUNE & 1:
        cleared = mask
    if mask >> MOUNTAIN & 1:
        cleared |= sm[FLOOD] & mask
    if mask >> CAVERN & 1:
        cleared |= sm[WEATHER] & mask
    if mask >> BEASTMASTER & 1:
        cleared |= sm[BEAST] & mask
    if mask & ALL_RANGERS:
        h.no_army = mask
    if mask >> WARSHIP & 1:
        h.no_army |= sm[FLOOD] & mask
    return cleared


def guard(h: Context) -> tuple[int, int]:
    """The cards never blanked (Angel, the Undead beside Lich or the new Necromancer), and those
    no other card blanks (with the Phoenix)."""
    mask = h.hand
    kept = mask & ANGEL_BIT
    if mask & UNDEAD_KEEPERS:
        kept |= h.suit_cards[UNDEAD] & mask
    return kept, kept | (mask & PHOENIX_BIT)


NOTHING = -(1 << 30)
"""Below every total."""
Cap = tuple[dict[int, int], int, int]
"""The most each card can score (by bit), the most of the hand, and the best total found."""
Met = dict[tuple[int, int, int], int]
"""The totals met under one context's suits, names and strengths, by the cards left unblanked,
the penalties left and the blanked Phoenix (Promo): other choices of Island and Angel that come
to the same need no scoring again."""


def total_with(h: Context, plan: Plan, aimed: Aimed, island: int, angel: int = -1, copied_penalty: int = -1,
               hand: tuple[int, ...] = (), detail: Detail | None = None, zeroed: int = 0,
               met: Met | None = None, cap: Cap | None = None) -> int:
    """Steps 3 (Island) to 6 once `aim` has run on the context; Angel protects `angel`; `met`
    remembers the totals under this context; with `cap`, a hand whose unblanked cards cannot
    score more than the best found is not scored (NOTHING)."""
    mask = h.hand
    penalized, cleared, blankers, conditional, demoned, kept = aimed
    if island >= 0:
        isle = 1 << island
        cleared |= isle
        if penalized & isle:
            penalized &= ~isle
            if blankers:
                blankers = [entry for entry in blankers if entry[0] != isle]
            if conditional:
                conditional = [entry for entry in conditional if entry[0] != isle]
    if angel >= 0:
        kept |= 1 << angel
        blankers = [(bit, targets & ~kept) for bit, targets in blankers]
    if demoned:
        if penalized & DEMONS & mask & ~(1 << DOPPELGANGER if copied_penalty != DEMON else 0):
            demoned &= ~kept
            blankers = [entry for entry in blankers if not demoned & entry[0]]
        else:
            demoned = 0
    blanked = demoned
    if blankers:
        blanked |= penalties_blank(blankers)
    if conditional:
        blanked |= _settle_conditions(h, conditional, mask & ~blanked, kept)
    if blanked & PHOENIX_PROMO_BIT and not zeroed:
        return _phoenix_blanked(h, plan, aimed, island, angel, copied_penalty, hand, detail, met, cap)
    if cap is not None:
        values, most, best = cap
        lost = blanked & ~zeroed
        while lost:
            low = lost & -lost
            most -= values[low]
            lost ^= low
        if most <= best:
            return NOTHING
    if met is not None:
        key = (mask & ~blanked, penalized, zeroed)
        if key in met:
            return met[key]
    h.penalized = penalized
    active = h.active = mask & ~blanked | zeroed
    if plan.reads_names and h.copied:
        nm = active & ~h.copied
        for bit, name in h.copies:
            if active & bit:
                nm |= 1 << name
        h.names_present = nm
    else:
        h.names_present = active
    if detail is not None:
        return _detailed(h, hand, penalized, cleared, copied_penalty, detail)
    st = h.strength
    plain = active & plan.plain
    total = plan.sums.get(plain)
    if total is None:
        total = plan.sums[plain] = sum(STRENGTH[i] for i in ids(plain))
    for i, bit, bonus, penalty in plan.cards:
        if active & bit:
            total += st[i]
            if bonus is not None:
                total += bonus(h, bit)
            if penalty is not None and penalized & bit:
                total += penalty(h, bit)
    if met is not None:
        met[key] = total
    return total


def _phoenix_blanked(h: Context, plan: Plan, aimed: Aimed, island: int, angel: int, copied_penalty: int,
                     hand: tuple[int, ...], detail: Detail | None, met: Met | None, cap: Cap | None) -> int:
    """Phoenix (Promo): "If this card is BLANKED for any reason, its base strength is reduced to 0
    but it retains its suits": the other cards see it, at strength 0."""
    saved = h.strength
    h.strength = [*saved[:PHOENIX_PROMO], 0, *saved[PHOENIX_PROMO + 1:]]
    h.zeroed = 1 << PHOENIX_PROMO
    try:
        return total_with(h, plan, aimed, island, angel, copied_penalty, hand, detail, h.zeroed, met, cap)
    finally:
        h.strength = saved
        h.zeroed = 0


def _detailed(h: Context, hand: tuple[int, ...], penalized: int, cleared: int, copied_penalty: int,
              detail: Detail) -> int:
    """Step 6 card by card, for the breakdown."""
    total = 0
    for i in hand:
        bit = 1 << i
        if not h.active & bit or h.zeroed & bit:
            detail.append((i, 0, 0, True, bool(cleared & bit)))
            continue
        bonus_fn = BONUS[i]
        bonus = bonus_fn(h, bit) if bonus_fn is not None else 0
        penalty_fn = PENALTY[copied_penalty if i == DOPPELGANGER else i] if penalized & bit else None
        penalty = penalty_fn(h, bit) if penalty_fn is not None else 0
        total += h.strength[i] + bonus + penalty
        detail.append((i, bonus, penalty, False, bool(cleared & bit)))
    return total


def _line(h: Context, book_suit: int, card: int, bonus: int, penalty: int, blanked: bool,
          cleared: bool) -> dict:
    """One card of the readable breakdown: its suit, the one the Book of Changes gave where it
    changed the card (the Phoenix (Promo) is a Flame and a Weather card too)."""
    if h.changed >> card & 1:
        suit = book_suit
    else:
        suit = next(s for s in range(len(SUITS)) if h.suit_cards[s] >> card & 1)
    base = 0 if blanked else h.strength[card]
    return {
        "card": NAMES[card],
        "name": NAMES[h.name[card]],
        "suit": None if blanked else SUITS[suit],
        "base": base,
        "bonus": bonus,
        "penalty": penalty,
        "blanked": blanked,
        "cleared": cleared,
        "total": base + bonus + penalty,
    }


def breakdown(hand: tuple[int, ...] | list[int], choices: Choices = NO_CHOICES,
              table: Table = BASE_TABLE) -> tuple[int, list[dict]]:
    """The total and one line per card: final name and suit, base, bonus, penalty, blanked, cleared."""
    detail: Detail = []
    hand = tuple(hand)
    mask = sum(1 << c for c in hand)
    h = Context(mask, table)
    if choices != NO_CHOICES:
        h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(choices, mask)
    total = total_of(h, hand, choices, detail)
    return total, [_line(h, choices.book_suit, *line) for line in detail]
