"""SpaceShipped, Stamp Swap, Terra Mystica, The Guild of Merchant Explorers, The Isle of Cats,
Tidal Blades, Trickerion, Underwater Cities, Wonderland's War: every sentence of its compendium
entry, from hand-made sheets."""

from __future__ import annotations

from tests.rolling_realms.sheets import legal, mark, marks, play, stars, table
from tests.rolling_realms.test_engine import refused

from realmkit.core import ai_for
from realmkit.games.rolling_realms.dice import FIRST, Die
from realmkit.games.rolling_realms.realms.guild import GuildOfMerchantExplorers
from realmkit.games.rolling_realms.realms.isle_of_cats import IsleOfCats
from realmkit.games.rolling_realms.realms.spaceshipped import SpaceShipped
from realmkit.games.rolling_realms.realms.stamp_swap import StampSwap
from realmkit.games.rolling_realms.realms.terra_mystica import TerraMystica
from realmkit.games.rolling_realms.realms.underwater_cities import UnderwaterCities
from realmkit.games.rolling_realms.realms.wonderlands_war import WonderlandsWar
from realmkit.games.rolling_realms.state import RollingRealmsState

REALM = SpaceShipped()
SHIP = ("spaceshipped", "wingspan", "scythe")


def test_spaceshipped_a_number_goes_in_the_leftmost_empty_set_top_row_first() -> None:
    state = table(SHIP, roll=(5, 2))
    play(state, "use 5 in spaceshipped")
    assert legal(state) == ["spaceshipped write"]
    play(state, "spaceshipped write")
    assert marks(state, "spaceshipped") == [5, 0, 0, 0, 0, 0]
    # the top row is full: the bottom row's first set
    state = table(SHIP, roll=(5, 2), marks={"spaceshipped": [1, 1, 1]})
    play(state, "use 5 in spaceshipped", "spaceshipped write")
    assert marks(state, "spaceshipped") == [1, 1, 1, 5, 0, 0]
    state = table(SHIP, roll=(5, 2))
    marks(state, "spaceshipped")[:] = [1] * 6
    refused(state, "use 5 in spaceshipped", "a 5 cannot be used in spaceshipped")


def test_spaceshipped_a_set_copies_the_top_two_numbers_of_the_previous_column_and_gains_by_its_sum() -> None:
    state = table(SHIP, roll=(1, 2))
    play(state, "use 1 in spaceshipped", "spaceshipped write")  # 1 + the start column's 6 and 6: 13
    assert stars(state, "spaceshipped") == 1 and state.resources() == [0, 0, 0]
    # the previous set's top two: 1 over 1
    state = table(SHIP, roll=(2, 3), marks={"spaceshipped": [6, 1, 1]})
    play(state, "use 2 in spaceshipped", "spaceshipped write")  # 2 + 1 + 1 = 4
    assert state.resources() == [1, 1, 0]
    assert REALM.numbers(marks(state, "spaceshipped"), 3) == (2, 1, 1)


def test_spaceshipped_the_arrows_lead_from_the_top_rows_last_set_to_the_bottom_rows_first() -> None:
    sheet = [2, 6, 5, 4, 0, 0]
    assert REALM.numbers(sheet, 3) == (4, 5, 6)


def test_spaceshipped_stars_for_sets_of_11_12_or_13() -> None:
    state = table(SHIP)
    marks(state, "spaceshipped")[:] = [1, 5, 6, 1, 4, 6]  # sums 13 12 12 12 11 11
    assert stars(state, "spaceshipped") == 6
    marks(state, "spaceshipped")[:] = [3, 3, 6, 0, 0, 0]  # sums 15 12 12
    assert stars(state, "spaceshipped") == 2


STAMP = ("stamp-swap", "wingspan", "scythe")
STAMP_CARD = StampSwap()


def stamp_grid(state: RollingRealmsState, rows: list[str]) -> None:
    """Preset the grid from rows of '.' (empty) and '#' (stamped, each square its own stamp)."""
    sheet = marks(state, "stamp-swap")
    sheet[STAMP_CARD.GRID] = sheet[STAMP_CARD.DOTS] = sum(
        1 << k for k, square in enumerate("".join(rows)) if square == "#")


def stamp_rows(state: RollingRealmsState) -> list[str]:
    """The grid as rows: o a stamp's dot, # the rest of a stamp, . empty."""
    return [line.split(" ")[0] for line in STAMP_CARD.draw(marks(state, "stamp-swap"))[:5]]


def test_stamp_swap_the_highest_rolled_number_draws_its_high_pattern_unrotated() -> None:
    state = table(STAMP, roll=(5, 2))
    play(state, "use 5 in stamp-swap")  # the 5 is the highest: one line of 4, across only
    assert legal(state) == [f"stamp-swap high {c}{r}" for r in range(1, 6) for c in "ab"]
    play(state, "stamp-swap high b3")
    assert stamp_rows(state)[2] == ".o###" and state.resources() == [0, 0, 0]


def test_stamp_swap_the_lowest_rolled_number_draws_its_low_pattern_and_gains_the_resource() -> None:
    state = table(STAMP, roll=(5, 2))
    play(state, "use 2 in stamp-swap")  # the 2 is the lowest: one domino down and a heart
    assert legal(state)[0] == "stamp-swap low a1" and len(legal(state)) == 20
    play(state, "stamp-swap low a1")
    assert stamp_rows(state)[:2] == ["o....", "#...."]
    assert state.resources() == [0, 1, 0]


def test_stamp_swap_a_pair_or_a_created_number_may_use_either_pattern() -> None:
    state = table(STAMP, roll=(3, 3))
    play(state, "use 3 in stamp-swap")
    assert {use.split(" ")[1] for use in legal(state)} == {"high", "low"}
    state = table(STAMP, roll=(5, 2), resources=(0, 0, 6))
    play(state, "create 6", "use created 6 in stamp-swap")
    assert {use.split(" ")[1] for use in legal(state)} == {"high", "low"}


def test_stamp_swap_stamps_never_overlap() -> None:
    state = table(STAMP, roll=(5, 2))
    stamp_grid(state, ["#..#.", "..#..", ".....", "#####", "#####"])
    play(state, "use 5 in stamp-swap")  # a line of 4 fits only in row 3 now
    assert legal(state) == ["stamp-swap high a3", "stamp-swap high b3"]
    state = table(STAMP, roll=(5, 2))
    stamp_grid(state, ["#.#.#", "#.#.#", "#.#.#", "#.#.#", "#.#.#"])
    refused(state, "use 5 in stamp-swap", "a 5 cannot be used in stamp-swap")


def test_stamp_swap_every_stamp_of_the_number_must_be_drawn_if_possible() -> None:
    state = table(STAMP, roll=(1, 1))
    play(state, "use 1 in stamp-swap", "stamp-swap high a1")  # a 1 as highest: 3 single stamps
    assert legal(state)[0] == "stamp-swap stamp b1" and "done" not in legal(state)
    play(state, "stamp-swap stamp b1", "stamp-swap stamp c1")
    assert stamp_rows(state)[0] == "ooo.." and "done" in legal(state)
    state = table(STAMP, roll=(1, 1))
    stamp_grid(state, ["#####", "#####", "#####", "#####", "###.."])
    play(state, "use 1 in stamp-swap", "stamp-swap high d5", "stamp-swap stamp e5")  # 2 of 3 fit
    assert "done" in legal(state)


def test_stamp_swap_a_stamp_may_not_be_drawn_where_it_stops_the_others_fitting() -> None:
    state = table(STAMP, roll=(2, 1))
    stamp_grid(state, ["#####", "#####", "#####", "#####", "....#"])
    play(state, "use 2 in stamp-swap")  # two dominoes across fit only at a5 and c5
    assert legal(state) == ["stamp-swap high a5", "stamp-swap high c5"]


def test_stamp_swap_stars_for_rows_1_3_5_twelve_stamps_three_large_and_a_full_grid() -> None:
    state = table(STAMP)
    stamp_grid(state, ["#####", ".....", "#####", ".....", "####."])
    assert stars(state, "stamp-swap") == 2 + 1  # 14 single stamps: rows 1 and 3, and 12 stamps
    sheet = marks(state, "stamp-swap")
    sheet[STAMP_CARD.DOTS] = (1 << 11) - 1  # the same squares drawn as 11 stamps
    assert stars(state, "stamp-swap") == 2
    sheet[STAMP_CARD.LARGES] = 3
    assert stars(state, "stamp-swap") == 3
    stamp_grid(state, ["#####"] * 5)
    sheet[STAMP_CARD.LARGES] = 3
    assert stars(state, "stamp-swap") == 6


def test_stamp_swap_highest_or_lowest_is_read_from_the_dice_as_rolled() -> None:
    state = table(STAMP, roll=(5, 2), resources=(2, 0, 0))
    play(state, "adjust 2 +1", "use 3 from 2 in stamp-swap")  # a 3 now, still the lowest rolled die
    assert {use.split(" ")[1] for use in legal(state)} == {"low"}
    play(state, "stamp-swap low a1")  # a 3 as lowest: one corner and a coin
    assert stamp_rows(state)[:2] == ["o....", "##..."] and state.resources() == [0, 0, 1]


TERRA = ("terra-mystica", "wingspan", "scythe")
TERRA_CARD = TerraMystica()


def terra(state: RollingRealmsState, *names: str) -> list[int]:
    """Mark hexes, bridges or buildings (by name) on the sheet."""
    sheet = marks(state, "terra-mystica")
    for name in names:
        sheet[TERRA_CARD.names.index(name) if name in TERRA_CARD.names
              else TERRA_CARD.hexes + [b[0] for b in TERRA_CARD.buildings].index(name)] = 1
    return sheet


def test_terra_mystica_mark_a_matching_hex_next_to_a_red_dwelling_or_a_marked_one() -> None:
    state = table(TERRA, roll=(5, 4))
    play(state, "use 5 in terra-mystica")
    assert legal(state) == ["terra-mystica mark a2"]  # the 5 at c2 touches nothing marked
    play(state, "terra-mystica mark a2")
    assert mark(state, "terra-mystica", "hexes", 1) == 1
    options = TERRA_CARD.options(marks(state, "terra-mystica"), Die(4, FIRST), state)
    assert options == ["terra-mystica mark b2", "terra-mystica mark d3"]  # beside a2; beside a dwelling


def test_terra_mystica_a_hex_by_either_red_dwelling_stays_open_after_marking_by_the_other() -> None:
    state = table(TERRA, roll=(3, 4))
    terra(state, "a1")
    play(state, "use 3 in terra-mystica")
    assert legal(state) == ["terra-mystica mark d2"]  # b3 (a 3) touches nothing marked


def test_terra_mystica_bridges_take_their_value_and_continue_the_map() -> None:
    state = table(TERRA, roll=(1, 4))
    terra(state, "a3", "b3")
    play(state, "use 1 in terra-mystica")
    assert legal(state) == ["terra-mystica mark bridge2", "terra-mystica building pumpkin"]
    play(state, "terra-mystica mark bridge2")
    assert "terra-mystica mark c3" in TERRA_CARD.options(marks(state, "terra-mystica"), Die(6, FIRST), state)


def test_terra_mystica_outlining_a_building_takes_its_number_and_gains_nothing_yet() -> None:
    state = table(TERRA, roll=(2, 4))
    play(state, "use 2 in terra-mystica")
    assert legal(state) == ["terra-mystica building heart"]  # the 2s on the map touch nothing marked
    play(state, "terra-mystica building heart")
    assert marks(state, "terra-mystica")[-2:] == [0, 1] and state.resources() == [0, 0, 0]
    state = table(TERRA, roll=(2, 4))
    terra(state, "heart")
    refused(state, "use 2 in terra-mystica", "a 2 cannot be used in terra-mystica")


def test_terra_mystica_buildings_give_a_pumpkin_in_even_turns_and_a_heart_in_odd_turns() -> None:
    state = table(TERRA, roll=(2, 4), preset={"terra-mystica": {TERRA_CARD.hexes: 1}})
    assert state.resources() == [0, 0, 0]  # turn 1 is odd: the pumpkin building gives nothing
    play(state, "done")
    assert state.turn == 1 and state.resources() == [1, 0, 0]  # turn 2, right after the roll
    state = table(TERRA, roll=(2, 4), preset={"terra-mystica": {TERRA_CARD.hexes + 1: 1}})
    assert state.resources() == [0, 1, 0]
    play(state, "done")
    assert state.resources() == [0, 1, 0]
    state = table(TERRA, roll=(2, 4))
    play(state, "use 2 in terra-mystica", "terra-mystica building heart", "done", "done")
    assert state.turn == 2 and state.resources() == [0, 1, 0]  # from turn 3 on, not in turn 2


def test_terra_mystica_stars_for_deserts_both_buildings_and_a_path_between_the_dwellings() -> None:
    state = table(TERRA)
    terra(state, "a3")
    assert stars(state, "terra-mystica") == 1
    terra(state, "c2")
    assert stars(state, "terra-mystica") == 2
    terra(state, "d1")
    assert stars(state, "terra-mystica") == 4
    terra(state, "pumpkin", "heart")
    assert stars(state, "terra-mystica") == 5
    terra(state, "a2", "b3", "c3", "d3")  # a2 a3 b3 | c3 d3: the river is not crossed
    assert stars(state, "terra-mystica") == 5
    terra(state, "bridge2")
    assert stars(state, "terra-mystica") == 6
    state = table(TERRA)
    terra(state, "a3", "b3", "bridge2", "c3", "d3")  # a3 is not beside the left dwelling
    assert stars(state, "terra-mystica") == 1


GUILD = ("guild", "wingspan", "scythe")
GUILD_CARD = GuildOfMerchantExplorers()


def guild_marked(state: RollingRealmsState, *hexes: int) -> None:
    marks(state, "guild")[GUILD_CARD.MARKED] = sum(1 << (n - 1) for n in hexes)


def numbers(uses: list[str], pattern: str) -> list[int]:
    return [int(use.split(" ")[2]) for use in uses if use.split(" ")[1] == pattern]


def test_guild_a_1_or_2_marks_a_single_hex_next_to_the_city_but_not_sea() -> None:
    state = table(GUILD, roll=(2, 6))
    play(state, "use 2 in guild")
    assert numbers(legal(state), "single") == [2, 3, 4, 6]  # ring 1 without the seas 1 and 5
    play(state, "guild single 3")
    assert marks(state, "guild")[GUILD_CARD.MARKED] == 1 << 2 and "done" in legal(state)
    state = table(GUILD, roll=(2, 6))
    guild_marked(state, 3)
    play(state, "use 2 in guild")  # beside the marked 3: the star hex 10 may be used as grassland
    assert numbers(legal(state), "single") == [2, 4, 6, 10, 11, 12]


def test_guild_a_3_or_4_marks_two_adjacent_hexes_or_any_two_seas() -> None:
    state = table(GUILD, roll=(3, 6))
    play(state, "use 3 in guild")
    assert numbers(legal(state), "pair") == [1, 2, 3, 4, 5, 6] and numbers(legal(state), "seas") == [1, 5]
    play(state, "guild seas 1")
    assert legal(state) == ["guild next 5", "guild next 18"]  # 5 is not beside 1: no need
    play(state, "guild next 5")
    state = table(GUILD, roll=(3, 6))
    play(state, "use 3 in guild", "guild pair 2")
    assert legal(state) == ["guild next 1", "guild next 3", "guild next 8", "guild next 9", "guild next 10"]
    play(state, "guild next 9")
    assert marks(state, "guild")[GUILD_CARD.MARKED] == (1 << 1) | (1 << 8)


def test_guild_a_5_or_6_marks_a_chain_starting_with_sea_or_three_colors() -> None:
    state = table(GUILD, roll=(5, 6))
    play(state, "use 5 in guild")
    assert numbers(legal(state), "chain") == [1, 5]
    play(state, "guild chain 1", "guild next 2")  # then on from the 2 (desert): any color
    assert legal(state) == ["guild next 3", "guild next 8", "guild next 9", "guild next 10"]
    play(state, "guild next 9")
    state = table(GUILD, roll=(5, 6))
    play(state, "use 5 in guild", "guild colors 2")  # a desert: the other two differ from it
    assert legal(state) == ["guild next 1", "guild next 3", "guild next 4", "guild next 5",
                            "guild next 8", "guild next 9", "guild next 10"]
    play(state, "guild next 4")  # a grassland beside the city, no need to touch the 2
    assert "guild next 10" in legal(state) and "guild next 3" in legal(state)
    assert "guild next 9" not in legal(state)  # another grassland
    assert "done" not in legal(state)  # the pattern is marked whole


def test_guild_a_pattern_that_cannot_be_completed_is_not_offered() -> None:
    state = table(GUILD, roll=(3, 1))
    guild_marked(state, *(n for n in range(1, 37) if n != 22))  # one hex left: the star hex 22
    refused(state, "use 3 in guild", "a 3 cannot be used in guild")
    play(state, "use 1 in guild")
    assert legal(state) == ["guild single 22"]


def test_guild_stars_from_marked_star_hexes() -> None:
    state = table(GUILD)
    guild_marked(state, 1, 2, 3, 10, 19, 22)
    assert stars(state, "guild") == 3
    guild_marked(state, 10, 16, 19, 22, 25, 28, 31, 34)
    assert stars(state, "guild") == 6  # 8 star hexes, kept at 6


CATS = ("isle-of-cats", "wingspan", "scythe")
CATS_CARD = IsleOfCats()


def cats(state: RollingRealmsState, rows: list[str]) -> None:
    """Preset the boat: a digit a box's #, X a marked map, '.' empty (maps stay where printed)."""
    sheet = marks(state, "isle-of-cats")
    for k, square in enumerate("".join(rows)):
        sheet[k] = 1 if square == "X" else 0 if square == "." else int(square)


def test_isle_of_cats_the_first_number_goes_in_any_box_or_on_its_treasure_map() -> None:
    state = table(CATS, roll=(3, 2))
    play(state, "use 3 in isle-of-cats")
    assert len(legal(state)) == 17 and "isle-of-cats map e1" in legal(state)  # 16 boxes and the 3 map
    assert "isle-of-cats map e4" not in legal(state)  # a 6 map takes a 6
    play(state, "isle-of-cats box c3")
    assert marks(state, "isle-of-cats")[12] == 3 and state.resources() == [0, 0, 0]


def test_isle_of_cats_every_further_number_goes_beside_a_filled_box_or_marked_map() -> None:
    state = table(CATS, roll=(6, 2))
    cats(state, [".....", ".....", ".....", "...5."])
    play(state, "use 6 in isle-of-cats")
    assert legal(state) == ["isle-of-cats box d3", "isle-of-cats box c4", "isle-of-cats map e4"]
    play(state, "isle-of-cats map e4")  # marking a treasure map gains its resources at once
    assert marks(state, "isle-of-cats")[19] == 1 and state.resources() == [1, 0, 0]
    state = table(CATS, roll=(6, 2))
    cats(state, [".....", ".....", ".....", "....X"])  # a marked map opens its neighbours too
    play(state, "use 6 in isle-of-cats")
    assert legal(state) == ["isle-of-cats box e3", "isle-of-cats box d4"]


def test_isle_of_cats_two_stars_per_pair_of_a_maps_value_connected_to_it_once_per_map() -> None:
    state = table(CATS)
    cats(state, ["..33.", ".....", ".....", "....."])  # the 3s' group touches the unmarked 3 map (e1)
    assert stars(state, "isle-of-cats") == 2
    cats(state, ["..33.", "...33", ".....", "....."])  # four connected 3s: still one pair
    assert stars(state, "isle-of-cats") == 2
    cats(state, [".335.", ".....", ".....", "....."])  # connected through the 5
    assert stars(state, "isle-of-cats") == 2
    cats(state, [".3.5.", "..3..", ".....", "....."])  # the 3s are not in the map's group
    assert stars(state, "isle-of-cats") == 0
    cats(state, ["..5..", ".....", "3....", "X3..."])  # the marked 4 map joins the 3s, not to their map
    assert stars(state, "isle-of-cats") == 0
    cats(state, [".113.", "...3.", "...66", "....."])  # the 1, 3 and 6 maps each score
    assert stars(state, "isle-of-cats") == 6


TIDAL = ("tidal-blades", "wingspan", "scythe")
TIDAL_STEPS = 12


def test_tidal_blades_mark_a_number_on_any_monster_a_wild_die_takes_any() -> None:
    state = table(TIDAL, roll=(1, 4))
    play(state, "use 1 in tidal-blades")
    assert legal(state) == ["tidal-blades monster 1 die 1", "tidal-blades monster 1 die 2",
                            "tidal-blades monster 3 die 3", "tidal-blades monster 4 die 1"]
    play(state, "tidal-blades monster 4 die 1")  # and gain the benefit
    assert mark(state, "tidal-blades", "dice", 8) == 1 and state.resources() == [0, 1, 0]
    state = table(TIDAL, roll=(1, 4), marks={"tidal-blades": {"dice": [1, 1, 0, 0, 0, 0, 0, 1, 1]}})
    refused(state, "use 1 in tidal-blades", "a 1 cannot be used in tidal-blades")


def test_tidal_blades_a_trophy_marks_one_step_on_the_champion_track() -> None:
    state = table(TIDAL, roll=(5, 4))
    play(state, "use 5 in tidal-blades", "tidal-blades monster 4 die 3")
    assert marks(state, "tidal-blades")[TIDAL_STEPS] == 1 and state.resources() == [0, 0, 0]


def test_tidal_blades_the_kill_bonus_marks_as_many_steps_as_the_monster_has_dice() -> None:
    state = table(TIDAL, roll=(6, 4), preset={"tidal-blades": {8: 1, 9: 1, 10: 1, TIDAL_STEPS: 1}})
    play(state, "use 6 in tidal-blades", "tidal-blades monster 4 die 4")  # the fourth and final die
    assert marks(state, "tidal-blades")[TIDAL_STEPS] == 1 + 4 and state.resources() == [0, 0, 1]
    state = table(TIDAL, roll=(6, 4), marks={"tidal-blades": {"dice": [1]}})
    play(state, "use 6 in tidal-blades", "tidal-blades monster 1 die 2")  # a trophy and a kill of 2
    assert marks(state, "tidal-blades")[TIDAL_STEPS] == 1 + 2


def test_tidal_blades_stars_for_marked_spots_on_the_champion_track() -> None:
    state = table(TIDAL)
    marks(state, "tidal-blades")[TIDAL_STEPS] = 7
    assert stars(state, "tidal-blades") == 2  # spots 3 and 5
    marks(state, "tidal-blades")[TIDAL_STEPS] = 15
    assert stars(state, "tidal-blades") == 6


TRICK = ("trickerion", "wingspan", "scythe")


def test_trickerion_a_number_marks_a_matching_component_of_the_players_choice_and_gains() -> None:
    state = table(TRICK, roll=(4, 2))
    play(state, "use 4 in trickerion")
    assert legal(state) == ["trickerion trick 2 component 2", "trickerion trick 3 component 1"]
    play(state, "trickerion trick 3 component 1")
    assert marks(state, "trickerion")[4] == 1 and state.resources() == [0, 1, 0]
    state = table(TRICK, roll=(4, 2), preset={"trickerion": {3: 1, 4: 1}})
    refused(state, "use 4 in trickerion", "a 4 cannot be used in trickerion")


def test_trickerion_a_single_number_of_a_rolled_pair_marks_both_components() -> None:
    state = table(TRICK, roll=(4, 4))
    play(state, "use 4 in trickerion")
    assert legal(state)[-1] == "trickerion both 4"
    play(state, "trickerion both 4")
    assert marks(state, "trickerion")[3:5] == [1, 1] and state.resources() == [1, 1, 0]
    state = table(TRICK, roll=(4, 4), preset={"trickerion": {3: 1}})
    play(state, "use 4 in trickerion")
    assert legal(state) == ["trickerion trick 3 component 1"]  # one component left
    state = table(TRICK, roll=(4, 2), resources=(0, 0, 4))
    play(state, "create 4", "use created 4 in trickerion")
    assert "trickerion both 4" not in legal(state)  # no pair rolled


def test_trickerion_linked_outlined_tricks_and_a_full_column_score() -> None:
    state = table(TRICK)
    sheet = marks(state, "trickerion")
    sheet[0:4] = [1, 1, 1, 1]  # tricks 1 and 2 outlined: the 1-2 link
    assert stars(state, "trickerion") == 1
    sheet[4] = 1  # trick 3 half marked: not outlined
    assert stars(state, "trickerion") == 1
    sheet[5] = 1  # the left column outlined: 1-2, 2-3 and the column
    assert stars(state, "trickerion") == 3
    sheet[8:10] = [1, 1]  # trick 5: 2-5 links
    assert stars(state, "trickerion") == 4
    sheet[:] = [1] * 12
    assert stars(state, "trickerion") == 6


UNDERWATER = ("underwater-cities", "wingspan", "scythe")
UW = UnderwaterCities()


def outlined(state: RollingRealmsState, tunnels: tuple[int, ...] = (), cities: str = "") -> list[int]:
    sheet = marks(state, "underwater-cities")
    sheet[UW.TUNNELS] = sum(1 << (t - 1) for t in tunnels)
    sheet[UW.CITIES] = sum(1 << UW.names.index(c) for c in cities)
    return sheet


def test_underwater_cities_a_low_number_outlines_one_tunnel_or_city_a_high_one_two() -> None:
    state = table(UNDERWATER, roll=(2, 5))
    play(state, "use 2 in underwater-cities")
    assert len(legal(state)) == 14 + 12 and "underwater-cities tunnel 1" in legal(state)
    play(state, "underwater-cities city h")
    assert marks(state, "underwater-cities")[UW.CITIES] == 1 << 7 and state.resources() == [0, 0, 0]
    state = table(UNDERWATER, roll=(2, 5))
    play(state, "use 5 in underwater-cities")
    assert len(legal(state)) == 91 + 66 and "underwater-cities tunnel 1+13" in legal(state)
    play(state, "underwater-cities tunnel 2+5")
    assert marks(state, "underwater-cities")[UW.TUNNELS] == 0b10010
    state = table(UNDERWATER, roll=(2, 5))
    outlined(state, tuple(range(1, 14)), "abcdefghijkl")  # one tunnel left: a 5 outlines just it
    play(state, "use 5 in underwater-cities")
    assert legal(state) == ["underwater-cities tunnel 14"]


def test_underwater_cities_buildings_pay_once_the_outlined_city_is_joined_by_tunnels() -> None:
    state = table(UNDERWATER, roll=(2, 5))
    outlined(state, (2,), "b")  # b outlined before: joined by tunnel 2 only now
    sheet = marks(state, "underwater-cities")
    sheet[UW.TUNNELS] = 0
    play(state, "use 2 in underwater-cities", "underwater-cities tunnel 2")
    assert state.resources() == [0, 1, 1] and sheet[UW.BUILT] == 1 << 1
    state = table(UNDERWATER, roll=(2, 5))
    outlined(state, (2,), "b")
    play(state, "use 5 in underwater-cities", "underwater-cities tunnel 5+9")
    assert state.resources() == [0, 1, 1]  # e and h are not outlined: only b's buildings
    state = table(UNDERWATER, roll=(2, 5))
    outlined(state, (2, 5))
    play(state, "use 2 in underwater-cities", "underwater-cities city e")  # s-b-e: b skipped
    assert state.resources() == [0, 1, 0]


def test_underwater_cities_stars_from_outlined_cities_joined_to_the_start() -> None:
    state = table(UNDERWATER)
    outlined(state, (1, 4, 8), "gjk")  # s-a-d-g: g joined (no stars); j and k are not
    assert stars(state, "underwater-cities") == 0
    outlined(state, (1, 4, 8, 12), "gjk")  # g-j: j joined
    assert stars(state, "underwater-cities") == 2
    outlined(state, (1, 4, 8, 12, 7, 9, 13), "jk")  # d-e-h-k: k joined too
    assert stars(state, "underwater-cities") == 4
    outlined(state, (1, 4, 8, 12, 7, 9, 13, 11, 14), "jkl")  # h-i-l: all three ends
    assert stars(state, "underwater-cities") == 6


WAR = ("wonderlands-war", "wingspan", "scythe")
WAR_CARD = WonderlandsWar()


def battle_turn(printed: int, roll: tuple[int, int], circles: dict[int, int] | None = None,
                resources: tuple[int, int, int] = (0, 0, 0)) -> RollingRealmsState:
    """A table in turn `printed` (1-9) of the round, with `circles` preset ({index: #})."""
    return table(WAR, roll=roll, resources=resources, turn=printed,
                 preset={"wonderlands-war": circles or {}})


def test_wonderlands_war_a_number_in_any_battleground_circle_gains_its_resource() -> None:
    state = table(WAR, roll=(3, 4))
    play(state, "use 3 in wonderlands-war")
    assert len(legal(state)) == 15
    play(state, "wonderlands-war battle 9 circle 2")
    assert mark(state, "wonderlands-war", "circles", 13) == 3 and state.resources() == [1, 0, 0]


def test_wonderlands_war_a_battle_turn_ends_with_the_rolled_sum_against_the_circles() -> None:
    state = battle_turn(4, (3, 4), {0: 4, 1: 3})  # 4 + 3 + an empty circle (0) = 7 >= 7
    play(state, "done")
    sheet = state.players[0].marks[0]
    assert sheet[WAR_CARD.SUMS] == 7 and sheet[WAR_CARD.OUTCOMES] == 2
    assert state.realm_stars(0, 0) == 1
    state = battle_turn(4, (3, 4), {0: 4, 1: 2})  # 6 < 7: lost
    play(state, "done")
    assert state.realm_stars(0, 0) == 0 and state.players[0].marks[0][WAR_CARD.OUTCOMES] == 1


def test_wonderlands_war_turn_5_scores_two_stars_and_other_turns_are_no_battle() -> None:
    state = battle_turn(5, (1, 1), {3: 2})
    play(state, "done")
    assert state.realm_stars(0, 0) == 2
    state = battle_turn(6, (1, 1), {0: 6, 3: 6, 6: 6})
    play(state, "done")
    assert state.players[0].marks[0][WAR_CARD.SUMS:] == [0] * 10


def test_wonderlands_war_the_sum_is_of_the_rolled_unmodified_dice() -> None:
    state = battle_turn(4, (3, 4), {0: 6}, resources=(2, 0, 0))
    play(state, "adjust 3 -1", "use 2 from 3 in wonderlands-war", "wonderlands-war battle 4 circle 2")  # a 2
    play(state, "done")
    sheet = state.players[0].marks[0]
    assert sheet[WAR_CARD.SUMS] == 7 and state.realm_stars(0, 0) == 1  # 6 + 2 >= 3 + 4


def test_wonderlands_war_writing_in_a_past_battle_gains_but_never_changes_its_outcome() -> None:
    state = battle_turn(6, (6, 6), {WAR_CARD.SUMS: 5, WAR_CARD.OUTCOMES: 1})  # lost against a 5
    play(state, "use 6 in wonderlands-war", "wonderlands-war battle 4 circle 1")
    assert state.resources() == [1, 0, 0]
    play(state, "done")
    assert state.players[0].marks[0][WAR_CARD.OUTCOMES] == 1 and state.realm_stars(0, 0) == 0  # 6 >= 5


def value_after(state: RollingRealmsState, move: str) -> float:
    child = state.clone()
    play(child, move)
    return ai_for(state.game).evaluate(child, 0)


def test_the_ai_values_a_number_where_a_coming_battle_is_nearly_won() -> None:
    state = battle_turn(4, (3, 4), {0: 4})
    play(state, "use 3 in wonderlands-war")  # 4 + 3 in the turn-4 battle, or a lone 3 in turn 9's
    assert value_after(state, "wonderlands-war battle 4 circle 2") > value_after(
        state, "wonderlands-war battle 9 circle 2")


def test_the_ai_values_tunnels_on_the_way_to_a_star_city() -> None:
    state = table(UNDERWATER, roll=(2, 5))
    play(state, "use 2 in underwater-cities")  # the tunnel s-a leads toward j; the city a alone gives nothing
    assert value_after(state, "underwater-cities tunnel 1") > value_after(state, "underwater-cities city a")


def test_the_ai_values_a_number_of_a_treasure_maps_value_beside_it() -> None:
    state = table(CATS, roll=(3, 2))
    cats(state, [".....", "...4.", ".....", ".5..."])
    play(state, "use 3 in isle-of-cats")  # a 3 in the 3 map's group (d2-e2-e1) or away from it
    assert value_after(state, "isle-of-cats box e2") > value_after(state, "isle-of-cats box b3")
