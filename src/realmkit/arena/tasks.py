"""One tournament game as a task a worker plays, and what the tournament keeps of it."""

from __future__ import annotations

from dataclasses import dataclass

from realmkit.arena.match import play_match
from realmkit.core import Game


@dataclass(frozen=True)
class GameTask:
    """One game to play: its index, the agent (by index) in each seat, and its seed."""

    index: int
    seating: tuple[int, ...]
    seed: int


@dataclass(frozen=True)
class GameOutcome:
    """What a tournament keeps of one game."""

    index: int
    seed: int
    seating: tuple[int, ...]
    scores: tuple[float, ...]
    returns: tuple[float, ...]
    length: int


def play_task(game: Game, players: list[str], task: GameTask) -> GameOutcome:
    """Play one tournament game; runs wherever the back-end sends it (the game goes by pickle)."""
    result = play_match(game, [players[a] for a in task.seating], task.seed)
    return GameOutcome(task.index, task.seed, task.seating, tuple(result.scores), tuple(result.returns),
                       result.length)
