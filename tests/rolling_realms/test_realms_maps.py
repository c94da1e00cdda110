"""Expedition, A Feast for Odin, Hokkaido: the realms drawn on a map, every sentence of their
compendium entries from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, mark, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms.expedition import FILLED, OUTLINED

EXPEDITION = ("expedition", "wingspan", "scythe")


def test_expedition_moves_clockwise_exactly_the_number_from_start() -> None:
    state = table(EXPEDITION, roll=(2, 1))
    play(state, "use 2 in expedition")
    assert legal(state) == ["expedition hex 2"]
    play(state, "expedition hex 2")
    hexes = marks(state, "expedition")
    assert hexes[0] == FILLED and hexes[2] == OUTLINED and state.resources() == [0, 0, 1]


def test_expedition_a_junction_lets_the_player_choose_the_way() -> None:
    state = table(EXPEDITION, roll=(2, 1))
    hexes = marks(state, "expedition")
    hexes[0], hexes[2] = FILLED, OUTLINED
    play(state, "use 2 in expedition")
    assert legal(state) == ["expedition hex 4", "expedition hex 12"]  # on, or across from hex 3


def test_expedition_filled_hexes_count_as_steps_and_cannot_be_landed_on() -> None:
    state = table(EXPEDITION, roll=(2, 1))
    hexes = marks(state, "expedition")
    hexes[0], hexes[1], hexes[2] = FILLED, OUTLINED, FILLED
    play(state, "use 2 in expedition")
    assert legal(state) == ["expedition hex 3"]  # through the filled hex 2
    state = table(EXPEDITION, roll=(1, 1))
    hexes = marks(state, "expedition")
    hexes[1] = FILLED
    refused(state, "use 1 in expedition", "a 1 cannot be used in expedition")


def test_expedition_one_star_per_indicated_hex_reached() -> None:
    state = table(EXPEDITION, roll=(3, 1))
    hexes = marks(state, "expedition")
    hexes[0], hexes[1] = FILLED, OUTLINED
    play(state, "use 3 in expedition", "expedition hex 4")
    assert stars(state, "expedition") == 1 and hexes[1] == FILLED


ODIN = ("feast-for-odin", "wingspan", "scythe")


def test_feast_for_odin_a_number_fills_a_matching_unused_shape_turned_or_flipped() -> None:
    state = table(ODIN, roll=(3, 2))
    play(state, "use 3 in feast-for-odin")
    options = legal(state)
    assert "feast-for-odin 3a a:a1,a2,a3" in options and "feast-for-odin 3a a:a1,b1,c1" in options
    assert "feast-for-odin 3b a:a1,a2,b2" in options and not [u for u in options if " 2a " in u]
    play(state, "feast-for-odin 3a a:b1,c1,d1")  # a pumpkin and a star square
    sheet = marks(state, "feast-for-odin")
    assert sheet[0] == 0b1110 and sheet[2] == 1 << 2 and state.resources() == [1, 0, 0]
    assert stars(state, "feast-for-odin") == 1


def test_feast_for_odin_a_used_shape_is_gone_unless_a_1_takes_it() -> None:
    state = table(ODIN, roll=(3, 1), marks={"feast-for-odin": {"used": 0b1100}})  # 3a and 3b used
    refused(state, "use 3 in feast-for-odin", "a 3 cannot be used in feast-for-odin")
    play(state, "use 1 in feast-for-odin", "feast-for-odin 3a b:a2,b2,c2")
    assert mark(state, "feast-for-odin", "used") == 0b1100  # not marked again
    assert state.resources() == [0, 1, 0]


def test_feast_for_odin_shapes_fit_inside_an_island_without_overlap() -> None:
    state = table(ODIN, roll=(6, 1), marks={"feast-for-odin": {"islands": [0, 0b111111110]}})
    play(state, "use 6 in feast-for-odin")
    assert not [u for u in legal(state) if " b:" in u]  # one empty square left on island b


def test_feast_for_odin_a_star_per_completed_island() -> None:
    state = table(ODIN)
    sheet = marks(state, "feast-for-odin")
    sheet[1] = 0b111111111
    assert stars(state, "feast-for-odin") == 3  # its 2 star squares and the island
    sheet[0] = (1 << 12) - 1
    assert stars(state, "feast-for-odin") == 6


HOKKAIDO = ("hokkaido", "wingspan", "scythe")
T, F, M = 1, 2, 3


def test_hokkaido_draw_the_pattern_turned_or_flipped_and_gain_what_it_covers() -> None:
    state = table(HOKKAIDO, roll=(2, 1))
    play(state, "use 2 in hokkaido")
    options = legal(state)
    assert "hokkaido a1f,b1f" in options and "hokkaido a1f,a2f" in options
    play(state, "hokkaido a1f,b1f")
    assert marks(state, "hokkaido")[:2] == [F, F] and state.resources() == [1, 0, 0]


def test_hokkaido_mountains_only_in_the_darker_middle_towns_and_forests_anywhere() -> None:
    """The compendium's example: the 6 with its mountain and a town in the darker area and a
    forest in the lighter area."""
    state = table(HOKKAIDO, roll=(6, 1))
    play(state, "use 6 in hokkaido")
    options = legal(state)
    assert all(any(f"{sq}m" in u.split(" ")[1].split(",") for sq in ("b2", "c2", "d2", "b3", "c3", "d3",
                                                                       "b4", "c4", "d4"))
               for u in options)
    assert "hokkaido a1f,b1t,a2t,b2m" in options  # forest and a town in the light, mountain dark


def test_hokkaido_a_pattern_cannot_cover_drawn_spaces() -> None:
    state = table(HOKKAIDO, roll=(1, 2))
    marks(state, "hokkaido")[:] = [T] * 25
    refused(state, "use 1 in hokkaido", "a 1 cannot be used in hokkaido")


def test_hokkaido_a_star_per_separate_town_or_forest_group_of_four() -> None:
    state = table(HOKKAIDO)
    grid = marks(state, "hokkaido")
    grid[0:4] = [T, T, T, T]  # a1-d1
    grid[5:9] = [F, F, F, F]  # a2-d2
    assert stars(state, "hokkaido") == 2
    grid[10:14] = [T, T, T, T]  # a3-d3: separate from row 1 (the forests lie between)
    assert stars(state, "hokkaido") == 3
    grid[5:9] = [T, T, T, T]  # 12 towns in one group: one star, not three
    assert stars(state, "hokkaido") == 1


def test_hokkaido_mountains_three_for_one_star_six_for_two_without_adjacency() -> None:
    state = table(HOKKAIDO)
    grid = marks(state, "hokkaido")
    grid[6], grid[8], grid[18] = M, M, M
    assert stars(state, "hokkaido") == 1
    grid[12], grid[16], grid[7] = M, M, M
    assert stars(state, "hokkaido") == 2
