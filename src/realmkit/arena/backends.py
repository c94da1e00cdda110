"""Where tournament games are played: in this process, a local process pool, or a Ray cluster.

Every back-end plays the same games (a game is fixed by its task) and the results are put back
in game order, so the choice changes the speed only.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import TYPE_CHECKING, Any

from realmkit.arena.match import play_match
from realmkit.core import Game, GameStringError

if TYPE_CHECKING:
    from realmkit.arena.tournament import GameOutcome, GameTask

BACKENDS = ("process", "ray")


def default_workers() -> int:
    return os.cpu_count() or 1


def play_task(game: Game, players: list[str], task: GameTask) -> GameOutcome:
    """Play one tournament game; runs wherever the back-end sends it (the game goes by pickle)."""
    from realmkit.arena.tournament import GameOutcome

    result = play_match(game, [players[a] for a in task.seating], task.seed)
    return GameOutcome(task.index, task.seed, task.seating, tuple(result.scores), tuple(result.returns),
                       result.length)


def run_games(
    game: Game,
    players: list[str],
    tasks: list[GameTask],
    workers: int,
    backend: str,
    address: str | None,
    progress: Callable[[int, int], None] | None,
) -> list[GameOutcome]:
    """Play every task and return the outcomes in task order."""
    if backend not in BACKENDS:
        raise GameStringError(f"unknown back-end {backend!r}; back-ends: {', '.join(BACKENDS)}")
    if workers < 1:
        raise GameStringError(f"workers must be at least 1, not {workers}")
    report = progress or (lambda done, total: None)
    if backend == "ray":
        outcomes = _run_ray(game, players, tasks, address, report)
    elif workers == 1 or len(tasks) == 1:
        outcomes = []
        for task in tasks:
            outcomes.append(play_task(game, players, task))
            report(len(outcomes), len(tasks))
    else:
        outcomes = _run_pool(game, players, tasks, workers, report)
    return sorted(outcomes, key=lambda o: o.index)


def _run_pool(
    game: Game, players: list[str], tasks: list[GameTask], workers: int,
    report: Callable[[int, int], None],
) -> list[GameOutcome]:
    outcomes: list[GameOutcome] = []
    with ProcessPoolExecutor(max_workers=min(workers, len(tasks))) as pool:
        pending = {pool.submit(play_task, game, players, task) for task in tasks}
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                outcomes.append(future.result())
            report(len(outcomes), len(tasks))
    return outcomes


def _run_ray(
    game: Game, players: list[str], tasks: list[GameTask], address: str | None,
    report: Callable[[int, int], None],
) -> list[GameOutcome]:
    try:
        import ray
    except ImportError:
        raise GameStringError(
            "the ray back-end needs Ray: pip install 'realmkit[dist]'"
        ) from None
    started = not ray.is_initialized()
    if started:
        ray.init(address=address, logging_level=logging.ERROR, log_to_driver=False)
    try:
        remote: Any = ray.remote(play_task)
        shared = ray.put(game)
        pending = [remote.remote(shared, players, task) for task in tasks]
        outcomes: list[GameOutcome] = []
        while pending:
            finished, pending = ray.wait(pending, num_returns=1)
            outcomes.extend(ray.get(finished))
            report(len(outcomes), len(tasks))
        return outcomes
    finally:
        if started:
            ray.shutdown()
