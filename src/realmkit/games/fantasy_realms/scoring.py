"""Scoring a hand with its wild choices made, in the order of effects of the rulebook's Q&A:

1. Doppelgänger, Mirage and Shapeshifter take what they copy; 2. Book of Changes changes a suit;
3. every CLEARS applies (even from a card blanked later); 4. penalties that BLANK apply, starting
with cards no other card blanks; a card blanked only by blanked cards stays; cards that blank
each other in a cycle are all blanked; 5. "BLANKED unless" conditions settle on the unblanked
cards; 6. unblanked cards score base strength, bonus and penalty.
"""

from __future__ import annotations

from typing import NamedTuple

from realmkit.games.fantasy_realms.cards import (
    BEAST,
    BEASTMASTER,
    CAVERN,
    DOPPELGANGER,
    FLOOD,
    MIRAGE,
    MOUNTAIN,
    NAMES,
    PROTECTION_RUNE,
    RANGERS,
    SHAPESHIFTER,
    STRENGTH,
    SUIT,
    SUIT_MASK,
    SUITS,
    WARSHIP,
    WEATHER,
    WILD,
    ids,
)
from realmkit.games.fantasy_realms.effects import BONUS, Effect
from realmkit.games.fantasy_realms.penalties import (
    PENALTY,
)
from realmkit.games.fantasy_realms.plan import Plan, plan_of


class Choices(NamedTuple):
    """What the choice cards do; -1 where a card is not used (a wild card stays itself)."""

    doppelganger: int = -1
    mirage: int = -1
    shapeshifter: int = -1
    book_target: int = -1
    book_suit: int = -1
    island: int = -1


NO_CHOICES = Choices()
CLEARERS = sum(1 << c for c in (PROTECTION_RUNE, MOUNTAIN, CAVERN, BEASTMASTER, RANGERS, WARSHIP))
"""The cards whose CLEARS `aim` applies; Island's, a choice, is applied by `total_with`."""
IDENTITY = tuple(range(len(NAMES)))


class Context:
    """The hand as the effects see it (see effects.py): `hand` every card held, `active` those
    not blanked, `suit_cards[suit]` and `strength[card]` after the wild cards and the Book of
    Changes, `name[card]` the name a card bears, `names_present` the names among unblanked
    cards, `copies` (bit, name) of the cards that took another's name, `copied` their bits,
    `no_army` the cards whose penalty lost the word Army, `changed` the card whose suit the Book
    of Changes changed (it meets its own "with")."""

    __slots__ = ("active", "changed", "copied", "copies", "hand", "name", "names_present", "no_army",
                 "strength", "suit_cards")

    def __init__(self, hand: int) -> None:
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

    def count_named(self, card: int) -> int:
        """How many unblanked cards bear the name of `card`."""
        count = (self.active & ~self.copied) >> card & 1
        for bit, name in self.copies:
            if name == card and self.active & bit:
                count += 1
        return count


def prepare(ch: Choices) -> tuple[list[int], list[int] | tuple[int, ...], list[int], list[tuple[int, int]],
                                  int, int]:
    """Steps 1 and 2: suit masks, base strengths, names, copies, copied bits and the bit of the
    card whose suit the Book of Changes changed, after the choices."""
    sm = list(SUIT_MASK)
    name = list(IDENTITY)
    copies: list[tuple[int, int]] = []
    copied = 0
    for card, copy in ((DOPPELGANGER, ch.doppelganger), (MIRAGE, ch.mirage), (SHAPESHIFTER, ch.shapeshifter)):
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
    """Book of Changes: `card` leaves its suit for `suit`; its bit if that is another suit."""
    bit = 1 << card
    if sm[suit] & bit:
        return 0
    for s, cards in enumerate(sm):
        if cards & bit:
            sm[s] = cards & ~bit
            break
    sm[suit] |= bit
    return bit


def _blanked(h: Context, blankers: list[tuple[int, int]]) -> int:
    """Step 4: the cards blanked by penalties, given (blanker bit, cards it would blank)."""
    if len(blankers) == 1:
        bit, targets = blankers[0]
        return bit if targets & bit else targets    # blanking itself, it is on a cycle
    everyone = union = 0
    for bit, targets in blankers:
        everyone |= bit
        union |= targets
    if not union & everyone:
        return union                                # no blanker blanks a blanker
    attackers: dict[int, int] = {}
    for bit, targets in blankers:
        for other, _ in blankers:
            if targets & other:
                attackers[other] = attackers.get(other, 0) | bit
    undecided = sum(bit for bit, _ in blankers)
    active = dead = 0
    while undecided:
        changed = False
        for bit, _ in blankers:
            if not undecided & bit:
                continue
            live = attackers.get(bit, 0) & ~dead
            if live & active:
                dead |= bit
            elif not live:
                active |= bit
            else:
                continue
            undecided &= ~bit
            changed = True
        if not changed:
            dead |= _on_cycles(attackers, undecided)
            undecided &= ~dead
    blanked = dead
    for bit, targets in blankers:
        if active & bit:
            blanked |= targets
    return blanked


def _on_cycles(attackers: dict[int, int], undecided: int) -> int:
    """The undecided blankers that blank themselves through a chain of undecided blankers."""
    cycles = 0
    for bit in ids(undecided):
        start = 1 << bit
        reach = attackers.get(start, 0) & undecided
        seen = 0
        while reach & ~seen:
            seen |= reach
            for b in ids(reach):
                reach |= attackers.get(1 << b, 0) & undecided
        if seen & start:
            cycles |= start
    return cycles


def _settle_conditions(h: Context, conditional: list[tuple[int, Effect]], base: int) -> int:
    """Step 5: "BLANKED unless" conditions on the unblanked cards, settled until stable; cards
    that keep changing are blanked."""
    blanked = 0
    seen = [0]
    for _ in range(len(conditional) + 2):
        h.active = base & ~blanked
        now = 0
        for bit, condition in conditional:
            if base & bit and condition(h, bit):
                now |= bit
        if now == blanked:
            return blanked
        if now in seen:
            return blanked | now
        seen.append(now)
        blanked = now
    return blanked


Detail = list[tuple[int, int, int, bool, bool]]
"""Per card: the card, its bonus, its penalty, whether blanked, whether its penalty is cleared."""


def evaluate(hand: tuple[int, ...], mask: int, ch: Choices, detail: Detail | None = None) -> int:
    """The total of `hand` (its ids and bitmask) with choices `ch`; fills `detail` if given."""
    h = Context(mask)
    if ch != NO_CHOICES:
        h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(ch)
    return total_of(h, hand, ch.doppelganger, ch.island, detail)


def total_of(h: Context, hand: tuple[int, ...], copied_penalty: int, island: int,
             detail: Detail | None = None) -> int:
    """Steps 3 to 6 on a prepared context (the Doppelgänger copies `copied_penalty`'s penalty)."""
    plan = plan_of(h.hand, copied_penalty)
    aimed = aim(h, plan)
    return total_with(h, plan, aimed, island, copied_penalty, hand, detail)


Aimed = tuple[int, int, list[tuple[int, int]], list[tuple[int, Effect]]]
"""After step 3 without Island: penalties left, cards cleared, what each BLANKS penalty would
blank, the "BLANKED unless" conditions."""


def aim(h: Context, plan: Plan) -> Aimed:
    """Step 3 but for Island, and the targets of the penalties that may blank: none of it depends
    on what Island clears, so the search finds it once for every Island choice."""
    mask = h.hand
    penalized = plan.penalized
    cleared = 0
    if mask & CLEARERS:
        sm = h.suit_cards
        if mask >> PROTECTION_RUNE & 1:
            cleared = mask
        if mask >> MOUNTAIN & 1:
            cleared |= sm[FLOOD] & mask
        if mask >> CAVERN & 1:
            cleared |= sm[WEATHER] & mask
        if mask >> BEASTMASTER & 1:
            cleared |= sm[BEAST] & mask
        if mask >> RANGERS & 1:
            h.no_army = mask
        if mask >> WARSHIP & 1:
            h.no_army |= sm[FLOOD] & mask
        penalized &= ~cleared
    blankers = []
    conditional = []
    for bit, blanks, condition in plan.blanking:
        if penalized & bit:
            if blanks is not None:
                blankers.append((bit, blanks(h, bit)))
            elif condition is not None:
                conditional.append((bit, condition))
    return penalized, cleared, blankers, conditional


def total_with(h: Context, plan: Plan, aimed: Aimed, island: int, copied_penalty: int = -1,
               hand: tuple[int, ...] = (), detail: Detail | None = None) -> int:
    """Steps 3 (Island) to 6 once `aim` has run on the context."""
    mask = h.hand
    penalized, cleared, blankers, conditional = aimed
    if island >= 0:
        isle = 1 << island
        cleared |= isle
        if penalized & isle:
            penalized &= ~isle
            if blankers:
                blankers = [entry for entry in blankers if entry[0] != isle]
            if conditional:
                conditional = [entry for entry in conditional if entry[0] != isle]
    blanked = 0
    if blankers:
        blanked = _blanked(h, blankers)
    if conditional:
        blanked |= _settle_conditions(h, conditional, mask & ~blanked)
    active = h.active = mask & ~blanked
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
    return total


def _detailed(h: Context, hand: tuple[int, ...], penalized: int, cleared: int, copied_penalty: int,
              detail: Detail) -> int:
    """Step 6 card by card, for the breakdown."""
    total = 0
    for i in hand:
        bit = 1 << i
        if not h.active & bit:
            detail.append((i, 0, 0, True, bool(cleared & bit)))
            continue
        bonus_fn = BONUS[i]
        bonus = bonus_fn(h, bit) if bonus_fn is not None else 0
        penalty_fn = PENALTY[copied_penalty if i == DOPPELGANGER else i] if penalized & bit else None
        penalty = penalty_fn(h, bit) if penalty_fn is not None else 0
        total += h.strength[i] + bonus + penalty
        detail.append((i, bonus, penalty, False, bool(cleared & bit)))
    return total


def _line(h: Context, card: int, bonus: int, penalty: int, blanked: bool,
          cleared: bool) -> dict:
    """One card of the readable breakdown."""
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


def breakdown(hand: tuple[int, ...] | list[int], choices: Choices = NO_CHOICES) -> tuple[int, list[dict]]:
    """The total and one line per card: final name and suit, base, bonus, penalty, blanked, cleared."""
    detail: Detail = []
    hand = tuple(hand)
    mask = sum(1 << c for c in hand)
    h = Context(mask)
    if choices != NO_CHOICES:
        h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(choices)
    total = total_of(h, hand, choices.doppelganger, choices.island, detail)
    return total, [_line(h, *line) for line in detail]
