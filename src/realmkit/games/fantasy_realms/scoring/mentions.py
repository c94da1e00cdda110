"""What each card's text mentions, for the choice search: groups of suits it treats alike, and
card names. A suit that no card of the hand mentions can change nothing; two suits that every
text of the hand treats alike (in the same groups) are interchangeable.

Collector and World Tree look at every suit by its contents, not by name: with them in hand an
occupied suit is unlike any other (see book_moves.suit_key).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from realmkit.games.fantasy_realms.components.cards import (
    BOOK_OF_CHANGES,
    COLLECTOR,
    COPY_SUITS,
    DEMON,
    DOPPELGANGER,
    FLAME,
    GEM_OF_ORDER,
    JESTER,
    NUM_IDS,
    PHOENIXES,
    PRINTED,
    SUIT,
    SUITS,
    WEATHER,
    WILD,
    WORLD_TREE,
    WORLD_TREE_CH,
    ids,
    named,
)

# Card: (groups of suits, one string each; card names). A group is a set of suits the text
# treats alike; a suit whose penalty word can be cleared (Army) or that "other" or "except"
# sets apart stands in a group of its own. A group is counted (no mark), BLANKED (!), CLEARED
# (~) or weighed by base strength ($); a name marked ! is spared from blanking.
KINDS = ("!", "~", "$")
_TEXT: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "Mountain": (("~Flood",), ("Smoke", "Wildfire")),
    "Cavern": (("~Weather",), ("Dwarvish Infantry", "Dragon")),
    "Bell Tower": (("Wizard",), ()),
    "Forest": (("Beast",), ("Elven Archers",)),
    "Earth Elemental": (("Land",), ()),
    "Fountain of Life": (("$Weapon Flood Flame Land Weather",), ()),
    "Swamp": (("Army", "Flame"), ()),
    "Great Flood": (("!Army", "!Land", "!Flame"), ("!Mountain", "!Lightning")),
    "Island": (("~Flood Flame",), ()),
    "Water Elemental": (("Flood",), ()),
    "Rainstorm": (("Flood", "!Flame"), ("!Lightning",)),
    "Blizzard": (("!Flood", "Army", "Leader Beast Flame"), ()),
    "Smoke": (("Flame",), ()),
    "Whirlwind": ((), ("Rainstorm", "Blizzard", "Great Flood")),
    "Air Elemental": (("Weather",), ()),
    "Wildfire": (("!Army Leader Beast Land Flood Wild Building Outsider Undead",),
                 ("!Mountain", "!Great Flood", "!Island", "!Unicorn", "!Dragon")),
    "Candle": (("Wizard",), ("Book of Changes", "Bell Tower")),
    "Forge": (("Weapon Artifact",), ()),
    "Lightning": ((), ("Rainstorm",)),
    "Fire Elemental": (("Flame",), ()),
    "Knights": (("Leader",), ()),
    "Elven Archers": (("Weather",), ()),
    "Light Cavalry": (("Land",), ()),
    "Dwarvish Infantry": (("Army",), ()),
    "Rangers": (("Land",), ()),
    "Beastmaster": (("Beast", "~Beast"), ()),
    "Warlock Lord": (("Leader", "Wizard"), ()),
    "Enchantress": (("Land Weather Flood Flame",), ()),
    "King": (("Army",), ("Queen",)),
    "Queen": (("Army",), ("King",)),
    "Princess": (("Army Wizard", "Leader"), ()),
    "Warlord": (("$Army",), ()),
    "Empress": (("Army", "Leader"), ()),
    "Unicorn": ((), ("Princess", "Empress", "Queen", "Enchantress")),
    "Basilisk": (("!Army", "!Leader", "!Beast"), ()),
    "Warhorse": (("Leader Wizard",), ()),
    "Dragon": (("Wizard",), ()),
    "Hydra": ((), ("Swamp",)),
    "Warship": (("Flood", "~Flood"), ()),
    "Magic Wand": (("Wizard",), ()),
    "Sword of Keth": (("Leader",), ("Shield of Keth",)),
    "Elven Longbow": ((), ("Elven Archers", "Warlord", "Beastmaster")),
    "War Dirigible": (("Army", "Weather"), ()),
    "Shield of Keth": (("Leader",), ("Sword of Keth",)),
    "Jester": ((), ()),
    "Phoenix": (("Flood",), ()),
    "Phoenix (Promo)": (("Flood",), ()),
    "Dungeon": (("Undead", "Beast", "Artifact"), ("Necromancer", "Warlock Lord", "Demon")),
    "Castle": (("Leader", "Army", "Land", "Building"), ()),
    "Crypt": (("$Undead", "!Leader"), ()),
    "Chapel": (("Leader Wizard Outsider Undead",), ()),
    "Garden": (("Leader Beast", "Undead"), ("Necromancer", "Demon")),
    "Demon": (("!Outsider",), ()),
    "Judge": ((), ()),
    "Lich": (("Undead",), ("Necromancer",)),
}
_HOARD_TEXT: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "Bell Tower": (("Wizard Undead",), ()),
    "Fountain of Life": (("$Building Weapon Flood Flame Land Weather",), ()),
    "Great Flood": (("!Army", "!Building", "!Land", "!Flame"), ("!Mountain", "!Lightning")),
    "Rangers": (("Land Building",), ()),
    "Necromancer": (("!Undead",), ()),
}
"""The replacement cards of The Cursed Hoard whose texts mention suits or names."""
GROUPS: list[tuple[tuple[str, int], ...]] = [()] * NUM_IDS
NAMED: list[tuple[int, int]] = [(0, 0)] * NUM_IDS
for _printed in PRINTED:
    _text = _HOARD_TEXT.get(_printed.name) if _printed.replaces else _TEXT.get(_printed.name)
    if _text is None:
        continue
    _groups, _names = _text
    GROUPS[_printed.id] = tuple(
        (g[0] if g[0] in KINDS else "", sum(1 << SUITS.index(s) for s in g.lstrip("".join(KINDS)).split()))
        for g in _groups)
    NAMED[_printed.id] = (sum(named(n) for n in _names if not n.startswith("!")),
                          sum(named(n[1:]) for n in _names if n.startswith("!")))
BY_STRENGTH = 1 << GEM_OF_ORDER | 1 << JESTER
ALL_SUITS = (1 << len(SUITS)) - 1
SUIT_IDS = {suits: tuple(ids(suits)) for suits in {suits for card in GROUPS for _, suits in card}}
"""The suits of each group of suits met in a text, as indices."""


class Mentions(NamedTuple):
    """What the texts of a hand mention, as the choice search needs it.

    `signature[s]`: the groups suit s is in (suits with equal signatures are interchangeable for
    any card); `token[s]`: the same for Mirage and Shapeshifter, which have no text and no
    strength, so a suit matters to them only where it is counted (or its contents are seen, or
    Gem of Order sees their strength 0): elsewhere being blanked or not changes nothing; but
    where its contents are seen and the Book of Changes may move a card to it, a copy there
    keeps that card company (Demon blanks a card alone in its suit), and the texts read that
    card by the suit's whole signature;
    `names`: the names worth a copy's taking (a name that a text spares from its blanking
    matters only where that text blanks a suit some text counts, or that World Tree, Collector
    or a reader of strengths sees (they read the cards left unblanked; Demon reads before any
    blanking): the copy's own suit, or any when the Book of Changes may move it);
    `mentioned`: every name the texts mention; `by_content`: the suits (a bitmask over suits)
    whose contents Collector or World Tree look at, those that could come to hold three cards
    (two for World Tree); `counted`: the suits (a bitmask) some text counts (not only blanks,
    clears or weighs by strength).
    """

    signature: tuple[int, ...]
    token: tuple[int, ...]
    names: int
    mentioned: int
    by_content: int
    counted: int


def mentions(hand: Iterable[int]) -> Mentions:
    """The mentions of the texts of the cards of `hand`."""
    groups: list[tuple[str, int]] = []
    bonus_names = spared_names = 0
    for card in hand:
        groups.extend(GROUPS[card])
        bonus_names |= NAMED[card][0]
        spared_names |= NAMED[card][1]
    held = sum(1 << c for c in hand)
    by_content = _by_content(hand, held)
    groups_of = [0] * len(SUITS)     # per suit: the groups it is in
    counted = [0] * len(SUITS)       # per suit: the counted groups it is in
    blanked = [0] * len(SUITS)       # per suit: the BLANKED groups it is in
    for i, (kind, suits) in enumerate(groups):
        group = 1 << i
        for suit in SUIT_IDS[suits]:
            groups_of[suit] |= group
            if kind == "":
                counted[suit] |= group
            elif kind == "!":
                blanked[suit] |= group
    signature = tuple(groups_of)
    seen = by_content | (ALL_SUITS if held & BY_STRENGTH else 0)
    joined = by_content if held >> BOOK_OF_CHANGES & 1 else 0
    token = tuple(groups_of[s] | 1 << len(groups) if joined >> s & 1
                  else counted[s] | blanked[s] if counted[s] or seen >> s & 1 else 0
                  for s in range(len(SUITS)))
    names = bonus_names
    counted_suits = sum(1 << s for s in range(len(SUITS)) if counted[s])
    if spared_names:
        if held >> DEMON & 1:                   # Demon reads the contents before any blanking
            seen = ALL_SUITS if held & BY_STRENGTH else _by_content(hand, held & ~(1 << DEMON))
        read = counted_suits | seen
        anywhere = ALL_SUITS if held >> BOOK_OF_CHANGES & 1 else 0
        sparing = [0] * NUM_IDS
        for card in hand:
            for name in ids(NAMED[card][1]):
                sparing[name] |= sum(suits for kind, suits in GROUPS[card] if kind == "!")
        for card in ids(spared_names):
            if sparing[card] & read & (anywhere | 1 << SUIT[card]):
                names |= 1 << card
    return Mentions(signature, token, names, bonus_names | spared_names, by_content, counted_suits)


PAIR_READERS = 1 << WORLD_TREE | 1 << WORLD_TREE_CH | 1 << DEMON
"""World Tree and Demon see whether a suit holds one card or more."""


def _by_content(hand: Iterable[int], held: int) -> int:
    """The suits whose contents Collector (three different cards), World Tree or Demon (two cards
    of a suit) could see: counted generously, every card that could take a suit."""
    need = 2 if held & PAIR_READERS else 3 if held >> COLLECTOR & 1 else 0
    if not need:
        return 0
    could = [0] * len(SUITS)
    printed = [SUIT[c] for c in hand if SUIT[c] != WILD]
    for suit in printed:
        could[suit] += 1
    phoenixes = (held & PHOENIXES).bit_count()
    could[FLAME] += phoenixes
    could[WEATHER] += phoenixes
    copiers = [c for c in ids(held) if c in COPY_SUITS]
    for suit in range(len(SUITS)):
        if suit == WILD:
            continue
        could[suit] += sum((
            held >> BOOK_OF_CHANGES & 1,
            held >> DOPPELGANGER & 1 and suit in printed,
            *(suit in COPY_SUITS[c] for c in copiers),
        ))
    if held & PAIR_READERS:
        could[WILD] = (held >> DOPPELGANGER & 1) + len(copiers)
    return sum(1 << s for s in range(len(SUITS)) if could[s] >= need)
