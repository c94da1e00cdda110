"""One tournament game as a task a worker plays, and what the tournament keeps of it."""

from __future__ import annotations

import gc
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


def settle() -> None:
    """Between games: collect the garbage, then put everything the process still holds (the
    scorer's memory of hands, up to a million objects) out of the collector's reach. Python's
    full collections read every object kept: without this they took 300 ms on average and up
    to 807 ms in the middle of a move (docs/lab/ai-notebook.md, "every move under 500 ms"). What is frozen
    is still freed when no longer referenced; only the game's own cycles, collected here first,
    would otherwise outlive it."""
    gc.collect()
    gc.freeze()


def play_task(game: Game, players: list[str], task: GameTask) -> GameOutcome:
    """Play one tournament game, then `settle`; runs wherever the back-end sends it (the game
    goes by pickle)."""
    result = play_match(game, [players[a] for a in task.seating], task.seed)
    settle()
    return GameOutcome(task.index, task.seed, task.seating, tuple(result.scores), tuple(result.returns),
                       result.length)
