"""The readings where the rulebook or a designer ruling decides against the printed
letter as a scorer might read it (docs/rules/fantasy-realms.md, Scoring): one test per class,
with the hands that show it and, where there is one, the hand where the reading does not apply."""

from __future__ import annotations

from typing import Any

from realmkit.games.fantasy_realms.score_hand import score_hand

BOOK = "Book of Changes"


def line(result: dict[str, Any], card: str) -> dict[str, Any]:
    return next(c for c in result["cards"] if c["card"] == card)


def test_fountain_of_life_adds_its_own_base_strength_having_no_other() -> None:
    """"Any one Weapon, Flood, Flame, Land or Weather in your hand": itself, a Flood, included."""
    result = score_hand(["Fountain of Life", "King"])
    assert result["total"] == 10
    assert line(result, "Fountain of Life")["bonus"] == 1


def test_fountain_of_life_made_an_army_no_longer_counts_itself() -> None:
    result = score_hand(["Fountain of Life", "King", BOOK], {BOOK: "Fountain of Life:Army"})
    assert line(result, "Fountain of Life")["bonus"] == 0


def test_rangers_clearing_army_lift_war_dirigibles_need_of_an_army() -> None:
    """Wildfire blanks the Rangers, whose CLEARS still took the word Army from the Dirigible."""
    result = score_hand(["Wildfire", "Rangers", "War Dirigible"])
    assert result["total"] == 75
    assert not line(result, "War Dirigible")["blanked"]


def test_rangers_made_a_land_still_clear_the_dirigibles_army() -> None:
    result = score_hand([BOOK, "Rangers", "War Dirigible"], {BOOK: "Rangers:Land"})
    assert not line(result, "War Dirigible")["blanked"]
    assert result["total"] == 3 + 5 + 10 + 35


def test_warship_clears_army_from_a_dirigible_made_a_flood() -> None:
    """Warship CLEARS the word Army from all Floods: the Dirigible, made a Flood, needs no Army,
    and gives the Warship its Flood."""
    result = score_hand(["Warship", "War Dirigible", BOOK], {BOOK: "War Dirigible:Flood"})
    assert result["total"] == 23 + 35 + 3


def test_a_cleared_army_leaves_the_dirigibles_weather_penalty() -> None:
    """"BLANKED with any Weather" does not name Army: the Dirigible is still blanked."""
    result = score_hand(["Rangers", "War Dirigible", "Air Elemental"])
    assert line(result, "War Dirigible")["blanked"]
    assert result["total"] == 9


def test_a_dirigible_without_a_clearing_still_needs_an_army() -> None:
    assert line(score_hand(["War Dirigible", "Warship"]), "War Dirigible")["blanked"]


def test_a_card_the_book_made_a_leader_meets_its_own_with_any_leader() -> None:
    """Knights "-8 unless with at least one Leader", made a Leader: 20 + Book 3."""
    assert score_hand(["Knights", BOOK], {BOOK: "Knights:Leader"})["total"] == 23
    assert score_hand(["Knights", BOOK])["total"] == 23      # the search finds it
    assert score_hand(["Knights", BOOK], {BOOK: "none"})["total"] == 15


def test_the_rulebooks_best_hand_note_a_card_made_a_wizard_pays_candle_and_bell_tower() -> None:
    """"Change any of these cards into a Wizard ... to get the Candle and Bell Tower bonus":
    Candle made a Wizard is its own "any one Wizard"."""
    result = score_hand(["Candle", "Bell Tower", BOOK], {BOOK: "Candle:Wizard"})
    assert line(result, "Candle")["bonus"] == 100 and line(result, "Bell Tower")["bonus"] == 15


def test_a_card_in_its_printed_suit_is_still_not_with_itself() -> None:
    """Candle "changed" to a Flame, its printed suit, is not a changed card: no Wizard, no bonus."""
    result = score_hand(["Bell Tower", "Candle", BOOK], {BOOK: "Candle:Flame"})
    assert line(result, "Candle")["bonus"] == 0


def test_gem_of_order_scores_identical_runs_of_duplicated_strengths() -> None:
    """Base strengths 4, 4, 5, 5, 6, 6 hold two 3-card runs: +20 (designer ruling: every run)."""
    result = score_hand(["Gem of Order", "Rangers", "Warlord", "Shield of Keth", "Cavern", "Queen"])
    assert line(result, "Gem of Order")["bonus"] == 20


def test_gem_of_order_uses_each_card_in_one_run_only() -> None:
    """4, 4, 5, 6: one run; the second 4 makes none."""
    result = score_hand(["Gem of Order", "Warlord", "Shield of Keth", "Cavern"])
    assert line(result, "Gem of Order")["bonus"] == 10


def test_a_doppelganger_copying_war_dirigible_takes_the_cleared_penalty() -> None:
    """The Doppelgänger copies the Dirigible's penalty, whose word Army the Rangers cleared."""
    result = score_hand(["Rangers", "War Dirigible", "Doppelganger"], {"Doppelganger": "War Dirigible"})
    assert result["total"] == 5 + 35 + 35


def test_warship_made_a_flood_meets_its_own_with_a_flood() -> None:
    """"BLANKED unless with at least one Flood": the Book made the Warship that Flood."""
    assert score_hand(["Warship", BOOK], {BOOK: "Warship:Flood"})["total"] == 23 + 3
    assert score_hand(["Warship", BOOK], {BOOK: "none"})["total"] == 3


def test_a_dirigible_the_book_made_a_weather_is_blanked_by_itself() -> None:
    """"BLANKED with any Weather": made a Weather, the Dirigible is that Weather, as a changed card
    meets its own "with" (the Rangers took the word Army, so it needs no Army): Book 3 + Rangers 5."""
    result = score_hand([BOOK, "Rangers", "War Dirigible"], {BOOK: "War Dirigible:Weather"})
    assert line(result, "War Dirigible")["blanked"]
    assert result["total"] == 8


def test_step_5_reads_a_card_unblanked_for_its_own_condition() -> None:
    """"BLANKED unless with at least one Army": the Dirigible made an Army is its own Army. Smoke,
    a Weather, is blanked for want of a Flame, so no Weather blanks the Dirigible: 3 + 35."""
    result = score_hand([BOOK, "Smoke", "War Dirigible"], {BOOK: "War Dirigible:Army"})
    assert not line(result, "War Dirigible")["blanked"] and line(result, "Smoke")["blanked"]
    assert result["total"] == 38


def test_conditions_that_never_settle_blank_every_card_that_keeps_changing() -> None:
    """The Dirigible made a Flame gives Smoke its Flame ("BLANKED unless with at least one Flame"),
    and Smoke, a Weather, blanks the Dirigible ("BLANKED with any Weather"): each blanks the
    other in turn, so both are blanked, like cards that blank each other in a cycle: Book 3 +
    Light Cavalry 17."""
    result = score_hand([BOOK, "Light Cavalry", "Smoke", "War Dirigible"], {BOOK: "War Dirigible:Flame"})
    assert line(result, "War Dirigible")["blanked"] and line(result, "Smoke")["blanked"]
    assert result["total"] == 20
