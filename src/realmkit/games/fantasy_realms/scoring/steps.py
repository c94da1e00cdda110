"""Steps 3 to 6 of the scoring, a hand's wild choices made (steps 1 and 2: hand.py), in the order of
effects of the rulebook's Q&A:

1. Doppelgänger, Mirage and Shapeshifter take what they copy; 2. Book of Changes changes a suit;
3. every CLEARS applies (even from a card blanked later); 4. Demon blanks before all other
blanking; penalties that BLANK apply, starting with cards no other card blanks; a card blanked
only by blanked cards stays; cards that blank each other in a cycle are all blanked; 5. "BLANKED
unless" conditions settle on the unblanked cards; 6. unblanked cards score base strength, bonus
and penalty. Angel, the card it protects, and the Undead beside Lich or the new Necromancer are
never blanked; the Phoenix is not blanked by another card.
"""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BEAST,
    BEASTMASTER,
    CAVERN,
    DEMON,
    DOPPELGANGER,
    FLOOD,
    LICH,
    MOUNTAIN,
    NECROMANCER_CH,
    PHOENIX,
    PHOENIX_PROMO,
    PROTECTION_RUNE,
    RANGERS,
    RANGERS_CH,
    STRENGTH,
    UNDEAD,
    WARSHIP,
    WEATHER,
    ids,
)
from realmkit.games.fantasy_realms.scoring.effects import Effect
from realmkit.games.fantasy_realms.scoring.hand import (
    BASE_TABLE,
    NO_CHOICES,
    Choices,
    Context,
    Table,
    prepare,
)
from realmkit.games.fantasy_realms.scoring.hoard_bonuses import BONUS
from realmkit.games.fantasy_realms.scoring.penalties import PENALTY, demon_blanks
from realmkit.games.fantasy_realms.scoring.plan import Plan, plan_of
from realmkit.games.fantasy_realms.scoring.step4 import penalties_blank

CLEARERS = sum(1 << c for c in (PROTECTION_RUNE, MOUNTAIN, CAVERN, BEASTMASTER, RANGERS, RANGERS_CH, WARSHIP))
"""The cards whose CLEARS `aim` applies; Island's, a choice, is applied by `total_with`."""


UNDEAD_KEEPERS = 1 << LICH | 1 << NECROMANCER_CH
"""Lich and the new Necromancer: "Undead may not be BLANKED"."""


DEMONS = 1 << DEMON | 1 << DOPPELGANGER


ANGEL_BIT, PHOENIX_BIT, DEMON_BIT = (1 << c for c in (ANGEL, PHOENIX, DEMON))


PHOENIX_PROMO_BIT = 1 << PHOENIX_PROMO


ALL_RANGERS = 1 << RANGERS | 1 << RANGERS_CH


GUARDED = ANGEL_BIT | UNDEAD_KEEPERS | PHOENIX_BIT | DEMON_BIT
"""The cards that keep cards from blanking, or blank first (Demon): the rest of a hand needs none
of that work."""


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


Cap = tuple[dict[int, int], int, int, int]
"""The most each card can score (by bit), the most of the hand but World Tree's bonus, that bonus
(0: none, or counted in the most) and the best total found."""


Met = dict[tuple[int, int, int], int]
"""The totals met under one context's suits, names and strengths, by the cards left unblanked,
the penalties left and the blanked Phoenix (Promo): other choices of Island and Angel that come
to the same need no scoring again."""


def total_with(h: Context, plan: Plan, aimed: Aimed, island: int, angel: int = -1, copied_penalty: int = -1,
               hand: tuple[int, ...] = (), detail: Detail | None = None, zeroed: int = 0,
               met: Met | None = None, cap: Cap | None = None) -> int:
    """Steps 3 (Island) to 6 once `aim` has run on the context; Angel protects `angel`; `met`
    remembers the totals under this context; with `cap`, a hand whose unblanked cards cannot
    score more than the best found is not scored (NOTHING): they score at most their most,
    World Tree's bonus only where no two of them share a suit."""
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
        values, most, tree, best = cap
        lost = blanked & ~zeroed
        while lost:
            low = lost & -lost
            most -= values[low]
            lost ^= low
        if most <= best and (most + tree <= best or _shared(h.suit_cards, mask & ~blanked)):
            return NOTHING                          # World Tree's bonus wants every card of a suit of its own
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


def _shared(suit_cards: tuple[int, ...] | list[int], cards: int) -> bool:
    """Whether two of `cards` share a suit."""
    for in_suit in suit_cards:
        in_suit &= cards
        if in_suit & (in_suit - 1):
            return True
    return False


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
