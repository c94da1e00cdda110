"""A hand's plan: what of its cards' texts the scoring reads, found once per hand and
Doppelgänger penalty and remembered, since the best-choice search (and the game) score the same
hand again and again under different choices."""

from __future__ import annotations

from typing import NamedTuple

from realmkit.games.fantasy_realms.components.cards import (
    DEMON,
    DOPPELGANGER,
    NUM_IDS,
    PHOENIX_PROMO,
    STRENGTH,
    ids,
    named,
)
from realmkit.games.fantasy_realms.scoring.effects import Effect
from realmkit.games.fantasy_realms.scoring.hoard_bonuses import BONUS
from realmkit.games.fantasy_realms.scoring.penalties import BLANKED_UNLESS, BLANKS, PENALTY, PENALTY_CARDS


class Plan(NamedTuple):
    """What of a hand's texts the scoring reads, found once per hand and Doppelgänger penalty:
    the cards with a penalty, the penalties that may blank (card bit, BLANKS, BLANKED unless),
    the cards that score only their printed strength, the sums of those strengths met so far,
    the most they can add (the positive ones) and each one's most (bit, most), the other cards
    (card, bit, bonus, penalty), whether a text reads the names present and whether the hand
    holds a World Tree (whose bonus a blanked card can bring about), and the cards some blanking
    may reach (every card where a penalty BLANKS, Demon's too; else the "BLANKED unless" cards)."""

    penalized: int
    blanking: tuple[tuple[int, Effect | None, Effect | None], ...]
    plain: int
    sums: dict[int, int]
    plain_most: int
    plain_cards: tuple[tuple[int, int], ...]
    cards: tuple[tuple[int, int, Effect | None, Effect | None], ...]
    reads_names: bool
    tree: bool
    blankable: int


def _reads_names(effect: Effect | None) -> bool:
    """Whether a card's text (its code) reads the names present."""
    code = getattr(effect, "__code__", None)
    return code is not None and "names_present" in code.co_names


_ALL = range(NUM_IDS)
_CARD_ENTRY = tuple((i, 1 << i, BONUS[i], PENALTY[i]) for i in _ALL)
_BLANKING_ENTRY = tuple((1 << i, BLANKS[i], BLANKED_UNLESS[i]) if BLANKS[i] or BLANKED_UNLESS[i] else None
                        for i in _ALL)
_BLANKING_CARDS = sum(1 << i for i in _ALL if _BLANKING_ENTRY[i])
_PLAIN = sum(1 << i for i in _ALL
             if BONUS[i] is None and PENALTY[i] is None and i not in (DOPPELGANGER, PHOENIX_PROMO))
"""Cards that score their printed strength alone (a blanked Phoenix (Promo) keeps its suits at
strength 0, so it is scored apart)."""
_PLAIN_ENTRY = tuple((1 << i, max(STRENGTH[i], 0)) for i in _ALL)
_NAME_READERS = sum(1 << i for i in _ALL if _reads_names(BONUS[i]) or _reads_names(PENALTY[i])
                    or _reads_names(BLANKS[i]) or _reads_names(BLANKED_UNLESS[i]))
TREES = named("World Tree")
DEMON_BIT = 1 << DEMON
_PLANS: dict[tuple[int, int], Plan] = {}


def plan_of(mask: int, copied_penalty: int) -> Plan:
    """The plan of the hand `mask`, remembered (the search and the game score the same hands again);
    built from per-card tables, the Doppelgänger taking the penalty it copies (a copy of a card
    without a penalty plans as no copy)."""
    dopp = mask >> DOPPELGANGER & 1
    copies_penalty = dopp and copied_penalty >= 0 and PENALTY_CARDS >> copied_penalty & 1
    if not copies_penalty:
        copied_penalty = -1
    plan = _PLANS.get((mask, copied_penalty))
    if plan is not None:
        return plan
    if len(_PLANS) > 100_000:
        _PLANS.clear()
    penalized = mask & PENALTY_CARDS
    if copies_penalty:
        penalized |= 1 << DOPPELGANGER
    blanking_entries: list[tuple[int, Effect | None, Effect | None]] = []
    entries: list[tuple[int, int, Effect | None, Effect | None]] = []
    plain_entries: list[tuple[int, int]] = []
    for i in ids(mask & ~(1 << DOPPELGANGER)):     # one pass over the cards, in order
        entry = _BLANKING_ENTRY[i]
        if entry is not None:
            blanking_entries.append(entry)
        if _PLAIN >> i & 1:
            plain_entries.append(_PLAIN_ENTRY[i])
        else:
            entries.append(_CARD_ENTRY[i])
    copied = _BLANKING_ENTRY[copied_penalty] if copies_penalty else None
    if copied is not None:
        blanking_entries.append((1 << DOPPELGANGER, copied[1], copied[2]))   # the highest bit
    if dopp:
        penalty = PENALTY[copied_penalty] if copies_penalty else None
        entries.append((DOPPELGANGER, 1 << DOPPELGANGER, None, penalty))
    blanking = tuple(blanking_entries)
    plain = mask & _PLAIN
    cards = tuple(entries)
    reads_names = bool(mask & _NAME_READERS or (copies_penalty and _NAME_READERS >> copied_penalty & 1))
    plain_cards = tuple(plain_entries)
    blankable = sum(bit for bit, _, unless in blanking if unless is not None)
    if any(blanks is not None for _, blanks, _ in blanking) or mask & DEMON_BIT or (
            dopp and copied_penalty == DEMON):
        blankable = mask
    plan = Plan(penalized, blanking, plain, {}, sum(most for _, most in plain_cards), plain_cards, cards,
                reads_names, bool(mask & TREES), blankable)
    _PLANS[(mask, copied_penalty)] = plan
    return plan
