"""Between Two Castles, Between Two Cities, Charterstone, Euphoria, My Little Scythe: every
sentence of their compendium entries, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import box, legal, mark, marks, play, stars, table

from realmkit.games.rolling_realms.realms.castles import DOOR

CASTLES = ("castles", "scythe", "tapestry")


def test_castles_fill_from_the_bottom_up_lower_on_top() -> None:
    state = table(CASTLES, roll=(4, 5))
    play(state, "use 4 in castles", "castles column 4")
    assert marks(state, "castles")[6:9] == [4, 0, 0]
    state = table(CASTLES, roll=(4, 5), marks={"castles": [0, 7, 0, 0, 0, 0, 4]})
    play(state, "use 5 in scythe", "scythe top")
    # a 4 on a 4 is not lower: column 4 is refused for it, columns over higher numbers are not
    assert "castles column 4" not in [str(a) for a in _uses(state, 4)]


def _uses(state, die: int) -> list[str]:
    clone = state.clone()
    play(clone, f"use {die} in castles")
    return legal(clone)


def test_castles_a_door_is_filled_so_any_number_goes_right_above_it() -> None:
    """Example: filling the square right above the door is fine as the very first action."""
    state = table(CASTLES, roll=(6, 5))
    column = marks(state, "castles")
    assert column[1] == DOOR
    play(state, "use 6 in castles", "castles column 2")
    assert column[2] == 6


def test_castles_complete_a_column_gain_the_resources_at_its_top() -> None:
    # left castle, third column: 3 then ...
    state = table(CASTLES, roll=(2, 5), marks={"castles": [0, 7, 0, 0, 3]})
    play(state, "use 2 in castles", "castles column 3")
    assert state.resources() == [0, 2, 0]  # both hearts drawn at the top


def test_castles_score_completed_rows_not_columns() -> None:
    state = table(CASTLES)
    castle = marks(state, "castles")
    castle[0], castle[4] = 5, 4  # left castle ground floor: column 1, door, column 3
    assert stars(state, "castles") == 1
    castle[6:9] = [6, 5, 4]  # right castle, column 4 complete: only its ground floor (with the door)
    assert stars(state, "castles") == 2
    castle[10:12] = [6, 5]  # column 5 above its door: all three rows of the right castle
    assert stars(state, "castles") == 4


CITIES = ("cities", "wingspan", "scythe")


def test_cities_identical_numbers_cannot_share_a_side() -> None:
    # b2
    state = table(CITIES, roll=(3, 3), marks={"cities": [0, 0, 0, 0, 3]})
    play(state, "use 3 in cities")
    options = legal(state)
    assert "cities b1" not in options and "cities a2" not in options
    assert "cities a1" in options  # diagonal is fine


def test_cities_gain_the_resources_of_a_completed_row_and_column() -> None:
    state = table(CITIES, roll=(1, 2))
    grid = marks(state, "cities")
    grid[:] = [2, 3, 0, 0, 0, 0, 0, 0, 0]
    grid[5], grid[8] = 4, 5
    play(state, "use 1 in cities", "cities c1")
    assert state.resources() == [1, 2, 1]  # row 1: pumpkin+coin; column 3: heart+heart


def test_cities_score_the_lower_of_the_other_two_realms_at_most_its_filled_squares() -> None:
    # Wingspan 2 stars, Scythe 3 stars
    state = table(CITIES, marks={"wingspan": [1, 2, 4], "scythe": {"bottom": [1, 1, 1]}, "cities": [5]})
    assert stars(state, "cities") == 1
    marks(state, "cities")[1:3] = [4, 5]
    assert stars(state, "cities") == 2


CHARTERSTONE = ("charterstone", "wingspan", "scythe")


def test_charterstone_mark_a_building_gain_its_resource_note_the_other_rolled_die() -> None:
    state = table(CHARTERSTONE, roll=(3, 5), resources=(2, 0, 0))
    play(state, "adjust 3 +1", "use 4 from 3 in charterstone")
    assert legal(state) == ["charterstone note 5"]  # the other die as rolled; adjusting die 1 does not matter
    play(state, "charterstone note 5")
    sheet = marks(state, "charterstone")
    assert sheet[3] == 1 and sheet[6 + 3] == 5 and state.resources() == [0, 1, 0]
    assert not state.dice[1].used  # the noted die remains available


def test_charterstone_a_created_die_notes_either_rolled_die_as_is() -> None:
    state = table(CHARTERSTONE, roll=(3, 5), resources=(0, 0, 6))
    play(state, "create 6", "use created 6 in charterstone")
    assert legal(state) == ["charterstone note 3", "charterstone note 5"]


def test_charterstone_mark_all_crates_matching_the_die_then_score_them() -> None:
    state = table(CHARTERSTONE, roll=(5, 2))
    sheet = marks(state, "charterstone")
    sheet[0], sheet[6] = 1, 5  # building 1 with a 5 on its crate
    sheet[2], sheet[8] = 1, 5
    sheet[3], sheet[9] = 1, 2
    assert stars(state, "charterstone") == 0
    play(state, "use 5 in charterstone", "charterstone crates")
    assert sheet[12:18] == [1, 0, 1, 0, 0, 0] and stars(state, "charterstone") == 2


def test_charterstone_crates_need_a_filled_crate_matching_the_die() -> None:
    state = table(CHARTERSTONE, roll=(5, 2))
    play(state, "use 5 in charterstone")
    assert legal(state) == ["charterstone note 2"]


EUPHORIA = ("euphoria", "wingspan", "scythe")


def test_euphoria_gain_by_the_area_sum_with_an_immediate_star_between_4_and_10() -> None:
    state = table(EUPHORIA, roll=(2, 6), later=((5, 1),))
    play(state, "use 2 in euphoria", "euphoria left")  # sum 2: a coin
    assert state.resources() == [0, 0, 1] and stars(state, "euphoria") == 0
    play(state, "done", "use 5 in euphoria", "euphoria left")  # sum 7: a star, now
    assert stars(state, "euphoria") == 1 and state.resources() == [0, 0, 1]
    marks(state, "euphoria")[box("euphoria", "left", 5)] = 1  # a 6 too: the sum is now 13
    assert stars(state, "euphoria") == 1  # the star scored stays scored


def test_euphoria_eleven_or_more_gives_a_pumpkin_or_a_heart() -> None:
    state = table(EUPHORIA, roll=(6, 2))
    marks(state, "euphoria")[box("euphoria", "right", 4)] = 1  # a 5 in the right area
    play(state, "use 6 in euphoria", "euphoria right")
    assert legal(state) == ["take pumpkin", "take heart"]
    play(state, "take heart")
    assert state.resources() == [0, 1, 0]


def test_euphoria_a_rolled_pair_marks_both_areas_and_the_second_die_stays_free() -> None:
    state = table(EUPHORIA, roll=(4, 4))
    play(state, "use 4 in euphoria")
    assert "euphoria both" in legal(state)
    play(state, "euphoria both")
    assert mark(state, "euphoria", "left", 3) == mark(state, "euphoria", "right", 3) == 1
    assert stars(state, "euphoria") == 2 and not state.dice[1].used
    no_pair = table(EUPHORIA, roll=(4, 3), resources=(2, 0, 0))
    play(no_pair, "adjust 3 +1", "use 4 in euphoria")
    assert "euphoria both" not in legal(no_pair)  # a pair made with pumpkins is no pair


def test_euphoria_never_more_than_six_stars() -> None:
    state = table(EUPHORIA)
    marks(state, "euphoria")[box("euphoria", "stars")] = 7
    assert stars(state, "euphoria") == 6


LITTLE = ("little-scythe", "wingspan", "scythe")


def test_little_scythe_mark_a_hex_gain_its_resource_and_a_coin_for_a_matching_pair() -> None:
    state = table(LITTLE, roll=(3, 3))
    play(state, "use 3 in little-scythe", "little-scythe pumpkin")
    assert state.resources() == [1, 0, 0]
    # the pumpkin 3
    state = table(LITTLE, roll=(3, 5), marks={"little-scythe": [0, 0, 1]})
    play(state, "use 3 in little-scythe")
    assert legal(state) == ["little-scythe heart"]
    play(state, "little-scythe heart")
    assert state.resources() == [0, 1, 1]


def test_little_scythe_two_stars_per_sixth_resource_of_a_type_spent_ones_count() -> None:
    # hearts and coins gained were spent: they still count
    state = table(LITTLE, roll=(3, 5), resources=(5, 0, 0), gained=(5, 8, 6))
    assert stars(state, "little-scythe") == 4
    play(state, "use 3 in little-scythe", "little-scythe pumpkin")  # the 6th pumpkin
    assert stars(state, "little-scythe") == 6
