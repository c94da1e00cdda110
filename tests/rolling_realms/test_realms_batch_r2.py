"""Rock - Paper - Scissors, Roll Player, Rolling Realms, Skoventyr, Skulk Hollow, Sleeping Gods,
Smitten, Space Base: every sentence of its compendium entry, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms import REALMS

RPS = ("rock-paper-scissors", "wingspan", "scythe")
ROCK, PAPER, SCISSORS = 1, 2, 3


def test_rps_draw_the_icon_of_the_used_number_in_any_free_left_slot_and_gain_its_benefit() -> None:
    state = table(RPS, roll=(2, 5))
    marks(state, "rock-paper-scissors")[0] = PAPER  # the first left slot is taken
    play(state, "use 1 in rock-paper-scissors")
    assert "rock-paper-scissors left 1" not in legal(state) and len(legal(state)) == 8
    play(state, "rock-paper-scissors left 2")  # a 2 draws a rock; the 2nd slot gives a heart
    assert marks(state, "rock-paper-scissors")[1] == ROCK and state.resources() == [0, 1, 0]


def test_rps_then_the_other_rolled_die_is_drawn_in_any_free_right_slot_any_row() -> None:
    state = table(RPS, roll=(2, 5))
    marks(state, "rock-paper-scissors")[9 + 3] = PAPER  # the 4th right slot is taken
    play(state, "use 1 in rock-paper-scissors", "rock-paper-scissors left 2")
    asked = legal(state)
    assert asked == [f"rock-paper-scissors right {r} scissors" for r in (1, 2, 3, 5, 6, 7, 8, 9)]
    refused(state, "use 2 in wingspan", "a realm asks a decision first")
    play(state, "rock-paper-scissors right 7 scissors")
    assert marks(state, "rock-paper-scissors")[9 + 6] == SCISSORS


def test_rps_the_other_rolled_die_remains_available_for_another_realm() -> None:
    state = table(RPS, roll=(2, 5))
    play(state, "use 1 in rock-paper-scissors", "rock-paper-scissors left 1", "rock-paper-scissors right 1 scissors")
    assert "use 2 in wingspan" in legal(state)
    play(state, "use 2 in wingspan")


def test_rps_with_a_created_die_pick_either_rolled_die_for_the_right_side() -> None:
    state = table(RPS, roll=(2, 5), resources=(0, 0, 3))
    play(state, "create 3", "use 3 in rock-paper-scissors", "rock-paper-scissors left 1")
    assert marks(state, "rock-paper-scissors")[0] == PAPER
    assert set(legal(state)) == {f"rock-paper-scissors right {r} {icon}"
                                 for r in range(1, 10) for icon in ("rock", "scissors")}
    play(state, "rock-paper-scissors right 1 rock")
    assert REALMS["rock-paper-scissors"].wins(marks(state, "rock-paper-scissors")) == 1  # paper beats rock


def test_rps_rock_beats_scissors_beats_paper_beats_rock_left_side_only() -> None:
    rps = REALMS["rock-paper-scissors"]
    sheet = rps.new_marks()
    sheet[0:3] = [ROCK, SCISSORS, PAPER]
    sheet[9:12] = [SCISSORS, PAPER, ROCK]
    assert rps.wins(sheet) == 3
    sheet[9:12] = [PAPER, ROCK, SCISSORS]  # the right side wins every match: no win for you
    assert rps.wins(sheet) == 0
    sheet[9:12] = [ROCK, SCISSORS, PAPER]  # ties win nothing
    assert rps.wins(sheet) == 0


def test_rps_stars_for_1_3_5_7_8_9_matches_won() -> None:
    state = table(RPS)
    sheet = marks(state, "rock-paper-scissors")
    for wins, expected in [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 5), (9, 6)]:
        sheet[:18] = [ROCK] * wins + [0] * (9 - wins) + [SCISSORS] * 9
        assert stars(state, "rock-paper-scissors") == expected, wins
