"""The Cursed Hoard's new suits in the scorer: a test per new card and per replacement card, and
the promo cards, from hand-made hands with the totals worked out from the card texts."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import NAMES, card_id, deck
from realmkit.games.fantasy_realms.score_hand import score_hand
from realmkit.games.fantasy_realms.scoring.breakdown import breakdown
from realmkit.games.fantasy_realms.scoring.hand import Table
from realmkit.games.fantasy_realms.scoring.kept import best_kept

CARDS = deck("cursed-hoard", promos=True)
PROMO_PHOENIX = deck("cursed-hoard", promos=True, phoenix="promo")


def score(*names: str, discard: tuple[str, ...] = (), players: int = 4, cards: int = CARDS,
          cap: int = 9) -> tuple[int, dict[str, dict]]:
    """The best total and the lines by card name of a hand of the new suits."""
    hand = tuple(card_id(n, cards) for n in names)
    table = Table(cards, players, sum(1 << card_id(n, cards) for n in discard), cap)
    total, choices, kept = best_kept(hand, None, table)
    checked, lines = breakdown(kept, choices, table)
    assert checked == total
    return total, {line["card"]: line for line in lines}


def test_dungeon_ten_for_the_first_undead_beast_artifact_five_for_more_and_the_named_cards() -> None:
    total, lines = score("Dungeon", "Lich", "Ghoul", "Unicorn", "Shield of Keth", "Warlock Lord",
                         "Necromancer")
    assert lines["Dungeon"]["bonus"] == 15 + 10 + 10 + 5 + 5
    assert total == 52 + 33 + 8 + 9 + 4 + 15 + 3


def test_castle_ten_for_the_first_leader_army_land_and_other_building_five_for_more() -> None:
    _, lines = score("Castle", "King", "Knights", "Forest", "Bell Tower", "Dungeon")
    assert lines["Castle"]["bonus"] == 10 + 10 + 10 + 15


def test_crypt_adds_the_undeads_strength_and_blanks_all_leaders() -> None:
    total, lines = score("Crypt", "Lich", "Ghoul", "King")
    assert lines["Crypt"]["bonus"] == 13 + 8
    assert lines["King"]["blanked"]
    assert total == 42 + 23 + 8


def test_chapel_needs_exactly_two_leaders_wizards_outsiders_and_undead() -> None:
    assert score("Chapel", "King", "Judge")[0] == 42 + 8 + 11
    assert score("Chapel", "King", "Judge", "Ghoul")[0] == 2 + 8 + 11 + 8


def test_garden_scores_leaders_and_beasts_and_is_blanked_by_undead_necromancer_or_demon() -> None:
    assert score("Garden", "King", "Unicorn")[0] == 33 + 8 + 9
    for other in ("Ghoul", "Necromancer"):
        assert score("Garden", "King", other)[1]["Garden"]["blanked"]
    assert score("Garden", "Forest", "Demon", "Judge")[1]["Garden"]["blanked"]


def test_genie_ten_per_other_player() -> None:
    assert score("Genie", players=4)[0] == -50 + 30
    assert score("Genie", players=2)[0] == -50 + 10


def test_judge_counts_penalties_not_cleared_and_one_that_only_lost_the_word_army() -> None:
    total, lines = score("Judge", "Swamp", "Knights", "Rangers", "Mountain")
    assert lines["Judge"]["bonus"] == 10           # Knights; Mountain cleared the Swamp
    assert total == 21 + 18 + 12 + 15 + 9
    assert score("Judge", "Swamp", "Rangers")[1]["Judge"]["bonus"] == 10


def test_angel_protects_the_best_other_card_and_is_never_blanked() -> None:
    total, lines = score("Angel", "Basilisk", "King", "Knights")
    assert not lines["Knights"]["blanked"] and lines["King"]["blanked"]
    assert total == 16 + 35 + 12
    total, lines = score("Angel", "Wildfire", "Knights")
    assert not lines["Angel"]["blanked"] and not lines["Knights"]["blanked"]
    assert total == 16 + 40 + 12


def test_leprechaun_scores_its_strength() -> None:
    assert score("Leprechaun", "Judge")[0] == 20 + 11


def test_demon_blanks_the_only_card_of_a_suit_before_any_other_blanking() -> None:
    total, lines = score("Demon", "King", "Queen", "Knights", "Rainstorm")
    assert lines["Knights"]["blanked"] and lines["Rainstorm"]["blanked"]
    assert total == 45 + 8 + 6
    total, lines = score("Demon", "Basilisk", "King", "Queen")
    assert lines["Basilisk"]["blanked"] and not lines["King"]["blanked"]     # Basilisk never blanks
    assert total == 45 + 8 + 6
    assert not score("Demon", "Judge")[1]["Judge"]["blanked"]                  # Outsiders are spared


def test_dark_queen_ghoul_specter_death_knight_read_the_discard_area() -> None:
    discard = ("Mountain", "Swamp", "Candle", "Rainstorm", "Unicorn", "King")
    assert score("Dark Queen", discard=discard)[0] == 35
    assert score("Ghoul", discard=("Collector", "King", "Knights", "Unicorn", "Lich", "Mountain"))[0] == 28
    assert score("Specter", discard=("Collector", "Shield of Keth", "Angel", "Knights"))[0] == 30
    assert score("Death Knight", discard=("Sword of Keth", "Magic Wand", "Knights", "King"))[0] == 35


def test_lich_scores_the_necromancer_and_other_undead_which_may_not_be_blanked() -> None:
    assert score("Lich", "Ghoul", "Specter", "Necromancer")[1]["Lich"]["bonus"] == 30
    total, lines = score("Lich", "Ghoul", "Wildfire")
    assert not lines["Ghoul"]["blanked"] and not lines["Lich"]["blanked"]
    assert total == 23 + 8 + 40


def test_bell_tower_is_a_building_with_plus_15_beside_a_wizard_or_undead() -> None:
    total, lines = score("Bell Tower", "Ghoul")
    assert lines["Bell Tower"]["suit"] == "Building" and total == 23 + 8
    assert score("Bell Tower", "Great Flood", "Judge")[1]["Bell Tower"]["blanked"]


def test_fountain_of_life_adds_a_building() -> None:
    assert score("Fountain of Life", "Castle")[0] == 11 + 10


def test_great_flood_also_blanks_buildings() -> None:
    total, lines = score("Great Flood", "Castle", "Lightning", "Knights")
    assert lines["Castle"]["blanked"] and lines["Knights"]["blanked"] and not lines["Lightning"]["blanked"]
    assert total == 32 + 11


def test_rangers_score_lands_and_buildings_and_clear_the_word_army() -> None:
    assert score("Rangers", "Castle", "Mountain")[0] == 25 + 30 + 9
    assert score("Rangers", "Swamp")[0] == 5 + 18


def test_necromancer_keeps_the_undead_unblanked_even_when_blanked_itself() -> None:
    total, lines = score("Demon", "Necromancer", "Ghoul")
    assert lines["Necromancer"]["blanked"] and not lines["Ghoul"]["blanked"]
    assert total == 45 + 8


def test_world_tree_plus_70() -> None:
    assert score("World Tree", "King", "Knights", "Castle")[0] == 72 + 13 + 20 + 30


def test_shapeshifter_may_take_an_undead() -> None:
    total, lines = score("Shapeshifter", "Dungeon", "Hydra", "Protection Rune")
    assert lines["Shapeshifter"]["suit"] == "Undead"       # the first Undead: +10, not +5
    assert total == 37 + 12 + 1


def test_mirage_may_take_a_building() -> None:
    total, lines = score("Castle", "Mountain", "Knights", "Mirage")
    assert lines["Mirage"]["suit"] == "Building"
    assert total == 40 + 9 + 12


def test_jester_plus_3_per_other_odd_card_or_plus_50_for_an_all_odd_hand() -> None:
    assert score("Jester", "Mountain", "Lightning", "Knights")[0] == 9 + 9 + 11 + 12
    assert score("Jester", "Mountain", "Lightning")[0] == 53 + 9 + 11


def test_phoenix_is_a_flame_and_weather_blanked_only_with_a_flood() -> None:
    assert score("Phoenix", "Fire Elemental", "Air Elemental")[0] == 14 + 19 + 19
    assert score("Phoenix", "Rainstorm")[0] == 14 + 8                          # not blanked by others
    assert score("Phoenix", "Swamp")[1]["Phoenix"]["blanked"]
    assert score("Phoenix", "War Dirigible", "Knights")[0] == 14 + 35 + 12     # may not BLANK


def test_phoenix_promo_blanked_keeps_its_suits_at_strength_0() -> None:
    total, lines = score("Phoenix (Promo)", "Swamp", "Air Elemental", cards=PROMO_PHOENIX)
    assert lines["Phoenix (Promo)"]["blanked"]
    assert total == 15 + 19 + 0                     # Swamp -3 for the Flame, Air Elemental +15


def test_a_blanked_phoenix_promo_keeps_its_suits_for_blanked_unless_and_with() -> None:
    """"If this card is BLANKED for any reason, ... it retains its suits": its Flame keeps Smoke
    ("BLANKED unless with at least one Flame"), its Weather blanks War Dirigible ("BLANKED with
    any Weather")."""
    total, lines = score("Phoenix (Promo)", "Swamp", "Smoke", cards=PROMO_PHOENIX)
    assert lines["Phoenix (Promo)"]["blanked"] and not lines["Smoke"]["blanked"]
    assert total == 0 + 18 - 3 + 27
    total, lines = score("Phoenix (Promo)", "Swamp", "War Dirigible", "Knights", cards=PROMO_PHOENIX)
    assert lines["War Dirigible"]["blanked"]
    assert total == 0 + 18 - 6 + 20 - 8


def test_world_tree_does_not_count_a_blanked_phoenix_promo() -> None:
    """"+70 if every non-BLANKED card is a different suit": the blanked Phoenix (Promo) keeps its
    suits for the others (Swamp -3 for its Flame) but is BLANKED, so it is no second Beast."""
    total, lines = score("World Tree", "Phoenix (Promo)", "Swamp", "Unicorn", cards=PROMO_PHOENIX)
    assert lines["Phoenix (Promo)"]["blanked"] and lines["World Tree"]["bonus"] == 70
    assert total == 2 + 70 + 0 + 18 - 3 + 9


def test_gem_of_order_runs_leave_out_a_blanked_phoenix_promo() -> None:
    """Gem of Order reads the base strengths of unblanked cards: the blanked Phoenix (Promo) keeps
    its suits, not a strength 0 in a run (1, 2, 3 and no 0). The best choice makes Candle a
    Leader for Sword of Keth (and Swamp loses only the Phoenix's Flame): 3 + 0 + 17 + 15 + 15 + 2
    + 19; the search and the breakdown agree."""
    names = ("Book of Changes", "Phoenix (Promo)", "Sword of Keth", "Gem of Order", "Swamp", "Candle",
             "Fountain of Life")
    total, lines = score(*names, cards=PROMO_PHOENIX)
    assert lines["Phoenix (Promo)"]["blanked"] and lines["Gem of Order"]["bonus"] == 10
    assert lines["Candle"]["suit"] == "Leader"
    assert total == 71


def test_angel_keeps_a_card_from_its_own_blanked_unless_while_the_others_settle() -> None:
    """Angel: "Prevent one other card from being BLANKED". Smoke, kept, is a Weather in the hand,
    so War Dirigible is "BLANKED with any Weather": Angel 16 + Light Cavalry 17 + Smoke 27."""
    result = score_hand(["Angel", "Light Cavalry", "Smoke", "War Dirigible"], {"Angel": "Smoke"},
                        suits="cursed-hoard")
    lines = {line["card"]: line for line in result["cards"]}
    assert not lines["Smoke"]["blanked"] and lines["War Dirigible"]["blanked"]
    assert result["total"] == 60


def test_the_book_changes_the_phoenix_promos_printed_suit() -> None:
    """"Also counts as a Flame and Weather card": the Book of Changes changes its printed suit,
    Beast, and it stays a Flame and a Weather card. Made a Flame it is no Beast for Beastmaster
    and still a Weather for Air Elemental; out of the Beasts, Basilisk ("BLANKS ... other
    Beasts") spares it, and the search finds that move."""
    result = score_hand(["Book of Changes", "Phoenix (Promo)", "Beastmaster", "Air Elemental"],
                        {"Book of Changes": "Phoenix (Promo):Flame"}, promos=True)
    lines = {line["card"]: line for line in result["cards"]}
    assert lines["Beastmaster"]["bonus"] == 0 and lines["Air Elemental"]["bonus"] == 15
    assert lines["Phoenix (Promo)"]["suit"] == "Flame"
    assert result["total"] == 3 + 14 + 9 + 19
    total, lines = score("Book of Changes", "Phoenix (Promo)", "Basilisk", cards=PROMO_PHOENIX)
    assert not lines["Phoenix (Promo)"]["blanked"]
    assert total == 3 + 14 + 35


def test_book_of_changes_saves_a_card_of_the_new_suits_from_wildfire() -> None:
    """Wildfire "BLANKS all cards except Flames, Wizards, Weather, Weapons, Artifacts, ...": an
    Undead burns, and the search moves Dark Queen to a suit spared: 3 + 40 + 10."""
    total, lines = score("Book of Changes", "Wildfire", "Dark Queen")
    assert not lines["Dark Queen"]["blanked"]
    assert total == 53


def test_dark_queen_reads_a_phoenix_in_the_discard_area_as_a_beast() -> None:
    """"Also counts as a Flame and Weather card" is the Phoenix's bonus, which acts only in hand:
    in the discard area it is a Beast, which Dark Queen does not count (the Swamp, a Flood, +5)."""
    assert score("Dark Queen", discard=("Phoenix", "Swamp"))[0] == 10 + 5
    assert score("Dark Queen", discard=("Phoenix (Promo)", "Swamp"), cards=PROMO_PHOENIX)[0] == 10 + 5


def test_a_hand_over_nine_cards_keeps_its_best_nine() -> None:
    names = ("Leprechaun", "Angel", "Dark Queen", "Death Knight", "Specter", "Ghoul", "Magic Wand",
             "Genie", "Elven Longbow", "Mountain")
    hand = tuple(card_id(n, CARDS) for n in names)
    total, _, kept = best_kept(hand, None, Table(CARDS, 4, 0, 9))
    assert total == 20 + 16 + 10 + 14 + 12 + 8 + 1 + 3 + 9
    assert {NAMES[c] for c in hand} - {NAMES[c] for c in kept} == {"Genie"}


OFFICIAL = [
    (("Demon", "Warship", "Water Elemental", "Swamp", "Elven Archers", "Light Cavalry"), {}, 114),
    (("Angel", "Queen", "Basilisk"), {"Angel": "Queen"}, 57),
    (("Phoenix", "Basilisk", "Wildfire", "Rainstorm", "Angel", "Book of Changes"),
     {"Angel": "Wildfire", "Book of Changes": "Basilisk:Wizard"}, 116),
    (("Phoenix", "Demon"), {}, 59),
    (("Phoenix", "Demon", "Forge", "Air Elemental"), {}, 87),
    (("Phoenix", "War Dirigible", "Elven Archers"), {}, 59),
    (("Phoenix", "Cavern", "Fountain of Life", "Air Elemental", "Elven Archers", "Collector",
      "Rainstorm"), {}, 114),
    (("Phoenix", "Smoke", "Fire Elemental", "Candle", "Collector"), {}, 94),
    (("Phoenix", "Fire Elemental", "Candle", "Collector", "Lightning", "Air Elemental", "Whirlwind",
      "Smoke"), {}, 252),
    (("Phoenix", "World Tree", "Air Elemental"), {}, 35),
    (("Phoenix", "Fire Elemental", "Air Elemental", "Shapeshifter", "Doppelganger", "Collector",
      "Beastmaster"), {"Shapeshifter": "Phoenix", "Doppelganger": "Phoenix"}, 109),
]
"""The scored examples of the official web scorer's tests for the new suits (js/tests.js of
fantasy-realms/fantasy-realms.github.io), with its choices."""


def test_the_official_scorers_examples_of_the_new_suits() -> None:
    for hand, choose, expected in OFFICIAL:
        assert score_hand(list(hand), choose, suits="cursed-hoard", promos=True)["total"] == expected, hand


def test_beastmaster_clears_the_phoenixs_penalty_unlike_the_official_scorer() -> None:
    """The official scorer's tests give Great Flood, Phoenix, Beastmaster 41 (Phoenix blanked by
    the Flood); Beastmaster CLEARS the Penalty on all Beasts, the Phoenix among them: 64."""
    assert score("Great Flood", "Phoenix", "Beastmaster")[0] == 32 + 14 + 9 + 9
    assert score("Great Flood", "Phoenix", "Warlock Lord")[1]["Phoenix"]["blanked"]
