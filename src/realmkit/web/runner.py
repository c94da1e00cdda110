"""The AI seats: when an agent's seat is to move, after a short pause so that people can follow
it, it thinks in a thread of the runner's own pool (never on the event loop, never queued behind
the database's work), and its action is committed like any other from that same thread.

A commit that fails because the database is unavailable is tried again, with growing waits,
until the database is back: a table of AI seats resumes by itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy.exc import DBAPIError
from starlette.concurrency import run_in_threadpool

from realmkit.core import Action, State
from realmkit.web import ending
from realmkit.web.service import TableService
from realmkit.web.tables import Table

log = logging.getLogger("realmkit.web")
THINKERS = 32
"""Agents thinking at once; each move's effort is bounded by the server's limits."""
RETRY_SECONDS = (0.2, 5.0)
"""The first and the longest wait before a failed commit is tried again."""
TICK = 0.25
"""Seconds between two looks at the clocks of the tables in play."""


class SeatRunner:
    """One task per table whose agent is to move; `kick` starts it when needed."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.pause = service.limits.pause
        self.tasks: dict[str, asyncio.Task[None]] = {}
        self.thinkers = ThreadPoolExecutor(THINKERS, thread_name_prefix="realmkit-ai")
        self.clocks: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start watching the clocks (on the running event loop)."""
        self.clocks = asyncio.get_running_loop().create_task(self._watch())

    async def _watch(self) -> None:
        """Every TICK, a seat to move whose time is out is gone (replaced by an AI or the table ends)."""
        while True:
            await asyncio.sleep(TICK)
            await self._tick()

    async def _tick(self) -> None:
        """One look at every clock; its own frame, so that no table stays referenced between
        ticks (a finished table leaves memory even when it was the last one looked at)."""
        for table in list(self.service.tables.values()):
            seat = table.to_move()
            left = table.seconds_left(seat) if seat is not None else None
            if seat is None or left is None or left > 0:
                continue
            try:
                await run_in_threadpool(ending.time_out, self.service, table, seat)
            except DBAPIError as error:
                log.warning("table %s: the database is unavailable (%s); its clock waits",
                            table.id, error.orig)
                continue
            except Exception:
                log.exception("table %s: the end of seat %s's time failed", table.id, seat)
                continue
            self.kick(table)

    def kick(self, table: Table) -> None:
        to_move = table.to_move()
        if to_move is None or to_move not in table.agents:
            return
        task = self.tasks.get(table.id)
        if task is None or task.done():
            self.tasks[table.id] = asyncio.get_running_loop().create_task(self._play(table))

    async def _play(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                to_move = table.to_move()
                if to_move is None or to_move not in table.agents:
                    return
                await asyncio.sleep(self.pause)
                state = table.state
                try:
                    unsaved = await loop.run_in_executor(self.thinkers, self._move, table, to_move, state)
                    if unsaved is not None:
                        await self._commit(table, unsaved, state)
                except Exception:
                    log.exception("table %s: the move of seat %s failed; the table waits", table.id, to_move)
                    return
        finally:
            if self.tasks.get(table.id) is asyncio.current_task():
                del self.tasks[table.id]

    def _move(self, table: Table, seat: int, state: State) -> Action | None:
        """In a thinker thread: the agent's action in `state`, played and committed there too
        (one hop off the event loop a move); the action if the database was unavailable."""
        action = table.agents[seat].act(state.clone())
        try:
            self.service.play(table, action, state)
        except DBAPIError as error:
            log.warning("table %s: the database is unavailable (%s); trying again in %.1f s",
                        table.id, error.orig, RETRY_SECONDS[0])
            return action
        return None

    async def _commit(self, table: Table, action: Action, state: State) -> None:
        """Commit the agent's action once the database is back, trying again with growing waits."""
        wait, longest = RETRY_SECONDS
        while True:
            await asyncio.sleep(wait)
            wait = min(longest, wait * 2)
            try:
                await run_in_threadpool(self.service.play, table, action, state)
                return
            except DBAPIError as error:
                log.warning("table %s: the database is unavailable (%s); trying again in %.1f s",
                            table.id, error.orig, wait)

    async def stop(self) -> None:
        if self.clocks is not None:
            self.clocks.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.clocks
        tasks = list(self.tasks.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self.tasks.clear()
        self.thinkers.shutdown(wait=False, cancel_futures=True)
