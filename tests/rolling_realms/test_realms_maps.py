"""Expedition, A Feast for Odin, Hokkaido: the realms drawn on a map, every sentence of their
compendium entries from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms.expedition import FILLED, OUTLINED

EXPEDITION = ("expedition", "wingspan", "scythe")


def test_expedition_moves_clockwise_exactly_the_number_from_start() -> None:
    state = table(EXPEDITION, roll=(2, 1))
    play(state, "use 1 in expedition")
    assert legal(state) == ["expedition hex 2"]
    play(state, "expedition hex 2")
    hexes = marks(state, "expedition")
    assert hexes[0] == FILLED and hexes[2] == OUTLINED and state.resources() == [0, 0, 1]


def test_expedition_a_junction_lets_the_player_choose_the_way() -> None:
    state = table(EXPEDITION, roll=(2, 1))
    hexes = marks(state, "expedition")
    hexes[0], hexes[2] = FILLED, OUTLINED
    play(state, "use 1 in expedition")
    assert legal(state) == ["expedition hex 4", "expedition hex 12"]  # on, or across from hex 3


def test_expedition_filled_hexes_count_as_steps_and_cannot_be_landed_on() -> None:
    state = table(EXPEDITION, roll=(2, 1))
    hexes = marks(state, "expedition")
    hexes[0], hexes[1], hexes[2] = FILLED, OUTLINED, FILLED
    play(state, "use 1 in expedition")
    assert legal(state) == ["expedition hex 3"]  # through the filled hex 2
    state = table(EXPEDITION, roll=(1, 1))
    hexes = marks(state, "expedition")
    hexes[1] = FILLED
    refused(state, "use 1 in expedition", "a 1 cannot be used in expedition")


def test_expedition_one_star_per_indicated_hex_reached() -> None:
    state = table(EXPEDITION, roll=(3, 1))
    hexes = marks(state, "expedition")
    hexes[0], hexes[1] = FILLED, OUTLINED
    play(state, "use 1 in expedition", "expedition hex 4")
    assert stars(state, "expedition") == 1 and hexes[1] == FILLED


ODIN = ("feast-for-odin", "wingspan", "scythe")


def test_feast_for_odin_a_number_fills_a_matching_unused_shape_turned_or_flipped() -> None:
    state = table(ODIN, roll=(3, 2))
    play(state, "use 1 in feast-for-odin")
    options = legal(state)
    assert "feast-for-odin 3a a:a1,a2,a3" in options and "feast-for-odin 3a a:a1,b1,c1" in options
    assert "feast-for-odin 3b a:a1,a2,b2" in options and not [u for u in options if " 2a " in u]
    play(state, "feast-for-odin 3a a:b1,c1,d1")  # a pumpkin and a star square
    sheet = marks(state, "feast-for-odin")
    assert sheet[0] == 0b1110 and sheet[2] == 1 << 2 and state.resources() == [1, 0, 0]
    assert stars(state, "feast-for-odin") == 1


def test_feast_for_odin_a_used_shape_is_gone_unless_a_1_takes_it() -> None:
    state = table(ODIN, roll=(3, 1), preset={"feast-for-odin": {2: 0b1100}})  # 3a and 3b used
    refused(state, "use 1 in feast-for-odin", "a 3 cannot be used in feast-for-odin")
    play(state, "use 2 in feast-for-odin", "feast-for-odin 3a b:a2,b2,c2")
    assert marks(state, "feast-for-odin")[2] == 0b1100  # not marked again
    assert state.resources() == [0, 1, 0]


def test_feast_for_odin_shapes_fit_inside_an_island_without_overlap() -> None:
    state = table(ODIN, roll=(6, 1), preset={"feast-for-odin": {1: 0b111111110}})
    play(state, "use 1 in feast-for-odin")
    assert not [u for u in legal(state) if " b:" in u]  # one empty square left on island b


def test_feast_for_odin_a_star_per_completed_island() -> None:
    state = table(ODIN)
    sheet = marks(state, "feast-for-odin")
    sheet[1] = 0b111111111
    assert stars(state, "feast-for-odin") == 3  # its 2 star squares and the island
    sheet[0] = (1 << 12) - 1
    assert stars(state, "feast-for-odin") == 6
