"""Card clauses the one-case-per-text table leaves open: each "both", "either", "or", "OR",
"other" and exception of a text, with a hand where that clause alone decides the total."""

from __future__ import annotations

import pytest

from realmkit.games.fantasy_realms.score_hand import score_hand

CASES = [
    # rule, hand, choices, expected total
    ("Mountain: +50 needs both Smoke and Wildfire, Wildfire alone is not enough",
     ["Mountain", "Wildfire"], {}, 49),
    ("Whirlwind: +40 with Rainstorm and Great Flood (the other of 'either')",
     ["Whirlwind", "Rainstorm", "Great Flood"], {}, 103),
    ("Candle: no Book of Changes, no bonus", ["Candle", "Bell Tower", "Necromancer"], {}, 28),
    ("Candle: no Bell Tower, no bonus", ["Candle", "Book of Changes", "Necromancer"],
     {"Book of Changes": "none"}, 8),
    ("Wildfire: BLANKS Armies, Leaders, Beasts, Lands, Floods and Wild cards",
     ["Wildfire", "Knights", "King", "Hydra", "Forest", "Swamp", "Shapeshifter"],
     {"Shapeshifter": "none"}, 40),
    ("Wildfire: BLANKS a wild card that stays itself (Wild is not among its exceptions), so two of them "
     "no longer share a suit for World Tree",
     ["Wildfire", "World Tree", "Mirage", "Shapeshifter"], {"Mirage": "none", "Shapeshifter": "none"}, 92),
    ("Wildfire: except Flames, Wizards, Weather, Weapons, Artifacts, Island and Dragon",
     ["Wildfire", "Candle", "Necromancer", "Whirlwind", "Magic Wand", "Island", "Dragon"],
     {"Island": "none"}, 40 + 2 + 3 + 13 + 1 + 25 + 14 + 30),
    ("Wildfire: except Great Flood (Island clears the Flood, so the fire burns)",
     ["Wildfire", "Great Flood", "Island"], {"Island": "Great Flood"}, 86),
    ("Island: CLEARS the Penalty on a Flame", ["Island", "Wildfire", "Knights"], {"Island": "Wildfire"},
     14 + 40 + 12),
    ("Warlock Lord: -10 for each other Wizard", ["Warlock Lord", "Necromancer"], {}, 18),
    ("Unicorn: +30 with Princess OR +15 with Enchantress, not both",
     ["Unicorn", "Princess", "Enchantress"], {}, 39 + 10 + 5),
    ("Unicorn: +15 with Empress", ["Unicorn", "Empress"], {}, 24 + 15),
    ("Unicorn: +15 with Queen", ["Unicorn", "Queen"], {}, 24 + 6),
    ("Warhorse: +14 with any Wizard", ["Warhorse", "Necromancer"], {}, 23),
    ("Elven Longbow: +30 with Elven Archers", ["Elven Longbow", "Elven Archers"], {}, 33 + 15),
    ("Elven Longbow: +30 with Beastmaster", ["Elven Longbow", "Beastmaster"], {}, 33 + 9),
    ("Hydra: no Swamp, no bonus", ["Hydra"], {}, 12),
    ("Collector: +100 for five different cards in the same suit",
     ["Collector", "Beastmaster", "Unicorn", "Basilisk", "Warhorse", "Dragon", "Hydra"], {}, 267),
    ("Gem of Order: +60 for a 5-card run",
     ["Magic Wand", "Candle", "Book of Changes", "Shield of Keth", "Gem of Order"],
     {"Book of Changes": "none"}, 75),
    ("Gem of Order: +100 for a 6-card run",
     ["Magic Wand", "Candle", "Book of Changes", "Shield of Keth", "Gem of Order", "Warhorse"],
     {"Book of Changes": "none"}, 121),
    ("Great Flood: BLANKS all Armies", ["Great Flood", "Knights"], {}, 32),
    ("Knights: no -8 with a Leader", ["Knights", "Princess"], {}, 20 + 10),
    ("Rangers: Great Flood no longer blanks Armies", ["Rangers", "Great Flood", "Knights"], {}, 5 + 32 + 12),
    ("Rangers: Blizzard no longer counts Armies", ["Rangers", "Blizzard", "Knights"], {}, 5 + 30 + 12),
    ("Warship: the word Army is cleared only from Floods, Basilisk still blanks Armies",
     ["Warship", "Swamp", "Basilisk", "Knights"], {}, 23 + 18 + 35),
]


@pytest.mark.parametrize(("rule", "hand", "choices", "expected"), CASES, ids=[c[0] for c in CASES])
def test_card_clause(rule: str, hand: list[str], choices: dict[str, str], expected: int) -> None:
    assert score_hand(hand, choices)["total"] == expected, rule
