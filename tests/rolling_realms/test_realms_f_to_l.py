"""Finspan, Flamecraft, Genotype, Honey Buzz, Libertalia, Lost Ruins of Arnak: every sentence of
their compendium entries, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import box, legal, mark, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms.fleet import Fleet

FINSPAN = ("finspan", "wingspan", "scythe")


def test_finspan_a_number_goes_in_a_bubble_of_a_zone_it_complies_with() -> None:
    """Reading of the lost icons: Sunlight 4-6, Twilight 1-3, Midnight a # not yet used here."""
    state = table(FINSPAN, roll=(5, 2))
    play(state, "use 5 in finspan")
    assert legal(state) == [f"finspan bubble {n}" for n in (1, 2, 3, 4, 5, 6, 10, 11, 12)]
    play(state, "finspan bubble 2")
    assert state.resources() == [0, 0, 2]
    state = table(FINSPAN, roll=(5, 2))
    marks(state, "finspan")[box("finspan", "bubbles")] = 5
    play(state, "use 5 in finspan")
    assert "finspan bubble 10" not in legal(state)  # a 5 is used in this realm already


def test_finspan_a_plus_writes_one_more_number_here_without_pumpkins_or_its_benefit() -> None:
    state = table(FINSPAN, roll=(2, 3))
    play(state, "use 2 in finspan", "finspan bubble 8")
    assert "use 3 in finspan" in legal(state)
    play(state, "use 3 in finspan", "finspan bubble 7")
    assert state.resources() == [0, 0, 0] and marks(state, "finspan")[6:8] == [3, 2]
    assert state.activated[0] == 2 and mark(state, "finspan", "plus_open") == 0  # the plus is spent


def test_finspan_activated_through_its_plus_counts_for_fleets_rightmost_ability() -> None:
    """Finspan: a plus "lets you write an additional #, rolled or created, in this realm"; Fleet:
    "you score 1 star in Fleet in every turn in which all 3 realms are activated". Finspan stays
    activated while its plus is open and after, so all 3 realms are."""
    state = table(("finspan", "fleet", "wingspan"), roll=(2, 3), resources=(0, 0, 2),
                  marks={"fleet": {"columns": [0, 0, 4]}})  # the right column is marked: its ability is on
    play(state, "use 2 in finspan", "finspan bubble 8", "use 3 in fleet", "fleet column 2",
         "create 1", "use created 1 in wingspan", "wingspan bird 1")
    assert state.activated == [1, 1, 1] and "Finspan [finspan] -- stars 0/6 activated" in state.render(0)
    play(state, "create 1")
    before = list(state.resources())
    play(state, "use created 1 in finspan", "finspan bubble 7")  # the plus: one more #, without its 2 hearts
    assert state.activated == [2, 1, 1] and state.resources() == before
    play(state, "done")
    assert marks(state, "fleet")[Fleet.STARS] == 1


def test_finspan_a_plus_not_used_this_turn_is_lost() -> None:
    state = table(FINSPAN, roll=(2, 3))
    play(state, "use 2 in finspan", "finspan bubble 8", "done")
    assert mark(state, "finspan", "plus_open") == 0


def test_finspan_stars_per_completed_column_and_zone() -> None:
    state = table(FINSPAN)
    sheet = marks(state, "finspan")
    sheet[6:9] = [1, 2, 3]  # Twilight
    assert stars(state, "finspan") == 1
    sheet[0:2] = [4, 5]
    sheet[9] = 6  # column 1: 2 Sunlight, 1 Twilight, 1 Midnight bubbles
    assert stars(state, "finspan") == 2
    sheet[:12] = [4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3]
    assert stars(state, "finspan") == 6


FLAME = ("flamecraft", "wingspan", "scythe")


def test_flamecraft_enchant_outlines_any_circle_whatever_the_number() -> None:
    state = table(FLAME, roll=(1, 2))
    play(state, "use 1 in flamecraft")
    assert legal(state) == [f"flamecraft enchant {s} {c}" for s in (1, 2, 3) for c in (1, 2)]
    play(state, "flamecraft enchant 3 2")
    assert mark(state, "flamecraft", "shops", 6) == 0b10 and state.resources() == [0, 0, 0]


def test_flamecraft_gather_writes_in_a_matching_shop_and_gains_its_outlined_resources() -> None:
    state = table(FLAME, roll=(6, 1))
    marks(state, "flamecraft")[box("flamecraft", "shops", 6)] = 0b11
    play(state, "use 6 in flamecraft", "flamecraft gather 3")
    sheet = marks(state, "flamecraft")
    assert sheet[6:9] == [0b11, 0b11, 1]
    assert legal(state) == ["take heart", "take coin"]  # the third shop's ability
    play(state, "take heart")
    assert state.resources() == [1, 1, 1]
    ones = table(FLAME, roll=(1, 1))
    play(ones, "use 1 in flamecraft")
    assert not [u for u in legal(ones) if "gather" in u]  # a 1 cannot gather


def test_flamecraft_first_shop_enchants_again_second_gathers_again_with_the_same_number() -> None:
    state = table(FLAME, roll=(2, 1))
    play(state, "use 2 in flamecraft", "flamecraft gather 1")
    assert legal(state)[-1] == "flamecraft skip" and "flamecraft enchant 2 1" in legal(state)
    play(state, "flamecraft enchant 2 1")
    assert mark(state, "flamecraft", "shops", 3) == 1 and "done" in legal(state)
    state = table(FLAME, roll=(3, 1))
    play(state, "use 3 in flamecraft", "flamecraft gather 2")
    assert legal(state) == ["flamecraft gather 1", "flamecraft gather 2", "flamecraft skip"]
    play(state, "flamecraft gather 1")  # the 3 again, in the first shop: it may enchant again
    assert mark(state, "flamecraft", "shops", 2) == 1 and mark(state, "flamecraft", "shops", 5) == 1
    play(state, "flamecraft skip")
    assert "done" in legal(state)


def test_flamecraft_stars_for_both_circles_outlined_and_three_gathers() -> None:
    state = table(FLAME)
    sheet = marks(state, "flamecraft")
    sheet[0], sheet[5] = 0b11, 3
    assert stars(state, "flamecraft") == 2


GENOTYPE = ("genotype", "wingspan", "scythe")


def test_genotype_fill_a_matching_header_of_any_punnett_square() -> None:
    state = table(GENOTYPE, roll=(6, 1))
    play(state, "use 6 in genotype")
    assert legal(state) == ["genotype a row 6", "genotype b column 6"]
    play(state, "genotype a row 6")
    assert mark(state, "genotype", "squares") == 1 and state.resources() == [0, 0, 0]


def test_genotype_intersecting_filled_headers_gain_their_benefit() -> None:
    """The compendium's example: the 6 marked in the top square, then the 4: gain the pumpkin."""
    state = table(GENOTYPE, roll=(4, 1))
    marks(state, "genotype")[box("genotype", "squares")] = 1
    play(state, "use 4 in genotype", "genotype a column 4")
    assert state.resources() == [1, 0, 0]


def test_genotype_a_completed_square_fills_any_header_of_choice_gaining_anew() -> None:
    # top square: 6, 1, 4 filled
    state = table(GENOTYPE, roll=(2, 1), marks={"genotype": {"squares": [1, 1, 1]}})
    play(state, "use 2 in genotype", "genotype a column 2")  # the star (6,2) and the coin (1,2)
    assert state.resources() == [0, 0, 1] and stars(state, "genotype") == 2
    asked = legal(state)
    assert asked[0] == "genotype free b row 3" and asked[-1] == "genotype no free fill"
    refused(state, "done", "a realm asks a decision first")
    marks(state, "genotype")[box("genotype", "squares", 6)] = 1  # b column 1 filled already
    play(state, "genotype free b row 3")  # crosses b column 1: a coin
    assert state.resources() == [0, 0, 2] and "done" in legal(state)


def test_genotype_scores_marked_stars_and_completed_squares() -> None:
    state = table(GENOTYPE)
    sheet = marks(state, "genotype")
    sheet[4:8] = [0, 1, 1, 0]  # b: row 5 and column 1 cross on a star
    assert stars(state, "genotype") == 1
    sheet[:12] = [1] * 12
    assert stars(state, "genotype") == 6


HONEY = ("honey-buzz", "wingspan", "scythe")


def test_honey_buzz_mark_a_matching_number_without_gaining_yet() -> None:
    state = table(HONEY, roll=(3, 1))
    play(state, "use 3 in honey-buzz")
    assert legal(state) == ["honey-buzz hex 3", "honey-buzz hex 10"]
    play(state, "honey-buzz hex 3")
    assert marks(state, "honey-buzz")[2] == 1 and state.resources() == [0, 0, 0]


def test_honey_buzz_surrounding_a_honey_hex_gains_every_benefit_next_to_it() -> None:
    state = table(HONEY, roll=(6, 1), marks={"honey-buzz": [1, 1, 1]})
    play(state, "use 6 in honey-buzz", "honey-buzz hex 7")  # honey 1: a star and a pumpkin
    assert state.resources() == [1, 0, 0] and stars(state, "honey-buzz") == 1


def test_honey_buzz_a_benefit_next_to_two_honey_hexes_is_gained_twice() -> None:
    state = table(HONEY)
    sheet = marks(state, "honey-buzz")
    sheet[:] = [0, 0, 1, 1, 0, 0, 0, 1, 1, 0, 0, 0]  # honey 2 surrounded
    assert stars(state, "honey-buzz") == 1
    sheet[4] = sheet[9] = 1  # honey 3 too: the shared star again, and its own
    assert stars(state, "honey-buzz") == 3
    sheet[:] = [1] * 12
    assert stars(state, "honey-buzz") == 6


PIRATES = ("libertalia", "wingspan", "scythe")


def test_libertalia_a_digit_completes_a_pirate_as_its_tens_or_its_ones() -> None:
    state = table(PIRATES, roll=(3, 1))
    play(state, "use 3 in libertalia", "libertalia pirate 1")  # "1_": 13
    assert state.in_play[0].value(0, 3) == 13 and state.resources() == [1, 0, 0]
    assert state.in_play[0].value(1, 3) == 32  # "_2": 32


def test_libertalia_completed_pirates_ascend_in_reading_order_no_equal_neighbours() -> None:
    state = table(PIRATES, roll=(2, 1))
    sheet = marks(state, "libertalia")
    sheet[4] = 3  # pirate 5: 33
    play(state, "use 2 in libertalia")
    options = legal(state)
    assert "libertalia pirate 6 without benefit" not in options  # 26 after 33
    assert "libertalia pirate 3" in options  # 22 before 33
    state = table(PIRATES, roll=(2, 1))
    marks(state, "libertalia")[box("libertalia", "pirates", 1)] = 2  # pirate 2: 22
    play(state, "use 2 in libertalia")
    assert "libertalia pirate 3" not in legal(state)  # 22 beside 22


def test_libertalia_a_benefit_s_cost_is_paid_or_the_pirate_filled_without_it() -> None:
    state = table(PIRATES, roll=(1, 1))
    play(state, "use 1 in libertalia")
    assert "libertalia pirate 2 without benefit" in legal(state)
    assert "libertalia pirate 2" not in legal(state)  # the star costs a coin
    state = table(PIRATES, roll=(1, 1), resources=(0, 0, 1))
    play(state, "use 1 in libertalia", "libertalia pirate 2")
    assert state.resources() == [0, 0, 0] and stars(state, "libertalia") == 1


def test_libertalia_two_more_stars_when_every_pirate_is_complete() -> None:
    state = table(PIRATES)
    sheet = marks(state, "libertalia")
    sheet[:8] = [3, 2, 3, 2, 1, 3, 1, 5]  # 13 22 23 24 31 36 51 55
    assert stars(state, "libertalia") == 2
    sheet[8] = 0b10
    assert stars(state, "libertalia") == 3


ARNAK = ("arnak", "wingspan", "scythe")


def test_arnak_ascend_a_level_and_mark_a_box_of_that_row() -> None:
    state = table(ARNAK, roll=(2, 1))
    play(state, "use 2 in arnak")
    assert legal(state) == ["arnak magnifier 1", "arnak magnifier 2", "arnak magnifier 3"]
    play(state, "arnak magnifier 2")
    sheet = marks(state, "arnak")
    assert sheet[:2] == [1, 0] and sheet[2:5] == [0, 1, 0] and state.resources() == [0, 1, 0]


def test_arnak_the_journal_never_above_the_magnifier_and_boxes_are_marked_once() -> None:
    state = table(ARNAK, roll=(2, 1))
    sheet = marks(state, "arnak")
    sheet[0], sheet[3] = 1, 1  # the magnifier on level 1, which marked its box 2
    play(state, "use 2 in arnak")
    assert [a for a in legal(state) if "journal" in a] == ["arnak journal 1", "arnak journal 3"]
    play(state, "arnak journal 1")
    assert state.resources() == [1, 0, 0]
    state = table(ARNAK, roll=(2, 1), marks={"arnak": {"magnifier": 1, "journal": 1}})
    play(state, "use 2 in arnak")
    assert not [a for a in legal(state) if "journal" in a]


def test_arnak_some_destinations_cost_resources_first() -> None:
    # level 3 costs a pumpkin
    state = table(ARNAK, roll=(2, 1), marks={"arnak": {"magnifier": 2, "journal": 2}})
    refused(state, "use 2 in arnak", "a 2 cannot be used in arnak")
    state = table(ARNAK, roll=(2, 1), resources=(1, 0, 0), marks={"arnak": {"magnifier": 2, "journal": 2}})
    play(state, "use 2 in arnak", "arnak magnifier 2")
    assert state.resources() == [0, 0, 0] and stars(state, "arnak") == 1


def test_arnak_stars_from_the_benefit_boxes() -> None:
    state = table(ARNAK)
    sheet = marks(state, "arnak")
    sheet[2 + 15] = 1  # level 6, box 1: a star
    sheet[2 + 16] = 1  # level 6, box 2: resources
    sheet[2 + 4: 2 + 6] = [1, 1]  # level 2, boxes 2 and 3: a star each
    assert stars(state, "arnak") == 3
