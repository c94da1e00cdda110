"""Meadow, Micro Dojo, Minigolf, Millennium Blades, Onirim, Planet Unknown, Poker, Potion
Explosion: every sentence of their compendium entries, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, mark, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.core import ai_for
from realmkit.games.rolling_realms.realms.meadow import Meadow
from realmkit.games.rolling_realms.realms.onirim import Onirim
from realmkit.games.rolling_realms.realms.planet_unknown import PlanetUnknown
from realmkit.games.rolling_realms.realms.poker import Poker, combination

MEADOW = ("meadow", "wingspan", "scythe")


def _uses(state: object, realm: str) -> list[str]:
    return [u for u in legal(state) if u.startswith(realm + " ")]


def test_meadow_a_number_on_a_post_crosses_a_symbol_that_far_and_marks_a_matching_card() -> None:
    state = table(MEADOW, roll=(3, 5))
    play(state, "use 3 in meadow")
    uses = _uses(state, "meadow")
    # post 1: 3 spaces clockwise is a sun (column 2's next card), counter-clockwise a flower (column 1's)
    assert {"meadow post 1 space 3 column 2", "meadow post 1 space 10 column 1"} <= set(uses)
    play(state, "meadow post 1 space 3 column 2")
    sheet = marks(state, "meadow")
    assert sheet[0] == 3 and sheet[Meadow.CROSSED] == 1 << 2 and sheet[Meadow.HEIGHT + 1] == 1
    assert state.resources() == [0, 0, 1]


def test_meadow_a_written_post_and_a_crossed_symbol_are_not_used_again() -> None:
    state = table(MEADOW, roll=(3, 5), marks={"meadow": {"posts": 4, "crossed": 1 << 4}})
    play(state, "use 3 in meadow")
    uses = _uses(state, "meadow")
    assert not [u for u in uses if u.startswith("meadow post 1 ")]
    assert not [u for u in uses if " space 5 " in u]  # post 2's flower 3 spaces clockwise is crossed


def test_meadow_cards_are_marked_bottom_to_top_without_skipping() -> None:
    """Column 1 reads flower, bird, sun, flower from the bottom: with its first card marked,
    only a bird marks it now, whatever flowers the fence offers."""
    state = table(MEADOW, roll=(1, 5), marks={"meadow": {"height": 1}})
    play(state, "use 1 in meadow")
    for use in _uses(state, "meadow"):
        _, space, column = (int(w) for w in use.split()[2::2])
        assert column == 2 or Meadow.fence[space - 1] == "bird"
    assert "meadow post 2 space 2 column 1" in _uses(state, "meadow")  # 1 counter-clockwise: a bird


def test_meadow_crossing_off_needs_a_card_to_mark() -> None:
    """Both columns full: a 1-5 has no use (crossing a symbol without a card is no use)."""
    state = table(MEADOW, roll=(2, 6), marks={"meadow": {"height": [4, 4]}})
    refused(state, "use 2 in meadow", "a 2 cannot be used in meadow")


def test_meadow_a_6_marks_a_discovery_card_and_gains_its_benefits() -> None:
    state = table(MEADOW, roll=(6, 2))
    play(state, "use 6 in meadow")
    assert _uses(state, "meadow") == ["meadow discovery 1", "meadow discovery 2", "meadow discovery 3"]
    play(state, "meadow discovery 1")
    assert state.resources() == [1, 0, 0] and stars(state, "meadow") == 1
    state = table(MEADOW, roll=(6, 2), marks={"meadow": {"found": 0b111}})
    refused(state, "use 6 in meadow", "a 6 cannot be used in meadow")


def test_meadow_stars_from_marked_meadow_and_discovery_cards() -> None:
    state = table(MEADOW)
    sheet = marks(state, "meadow")
    sheet[Meadow.HEIGHT] = 2  # flower, bird: no star
    assert stars(state, "meadow") == 0
    sheet[Meadow.HEIGHT] = 4  # sun, flower: two stars
    sheet[Meadow.HEIGHT + 1] = 2  # sun, flower: a star
    sheet[Meadow.FOUND] = 0b100  # two stars
    assert stars(state, "meadow") == 5


DOJO = ("micro-dojo", "wingspan", "scythe")


def test_micro_dojo_mark_a_number_to_gain_its_benefit() -> None:
    state = table(DOJO, roll=(1, 4))
    play(state, "use 1 in micro-dojo")
    assert _uses(state, "micro-dojo") == ["micro-dojo die 1", "micro-dojo die 10", "micro-dojo die 17"]
    play(state, "micro-dojo die 1")
    assert mark(state, "micro-dojo", "dice") == 1 and state.resources() == [1, 0, 0]


def test_micro_dojo_must_also_mark_the_other_rolled_die_without_its_benefit_die_stays_free() -> None:
    state = table(DOJO, roll=(1, 4))
    play(state, "use 1 in micro-dojo", "micro-dojo die 1")
    assert legal(state) == ["micro-dojo also 2", "micro-dojo also 11", "micro-dojo also 15"]
    refused(state, "use 4 in wingspan", "a realm asks a decision first")
    play(state, "micro-dojo also 11")
    assert mark(state, "micro-dojo", "dice", 10) == 2 and state.resources() == [1, 0, 0]
    assert "use 4 in wingspan" in legal(state)  # the other rolled die remains available


def test_micro_dojo_a_number_marked_without_its_benefit_scores_no_star() -> None:
    state = table(DOJO, roll=(4, 6))
    play(state, "use 4 in micro-dojo", "micro-dojo die 2", "micro-dojo also 4")  # the 6 holds a star
    assert mark(state, "micro-dojo", "dice", 3) == 2 and stars(state, "micro-dojo") == 0
    state = table(DOJO, roll=(6, 4))
    play(state, "use 6 in micro-dojo", "micro-dojo die 4")
    assert stars(state, "micro-dojo") == 1


def test_micro_dojo_may_be_activated_when_the_second_mark_is_not_possible() -> None:
    sixes = [0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2]  # every 6 marked
    state = table(DOJO, roll=(4, 6), marks={"micro-dojo": {"dice": sixes}})
    play(state, "use 4 in micro-dojo", "micro-dojo die 2")
    assert not [u for u in legal(state) if "also" in u] and "use 6 in wingspan" in legal(state)


def test_micro_dojo_a_created_die_marks_a_number_of_either_rolled_die() -> None:
    state = table(DOJO, roll=(2, 5), resources=(0, 0, 3))
    play(state, "create 3", "use created 3 in micro-dojo", "micro-dojo die 5")
    assert legal(state) == [f"micro-dojo also {k}" for k in (3, 6, 7, 8, 16, 18)]


def test_micro_dojo_stars_for_the_first_row_the_first_column_and_all_18() -> None:
    state = table(DOJO)
    sheet = marks(state, "micro-dojo")
    sheet[0:6] = [2] * 6  # the top row of squares, marked without benefits
    assert stars(state, "micro-dojo") == 1
    sheet[6:12] = [2] * 6  # the middle row too: still the first row's star only
    assert stars(state, "micro-dojo") == 1
    sheet[12:14] = [2, 2]  # bottom left square: the left column is complete
    assert stars(state, "micro-dojo") == 2
    sheet[14:18] = [2] * 4
    assert stars(state, "micro-dojo") == 3


GOLF = ("minigolf", "wingspan", "scythe")


def test_minigolf_a_stroke_in_any_lane_marks_a_par_hex_and_fills_the_number_of_circles() -> None:
    state = table(GOLF, roll=(3, 5), marks={"minigolf": {"lanes": [0, 3], "pars": [0, 1]}})  # lane 2 begun
    play(state, "use 3 in minigolf")
    assert _uses(state, "minigolf") == ["minigolf lane 1", "minigolf lane 2", "minigolf lane 3"]
    play(state, "minigolf lane 1")  # another lane may be started before lane 2 is finished
    assert marks(state, "minigolf") == [3, 3, 0, 1, 1, 0] and state.resources() == [0, 0, 0]


def test_minigolf_a_number_never_fills_a_circle_it_does_not_match() -> None:
    """Lane 1's 4th circle takes 4 or more; lane 2's 2nd circle 3 or less; lane 3's 5th 4 or less."""
    state = table(GOLF, roll=(2, 5), marks={"minigolf": {"lanes": [2]}})
    play(state, "use 2 in minigolf")
    assert "minigolf lane 1" not in _uses(state, "minigolf")  # a 2 would fill circles 3 and 4
    state = table(GOLF, roll=(5, 5))
    play(state, "use 5 in minigolf")
    assert _uses(state, "minigolf") == ["minigolf lane 1"]


def test_minigolf_a_number_never_overfills_a_lane() -> None:
    state = table(GOLF, roll=(6, 5), marks={"minigolf": {"lanes": [4, 5, 7]}})
    refused(state, "use 6 in minigolf", "a 6 cannot be used in minigolf")


def test_minigolf_holing_out_gains_the_unmarked_par_hexes() -> None:
    state = table(GOLF, roll=(6, 2))
    play(state, "use 6 in minigolf", "minigolf lane 1")  # a hole in one: 3 par hexes visible
    assert state.resources() == [0, 1, 0] and stars(state, "minigolf") == 2
    state = table(GOLF, roll=(2, 2), marks={"minigolf": {"lanes": [4], "pars": [3]}})
    play(state, "use 2 in minigolf", "minigolf lane 1")  # the 4th stroke: nothing left visible
    assert state.resources() == [0, 0, 0] and stars(state, "minigolf") == 0


def test_minigolf_no_stroke_without_a_par_hex_left() -> None:
    state = table(GOLF, roll=(1, 1), marks={"minigolf": {"lanes": [1, 9, 10], "pars": [4]}})
    refused(state, "use 1 in minigolf", "a 1 cannot be used in minigolf")


def test_minigolf_stars_from_visible_par_hexes_on_finished_lanes_only() -> None:
    state = table(GOLF)
    sheet = marks(state, "minigolf")
    sheet[1], sheet[4] = 8, 2  # lane 2 unfinished: its visible stars do not score
    assert stars(state, "minigolf") == 0
    sheet[1] = 9
    assert stars(state, "minigolf") == 2
    sheet[2], sheet[5] = 10, 4  # lane 3 in 4 strokes: one star visible
    assert stars(state, "minigolf") == 3


BLADES = ("millennium-blades", "wingspan", "scythe")


def test_millennium_blades_mark_the_card_numbered_as_the_die_and_gain_the_benefit_below() -> None:
    state = table(BLADES, roll=(3, 5))
    play(state, "use 3 in millennium-blades")
    assert _uses(state, "millennium-blades") == ["millennium-blades card 3"]  # the number, not the die below
    play(state, "millennium-blades card 3")
    assert marks(state, "millennium-blades")[3] == 1 and state.resources() == [0, 1, 0]


def test_millennium_blades_the_gained_number_is_a_created_die() -> None:
    state = table(BLADES, roll=(3, 5))
    play(state, "use 3 in millennium-blades", "millennium-blades card 3")  # card 3 gives a 2
    assert state.dice[2].value == 2 and not state.dice[2].rolled
    play(state, "use created 2 in wingspan", "wingspan bird 1")  # used like any created die
    state = table(BLADES, roll=(3, 5), resources=(2, 0, 0))
    play(state, "use 3 in millennium-blades", "millennium-blades card 3")
    assert "adjust created 2 +1" in legal(state)  # all normal rules for created dice: it can be adjusted


def test_millennium_blades_coins_and_pumpkins_modify_the_number_down_to_0_and_up_to_9() -> None:
    """Each step +-1 costs 1 coin or 2 pumpkins; the compendium's example (read as a 6) reaches
    a 9 with 2 pumpkins and 2 coins."""
    state = table(BLADES, roll=(6, 5), resources=(2, 0, 2))
    play(state, "use 6 in millennium-blades")
    uses = _uses(state, "millennium-blades")
    assert "millennium-blades card 9 pumpkins 1" in uses and "millennium-blades card 9" not in uses
    assert "millennium-blades card 3 pumpkins 1" in uses and "millennium-blades card 2" not in uses
    play(state, "millennium-blades card 9 pumpkins 1")
    assert state.resources() == [0, 0, 0] and marks(state, "millennium-blades")[9] == 1
    assert stars(state, "millennium-blades") == 1
    state = table(BLADES, roll=(1, 5), resources=(2, 0, 0))
    play(state, "use 1 in millennium-blades", "millennium-blades card 0 pumpkins 1")
    assert state.resources() == [0, 0, 0] and state.dice[2].value == 6


def test_millennium_blades_a_marked_card_is_not_marked_again() -> None:
    state = table(BLADES, roll=(4, 5), preset={"millennium-blades": {4: 1}})
    refused(state, "use 4 in millennium-blades", "a 4 cannot be used in millennium-blades")


def test_millennium_blades_stars_from_cards_0_4_8_9_and_1_per_completed_row() -> None:
    state = table(BLADES)
    sheet = marks(state, "millennium-blades")
    sheet[1:4] = [1, 1, 1]
    assert stars(state, "millennium-blades") == 0
    sheet[0] = 1
    assert stars(state, "millennium-blades") == 2  # card 0's star and the row 0-3
    sheet[4:7] = [1, 1, 1]
    assert stars(state, "millennium-blades") == 4
    sheet[8] = 1
    assert stars(state, "millennium-blades") == 5


ONIRIM = ("onirim", "wingspan", "scythe")


def test_onirim_the_number_writes_its_symbol_in_the_next_card_left_to_right() -> None:
    state = table(ONIRIM, roll=(4, 6))
    play(state, "use 4 in onirim")
    assert _uses(state, "onirim") == ["onirim write moon"]
    play(state, "onirim write moon", "use 6 in wingspan", "wingspan bird 2", "done")
    assert marks(state, "onirim")[:2] == [2, 0]
    state = table(ONIRIM, roll=(6, 1), marks={"onirim": {"cards": [2]}})
    play(state, "use 6 in onirim", "onirim write key")
    assert marks(state, "onirim")[:3] == [2, 3, 0]


def test_onirim_adjacent_symbols_must_be_different() -> None:
    state = table(ONIRIM, roll=(3, 4), marks={"onirim": {"cards": [2]}})  # a moon written
    refused(state, "use 3 in onirim", "a 3 cannot be used in onirim")


def test_onirim_after_the_last_card_of_a_colour_mark_the_door_and_gain_its_benefits() -> None:
    state = table(ONIRIM, roll=(5, 4), marks={"onirim": {"cards": [1, 2]}})
    play(state, "use 5 in onirim", "onirim write key")
    assert state.resources() == [1, 1, 0] and stars(state, "onirim") == 0


def test_onirim_a_prophecy_with_a_1_or_2_crosses_a_nightmare_if_the_next_roll_sums_6_or_more() -> None:
    state = table(ONIRIM, roll=(2, 4), later=((4, 2),))
    play(state, "use 2 in onirim")
    assert _uses(state, "onirim") == ["onirim write sun", "onirim prophecy"]
    play(state, "onirim prophecy")
    assert marks(state, "onirim")[Onirim.OUTLINED] == 1 and stars(state, "onirim") == 0
    play(state, "done")  # the next turn begins: the key is marked, the sum of 6 crosses a nightmare
    sheet = marks(state, "onirim")
    assert sheet[Onirim.MARKED] == 1 and sheet[Onirim.CROSSED] == 2 and stars(state, "onirim") == 1


def test_onirim_a_prophecy_is_lost_on_a_sum_of_5_or_lower() -> None:
    state = table(ONIRIM, roll=(1, 4), later=((4, 1),))
    play(state, "use 1 in onirim", "onirim prophecy", "done")
    sheet = marks(state, "onirim")
    assert sheet[Onirim.MARKED] == 1 and sheet[Onirim.CROSSED] == 1 and stars(state, "onirim") == 0


def test_onirim_no_two_prophecies_in_one_turn_and_none_on_the_last_turn() -> None:
    state = table(ONIRIM, roll=(1, 1), resources=(3, 0, 0))
    play(state, "use 1 in onirim", "onirim prophecy", "adjust 1 +1 again", "use 2 from 1 again in onirim")
    assert _uses(state, "onirim") == ["onirim write sun"]
    state = table(ONIRIM, roll=(1, 1), turn=9)
    play(state, "use 1 in onirim")
    assert _uses(state, "onirim") == ["onirim write sun"]


def test_onirim_fleet_s_middle_ability_influences_the_prophecy_through_the_turn_steps() -> None:
    """The start of the turn waits while Fleet's alteration is open: altering a rolled 5 to a 4
    makes the sum 5, and the Prophecy is lost."""
    realms = ("onirim", "fleet", "wingspan")
    state = table(realms, roll=(5, 1), marks={"onirim": {"outlined": 1}, "fleet": {"columns": [0, 3]}})
    assert legal(state)[0] == "start" and marks(state, "onirim")[Onirim.MARKED] == 0
    play(state, "fleet alter 5 -1", "start")
    assert marks(state, "onirim")[Onirim.MARKED] == 1 and marks(state, "onirim")[Onirim.CROSSED] == 1
    state = table(realms, roll=(5, 1), marks={"onirim": {"outlined": 1}, "fleet": {"columns": [0, 3]}})
    play(state, "start")
    assert marks(state, "onirim")[Onirim.CROSSED] == 2


def test_onirim_stars_from_star_cards_doors_and_crossed_nightmares_never_above_6() -> None:
    state = table(ONIRIM)
    sheet = marks(state, "onirim")
    sheet[:5] = [1, 2, 1, 2, 1]  # the 5th card holds a star
    assert stars(state, "onirim") == 1
    sheet[5] = 2  # the second door: a coin and a star
    assert stars(state, "onirim") == 2
    sheet[Onirim.CROSSED] = 6  # five nightmares crossed off beyond the printed one
    assert stars(state, "onirim") == 6


PLANET = ("planet-unknown", "wingspan", "scythe")


def _square_bits(*names: str) -> int:
    return sum(1 << ((int(n[1:]) - 1) * 5 + "abcde".index(n[0])) for n in names)


def _shapes(state: object) -> set[str]:
    return {u.split()[1] for u in _uses(state, "planet-unknown")}


def test_planet_unknown_the_1_is_pre_assigned_to_its_shape() -> None:
    state = table(PLANET, roll=(1, 5))
    play(state, "use 1 in planet-unknown")
    assert _shapes(state) == {"domino"} and "planet-unknown domino b1,c1" in legal(state)
    play(state, "planet-unknown domino b1,c1")
    assert mark(state, "planet-unknown", "filled") == _square_bits("b1", "c1")
    assert state.resources() == [0, 0, 0]


def test_planet_unknown_a_new_number_is_assigned_to_a_shape_gaining_its_resource_then_drawn() -> None:
    state = table(PLANET, roll=(3, 5))
    play(state, "use 3 in planet-unknown")
    assert _shapes(state) == {"line", "corner", "tee", "zigzag", "block"}
    play(state, "planet-unknown corner a2,a3,b3")
    sheet = marks(state, "planet-unknown")
    assert sheet[1 + 2] == 3 and state.resources() == [1, 0, 0]
    assert sheet[0] == _square_bits("a2", "a3", "b3")


def test_planet_unknown_an_assigned_number_only_draws_its_shape_turned_or_flipped() -> None:
    state = table(PLANET, roll=(3, 5), marks={"planet-unknown": {"assigned": [1, 0, 3]}})
    play(state, "use 3 in planet-unknown")
    uses = _uses(state, "planet-unknown")
    assert _shapes(state) == {"corner"} and len(uses) > 4 * 4  # every turn and flip of the corner
    play(state, uses[0])
    assert state.resources() == [0, 0, 0]  # no resource: the # was assigned already


def test_planet_unknown_paired_numbers_may_not_exceed_7() -> None:
    # the corner has the 5
    state = table(PLANET, roll=(3, 2), marks={"planet-unknown": {"assigned": [1, 0, 5]}})
    play(state, "use 3 in planet-unknown")
    assert "tee" not in _shapes(state)  # 5 + 3 = 8
    state = table(PLANET, roll=(2, 3), marks={"planet-unknown": {"assigned": [1, 0, 5]}})
    play(state, "use 2 in planet-unknown")
    assert "tee" in _shapes(state)  # 5 + 2 = 7


def test_planet_unknown_shapes_stay_on_the_planet_and_off_drawn_squares() -> None:
    state = table(PLANET, roll=(1, 5), marks={"planet-unknown": {"filled": _square_bits("c1")}})
    play(state, "use 1 in planet-unknown")
    for use in _uses(state, "planet-unknown"):
        squares = use.split()[2].split(",")
        assert not {"a1", "e1", "a6", "e6", "c1"} & set(squares)


def test_planet_unknown_completing_a_middle_column_gains_its_resource() -> None:
    column_b = [f"b{r}" for r in range(1, 6)]
    state = table(PLANET, roll=(1, 5), marks={"planet-unknown": {"filled": _square_bits(*column_b)}})
    play(state, "use 1 in planet-unknown", "planet-unknown domino b6,c6")
    assert state.resources() == [1, 0, 0]


def test_planet_unknown_a_star_per_completed_planet_row() -> None:
    state = table(PLANET)
    sheet = marks(state, "planet-unknown")
    sheet[0] = _square_bits("b1", "c1")
    assert stars(state, "planet-unknown") == 0
    sheet[0] |= _square_bits("d1", "a2", "b2", "c2", "d2", "e2")
    assert stars(state, "planet-unknown") == 2
    assert len(PlanetUnknown().rows) == 6


POKER = ("poker", "wingspan", "scythe")
HAND = Poker.HANDS
"""Index of the first hand's first # in Poker's marks."""


def test_poker_write_a_number_on_a_flop_card_whose_condition_it_matches_and_gain_the_resource() -> None:
    state = table(POKER, roll=(3, 6))
    play(state, "use 3 in poker")
    assert [u for u in _uses(state, "poker") if "write" in u] == ["poker write 2", "poker write 3"]
    play(state, "poker write 3")
    assert mark(state, "poker", "flop", 2) == 3 and state.resources() == [0, 0, 1]


def test_poker_deal_notes_both_rolled_numbers_on_a_hand_and_the_other_die_stays_free() -> None:
    state = table(POKER, roll=(3, 6), resources=(2, 0, 0))
    play(state, "adjust 6 -1", "use 3 in poker", "poker deal")
    assert marks(state, "poker")[HAND: HAND + 2] == [3, 6]  # the rolled #s, without modification
    assert "use 5 from 6 in wingspan" in legal(state)


def test_poker_deal_needs_a_rolled_unmodified_number() -> None:
    state = table(POKER, roll=(3, 6), resources=(2, 0, 0))
    play(state, "adjust 3 +1", "use 4 from 3 in poker")
    assert "poker deal" not in legal(state)
    state = table(POKER, roll=(3, 6), resources=(0, 0, 3))
    play(state, "create 3", "use created 3 in poker")
    assert "poker deal" not in legal(state)


def test_poker_play_any_number_outlines_a_hand_scoring_its_combination_with_flop_cards() -> None:
    state = table(POKER, roll=(1, 2), preset={"poker": {HAND: 3, HAND + 1: 5, 1: 3, 4: 5}})
    play(state, "use 1 in poker")
    assert [u for u in _uses(state, "poker") if "play" in u] == ["poker play 1 two-pair"]
    play(state, "poker play 1 two-pair")
    assert stars(state, "poker") == 1 and state.resources() == [1, 0, 0]
    assert marks(state, "poker")[:5] == [0, 3, 0, 0, 5]  # the flop remains as-is
    state = table(POKER, roll=(1, 2), preset={"poker": {HAND: 3, HAND + 1: 5, 1: 3, 4: 5,
                                                        Poker.PLAYED: 2}})
    play(state, "use 1 in poker")
    assert not [u for u in _uses(state, "poker") if "play" in u]  # an outlined hand is played


def test_poker_the_scoring_combinations_and_their_rewards() -> None:
    assert combination((4, 4)) == "pair" and combination((4, 5)) is None
    assert combination((3, 5, 3, 5)) == "two-pair" and combination((2, 2, 2)) == "three"
    assert combination((6, 6, 6, 6)) == "four" and combination((5, 5, 5, 2, 2)) == "full-house"
    assert combination((2, 6, 3, 4, 5)) == "straight" and combination((1, 2, 3, 4, 6)) is None
    state = table(POKER, roll=(1, 2), preset={"poker": {HAND: 2, HAND + 1: 6, 1: 3, 2: 4, 4: 5}})
    play(state, "use 1 in poker", "poker play 1 straight")
    assert stars(state, "poker") == 2 and state.resources() == [0, 0, 1]
    state = table(POKER, roll=(1, 2), preset={"poker": {HAND: 5, HAND + 1: 5, 1: 5, 0: 2, 3: 2}})
    play(state, "use 1 in poker")
    assert [u.split()[3] for u in _uses(state, "poker") if "play" in u] == [
        "pair", "two-pair", "three", "full-house"]
    play(state, "poker play 1 full-house")
    assert stars(state, "poker") == 2 and state.resources() == [0, 0, 1]
    state = table(POKER, roll=(1, 2), preset={"poker": {HAND: 4, HAND + 1: 4, 2: 4, 3: 4}})
    play(state, "use 1 in poker", "poker play 1 four")
    assert stars(state, "poker") == 2 and state.resources() == [1, 0, 0]
    state = table(POKER, roll=(1, 2), preset={"poker": {HAND: 4, HAND + 1: 4, 2: 4}})
    play(state, "use 1 in poker", "poker play 1 three")
    assert stars(state, "poker") == 1 and state.resources() == [0, 0, 1]


POTION = ("potion-explosion", "wingspan", "scythe")
FULL = {1: 0b110, 2: 0b1110, 3: 0b11110}
"""A completed potion's marks (potion k holding the #s 1 to its size)."""


def test_potion_explosion_fill_a_bubble_all_numbers_in_a_potion_unique() -> None:
    state = table(POTION, roll=(3, 5))
    play(state, "use 3 in potion-explosion")
    assert _uses(state, "potion-explosion") == [f"potion-explosion potion {k}" for k in (1, 2, 3)]
    play(state, "potion-explosion potion 2")
    assert mark(state, "potion-explosion", "potions", 1) == 1 << 3
    state = table(POTION, roll=(3, 5), marks={"potion-explosion": {"potions": [1 << 3]}})
    play(state, "use 3 in potion-explosion")
    assert _uses(state, "potion-explosion") == ["potion-explosion potion 2", "potion-explosion potion 3"]


def test_potion_explosion_completed_potions_score_their_stars_immediately() -> None:
    state = table(POTION, roll=(5, 1), marks={"potion-explosion": {"potions": [1 << 2]}})
    assert stars(state, "potion-explosion") == 0
    play(state, "use 5 in potion-explosion", "potion-explosion potion 1")
    assert stars(state, "potion-explosion") == 1
    marks(state, "potion-explosion")[1:3] = [FULL[2], FULL[3]]
    assert stars(state, "potion-explosion") == 6


def test_potion_explosion_label_1_creates_a_die_of_any_number_at_any_time_once() -> None:
    state = table(POTION, roll=(2, 5), marks={"potion-explosion": {"potions": [FULL[1]]}})
    assert legal(state)[0] == "start" and "potion-explosion label 1 create 4" in legal(state)
    play(state, "potion-explosion label 1 create 4", "start")
    assert state.dice[2].value == 4 and not state.dice[2].rolled
    assert not [a for a in legal(state) if "label" in a]  # one-time: the label is marked
    play(state, "use created 4 in wingspan", "wingspan bird 1")
    state = table(POTION, roll=(2, 5), marks={"potion-explosion": {"potions": [1 << 2]}})
    assert not [a for a in legal(state) if "label" in a]  # an incomplete potion has no label yet


def test_potion_explosion_label_2_a_resource_of_choice_per_star_already_scored_here() -> None:
    """The compendium's example: potions 2 and 3 completed, 5 stars, 5 resources of any kind."""
    state = table(POTION, roll=(2, 5), marks={"potion-explosion": {"potions": [0, FULL[2], FULL[3]]}})
    play(state, "potion-explosion label 2")
    assert legal(state) == ["take pumpkin", "take heart", "take coin"]
    play(state, "take coin", "take coin", "take heart", "take pumpkin", "take coin")
    assert state.resources() == [1, 1, 3] and legal(state)[0] == "start"


def test_potion_explosion_label_3_activates_an_already_activated_realm_without_pumpkins() -> None:
    state = table(POTION, roll=(2, 5), marks={"potion-explosion": {"potions": [0, 0, FULL[3]]}})
    assert "start" not in legal(state)  # nothing is activated yet: no label to use
    assert not [a for a in legal(state) if "label" in a]
    play(state, "use 2 in wingspan", "wingspan bird 1")
    assert "potion-explosion label 3 die 5" in legal(state)
    refused(state, "use 5 in wingspan", "only a die adjusted with 3 pumpkins")
    play(state, "potion-explosion label 3 die 5", "use 5 again in wingspan", "wingspan bird 2")
    assert state.activated[1] == 2  # activated twice, holding no pumpkins


def test_potion_explosion_label_3_may_reactivate_potion_explosion_itself() -> None:
    state = table(POTION, roll=(2, 5), marks={"potion-explosion": {"potions": [0, 0, FULL[3]]}})
    play(state, "use 2 in potion-explosion", "potion-explosion potion 1",
         "potion-explosion label 3 die 5", "use 5 again in potion-explosion", "potion-explosion potion 1")
    assert mark(state, "potion-explosion", "potions") == (1 << 2) | (1 << 5)
    assert stars(state, "potion-explosion") == 4


def test_the_ai_values_progress_toward_stars_these_cards_score_later() -> None:
    """Hints: an outlined Prophecy, a dealt hand that makes a pair, a potion begun, a planet row
    begun, a lane begun on par are worth more than the same sheet without them."""
    cases = [
        (("onirim", "wingspan", "scythe"), "onirim", {Onirim.OUTLINED: 1}),
        (POKER, "poker", {HAND: 4, HAND + 1: 4}),
        (POTION, "potion-explosion", {2: 0b110}),
        (PLANET, "planet-unknown", {0: _square_bits("a2", "b2", "c2")}),
        (GOLF, "minigolf", {2: 4, 5: 1}),
    ]
    for realms, realm, preset in cases:
        plain = table(realms, roll=(2, 5))
        ai = ai_for(plain.game)
        hinted = table(realms, roll=(2, 5), preset={realm: preset})
        assert ai.evaluate(hinted, 0) > ai.evaluate(plain, 0), realm
