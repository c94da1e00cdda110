"""Playing one game between agents, the unit every simulation and tournament is made of."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from realmkit.core import Game, GameStringError
from realmkit.core.agent import Agent, make_agent
from realmkit.core.record import GameRecord


@dataclass(frozen=True)
class MatchResult:
    """The outcome of one game: its record, scores, returns, number of actions and the labels
    of its `outcome_groups`."""

    record: GameRecord
    scores: list[float]
    returns: list[float]
    length: int
    groups: tuple[str, ...] = ()


def check_player_count(game: Game, count: int, source: str = "") -> None:
    """Refuse a number of players the game does not allow; `source` says where it came from."""
    low, high = game.player_range()
    if not low <= count <= high:
        allowed = str(low) if low == high else f"{low}-{high}"
        raise GameStringError(f"{game} is played by {allowed} players, not {count}{source}")


def agent_seed(seed: int, seat: int) -> int:
    """The seed of the agent in `seat` of the game played with `seed`: fixed, and its own."""
    return random.Random(f"agent:{seed}:{seat}").getrandbits(63)


def play_match(game: Game, players: Sequence[str | Agent], seed: int) -> MatchResult:
    """Play one game to its end; player specs become agents seeded from `seed` and the seat."""
    agents = [
        make_agent(p, agent_seed(seed, seat)) if isinstance(p, str) else p
        for seat, p in enumerate(players)
    ]
    state = game.new_state(len(agents), seed)
    while not state.is_terminal():
        action = agents[state.current_player()].act(state)
        state.apply(action)
        for agent in agents:
            agent.observe(state, action)
    names = [p if isinstance(p, str) else str(p) for p in players]
    return MatchResult(GameRecord.of(state, names), state.scores(), state.returns(), len(state.history),
                       state.outcome_groups())


def ranks(returns: Sequence[float]) -> list[int]:
    """Each player's place, 1 for the best; tied players share the better place."""
    return [1 + sum(other > mine for other in returns) for mine in returns]


class Tally:
    """Results of games added one at a time, so that a summary of any number of games holds
    per-seat sums only, never the games' records."""

    def __init__(self, cooperative: bool = False) -> None:
        self.cooperative = cooperative
        self.games = 0
        self.length = 0
        self.wins: list[float] = []
        self.score_sums: list[float] = []
        self.rank_sums: list[int] = []
        self.groups: dict[str, dict[str, Any]] = {}

    def add(self, result: MatchResult) -> None:
        """Count one game. A tie at the top shares the win; in a cooperative game a win is a
        game the team won (every seat ties, won or lost)."""
        seats = len(result.scores)
        if not self.games:
            self.wins, self.score_sums, self.rank_sums = [0.0] * seats, [0.0] * seats, [0] * seats
        places = ranks(result.returns)
        won = ([1.0 if r > 0 else 0.0 for r in result.returns] if self.cooperative
               else [1 / places.count(1) if place == 1 else 0.0 for place in places])
        for seat in range(seats):
            self.score_sums[seat] += result.scores[seat]
            self.rank_sums[seat] += places[seat]
            self.wins[seat] += won[seat]
        for label in result.groups:
            group = self.groups.setdefault(label, {"games": 0, "wins": [0.0] * seats})
            group["games"] += 1
            group["wins"] = [w + x for w, x in zip(group["wins"], won, strict=True)]
        self.games += 1
        self.length += result.length

    def summary(self) -> dict[str, Any]:
        """Per seat: wins, win rate, mean score and rank; the mean length; where the games have
        `outcome_groups`, the games and each seat's wins per label too."""
        n = self.games
        summary: dict[str, Any] = {
            "games": n,
            "seats": [
                {"wins": wins, "win_rate": wins / n, "mean_score": score / n, "mean_rank": rank / n}
                for wins, score, rank in zip(self.wins, self.score_sums, self.rank_sums, strict=True)
            ],
            "mean_length": self.length / n,
        }
        if self.groups:
            summary["groups"] = {label: group | {"win_rate": [w / group["games"] for w in group["wins"]]}
                                 for label, group in sorted(self.groups.items())}
        return summary


def summarize_matches(results: Iterable[MatchResult], cooperative: bool = False) -> dict[str, Any]:
    """The `Tally` summary of `results`."""
    tally = Tally(cooperative)
    for result in results:
        tally.add(result)
    return tally.summary()
