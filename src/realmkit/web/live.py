"""Live table updates over a websocket: a seat's (or a spectator's) view now and after
every change, the last one once the game is over, and then the socket is closed. The sockets
of one seat share each view, built and encoded once (`Table.message`).

The socket only sends: moves are played through the API. A client that sends anything, text
or bytes, is answered with a close code and its reason.
"""

from __future__ import annotations

import asyncio
import contextlib

from fastapi import FastAPI, WebSocket
from sqlalchemy.exc import DBAPIError
from starlette.concurrency import run_in_threadpool
from starlette.websockets import WebSocketDisconnect

from realmkit.web.errors import WebError
from realmkit.web.service import TableService

FINISHED = 1000  # a normal close: the game is over and its last view was sent
UNSUPPORTED = 1003  # the client sent a message: this socket only sends
FORBIDDEN = 4403
NOT_FOUND = 4404
UNAVAILABLE = 1011
UNAVAILABLE_REASON = "the database is unavailable; try again shortly"
SENDS_ONLY = "this socket only sends views; play through POST /api/tables/ID/actions"


def install(app: FastAPI, service: TableService) -> None:
    """The route /ws/tables/{table_id}?token=..."""

    @app.websocket("/ws/tables/{table_id}")
    async def live(socket: WebSocket, table_id: str, token: str | None = None) -> None:
        """Sends the seat's view now and after every change of the table."""
        try:
            table = service.ready(table_id)
            if table is None:
                table = await run_in_threadpool(service.get, table_id)
            seat = table.seat_of(token)
        except WebError as error:
            await socket.close(FORBIDDEN if error.status == 403 else NOT_FOUND, str(error)[:120])
            return
        except DBAPIError:
            await socket.close(UNAVAILABLE, UNAVAILABLE_REASON)
            return
        await socket.accept()
        loop = asyncio.get_running_loop()
        changed = asyncio.Event()
        changed.set()

        def notify() -> None:
            loop.call_soon_threadsafe(changed.set)

        table.listeners.add(notify)
        reader = asyncio.ensure_future(socket.receive())
        try:
            while True:
                waiter = asyncio.ensure_future(changed.wait())
                done, _ = await asyncio.wait({reader, waiter}, return_when=asyncio.FIRST_COMPLETED)
                if reader in done:
                    waiter.cancel()
                    if reader.result()["type"] != "websocket.disconnect":
                        await socket.close(UNSUPPORTED, SENDS_ONLY)
                    return
                changed.clear()
                text, over = table.message(seat)
                await socket.send_text(text)
                if over:
                    await socket.close(FINISHED, "the game is over")
                    return
        except (WebSocketDisconnect, RuntimeError):  # the client went away while a view was sent
            return
        finally:
            table.listeners.discard(notify)
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, WebSocketDisconnect, RuntimeError):
                await reader
