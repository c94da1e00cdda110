"""The ASGI application: pages, the JSON API (OpenAPI at /docs) and live table updates."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from importlib import resources
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from realmkit.agents.base import agent_classes
from realmkit.core import RealmkitError, load, specs
from realmkit.core.record import replay
from realmkit.web import scorer
from realmkit.web.db import open_database
from realmkit.web.runner import SeatRunner
from realmkit.web.tables import TableService, WebError

STATIC = resources.files("realmkit.web") / "static"
MAX_BODY = 16 * 1024


class NewTable(BaseModel):
    game: str = Field(description="a game string, e.g. \"fantasy-realms(variant=chaos)\"")
    seats: list[str] = Field(description="per seat: \"human\" or an agent spec such as \"mcts\"")
    seed: int | None = Field(default=None, description="the game's seed; a fresh one when left out")
    open: list[int] = Field(default_factory=list, description="human seats left open for others to join")


class Move(BaseModel):
    token: str = Field(description="the token of your seat")
    action: str = Field(description="the action's notation, one of legal_actions")


class Join(BaseModel):
    seat: int = Field(description="an open human seat")


def create_app(db_url: str, pause: float = 0.6) -> FastAPI:
    """The web service over the database at `db_url`; agents wait `pause` seconds before moving."""
    service = TableService(open_database(db_url))
    service.restore()
    runner = SeatRunner(service, pause)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        for table in service.tables.values():
            runner.kick(table)
        yield
        await runner.stop()

    app = FastAPI(title="realmkit", summary="The Realm family of games at a browser table",
                  lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.service = service
    app.state.runner = runner
    app.include_router(scorer.router)
    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")

    @app.middleware("http")
    async def limit_body(request: Request, call_next: Any) -> Response:
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return JSONResponse({"error": f"request too large: at most {MAX_BODY} bytes"}, 413)
        return await call_next(request)

    @app.exception_handler(WebError)
    async def refused(_request: Request, error: WebError) -> JSONResponse:
        return JSONResponse({"error": str(error)}, error.status)

    @app.exception_handler(RealmkitError)
    async def bad_game(_request: Request, error: RealmkitError) -> JSONResponse:
        return JSONResponse({"error": str(error)}, 400)

    @app.exception_handler(RequestValidationError)
    async def malformed(_request: Request, error: RequestValidationError) -> JSONResponse:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"] if part != "body")
        return JSONResponse({"error": f"{where or 'body'}: {first['msg']}"}, 422)

    def page(name: str) -> FileResponse:
        return FileResponse(str(STATIC / name), media_type="text/html")

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return page("index.html")

    @app.get("/table/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return page("table.html")

    @app.get("/docs", include_in_schema=False)
    async def docs_page() -> FileResponse:
        """The API described from /openapi.json by a page of our own (no CDN)."""
        return page("docs.html")

    @app.get("/scorer", include_in_schema=False)
    async def scorer_page() -> FileResponse:
        return page("scorer.html")

    @app.get("/api/games")
    async def games() -> dict[str, Any]:
        """Every game with its options (those that read files are not settable here), and the agents."""
        return {
            "games": [
                {"id": s.id, "title": s.title, "min_players": s.min_players, "max_players": s.max_players,
                 "default_players": load(s.id).player_range()[0],
                 "summary": s.summary, "hidden_information": s.hidden_information,
                 "options": [{"name": o.name, "default": o.default, "doc": o.doc, "allowed": o.allowed(),
                              "choices": o.choices} for o in s.options if not o.reads_file]}
                for s in specs()
            ],
            "agents": [{"name": name, "summary": cls.summary} for name, cls in agent_classes().items()
                       if name != "human"],
        }

    @app.get("/api/tables")
    async def lobby() -> dict[str, list[dict[str, Any]]]:
        """Open tables to join, tables in play to watch, finished games to replay."""
        return service.lobby()

    @app.post("/api/tables")
    async def create(body: NewTable) -> dict[str, Any]:
        """A new table; the tokens of its human seats (those not left open)."""
        table, tokens = service.create(body.game, body.seats, body.seed, body.open)
        runner.kick(table)
        return {"table": table.id, "tokens": tokens}

    @app.get("/api/tables/{table_id}")
    async def view(table_id: str, token: str | None = None) -> dict[str, Any]:
        """The view of the seat whose token is given (no token: a spectator's)."""
        table = service.get(table_id)
        return table.view(table.seat_of(token))

    @app.post("/api/tables/{table_id}/actions")
    async def act(table_id: str, body: Move) -> dict[str, Any]:
        """Play an action for your seat; answered with your new view once it is saved."""
        table = service.act(table_id, body.token, body.action)
        runner.kick(table)
        return table.view(table.seat_of(body.token))

    @app.post("/api/tables/{table_id}/join")
    async def join(table_id: str, body: Join) -> dict[str, Any]:
        """Take an open human seat: its token, given once."""
        return {"table": table_id, "seat": body.seat, "token": service.join(table_id, body.seat)}

    @app.get("/api/tables/{table_id}/record")
    async def record(table_id: str) -> dict[str, Any]:
        """The JSON record of a finished game, as `realmkit replay` reads it."""
        table = service.get(table_id)
        if not table.state.is_terminal():
            raise WebError("the record is given once the game is over", 409)
        return table.record().to_dict()

    @app.get("/api/tables/{table_id}/replay/{step}")
    async def replay_step(table_id: str, step: int) -> dict[str, Any]:
        """A finished game after `step` actions, as a spectator saw it."""
        table = service.get(table_id)
        if not table.state.is_terminal():
            raise WebError("a game is replayed once it is over", 409)
        total = len(table.state.history)
        if not 0 <= step <= total:
            raise WebError(f"step: expected 0 to {total}")
        record = table.record()
        record.actions, record.scores = record.actions[:step], None
        state = replay(record)
        return {"step": step, "steps": total, "log": record.actions, "observation": state.observation(None),
                "spec": table.state.game.spec.id, "game": table.game_string, "to_move":
                None if state.is_terminal() else state.current_player(), "seats": table.seats}

    @app.websocket("/ws/tables/{table_id}")
    async def live(socket: WebSocket, table_id: str, token: str | None = None) -> None:
        """Sends the seat's view now and after every change of the table."""
        try:
            table = service.get(table_id)
            seat = table.seat_of(token)
        except WebError as error:
            await socket.close(code=4403 if error.status == 403 else 4404, reason=str(error))
            return
        await socket.accept()
        changed = asyncio.Event()
        changed.set()
        table.listeners.add(changed.set)
        try:
            reader = asyncio.ensure_future(socket.receive_text())
            while True:
                waiter = asyncio.ensure_future(changed.wait())
                done, _ = await asyncio.wait({reader, waiter}, return_when=asyncio.FIRST_COMPLETED)
                if reader in done:
                    waiter.cancel()
                    reader.result()
                    reader = asyncio.ensure_future(socket.receive_text())
                    continue
                changed.clear()
                await socket.send_json(table.view(seat))
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            table.listeners.discard(changed.set)
            reader.cancel()

    return app


