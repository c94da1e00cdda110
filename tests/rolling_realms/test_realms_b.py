"""Pendulum, Scythe, Tapestry, The Society, Viticulture, Wingspan: every sentence of their
compendium entries, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import box, legal, mark, marks, play, stars, table

PENDULUM = ("pendulum", "wingspan", "scythe")


def test_pendulum_outline_an_octagon_with_any_number_without_gaining_yet() -> None:
    state = table(PENDULUM, roll=(4, 2))
    play(state, "use 4 in pendulum")
    assert legal(state)[:5] == [f"pendulum octagon {n}" for n in range(1, 6)]
    play(state, "pendulum octagon 1")
    assert mark(state, "pendulum", "octagon") == 1 and state.resources() == [0, 0, 0]


def test_pendulum_complete_an_hourglass_gain_every_outlined_octagon_and_its_stars() -> None:
    state = table(PENDULUM, roll=(6, 2))
    sheet = marks(state, "pendulum")
    sheet[0] = sheet[3] = 1  # pumpkin+heart, and a star
    play(state, "use 6 in pendulum", "pendulum hourglass")  # the 6 completes the first hourglass
    assert state.resources() == [1, 1, 0] and stars(state, "pendulum") == 1


def test_pendulum_octagons_stay_for_every_hourglass_and_a_partial_one_gives_nothing() -> None:
    state = table(PENDULUM, roll=(5, 4))
    sheet = marks(state, "pendulum")
    sheet[1] = sheet[4] = 1  # heart+coin, and a star
    play(state, "use 5 in pendulum", "pendulum hourglass")  # the 5 of (5, 4): not complete
    assert state.resources() == [0, 0, 0] and stars(state, "pendulum") == 0
    state = table(PENDULUM, roll=(4, 1))
    sheet = marks(state, "pendulum")
    sheet[1] = sheet[4] = 1
    sheet[5 + 4] = 1  # the 5 is marked
    sheet[11] = 1  # one star from the first hourglass, with the same octagons
    play(state, "use 4 in pendulum", "pendulum hourglass")
    assert state.resources() == [0, 1, 1] and stars(state, "pendulum") == 2


SCYTHE = ("scythe", "wingspan", "tapestry")


def test_scythe_the_top_row_gives_resources() -> None:
    state = table(SCYTHE, roll=(3, 1))
    play(state, "use 3 in scythe")
    assert legal(state) == ["scythe top"]  # the bottom 3 costs a heart, not held
    play(state, "scythe top")
    assert state.resources() == [1, 0, 0] and stars(state, "scythe") == 0


def test_scythe_the_bottom_row_costs_resources_and_scores_a_star() -> None:
    state = table(SCYTHE, roll=(5, 1), resources=(0, 1, 0))
    play(state, "use 1 in scythe")
    assert "scythe bottom" not in legal(state)  # the bottom 1 costs a pumpkin
    state = table(SCYTHE, roll=(5, 1), resources=(1, 0, 0))
    play(state, "use 1 in scythe", "scythe bottom")
    assert state.resources() == [0, 0, 0] and stars(state, "scythe") == 1


def test_scythe_mark_the_top_then_pay_the_same_column_s_bottom_with_the_one_die() -> None:
    state = table(SCYTHE, roll=(2, 6))  # top 2 gives a heart; its column's bottom costs a pumpkin
    play(state, "use 2 in scythe")
    assert "scythe top+bottom" not in legal(state)
    state = table(SCYTHE, roll=(5, 6))  # top 5 gives a heart; its bottom (a 4) costs a coin
    play(state, "use 5 in scythe")
    assert "scythe top+bottom" not in legal(state)
    state = table(SCYTHE, roll=(1, 6), resources=(0, 1, 0))  # top 1 gives a coin; bottom 5 costs a heart
    play(state, "use 1 in scythe", "scythe top+bottom")
    assert mark(state, "scythe", "top") == mark(state, "scythe", "bottom") == 1
    assert state.resources() == [0, 0, 1] and stars(state, "scythe") == 1
    assert not state.dice[1].used  # only the top-row number took a die


TAPESTRY = ("tapestry", "wingspan", "scythe")


def test_tapestry_fill_the_die_s_shape_turned_or_flipped_inside_the_grid() -> None:
    state = table(TAPESTRY, roll=(3, 1))
    play(state, "use 3 in tapestry")
    shapes = legal(state)
    assert all(len(s.split(" ")[1].split(",")) == 3 for s in shapes)
    turned = {"tapestry c1,d1,c2", "tapestry c1,d1,d2", "tapestry c1,c2,d2", "tapestry d1,c2,d2"}
    assert turned <= set(shapes)
    assert "tapestry f5,e6,f6" in shapes and "tapestry f6" not in shapes  # inside the grid
    play(state, "tapestry c1,c2,d2")
    assert mark(state, "tapestry", "filled") & (1 << 2)


def test_tapestry_shapes_cannot_overlap_filled_or_brown_squares() -> None:
    state = table(TAPESTRY, roll=(1, 1))
    play(state, "use 1 in tapestry")
    assert "tapestry b2" not in legal(state)  # the brown square of the first big square
    assert "tapestry a1" in legal(state)


def test_tapestry_an_incomplete_big_square_gives_nothing() -> None:
    state = table(TAPESTRY, roll=(2, 1))
    play(state, "use 2 in tapestry", "tapestry a1,b1")  # with the brown b2: a2 still empty
    assert state.resources() == [0, 0, 0] and mark(state, "tapestry", "big") == 0


def test_tapestry_big_square_bonus_and_stars_per_completed_big_row_and_column() -> None:
    state = table(TAPESTRY, roll=(1, 6))
    sheet = marks(state, "tapestry")
    sheet[0] |= (1 << 0) | (1 << 1) | (1 << 7)  # a1, b1, b2 (the brown square is b2): a2 left
    play(state, "use 1 in tapestry", "tapestry a2")
    assert state.resources() == [1, 0, 0] and sheet[1] == 1
    sheet[1] = 0b000000111  # the top big row
    assert stars(state, "tapestry") == 1
    sheet[1] = 0b001001111  # top row and left column
    assert stars(state, "tapestry") == 2


SOCIETY = ("society", "wingspan", "scythe")


def test_society_each_card_lower_than_the_cards_directly_above() -> None:
    """Example 1: a 6 and a 5 on top; a 5 may go on the leftmost middle card (only the 6 is
    directly above it) but not on the middle one."""
    state = table(SOCIETY, roll=(5, 1))
    sheet = marks(state, "society")
    sheet[0], sheet[1] = 6, 5
    play(state, "use 5 in society")
    assert "society r2c1" in legal(state) and "society r2c2" not in legal(state)


def test_society_a_card_must_also_stay_above_the_cards_below() -> None:
    """Example 2: a 6 at the very top and a 2 at the very bottom leave no room for a 1 between."""
    state = table(SOCIETY, roll=(1, 3))
    sheet = marks(state, "society")
    sheet[0], sheet[5] = 6, 2  # r1c1 and r3c1
    play(state, "use 1 in society")
    assert "society r2c1" not in legal(state)
    state = table(SOCIETY, roll=(1, 3))
    marks(state, "society")[0], marks(state, "society")[5] = 6, 2
    play(state, "use 3 in society")
    assert "society r2c1" in legal(state)


def test_society_gain_a_bonus_when_completing_a_row() -> None:
    state = table(SOCIETY, roll=(5, 1), marks={"society": [6]})
    play(state, "use 5 in society", "society r1c2")
    assert state.resources() == [0, 1, 1]


def test_society_a_star_per_completed_set_and_a_sixth_for_every_card() -> None:
    state = table(SOCIETY)
    sheet = marks(state, "society")
    sheet[0], sheet[2], sheet[3] = 6, 5, 4  # top-left card and the two below it
    assert stars(state, "society") == 1
    sheet[:] = [6, 6, 5, 4, 5, 3, 2, 1, 3]
    assert stars(state, "society") == 6


VITICULTURE = ("viticulture", "wingspan", "scythe")


def test_viticulture_gain_a_matching_grape_and_the_resource_under_it() -> None:
    state = table(VITICULTURE, roll=(5, 1))
    play(state, "use 5 in viticulture")
    assert legal(state) == ["viticulture grape"]  # no grape gained yet: no order
    play(state, "viticulture grape")
    assert mark(state, "viticulture", "grape", 4) == 1 and state.resources() == [1, 0, 0]


def test_viticulture_the_example_grapes_and_a_die_fill_an_order_up_to_their_sum() -> None:
    """Example: a 5-value grape and a 6 fill the 10 or the 11 order; with a 1-value grape too,
    the 12 order."""
    state = table(VITICULTURE, roll=(6, 2))
    marks(state, "viticulture")[box("viticulture", "grape", 4)] = 1
    play(state, "use 6 in viticulture")
    assert legal(state) == ["viticulture grape", "viticulture order 10 with 5", "viticulture order 11 with 5"]
    state = table(VITICULTURE, roll=(6, 2))
    grapes = marks(state, "viticulture")
    grapes[box("viticulture", "grape", 4)] = grapes[box("viticulture", "grape")] = 1
    play(state, "use 6 in viticulture", "viticulture order 12 with 1+5")
    sheet = marks(state, "viticulture")
    assert sheet[0] == sheet[4] == 2 and sheet[8] == 1 and stars(state, "viticulture") == 2


def test_viticulture_a_grape_already_gained_cannot_be_gained_again() -> None:
    state = table(VITICULTURE, roll=(5, 1))
    marks(state, "viticulture")[box("viticulture", "grape", 4)] = 2
    play(state, "use 1 in viticulture")
    assert legal(state) == ["viticulture grape"]
    refused = table(VITICULTURE, roll=(5, 1))
    marks(refused, "viticulture")[4] = 2
    assert "use 5 in viticulture" not in legal(refused)


WINGSPAN = ("wingspan", "scythe", "tapestry")


def test_wingspan_write_the_number_left_to_right_gain_what_is_below() -> None:
    state = table(WINGSPAN, roll=(4, 2))
    play(state, "use 4 in wingspan", "wingspan bird 2", "use 2 in tapestry", "tapestry a1,b1", "done")
    assert marks(state, "wingspan")[3:6] == [4, 0, 0] and state.resources() == [0, 0, 1]


def test_wingspan_a_star_per_star_square_and_one_per_bird_matching_its_wingspan() -> None:
    state = table(WINGSPAN, roll=(6, 2))
    sheet = marks(state, "wingspan")
    sheet[:2] = [1, 2]
    play(state, "use 6 in wingspan", "wingspan bird 1")  # 1+2+6 = 9, not 7: only the star square
    assert stars(state, "wingspan") == 1
    sheet[3:6] = [6, 3, 3]  # 12: the star square and the wingspan
    assert stars(state, "wingspan") == 3
    assert "wingspan bird 1" not in [str(a) for a in state.legal_actions()]
