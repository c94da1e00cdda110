"""Ark Nova, Biddy & Walter, Boonlake, Fleet: the realms acting outside activation, every
sentence of their compendium entries from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import box, legal, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.games.rolling_realms.realms.ark_nova import ArkNova
from realmkit.games.rolling_realms.realms.biddy_walter import GRUMPY, MARKED, OUTLINED

BIDDY = ("biddy-walter", "wingspan", "scythe")
FOOD, PLAY, SLEEP = range(3)


def test_biddy_walter_marks_the_craving_of_the_sum_at_the_start_of_every_turn() -> None:
    """3-5 food, 6-7 play, 8-11 sleep: marked right after the roll, before any activation,
    and the row's resource gained."""
    state = table(BIDDY, roll=(1, 3), later=((6, 5), (3, 4)))
    cats = marks(state, "biddy-walter")
    assert cats[MARKED + FOOD] == 1 and state.resources() == [1, 0, 0] and "done" in legal(state)
    play(state, "done")
    assert cats[MARKED + SLEEP] == 1 and state.resources() == [1, 0, 1]
    play(state, "done")
    assert cats[MARKED + PLAY] == 1 and state.resources() == [1, 1, 1]


def test_biddy_walter_a_sum_of_2_or_12_does_nothing() -> None:
    for roll in ((1, 1), (6, 6)):
        state = table(BIDDY, roll=roll)
        assert marks(state, "biddy-walter")[MARKED: GRUMPY + 1] == [0, 0, 0, 0]
        assert state.resources() == [0, 0, 0]


def test_biddy_walter_no_outlined_craving_left_outlines_a_grumpy_cat() -> None:
    state = table(BIDDY, roll=(3, 4), later=((2, 5),))  # play again: its one outlined craving is marked
    assert stars(state, "biddy-walter") == 6
    play(state, "done")
    cats = marks(state, "biddy-walter")
    assert cats[GRUMPY] == 1 and stars(state, "biddy-walter") == 5 and state.resources() == [0, 1, 0]


def test_biddy_walter_no_grumpy_cat_once_all_six_matching_cravings_are_marked() -> None:
    state = table(BIDDY, roll=(1, 1), later=((3, 4),))
    cats = marks(state, "biddy-walter")
    cats[OUTLINED + PLAY] = cats[MARKED + PLAY] = 6
    play(state, "done")
    assert cats[GRUMPY] == 0


def test_biddy_walter_at_most_six_grumpy_cats_and_six_less_one_per_cat() -> None:
    state = table(BIDDY, roll=(1, 1), later=((2, 2),))
    cats = marks(state, "biddy-walter")
    cats[GRUMPY] = 6
    cats[MARKED + FOOD] = 1
    play(state, "done")
    assert cats[GRUMPY] == 6 and stars(state, "biddy-walter") == 0


def test_biddy_walter_a_die_outlines_one_or_two_cravings_without_resources() -> None:
    """Reading: a 1-3 outlines one craving, a 4-6 two, in any rows."""
    state = table(BIDDY, roll=(2, 5))
    play(state, "use 2 in biddy-walter")
    assert legal(state) == ["biddy-walter food", "biddy-walter play", "biddy-walter sleep"]
    play(state, "biddy-walter sleep")
    cats = marks(state, "biddy-walter")
    assert cats[OUTLINED + SLEEP] == 2 and state.resources() == [0, 1, 0]  # the heart of the start
    state = table(BIDDY, roll=(6, 6))
    play(state, "use 6 in biddy-walter")
    assert "biddy-walter food+sleep" in legal(state) and "biddy-walter food" not in legal(state)
    play(state, "biddy-walter food+food")
    assert marks(state, "biddy-walter")[OUTLINED + FOOD] == 3 and state.resources() == [0, 0, 0]


def test_biddy_walter_a_two_outlines_one_when_only_one_craving_has_room() -> None:
    state = table(BIDDY, roll=(1, 5))
    cats = marks(state, "biddy-walter")
    cats[OUTLINED: OUTLINED + 3] = [6, 6, 5]  # (the start marked a play craving)
    play(state, "use 5 in biddy-walter")
    assert legal(state) == ["biddy-walter sleep"]


ARK = ("ark-nova", "wingspan", "scythe")


def column(state, die: int) -> tuple[int, int]:
    """Ark Nova's (outlined uncrossed, ever outlined) circles of a column."""
    k = [c[0] for c in ArkNova.columns].index(die)
    sheet = marks(state, "ark-nova")
    return sheet[ArkNova.OPEN + k], sheet[ArkNova.DRAWN + k]


def test_ark_nova_three_columns_start_with_their_first_circle_outlined() -> None:
    state = table(ARK)
    assert [column(state, d) for d in (2, 3, 4, 5, 6)] == [(1, 1), (0, 0), (1, 1), (0, 0), (1, 1)]


def test_ark_nova_a_die_gains_its_benefit_times_the_outlined_circles_then_crosses_them() -> None:
    state = table(ARK, roll=(4, 2))
    sheet = marks(state, "ark-nova")
    sheet[ArkNova.OPEN + 2] = sheet[ArkNova.DRAWN + 2] = 3  # the 4 column: 3 hearts waiting
    play(state, "use 4 in ark-nova", "ark-nova column 4")
    assert state.resources() == [0, 3, 0] and column(state, 4) == (0, 3)
    state = table(ARK, roll=(3, 3))
    sheet = marks(state, "ark-nova")
    sheet[ArkNova.OPEN + 1] = sheet[ArkNova.DRAWN + 1] = 2
    play(state, "use 3 in ark-nova", "ark-nova column 3")
    assert stars(state, "ark-nova") == 2
    # every outlined circle is used once: nothing is left to gain in that column
    assert column(state, 3) == (0, 2)


def test_ark_nova_at_the_end_of_every_turn_outline_a_circle_under_an_unused_rolled_die() -> None:
    state = table(ARK, roll=(2, 5), players=2)
    play(state, "done")
    assert state.current_player() == 0 and legal(state) == ["ark-nova outline 2", "ark-nova outline 5"]
    refused(state, "use 2 in wingspan", "a realm asks a decision first")
    play(state, "ark-nova outline 5")
    assert column(state, 5) == (1, 1) and state.current_player() == 1


def test_ark_nova_not_under_a_die_used_in_ark_nova() -> None:
    state = table(ARK, roll=(2, 5))
    play(state, "use 2 in ark-nova", "ark-nova column 2", "done")
    assert column(state, 5) == (1, 1) and column(state, 2) == (0, 1) and state.turn == 1


def test_ark_nova_no_circle_when_both_rolled_dice_went_to_ark_nova() -> None:
    state = table(ARK, roll=(2, 4), resources=(5, 0, 0))
    play(state, "use 2 in ark-nova", "ark-nova column 2", "adjust 4 +1 again", "adjust 5 from 4 again -1")
    play(state, "use 4 again in ark-nova", "ark-nova column 4", "done")
    assert column(state, 2) == (0, 1) and column(state, 4) == (0, 1) and state.turn == 1


def test_ark_nova_outlines_under_the_die_as_rolled_never_a_created_one() -> None:
    state = table(ARK, roll=(2, 5), resources=(2, 0, 6))
    play(state, "adjust 2 +1", "create 6", "done")
    assert legal(state) == ["ark-nova outline 2", "ark-nova outline 5"]


def test_ark_nova_skips_the_circle_at_the_end_of_turn_9() -> None:
    state = table(ARK, roll=(2, 5), players=2, turn=9)
    play(state, "done")
    assert state.current_player() == 1 and column(state, 2) == (1, 1) and column(state, 5) == (0, 0)


def test_ark_nova_a_1_counts_as_any_number() -> None:
    """Reading: the die of "A  counts as any #" is the 1, which has no column."""
    state = table(ARK, roll=(1, 1))
    play(state, "use 1 in ark-nova")
    assert legal(state) == ["ark-nova column 2", "ark-nova column 4", "ark-nova column 6"]
    play(state, "ark-nova column 6", "done")
    assert legal(state) == [f"ark-nova outline {d}" for d in (2, 3, 4, 5, 6)]


def test_ark_nova_a_full_column_takes_no_more_circles() -> None:
    state = table(ARK, roll=(2, 2))
    sheet = marks(state, "ark-nova")
    sheet[ArkNova.DRAWN] = 5
    play(state, "done")
    assert column(state, 2) == (1, 5) and state.turn == 1


BOON = ("boonlake", "wingspan", "scythe")


def test_boonlake_the_number_determines_the_rows_of_the_lever() -> None:
    state = table(BOON, roll=(1, 6), resources=(2, 2, 2))
    play(state, "use 1 in boonlake")
    assert legal(state) == [f"boonlake lever {n}" for n in (1, 2, 3, 4)]
    state = table(BOON, roll=(1, 6), resources=(2, 2, 2))
    play(state, "use 6 in boonlake")
    assert legal(state) == [f"boonlake lever {n}" for n in (9, 10, 11, 12)]


def test_boonlake_a_lever_s_cost_is_paid_first() -> None:
    state = table(BOON, roll=(1, 6))
    play(state, "use 1 in boonlake")
    assert legal(state) == ["boonlake lever 1"]  # levers 2, 3 and 4 cost resources
    state = table(BOON, roll=(1, 6), resources=(0, 0, 2))
    play(state, "use 1 in boonlake", "boonlake lever 3")  # 2 coins
    assert state.resources() == [0, 0, 0] and stars(state, "boonlake") == 1


def test_boonlake_at_any_time_the_area_below_gives_its_benefit_and_forfeits_the_star() -> None:
    state = table(BOON, roll=(1, 6), players=2)
    play(state, "use 1 in boonlake", "boonlake lever 1")
    assert stars(state, "boonlake") == 1 and "boonlake below 1" in legal(state)
    play(state, "done", "done")
    # next turn, before even the start-of-turn effects: not activating the realm
    assert legal(state)[:2] == ["start", "boonlake below 1"]
    play(state, "boonlake below 1")
    assert state.resources() == [1, 0, 0] and stars(state, "boonlake") == 0
    assert "boonlake below 1" not in legal(state)


def test_boonlake_scores_one_star_per_outlined_lever_at_most_six() -> None:
    state = table(BOON)
    marks(state, "boonlake")[:] = [1] * 8 + [2] * 4
    assert stars(state, "boonlake") == 6


FLEET = ("fleet", "castles", "wingspan")


def test_fleet_marks_a_matching_column_top_down_and_gains_the_benefit() -> None:
    state = table(FLEET, roll=(1, 3))
    play(state, "use 1 in fleet")
    assert legal(state) == ["fleet column 1"]
    play(state, "fleet column 1")
    assert state.resources() == [0, 1, 0] and marks(state, "fleet")[:3] == [1, 0, 0]
    state = table(FLEET, roll=(1, 3), marks={"fleet": {"columns": [0, 1]}})
    play(state, "use 3 in fleet", "fleet column 2")
    assert state.resources() == [1, 0, 0] and marks(state, "fleet")[:3] == [0, 2, 0]  # 2nd box


def test_fleet_the_bottommost_box_is_a_star_and_engages_the_ability() -> None:
    state = table(FLEET, roll=(2, 5))
    marks(state, "fleet")[box("fleet", "columns")] = 2
    play(state, "use 2 in fleet", "fleet column 1")
    assert stars(state, "fleet") == 1 and "fleet column 1" not in _uses(state, 1)


def _uses(state, die: int) -> list[str]:
    clone = state.clone()
    if f"use {die} in fleet" not in legal(clone):
        return []
    play(clone, f"use {die} in fleet")
    return legal(clone)


def test_fleet_left_ability_choose_resources_in_all_realms() -> None:
    state = table(FLEET, roll=(1, 4))
    marks(state, "fleet")[box("fleet", "columns")] = 3
    play(state, "use 1 in castles", "castles column 1")  # the column's pumpkin
    assert legal(state) == ["take pumpkin", "take heart", "take coin"]
    play(state, "take coin")
    assert state.resources() == [0, 0, 1]


def test_fleet_middle_ability_alters_a_die_only_if_both_rolled_dice_are_odd() -> None:
    state = table(FLEET, roll=(3, 5), players=2, marks={"fleet": {"columns": [0, 3]}})
    assert legal(state) == ["start", "fleet alter 3 +1", "fleet alter 3 -1", "fleet alter 5 +1",
                            "fleet alter 5 -1"]
    play(state, "fleet alter 3 -1", "start")
    assert state.roll == (2, 5) and state.dice[0].value == 2
    assert not [a for a in legal(state) if a.startswith("fleet alter")]  # once: 2 is not odd
    play(state, "done")
    assert state.roll == (3, 5)  # only for you
    even = table(FLEET, roll=(3, 4), marks={"fleet": {"columns": [0, 3]}})
    assert not [a for a in legal(even) if a.startswith("fleet")]


def test_fleet_the_altered_die_counts_as_rolled_and_stays_in_1_to_6() -> None:
    """With Biddy & Walter the player chooses the order: alter first, and the sum changes."""
    state = table(("fleet", "biddy-walter", "wingspan"), roll=(5, 3), marks={"fleet": {"columns": [0, 3]}})
    play(state, "fleet alter 3 -1", "start")
    # 5+2 = 7: play, not sleep (5+3); the heart of the play row
    cats = marks(state, "biddy-walter")
    assert cats[MARKED + PLAY] == 1 and cats[MARKED + SLEEP] == 0 and state.resources() == [0, 1, 0]
    low = table(FLEET, roll=(1, 5), marks={"fleet": {"columns": [0, 3]}})
    assert "fleet alter 1 -1" not in legal(low) and "fleet alter 1 +1" in legal(low)


def test_fleet_right_ability_a_star_each_turn_all_three_realms_are_activated() -> None:
    state = table(FLEET, roll=(5, 1), resources=(0, 0, 1), later=((1, 4), (5, 1)))
    marks(state, "fleet")[box("fleet", "columns", 2)] = 3
    play(state, "use 5 in fleet", "fleet column 3")  # engaged now: this turn counts
    play(state, "use 1 in castles", "castles column 1", "create 1", "use created 1 in wingspan",
         "wingspan bird 1", "done")
    assert stars(state, "fleet") == 2
    play(state, "use 4 in castles", "castles column 2", "done")
    assert stars(state, "fleet") == 2
