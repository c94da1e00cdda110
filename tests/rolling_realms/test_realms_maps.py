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
