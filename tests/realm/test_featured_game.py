"""Realm, the featured game: the end, the winner, the options, notation, encoding and views."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.agents.human import ending
from realmkit.core import GameStringError, IllegalActionError, ai_for
from realmkit.core.agent import make_agent
from realmkit.games.realm.components import parse_square
from realmkit.games.realm.featured.actions import PASS, action_table
from realmkit.games.realm.featured.game import FeaturedGame
from realmkit.games.realm.featured.state import SETUP_POWERS, FeaturedState
from realmkit.games.realm.positions import position as diagram

FAR = {"k11": "b", "l12": "p", "b2": "B"}


def position(
    pieces: dict[str, str], player: int = 0, fields: dict[str, object] | None = None, **options: object
) -> FeaturedState:
    """A diagram's position with FAR's pieces too, `player` to choose his play option; `fields`
    set other fields of the position (positions.position)."""
    return diagram(FeaturedGame(**options), {**FAR, **pieces}, player, **(fields or {}))


def play(state: FeaturedState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


# ----- the end of the game


def test_the_game_ends_as_soon_as_a_player_has_created_all_his_bases() -> None:
    state = position({"d4": "P", "f4": "P"}, fields={"bases_left": [1, 11]})
    play(state, "disperse 6", "d4-d7")
    assert state.is_terminal() and state.ending == "bases"
    assert state.outcome().reason.startswith("Player 1 has created all his Bases; Player 1 controls more")
    assert state.legal_actions() == []
    assert state.returns() == [1.0, -1.0]


def test_the_setup_bases_count_among_the_bases_created() -> None:
    state = FeaturedGame().new_state(2, 0)
    for text in ("base b2", "base e5", "base e8", "base h8", "base h11", "base k2"):
        play(state, text)
    assert state.bases_left == [9, 9]


def test_both_players_passing_in_a_row_end_the_game_by_agreement() -> None:
    state = position({"d4": "P"})
    play(state, "pass")
    assert not state.is_terminal()
    play(state, "pass")
    assert state.is_terminal() and state.ending == "agreement"


def test_a_move_between_passes_breaks_the_agreement() -> None:
    state = position({"d4": "P"})
    play(state, "pass", "disperse 16", "l12-l9", "pass")
    assert not state.is_terminal()


def test_the_player_controlling_more_realms_wins() -> None:
    state = position({"e5": "B", "d4": "P"})
    play(state, "pass", "pass")
    assert state.scores() == [2.0, 1.0] and state.returns() == [1.0, -1.0]
    assert state.outcome().reason == ("both players passed in a row: by agreement, neither can create "
                                      "another Base; Player 1 controls more Realms, 2 to 1")


def test_a_tie_goes_to_more_mobile_and_uncreated_enforcers() -> None:
    state = position({"d4": "E^", "g4": "e*"})
    play(state, "pass", "pass")
    assert state.scores() == [1.0, 1.0]
    assert state.enforcer_reserve(0) == 8 and state.enforcer_reserve(1) == 7
    assert state.returns() == [1.0, -1.0]
    assert state.outcome().reason.endswith(
        "tie on 1 Realm broken by Player 1's more mobile and uncreated Enforcers, 8 to 7")


def test_equal_realms_and_enforcers_are_a_draw() -> None:
    state = position({"d4": "E*", "g4": "e*"})
    play(state, "pass", "pass")
    assert state.returns() == [0.0, 0.0]
    draw = "tie on 1 Realm and on 7 mobile and uncreated Enforcers each: a draw"
    assert state.outcome().reason.endswith(draw)


def test_max_turns_ends_the_game_in_a_draw() -> None:
    state = position({"e5": "B", "d4": "P"}, max_turns=2)
    play(state, "disperse 6", "d4-d7", "pass")
    assert state.is_terminal() and state.ending == "max_turns"
    assert state.outcome().reason == "the turn limit (max_turns 2) was reached: a draw"
    assert state.scores()[0] > state.scores()[1] and state.returns() == [0.0, 0.0]


# ----- options


@pytest.mark.parametrize("bases", [11, 12, 13])
def test_variation_1_changes_the_number_of_bases(bases: int) -> None:
    state = FeaturedGame(bases=bases).new_state(2, 0)
    assert state.bases_left == [bases, bases]


def test_variation_2_changes_the_numbers_of_enforcers_and_powers() -> None:
    game = realmkit.load("realm(enforcers=4,powers=2)")
    state = game.new_state(2, 0)
    assert isinstance(state, FeaturedState)
    assert state.enforcers_left == [4, 4]
    for text in ("base b2", "base e5", "base e8", "base h8"):
        play(state, text)
    assert state.phase == SETUP_POWERS and len(state.setup_realms[0]) == 2


# ----- notation, encoding, views


def test_every_action_has_an_integer_and_reads_back_from_its_notation() -> None:
    game = FeaturedGame()
    size = len(action_table(game.settings))
    assert game.num_distinct_actions() == size == 7634
    assert [game.action_to_id(game.id_to_action(i)) for i in range(size)] == list(range(size))
    with pytest.raises(IllegalActionError, match="out of range"):
        game.id_to_action(size)
    state = position({"d4": "E^"})
    for action in state.legal_actions():
        assert game.parse_action(state, str(action).upper()) == action


def test_bad_notation_is_refused_with_what_is_allowed() -> None:
    state = position({"d4": "P"})
    with pytest.raises(IllegalActionError, match="e5-e9"):
        state.game.parse_action(state, "move it")
    with pytest.raises(IllegalActionError, match="no piece moves now"):
        state.game.parse_action(state, "d4-d7")


def test_the_board_shows_pieces_facing_immobility_control_and_captures() -> None:
    state = position({"d4": "E^", "f4": "e*", "d5": "P", "e8": "b"}, fields={"captured": [0, 2]})
    picture = state.render(0)
    assert "E^" in picture and "e*" in picture and "P " in picture
    assert "R6:-" in picture and "R10:2" in picture and "R1:1" in picture
    assert "2 enemy Bases captured" in picture
    assert "Player 2 (small letters): 2 Realms, 10 Bases and 7 Enforcers uncreated" in picture
    assert "Player 1 (capitals): 1 Realm, 11 Bases and 7 Enforcers uncreated, 0 enemy Bases" in picture
    assert "Key: B Base, P Power, E Enforcer" in picture, "a person reading the board gets a key"
    assert "R6:1 = Realm 6 controlled by Player 1" in picture
    seen = state.observation(1)
    assert {"player": 1, "kind": "enforcer", "square": "f4", "immobile": True} in seen["pieces"]
    assert seen == state.observation(None), "nothing is hidden"


def test_evaluation_prefers_more_realms_and_rollouts_play_legal_actions() -> None:
    game = FeaturedGame()
    ahead = position({"e5": "B", "h5": "B", "d4": "P"})
    even = position({"d4": "P"})
    assert ai_for(game).evaluate(ahead, 0) > ai_for(game).evaluate(even, 0) > ai_for(game).evaluate(ahead, 1)
    rng = random.Random(1)
    state = game.new_state(2, 1)
    while not state.is_terminal():
        action = ai_for(game).rollout_action(state, rng)
        assert action in state.legal_actions()
        state.apply(action)
    assert state.ending in ("bases", "agreement", "max_turns")


def test_the_end_by_agreement_says_what_happened() -> None:
    """Two passes end the game whether or not a Base could still be created: the message says
    the players passed, not that no Base could be created."""
    state = position({"d4": "P"})
    play(state, "pass", "pass")
    picture = state.render(None)
    assert "both players passed in a row: by agreement" in picture
    assert state.outcome().reason in picture
    assert "no more Bases can be created" not in picture


def test_a_pass_while_behind_is_valued_as_the_game_given_away() -> None:
    """After a pass the opponent may end the game by passing too: greedy, behind, never passes,
    and ahead after the opponent's pass it ends the game."""
    game = FeaturedGame()
    behind = position({"e5": "b", "d4": "P"})
    after_pass = behind.clone()
    play(after_pass, "pass")
    assert ai_for(game).evaluate(after_pass, 0) == -1.0
    assert all(make_agent("greedy", seed).act(behind) is not PASS for seed in range(10))
    ahead = position({"e5": "B", "d4": "P"}, player=1)
    play(ahead, "pass")
    assert ai_for(game).evaluate(ahead, 0) == 1.0
    assert make_agent("greedy", 0).act(ahead) is PASS


def test_a_human_is_told_how_a_pass_would_end_the_game() -> None:
    behind = position({"e5": "b", "d4": "P"}, player=1)
    play(behind, "pass")
    assert ending(behind, PASS) == "  (ends the game: you would lose)"
    ahead = position({"e5": "B", "d4": "P"}, player=1)
    play(ahead, "pass")
    assert ending(ahead, PASS) == "  (ends the game: you would win)"
    even = position({"d4": "P"}, player=1)
    play(even, "pass")
    assert ending(even, PASS) == "  (ends the game: a draw)"


def test_a_position_diagram_rejects_unknown_pieces() -> None:
    with pytest.raises(GameStringError, match="not a piece"):
        diagram(FeaturedGame(), {"d4": "Q"})
    with pytest.raises(GameStringError, match="Centers"):
        diagram(FeaturedGame(), {"e5": "P"})


def test_notation_is_read_in_any_case_with_or_without_spaces() -> None:
    table = action_table(FeaturedGame().settings)
    assert all(table.find(str(action)) is action for action in table.actions), "no two actions read alike"
    state = position({"d4": "E^", "f4": "P"})
    play(state, "Disperse6", "D4 - D7")
    assert state.cells[parse_square("d7")]
    assert str(state.game.parse_action(state, "F4-F7")) == "f4-f7"


def test_a_player_who_cannot_move_or_rearrange_can_only_pass() -> None:
    state = position({"e2": "B"})
    assert [str(a) for a in state.legal_actions()] == ["pass"]


def test_variation_6_a_replacing_base_can_be_the_last_and_end_the_game() -> None:
    state = position({"d4": "E^", "f4": "P", "e8": "b", "e9": "P"}, replace_captured=True,
                     fields={"bases_left": [1, 10]})
    play(state, "disperse 6", "d4-d7")
    assert state.is_terminal() and state.ending == "bases" and state.scores() == [2.0, 1.0]


def test_the_observation_lists_the_pieces_still_to_put_back_in_a_rearrangement() -> None:
    state = position({"d4": "P", "f4": "E*"})
    play(state, "rearrange 6")
    assert state.observation(0)["in_hand"] == [
        {"from": "d4", "kind": "power", "immobile": False},
        {"from": "f4", "kind": "enforcer", "immobile": True},
    ]
    assert "the enforcer from f4" in state.render(None)


@pytest.mark.parametrize(("text", "reason"), [
    ("base e9", "Center of a Realm"),
    ("power e5", "Border space"),
    ("d4-e7", "straight"),
    ("d4-d5", "new Realm"),
    ("e4-e8", "may not end its move on, a Center"),
    ("hello", "not Realm notation"),
    ("disperse 17", "Realms are numbered 1-16"),
    ("rearrange 0", "Realms are numbered 1-16"),
    ("+f8>X", "facing is N, E, S or W"),
    ("f4=f5>up", "facing is N, E, S or W"),
    ("e5", "a square alone is no action"),
    ("d4=d4", "a space other than the one it stood on"),
    ("d4=e5", "on a Border space, not on the Center"),
    ("d4=d7", "within the same Realm"),
])
def test_unreadable_notation_says_what_is_wrong(text: str, reason: str) -> None:
    state = FeaturedGame().new_state(2, 0)
    with pytest.raises(IllegalActionError, match=reason):
        state.game.parse_action(state, text)


def test_refusals_name_the_rule_and_change_nothing() -> None:
    state = position({"d4": "P", "f4": "E*"})
    before = state.observation(None)
    for text, reason in [
        ("disperse 1", "none of your mobile pieces in Realm 1"),
        ("concentrate 10", "two or more of your pieces"),
        ("xf4", "not possible now"),
        ("end", "no turn to end"),
        ("d4-d7", "no piece moves now"),
    ]:
        with pytest.raises(IllegalActionError, match=reason):
            state.apply(state.game.action_table().find(text))
    assert state.observation(None) == before
    play(state, "rearrange 6")
    with pytest.raises(IllegalActionError, match="the one from d4"):
        state.apply(state.game.action_table().find("f4=f5"))
