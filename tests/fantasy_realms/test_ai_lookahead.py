"""The hand played to the game's end (ai/lookahead.py) and `fr-expert(plan=...)`, which values
hands by it: the turns left follow the rule that only a draw fills the discard area, the
played-out total is one move ahead on the cards drawn, the chance of winning grows with the total."""

from __future__ import annotations

import random

import pytest

import realmkit
import realmkit.games.fantasy_realms.players.expert as expert
from realmkit.core.agent import make_agent
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.ai.lookahead import (
    DRAW_SHARE,
    HAND_WORK,
    Budget,
    final_total,
    keep_best,
    own_turns,
    playouts,
    quantiles,
    spread,
)
from realmkit.games.fantasy_realms.components.cards import ids
from realmkit.games.fantasy_realms.phases import BASE_END, DISCARD, TURN
from realmkit.games.fantasy_realms.players.oneply import kept
from realmkit.games.fantasy_realms.scoring.choices import CHOICE_CARDS
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState


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
    means, worlds = playouts([(hand, [[], draws[:1]])], Budget(0))
    assert means == [(best_total(hand) + best_total(first)) / 2] and worlds == [0, 1]


def at_turn(players: int, seed: int, discards: int) -> FantasyRealmsState:
    state = realmkit.load("fantasy-realms").new_state(players, seed=seed)
    assert isinstance(state, FantasyRealmsState)
    while len(state.discard) < discards or state.phase != TURN:
        actions = state.legal_actions()
        state.apply(act.DRAW if act.DRAW in actions else actions[-1])
    return state


def test_the_last_discard_is_played_for_the_hand_alone() -> None:
    """The discard that fills the area ends the game: no turn is left to build on, so the plan
    keeps the hand of best total."""
    for seed in range(3):
        state = at_turn(3, seed, BASE_END - 1)
        state.apply(act.DRAW)
        assert state.phase == DISCARD
        hand = state.hands[state.player]
        best = max(best_total(hand & ~(1 << c)) for c in ids(hand))
        card = make_agent("fr-expert(plan=4,learned_from=0)", seed).act(state).card
        assert best_total(hand & ~(1 << card)) == best


@pytest.mark.parametrize("players", [3, 4])
def test_the_plan_plays_whole_games(players: int) -> None:
    state = realmkit.load("fantasy-realms").new_state(players, seed=5)
    agents = [make_agent("fr-expert(plan=4,learned_from=0)", p) for p in range(players)]
    while not state.is_terminal():
        action = agents[state.current_player()].act(state)
        assert action in state.legal_actions()
        state.apply(action)


def test_the_worlds_are_played_in_an_order_whose_every_prefix_spreads() -> None:
    """The worlds come sorted by their turns left: a plan stopped early must still see short and
    long games."""
    order = spread(16)
    assert sorted(order) == list(range(16))
    assert order[:2] == [0, 8] and sorted(order[:4]) == [0, 4, 8, 12]
    assert sorted(spread(12)) == list(range(12)) and spread(1) == [0]


def test_the_budget_charges_each_new_hand_of_the_move_once_by_its_choice_cards() -> None:
    plain = sum(1 << c for c in (0, 1, 2, 3, 4, 5, 6))            # no choice card among them
    assert not any(plain & 1 << c for c in ids(CHOICE_CARDS))
    wild = plain & ~1 | 1 << ids(CHOICE_CARDS)[0]
    budget = Budget(100)
    assert budget.total(plain) == best_total(plain) and budget.left == 100 - HAND_WORK[0]
    budget.total(plain)
    assert budget.left == 100 - HAND_WORK[0]
    budget.total(wild)
    assert budget.left == 100 - HAND_WORK[0] - HAND_WORK[1] and not budget.spent
    assert Budget(1).total(plain) and not Budget(0).spent


def random_playouts(seed: int, hands: int, worlds: int) -> list[tuple[int, list[list[int]]]]:
    rng = random.Random(seed)
    cards = rng.sample(range(53), 6 + hands)
    base = sum(1 << c for c in cards[:6])
    futures = []
    for w in range(worlds):
        deck = [c for c in range(53) if c not in cards]
        rng.shuffle(deck)
        futures.append(deck[:1 + w % 4])
    return [(base | 1 << c, futures) for c in cards[6:]]


def test_a_capped_plan_counts_the_worlds_it_finished_for_every_hand() -> None:
    """The cap stops the playouts between worlds: the means are those of the worlds finished,
    every hand over the same worlds (the comparison stays paired), the worlds a prefix of
    `spread`; the work stays within the budget and one playout's hands."""
    hands = random_playouts(4, 6, 16)
    full, worlds = playouts(hands, Budget(0))
    assert worlds == list(range(16))
    unit_budget = Budget(0)
    playouts(hands, unit_budget)
    work = -unit_budget.left
    for units in (work // 2, work // 5):
        budget = Budget(units)
        means, counted = playouts(hands, budget)
        assert 0 < len(counted) < 16 and counted == sorted(spread(16)[:len(counted)])
        for (hand, futures), mean in zip(hands, means, strict=True):
            assert mean == sum(final_total(hand, futures[w]) for w in counted) / len(counted)
        assert -budget.left < 4 * 8 * max(HAND_WORK)          # one playout past the budget at most
        assert budget.left <= 0
    assert playouts(hands, Budget(work + 1)) == (full, worlds)


def test_a_budget_spent_in_the_first_world_plays_the_first_hands_there() -> None:
    """Hands come best first: if not even one world can be finished, the first hands played out
    in it are compared there, the others not considered; the first is always played out."""
    hands = random_playouts(5, 5, 8)
    means, counted = playouts(hands, Budget(1))
    assert counted == [0] and means[0] == final_total(*hands[0][:1], hands[0][1][0])
    assert means[1:] == [float("-inf")] * 4


def test_fr_expert_plays_as_uncapped_until_its_budget_binds(monkeypatch: pytest.MonkeyPatch) -> None:
    """A budget no move reaches changes no move; a binding one plays other moves in some
    positions, and its moves score no more than the budget and one playout."""
    made: list[Budget] = []

    class Recorded(Budget):
        def __init__(self, units: int) -> None:
            super().__init__(units)
            made.append(self)

    monkeypatch.setattr(expert, "Budget", Recorded)
    differ = 0
    for seed in range(4):
        state = at_turn(3, seed, 2)
        after_draw = state.clone()
        after_draw.apply(act.DRAW)
        for position in (state, after_draw):
            free = make_agent("fr-expert(plan=8,learned_from=0,budget=0)", seed).act(position)
            assert make_agent("fr-expert(plan=8,learned_from=0,budget=100000000)", seed).act(position) == free
            capped = make_agent("fr-expert(plan=8,learned_from=0,budget=300)", seed).act(position)
            assert capped in position.legal_actions() and -made[-1].left < BASE_END * 8 * max(HAND_WORK)
            differ += capped != free
    assert differ > 0
