"""The hand played to the game's end (ai/lookahead.py) and `fr-expert(plan=...)`, which values
hands by it: the turns left follow the rule that only a draw fills the discard area, the
played-out total is one move ahead on the cards drawn, the chance of winning grows with the total."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.agents.base import make_agent
from realmkit.agents.fantasy_realms_bots import kept
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.ai.lookahead import (
    DRAW_SHARE,
    FINAL_MEAN,
    expected_final,
    final_total,
    keep_best,
    own_turns,
    quantiles,
    winning_chance,
)
from realmkit.games.fantasy_realms.cards import ids
from realmkit.games.fantasy_realms.choices import best_total
from realmkit.games.fantasy_realms.state import BASE_END, DISCARD, TURN, FantasyRealmsState


def test_no_turn_is_left_when_this_one_fills_the_discard_area() -> None:
    """The game ends when the discard area holds ten cards: after the draw that fills it, no
    one plays again."""
    assert own_turns(3, 0) == (1.0,)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_turns_left_is_a_distribution_growing_with_the_draws_left(players: int) -> None:
    means = []
    for draws_left in range(1, BASE_END):
        chances = own_turns(players, draws_left)
        assert sum(chances) == pytest.approx(1.0)
        means.append(sum(t * p for t, p in enumerate(chances)))
    assert means == sorted(means) and means[0] < means[-1]
    assert sum(t * p for t, p in enumerate(own_turns(players + 1, 5))) < means[4]


def test_one_draw_left_leaves_a_turn_only_if_every_other_player_takes() -> None:
    """A take puts a card back for the one taken, so the area fills only by a draw: with one
    draw left, three players, the player has another turn only if both others take."""
    assert own_turns(3, 1)[0] == pytest.approx(1 - (1 - DRAW_SHARE) ** 2)


def test_quantiles_follow_the_distribution() -> None:
    chances = own_turns(3, 6)
    spread = quantiles(chances, 1000)
    for t, p in enumerate(chances):
        assert spread.count(t) / 1000 == pytest.approx(p, abs=0.002)


def test_the_hand_played_out_keeps_the_best_seven_each_turn() -> None:
    rng = random.Random(3)
    for _ in range(20):
        cards = rng.sample(range(53), 9)
        hand, draws = sum(1 << c for c in cards[:7]), cards[7:]
        first = keep_best(hand | 1 << draws[0])
        assert first.bit_count() == 7 and best_total(first) == kept(hand | 1 << draws[0], False)
        assert final_total(hand, draws) == best_total(keep_best(first | 1 << draws[1]))
        assert final_total(hand, draws) >= best_total(hand)     # a card is kept only for a gain
        assert final_total(hand, []) == best_total(hand)
    assert expected_final(hand, [[], draws[:1]]) == (best_total(hand) + best_total(first)) / 2


def test_the_chance_of_winning_grows_with_the_total_and_falls_with_the_players() -> None:
    assert winning_chance(FINAL_MEAN, 2) == pytest.approx(0.5)
    assert winning_chance(FINAL_MEAN, 3) == pytest.approx(0.25)
    totals = [winning_chance(t, 4) for t in range(100, 320, 10)]
    assert totals == sorted(totals) and totals[0] < 0.01 < 0.9 < totals[-1]


def at_turn(players: int, seed: int, discards: int) -> FantasyRealmsState:
    state = realmkit.load("fantasy-realms").new_state(players, seed=seed)
    assert isinstance(state, FantasyRealmsState)
    while len(state.discard) < discards or state.phase != TURN:
        actions = state.legal_actions()
        state.apply(act.DRAW if act.DRAW in actions else actions[-1])
    return state


@pytest.mark.parametrize("spec", ["fr-expert(plan=4)", "fr-expert(plan=4,aim=true)"])
def test_the_last_discard_is_played_for_the_hand_alone(spec: str) -> None:
    """The discard that fills the area ends the game: no turn is left to build on, so the plan
    keeps the hand of best total."""
    for seed in range(3):
        state = at_turn(3, seed, BASE_END - 1)
        state.apply(act.DRAW)
        assert state.phase == DISCARD
        hand = state.hands[state.player]
        best = max(best_total(hand & ~(1 << c)) for c in ids(hand))
        card = make_agent(spec, seed).act(state).card
        assert best_total(hand & ~(1 << card)) == best


@pytest.mark.parametrize("players", [3, 4])
def test_the_plan_plays_whole_games(players: int) -> None:
    state = realmkit.load("fantasy-realms").new_state(players, seed=5)
    agents = [make_agent("fr-expert(plan=4,aim=true,learned_from=0)", p) for p in range(players)]
    while not state.is_terminal():
        action = agents[state.current_player()].act(state)
        assert action in state.legal_actions()
        state.apply(action)


def test_a_take_is_valued_with_the_turn_it_adds_to_the_game() -> None:
    """Only a draw fills the discard area: a take leaves one more draw before the game ends. With
    `rival_gain` the take is played out with the turns it leaves, each turn charged with the
    points the others gain meanwhile: charged a little, a take is worth more than before
    (wherever the plan took, it still takes, and somewhere it now takes where it drew); charged
    heavily, it draws."""
    took: dict[str, list[bool]] = {",rival_gain=0": [], ",rival_gain=0.001": [], ",rival_gain=1000": []}
    for seed in range(8):
        state = at_turn(4, seed, 4)
        for option, moves in took.items():
            moves.append(make_agent(f"fr-expert(plan=4,learned_from=0{option})", seed).act(state) != act.DRAW)
    before = took[",rival_gain=0"]
    assert not any(took[",rival_gain=1000"]) and any(before)
    assert all(b for a, b in zip(before, took[",rival_gain=0.001"], strict=True) if a)
    assert sum(took[",rival_gain=0.001"]) > sum(before)
