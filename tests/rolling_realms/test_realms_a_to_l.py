"""Apiary, Architects of the West Kingdom, Atiwa, Brass: Birmingham, Dice Throne, Dog Park,
Finspan, Flamecraft, Genotype, Honey Buzz, Libertalia, Lost Ruins of Arnak: every sentence of
their compendium entries, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms.architects import Architects

ARCH = ("architects", "wingspan", "scythe")
TRADED = Architects.TRADED


def test_architects_write_left_to_right_and_gain_the_box_benefit() -> None:
    state = table(ARCH, roll=(5, 1))
    play(state, "use 1 in architects", "architects cathedral")
    assert marks(state, "architects")[:2] == [5, 0] and state.resources() == [0, 0, 1]


def test_architects_the_cathedral_decreases_the_field_increases() -> None:
    """E.g., after a 5 in the Cathedral's leftmost box, the second must be 4 or lower."""
    state = table(ARCH, roll=(5, 4))
    sheet = marks(state, "architects")
    sheet[0] = 5
    sheet[6] = 4
    play(state, "use 1 in architects")
    assert "architects cathedral" not in legal(state) and "architects field" in legal(state)
    state = table(ARCH, roll=(4, 4))
    sheet = marks(state, "architects")
    sheet[0], sheet[6] = 5, 4
    play(state, "use 1 in architects")
    assert "architects cathedral" in legal(state) and "architects field" not in legal(state)


def test_architects_a_trade_pays_its_resources_gains_its_benefit_once() -> None:
    state = table(ARCH, roll=(1, 1), resources=(2, 0, 0))
    play(state, "use 1 in architects", "architects trade")
    assert state.resources() == [1, 1, 1] and marks(state, "architects")[TRADED] == 1 << 1
    state = table(ARCH, roll=(1, 1), resources=(2, 0, 0))
    marks(state, "architects")[TRADED] = 1 << 1
    play(state, "use 1 in architects")
    assert "architects trade" not in legal(state)
    poor = table(ARCH, roll=(5, 1), resources=(0, 1, 1))
    play(poor, "use 1 in architects")
    assert "architects trade" not in legal(poor)  # a heart and 2 coins


def test_architects_six_stars_need_four_in_each_row_and_the_rightmost_two_trades() -> None:
    state = table(ARCH)
    sheet = marks(state, "architects")
    sheet[:4] = [6, 5, 4, 3]
    sheet[6:9] = [1, 2, 3]
    assert stars(state, "architects") == 3
    sheet[9] = 4
    sheet[TRADED] = 1 << 5
    assert stars(state, "architects") == 5
    sheet[TRADED] |= 1 << 6
    assert stars(state, "architects") == 6


DOGS = ("dog-park", "wingspan", "scythe")


def test_dog_park_move_up_to_the_number_rightward_outline_the_paw_gain_the_column_resource() -> None:
    state = table(DOGS, roll=(4, 1))
    play(state, "use 1 in dog-park")
    assert legal(state)[:4] == [f"dog-park dog 1 spot {s}" for s in (1, 2, 3, 4)]
    play(state, "dog-park dog 1 spot 4")
    sheet = marks(state, "dog-park")
    assert sheet[0] == 1 and sheet[2:4] == [4, 1] and state.resources() == [0, 1, 0]


def test_dog_park_one_dog_at_a_time_until_it_reaches_home() -> None:
    state = table(DOGS, roll=(6, 1))
    sheet = marks(state, "dog-park")
    sheet[0], sheet[2], sheet[3] = 1, 4, 1
    play(state, "use 1 in dog-park")
    assert legal(state) == ["dog-park dog 1 spot 5", "dog-park dog 1 spot 6", "dog-park dog 1 spot 7",
                            "dog-park dog 1 home"]
    play(state, "dog-park dog 1 home")
    assert sheet[0] == 0 and sheet[2] == 8 and stars(state, "dog-park") == 2  # one paw
    state = table(DOGS, roll=(2, 1))
    sheet = marks(state, "dog-park")
    sheet[2] = 8  # dog 1 home: a new dog is chosen
    play(state, "use 1 in dog-park")
    assert legal(state) == [f"dog-park dog {d} spot {s}" for d in (2, 3, 4) for s in (1, 2)]


def test_dog_park_stars_by_the_paws_of_the_dog_reaching_home() -> None:
    for paws, expected in ((0, 2), (2, 1), (3, 0)):
        state = table(DOGS, roll=(6, 1))
        sheet = marks(state, "dog-park")
        sheet[0], sheet[2], sheet[3] = 1, 5, paws
        play(state, "use 1 in dog-park", "dog-park dog 1 home")
        assert stars(state, "dog-park") == expected


PIRATES = ("libertalia", "wingspan", "scythe")


def test_libertalia_a_digit_completes_a_pirate_as_its_tens_or_its_ones() -> None:
    state = table(PIRATES, roll=(3, 1))
    play(state, "use 1 in libertalia", "libertalia pirate 1")  # "1_": 13
    assert state.in_play[0].value(0, 3) == 13 and state.resources() == [1, 0, 0]
    assert state.in_play[0].value(1, 3) == 32  # "_2": 32


def test_libertalia_completed_pirates_ascend_in_reading_order_no_equal_neighbours() -> None:
    state = table(PIRATES, roll=(2, 1))
    sheet = marks(state, "libertalia")
    sheet[4] = 3  # pirate 5: 33
    play(state, "use 1 in libertalia")
    options = legal(state)
    assert "libertalia pirate 6 without benefit" not in options  # 26 after 33
    assert "libertalia pirate 3" in options  # 22 before 33
    state = table(PIRATES, roll=(2, 1))
    marks(state, "libertalia")[1] = 2  # pirate 2: 22
    play(state, "use 1 in libertalia")
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
    play(state, "use 1 in arnak")
    assert legal(state) == ["arnak magnifier 1", "arnak magnifier 2", "arnak magnifier 3"]
    play(state, "arnak magnifier 2")
    sheet = marks(state, "arnak")
    assert sheet[:2] == [1, 0] and sheet[2:5] == [0, 1, 0] and state.resources() == [0, 1, 0]


def test_arnak_the_journal_never_above_the_magnifier_and_boxes_are_marked_once() -> None:
    state = table(ARNAK, roll=(2, 1))
    sheet = marks(state, "arnak")
    sheet[0], sheet[3] = 1, 1  # the magnifier on level 1, which marked its box 2
    play(state, "use 1 in arnak")
    assert [a for a in legal(state) if "journal" in a] == ["arnak journal 1", "arnak journal 3"]
    play(state, "arnak journal 1")
    assert state.resources() == [1, 0, 0]
    state = table(ARNAK, roll=(2, 1))
    marks(state, "arnak")[:2] = [1, 1]
    play(state, "use 1 in arnak")
    assert not [a for a in legal(state) if "journal" in a]


def test_arnak_some_destinations_cost_resources_first() -> None:
    state = table(ARNAK, roll=(2, 1))
    marks(state, "arnak")[:2] = [2, 2]  # level 3 costs a pumpkin
    refused(state, "use 1 in arnak", "a 2 cannot be used in arnak")
    state = table(ARNAK, roll=(2, 1), resources=(1, 0, 0))
    marks(state, "arnak")[:2] = [2, 2]
    play(state, "use 1 in arnak", "arnak magnifier 2")
    assert state.resources() == [0, 0, 0] and stars(state, "arnak") == 1


def test_arnak_stars_from_the_benefit_boxes() -> None:
    state = table(ARNAK)
    sheet = marks(state, "arnak")
    sheet[2 + 15] = 1  # level 6, box 1: two stars
    sheet[2 + 5] = 1  # level 2, box 3: a star
    assert stars(state, "arnak") == 3


APIARY = ("apiary", "wingspan", "scythe")


def test_apiary_a_1_to_4_outlines_a_matching_bee_in_the_leftmost_empty_column() -> None:
    state = table(APIARY, roll=(3, 5))
    marks(state, "apiary")[0] = 2
    play(state, "use 1 in apiary", "apiary bee")
    assert marks(state, "apiary")[:3] == [2, 3, 0]
    state = table(APIARY, roll=(5, 6))
    refused(state, "use 1 in apiary", "a 5 cannot be used in apiary")  # no bee to age either


def test_apiary_any_number_ages_all_active_bees_gaining_the_benefit_in_between() -> None:
    state = table(APIARY, roll=(6, 1))
    bees = marks(state, "apiary")
    bees[:3] = [1, 2, 4]
    bees[6:9] = [1, 1, 0]  # the strength 1 bee hibernates already
    play(state, "use 1 in apiary", "apiary age")
    assert bees[6:9] == [1, 2, 1] and state.resources() == [1, 1, 0]  # steps 2 and 1


def test_apiary_a_star_per_strength_4_bee_that_ages_into_hibernation() -> None:
    state = table(APIARY, roll=(6, 1))
    bees = marks(state, "apiary")
    bees[:2] = [4, 3]
    bees[6:8] = [3, 2]
    play(state, "use 1 in apiary", "apiary age")
    assert stars(state, "apiary") == 1 and bees[7] == 3  # the strength 3 bee hibernates: no star


ATIWA = ("atiwa", "wingspan", "scythe")


def test_atiwa_outline_a_matching_terrain_card_and_gain_it_the_top_left_is_outlined() -> None:
    state = table(ATIWA, roll=(2, 6))
    assert marks(state, "atiwa")[0] == 1
    play(state, "use 1 in atiwa")
    assert legal(state)[:2] == ["atiwa card 2", "atiwa card 3"]
    play(state, "atiwa card 2")
    assert state.resources() == [1, 1, 0]


def test_atiwa_circle_up_to_the_number_of_bats_on_outlined_cards() -> None:
    state = table(ATIWA, roll=(6, 1))
    play(state, "use 1 in atiwa", "atiwa bats")
    assert marks(state, "atiwa")[9] == 2  # only the top-left card's 2 bats are outlined


def test_atiwa_mark_exactly_three_circled_bats_once_an_activation_for_a_pumpkin_or_heart() -> None:
    state = table(ATIWA, roll=(3, 1))
    sheet = marks(state, "atiwa")
    sheet[3] = 1  # a 2-bat card outlined: 4 bats to circle
    play(state, "use 1 in atiwa")
    assert legal(state) == ["atiwa card 5", "atiwa card 6", "atiwa bats", "atiwa bats and mark bats"]
    play(state, "atiwa bats and mark bats")
    assert sheet[9:11] == [3, 3] and legal(state) == ["take pumpkin", "take heart"]


def test_atiwa_stars_on_outlined_cards_and_for_every_bat_circled_then_marked() -> None:
    state = table(ATIWA)
    sheet = marks(state, "atiwa")
    sheet[:9] = [1, 0, 1, 0, 1, 0, 1, 0, 0]  # three star cards
    assert stars(state, "atiwa") == 3
    sheet[9] = 18
    assert stars(state, "atiwa") == 4
    sheet[10] = 18
    assert stars(state, "atiwa") == 6


THRONE = ("dice-throne", "wingspan", "scythe")


def test_dice_throne_rows_1_to_3_hold_equal_numbers() -> None:
    state = table(THRONE, roll=(4, 1))
    marks(state, "dice-throne")[2] = 3  # row 2: a 3
    play(state, "use 1 in dice-throne")
    assert not [u for u in legal(state) if u.startswith("dice-throne r2")]
    assert "dice-throne r1c1" in legal(state)


def test_dice_throne_row_4_no_equal_neighbours_row_5_neighbours_one_apart() -> None:
    state = table(THRONE, roll=(4, 1))
    sheet = marks(state, "dice-throne")
    sheet[9] = 4  # row 4, square 1
    sheet[13] = 3  # row 5, square 1
    play(state, "use 1 in dice-throne")
    options = legal(state)
    assert "dice-throne r4c2" not in options and "dice-throne r4c3" in options
    assert "dice-throne r5c2" in options and "dice-throne r5c3" in options
    state = table(THRONE, roll=(6, 1))
    marks(state, "dice-throne")[13] = 3
    play(state, "use 1 in dice-throne")
    assert "dice-throne r5c2" not in legal(state)


def test_dice_throne_row_6_is_5_5_6_6() -> None:
    state = table(THRONE, roll=(5, 1))
    play(state, "use 1 in dice-throne")
    sixth = [u for u in legal(state) if u.startswith("dice-throne r6")]
    assert sixth == ["dice-throne r6c1", "dice-throne r6c2"]


def test_dice_throne_an_extra_fill_writes_the_same_number_in_another_row_once() -> None:
    state = table(THRONE, roll=(5, 1))
    play(state, "use 1 in dice-throne", "dice-throne r6c1")
    asked = legal(state)
    assert asked[-1] == "dice-throne no extra" and "dice-throne extra r1c1" in asked
    assert not [a for a in asked if a.startswith("dice-throne extra r6")]
    play(state, "dice-throne extra r1c1")
    sheet = marks(state, "dice-throne")
    assert sheet[0] == 5 and sheet[17] == 5 and sheet[21] == 1 and "done" in legal(state)
    state = table(THRONE, roll=(5, 1), preset={"dice-throne": {21: 3}})
    play(state, "use 1 in dice-throne", "dice-throne r6c1")
    assert "done" in legal(state)  # all three extra fills used: nothing asked


def test_dice_throne_stars_for_completed_rows_at_most_six() -> None:
    state = table(THRONE)
    sheet = marks(state, "dice-throne")
    sheet[0:2] = [2, 2]
    sheet[17:21] = [5, 5, 6, 6]
    assert stars(state, "dice-throne") == 3
    sheet[5:9] = [1, 1, 1, 1]
    sheet[13:17] = [1, 2, 3, 4]
    assert stars(state, "dice-throne") == 6


GENOTYPE = ("genotype", "wingspan", "scythe")


def test_genotype_fill_a_matching_header_of_any_punnett_square() -> None:
    state = table(GENOTYPE, roll=(6, 1))
    play(state, "use 1 in genotype")
    assert legal(state) == ["genotype a row 6", "genotype b column 6"]
    play(state, "genotype a row 6")
    assert marks(state, "genotype")[0] == 1 and state.resources() == [0, 0, 0]


def test_genotype_intersecting_filled_headers_gain_their_benefit() -> None:
    """The compendium's example: the 6 marked in the top square, then the 4: gain the pumpkin."""
    state = table(GENOTYPE, roll=(4, 1))
    marks(state, "genotype")[0] = 1
    play(state, "use 1 in genotype", "genotype a column 4")
    assert state.resources() == [1, 0, 0]


def test_genotype_a_completed_square_fills_any_header_of_choice_gaining_anew() -> None:
    state = table(GENOTYPE, roll=(2, 1))
    marks(state, "genotype")[:3] = [1, 1, 1]  # top square: 6, 1, 4 filled
    play(state, "use 1 in genotype", "genotype a column 2")  # the star (6,2) and the coin (1,2)
    assert state.resources() == [0, 0, 1] and stars(state, "genotype") == 2
    asked = legal(state)
    assert asked[0] == "genotype free b row 3" and asked[-1] == "genotype no free fill"
    refused(state, "done", "a realm asks a decision first")
    marks(state, "genotype")[6] = 1  # b column 1 filled already
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
    play(state, "use 1 in honey-buzz")
    assert legal(state) == ["honey-buzz hex 3", "honey-buzz hex 10"]
    play(state, "honey-buzz hex 3")
    assert marks(state, "honey-buzz")[2] == 1 and state.resources() == [0, 0, 0]


def test_honey_buzz_surrounding_a_honey_hex_gains_every_benefit_next_to_it() -> None:
    state = table(HONEY, roll=(6, 1))
    marks(state, "honey-buzz")[:3] = [1, 1, 1]
    play(state, "use 1 in honey-buzz", "honey-buzz hex 7")  # honey 1: a star and a pumpkin
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


FLAME = ("flamecraft", "wingspan", "scythe")


def test_flamecraft_enchant_outlines_any_circle_whatever_the_number() -> None:
    state = table(FLAME, roll=(1, 2))
    play(state, "use 1 in flamecraft")
    assert legal(state) == [f"flamecraft enchant {s} {c}" for s in (1, 2, 3) for c in (1, 2)]
    play(state, "flamecraft enchant 3 2")
    assert marks(state, "flamecraft")[6] == 0b10 and state.resources() == [0, 0, 0]


def test_flamecraft_gather_writes_in_a_matching_shop_and_gains_its_outlined_resources() -> None:
    state = table(FLAME, roll=(6, 1))
    marks(state, "flamecraft")[6] = 0b11
    play(state, "use 1 in flamecraft", "flamecraft gather 3")
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
    play(state, "use 1 in flamecraft", "flamecraft gather 1")
    assert legal(state)[-1] == "flamecraft skip" and "flamecraft enchant 2 1" in legal(state)
    play(state, "flamecraft enchant 2 1")
    assert marks(state, "flamecraft")[3] == 1 and "done" in legal(state)
    state = table(FLAME, roll=(3, 1))
    play(state, "use 1 in flamecraft", "flamecraft gather 2")
    assert legal(state) == ["flamecraft gather 1", "flamecraft gather 2", "flamecraft skip"]
    play(state, "flamecraft gather 1")  # the 3 again, in the first shop: it may enchant again
    assert marks(state, "flamecraft")[2] == 1 and marks(state, "flamecraft")[5] == 1
    play(state, "flamecraft skip")
    assert "done" in legal(state)


def test_flamecraft_stars_for_both_circles_outlined_and_three_gathers() -> None:
    state = table(FLAME)
    sheet = marks(state, "flamecraft")
    sheet[0], sheet[5] = 0b11, 3
    assert stars(state, "flamecraft") == 2


BRASS = ("brass", "wingspan", "scythe")


def test_brass_the_first_route_goes_anywhere_canals_in_turns_1_to_4() -> None:
    state = table(BRASS, roll=(2, 3))
    play(state, "use 1 in brass")
    assert legal(state) == ["brass route 1"]  # A-B canal; the 2-railroads wait for turn 5
    play(state, "brass route 1")
    assert legal(state) == ["brass take pumpkin", "brass take heart"]  # city A, then city B
    play(state, "brass take heart", "brass take star")
    assert state.resources() == [0, 1, 0] and stars(state, "brass") == 1


def test_brass_railroads_in_turns_5_to_9_routes_with_both_any_turn_once() -> None:
    state = table(BRASS, roll=(3, 1))
    state.turn = 4
    play(state, "use 1 in brass")
    assert legal(state) == ["brass route 2", "brass route 10", "brass route 12"]
    state = table(BRASS, roll=(3, 1))
    play(state, "use 1 in brass")
    assert legal(state) == ["brass route 10"]  # D-F, both: in turn 1 too


def test_brass_a_route_must_connect_to_the_network() -> None:
    state = table(BRASS, roll=(6, 1))
    marks(state, "brass")[0] = 1
    play(state, "use 1 in brass")
    assert legal(state) == ["brass route 8"]  # B-D canal; E-F and D-G do not touch A or B


def test_brass_a_1_counts_as_any_number() -> None:
    state = table(BRASS, roll=(1, 2))
    play(state, "use 1 in brass")
    assert legal(state) == [f"brass route {n}" for n in (1, 3, 5, 7, 8, 10, 11, 14)]


def test_brass_each_city_gives_one_benefit_per_route_never_used_up() -> None:
    state = table(BRASS, roll=(6, 1))
    marks(state, "brass")[0] = 1
    play(state, "use 1 in brass", "brass route 8")
    assert legal(state) == ["brass take coin", "brass take star"]  # city B, then city D
    play(state, "brass take star", "brass take coin")
    assert stars(state, "brass") == 1 and state.resources() == [0, 0, 1]


FINSPAN = ("finspan", "wingspan", "scythe")


def test_finspan_a_number_goes_in_a_bubble_of_a_zone_it_complies_with() -> None:
    """Reading of the lost icons: Sunlight 4-6, Twilight 1-3, Midnight a # not yet used here."""
    state = table(FINSPAN, roll=(5, 2))
    play(state, "use 1 in finspan")
    assert legal(state) == [f"finspan bubble {n}" for n in (1, 2, 3, 4, 5, 6, 10, 11, 12)]
    play(state, "finspan bubble 2")
    assert state.resources() == [0, 0, 2]
    state = table(FINSPAN, roll=(5, 2))
    marks(state, "finspan")[0] = 5
    play(state, "use 1 in finspan")
    assert "finspan bubble 10" not in legal(state)  # a 5 is used in this realm already


def test_finspan_a_plus_writes_one_more_number_here_without_pumpkins_or_its_benefit() -> None:
    state = table(FINSPAN, roll=(2, 3))
    play(state, "use 1 in finspan", "finspan bubble 8")
    assert "use 2 in finspan" in legal(state)
    play(state, "use 2 in finspan", "finspan bubble 7")
    assert state.resources() == [0, 0, 0] and marks(state, "finspan")[6:8] == [3, 2]
    assert state.activated[0] == 1 and marks(state, "finspan")[12] == 0  # the plus is spent


def test_finspan_a_plus_not_used_this_turn_is_lost() -> None:
    state = table(FINSPAN, roll=(2, 3))
    play(state, "use 1 in finspan", "finspan bubble 8", "done")
    assert marks(state, "finspan")[12] == 0


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
