"""Tournaments: seatings, seeds, standings, and the same results for any number of workers."""

from __future__ import annotations

import pytest
from toy_games import Nim, ThreeWay, Together

from realmkit.arena.match import play_match
from realmkit.arena.stats import bradley_terry, wilson_interval
from realmkit.arena.tournament import GameOutcome, game_seed, rank, run_tournament, seatings
from realmkit.core import GameStringError


def test_two_agents_swap_seats() -> None:
    assert seatings(2, 2) == [(0, 1), (1, 0)]


def test_three_agents_two_seats_play_every_ordered_pairing() -> None:
    assert sorted(seatings(3, 2)) == sorted((a, b) for a in range(3) for b in range(3) if a != b)


def test_every_agent_sits_in_every_seat_equally_often() -> None:
    for agents, seats in ((2, 3), (3, 3), (4, 3), (2, 4), (5, 2)):
        order = seatings(agents, seats)
        for seat in range(seats):
            counts = [sum(1 for s in order if s[seat] == a) for a in range(agents)]
            assert len(set(counts)) == 1, (agents, seats, counts)


def test_game_seeds_depend_on_the_tournament_seed_and_the_index() -> None:
    assert game_seed(1, 0) == game_seed(1, 0)
    assert len({game_seed(1, i) for i in range(100)} | {game_seed(2, i) for i in range(100)}) == 200


def test_games_are_the_matches_their_tasks_describe() -> None:
    game = Nim(pile=13)
    result = run_tournament(game, ["random", "greedy"], games=6, seed=9)
    assert [o.seating for o in result.outcomes] == [(0, 1), (1, 0)] * 3
    for outcome in result.outcomes:
        names = [result.players[a] for a in outcome.seating]
        again = play_match(game, names, outcome.seed)
        assert outcome.seed == game_seed(9, outcome.index)
        assert list(outcome.returns) == again.returns


def test_results_are_the_same_for_any_number_of_workers() -> None:
    game = Nim(pile=15)
    players = ["random", "greedy", "mcts(iterations=20)"]
    one = run_tournament(game, players, games=12, seed=3, workers=1)
    two = run_tournament(game, players, games=12, seed=3, workers=2)
    assert one == two
    other_seed = run_tournament(game, players, games=12, seed=4, workers=1)
    assert [o.seed for o in other_seed.outcomes] != [o.seed for o in one.outcomes]


def test_progress_is_reported_for_every_game() -> None:
    seen: list[tuple[int, int]] = []
    run_tournament(Nim(pile=7), ["random", "random"], games=5, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(i, 5) for i in range(1, 6)]


def test_standings_count_wins_draws_ranks_and_scores() -> None:
    outcomes = [
        GameOutcome(0, 1, (0, 1), (3.0, 1.0), (1.0, -1.0), 5),
        GameOutcome(1, 2, (1, 0), (2.0, 2.0), (0.0, 0.0), 5),
        GameOutcome(2, 3, (0, 1), (0.0, 4.0), (-1.0, 1.0), 5),
        GameOutcome(3, 4, (1, 0), (0.0, 5.0), (-1.0, 1.0), 5),
    ]
    a, b = rank(Nim(), ["a", "b"], outcomes)
    assert (a.games, a.wins, a.win_rate) == (4, 2.5, 0.625)
    assert (b.wins, b.mean_score) == (1.5, 1.75)
    assert a.mean_rank == pytest.approx((1 + 1 + 2 + 1) / 4)
    assert a.rating > 1500 > b.rating
    assert a.ci_low < a.win_rate < a.ci_high


def test_three_player_ranks_and_shared_first_places() -> None:
    outcomes = [GameOutcome(0, 1, (0, 1, 2), (1.0, 1.0, 0.0), (0.5, 0.5, -1.0), 2)]
    a, b, c = rank(ThreeWay(), ["a", "b", "c"], outcomes)
    assert (a.wins, b.wins, c.wins) == (0.5, 0.5, 0.0)
    assert (a.mean_rank, b.mean_rank, c.mean_rank) == (1.0, 1.0, 3.0)


def test_cooperative_wins_are_team_wins() -> None:
    outcomes = [
        GameOutcome(0, 1, (0, 1), (3.0, 3.0), (1.0, 1.0), 2),
        GameOutcome(1, 1, (1, 0), (1.0, 1.0), (-1.0, -1.0), 2),
    ]
    a, b = rank(Together(), ["a", "b"], outcomes)
    assert (a.wins, b.wins) == (1.0, 1.0)


def test_fewer_agents_than_seats_fill_the_table_in_turn() -> None:
    """Each seat of a game counts as one game played by the agent in it."""
    result = run_tournament(ThreeWay(), ["random", "greedy"], games=6, seed=1)
    assert result.num_players == 3
    assert [o.seating for o in result.outcomes] == [
        (0, 1, 0), (1, 0, 0), (0, 0, 1), (1, 0, 1), (0, 1, 1), (1, 1, 0)
    ]
    assert [s.games for s in result.standings] == [9, 9]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": ["random", "nobody"]}, "unknown agent"),
        ({"games": 0}, "at least 1"),
        ({"num_players": 3}, "played by 2"),
        ({"workers": 0}, "workers"),
        ({"backend": "cloud"}, "back-end"),
    ],
)
def test_bad_requests_are_refused_clearly(kwargs: dict, message: str) -> None:
    arguments = {"players": ["random", "random"], "games": 2} | kwargs
    with pytest.raises(GameStringError, match=message):
        run_tournament(Nim(), **arguments)


def test_wilson_interval_matches_the_formula() -> None:
    low, high = wilson_interval(8, 10)
    assert (round(low, 4), round(high, 4)) == (0.4902, 0.9433)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)


def test_bradley_terry_orders_agents_and_is_finite_for_a_clean_sweep() -> None:
    ratings = bradley_terry([[0, 10, 10], [0, 0, 6], [0, 4, 0]])
    assert ratings[0] > ratings[1] > ratings[2]
    assert sum(ratings) / 3 == pytest.approx(1500)
    even = bradley_terry([[0, 5], [5, 0]], prior=0)
    assert even == pytest.approx([1500, 1500])
    three_to_one = bradley_terry([[0, 3], [1, 0]], prior=0)
    assert three_to_one[0] - three_to_one[1] == pytest.approx(400 * 0.47712125, abs=1e-3)


def test_a_tournament_game_leaves_what_the_process_keeps_out_of_the_collectors_reach() -> None:
    """Python's full collections read every object kept: after each game the tournament collects
    the game's garbage and freezes what is left, so that no later move pays for it."""
    import gc

    from realmkit.arena.tasks import GameTask, play_task

    gc.unfreeze()
    kept = [[i] for i in range(1000)]
    play_task(Nim(), ["random", "random"], GameTask(0, (0, 1), 5))
    assert gc.get_freeze_count() >= len(kept)
    gc.unfreeze()
