"""Where tournament games are played: in this process, a local process pool, or a Ray cluster.

Every back-end plays the same games (a game is fixed by its task) and the results are put back
in game order, so the choice changes the speed only.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import socket
from collections.abc import Callable
from functools import partial
from typing import Any

from realmkit.arena.tasks import GameOutcome, GameTask, play_task
from realmkit.core import Game, GameStringError, RealmkitError
from realmkit.core.files import cut, shorten, shown

BACKENDS = ("process", "ray")
MAX_WORKERS = 1024
"""More worker processes than this are refused: a pool that large only exhausts the machine."""
CONNECT_SECONDS = 5.0
"""How long a Ray cluster's address is tried before it is called unreachable."""


class BackendError(RealmkitError):
    """A back-end that cannot be used: Ray missing, or a cluster that cannot be reached."""


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
    if not 1 <= workers <= MAX_WORKERS:
        raise GameStringError(f"workers must be from 1 to {MAX_WORKERS}, not {workers}")
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


def _worker_signals() -> None:
    """Workers leave Ctrl-C to the main process, which stops them all at once, and end
    quietly when it terminates them (they are forked with its handlers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def _run_pool(
    game: Game, players: list[str], tasks: list[GameTask], workers: int,
    report: Callable[[int, int], None],
) -> list[GameOutcome]:
    """Play the tasks in a pool of worker processes; on Ctrl-C, a stop asked by a signal (the
    command line turns SIGTERM into one) or any error the workers are terminated at once, not
    left to finish their games and write to a pipe no one reads."""
    outcomes: list[GameOutcome] = []
    pool = multiprocessing.Pool(min(workers, len(tasks)), _worker_signals)
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
        raise BackendError("the ray back-end needs Ray: pip install 'realmkit[dist]'") from None
    started = not ray.is_initialized()
    if started:
        if address not in (None, "auto", "local"):
            reach(address)
        try:
            ray.init(address=address, logging_level=logging.ERROR, log_to_driver=False)
        except (ConnectionError, RuntimeError, ValueError, TimeoutError) as error:
            first = str(error).splitlines()[0] if str(error) else type(error).__name__
            where = address or "this computer"
            raise BackendError(f"cannot start or join Ray at {where}: {cut(first)}") from None
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


def reach(address: str) -> None:
    """Refuse at once a Ray address that is malformed or that nothing answers at (Ray itself
    waits minutes for an unreachable cluster)."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not (port.isascii() and port.isdigit() and 0 < int(port) < 65536):
        raise BackendError(f"--address {shorten(address)}: expected HOST:PORT (or ray://HOST:PORT), "
                           "e.g. 10.0.0.5:6379")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=CONNECT_SECONDS).close()
    except OSError as error:
        reason = "no answer" if isinstance(error, TimeoutError) else error.strerror or str(error)
        raise BackendError(f"cannot reach a Ray cluster at {shown(address)}: {reason}") from None
