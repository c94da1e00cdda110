"""Terraforming Mars, Tokaido, Wyrmspan: every sentence of its compendium entry, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

TOKAIDO = ("tokaido", "wingspan", "scythe")


def test_tokaido_write_the_value_at_a_location_and_gain_its_resources() -> None:
    state = table(TOKAIDO, roll=(2, 5))
    play(state, "use 2 in tokaido", "tokaido location 2")
    assert marks(state, "tokaido")[1] == 2 and state.resources() == [0, 0, 1]


def test_tokaido_pay_the_resources_and_cannot_visit_without_them() -> None:
    state = table(TOKAIDO, roll=(3, 5), resources=(0, 0, 1))
    play(state, "use 3 in tokaido")
    assert "tokaido location 3" in legal(state)
    play(state, "tokaido location 3")  # pays a coin, gains two hearts
    assert state.resources() == [0, 2, 0]
    state = table(TOKAIDO, roll=(3, 5))
    play(state, "use 3 in tokaido")
    assert "tokaido location 3" not in legal(state) and "tokaido location 4" in legal(state)


def test_tokaido_left_to_right_skipping_allowed_no_backtracking() -> None:
    state = table(TOKAIDO, roll=(3, 5))
    play(state, "use 3 in tokaido", "tokaido location 4", "take coin")  # skips 1 to 3
    assert marks(state, "tokaido")[:4] == [0, 0, 0, 3]
    # the 4th location visited: 1 to 3 are behind
    state = table(TOKAIDO, roll=(3, 5), marks={"tokaido": [0, 0, 0, 2]})
    play(state, "use 3 in tokaido")
    assert legal(state) == ["tokaido location 6"]  # 1 and 2 are free but behind; 5, 7-9 cost
    # the last location visited: nowhere left to go
    state = table(TOKAIDO, roll=(3, 5), marks={"tokaido": [0, 0, 0, 0, 0, 0, 0, 0, 4]})
    refused(state, "use 3 in tokaido", "a 3 cannot be used in tokaido")


def test_tokaido_stars_for_the_two_star_locations() -> None:
    state = table(TOKAIDO, marks={"tokaido": [0, 0, 0, 0, 1]})
    assert stars(state, "tokaido") == 1
    marks(state, "tokaido")[8] = 2
    assert stars(state, "tokaido") == 2


def test_tokaido_two_stars_for_six_different_written_numbers() -> None:
    state = table(TOKAIDO, marks={"tokaido": [1, 2, 3, 4, 6, 6]})
    assert stars(state, "tokaido") == 1  # only the 5th location's star: five different #s
    marks(state, "tokaido")[:6] = [1, 2, 3, 4, 6, 5]
    assert stars(state, "tokaido") == 1 + 2


def test_tokaido_two_stars_for_visiting_eight_or_nine_locations() -> None:
    state = table(TOKAIDO)
    marks(state, "tokaido")[:] = [1, 1, 1, 1, 0, 1, 1, 1, 1]
    assert stars(state, "tokaido") == 1 + 2  # the 9th location's star and 8 visits
    marks(state, "tokaido")[1] = 0
    assert stars(state, "tokaido") == 1
    marks(state, "tokaido")[:] = [1, 1, 1, 1, 1, 1, 1, 1, 1]
    assert stars(state, "tokaido") == 2 + 2


MARS = ("terraforming-mars", "wingspan", "scythe")


def test_terraforming_mars_a_card_is_outlined_at_its_requirement_of_gains_spent_or_not() -> None:
    # four pumpkins gained this round: the 5-pumpkin card is not outlined
    state = table(MARS, roll=(2, 5), gained=(4, 0, 0))
    refused(state, "use 2 in terraforming-mars", "a 2 cannot be used in terraforming-mars")
    state = table(MARS, roll=(2, 5))
    state.gain(0, 5)
    state.pay(0, 3)  # the compendium's example: 3 spent and 2 unspent pumpkins still reach 5
    play(state, "use 2 in terraforming-mars")
    assert legal(state) == ["terraforming-mars card 7"]


def test_terraforming_mars_use_the_cards_number_to_mark_it_and_gain_its_benefit() -> None:
    state = table(MARS, roll=(2, 5))
    state.gain(0, 5)
    play(state, "use 2 in terraforming-mars", "terraforming-mars card 7")
    assert marks(state, "terraforming-mars")[6] == 1 and state.resources() == [5, 2, 0]
    state = table(MARS, roll=(2, 5))
    state.gain(0, 5)
    marks(state, "terraforming-mars")[6] = 1  # a marked card is not marked again
    refused(state, "use 2 in terraforming-mars", "a 2 cannot be used in terraforming-mars")


def test_terraforming_mars_stars_from_marked_cards() -> None:
    state = table(MARS)
    marks(state, "terraforming-mars")[:] = [0, 1, 1, 0, 0, 0, 1, 0, 0]
    assert stars(state, "terraforming-mars") == 0
    marks(state, "terraforming-mars")[:] = [0, 0, 0, 1, 1, 0, 0, 1, 1]
    assert stars(state, "terraforming-mars") == 4


def test_terraforming_mars_six_stars_can_be_scored() -> None:
    """FAQ: "Every realm only has space for 6 stars, and that's the maximum"; Terraforming Mars:
    "Score stars from marked cards". Five star cards are marked; 3 pumpkins, 5 hearts and 5 coins
    gained outline the last one, the top-left card, and a 1 marks it: 6 stars."""
    state = table(MARS, roll=(1, 5), gained=(3, 5, 5),
                  preset={"terraforming-mars": {3: 1, 4: 1, 5: 1, 7: 1, 8: 1}})
    assert stars(state, "terraforming-mars") == 5
    play(state, "use 1 in terraforming-mars", "terraforming-mars card 1")
    assert stars(state, "terraforming-mars") == 6


WYRM = ("wyrmspan", "wingspan", "scythe")


def test_wyrmspan_write_in_the_leftmost_empty_cavern_of_any_row_and_gain_its_resource() -> None:
    # row 2 has its first cavern filled
    state = table(WYRM, roll=(3, 5), marks={"wyrmspan": [0, 0, 0, 2]})
    play(state, "use 3 in wyrmspan", "wyrmspan row 2")
    assert marks(state, "wyrmspan")[3:6] == [2, 3, 0] and state.resources() == [0, 0, 1]


def test_wyrmspan_rows_ascend_left_to_right_equals_allowed() -> None:
    state = table(WYRM, roll=(3, 5))
    marks(state, "wyrmspan")[:] = [4, 0, 0, 3, 0, 0, 0, 0, 0]
    play(state, "use 3 in wyrmspan")
    assert legal(state) == ["wyrmspan row 2", "wyrmspan row 3"]  # 3 after a 4 descends
    state = table(WYRM, roll=(3, 5))
    marks(state, "wyrmspan")[:] = [4, 4, 4, 4, 4, 4, 4, 4, 4]  # every row full
    refused(state, "use 3 in wyrmspan", "a 3 cannot be used in wyrmspan")


def test_wyrmspan_one_star_per_completed_row() -> None:
    state = table(WYRM)
    marks(state, "wyrmspan")[:] = [1, 2, 3, 0, 0, 0, 0, 0, 0]
    assert stars(state, "wyrmspan") == 1


def test_wyrmspan_column_goals_left_different_middle_same_right_ascending_down() -> None:
    state = table(WYRM)
    sheet = marks(state, "wyrmspan")
    sheet[:] = [1, 5, 0, 2, 5, 0, 3, 5, 0]  # left all different, middle all the same
    assert stars(state, "wyrmspan") == 2
    sheet[:] = [1, 5, 0, 1, 5, 0, 3, 4, 0]  # a repeat on the left, a 4 in the middle
    assert stars(state, "wyrmspan") == 0
    sheet[:] = [1, 1, 2, 1, 1, 2, 1, 1, 6]  # right 2, 2, 6 ascends with equals; three rows done
    assert stars(state, "wyrmspan") == 3 + 1 + 1
    sheet[8] = 1  # right 2, 2, 1 descends; the bottom row still ascends (1, 1, 1)
    assert stars(state, "wyrmspan") == 3 + 1
