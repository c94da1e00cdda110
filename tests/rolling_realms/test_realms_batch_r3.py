"""SpaceShipped, Stamp Swap, Terra Mystica, The Guild of Merchant Explorers, The Isle of Cats,
Tidal Blades, Trickerion, Underwater Cities, Wonderland's War: every sentence of its compendium
entry, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms.spaceshipped import SpaceShipped

REALM = SpaceShipped()
SHIP = ("spaceshipped", "wingspan", "scythe")


def test_spaceshipped_a_number_goes_in_the_leftmost_empty_set_top_row_first() -> None:
    state = table(SHIP, roll=(5, 2))
    play(state, "use 1 in spaceshipped")
    assert legal(state) == ["spaceshipped write"]
    play(state, "spaceshipped write")
    assert marks(state, "spaceshipped") == [5, 0, 0, 0, 0, 0, 0, 0]
    state = table(SHIP, roll=(5, 2))
    marks(state, "spaceshipped")[:4] = [1, 1, 1, 1]  # the top row is full: the bottom row's first set
    play(state, "use 1 in spaceshipped", "spaceshipped write")
    assert marks(state, "spaceshipped") == [1, 1, 1, 1, 5, 0, 0, 0]
    state = table(SHIP, roll=(5, 2))
    marks(state, "spaceshipped")[:] = [1] * 8
    refused(state, "use 1 in spaceshipped", "a 5 cannot be used in spaceshipped")


def test_spaceshipped_a_set_copies_the_top_two_numbers_of_the_previous_column_and_gains_by_its_sum() -> None:
    state = table(SHIP, roll=(6, 2))
    play(state, "use 1 in spaceshipped", "spaceshipped write")  # 6 + the start column's 4 and 3: 13
    assert stars(state, "spaceshipped") == 1 and state.resources() == [0, 0, 0]
    state = table(SHIP, roll=(2, 3))
    marks(state, "spaceshipped")[:3] = [6, 1, 1]  # the previous set's top two: 1 over 1
    play(state, "use 1 in spaceshipped", "spaceshipped write")  # 2 + 1 + 1 = 4
    assert state.resources() == [1, 1, 0]
    assert REALM.numbers(marks(state, "spaceshipped"), 3) == (2, 1, 1)


def test_spaceshipped_the_arrows_lead_from_the_top_rows_last_set_to_the_bottom_rows_first() -> None:
    sheet = [1, 2, 6, 5, 4, 0, 0, 0]
    assert REALM.numbers(sheet, 4) == (4, 5, 6)


def test_spaceshipped_stars_for_sets_of_11_12_or_13() -> None:
    state = table(SHIP)
    marks(state, "spaceshipped")[:] = [4, 3, 4, 6, 2, 3, 6, 6]  # sums 11 11 11 13 12 11 11 15: 7, kept at 6
    assert stars(state, "spaceshipped") == 6
    marks(state, "spaceshipped")[:] = [3, 3, 6, 0, 0, 0, 0, 0]  # sums 10 10 12
    assert stars(state, "spaceshipped") == 1
