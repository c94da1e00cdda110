"""The components and numbers of 12 Realms, each with the rulebook line it comes from."""

from __future__ import annotations

import random

TALENTS = ("swiftness", "combat", "craft", "magic", "charm", "gold", "crown")
"""The six talents of the Final Notes, then the Crown: 'this Talent acts as a Wild Card'."""
SWIFTNESS, COMBAT, CRAFT, MAGIC, CHARM, GOLD, CROWN = range(7)
PLAIN = 6
"""The talents a die can pick: 'roll one six-sided die and pick a Talent from the table'."""

COLOURS = ("red", "yellow", "blue")
"""'Talent tokens (the red discs)'; 'a yellow or blue Talent token can be exploited but is never
flipped and must be discarded'; 'Blue Talent tokens are not affected by this power'."""
RED, YELLOW, BLUE = range(3)

TOWN = 0
"""Area 0 of a map is its Town; areas 1-6 are picked by a die ('the area indicated by the die
result')."""
AREAS = 7

PIECES = 3
"""Artifact Pieces I, II and III per realm (designed for realmkit; 'the Roman number one')."""

REALMS_BY_PLAYERS = {1: 2, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4}
"""'Select two Realm maps for a 1 to 2 players' game, select three Realm maps for 3 to 4
players, and 4 Realm maps for 5 to 6 players.'"""

VANGUARD_PER_PLAYER = 2
"""'draw two cards per player from this deck'."""

CREATURE_CARDS = 8
EVENT_CARDS = 5
"""'Each Realm Pack contains ... 8 Creature cards, 5 Event and Adventure cards'."""

POWERS = ("blast", "changeling", "curse", "dark_magic", "horde", "marauding", "summon",
          "treasure", "unyielding")
"""The Creature Powers of the rulebook."""
CHALLENGE_POWERS = ("blast", "dark_magic", "changeling")
"""'takes effect when a player challenges this Creature'."""

CARD_KINDS = ("creature", "artifact", "treasure", "event", "adventure")
CREATURE_CARD, ARTIFACT_CARD, TREASURE_CARD, EVENT_CARD, ADVENTURE_CARD = range(5)

# Phases of a game.
LORDS, HEROES, TOWNS, ACTIONS, ASK, GROUP, PAY, ADVENTURES, OVER = range(9)
"""Choosing Dark Lords, heroes and Towns (setup); Perform Actions; a Confrontation's Allies
being asked, its vulnerability group chosen, its talents paid; Adventure cards played at the
close of the last Perform Actions phase, before Upkeep; the end."""

# Dark Lord states.
WAITING, IN_PLAY, DEFEATED = range(3)


def roll(rng: random.Random) -> int:
    """One six-sided die: 1-6."""
    return int(rng.random() * 6) + 1
