"""The Cursed Hoard's bonus texts as code (its new cards and the replacement cards of its
edition), read as effects.py reads the base game's, and the table of every card's bonus
(`BONUS`)."""

from __future__ import annotations

from typing import Any

from realmkit.games.fantasy_realms.components.cards import (
    ARMY,
    ARTIFACT,
    BEAST,
    BUILDING,
    DEMON,
    FLAME,
    FLOOD,
    LAND,
    LEADER,
    NECROMANCERS,
    OUTSIDER,
    PRINTED_SUIT_MASK,
    UNDEAD,
    UNICORN,
    WARLOCK_LORD,
    WEAPON,
    WEATHER,
    WIZARD,
    ids,
)
from realmkit.games.fantasy_realms.scoring.effects import (
    air_elemental,
    beastmaster,
    bell_tower,
    bits,
    candle,
    cavern,
    collector,
    count,
    count_other,
    earth_elemental,
    elven_archers,
    elven_longbow,
    empress,
    enchantress,
    fire_elemental,
    forest,
    forge,
    fountain_of_life,
    gem_of_order,
    hydra,
    jester,
    king,
    lightning,
    magic_wand,
    mountain,
    princess,
    queen,
    rainstorm,
    rangers,
    shield_of_keth,
    sword_of_keth,
    table,
    unicorn,
    warhorse,
    warlord,
    water_elemental,
    whirlwind,
    with_any,
    world_tree,
)


def first_and_more(n: int) -> int:
    """+10 for the first card, +5 for each additional one."""
    return 10 + 5 * (n - 1) if n else 0


DUNGEON_NAMES = NECROMANCERS | bits(WARLOCK_LORD, DEMON)


def dungeon(h: Any, me: int) -> int:
    """+10 each for the first Undead, Beast, and Artifact. +5 for each additional card in any of
    these suits and Necromancer, Warlock Lord, Demon."""
    sm, active = h.suit_cards, h.active
    total = 5 * h.count_names(DUNGEON_NAMES)
    for suit in (UNDEAD, BEAST, ARTIFACT):
        total += first_and_more((sm[suit] & active).bit_count())
    return total


def castle(h: Any, me: int) -> int:
    """+10 for the first Leader, Army, Land, and other Building. +5 for each additional Building."""
    firsts = sum(10 for s in (LEADER, ARMY, LAND) if h.suit_cards[s] & h.active)
    return firsts + first_and_more(count_other(h, BUILDING, me))


def crypt(h: Any, me: int) -> int:
    """The sum of the base strength of all Undead."""
    return sum(h.strength[i] for i in ids(h.suit_cards[UNDEAD] & h.active))


def chapel(h: Any, me: int) -> int:
    """+40 if you have exactly two cards from among these suits: Leader, Wizard, Outsider, and Undead."""
    sm = h.suit_cards
    return 40 if ((sm[LEADER] | sm[WIZARD] | sm[OUTSIDER] | sm[UNDEAD]) & h.active).bit_count() == 2 else 0


def garden(h: Any, me: int) -> int:
    """+11 for each Leader and Beast."""
    return 11 * (count(h, LEADER) + count(h, BEAST))


def genie(h: Any, me: int) -> int:
    """+10 per other player."""
    return 10 * (h.table.players - 1)


def judge(h: Any, me: int) -> int:
    """+10 for each card that contains a Penalty that is not CLEARED (a penalty that only lost the
    word Army still counts)."""
    return 10 * (h.penalized & h.active & ~h.zeroed & ~me).bit_count()


def in_discard(h: Any, *suits: int) -> int:
    """How many cards of the discard area are of these printed suits (each suit counted): a
    Phoenix there is a Beast, its "also counts as a Flame and Weather card" being a bonus, which
    acts only in hand."""
    discard = h.table.discard
    return sum((PRINTED_SUIT_MASK[s] & discard).bit_count() for s in suits)


def dark_queen(h: Any, me: int) -> int:
    """+5 for each Land, Flood, Flame, Weather, and Unicorn in the discard area."""
    return 5 * (in_discard(h, LAND, FLOOD, FLAME, WEATHER) + (h.table.discard >> UNICORN & 1))


def ghoul(h: Any, me: int) -> int:
    """+4 for each Wizard, Leader, Army, Beast, and Undead in the discard area."""
    return 4 * in_discard(h, WIZARD, LEADER, ARMY, BEAST, UNDEAD)


def specter(h: Any, me: int) -> int:
    """+6 for each Wizard, Artifact, and Outsider in the discard area."""
    return 6 * in_discard(h, WIZARD, ARTIFACT, OUTSIDER)


def lich(h: Any, me: int) -> int:
    """+10 for Necromancer and each other Undead."""
    necromancers = h.count_names(NECROMANCERS)
    return 10 * (necromancers + count_other(h, UNDEAD, me))


def death_knight(h: Any, me: int) -> int:
    """+7 for each Weapon and Army in the discard area."""
    return 7 * in_discard(h, WEAPON, ARMY)


def bell_tower_ch(h: Any, me: int) -> int:
    """+15 with any one Wizard or Undead."""
    return 15 if with_any(h, WIZARD, me) or with_any(h, UNDEAD, me) else 0


def fountain_of_life_ch(h: Any, me: int) -> int:
    """Add the base strength of any one Building, Weapon, Flood, Flame, Land or Weather in your
    hand (the best one, itself included)."""
    sm = h.suit_cards
    pool = (sm[BUILDING] | sm[WEAPON] | sm[FLOOD] | sm[FLAME] | sm[LAND] | sm[WEATHER]) & h.active
    return max((h.strength[i] for i in ids(pool)), default=0)


def rangers_ch(h: Any, me: int) -> int:
    """+10 for each Land and Building."""
    return 10 * (count(h, LAND) + count(h, BUILDING))


def world_tree_ch(h: Any, me: int) -> int:
    """+70 if every non-BLANKED card is a different suit."""
    return 70 if world_tree(h, me) else 0


BONUS = table({
    "Mountain": mountain, "Cavern": cavern, "Bell Tower": bell_tower, "Forest": forest,
    "Earth Elemental": earth_elemental, "Fountain of Life": fountain_of_life,
    "Water Elemental": water_elemental, "Rainstorm": rainstorm, "Whirlwind": whirlwind,
    "Air Elemental": air_elemental, "Candle": candle, "Forge": forge, "Lightning": lightning,
    "Fire Elemental": fire_elemental, "Elven Archers": elven_archers, "Rangers": rangers,
    "Collector": collector, "Beastmaster": beastmaster, "Enchantress": enchantress, "King": king,
    "Queen": queen, "Princess": princess, "Warlord": warlord, "Empress": empress, "Unicorn": unicorn,
    "Warhorse": warhorse, "Hydra": hydra, "Magic Wand": magic_wand, "Sword of Keth": sword_of_keth,
    "Elven Longbow": elven_longbow, "Shield of Keth": shield_of_keth, "Gem of Order": gem_of_order,
    "World Tree": world_tree, "Jester": jester, "Dungeon": dungeon, "Castle": castle, "Crypt": crypt,
    "Chapel": chapel, "Garden": garden, "Genie": genie, "Judge": judge, "Dark Queen": dark_queen,
    "Ghoul": ghoul, "Specter": specter, "Lich": lich, "Death Knight": death_knight,
}, {
    "Bell Tower": bell_tower_ch, "Fountain of Life": fountain_of_life_ch, "Rangers": rangers_ch,
    "World Tree": world_tree_ch,
})
