"""Tournaments: every seating of the agents, seats rotated, results in game order.

Game i of a tournament with seed S is played with seed `game_seed(S, i)` by the seating
`seatings[i % len(seatings)]`; agents are seeded by `agent_seed` of match.py. A game's result
depends on nothing else, and results are gathered by index, so the same seed gives the same
tournament whatever the number of workers or the back-end.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from realmkit.arena.backends import run_games
from realmkit.arena.match import check_player_count, ranks
from realmkit.arena.stats import bradley_terry, wilson_interval
from realmkit.arena.tasks import GameOutcome, GameTask
from realmkit.core import Game, GameStringError
from realmkit.core.agent import make_agent, refuse_interactive

Progress = Callable[[int, int], None]


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of the tournament played with `seed`."""
    return random.Random(f"game:{seed}:{index}").getrandbits(63)


def seatings(num_agents: int, num_players: int) -> list[tuple[int, ...]]:
    """Every line-up of distinct agents, each in all its rotations, so that every agent sits in
    every seat equally often. With fewer agents than seats, the agents fill the table in turn,
    starting from each of them."""
    if num_agents >= num_players:
        lineups = list(itertools.combinations(range(num_agents), num_players))
    else:
        lineups = [tuple((j + i) % num_agents for i in range(num_players)) for j in range(num_agents)]
    result: list[tuple[int, ...]] = []
    for lineup in lineups:
        for r in range(num_players):
            rotation = lineup[r:] + lineup[:r]
            if rotation not in result:
                result.append(rotation)
    return result


@dataclass(frozen=True)
class Standing:
    """One agent's results: wins count shared first places (a draw of two is half a win each);
    in cooperative games a win is a game the team won. Ranks: 1 for the best, tied players
    share the better place. An agent in two seats of a game counts as two games."""

    agent: str
    games: int
    wins: float
    win_rate: float
    ci_low: float
    ci_high: float
    mean_score: float
    mean_rank: float
    rating: float


@dataclass(frozen=True)
class TournamentResult:
    game: str
    players: list[str]
    num_players: int
    seed: int
    outcomes: list[GameOutcome]
    standings: list[Standing]

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "num_players": self.num_players,
            "seed": self.seed,
            "standings": [asdict(s) for s in self.standings],
            "games": [asdict(o) for o in self.outcomes],
        }


def default_num_players(game: Game, num_agents: int) -> int:
    """As many seats as agents, within the numbers the game allows."""
    low, high = game.player_range()
    return min(max(num_agents, low), high)


def run_tournament(
    game: Game,
    players: Sequence[str],
    games: int,
    seed: int = 0,
    num_players: int | None = None,
    workers: int = 1,
    backend: str = "process",
    address: str | None = None,
    progress: Progress | None = None,
) -> TournamentResult:
    """Play `games` games between the agent specs `players` and rank them."""
    if len(players) < 1:
        raise GameStringError("a tournament needs at least one player")
    for spec in players:
        make_agent(spec)  # refuse a bad spec before any game is played
    refuse_interactive(list(players), "a tournament")
    if games < 1:
        raise GameStringError(f"the number of games must be at least 1, not {games}")
    seats = default_num_players(game, len(players)) if num_players is None else num_players
    check_player_count(game, seats)
    order = seatings(len(players), seats)
    tasks = [GameTask(i, order[i % len(order)], game_seed(seed, i)) for i in range(games)]
    outcomes = run_games(game, list(players), tasks, workers, backend, address, progress)
    standings = rank(game, list(players), outcomes)
    return TournamentResult(str(game), list(players), seats, seed, outcomes, standings)


def rank(game: Game, players: list[str], outcomes: list[GameOutcome]) -> list[Standing]:
    """Each agent's standing over the games, in the order the players were given."""
    k = len(players)
    cooperative = game.spec.cooperative
    played = [0] * k
    wins = [0.0] * k
    score_sum = [0.0] * k
    rank_sum = [0.0] * k
    pairwise = [[0.0] * k for _ in range(k)]
    for outcome in outcomes:
        returns = outcome.returns
        top = max(returns)
        first = sum(1 for r in returns if r == top)
        places = ranks(returns)
        for seat, agent in enumerate(outcome.seating):
            r = returns[seat]
            played[agent] += 1
            score_sum[agent] += outcome.scores[seat]
            if cooperative:
                wins[agent] += 1.0 if r > 0 else 0.0
            elif r == top:
                wins[agent] += 1.0 / first
            rank_sum[agent] += places[seat]
            for other_seat, other in enumerate(outcome.seating):
                if other != agent and not cooperative:
                    q = returns[other_seat]
                    pairwise[agent][other] += 1.0 if r > q else 0.5 if r == q else 0.0
    ratings = bradley_terry(pairwise)
    standings = []
    for i, name in enumerate(players):
        n = played[i]
        low, high = wilson_interval(wins[i], n)
        standings.append(Standing(
            agent=name,
            games=n,
            wins=wins[i],
            win_rate=wins[i] / n if n else 0.0,
            ci_low=low,
            ci_high=high,
            mean_score=score_sum[i] / n if n else 0.0,
            mean_rank=rank_sum[i] / n if n else 0.0,
            rating=ratings[i],
        ))
    return standings
