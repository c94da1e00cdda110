"""The base rules and the FAQ's dice and resource answers, from hand-made positions."""

from __future__ import annotations

import random

import pytest
from tests.rolling_realms.sheets import box, legal, marks, play, stars, table, toy

import realmkit
from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.rolling_realms.realms import BASE
from realmkit.games.rolling_realms.state import RollingRealmsState


def refused(state, move: str, words: str) -> None:
    """`move` is refused with a reason containing `words`, and nothing changes."""
    before = state.observation(None)
    with pytest.raises(IllegalActionError, match=words):
        play(state, move)
    assert state.observation(None) == before


def test_every_player_uses_the_same_roll_in_seat_order() -> None:
    state = table(roll=(2, 5), players=2)
    assert state.current_player() == 0
    play(state, "use 2 in wingspan", "wingspan bird 1", "done")
    assert state.current_player() == 1 and state.roll == (2, 5) and state.turn == 0
    assert [d.value for d in state.dice] == [2, 5] and not any(d.used for d in state.dice)
    play(state, "done")
    assert state.current_player() == 0 and state.turn == 1


def test_three_rounds_of_nine_turns_three_realms_a_round_drawn_from_the_seed() -> None:
    game = realmkit.load("rolling-realms")
    a, b = game.new_state(1, 42), game.new_state(1, 42)
    assert len(set(a.realm_ids)) == 9 and set(a.realm_ids) <= {r.id for r in BASE}
    turns = 0
    rng = random.Random(0)
    while not a.is_terminal():
        if str(a.legal_actions()[0]) == "done" and rng.random() < 0.5:
            turns += 1
            a.apply(a.legal_actions()[0])
        else:
            a.apply(rng.choice(a.legal_actions()))
    assert len(a.players[0].stars) == 3
    # no decision changes the realms or the 27 rolls: the same seed gives the same ones
    assert b.realm_ids == a.realm_ids and b.rolls == a.rolls and len(a.rolls) == 27


def test_the_realms_option_fixes_the_realms_and_keeps_the_seed_s_rolls() -> None:
    names = "euphoria+scythe+tapestry+castles+cities+society+wingspan+charterstone+viticulture"
    fixed = realmkit.load(f"rolling-realms(realms={names})").new_state(1, 7)
    drawn = realmkit.load("rolling-realms").new_state(1, 7)
    assert fixed.realm_ids == tuple(names.split("+"))
    assert fixed.rolls == drawn.rolls


@pytest.mark.parametrize(
    ("option", "words"),
    [
        ("wingspan+scythe", "give 9 different realms"),
        ("wingspan+wingspan+scythe+tapestry+castles+cities+society+euphoria+pendulum", "with repeats"),
        ("wingspan+nope+scythe+tapestry+castles+cities+society+euphoria+pendulum", "'nope' is not a realm"),
    ],
)
def test_a_malformed_realms_option_is_refused_clearly(option: str, words: str) -> None:
    with pytest.raises(GameStringError, match=words):
        realmkit.load(f"rolling-realms(realms={option})")


def test_a_realm_is_activated_at_most_once_a_turn() -> None:
    state = table(roll=(2, 5))
    play(state, "use 2 in wingspan", "wingspan bird 1")
    assert "use 2 in wingspan" not in legal(state)
    refused(state, "use 5 in wingspan", "already activated this turn")


def test_three_pumpkins_adjust_a_die_and_use_it_in_a_realm_already_activated() -> None:
    state = table(roll=(2, 5), resources=(3, 0, 0))
    play(state, "use 2 in wingspan", "wingspan bird 1", "adjust 5 -1 again", "use 4 from 5 again in wingspan",
         "wingspan bird 1")
    # 3 pumpkins paid; bird 1 gave a pumpkin, then a coin
    assert state.resources() == [1, 0, 1]
    assert marks(state, "wingspan")[:2] == [2, 4]


def test_two_pumpkins_adjust_a_die_but_not_below_1_or_above_6() -> None:
    state = table(roll=(1, 6), resources=(2, 0, 0))
    refused(state, "adjust 1 -1", "never below 1 or above 6")
    refused(state, "adjust 6 +1", "never below 1 or above 6")
    play(state, "adjust 1 +1")
    assert state.dice[0].value == 2 and state.resources() == [0, 0, 0]
    refused(state, "adjust 6 -1", "costs 2 pumpkins; you have 0")


def test_each_die_is_used_once_even_with_three_pumpkins() -> None:
    """FAQ: spending pumpkins never creates a die; 3 pumpkins adjust a die not yet used."""
    state = table(roll=(2, 5), resources=(3, 0, 0))
    play(state, "use 2 in wingspan", "wingspan bird 1")
    refused(state, "adjust 2 +1 again", "no unused die 2 now")
    refused(state, "use 2 in scythe", "each die is used once")


def test_copying_costs_three_hearts_or_two_with_a_pair() -> None:
    state = table(roll=(2, 5), resources=(0, 2, 0))
    refused(state, "copy 2 hearts", "costs 3 hearts; you have 2")
    pair = table(roll=(4, 4), resources=(0, 2, 0))
    play(pair, "copy 4 hearts")
    assert [d.value for d in pair.dice] == [4, 4, 4] and pair.resources() == [0, 0, 0]
    three = table(roll=(2, 5), resources=(0, 3, 0))
    play(three, "copy 5 hearts")
    assert three.dice[2].value == 5


def test_copying_with_two_coins_needs_a_roll_summing_to_seven() -> None:
    state = table(roll=(2, 4), resources=(0, 0, 2))
    refused(state, "copy 2 coins", "summing to 7")
    seven = table(roll=(2, 5), resources=(0, 0, 2))
    play(seven, "copy 2 coins")
    assert seven.dice[2].value == 2 and seven.resources() == [0, 0, 0]


def test_a_copied_die_counts_at_its_rolled_value() -> None:
    state = table(roll=(2, 5), resources=(2, 3, 0))
    play(state, "adjust 2 +1", "copy 2 hearts")
    assert state.dice[0].value == 3 and state.dice[2].value == 2


def test_creating_a_die_costs_its_value_in_coins_and_it_can_be_adjusted() -> None:
    """FAQ: "if you spend 1 coin to create a 1, you can spend 2 pumpkins to adjust it to a 2"."""
    state = table(roll=(2, 5), resources=(2, 0, 1))
    refused(state, "create 2", "costs 2 coins; you have 1")
    play(state, "create 1", "adjust created 1 +1")
    assert state.dice[2].value == 2 and state.resources() == [0, 0, 0]


def test_faq_copy_then_adjust_with_three_pumpkins_into_an_activated_realm() -> None:
    """FAQ: roll a pair, spend hearts for another die, spend 3 pumpkins to adjust it and assign
    it to a realm already activated this turn."""
    state = table(roll=(3, 3), resources=(3, 2, 0))
    play(state, "use 3 in wingspan", "wingspan bird 1", "copy 3 hearts", "adjust copied 3 +1 again",
         "use copied 4 again in wingspan", "wingspan bird 1")
    assert marks(state, "wingspan")[:2] == [3, 4]


def test_there_is_no_maximum_of_dice_used_in_a_turn() -> None:
    state = table(roll=(2, 5), resources=(0, 0, 3))
    play(state, "use 2 in wingspan", "wingspan bird 1", "use 5 in scythe", "scythe top",
         "create 1", "create 2", "use created 2 in tapestry", "tapestry a1,b1")
    assert sum(d.used for d in state.dice) == 3


def test_compensation_only_for_a_rolled_die_that_cannot_be_used_as_rolled() -> None:
    state = table(realms=("wingspan", "scythe", "tapestry"), roll=(2, 5))
    assert not any(m.startswith("compensate") for m in legal(state))
    refused(state, "compensate 2 heart", "can still be used as rolled")
    full = table(realms=("wingspan", "euphoria", "pendulum"), roll=(2, 5))
    marks(full, "wingspan")[:] = [1, 1, 1, 2, 2, 2, 3, 3, 3]
    for area in (0, 6):
        marks(full, "euphoria")[area + 1] = 1
    marks(full, "pendulum")[:11] = [1] * 11
    play(full, "compensate 2 heart")
    assert full.resources() == [0, 1, 0] and full.dice[0].used
    refused(full, "compensate 2 coin", "no unused die 2")


def test_faq_compensation_after_a_created_die_took_the_only_realm_left() -> None:
    """FAQ: create and use a die, then gain a resource for a rolled die you can no longer use."""
    state = table(realms=("wingspan", "euphoria", "pendulum"), roll=(2, 5), resources=(0, 0, 3))
    marks(state, "wingspan")[:] = [1, 1, 1, 2, 2, 2, 3, 3, 3]
    marks(state, "pendulum")[:11] = [1] * 11
    assert "compensate 2 pumpkin" not in legal(state)
    play(state, "create 3", "use created 3 in euphoria", "euphoria left")
    play(state, "compensate 2 pumpkin", "compensate 5 coin")
    assert state.resources() == [1, 0, 2]  # and the coin of Euphoria's sum 3


def test_no_compensation_for_a_created_die() -> None:
    state = table(roll=(2, 5), resources=(0, 0, 2))
    play(state, "create 2")
    refused(state, "compensate created 2 heart", "for a rolled die")


def test_scores_are_tenths_unused_resources_count_and_are_cleared_between_rounds() -> None:
    # bird 1 complete: 1 star square + wingspan 7
    state = table(roll=(2, 5), resources=(1, 2, 0), marks={"wingspan": [1, 2, 4]})
    for _ in range(9):
        play(state, "done")
    assert state.round == 1 and state.players[0].stars[0] == [2, 0, 0]
    assert state.players[0].leftover == [3] and state.players[0].resources == [0, 0, 0]
    assert state.tenths() == [23] and state.scores() == [2.3]


def test_a_realm_scores_at_most_six_stars() -> None:
    """FAQ: all stars scored above 6 are lost."""
    state = table(realms=("euphoria", "scythe", "tapestry"))
    marks(state, "euphoria")[box("euphoria", "stars")] = 8
    assert stars(state, "euphoria") == 6


def ended(tenths: tuple[int, ...]) -> RollingRealmsState:
    """A game over whose players scored `tenths` (as resources left in round 1)."""
    state = table(players=len(tenths))
    for p, left in enumerate(tenths):
        state.players[p].stars = [[0, 0, 0]] * 3
        state.players[p].leftover = [left, 0, 0]
    state.round = 3
    return state


def test_the_highest_total_wins_and_a_tie_is_shared() -> None:
    """After round 3 the most stars wins; a tie is shared (no public tie-break exists): the
    outcome says so, and no one is to move."""
    state = ended((35, 35, 12))
    assert state.returns() == [0.5, 0.5, -1.0]
    view = state.observation(2)
    assert view["to_move"] is None and "seat" not in view
    assert view["outcome"]["winners"] == [0, 1]
    assert view["outcome"]["reason"] == "3 rounds played: a tie on 3.5 stars is shared (no tie-break)"
    won = ended((35, 30, 12)).outcome()
    assert won is not None and won.reason == "3 rounds played: the most stars win (3.5)"


def test_alone_the_score_is_to_beat() -> None:
    state = realmkit.load("rolling-realms").new_state(1, 5)
    rng = random.Random(5)
    while not state.is_terminal():
        assert state.observation(0)["to_move"] == 0
        state.apply(rng.choice(state.legal_actions()))
    outcome = state.observation(0)["outcome"]
    assert outcome["winners"] == [0]
    assert outcome["reason"] == f"3 rounds played: {state.scores()[0]:.1f} stars (alone, beat your best)"


def test_realms_act_at_the_start_and_end_of_a_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """The turn steps: start-of-turn effects come before any decision, end-of-turn ones after
    "done" and before the next seat; a choice they offer is taken first."""
    wingspan = type(table().realms_in_play()[0])
    monkeypatch.setattr(wingspan, "turn_start", lambda self, marks, state: state.offer((0, 1)))
    monkeypatch.setattr(wingspan, "turn_end", lambda self, marks, state: state.gain(2))
    state = table(players=2)
    assert legal(state) == ["take pumpkin", "take heart"]
    play(state, "take heart", "done")
    assert state.players[0].resources == [0, 1, 1] and state.current_player() == 1
    assert legal(state) == ["take pumpkin", "take heart"]


def test_bad_notation_says_what_is_allowed() -> None:
    state = table()
    with pytest.raises(IllegalActionError, match="expected 'use <die> in <realm>'"):
        play(state, "roll again")
    refused(state, "use 6 in wingspan", "no unused die 6 now")
    refused(state, "use 3 in euphoria", "not in play this round")
    refused(state, "wingspan bird 1", "not expected now")


def test_using_a_die_is_optional() -> None:
    """FAQ: using both dice is the spirit of the game, but not mandatory."""
    state = table(roll=(2, 5))
    assert "use 2 in wingspan" in legal(state) and "done" in legal(state)
    play(state, "done")
    assert state.turn == 1 and state.players[0].marks[0] == [0] * 9


def test_observations_show_the_rolls_so_far_and_this_round_s_realms_only() -> None:
    state = realmkit.load("rolling-realms").new_state(2, 3)
    view = state.observation(1)
    assert view["rolls"] == [list(state.rolls[0])] and view["realms"] == list(state.realm_ids[:3])
    other = state.determinize(1, random.Random(9))
    assert other.rolls[0] == state.rolls[0] and other.rolls[1:] != state.rolls[1:]
    assert other.realm_ids[:3] == state.realm_ids[:3]


def test_action_ids_round_trip_and_out_of_range_ids_are_refused() -> None:
    game = realmkit.load("rolling-realms")
    for n in range(game.num_distinct_actions()):
        assert game.action_to_id(game.id_to_action(n)) == n
    with pytest.raises(IllegalActionError, match="out of range"):
        game.id_to_action(game.num_distinct_actions())


def test_a_realm_s_ability_is_offered_outside_activation(monkeypatch: pytest.MonkeyPatch) -> None:
    """A power usable at any time in the turn is one more decision, with no die."""
    offered = lambda self, marks, state: [] if marks[8] else ["wingspan rest"]  # noqa: E731

    def rest(self: object, marks: list[int], ability: str, state: object) -> None:
        marks[8] = 1

    toy(monkeypatch, ("wingspan rest",), abilities=offered, use_ability=rest)
    state = table()
    assert "wingspan rest" in legal(state)
    play(state, "wingspan rest", "start")
    assert marks(state, "wingspan")[8] == 1 and "wingspan rest" not in legal(state)
    refused(state, "wingspan rest", "not expected now")


def test_a_die_a_realm_cannot_take_is_refused() -> None:
    state = table(roll=(6, 6))
    marks(state, "wingspan")[:] = [1, 1, 1, 2, 2, 2, 3, 3, 3]
    refused(state, "use 6 in wingspan", "a 6 cannot be used in wingspan now")


def test_stars_given_as_a_benefit_are_not_scored_twice() -> None:
    """FAQ: the scoring section repeats a card's star benefits; they count once."""
    state = table(("wingspan", "scythe", "tapestry"), roll=(3, 1), marks={"wingspan": [5, 6]})
    play(state, "use 3 in wingspan", "wingspan bird 1")  # the star square; 14 is not the wingspan
    assert stars(state, "wingspan") == 1 and state.tenths() == [10]
