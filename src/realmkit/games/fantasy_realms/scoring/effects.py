"""The base game's bonus texts as code, one small function per text (The Cursed Hoard's:
hoard_bonuses.py, which also holds the table of every bonus; the penalties: penalties.py).

A function reads the hand through `h` (a scoring context, see hand.Context): `h.active`
is the mask of cards not blanked, `h.suit_cards[suit]` the cards of each suit (after the wild
cards and the Book of Changes), `h.names_present` the names present among unblanked cards,
`h.strength` base strengths, `h.no_army` the cards whose penalty lost the word Army
(Rangers, Warship), `h.penalized` the cards whose penalty is not cleared, `h.table` what lies
beyond the hand (players, discard area). `me` is the card's own bit, left out where the text
says "other" or "with" (another card).
Blanked cards have no suit, so every count is taken over `h.active`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from realmkit.games.fantasy_realms.components.cards import (
    ARMY,
    ARTIFACT,
    BEAST,
    BLIZZARD,
    BOOK_OF_CHANGES,
    DOPPELGANGER,
    DRAGON,
    DWARVISH_INFANTRY,
    ELVEN_ARCHERS,
    EMPRESS,
    ENCHANTRESS,
    FLAME,
    FLOOD,
    KING,
    LAND,
    LEADER,
    NUM_IDS,
    PRINCESS,
    QUEEN,
    RAINSTORM,
    SHIELD_OF_KETH,
    SMOKE,
    SWAMP,
    SWORD_OF_KETH,
    WARLORD,
    WEAPON,
    WEATHER,
    WILD,
    WILDFIRE,
    WIZARD,
    ids,
    named,
)
from realmkit.games.fantasy_realms.components.cards import BEASTMASTER as BEASTMASTER_ID

Effect = Callable[[Any, int], int]


def bits(*cards: int) -> int:
    return sum(1 << c for c in cards)


def count(h: Any, suit: int) -> int:
    return (h.suit_cards[suit] & h.active).bit_count()


def count_other(h: Any, suit: int, me: int) -> int:
    return (h.suit_cards[suit] & h.active & ~me).bit_count()


def with_any(h: Any, suit: int, me: int) -> bool:
    """"With any (one) SUIT": another card of the suit, or the card itself when the Book of
    Changes made it that suit (the rulebook's best hand turns a card into a Wizard for Candle
    and Bell Tower)."""
    return bool(h.suit_cards[suit] & h.active & ~(me & ~h.changed))


# --- bonuses -------------------------------------------------------------------------------------

SMOKE_AND_WILDFIRE = bits(SMOKE, WILDFIRE)
INFANTRY_OR_DRAGON = bits(DWARVISH_INFANTRY, DRAGON)
BLIZZARD_OR_FLOOD = bits(BLIZZARD) | named("Great Flood")
BELL_TOWERS = named("Bell Tower")
LONGBOW_FRIENDS = bits(ELVEN_ARCHERS, WARLORD, BEASTMASTER_ID)
UNICORN_FRIENDS = bits(EMPRESS, QUEEN, ENCHANTRESS)
GEM_RUNS = {3: 10, 4: 30, 5: 60, 6: 100}
COLLECTOR_SETS = {3: 10, 4: 40}


def mountain(h: Any, me: int) -> int:
    """+50 with both Smoke and Wildfire."""
    return 50 if h.names_present & SMOKE_AND_WILDFIRE == SMOKE_AND_WILDFIRE else 0


def cavern(h: Any, me: int) -> int:
    """+25 with Dwarvish Infantry or Dragon."""
    return 25 if h.names_present & INFANTRY_OR_DRAGON else 0


def bell_tower(h: Any, me: int) -> int:
    """+15 with any one Wizard."""
    return 15 if with_any(h, WIZARD, me) else 0


def forest(h: Any, me: int) -> int:
    """+12 for each Beast and Elven Archers."""
    return 12 * (count(h, BEAST) + h.count_named(ELVEN_ARCHERS))


def earth_elemental(h: Any, me: int) -> int:
    """+15 for each other Land."""
    return 15 * count_other(h, LAND, me)


def fountain_of_life(h: Any, me: int) -> int:
    """Add the base strength of any one Weapon, Flood, Flame, Land or Weather in your hand (the
    best one, itself included: the text has no "other")."""
    sm = h.suit_cards
    pool = (sm[WEAPON] | sm[FLOOD] | sm[FLAME] | sm[LAND] | sm[WEATHER]) & h.active
    return max((h.strength[i] for i in ids(pool)), default=0)


def water_elemental(h: Any, me: int) -> int:
    """+15 for each other Flood."""
    return 15 * count_other(h, FLOOD, me)


def rainstorm(h: Any, me: int) -> int:
    """+10 for each Flood."""
    return 10 * count(h, FLOOD)


def whirlwind(h: Any, me: int) -> int:
    """+40 with Rainstorm and either Blizzard or Great Flood."""
    return 40 if h.names_present >> RAINSTORM & 1 and h.names_present & BLIZZARD_OR_FLOOD else 0


def air_elemental(h: Any, me: int) -> int:
    """+15 for each other Weather."""
    return 15 * count_other(h, WEATHER, me)


def candle(h: Any, me: int) -> int:
    """+100 with Book of Changes, Bell Tower, and any one Wizard."""
    present = h.names_present
    return 100 if present >> BOOK_OF_CHANGES & 1 and present & BELL_TOWERS and with_any(h, WIZARD, me) else 0


def forge(h: Any, me: int) -> int:
    """+9 for each Weapon and Artifact."""
    return 9 * (count(h, WEAPON) + count(h, ARTIFACT))


def lightning(h: Any, me: int) -> int:
    """+30 with Rainstorm."""
    return 30 if h.names_present >> RAINSTORM & 1 else 0


def fire_elemental(h: Any, me: int) -> int:
    """+15 for each other Flame."""
    return 15 * count_other(h, FLAME, me)


def elven_archers(h: Any, me: int) -> int:
    """+5 if no Weather."""
    return 0 if h.suit_cards[WEATHER] & h.active else 5


def rangers(h: Any, me: int) -> int:
    """+10 for each Land."""
    return 10 * count(h, LAND)


def collector(h: Any, me: int) -> int:
    """+10, +40, +100 for three, four, five different cards in the same suit (every such suit)."""
    active = h.active
    if active.bit_count() < 3:
        return 0
    total = 0
    wild = h.suit_cards[WILD]
    for cards in h.suit_cards:
        cards &= active
        if cards.bit_count() >= 3:
            total += collector_set(h, cards, wild)
    return total


def collector_set(h: Any, cards: int, wild: int) -> int:
    """Collector's bonus for the unblanked `cards` of one suit (none where the suit holds one of
    `wild`, the Wild cards)."""
    count = cards.bit_count()
    if count < 3 or cards & wild:
        return 0
    different = len({h.name[i] for i in ids(cards)}) if cards & h.copied else count
    return 100 if different >= 5 else COLLECTOR_SETS.get(different, 0)


def collector_with_one_more(h: Any, card: int) -> list[int]:
    """Collector's bonus with `card` (in no suit, unblanked) put in each suit in turn, by suit:
    the sets of the other suits are the same for every suit, read once."""
    sm = h.suit_cards
    active = h.active | card
    if active.bit_count() < 3:
        return [0] * len(sm)
    wild = sm[WILD]
    held = [cards & active for cards in sm]
    sets = [collector_set(h, cards, wild) if cards.bit_count() >= 3 else 0 for cards in held]
    total = sum(sets)
    return [total - sets[suit] + collector_set(h, cards | card, wild) if cards.bit_count() >= 2 else total
            for suit, cards in enumerate(held)]


def beastmaster(h: Any, me: int) -> int:
    """+9 for each Beast."""
    return 9 * count(h, BEAST)


def enchantress(h: Any, me: int) -> int:
    """+5 for each Land, Weather, Flood, and Flame."""
    return 5 * (count(h, LAND) + count(h, WEATHER) + count(h, FLOOD) + count(h, FLAME))


def king(h: Any, me: int) -> int:
    """+5 for each Army. OR +20 for each Army if with Queen."""
    return (20 if h.names_present >> QUEEN & 1 else 5) * count(h, ARMY)


def queen(h: Any, me: int) -> int:
    """+5 for each Army. OR +20 for each Army if with King."""
    return (20 if h.names_present >> KING & 1 else 5) * count(h, ARMY)


def princess(h: Any, me: int) -> int:
    """+8 for each Army, Wizard, and other Leader."""
    return 8 * (count(h, ARMY) + count(h, WIZARD) + count_other(h, LEADER, me))


def warlord(h: Any, me: int) -> int:
    """The sum of the base strength of all Armies."""
    return sum(h.strength[i] for i in ids(h.suit_cards[ARMY] & h.active))


def empress(h: Any, me: int) -> int:
    """+10 for each Army."""
    return 10 * count(h, ARMY)


def unicorn(h: Any, me: int) -> int:
    """+30 with Princess. OR +15 with Empress, Queen, or Enchantress."""
    if h.names_present >> PRINCESS & 1:
        return 30
    return 15 if h.names_present & UNICORN_FRIENDS else 0


def warhorse(h: Any, me: int) -> int:
    """+14 with any Leader or Wizard."""
    return 14 if with_any(h, LEADER, me) or with_any(h, WIZARD, me) else 0


def hydra(h: Any, me: int) -> int:
    """+28 with Swamp."""
    return 28 if h.names_present >> SWAMP & 1 else 0


def magic_wand(h: Any, me: int) -> int:
    """+25 with any one Wizard."""
    return 25 if with_any(h, WIZARD, me) else 0


def sword_of_keth(h: Any, me: int) -> int:
    """+10 with any one Leader. OR +40 with both Leader and Shield of Keth."""
    if not with_any(h, LEADER, me):
        return 0
    return 40 if h.names_present >> SHIELD_OF_KETH & 1 else 10


def elven_longbow(h: Any, me: int) -> int:
    """+30 with Elven Archers, Warlord or Beastmaster."""
    return 30 if h.names_present & LONGBOW_FRIENDS else 0


def shield_of_keth(h: Any, me: int) -> int:
    """+15 with any one Leader. OR +40 with both Leader and Sword of Keth."""
    if not with_any(h, LEADER, me):
        return 0
    return 40 if h.names_present >> SWORD_OF_KETH & 1 else 15


def gem_of_order(h: Any, me: int) -> int:
    """+10, 30, 60, 100, 150 for a run of 3, 4, 5, 6, 7 base strengths. Every run scores
    (designer ruling), identical ones too: the longest runs are taken from the strengths held,
    then the longest runs of the strengths left, and so on (4, 4, 5, 5, 6, 6 hold two runs).
    Only unblanked cards: a blanked Phoenix (Promo) keeps its suits, not a strength in a run.
    Remembered by the cards unblanked and the Doppelgänger's strength, which a choice changes:
    the search reads the same runs again and again."""
    st = h.strength
    active = h.active & ~h.zeroed
    key = (active, st[DOPPELGANGER])
    total = _RUNS.get(key)
    if total is None:
        if len(_RUNS) > 100_000:
            _RUNS.clear()
        total = _RUNS[key] = _runs(sorted(st[i] for i in ids(active)))
    return total


_RUNS: dict[tuple[int, int], int] = {}


def _runs(left: list[int]) -> int:
    """Gem of Order's runs in the sorted strengths `left`."""
    total = 0
    while len(left) >= 3:
        values = sorted(set(left))
        run, taken = 1, []
        for i in range(1, len(values) + 1):
            if i < len(values) and values[i] == values[i - 1] + 1:
                run += 1
                continue
            if run >= 3:
                total += 150 if run >= 7 else GEM_RUNS[run]
                taken.extend(values[i - run:i])
            run = 1
        if not taken:
            break
        for value in taken:
            left.remove(value)
    return total


def world_tree(h: Any, me: int) -> int:
    """+50 if every non-BLANKED card is a different suit (a blanked Phoenix (Promo), which keeps
    its suits, is still BLANKED)."""
    active = h.active & ~h.zeroed
    for cards in h.suit_cards:
        cards &= active
        if cards & (cards - 1):
            return 0
    return 50


def jester(h: Any, me: int) -> int:
    """+3 for each other card with an odd base value. OR +50 if entire hand has odd base values
    (every card of the hand unblanked and odd)."""
    odd = sum(1 << i for i in ids(h.active) if h.strength[i] & 1)
    return 50 if odd == h.hand else 3 * (odd & ~me).bit_count()


def table(entries: dict[str, Effect], hoard: dict[str, Effect] | None = None) -> tuple[Effect | None, ...]:
    """Effects by card id: `entries` by name for the base and new cards, `hoard` for The Cursed
    Hoard's replacement cards."""
    from realmkit.games.fantasy_realms.components.cards import PRINTED, card_id

    table: list[Effect | None] = [None] * NUM_IDS
    for name, effect in entries.items():
        table[card_id(name, ALL_PRINTED)] = effect
    for card in PRINTED:
        if card.replaces and hoard and card.name in hoard:
            table[card.id] = hoard[card.name]
    return tuple(table)


ALL_PRINTED = (1 << NUM_IDS) - 1
