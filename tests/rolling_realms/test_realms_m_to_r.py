"""Momiji, Obsession, Parks, Praga Caput Regni: every sentence of their compendium entries,
from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import box, legal, mark, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

import realmkit
from realmkit.games.rolling_realms.realms import SETS

OBSESSION = ("obsession", "wingspan", "scythe")


def test_obsession_reputation_starts_at_1_already_outlined() -> None:
    state = table(OBSESSION)
    assert mark(state, "obsession", "level") == 1 and stars(state, "obsession") == 0


def test_obsession_a_number_higher_than_the_reputation_raises_it_by_1() -> None:
    state = table(OBSESSION, roll=(5, 2))
    play(state, "use 5 in obsession", "obsession raise")
    assert mark(state, "obsession", "level") == 2 and state.resources() == [0, 0, 0]


def test_obsession_a_number_at_or_below_the_reputation_invites_a_matching_unmarked_guest() -> None:
    state = table(OBSESSION, roll=(3, 6))
    marks(state, "obsession")[box("obsession", "level")] = 3
    play(state, "use 3 in obsession")
    assert "obsession raise" not in legal(state)
    assert [u for u in legal(state) if "invite" in u] == ["obsession invite 5", "obsession invite 6"]
    play(state, "obsession invite 5")
    assert mark(state, "obsession", "guests", 4) == 1 and state.resources() == [1, 1, 0]


def test_obsession_an_invited_guest_cannot_be_invited_again() -> None:
    # both guests of value 1 invited
    state = table(OBSESSION, roll=(1, 6), marks={"obsession": {"guests": [1, 1]}})
    refused(state, "use 1 in obsession", "a 1 cannot be used")


def test_obsession_at_the_top_of_the_track_a_6_only_invites() -> None:
    state = table(OBSESSION, roll=(6, 6))
    marks(state, "obsession")[box("obsession", "level")] = 6
    play(state, "use 6 in obsession")
    assert [u for u in legal(state) if u.startswith("obsession")] == ["obsession invite 10"]
    state = table(OBSESSION, roll=(6, 6))
    marks(state, "obsession")[box("obsession", "level")] = 6
    marks(state, "obsession")[box("obsession", "guests", 9)] = 1  # the guest of value 6 invited
    refused(state, "use 6 in obsession", "a 6 cannot be used")


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


PARKS = ("parks", "wingspan", "scythe")


def test_parks_a_number_outlines_a_matching_site_and_gains_its_benefits() -> None:
    state = table(PARKS, roll=(2, 6))
    play(state, "use 2 in parks")
    assert [u for u in legal(state) if u.startswith("parks")] == [
        "parks trail 1 site 3", "parks trail 2 site 1", "parks trail 3 site 4"]
    play(state, "parks trail 3 site 4")
    assert marks(state, "parks")[12:18] == [0, 0, 0, 1, 0, 0] and state.resources() == [0, 0, 1]


def test_parks_sites_left_of_a_visited_site_are_crossed_off_and_never_visited() -> None:
    # trail 1, site 3 visited: sites 1 and 2 crossed off
    state = table(PARKS, roll=(1, 6), marks={"parks": [0, 0, 1]})
    play(state, "use 1 in parks")
    assert "parks trail 1 site 1" not in legal(state)
    assert "parks trail 2 site 3" in legal(state)


def test_parks_the_rightmost_site_costs_its_price_first() -> None:
    state = table(PARKS, roll=(6, 2), resources=(3, 0, 0))
    play(state, "use 6 in parks", "parks trail 1 site 6")
    assert state.resources() == [0, 0, 0] and stars(state, "parks") == 2
    state = table(PARKS, roll=(6, 2), resources=(2, 0, 0))
    play(state, "use 6 in parks")
    assert "parks trail 1 site 6" not in legal(state)


def test_parks_stars_from_visited_sites_only() -> None:
    state = table(PARKS)
    sheet = marks(state, "parks")
    sheet[3] = 1  # trail 1 site 4 visited, the sites left of it crossed off
    assert stars(state, "parks") == 0
    sheet[7] = 1  # trail 2 site 2: a star
    assert stars(state, "parks") == 1


def test_the_redux_set_now_holds_enough_realms_to_play_and_draws_only_from_it() -> None:
    """Obsession and Parks are Redux cards: with them the box holds the 9 realms a game draws."""
    assert {"obsession", "parks"} <= {realm.id for realm in SETS["redux"]}
    assert len(SETS["redux"]) >= 9
    game = realmkit.load("rolling-realms(set=redux)")
    redux = {realm.id for realm in SETS["redux"]}
    for seed in range(3):
        assert set(game.new_state(1, seed).realm_ids) <= redux


PRAGA = ("praga", "wingspan", "scythe")


def test_praga_starts_on_the_outlined_circle_of_sector_1() -> None:
    state = table(PRAGA)
    assert marks(state, "praga")[:3] == [0, 0, 1] and stars(state, "praga") == 0


def test_praga_moves_clockwise_that_many_sectors_and_gains_the_end_sector_benefit() -> None:
    state = table(PRAGA, roll=(4, 2))
    play(state, "use 4 in praga", "praga move")
    sheet = marks(state, "praga")
    assert sheet[0] == 4 and sheet[2 + 4] == 1 and state.resources() == [0, 1, 0]  # sector 5: a heart


def test_praga_filled_sectors_still_count_and_a_move_must_end_on_an_open_circle() -> None:
    on_8 = {0: 7, 2 + 7: 1, 2 + 9: 2}  # on sector 8; sector 10 filled
    state = table(PRAGA, roll=(3, 2), preset={"praga": on_8})
    play(state, "use 3 in praga", "praga move")  # passes sector 10, counted, to the star sector 11
    assert mark(state, "praga", "circle") == 10 and stars(state, "praga") == 1
    state = table(PRAGA, roll=(2, 2), preset={"praga": on_8})
    refused(state, "use 2 in praga", "a 2 cannot be used")


def test_praga_a_star_each_time_the_red_line_is_crossed() -> None:
    on_ten = {"circle": 9, "visits": [1, 0, 0, 0, 0, 0, 0, 0, 0, 1]}  # on sector 10
    state = table(PRAGA, roll=(3, 1), marks={"praga": on_ten})
    play(state, "use 3 in praga", "praga move")  # 10 -> 11 -> 1 -> 2: past the red line
    sheet = marks(state, "praga")
    assert sheet[0] == 1 and sheet[1] == 1 and stars(state, "praga") == 1
    assert state.resources() == [1, 0, 0]


MOMIJI = ("momiji", "wingspan", "scythe")


def test_momiji_a_number_is_written_on_any_card_when_nothing_is_linked() -> None:
    state = table(MOMIJI, roll=(2, 5))
    play(state, "use 2 in momiji")
    assert len([u for u in legal(state) if u.startswith("momiji")]) == 9
    play(state, "momiji card 1")
    assert marks(state, "momiji")[0] == 2


def test_momiji_a_card_must_be_exactly_1_higher_than_the_already_linked_numbers() -> None:
    """The compendium's example: a 2 top left, then the middle left card must be a 3; with a 4
    written bottom left first, the middle left card asks for a 3 and a 5 and cannot be filled."""
    state = table(MOMIJI, roll=(3, 5), preset={"momiji": {0: 2}})
    play(state, "use 3 in momiji")
    assert "momiji card 4" in legal(state)
    state = table(MOMIJI, roll=(5, 5), preset={"momiji": {0: 2}})
    play(state, "use 5 in momiji")
    assert "momiji card 4" not in legal(state)
    state = table(MOMIJI, roll=(4, 5), preset={"momiji": {3: 3}})  # below a 3 a 4, above it a 4 too
    play(state, "use 4 in momiji")
    assert {"momiji card 1", "momiji card 7"} <= set(legal(state))
    state = table(MOMIJI, roll=(3, 5), preset={"momiji": {0: 2, 6: 4}})
    play(state, "use 3 in momiji")
    assert "momiji card 4" not in legal(state)


def test_momiji_two_adjacent_filled_cards_gain_the_benefit_between() -> None:
    state = table(MOMIJI, roll=(6, 5), preset={"momiji": {0: 1}})
    play(state, "use 6 in momiji", "momiji card 2")
    assert state.resources() == [1, 0, 0]


def test_momiji_stars_for_vertically_adjacent_filled_cards() -> None:
    state = table(MOMIJI)
    sheet = marks(state, "momiji")
    sheet[0], sheet[1] = 2, 5
    assert stars(state, "momiji") == 0
    sheet[3] = 3
    assert stars(state, "momiji") == 1
    sheet[6] = 4
    assert stars(state, "momiji") == 2
