"""The AI seats: when an agent's seat is to move, it thinks in a worker thread, then its
action is committed like any other, after a short pause so that people can follow it."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from realmkit.web.tables import Table, TableService

log = logging.getLogger("realmkit.web")


class SeatRunner:
    """One task per table whose agent is to move; `kick` starts it when needed."""

    def __init__(self, service: TableService, pause: float) -> None:
        self.service = service
        self.pause = pause
        self.tasks: dict[str, asyncio.Task[None]] = {}

    def kick(self, table: Table) -> None:
        to_move = table.to_move()
        if to_move is None or to_move not in table.agents:
            return
        task = self.tasks.get(table.id)
        if task is None or task.done():
            self.tasks[table.id] = asyncio.get_running_loop().create_task(self._play(table))

    async def _play(self, table: Table) -> None:
        while True:
            to_move = table.to_move()
            if to_move is None or to_move not in table.agents:
                return
            await asyncio.sleep(self.pause)
            before = len(table.state.history)
            try:
                action = await asyncio.to_thread(table.agents[to_move].act, table.state.clone())
            except Exception:
                log.exception("table %s: the agent of seat %s failed; the table waits", table.id, to_move)
                return
            if len(table.state.history) != before:
                continue
            self.service.commit(table, action)

    async def stop(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        for task in self.tasks.values():
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self.tasks.clear()
