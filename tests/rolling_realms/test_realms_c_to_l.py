"""Can't Stop, Crusaders, Dinosaur Island, Eminent Domain, Gùgōng, Legacy of Yu: every sentence
of their compendium entries, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, mark, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms.cant_stop import STOPPED

CANT = ("cant-stop", "wingspan", "scythe")


def test_cant_stop_outline_the_bottommost_triangle_of_the_matching_column_gain_nothing_yet() -> None:
    state = table(CANT, roll=(2, 5))
    play(state, "use 2 in cant-stop", "cant-stop climb")
    assert marks(state, "cant-stop") == [0, 1, 0, 0, 0, 0] and state.resources() == [0, 0, 0]


def test_cant_stop_stopping_gains_every_outlined_benefit_of_the_column() -> None:
    # the coin outlined
    state = table(CANT, roll=(2, 5), marks={"cant-stop": [0, 1]})
    play(state, "use 2 in cant-stop", "cant-stop climb and stop")  # and the star
    assert state.resources() == [0, 0, 1] and stars(state, "cant-stop") == 1
    assert marks(state, "cant-stop")[1] == 2 + STOPPED


def test_cant_stop_no_triangle_after_stop_and_only_while_activating_the_column() -> None:
    state = table(CANT, roll=(2, 2), marks={"cant-stop": [0, 1 + STOPPED]})
    refused(state, "use 2 in cant-stop", "a 2 cannot be used in cant-stop")
    # stopping is a choice made with a climb: a column is never stopped without activating it
    state = table(CANT, roll=(1, 2), marks={"cant-stop": [0, 0, 0, 0, 2]})
    play(state, "use 1 in cant-stop")
    assert legal(state) == ["cant-stop climb", "cant-stop climb and stop"]
    play(state, "cant-stop climb and stop")
    assert marks(state, "cant-stop")[4] == 2 and marks(state, "cant-stop")[0] == 1 + STOPPED


def test_cant_stop_a_column_outlined_to_the_top_can_no_longer_stop() -> None:
    state = table(CANT, roll=(1, 1), marks={"cant-stop": [3]})
    assert "use 1 in cant-stop" not in legal(state)


def test_cant_stop_scores_marked_stars_of_stopped_columns_only_at_most_six() -> None:
    state = table(CANT)
    sheet = marks(state, "cant-stop")
    sheet[:] = [2, 3, 4, 4, 0, 0]  # climbed, never stopped
    assert stars(state, "cant-stop") == 0
    sheet[:] = [2 + STOPPED, 3 + STOPPED, 4 + STOPPED, 4 + STOPPED, 0, 0]
    assert stars(state, "cant-stop") == 6  # 7 marked, at most 6


CRUSADERS = ("crusaders", "wingspan", "scythe")


def test_crusaders_a_number_gains_the_wedge_benefit_then_fills_hexes_clockwise_one_a_wedge() -> None:
    state = table(CRUSADERS, roll=(3, 1))
    play(state, "use 3 in crusaders", "crusaders wedge 5")
    assert state.resources() == [0, 1, 1]  # wedge 5: a heart and a coin
    assert marks(state, "crusaders") == [1, 0, 0, 0, 1, 1]  # 5, 6, then 1: clockwise


def test_crusaders_full_wedges_are_skipped_and_filling_stops_when_all_are_full() -> None:
    state = table(CRUSADERS, roll=(6, 1))
    wedges = marks(state, "crusaders")
    wedges[:] = [6, 7, 3, 8, 9, 9]  # wedges of 6, 7, 7, 8, 9 and 9 hexes
    play(state, "use 6 in crusaders", "crusaders wedge 3")
    assert wedges == [6, 7, 7, 8, 9, 9] and stars(state, "crusaders") == 6  # 4 of the 6 hexes filled


def test_crusaders_only_an_incomplete_wedge_takes_a_number() -> None:
    state = table(CRUSADERS, roll=(2, 1))
    marks(state, "crusaders")[:] = [6, 7, 7, 8, 9, 0]
    play(state, "use 2 in crusaders")
    assert legal(state) == ["crusaders wedge 6"]


DINO = ("dinosaur-island", "wingspan", "scythe")


def test_dinosaur_island_a_3_marks_shields_7_8_9_for_a_security_level_of_10() -> None:
    state = table(DINO, roll=(3, 1))
    play(state, "use 3 in dinosaur-island", "dinosaur-island shields")
    assert mark(state, "dinosaur-island", "shields") == 3
    assert state.in_play[0].level(marks(state, "dinosaur-island")) == 10


def test_dinosaur_island_outline_a_matching_dinosaur_and_gain_its_resources() -> None:
    state = table(DINO, roll=(2, 1))
    play(state, "use 2 in dinosaur-island", "dinosaur-island dinosaur")
    assert mark(state, "dinosaur-island", "dinosaurs", 1) == 1 and state.resources() == [0, 1, 1]


def test_dinosaur_island_visitors_may_never_exceed_the_security_level() -> None:
    state = table(DINO, roll=(6, 1))
    park = marks(state, "dinosaur-island")
    park[3] = 1  # the 3's dinosaur: 3 visitors at level 7, and a 6's 5 visitors do not fit
    play(state, "use 6 in dinosaur-island")
    assert legal(state) == ["dinosaur-island shields"]
    park[0] = 1  # shield 7 marked: at level 8 they do (3 + 5 = 8)
    assert legal(state) == ["dinosaur-island shields", "dinosaur-island dinosaur"]


def test_dinosaur_island_one_star_per_three_visitors() -> None:
    state = table(DINO)
    park = marks(state, "dinosaur-island")
    park[0] = 14
    park[1:] = [1, 1, 1, 1, 1, 0]  # 2 + 2 + 3 + 4 + 4 = 15 visitors
    assert stars(state, "dinosaur-island") == 5


EMINENT = ("eminent-domain", "wingspan", "scythe")


def test_eminent_domain_marks_the_bottommost_box_of_the_column_and_gains_its_benefits() -> None:
    state = table(EMINENT, roll=(6, 2))
    play(state, "use 6 in eminent-domain", "eminent-domain mark")
    assert marks(state, "eminent-domain")[5] == 1 and state.resources() == [1, 0, 1]
    state = table(EMINENT, roll=(6, 2), marks={"eminent-domain": [0, 0, 0, 0, 0, 3]})
    refused(state, "use 6 in eminent-domain", "a 6 cannot be used")


def test_eminent_domain_stars_from_marked_star_boxes_at_most_six() -> None:
    state = table(EMINENT)
    columns = marks(state, "eminent-domain")
    columns[:] = [2, 0, 0, 1, 0, 0]
    assert stars(state, "eminent-domain") == 2
    columns[:] = [3, 3, 3, 3, 3, 3]
    assert stars(state, "eminent-domain") == 6


GUGONG = ("gugong", "wingspan", "scythe")


def test_gugong_the_first_box_always_gains_its_resource() -> None:
    state = table(GUGONG, roll=(1, 2))
    play(state, "use 1 in gugong", "gugong write")
    assert marks(state, "gugong")[:2] == [1, 0] and state.resources() == [1, 0, 0]


def test_gugong_a_greater_number_gains_an_equal_or_smaller_one_pays() -> None:
    # the third box: a heart
    state = table(GUGONG, roll=(5, 3), resources=(0, 1, 1), marks={"gugong": [2, 4]})
    play(state, "use 5 in gugong", "gugong write")
    assert state.resources() == [0, 2, 1]
    state = table(GUGONG, roll=(4, 3), resources=(0, 1, 0), marks={"gugong": [2, 4]})
    play(state, "use 4 in gugong", "gugong write")
    assert state.resources() == [0, 0, 0]


def test_gugong_a_number_whose_cost_cannot_be_paid_cannot_be_assigned() -> None:
    state = table(GUGONG, roll=(3, 3), marks={"gugong": [2, 4]})
    refused(state, "use 3 in gugong", "a 3 cannot be used in gugong")


def test_gugong_a_1_is_greater_than_a_6_only() -> None:
    state = table(GUGONG, roll=(1, 1), marks={"gugong": [2, 6]})
    play(state, "use 1 in gugong", "gugong write")
    assert state.resources() == [0, 1, 0]
    state = table(GUGONG, roll=(1, 1), marks={"gugong": [2, 5]})
    refused(state, "use 1 in gugong", "cannot be used")


def test_gugong_stars_above_filled_boxes_whatever_the_comparison() -> None:
    state = table(GUGONG, roll=(2, 2), resources=(3, 0, 0), marks={"gugong": [1, 2, 3, 4, 5, 6]})
    assert stars(state, "gugong") == 3
    play(state, "use 2 in gugong", "gugong write")  # a 2 after a 6 pays the pumpkin
    assert stars(state, "gugong") == 5 and state.resources() == [2, 0, 0]


YU = ("legacy-of-yu", "wingspan", "scythe")


def test_legacy_of_yu_fill_any_river_box_and_gain_its_resource() -> None:
    state = table(YU, roll=(4, 1))
    play(state, "use 4 in legacy-of-yu")
    assert len(legal(state)) == 12
    play(state, "legacy-of-yu 3b")
    assert marks(state, "legacy-of-yu")[5] == 4 and state.resources() == [0, 0, 1]


def test_legacy_of_yu_a_column_scores_when_its_sum_beats_every_sum_to_its_left() -> None:
    """The prefilled 2 counts to the left; a single number is the sum; empty columns are ignored."""
    state = table(YU)
    river = marks(state, "legacy-of-yu")
    river[:] = [2, 0, 0, 0, 1, 2, 5, 0, 0, 0, 3, 4]  # sums: (2) 2, -, 3, 5, -, 7
    assert state.in_play[0].sums(river) == [2, 2, 0, 3, 5, 0, 7]
    assert stars(state, "legacy-of-yu") == 3  # 2 is not greater than the prefilled 2
    river[:] = [3, 0, 6, 6, 0, 0, 0, 0, 0, 0, 0, 0]  # 3, 12: both rise
    assert stars(state, "legacy-of-yu") == 2
