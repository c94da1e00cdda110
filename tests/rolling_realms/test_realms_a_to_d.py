"""Apiary, Architects of the West Kingdom, Atiwa, Brass: Birmingham, Dice Throne, Dog Park: every
sentence of their compendium entries, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import box, legal, mark, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms.architects import Architects

APIARY = ("apiary", "wingspan", "scythe")


def test_apiary_a_1_to_4_outlines_a_matching_bee_in_the_leftmost_empty_column() -> None:
    state = table(APIARY, roll=(3, 5))
    marks(state, "apiary")[box("apiary", "strength")] = 2
    play(state, "use 3 in apiary", "apiary bee")
    assert marks(state, "apiary")[:3] == [2, 3, 0]
    state = table(APIARY, roll=(5, 6))
    refused(state, "use 5 in apiary", "a 5 cannot be used in apiary")  # no bee to age either


def test_apiary_any_number_ages_all_active_bees_gaining_the_benefit_in_between() -> None:
    state = table(APIARY, roll=(6, 1))
    bees = marks(state, "apiary")
    bees[:3] = [1, 2, 4]
    bees[6:9] = [1, 1, 0]  # the strength 1 bee hibernates already
    play(state, "use 6 in apiary", "apiary age")
    assert bees[6:9] == [1, 2, 1] and state.resources() == [1, 1, 0]  # steps 2 and 1


def test_apiary_a_star_per_strength_4_bee_that_ages_into_hibernation() -> None:
    state = table(APIARY, roll=(6, 1))
    bees = marks(state, "apiary")
    bees[:2] = [4, 3]
    bees[6:8] = [3, 2]
    play(state, "use 6 in apiary", "apiary age")
    assert stars(state, "apiary") == 1 and bees[7] == 3  # the strength 3 bee hibernates: no star


ARCH = ("architects", "wingspan", "scythe")
TRADED = Architects.TRADED


def test_architects_write_left_to_right_and_gain_the_box_benefit() -> None:
    state = table(ARCH, roll=(5, 1))
    play(state, "use 5 in architects", "architects cathedral")
    assert marks(state, "architects")[:2] == [5, 0] and state.resources() == [0, 0, 1]


def test_architects_the_cathedral_decreases_the_field_increases() -> None:
    """E.g., after a 5 in the Cathedral's leftmost box, the second must be 4 or lower."""
    state = table(ARCH, roll=(5, 4))
    sheet = marks(state, "architects")
    sheet[0] = 5
    sheet[6] = 4
    play(state, "use 5 in architects")
    assert "architects cathedral" not in legal(state) and "architects field" in legal(state)
    state = table(ARCH, roll=(4, 4))
    sheet = marks(state, "architects")
    sheet[0], sheet[6] = 5, 4
    play(state, "use 4 in architects")
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
    play(poor, "use 5 in architects")
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


ATIWA = ("atiwa", "wingspan", "scythe")


def test_atiwa_outline_a_matching_terrain_card_and_gain_it_the_top_left_is_outlined() -> None:
    state = table(ATIWA, roll=(2, 6))
    assert mark(state, "atiwa", "cards") == 1
    play(state, "use 2 in atiwa")
    assert legal(state)[:2] == ["atiwa card 2", "atiwa card 3"]
    play(state, "atiwa card 2")
    assert state.resources() == [1, 1, 0]


def test_atiwa_circle_up_to_the_number_of_bats_on_outlined_cards() -> None:
    state = table(ATIWA, roll=(6, 1))
    play(state, "use 6 in atiwa", "atiwa bats")
    assert mark(state, "atiwa", "circled") == 3  # only the top-left card's 3 bats are on an outlined card


def test_atiwa_mark_exactly_three_circled_bats_once_an_activation_for_a_pumpkin_or_heart() -> None:
    state = table(ATIWA, roll=(3, 1))
    sheet = marks(state, "atiwa")
    sheet[3] = 1  # a card without bats outlined: the top-left card's 3 bats to circle
    play(state, "use 3 in atiwa")
    assert legal(state) == ["atiwa card 5", "atiwa card 6", "atiwa bats", "atiwa bats and mark bats"]
    play(state, "atiwa bats and mark bats")
    assert sheet[9:11] == [3, 3] and legal(state) == ["take pumpkin", "take heart"]


def test_atiwa_stars_on_outlined_cards_and_for_every_bat_circled_then_marked() -> None:
    state = table(ATIWA)
    sheet = marks(state, "atiwa")
    sheet[:9] = [1, 0, 1, 0, 1, 0, 1, 0, 0]  # three star cards
    assert stars(state, "atiwa") == 3
    sheet[9] = 9  # all 9 bats circled
    assert stars(state, "atiwa") == 4
    sheet[10] = 9
    assert stars(state, "atiwa") == 6


BRASS = ("brass", "wingspan", "scythe")


def test_brass_the_first_route_goes_anywhere_canals_in_turns_1_to_4() -> None:
    state = table(BRASS, roll=(2, 3))
    play(state, "use 2 in brass")
    assert legal(state) == ["brass route 1"]  # A-B canal; the 2-railroads wait for turn 5
    play(state, "brass route 1")
    assert legal(state) == ["brass take pumpkin", "brass take heart"]  # city A, then city B
    play(state, "brass take heart", "brass take star")
    assert state.resources() == [0, 1, 0] and stars(state, "brass") == 1


def test_brass_railroads_in_turns_5_to_9_routes_with_both_any_turn_once() -> None:
    state = table(BRASS, roll=(3, 1), turn=5)
    play(state, "use 3 in brass")
    assert legal(state) == ["brass route 2", "brass route 10", "brass route 12"]
    state = table(BRASS, roll=(3, 1))
    play(state, "use 3 in brass")
    assert legal(state) == ["brass route 10"]  # D-F, both: in turn 1 too


def test_brass_a_route_must_connect_to_the_network() -> None:
    state = table(BRASS, roll=(6, 1))
    marks(state, "brass")[box("brass", "routes")] = 1
    play(state, "use 6 in brass")
    assert legal(state) == ["brass route 8"]  # B-D canal; E-F and D-G do not touch A or B


def test_brass_a_1_counts_as_any_number() -> None:
    state = table(BRASS, roll=(1, 2))
    play(state, "use 1 in brass")
    assert legal(state) == [f"brass route {n}" for n in (1, 3, 5, 7, 8, 10, 11, 14)]


def test_brass_each_city_gives_one_benefit_per_route_never_used_up() -> None:
    state = table(BRASS, roll=(6, 1))
    marks(state, "brass")[box("brass", "routes")] = 1
    play(state, "use 6 in brass", "brass route 8")
    assert legal(state) == ["brass take coin", "brass take star"]  # city B, then city D
    play(state, "brass take star", "brass take coin")
    assert stars(state, "brass") == 1 and state.resources() == [0, 0, 1]


THRONE = ("dice-throne", "wingspan", "scythe")


def test_dice_throne_rows_1_to_3_hold_equal_numbers() -> None:
    state = table(THRONE, roll=(4, 1))
    marks(state, "dice-throne")[box("dice-throne", "squares", 2)] = 3  # row 2: a 3
    play(state, "use 4 in dice-throne")
    assert not [u for u in legal(state) if u.startswith("dice-throne r2")]
    assert "dice-throne r1c1" in legal(state)


def test_dice_throne_row_4_no_equal_neighbours_row_5_neighbours_one_apart() -> None:
    state = table(THRONE, roll=(4, 1))
    sheet = marks(state, "dice-throne")
    sheet[9] = 4  # row 4, square 1
    sheet[13] = 3  # row 5, square 1
    play(state, "use 4 in dice-throne")
    options = legal(state)
    assert "dice-throne r4c2" not in options and "dice-throne r4c3" in options
    assert "dice-throne r5c2" in options and "dice-throne r5c3" in options
    state = table(THRONE, roll=(6, 1))
    marks(state, "dice-throne")[box("dice-throne", "squares", 13)] = 3
    play(state, "use 6 in dice-throne")
    assert "dice-throne r5c2" not in legal(state)


def test_dice_throne_row_6_is_5_5_6_6() -> None:
    state = table(THRONE, roll=(5, 1))
    play(state, "use 5 in dice-throne")
    sixth = [u for u in legal(state) if u.startswith("dice-throne r6")]
    assert sixth == ["dice-throne r6c1", "dice-throne r6c2"]


def test_dice_throne_an_extra_fill_writes_the_same_number_in_another_row_once() -> None:
    state = table(THRONE, roll=(5, 1))
    play(state, "use 5 in dice-throne", "dice-throne r6c1")
    asked = legal(state)
    assert asked[-1] == "dice-throne no extra" and "dice-throne extra r1c1" in asked
    assert not [a for a in asked if a.startswith("dice-throne extra r6")]
    play(state, "dice-throne extra r1c1")
    sheet = marks(state, "dice-throne")
    assert sheet[0] == 5 and sheet[17] == 5 and sheet[21] == 1 and "done" in legal(state)
    state = table(THRONE, roll=(5, 1), marks={"dice-throne": {"used": 3}})
    play(state, "use 5 in dice-throne", "dice-throne r6c1")
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


DOGS = ("dog-park", "wingspan", "scythe")


def test_dog_park_move_up_to_the_number_rightward_outline_the_paw_gain_the_column_resource() -> None:
    state = table(DOGS, roll=(4, 1))
    play(state, "use 4 in dog-park")
    assert legal(state)[:4] == [f"dog-park dog 1 spot {s}" for s in (1, 2, 3, 4)]
    play(state, "dog-park dog 1 spot 4")
    sheet = marks(state, "dog-park")
    assert sheet[0] == 1 and sheet[2:4] == [4, 1] and state.resources() == [0, 1, 0]


def test_dog_park_one_dog_at_a_time_until_it_reaches_home() -> None:
    state = table(DOGS, roll=(6, 1))
    sheet = marks(state, "dog-park")
    sheet[0], sheet[2], sheet[3] = 1, 4, 1
    play(state, "use 6 in dog-park")
    assert legal(state) == ["dog-park dog 1 spot 5", "dog-park dog 1 spot 6", "dog-park dog 1 spot 7",
                            "dog-park dog 1 home"]
    play(state, "dog-park dog 1 home")
    assert sheet[0] == 0 and sheet[2] == 8 and stars(state, "dog-park") == 2  # one paw
    state = table(DOGS, roll=(2, 1))
    sheet = marks(state, "dog-park")
    sheet[2] = 8  # dog 1 home: a new dog is chosen
    play(state, "use 2 in dog-park")
    assert legal(state) == [f"dog-park dog {d} spot {s}" for d in (2, 3, 4) for s in (1, 2)]


def test_dog_park_stars_by_the_paws_of_the_dog_reaching_home() -> None:
    for paws, expected in ((0, 2), (2, 1), (3, 0)):
        state = table(DOGS, roll=(6, 1))
        sheet = marks(state, "dog-park")
        sheet[0], sheet[2], sheet[3] = 1, 5, paws
        play(state, "use 6 in dog-park", "dog-park dog 1 home")
        assert stars(state, "dog-park") == expected
