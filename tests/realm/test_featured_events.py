"""Realm, the featured game: the four Special Events after each piece completes its movement."""

from __future__ import annotations

from realmkit.games.realm.components import parse_square
from realmkit.games.realm.featured.game import FeaturedGame
from realmkit.games.realm.featured.rules import BASE, ENFORCER, IMMOBILE
from realmkit.games.realm.featured.state import CHOOSING_VICTIM, DISPERSING, PLACING_ENFORCER, FeaturedState
from realmkit.games.realm.positions import position as diagram

FAR = {"k11": "b", "l12": "p", "b2": "B"}
E8 = parse_square("e8")


def position(pieces: dict[str, str], **options: object) -> FeaturedState:
    return diagram(FeaturedGame(**options), {**FAR, **pieces})


def play(state: FeaturedState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def immobile(state: FeaturedState, square: str) -> bool:
    return state.facing[parse_square(square)] == IMMOBILE


# ----- 1. A Power creates a Base


def test_a_power_ending_in_a_realm_with_a_vacant_center_creates_a_base() -> None:
    state = position({"d4": "P"})
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == BASE + 0
    assert state.bases_left[0] == 12 - 2 and state.scores() == [2.0, 1.0]


def test_no_base_is_created_with_an_enemy_power_in_the_realm() -> None:
    state = position({"d4": "P", "f9": "p"})
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == 0


def test_variation_5_no_base_with_another_friendly_power_in_the_realm() -> None:
    plain = position({"d4": "P", "f9": "P"})
    play(plain, "disperse 6", "d4-d7")
    assert plain.cells[E8] == BASE
    state = position({"d4": "P", "f9": "P"}, lone_power_creates=True)
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == 0


def test_a_power_that_creates_a_base_does_not_also_create_an_enforcer() -> None:
    state = position({"d4": "P", "f4": "P"})
    play(state, "disperse 6", "d4-d7")
    assert state.phase == DISPERSING and state.enforcers_left[0] == 8


# ----- 2. A Power creates an Enforcer


def test_a_power_in_a_friendly_realm_without_mobile_enforcers_creates_one_its_player_places() -> None:
    state = position({"d4": "P", "e8": "B"})
    play(state, "disperse 6", "d4-d7")
    assert state.phase == PLACING_ENFORCER and state.current_player() == 0
    offered = {str(a) for a in state.legal_actions()}
    assert len(offered) == 7 * 4, "any vacant Border space of the Realm, facing any direction"
    assert "+f8>W" in offered and "+d7>N" not in offered
    assert "placing a created Enforcer in Realm 10" in state.render(0), "the board says where"
    assert state.observation(0)["event_realm"] == "10"
    play(state, "+f8>W")
    assert state.cells[parse_square("f8")] == ENFORCER and state.facing[parse_square("f8")] == 3
    assert state.enforcers_left[0] == 7


def test_no_enforcer_is_created_while_a_mobile_enforcer_of_either_side_is_in_the_realm() -> None:
    for guard in ("e^", "E^"):
        state = position({"d4": "P", "e8": "B", "f9": guard})
        play(state, "disperse 6", "d4-d7")
        assert state.phase != PLACING_ENFORCER


def test_an_immobile_enforcer_does_not_prevent_creating_one() -> None:
    state = position({"d4": "P", "e8": "B", "f9": "e*"})
    play(state, "disperse 6", "d4-d7")
    assert state.phase == PLACING_ENFORCER


def test_no_enforcer_is_created_without_a_vacant_border_space() -> None:
    full = {s: "p" for s in ("d8", "d9", "e7", "e9", "f7", "f8", "f9")}
    state = position({"d4": "P", "e8": "B", **full})
    play(state, "disperse 6", "d4-d7")
    assert state.phase != PLACING_ENFORCER and state.enforcers_left[0] == 8


def test_no_enforcer_is_created_when_none_is_left_uncreated() -> None:
    state = position({"d4": "P", "e8": "B"}, enforcers=0)
    play(state, "disperse 6", "d4-d7")
    assert state.phase != PLACING_ENFORCER


# ----- 3. An Enforcer immobilizes an enemy Enforcer


def test_an_enforcer_immobilizes_an_enemy_enforcer_and_itself_without_more_powers() -> None:
    state = position({"d4": "E^", "f9": "e<"})
    play(state, "disperse 6", "d4-d7")
    assert immobile(state, "f9") and immobile(state, "d7")


def test_the_moving_enforcer_stays_mobile_with_more_friendly_powers_than_enemy_powers() -> None:
    state = position({"d4": "E^", "f9": "e<", "e9": "P"})
    play(state, "disperse 6", "d4-d7")
    assert immobile(state, "f9") and not immobile(state, "d7")


def test_the_attacker_chooses_which_of_several_enemy_enforcers_to_immobilize() -> None:
    state = position({"d4": "E^", "f9": "e<", "f7": "ev", "e9": "P", "a1": "P"})
    play(state, "disperse 6", "d4-d7")
    assert state.phase == CHOOSING_VICTIM and state.current_player() == 0
    assert {str(a) for a in state.legal_actions()} == {"xf7", "xf9"}
    assert "choosing the Enforcer to immobilize in Realm 10" in state.render(0), "the board says where"
    play(state, "xf7")
    assert immobile(state, "f7") and not immobile(state, "f9") and not immobile(state, "d7")


# ----- 4. An Enforcer captures an enemy Base


def test_an_enforcer_captures_an_enemy_base_and_is_immobilized_with_a_lead_of_one_power() -> None:
    state = position({"d4": "E^", "e8": "b", "e9": "P"})
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == 0 and state.captured == [1, 0]
    assert immobile(state, "d7")
    assert state.scores() == [1.0, 1.0]


def test_an_enforcer_capturing_with_a_lead_of_two_powers_remains_mobile() -> None:
    state = position({"d4": "E^", "e8": "b", "e9": "P", "f8": "P"})
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == 0 and not immobile(state, "d7")


def test_no_capture_without_more_friendly_powers() -> None:
    state = position({"d4": "E^", "e8": "b", "e9": "P", "f8": "p"})
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == BASE + 1 and state.captured == [0, 0]


def test_no_capture_while_a_mobile_enemy_enforcer_guards_the_base() -> None:
    """Our reading: event 3 happens instead, even when it leaves no mobile enemy Enforcer."""
    state = position({"d4": "E^", "e8": "b", "e9": "P", "f8": "P", "f9": "e<"})
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == BASE + 1 and immobile(state, "f9")


def test_variation_6_a_captured_base_is_replaced_by_one_of_the_capturers() -> None:
    state = position({"d4": "E^", "e8": "b", "e9": "P"}, replace_captured=True)
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == BASE + 0 and state.captured == [1, 0]
    assert state.bases_left[0] == 12 - 2


def test_a_power_moving_in_after_a_capture_creates_a_base_the_same_turn() -> None:
    """The strategy section: capture with the Enforcer first, then bring in a Power."""
    state = position({"d4": "E^", "f4": "P", "e8": "b", "e9": "P"})
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == 0
    play(state, "f4-f7")
    assert state.cells[E8] == BASE + 0


def test_events_are_enacted_after_each_piece_before_the_next_moves() -> None:
    """The first Power's new Base makes the Realm friendly, so the second creates an Enforcer."""
    state = position({"d4": "P", "f4": "P"})
    play(state, "disperse 6", "d4-d7")
    assert state.cells[E8] == BASE
    play(state, "f4-f7")
    assert state.phase == PLACING_ENFORCER
