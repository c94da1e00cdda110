"""The ASGI application: pages, the JSON API (OpenAPI at /docs) and live table updates.

Work that may wait on the database runs in worker threads (`run_in_threadpool`), and the AI
seats think in the runner's own threads, so the event loop only answers and sends.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable
from importlib import resources
from typing import Annotated, Any

from fastapi import FastAPI, Path, Query
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles
from starlette.concurrency import run_in_threadpool

from realmkit.core import load, specs
from realmkit.core.agent import agent_classes
from realmkit.web import archive, community, ending, errors, live, people, scorer
from realmkit.web.db import open_database
from realmkit.web.errors import WebError
from realmkit.web.limits import MAX_BODY, Limits
from realmkit.web.models import Answer, Claim, Count, Join, Move, NewTable, Say, Token
from realmkit.web.runner import SeatRunner
from realmkit.web.service import TableService
from realmkit.web.tables import Table

STATIC = resources.files("realmkit.web") / "static"


def create_app(db_url: str, limits: Limits | None = None) -> FastAPI:
    """The web service over the database at `db_url`, within `limits` (the defaults if None)."""
    service = TableService(open_database(db_url), limits or Limits())
    service.restore()
    runner = SeatRunner(service)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        for table in list(service.tables.values()):
            runner.kick(table)
        runner.start()
        yield
        await runner.stop()

    app = FastAPI(title="realmkit", summary="The Realm family of games at a browser table",
                  lifespan=lifespan, docs_url=None, redoc_url=None, responses=errors.RESPONSES)
    app.state.service = service
    app.state.runner = runner
    app.add_middleware(errors.BodyLimit, limit=MAX_BODY)
    errors.install(app)
    app.include_router(scorer.router)
    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")
    live.install(app, service)
    community.install(app, service)

    async def changed(token: str, work: Callable[..., Table], *args: object) -> dict[str, Any]:
        """Run `work` (it may wait on the database) on a table, start its AI seat if it is to
        move, and answer with the token's seat's new view."""
        table = await run_in_threadpool(work, *args)
        runner.kick(table)
        return table.view(table.seat_of(token))

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

    @app.get("/leaderboard", include_in_schema=False)
    async def leaderboard_page() -> FileResponse:
        return page("leaderboard.html")

    @app.get("/scorer", include_in_schema=False)
    async def scorer_page() -> FileResponse:
        return page("scorer.html")

    @app.get("/api/games")
    async def games() -> dict[str, Any]:
        """Every game with its options (those that read files are not settable here), the
        agents, and this server's limits on their effort."""
        return {
            "games": [
                {"id": s.id, "title": s.title, "min_players": s.min_players, "max_players": s.max_players,
                 "default_players": load(s.id).player_range()[0],
                 "summary": s.summary, "rules": s.rules, "cooperative": s.cooperative,
                 "hidden_information": s.hidden_information,
                 "options": [{"name": o.name, "default": o.default, "doc": o.doc, "allowed": o.allowed(),
                              "choices": o.choices} for o in s.options if not o.reads_file]}
                for s in specs()
            ],
            "agents": [{"name": name, "summary": cls.summary} for name, cls in agent_classes().items()
                       if name != "human"],
            "limits": {"ai_effort": service.limits.ai_effort, "ai_seconds": service.limits.ai_seconds},
        }

    @app.get("/api/tables")
    async def lobby() -> dict[str, list[dict[str, Any]]]:
        """Tables in play: open tables to join, the others to watch (finished ones: /api/archive)."""
        return service.lobby()

    @app.get("/api/archive")
    async def finished(
        offset: Annotated[Count, Query(ge=0)] = 0,
        limit: Annotated[Count, Query(ge=1, le=archive.MAX_PAGE)] = archive.PAGE,
    ) -> dict[str, Any]:
        """Finished games to replay, newest first, a page at a time."""
        return await run_in_threadpool(archive.page, service.sessions, offset, limit)

    @app.post("/api/tables")
    async def create(body: NewTable) -> dict[str, Any]:
        """A new table: the tokens of its human seats (those not left open), and each human
        seat's link (an invitation to an open seat; one's own seat on another device)."""
        player = people.player_of(body.name, body.key)
        table, tokens, links = await run_in_threadpool(
            service.create, body.game, body.seats, body.seed, body.open, player, body.private, body.clock,
            body.when_gone)
        runner.kick(table)
        return {"table": table.id, "tokens": tokens, "links": links}

    @app.get("/api/tables/{table_id}")
    async def view(table_id: str, token: str | None = None) -> dict[str, Any]:
        """The view of the seat whose token is given (no token: a spectator's)."""
        table = service.ready(table_id)
        if table is None:
            table = await run_in_threadpool(service.get, table_id)
        return table.view(table.seat_of(token))

    @app.get("/api/tables/{table_id}/components")
    async def components(table_id: str) -> dict[str, Any]:
        """The public pieces of the table's game (card texts, layouts, maps) the view draws."""
        table = await run_in_threadpool(service.get, table_id)
        return table.state.game.components()

    @app.post("/api/tables/{table_id}/actions")
    async def act(table_id: str, body: Move) -> dict[str, Any]:
        """Play an action for your seat; answered with your new view once it is saved."""
        return await changed(body.token, service.act, table_id, body.token, body.action)

    @app.post("/api/tables/{table_id}/join")
    async def join(table_id: str, body: Join) -> dict[str, Any]:
        """Take an open human seat of a table listed in the lobby: its token and link, given once."""
        player = people.player_of(body.name, body.key)
        token, link = await run_in_threadpool(service.join, table_id, body.seat, player)
        return {"table": table_id, "seat": body.seat, "token": token, "link": link}

    @app.post("/api/tables/{table_id}/claim")
    async def claim(table_id: str, body: Claim) -> dict[str, Any]:
        """Take the seat a link names (an invitation, or your seat from another device): a new
        token and a new link, given once; the seat's former token and link stop working."""
        player = people.player_of(body.name, body.key)
        return await run_in_threadpool(people.claim, service, table_id, body.link, player)

    @app.post("/api/tables/{table_id}/resign")
    async def resign(table_id: str, body: Token) -> dict[str, Any]:
        """Concede: the seat is taken by the table's AI player, or the table ends."""
        return await changed(body.token, ending.go, service, table_id, body.token, ending.RESIGNED)

    @app.post("/api/tables/{table_id}/leave")
    async def leave(table_id: str, body: Token) -> dict[str, Any]:
        """Leave the table: the seat is taken by the table's AI player, or the table ends."""
        return await changed(body.token, ending.go, service, table_id, body.token, ending.LEFT)

    @app.post("/api/tables/{table_id}/undo")
    async def ask_undo(table_id: str, body: Token) -> dict[str, Any]:
        """Take back your last move and the AI's since (at once against AI, else asked of the
        other people); refused with the reason past chance or hidden information."""
        return await changed(body.token, ending.ask_undo, service, table_id, body.token)

    @app.post("/api/tables/{table_id}/undo/answer")
    async def answer_undo(table_id: str, body: Answer) -> dict[str, Any]:
        """Accept or refuse the undo another person asks for."""
        return await changed(body.token, ending.answer_undo, service, table_id, body.token, body.accept)

    @app.post("/api/tables/{table_id}/chat")
    async def chat(table_id: str, body: Say) -> dict[str, Any]:
        """Write in the table's chat (a seat's token; plain text): the table's latest messages."""
        return {"chat": await run_in_threadpool(people.say, service, table_id, body.token, body.text)}

    @app.post("/api/tables/{table_id}/rematch")
    async def rematch(table_id: str, body: Token) -> dict[str, Any]:
        """Play a finished table again: the rematch's id and your seat's token and link in it."""
        seat = await run_in_threadpool(ending.rematch, service, table_id, body.token)
        made = service.tables.get(seat["table"])
        if made is not None:
            runner.kick(made)
        return seat

    @app.get("/api/tables/{table_id}/record")
    async def record(table_id: str) -> dict[str, Any]:
        """The JSON record of a finished game (seed included), as `realmkit replay` reads it."""
        table = await run_in_threadpool(service.get, table_id)
        if not table.over:
            raise WebError("the record is given once the game is over", 409)
        return table.record().to_dict()

    @app.get("/api/tables/{table_id}/replay/{step}")
    async def replay_step(table_id: str, step: Annotated[Count, Path(ge=0)]) -> dict[str, Any]:
        """A finished game after `step` actions, as a spectator saw it."""
        return await run_in_threadpool(archive.replay, service.sessions, table_id, step)

    return app
