"""The mcts agent: UCT finds wins, information-set search never peeks, any number of players."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from toy_games import Guess, Nim, NimAI, Parity, ThreeWay, Together, with_ai

from realmkit.agents import mcts
from realmkit.agents.mcts import MCTSAgent, Node, Normaliser, most_visited
from realmkit.arena.match import play_match
from realmkit.core import GameAI, GameStringError, State
from realmkit.core.agent import make_agent


def test_spec_string_sets_options() -> None:
    agent = make_agent("mcts(iterations=800,c=1.2,rollout=random,depth=5,time=0.5)")
    assert agent.options == {"iterations": 800, "time": 0.5, "c": 1.2, "rollout": "random",
                             "baseline": False, "depth": 5, "horizon": 0, "scale": 1.0,
                             "terminal": "returns", "judge": "value", "root": "ucb"}
    assert str(agent) == "mcts(iterations=800,time=0.5,c=1.2,rollout=random,depth=5)"


@pytest.mark.parametrize(
    "spec", ["mcts(iterations=0)", "mcts(depth=-2)", "mcts(rollout=smart)", "mcts(c=-1)", "mcts(speed=2)",
             "mcts(horizon=-1)", "mcts(scale=0)", "mcts(terminal=maybe)", "mcts(root=wide)",
             "mcts(judge=mine)"]
)
def test_bad_options_are_refused_with_the_allowed_values(spec: str) -> None:
    with pytest.raises(GameStringError, match=r"expected|options are"):
        make_agent(spec)


@pytest.mark.parametrize("pile", [5, 6, 7, 9, 10, 11])
def test_uct_finds_the_winning_move_in_nim(pile: int) -> None:
    """From a pile that is not a multiple of four, the only winning move leaves one."""
    state = Nim(pile=pile).new_state(2, seed=1)
    agent = make_agent("mcts(iterations=1500,rollout=random,depth=-1)", seed=pile)
    assert agent.act(state) == pile % 4


def test_depth_cut_off_uses_the_game_evaluation() -> None:
    """Evaluating each new leaf at once with the exact evaluation, a few iterations solve a big pile."""
    state = Nim(pile=41).new_state(2, seed=1)
    for seed in range(5):
        assert make_agent("mcts(iterations=30,depth=0)", seed=seed).act(state) == 1


def test_iterations_are_the_budget_and_every_playout_is_backed_up() -> None:
    state = Nim(pile=20).new_state(2, seed=1)
    agent = MCTSAgent(seed=3, iterations=250)
    root = agent.search(state)
    assert root.visits == 250
    assert sum(child.visits for child in root.children.values()) == 250
    assert set(root.children) == {1, 2, 3}


def test_a_time_budget_replaces_the_iterations_and_stops_at_the_deadline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With a clock that advances one second per reading, a 4.5-second budget read at 0 allows
    the iterations started at 1, 2, 3 and 4: four, not the 1000 of the iteration budget."""
    ticks = iter(range(1000))
    monkeypatch.setattr(mcts.time, "perf_counter", lambda: float(next(ticks)))
    state = Nim(pile=30).new_state(2, seed=1)
    root = MCTSAgent(seed=3, time=4.5).search(state)
    assert root.visits == 4


def test_same_seed_same_choices() -> None:
    game = Nim(pile=17)
    first = play_match(game, ["mcts(iterations=50)", "mcts(iterations=50)"], seed=4)
    second = play_match(game, ["mcts(iterations=50)", "mcts(iterations=50)"], seed=4)
    assert first.record.actions == second.record.actions


def test_information_set_search_never_reads_the_hidden_card() -> None:
    """A search that looked at the real state would always name the secret card."""
    game = Guess()
    right = 0
    for seed in range(30):
        state = game.new_state(2, seed)
        state.apply(0)
        agent = make_agent("mcts(iterations=60)", seed=seed)
        right += agent.act(state) == state.secret  # type: ignore[attr-defined]
    assert right <= 18  # an honest guess is right a third of the time: ~10 of 30


def test_search_determinizes_for_the_seat_to_act() -> None:
    seen: list[int] = []

    class Spy(Guess):
        def _new_state(self, num_players: int, seed: int) -> State:
            state = super()._new_state(num_players, seed)
            original = state.determinize

            def determinize(player: int, rng: Any) -> State:
                seen.append(player)
                return original(player, rng)

            state.determinize = determinize  # type: ignore[method-assign]
            return state

    state = Spy().new_state(2, 5)
    state.apply(0)
    make_agent("mcts(iterations=20)").act(state)
    assert seen == [1] * 20


def test_chance_is_resampled_not_read_from_the_real_generator() -> None:
    """A search using the real generator would always call the coming die's parity right."""
    game = Parity()
    right = 0
    for seed in range(30):
        state = game.new_state(2, seed)
        call = make_agent("mcts(iterations=40)", seed=seed).act(state)
        state.apply(call)
        right += state.scores()[0] == 1.0
    assert right <= 22  # a fair call is right half the time: ~15 of 30


def test_each_node_backs_up_the_return_of_its_own_player() -> None:
    """Three players: player 2 must expect player 3 to serve itself, and so choose 1."""
    state = ThreeWay().new_state(3, 0)
    for seed in range(5):
        assert make_agent("mcts(iterations=200)", seed=seed).act(state) == 1


def test_cooperative_players_search_for_the_shared_win() -> None:
    game = Together()
    for seed in range(10):
        result = play_match(game, ["mcts(iterations=100)", "mcts(iterations=100)"], seed)
        assert result.returns == [1.0, 1.0]


def test_game_rollout_policy_is_used_only_when_asked() -> None:
    calls: list[int] = []

    class CountedAI(NimAI):
        def rollout_action(self, state: State, rng: Any) -> Any:
            calls.append(1)
            return super().rollout_action(state, rng)

    state = with_ai(Nim, CountedAI)(pile=30).new_state(2, 1)
    make_agent("mcts(iterations=30,rollout=random,depth=-1)").act(state)
    assert calls == []
    make_agent("mcts(iterations=30,depth=-1)").act(state)
    assert calls


def test_playouts_stop_after_depth_turns() -> None:
    """depth=k evaluates once the seat to act has changed k times; a turn may be many actions."""
    lengths: list[int] = []

    class MeasuredAI(NimAI):
        def evaluate(self, state: State, player: int) -> float:
            lengths.append(len(state.history))
            return super().evaluate(state, player)

    state = with_ai(Nim, MeasuredAI)(pile=40).new_state(2, 1)
    MCTSAgent(seed=1, iterations=1, depth=3).search(state)
    assert lengths == [4, 4]  # the new node's action, then three playout turns; both players evaluated


def test_games_without_an_evaluation_play_out_to_the_end() -> None:
    assert MCTSAgent().settings_for(Guess()).depth == -1
    assert MCTSAgent().settings_for(Nim()).depth == 0
    assert MCTSAgent(depth=3).settings_for(Guess()).depth == 3


def test_game_suggested_defaults_yield_to_the_spec() -> None:
    class SuggestsAI(NimAI):
        mcts_defaults = {"iterations": 77, "depth": 3}  # noqa: RUF012

    game = with_ai(Nim, SuggestsAI)(pile=30)
    assert MCTSAgent().settings_for(game).iterations == 77
    assert MCTSAgent(iterations=12).settings_for(game).iterations == 12
    assert MCTSAgent(iterations=12).settings_for(game).depth == 3
    assert MCTSAgent().search(game.new_state(2, 1)).visits == 77


def test_single_legal_action_is_played_without_search() -> None:
    state = Guess().new_state(2, 1)
    assert make_agent("mcts").act(state) == 0


def test_most_visited_child_is_chosen() -> None:
    root = Node()
    for action, visits in ((1, 3), (2, 9), (3, 5)):
        root.children[action] = child = Node()
        child.visits, child.total = visits, visits * 0.1
    assert most_visited(root, [1, 2, 3]) == 2
    root.children[3].visits = 9
    root.children[3].total = 9 * 0.2
    assert most_visited(root, [1, 2, 3]) == 3


def test_evaluations_are_normalised_by_the_typical_difference() -> None:
    game = Nim(pile=5)
    state = game.new_state(2, 1)  # the first player, to move on 5, wins: evaluations +1 / -1
    normaliser = Normaliser(game, 2)
    assert normaliser.values(state) == pytest.approx([0.5 + 0.5 * math.tanh(1), 0.5 - 0.5 * math.tanh(1)])


def test_baseline_values_the_change_since_the_world_was_dealt() -> None:
    game = Nim(pile=5)
    state = game.new_state(2, 1)
    normaliser = Normaliser(game, 2)
    assert normaliser.values(state, baseline=[1.0, -1.0]) == [0.5, 0.5]
    state.apply(2)  # a mistake: leaves 3, and now the second player wins
    values = normaliser.values(state, baseline=[1.0, -1.0])
    assert values[0] < 0.5 < values[1]
    assert make_agent("mcts(iterations=40,baseline=true)", seed=2).act(game.new_state(2, 1)) == 1


def test_evaluation_scale_can_be_stretched() -> None:
    """scale=4: a lead of the typical size is worth tanh(1/4), nearer to linear in the lead."""
    game = Nim(pile=5)
    state = game.new_state(2, 1)
    values = Normaliser(game, 2, stretch=4.0).values(state)
    assert values == pytest.approx([0.5 + 0.5 * math.tanh(0.25), 0.5 - 0.5 * math.tanh(0.25)])
    assert MCTSAgent(scale=4).settings_for(game).scale == 4.0


def depth_of(node: Node) -> int:
    return max((1 + depth_of(child) for child in node.children.values()), default=0)


@pytest.mark.parametrize("horizon", [1, 2, 3])
def test_horizon_limits_how_deep_the_tree_grows(horizon: int) -> None:
    state = Nim(pile=30).new_state(2, 1)
    root = MCTSAgent(seed=2, iterations=400, horizon=horizon).search(state)
    assert depth_of(root) == horizon
    assert root.visits == 400
    assert depth_of(MCTSAgent(seed=2, iterations=400).search(state)) > 3


def test_horizon_one_judges_each_move_by_the_evaluation_after_it() -> None:
    state = Nim(pile=41).new_state(2, 1)
    assert make_agent("mcts(iterations=30,horizon=1)", seed=1).act(state) == 1


def test_search_is_guided_by_the_games_value() -> None:
    """A game's `value` (by default its evaluation) is what search cuts playouts short with:
    Nim's exact value finds the winning move from five stones, the same value inverted avoids it."""

    class MisledAI(NimAI):
        def value(self, state: State, player: int) -> float:
            return -self.evaluate(state, player)

    for game, wins in ((Nim(pile=5), True), (with_ai(Nim, MisledAI)(pile=5), False)):
        state = game.new_state(2, 1)
        choice = MCTSAgent(seed=1, iterations=200, depth=0, horizon=1).act(state)
        assert (choice == 1) is wins


def test_game_ends_may_be_judged_by_the_evaluation() -> None:
    """terminal=evaluate values a game's end like any position; the default uses its returns."""
    judged: list[bool] = []

    class RecordedAI(NimAI):
        def evaluate(self, state: State, player: int) -> float:
            judged.append(state.is_terminal())
            return super().evaluate(state, player)

    state = with_ai(Nim, RecordedAI)(pile=3).new_state(2, 1)
    MCTSAgent(seed=1, iterations=50).search(state)
    assert judged and not any(judged)
    judged.clear()
    MCTSAgent(seed=1, iterations=50, terminal="evaluate").search(state)
    assert any(judged)
    guess = Guess().new_state(2, 1)
    guess.apply(0)
    assert make_agent("mcts(iterations=30,terminal=evaluate)").act(guess) in guess.legal_actions()


def test_halving_spends_the_iterations_in_rounds_and_keeps_the_best() -> None:
    """Three moves from 41 stones: two rounds of 30 // 2 // 3 = 5 worlds for the three, then
    15 // 2 = 7 for the two left; the last one left counts one more and is the winning move."""
    state = Nim(pile=41).new_state(2, 1)
    agent = MCTSAgent(seed=1, iterations=30, horizon=1, root="halving")
    root = agent.search(state)
    visits = {a: child.visits for a, child in root.children.items()}
    assert visits == {1: 5 + 7 + 1, 2: 5 + 7, 3: 5} or visits == {1: 5 + 7 + 1, 3: 5 + 7, 2: 5}
    assert root.visits == 5 * 3 + 7 * 2
    assert agent.act(state) == 1


def test_halving_compares_the_moves_left_in_the_same_worlds() -> None:
    """Each world is dealt once a round and every move left is played in it."""
    dealt: list[int] = []

    class CountingAI(GameAI):
        def determinize(self, state: State, player: int, rng: random.Random) -> State:
            dealt.append(1)
            return state.clone()

    game = with_ai(Guess, CountingAI)()
    state = game.new_state(2, 1)
    state.apply(0)
    root = MCTSAgent(seed=1, iterations=40, horizon=1, root="halving").search(state)
    assert len(dealt) == 40 // 2 // 3 + 40 // 2 // 2
    assert root.visits == 3 * (40 // 2 // 3) + 2 * (40 // 2 // 2)


@pytest.mark.parametrize("horizon", [2, 0])
def test_halving_grows_the_tree_below_each_move(horizon: int) -> None:
    state = Nim(pile=30).new_state(2, 1)
    root = MCTSAgent(seed=2, iterations=300, horizon=horizon, root="halving").search(state)
    assert depth_of(root) == horizon if horizon else depth_of(root) > 2


def test_halving_by_time_gives_each_round_its_share(monkeypatch: pytest.MonkeyPatch) -> None:
    """A clock advancing one second a reading, 4 seconds for two rounds read from 0: the first
    round ends at 2 (a world at once, one more read at 1), the second at 4 (the same at 3)."""
    ticks = iter(range(1000))
    monkeypatch.setattr(mcts.time, "perf_counter", lambda: float(next(ticks)))
    state = Nim(pile=30).new_state(2, seed=1)
    root = MCTSAgent(seed=3, time=4.0, horizon=1, root="halving").search(state)
    assert root.visits == 2 * 3 + 2 * 2


def test_judging_by_own_values_reads_only_the_seats_the_tree_backs_up() -> None:
    """judge=own: a player's value is tanh of its own value alone; with a tree of one move only
    the mover's value is asked for."""
    asked: list[int] = []

    class WatchedAI(NimAI):
        def value(self, state: State, player: int) -> float:
            asked.append(player)
            return 3.0 if player == 0 else -1.0

    game = with_ai(Nim, WatchedAI)(pile=5)
    state = game.new_state(2, 1)
    values = Normaliser(game, 2, judge="own").values(state)
    assert values == pytest.approx([0.5 + 0.5 * math.tanh(3 / 2), 0.5 - 0.5 * math.tanh(1 / 2)])
    asked.clear()
    MCTSAgent(seed=1, iterations=20, horizon=1, judge="own").search(state)
    assert asked and set(asked) == {0}
