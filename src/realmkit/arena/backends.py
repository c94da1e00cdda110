"""Where tournament games are played: in this process, a local process pool, or a Ray cluster.

Every back-end plays the same games (a game is fixed by its task) and the results are put back
in game order, so the choice changes the speed only.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
from collections.abc import Callable
from functools import partial
from typing import Any

from realmkit.arena.tasks import GameOutcome, GameTask, play_task
from realmkit.core import Game, GameStringError

BACKENDS = ("process", "ray")


def default_workers() -> int:
    return os.cpu_count() or 1


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


def _ignore_interrupt() -> None:
    """Workers leave Ctrl-C to the main process, which stops them all at once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run_pool(
    game: Game, players: list[str], tasks: list[GameTask], workers: int,
    report: Callable[[int, int], None],
) -> list[GameOutcome]:
    """Play the tasks in a pool of worker processes; on Ctrl-C or any error the workers are
    terminated at once, not left to finish their games."""
    outcomes: list[GameOutcome] = []
    pool = multiprocessing.Pool(min(workers, len(tasks)), _ignore_interrupt)
    try:
        for outcome in pool.imap_unordered(partial(play_task, game, players), tasks):
            outcomes.append(outcome)
            report(len(outcomes), len(tasks))
        pool.close()
    finally:
        pool.terminate()
        pool.join()
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
