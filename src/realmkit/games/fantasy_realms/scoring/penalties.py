"""Every card's penalty text as code: penalties that take points, that BLANK other cards, and
that blank the card itself ("BLANKED unless"). See effects.py for how a text reads the hand."""

from __future__ import annotations

from typing import Any

from realmkit.games.fantasy_realms.components.cards import (
    ARMY,
    BEAST,
    BUILDING,
    DEMON,
    DRAGON,
    FLAME,
    FLOOD,
    ISLAND,
    LAND,
    LEADER,
    LIGHTNING,
    MOUNTAIN,
    NECROMANCERS,
    NUM_IDS,
    OUTSIDER,
    PHOENIX,
    UNDEAD,
    UNICORN,
    WEATHER,
    WILD,
    WIZARD,
    named,
)
from realmkit.games.fantasy_realms.scoring.effects import bits, count, count_other, table, with_any

# --- penalties that take points ------------------------------------------------------------------

def swamp_penalty(h: Any, me: int) -> int:
    """-3 for each Army and Flame."""
    armies = 0 if h.no_army & me else count(h, ARMY)
    return -3 * (armies + count(h, FLAME))


def blizzard_penalty(h: Any, me: int) -> int:
    """-5 for each Army, Leader, Beast, and Flame."""
    armies = 0 if h.no_army & me else count(h, ARMY)
    return -5 * (armies + count(h, LEADER) + count(h, BEAST) + count(h, FLAME))


def knights_penalty(h: Any, me: int) -> int:
    """-8 unless with at least one Leader."""
    return 0 if with_any(h, LEADER, me) else -8


def light_cavalry_penalty(h: Any, me: int) -> int:
    """-2 for each Land."""
    return -2 * count(h, LAND)


def dwarvish_infantry_penalty(h: Any, me: int) -> int:
    """-2 for each other Army."""
    return 0 if h.no_army & me else -2 * count_other(h, ARMY, me)


def warlock_lord_penalty(h: Any, me: int) -> int:
    """-10 for each Leader and other Wizard."""
    return -10 * (count(h, LEADER) + count_other(h, WIZARD, me))


def empress_penalty(h: Any, me: int) -> int:
    """-5 for each other Leader."""
    return -5 * count_other(h, LEADER, me)


def dragon_penalty(h: Any, me: int) -> int:
    """-40 unless with at least one Wizard."""
    return 0 if with_any(h, WIZARD, me) else -40


# --- penalties that BLANK other cards: the cards of the hand they would blank ---------------------

WILDFIRE_SPARES = bits(MOUNTAIN, ISLAND, UNICORN, DRAGON) | named("Great Flood")


def great_flood_blanks(h: Any, me: int) -> int:
    """BLANKS all Armies, all Lands except Mountain, and all Flames except Lightning."""
    sm = h.suit_cards
    armies = 0 if h.no_army & me else sm[ARMY]
    return (armies | sm[LAND] & ~h.named(1 << MOUNTAIN) | sm[FLAME] & ~h.named(1 << LIGHTNING)) & h.hand


def rainstorm_blanks(h: Any, me: int) -> int:
    """BLANKS all Flames except Lightning."""
    return h.suit_cards[FLAME] & h.hand & ~h.named(1 << LIGHTNING)


def blizzard_blanks(h: Any, me: int) -> int:
    """BLANKS all Floods."""
    return h.suit_cards[FLOOD] & h.hand


def wildfire_blanks(h: Any, me: int) -> int:
    """BLANKS all cards except Flames, Wizards, Weather, Weapons, Artifacts, Mountain, Great Flood,
    Island, Unicorn and Dragon."""
    sm = h.suit_cards
    burns = (sm[ARMY] | sm[LEADER] | sm[BEAST] | sm[LAND] | sm[FLOOD] | sm[WILD] | sm[BUILDING]
             | sm[OUTSIDER] | sm[UNDEAD])
    spared = sm[FLAME] | sm[WIZARD] | sm[WEATHER]   # the Phoenix counts as a Flame and a Weather
    return burns & h.hand & ~spared & ~h.named(WILDFIRE_SPARES)


def basilisk_blanks(h: Any, me: int) -> int:
    """BLANKS all Armies, Leaders, and other Beasts."""
    sm = h.suit_cards
    armies = 0 if h.no_army & me else sm[ARMY]
    return (armies | sm[LEADER] | sm[BEAST] & ~me) & h.hand


def great_flood_ch_blanks(h: Any, me: int) -> int:
    """BLANKS all Armies, all Buildings, all Lands except Mountain, and all Flames except Lightning."""
    return great_flood_blanks(h, me) | h.suit_cards[BUILDING] & h.hand


def crypt_blanks(h: Any, me: int) -> int:
    """BLANKs all Leaders."""
    return h.suit_cards[LEADER] & h.hand


def demon_blanks(h: Any) -> int:
    """For every non-Outsider card: If that card is the only card you have in that suit, then that
    card is BLANKED (a card of several suits, the Phoenix, when it is alone in any of them). This
    takes place before any other BLANKING."""
    hand, targets = h.hand, 0
    for cards in h.suit_cards:
        cards &= hand
        if cards and not cards & (cards - 1):
            targets |= cards
    return targets & ~h.suit_cards[OUTSIDER]


# --- penalties that blank the card itself: True when it is blanked --------------------------------

def smoke_blanked(h: Any, me: int) -> int:
    """This card is BLANKED unless with at least one Flame."""
    return not with_any(h, FLAME, me)


def warship_blanked(h: Any, me: int) -> int:
    """BLANKED unless with at least one Flood."""
    return not with_any(h, FLOOD, me)


def war_dirigible_blanked(h: Any, me: int) -> int:
    """BLANKED unless with at least one Army. BLANKED with any Weather. Once a CLEARS took the
    word Army from this penalty (Rangers, Warship when it is a Flood), no Army is needed."""
    return war_dirigible_lacking(h, me) or war_dirigible_weather(h, me)


def war_dirigible_lacking(h: Any, me: int) -> int:
    """BLANKED unless with at least one Army (no Army needed once the word Army is cleared)."""
    return not (h.no_army & me or with_any(h, ARMY, me))


def war_dirigible_weather(h: Any, me: int) -> int:
    """BLANKED with any Weather (the Phoenix may not BLANK); made a Weather by the Book of
    Changes, it is one itself (see effects.with_any)."""
    return bool(h.suit_cards[WEATHER] & h.active & ~(me & ~h.changed) & ~(1 << PHOENIX))


def garden_blanked(h: Any, me: int) -> int:
    """BLANKED by any Undead, Necromancer, or Demon."""
    return with_any(h, UNDEAD, me) or bool(h.named(NECROMANCERS | 1 << DEMON) & h.active & ~me)


def phoenix_blanked(h: Any, me: int) -> int:
    """BLANKED with any Flood."""
    return with_any(h, FLOOD, me)


PENALTY = table({
    "Swamp": swamp_penalty, "Blizzard": blizzard_penalty, "Knights": knights_penalty,
    "Light Cavalry": light_cavalry_penalty, "Dwarvish Infantry": dwarvish_infantry_penalty,
    "Warlock Lord": warlock_lord_penalty, "Empress": empress_penalty, "Dragon": dragon_penalty,
})
PENALTY_UNLESS = frozenset((knights_penalty, dragon_penalty))
"""The penalties that take points unless with some card: with more cards unblanked they take no
more; the others count cards, and with fewer take no more (the search's bound reads both)."""
BLANKS = table({
    "Great Flood": great_flood_blanks, "Rainstorm": rainstorm_blanks, "Blizzard": blizzard_blanks,
    "Wildfire": wildfire_blanks, "Basilisk": basilisk_blanks, "Crypt": crypt_blanks,
}, {"Great Flood": great_flood_ch_blanks})
BLANKED_UNLESS = table({
    "Smoke": smoke_blanked, "Warship": warship_blanked, "War Dirigible": war_dirigible_blanked,
    "Garden": garden_blanked, "Phoenix": phoenix_blanked, "Phoenix (Promo)": phoenix_blanked,
})
BLANKED_WITH = table({
    "War Dirigible": war_dirigible_weather, "Garden": garden_blanked, "Phoenix": phoenix_blanked,
    "Phoenix (Promo)": phoenix_blanked,
})
"""The part of a "BLANKED unless" text that blanks with some card: true with some cards
unblanked, it stays true with more (the search's bound reads it with the cards never blanked)."""
BLANKED_LACKING = table({
    "Smoke": smoke_blanked, "Warship": warship_blanked, "War Dirigible": war_dirigible_lacking,
})
"""The part of a "BLANKED unless" text that blanks for want of some card: true with some cards
unblanked, it stays true with fewer (the search's bound reads it without the cards surely
blanked)."""
PENALTY_CARDS = sum(1 << i for i in range(NUM_IDS) if PENALTY[i] or BLANKS[i] or BLANKED_UNLESS[i])
PENALTY_CARDS |= 1 << DEMON   # Demon's blanking comes before all others (scoring.aim)
