"""Rock - Paper - Scissors, Roll Player, Rolling Realms, Skoventyr, Skulk Hollow, Sleeping Gods,
Smitten, Space Base: every sentence of its compendium entry, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import box, legal, mark, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

import realmkit
from realmkit.core import ai_for
from realmkit.games.rolling_realms.realms import REALMS

RPS = ("rock-paper-scissors", "wingspan", "scythe")
ROCK, PAPER, SCISSORS = 1, 2, 3


def test_rps_draw_the_icon_of_the_used_number_in_any_free_left_slot_and_gain_its_benefit() -> None:
    state = table(RPS, roll=(2, 5))
    # the first left slot is taken
    marks(state, "rock-paper-scissors")[box("rock-paper-scissors", "left")] = PAPER
    play(state, "use 2 in rock-paper-scissors")
    assert "rock-paper-scissors left 1" not in legal(state) and len(legal(state)) == 8
    play(state, "rock-paper-scissors left 2")  # a 2 draws a rock; the 2nd slot gives a heart
    assert mark(state, "rock-paper-scissors", "left", 1) == ROCK and state.resources() == [0, 1, 0]


def test_rps_then_the_other_rolled_die_is_drawn_in_any_free_right_slot_any_row() -> None:
    state = table(RPS, roll=(2, 5))
    # the 4th right slot is taken
    marks(state, "rock-paper-scissors")[box("rock-paper-scissors", "right", 3)] = PAPER
    play(state, "use 2 in rock-paper-scissors", "rock-paper-scissors left 2")
    asked = legal(state)
    assert asked == [f"rock-paper-scissors right {r} scissors" for r in (1, 2, 3, 5, 6, 7, 8, 9)]
    refused(state, "use 5 in wingspan", "a realm asks a decision first")
    play(state, "rock-paper-scissors right 7 scissors")
    assert mark(state, "rock-paper-scissors", "right", 6) == SCISSORS


def test_rps_the_other_rolled_die_remains_available_for_another_realm() -> None:
    state = table(RPS, roll=(2, 5))
    play(state, "use 2 in rock-paper-scissors", "rock-paper-scissors left 1",
         "rock-paper-scissors right 1 scissors")
    assert "use 5 in wingspan" in legal(state)
    play(state, "use 5 in wingspan")


def test_rps_a_modified_rolled_die_draws_its_new_icon_the_other_die_as_rolled() -> None:
    state = table(RPS, roll=(2, 5), resources=(2, 0, 0))
    play(state, "adjust 2 +1", "use 3 from 2 in rock-paper-scissors", "rock-paper-scissors left 1")
    assert mark(state, "rock-paper-scissors", "left") == PAPER  # the 2 made a 3
    assert all(use.endswith("scissors") for use in legal(state))  # the 5, as rolled


def test_rps_with_a_created_die_pick_either_rolled_die_for_the_right_side() -> None:
    state = table(RPS, roll=(2, 5), resources=(0, 0, 3))
    play(state, "create 3", "use created 3 in rock-paper-scissors", "rock-paper-scissors left 1")
    assert mark(state, "rock-paper-scissors", "left") == PAPER
    assert set(legal(state)) == {f"rock-paper-scissors right {r} {icon}"
                                 for r in range(1, 10) for icon in ("rock", "scissors")}
    play(state, "rock-paper-scissors right 1 rock")
    assert REALMS["rock-paper-scissors"].wins(marks(state, "rock-paper-scissors")) == 1  # paper beats rock


def test_rps_rock_beats_scissors_beats_paper_beats_rock_left_side_only() -> None:
    rps = REALMS["rock-paper-scissors"]
    sheet = rps.new_marks()
    sheet[0:3] = [ROCK, SCISSORS, PAPER]
    sheet[9:12] = [SCISSORS, PAPER, ROCK]
    assert rps.wins(sheet) == 3
    sheet[9:12] = [PAPER, ROCK, SCISSORS]  # the right side wins every match: no win for you
    assert rps.wins(sheet) == 0
    sheet[9:12] = [ROCK, SCISSORS, PAPER]  # ties win nothing
    assert rps.wins(sheet) == 0


def test_rps_stars_for_1_3_5_7_8_9_matches_won() -> None:
    state = table(RPS)
    sheet = marks(state, "rock-paper-scissors")
    for wins, expected in [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 5), (9, 6)]:
        sheet[:18] = [ROCK] * wins + [0] * (9 - wins) + [SCISSORS] * 9
        assert stars(state, "rock-paper-scissors") == expected, wins


ROLL = ("roll-player", "wingspan", "scythe")
MIDDLE = 12


def test_roll_player_start_in_the_middle_each_number_moves_one_way() -> None:
    state = table(ROLL, roll=(2, 5))
    assert marks(state, "roll-player")[MIDDLE] == 2  # the middle circle is the current one
    play(state, "use 2 in roll-player")
    assert legal(state) == ["roll-player left"]  # a 2 moves left
    state = table(ROLL, roll=(3, 5))
    play(state, "use 5 in roll-player")
    assert legal(state) == ["roll-player down"]  # a 5 moves down
    state = table(ROLL, roll=(3, 4))
    play(state, "use 3 in roll-player")
    assert legal(state) == ["roll-player up"]
    state = table(ROLL, roll=(3, 4))
    play(state, "use 4 in roll-player")
    assert legal(state) == ["roll-player right"]


def test_roll_player_two_numbers_move_in_any_direction() -> None:
    for wild in (1, 6):
        state = table(ROLL, roll=(wild, 3))
        play(state, f"use {wild} in roll-player")
        assert legal(state) == ["roll-player left", "roll-player up", "roll-player right", "roll-player down"]


def test_roll_player_fill_the_previous_outline_the_current_gain_its_benefit() -> None:
    state = table(ROLL, roll=(2, 5))
    play(state, "use 2 in roll-player", "roll-player left")  # onto the coin left of the middle
    sheet = marks(state, "roll-player")
    assert sheet[MIDDLE] == 1 and sheet[MIDDLE - 1] == 2 and state.resources() == [0, 0, 1]


def test_roll_player_only_to_an_unfilled_circle_on_the_grid() -> None:
    state = table(ROLL, roll=(2, 4))
    sheet = marks(state, "roll-player")
    sheet[MIDDLE], sheet[MIDDLE - 1], sheet[MIDDLE - 2] = 1, 1, 2  # at the left edge, came from the right
    refused(state, "use 2 in roll-player", "a 2 cannot be used in roll-player")  # off the grid
    refused(state, "use 4 in roll-player", "a 4 cannot be used in roll-player")  # back onto a filled circle
    state = table(ROLL, roll=(6, 4))
    sheet = marks(state, "roll-player")
    sheet[MIDDLE], sheet[MIDDLE - 1], sheet[MIDDLE - 2] = 1, 1, 2
    play(state, "use 6 in roll-player")
    assert legal(state) == ["roll-player up", "roll-player down"]


def test_roll_player_stars_from_outlined_circles() -> None:
    state = table(ROLL, roll=(3, 5))
    play(state, "use 5 in roll-player", "roll-player down")  # onto the pumpkin below the middle
    assert stars(state, "roll-player") == 0 and state.resources() == [1, 0, 0]
    state = table(ROLL, roll=(4, 5))
    marks(state, "roll-player")[MIDDLE], marks(state, "roll-player")[MIDDLE - 5] = 1, 2
    assert stars(state, "roll-player") == 1  # on the star above the middle
    play(state, "use 4 in roll-player", "roll-player right")  # onto the star at d2
    sheet = marks(state, "roll-player")
    assert sheet[8] == 2 and stars(state, "roll-player") == 2 and state.resources() == [0, 0, 0]
    sheet[8], sheet[3] = 1, 2  # moved on: the star circle, outlined once, is filled and still scores
    assert stars(state, "roll-player") == 2


def test_roll_player_six_stars_in_a_round_of_nine_moves() -> None:
    """FAQ: "Every realm only has space for 6 stars"; Roll Player: "Score stars from outlined
    circles". Nine moves up, right, up, right, down, down, down, left, down from the middle pass
    six star circles (a move changes the checkerboard's colour, so the stars lie on both)."""
    moves = [(3, "up"), (4, "right"), (3, "up"), (4, "right"), (5, "down"), (5, "down"),
             (5, "down"), (2, "left"), (5, "down")]
    state = table(ROLL, roll=(3, 1), later=tuple((die, 1) for die, _ in moves[1:]))
    for die, direction in moves:
        play(state, f"use {die} in roll-player", f"roll-player {direction}", "done")
    assert state.round == 1 and state.players[0].stars[0][0] == 6


WORLDS = ("rolling-realms", "wingspan", "scythe")


def test_rolling_realms_write_on_an_empty_face_of_any_world_then_mark_and_gain_a_benefit_below() -> None:
    state = table(WORLDS, roll=(2, 5))
    play(state, "use 2 in rolling-realms")
    assert legal(state) == ["rolling-realms world 1 pumpkin", "rolling-realms world 1 coin",
                            "rolling-realms world 2 pumpkin", "rolling-realms world 2 heart",
                            "rolling-realms world 3 heart", "rolling-realms world 3 coin"]
    play(state, "rolling-realms world 1 coin")
    sheet = marks(state, "rolling-realms")
    assert sheet[:3] == [2, 0, 0] and sheet[9:12] == [0, 1, 0] and state.resources() == [0, 0, 1]


def test_rolling_realms_each_benefit_below_is_marked_once_and_a_full_world_takes_no_more() -> None:
    state = table(WORLDS, roll=(2, 5))
    sheet = marks(state, "rolling-realms")
    sheet[0], sheet[10] = 4, 1  # world 1: one face written, its coin marked
    play(state, "use 2 in rolling-realms")
    assert "rolling-realms world 1 coin" not in legal(state)
    play(state, "rolling-realms world 1 pumpkin", "use 5 in wingspan", "wingspan bird 1", "done")
    assert sheet[:3] == [4, 2, 0] and sheet[9:12] == [1, 1, 0]  # the first pumpkin, then the second
    worlds = {"worlds": [1, 2, 3, 0, 0, 0, 0, 0, 0], "benefits": [1, 1, 1]}
    state = table(WORLDS, roll=(2, 5), marks={"rolling-realms": worlds})
    play(state, "use 2 in rolling-realms")
    assert all(not use.startswith("rolling-realms world 1") for use in legal(state))


def test_rolling_realms_a_star_per_complete_world_of_different_faces() -> None:
    state = table(WORLDS)
    sheet = marks(state, "rolling-realms")
    sheet[:9] = [1, 2, 3, 4, 4, 5, 5, 0, 0]
    assert stars(state, "rolling-realms") == 1  # world 2 repeats a 4, world 3 is not complete
    sheet[:3] = [1, 2, 0]
    assert stars(state, "rolling-realms") == 0  # an incomplete world scores nothing


def test_rolling_realms_a_star_per_complete_world_whose_sum_equals_another_worlds_complete_or_not() -> None:
    state = table(WORLDS)
    sheet = marks(state, "rolling-realms")
    sheet[:9] = [2, 2, 2, 6, 0, 0, 1, 1, 1]
    assert stars(state, "rolling-realms") == 1  # world 1 (6) equals world 2's 6 so far
    sheet[:9] = [2, 2, 2, 5, 0, 0, 1, 1, 1]
    assert stars(state, "rolling-realms") == 0


def test_rolling_realms_six_stars_need_complete_worlds_of_one_sum_all_faces_different() -> None:
    state = table(WORLDS)
    sheet = marks(state, "rolling-realms")
    sheet[:9] = [1, 2, 6, 3, 4, 2, 5, 3, 1]
    assert stars(state, "rolling-realms") == 6
    sheet[:9] = [1, 2, 6, 3, 3, 3, 5, 3, 1]
    assert stars(state, "rolling-realms") == 5


SKOV = ("skoventyr", "wingspan", "scythe")
OUTLINED, MARKED = box("skoventyr", "outlined"), box("skoventyr", "marked")


def test_skoventyr_the_compendiums_example() -> None:
    state = table(SKOV, roll=(6, 3))
    play(state, "use 6 in skoventyr")
    assert legal(state) == ["skoventyr mark", "skoventyr cross"]
    play(state, "skoventyr mark")  # 6 outlined from the bottom-left, landing on the 5
    assert marks(state, "skoventyr") == [6, 5, 0] and state.resources() == [1, 0, 0]
    state = table(SKOV, roll=(2, 3), marks={"skoventyr": {"outlined": 6, "marked": 5}})
    play(state, "use 2 in skoventyr")
    assert legal(state) == ["skoventyr cross"]  # landing on the 7 with 3 outlined spaces unmarked
    play(state, "skoventyr cross")
    assert marks(state, "skoventyr") == [8, 5, 1] and state.resources() == [1, 0, 0]
    state = table(SKOV, roll=(6, 5), marks={"skoventyr": {"outlined": 8, "marked": 5, "crossed": 1}})
    refused(state, "use 6 in skoventyr", "a 6 cannot be used in skoventyr")  # five trees remain
    play(state, "use 5 in skoventyr")


def test_skoventyr_gain_the_benefits_of_all_the_spaces_just_outlined() -> None:
    state = table(SKOV, roll=(5, 3), marks={"skoventyr": {"outlined": 6, "marked": 6}})
    play(state, "use 5 in skoventyr", "skoventyr mark")  # spaces 7-11: pumpkin, 7, heart, 3, coin
    assert state.resources() == [1, 1, 1] and marks(state, "skoventyr") == [11, 6, 0]


def test_skoventyr_landing_on_a_benefit_space_marks_nothing_and_crossing_is_not_offered() -> None:
    state = table(SKOV, roll=(5, 3))
    play(state, "use 5 in skoventyr")
    assert legal(state) == ["skoventyr mark"]
    play(state, "skoventyr mark")
    assert marks(state, "skoventyr") == [5, 0, 0]


def test_skoventyr_a_number_no_higher_than_the_remaining_trees() -> None:
    state = table(SKOV, roll=(4, 3), marks={"skoventyr": {"crossed": 3}})
    refused(state, "use 4 in skoventyr", "a 4 cannot be used in skoventyr")
    play(state, "use 3 in skoventyr")
    state = table(SKOV, roll=(1, 1), marks={"skoventyr": {"crossed": 6}})
    refused(state, "use 1 in skoventyr", "a 1 cannot be used in skoventyr")


def test_skoventyr_outline_as_many_as_possible_at_the_end_of_the_path() -> None:
    state = table(SKOV, roll=(4, 3), marks={"skoventyr": {"outlined": 40, "marked": 20}})
    play(state, "use 4 in skoventyr", "skoventyr mark")  # the star, then the last space's 6
    assert marks(state, "skoventyr") == [42, 26, 0] and stars(state, "skoventyr") == 6
    refused(state, "use 3 in skoventyr", "skoventyr was already activated")
    state = table(SKOV, roll=(1, 3), marks={"skoventyr": {"outlined": 42, "marked": 26}})
    refused(state, "use 1 in skoventyr", "a 1 cannot be used in skoventyr")


def test_skoventyr_stars_as_benefits_along_the_path() -> None:
    state = table(SKOV, marks={"skoventyr": {"outlined": 24}})
    assert stars(state, "skoventyr") == 0
    marks(state, "skoventyr")[OUTLINED] = 25
    assert stars(state, "skoventyr") == 1
    marks(state, "skoventyr")[OUTLINED] = 35
    assert stars(state, "skoventyr") == 4


SKULK = ("skulk-hollow", "wingspan", "scythe")


def test_skulk_hollow_mark_the_matching_target_pay_its_cost_gain_a_star_and_its_benefit() -> None:
    state = table(SKULK, roll=(3, 5), resources=(2, 0, 0))
    play(state, "use 3 in skulk-hollow")
    assert legal(state) == ["skulk-hollow target 3"]
    play(state, "skulk-hollow target 3")  # pays two pumpkins, gains two hearts
    assert mark(state, "skulk-hollow", "marked", 2) == 1 and state.resources() == [0, 2, 0]
    assert stars(state, "skulk-hollow") == 1


def test_skulk_hollow_no_mark_without_the_cost_nor_on_a_marked_target() -> None:
    state = table(SKULK, roll=(3, 5), resources=(1, 3, 3))
    refused(state, "use 3 in skulk-hollow", "a 3 cannot be used in skulk-hollow")
    state = table(SKULK, roll=(3, 5), resources=(2, 2, 2), marks={"skulk-hollow": {"marked": [0, 0, 1]}})
    refused(state, "use 3 in skulk-hollow", "a 3 cannot be used in skulk-hollow")


def test_skulk_hollow_a_rolled_pair_eliminates_the_benefit_of_its_unmarked_target() -> None:
    state = table(SKULK, roll=(4, 4), resources=(0, 1, 2))
    assert mark(state, "skulk-hollow", "eliminated", 3) == 1  # the guardian attacked at the roll
    play(state, "use 4 in skulk-hollow", "skulk-hollow target 4")
    assert state.resources() == [0, 0, 1]  # a coin and a heart paid, no benefit; the star remains
    assert stars(state, "skulk-hollow") == 1
    state = table(SKULK, roll=(4, 4), resources=(0, 1, 2), marks={"skulk-hollow": {"marked": [0, 0, 0, 1]}})
    assert mark(state, "skulk-hollow", "eliminated", 3) == 0  # a marked target is not attacked
    state = table(SKULK, roll=(4, 5), resources=(0, 1, 2))
    assert marks(state, "skulk-hollow")[6:] == [0] * 6  # no pair, no attack
    play(state, "use 4 in skulk-hollow", "skulk-hollow target 4")
    assert state.resources() == [1, 0, 2]  # paid a coin and a heart, gained a pumpkin and a coin


def test_skulk_hollow_one_star_per_marked_target() -> None:
    state = table(SKULK, marks={"skulk-hollow": {"marked": [1, 1, 0, 0, 0, 1], "eliminated": [0, 1]}})
    assert stars(state, "skulk-hollow") == 3


GODS = ("sleeping-gods", "wingspan", "scythe")
REMAIN, SHAPE = 32, 33


def square(name: str) -> int:
    return 8 * (int(name[1]) - 1) + "abcdefgh".index(name[0])


def test_sleeping_gods_mark_that_number_of_orthogonally_adjacent_squares_gaining_resources() -> None:
    state = table(GODS, roll=(3, 5))
    play(state, "use 3 in sleeping-gods", "sleeping-gods square a1")
    assert marks(state, "sleeping-gods")[REMAIN] == 2
    assert legal(state) == ["sleeping-gods square b1", "sleeping-gods square a2"]  # next to the attack
    refused(state, "use 5 in wingspan", "a realm asks a decision first")
    play(state, "sleeping-gods square a2", "sleeping-gods square b2")  # an L: the heart of a2
    sheet = marks(state, "sleeping-gods")
    assert [sheet[square(s)] for s in ("a1", "a2", "b2")] == [1, 1, 1] and sum(sheet[:32]) == 3
    assert state.resources() == [0, 1, 0] and sheet[REMAIN] == sheet[SHAPE] == 0
    play(state, "use 5 in wingspan")  # the attack is over


def test_sleeping_gods_change_directions_a_t_shape_and_across_monsters() -> None:
    state = table(GODS, roll=(5, 2))
    play(state, "use 5 in sleeping-gods", "sleeping-gods square d3", "sleeping-gods square e3",
         "sleeping-gods square f3")
    assert "sleeping-gods square f2" in legal(state) and "sleeping-gods square f4" in legal(state)
    play(state, "sleeping-gods square f2", "sleeping-gods square f4")  # a T over two monsters
    assert sum(marks(state, "sleeping-gods")[:32]) == 5


def test_sleeping_gods_a_new_attack_need_not_touch_a_previous_one() -> None:
    state = table(GODS, roll=(1, 2), preset={"sleeping-gods": {square("a1"): 1}})
    play(state, "use 1 in sleeping-gods")
    assert "sleeping-gods square h4" in legal(state) and "sleeping-gods square a1" not in legal(state)
    play(state, "sleeping-gods square h4")
    assert state.resources() == [1, 0, 0] and marks(state, "sleeping-gods")[REMAIN] == 0


def test_sleeping_gods_two_numbers_may_not_mark_squares_with_icons_the_shape_still_contiguous() -> None:
    state = table(GODS, roll=(6, 4))
    play(state, "use 6 in sleeping-gods")
    starts = legal(state)
    assert "sleeping-gods square a1" not in starts  # blank but alone among icons: no room for 6
    assert "sleeping-gods square b1" not in starts  # a pumpkin
    assert "sleeping-gods square d3" in starts
    play(state, "sleeping-gods square d3")
    assert legal(state) == ["sleeping-gods square d2", "sleeping-gods square e3"]  # not c3 (venom) nor d4
    state = table(GODS, roll=(4, 3))
    play(state, "use 4 in sleeping-gods")
    assert "sleeping-gods square b1" in legal(state)  # a 4 may mark icons


def test_sleeping_gods_a_number_needs_room_for_its_whole_shape() -> None:
    sheet = {square(s): 1 for s in ("g1", "g2", "h2", "f2", "f3", "e3")}  # the 5s' and 6s' room cut to 4
    state = table(GODS, roll=(5, 6), preset={"sleeping-gods": sheet})
    refused(state, "use 5 in sleeping-gods", "a 5 cannot be used in sleeping-gods")
    refused(state, "use 6 in sleeping-gods", "a 6 cannot be used in sleeping-gods")


def test_sleeping_gods_a_star_per_fully_marked_monster_and_per_two_venom() -> None:
    state = table(GODS)
    sheet = marks(state, "sleeping-gods")
    for k in (0, 1, 2, 3, 8, 9, 10):
        sheet[k] = 1
    assert stars(state, "sleeping-gods") == 1  # a1-d1, a2-c2: two venom, the monster not full
    sheet[11] = 1
    assert stars(state, "sleeping-gods") == 2
    sheet[square("e2")] = 1  # a third venom
    assert stars(state, "sleeping-gods") == 2
    sheet[square("c3")] = 1
    assert stars(state, "sleeping-gods") == 3


SMITTEN = ("smitten", "wingspan", "scythe")
ASK = 18


def test_smitten_write_the_number_in_either_grid_then_may_write_the_rolled_sum_in_the_other() -> None:
    state = table(SMITTEN, roll=(2, 5))
    play(state, "use 2 in smitten")
    assert len(legal(state)) == 18  # any card of either grid
    play(state, "smitten grid 1 card 5")
    assert legal(state) == [f"smitten sum grid 2 card {c}" for c in range(1, 10)] + ["smitten sum skip"]
    play(state, "smitten sum grid 2 card 1")
    sheet = marks(state, "smitten")
    assert sheet[4] == 2 and sheet[9] == 7 and sheet[ASK] == 0
    state = table(SMITTEN, roll=(2, 5))
    play(state, "use 2 in smitten", "smitten grid 2 card 5", "smitten sum skip")  # the sum is optional
    assert marks(state, "smitten")[:18] == [0] * 13 + [2] + [0] * 4


def test_smitten_the_other_die_remains_available_and_the_sum_is_as_rolled() -> None:
    state = table(SMITTEN, roll=(2, 5), resources=(2, 0, 0))
    play(state, "adjust 2 +1", "use 3 from 2 in smitten", "smitten grid 1 card 1")
    assert mark(state, "smitten", "numbers") == 3
    play(state, "smitten sum grid 2 card 1")
    assert mark(state, "smitten", "numbers", 9) == 7  # 2 + 5 as rolled, not 3 + 5
    play(state, "use 5 in wingspan")


def test_smitten_no_number_repeats_within_a_grid() -> None:
    state = table(SMITTEN, roll=(2, 5), marks={"smitten": {"numbers": [2]}})
    play(state, "use 2 in smitten")
    assert all(use.startswith("smitten grid 2") for use in legal(state))  # grid 1 holds a 2
    state = table(SMITTEN, roll=(2, 5), marks={"smitten": {"numbers": [7]}})
    play(state, "use 2 in smitten", "smitten grid 2 card 1")
    assert marks(state, "smitten")[ASK] == 0 and "use 5 in wingspan" in legal(state)  # a 7 in grid 1: no sum
    state = table(SMITTEN, roll=(2, 5), marks={"smitten": {"numbers": [2, 0, 0, 0, 0, 0, 0, 0, 0, 2]}})
    refused(state, "use 2 in smitten", "a 2 cannot be used in smitten")


def test_smitten_resource_benefits_need_only_two_filled_cards() -> None:
    state = table(SMITTEN, roll=(2, 5), marks={"smitten": {"numbers": [4]}})
    play(state, "use 2 in smitten", "smitten grid 1 card 2")  # cards 1 and 2 of grid 1: a pumpkin
    assert state.resources() == [1, 0, 0]
    play(state, "smitten sum grid 2 card 4")  # no edge complete in grid 2 yet
    assert state.resources() == [1, 0, 0]
    state = table(SMITTEN, roll=(2, 5), marks={"smitten": {"numbers": [4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3]}})
    play(state, "use 2 in smitten", "smitten grid 1 card 7", "smitten sum grid 2 card 3")
    assert state.resources() == [0, 0, 1]  # grid 2's cards 2 and 3: a coin (grids fill independently)


def test_smitten_a_star_per_four_filled_cards_at_a_star_intersection_and_per_completed_grid() -> None:
    state = table(SMITTEN)
    sheet = marks(state, "smitten")
    sheet[:9] = [1, 2, 0, 3, 4, 0, 0, 0, 0]
    assert stars(state, "smitten") == 1
    sheet[9:18] = [1, 2, 0, 3, 4, 0, 0, 0, 0]
    assert stars(state, "smitten") == 2
    sheet[:18] = [0, 0, 0, 3, 4, 0, 7, 8, 0] + [0] * 9
    assert stars(state, "smitten") == 0  # grid 1's bottom-left intersection shows no star
    sheet[:9] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    assert stars(state, "smitten") == 3 + 1  # three star intersections and the full grid


BASE_REALMS = ("space-base", "wingspan", "scythe")
OUTLINED_AT, OWED, BASE_STARS = (box("space-base", part) for part in ("outlined", "owed", "stars"))


def test_space_base_the_compendiums_example() -> None:
    state = table(BASE_REALMS, roll=(2, 6))
    play(state, "use 2 in space-base", "space-base column 2")  # the 2's first card: +card
    assert legal(state) == [f"space-base outline {d}" for d in range(1, 7)]  # any column
    play(state, "space-base outline 2")  # the 2's second card, another +card
    sheet = marks(state, "space-base")
    assert sheet[0 + 1] == 1 and sheet[OUTLINED_AT + 1] == 2 and state.resources() == [0, 0, 0]
    state = table(BASE_REALMS, roll=(3, 6), preset={"space-base": {1: 1, OUTLINED_AT + 1: 2}})
    play(state, "use 3 in space-base", "space-base column 3", "space-base outline 3")
    assert state.resources() == [0, 1, 0]  # a heart; the pumpkin just outlined is not gained yet
    state = table(BASE_REALMS, roll=(3, 6), preset={"space-base": {2: 1, OUTLINED_AT + 2: 2}})
    play(state, "use 3 in space-base", "space-base column 3")  # the next time: pumpkin and heart
    assert state.resources() == [1, 1, 0] and legal(state)[0].startswith("space-base outline")


def test_space_base_mark_an_unmarked_circle_in_the_matching_column() -> None:
    state = table(BASE_REALMS, roll=(4, 6))
    play(state, "use 4 in space-base")
    assert legal(state) == ["space-base column 4"]
    play(state, "space-base column 4")
    assert mark(state, "space-base", "marked", 3) == 1 and state.resources() == [0, 0, 1]
    # all 3 circles marked
    state = table(BASE_REALMS, roll=(4, 6), marks={"space-base": {"marked": [0, 0, 0, 3]}})
    refused(state, "use 4 in space-base", "a 4 cannot be used in space-base")


def test_space_base_each_plus_card_outlines_one_card_and_full_columns_take_none() -> None:
    state = table(BASE_REALMS, roll=(2, 6), preset={"space-base": {OUTLINED_AT + 1: 2}})
    play(state, "use 2 in space-base", "space-base column 2")  # two +card outlined: two outlines
    assert marks(state, "space-base")[OWED] == 2
    play(state, "space-base outline 1", "space-base outline 1")
    assert marks(state, "space-base")[OUTLINED_AT] == 3 and marks(state, "space-base")[OWED] == 0
    preset = {OUTLINED_AT + k: 4 for k in range(6)}
    preset[OUTLINED_AT + 4] = 3
    state = table(BASE_REALMS, roll=(2, 6), preset={"space-base": preset})
    play(state, "use 2 in space-base", "space-base column 2")
    assert legal(state) == ["space-base outline 5"]
    play(state, "space-base outline 5")
    assert marks(state, "space-base")[OWED] == 0 and "use 2 in space-base" not in legal(state)


def test_space_base_stars_as_triggered_benefits_never_more_than_six() -> None:
    state = table(BASE_REALMS, roll=(1, 6), preset={"space-base": {OUTLINED_AT: 4}})
    play(state, "use 1 in space-base", "space-base column 1")  # all four cards of column 1
    assert stars(state, "space-base") == 2 and state.resources() == [1, 0, 1]
    play(state, "space-base outline 6")
    marks(state, "space-base")[BASE_STARS] = 7
    assert stars(state, "space-base") == 6


def _valued(realm: str, better: dict[int, int], worse: dict[int, int]) -> tuple[float, float]:
    """The AI's value of two sheets of `realm` scoring the same stars, differing in progress."""
    ai = ai_for(realmkit.load("rolling-realms"))
    values = []
    for preset in (better, worse):
        state = table((realm, "wingspan", "scythe"), roll=(1, 1), preset={realm: preset})
        values.append(ai.evaluate(state, 0))
    return values[0], values[1]


def test_the_ai_sees_progress_toward_these_realms_stars() -> None:
    cases = {
        "rock-paper-scissors": ({0: ROCK, 1: ROCK, 9: SCISSORS, 10: SCISSORS}, {0: ROCK, 9: SCISSORS}),
        "roll-player": ({MIDDLE: 1, MIDDLE - 1: 2}, {MIDDLE: 1, 0: 2}),  # next to a star, or to none
        "rolling-realms": ({0: 1, 1: 2}, {0: 2, 1: 2}),
        "skoventyr": ({OUTLINED: 20, MARKED: 20}, {OUTLINED: 16, MARKED: 16}),  # a star within reach
        "sleeping-gods": ({0: 1, 1: 1, 2: 1, 3: 1}, {0: 1, 4: 1, 16: 1, 20: 1}),
        "smitten": ({0: 1, 1: 2, 3: 3}, {6: 1, 7: 2, 8: 3}),
        "space-base": ({OUTLINED_AT: 3}, {OUTLINED_AT: 3, 0: 3}),  # column 1's star, circles left or not
    }
    for realm, (better, worse) in cases.items():
        high, low = _valued(realm, better, worse)
        assert high > low, realm
