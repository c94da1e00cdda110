"""Obsession: every sentence of its compendium entry, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

OBSESSION = ("obsession", "wingspan", "scythe")


def test_obsession_reputation_starts_at_1_already_outlined() -> None:
    state = table(OBSESSION)
    assert marks(state, "obsession")[0] == 1 and stars(state, "obsession") == 0


def test_obsession_a_number_higher_than_the_reputation_raises_it_by_1() -> None:
    state = table(OBSESSION, roll=(5, 2))
    play(state, "use 1 in obsession", "obsession raise")
    assert marks(state, "obsession")[0] == 2 and state.resources() == [0, 0, 0]


def test_obsession_a_number_at_or_below_the_reputation_invites_a_matching_unmarked_guest() -> None:
    state = table(OBSESSION, roll=(3, 6))
    marks(state, "obsession")[0] = 3
    play(state, "use 1 in obsession")
    assert "obsession raise" not in legal(state)
    assert [u for u in legal(state) if "invite" in u] == ["obsession invite 5", "obsession invite 6"]
    play(state, "obsession invite 5")
    assert marks(state, "obsession")[5] == 1 and state.resources() == [1, 1, 0]


def test_obsession_an_invited_guest_cannot_be_invited_again() -> None:
    state = table(OBSESSION, roll=(1, 6))
    marks(state, "obsession")[1:3] = [1, 1]  # both guests of value 1 invited
    refused(state, "use 1 in obsession", "a 1 cannot be used")


def test_obsession_at_the_top_of_the_track_a_6_only_invites() -> None:
    state = table(OBSESSION, roll=(6, 6))
    marks(state, "obsession")[0] = 6
    play(state, "use 1 in obsession")
    assert [u for u in legal(state) if u.startswith("obsession")] == ["obsession invite 10"]
    state = table(OBSESSION, roll=(6, 6))
    marks(state, "obsession")[0] = 6
    marks(state, "obsession")[10] = 1  # the guest of value 6 invited
    refused(state, "use 1 in obsession", "a 6 cannot be used")


def test_obsession_stars_from_guests_and_1_for_reputation_level_5() -> None:
    state = table(OBSESSION)
    sheet = marks(state, "obsession")
    sheet[4] = 1  # guest 4 (value 2): a star
    assert stars(state, "obsession") == 1
    sheet[0] = 4
    assert stars(state, "obsession") == 1
    sheet[0] = 5
    assert stars(state, "obsession") == 2
    sheet[9] = 1  # guest 9 (value 5): two stars
    assert stars(state, "obsession") == 4
