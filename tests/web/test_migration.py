"""Revision 0003 keeps every saved table: a database at 0002, with a table in play and a
finished one, brought to the head is played on and read back (SQLite, and PostgreSQL when
Debian's is installed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from fastapi.testclient import TestClient
from sqlalchemy import text

import realmkit
from realmkit.web.app import create_app
from realmkit.web.db import MIGRATIONS, hash_token, make_engine

from . import test_durability
from .conftest import NO_PAUSE

postgres = test_durability.postgres


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new SQLite file, or the database of a throwaway PostgreSQL server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    return request.getfixturevalue("postgres").url


def moves(game: str, seed: int, count: int | None) -> list[str]:
    """The first `count` moves (all, if None) of a game played by its first legal actions."""
    state = realmkit.load(game).new_state(2, seed)
    played: list[str] = []
    while not state.is_terminal() and (count is None or len(played) < count):
        action = state.legal_actions()[0]
        played.append(str(action))
        state.apply(action)
    return played


def save_at_0002(url: str) -> None:
    """Two tables as revision 0002 saved them: one in play (4 moves), one finished."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with make_engine(url).begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0002")
        for table, game, finished in (("playing", "realm", False), ("done", "realm(max_turns=2)", True)):
            ended = "2026-01-02T04:00:00+00:00" if finished else None
            connection.execute(text("INSERT INTO tables (id, game, seed, seats, created, finished, ended) "
                                    "VALUES (:id, :game, '9', :seats, '2026-01-02T03:04:05+00:00', "
                                    ":finished, :ended)"),
                               {"id": table, "game": game, "seats": json.dumps(["human", "human"]),
                                "finished": finished, "ended": ended})
            for seat in (0, 1):
                connection.execute(text("INSERT INTO seats (table_id, seat, token_hash) VALUES (:t, :s, :h)"),
                                   {"t": table, "s": seat, "h": hash_token(f"{table}-token-{seat}")})
            for number, action in enumerate(moves(game, 9, None if finished else 4)):
                connection.execute(text("INSERT INTO moves (table_id, number, action) VALUES (:t, :n, :a)"),
                                   {"t": table, "n": number, "a": action})


def test_tables_saved_at_0002_are_played_on_and_read_back_at_the_head(url: str) -> None:
    save_at_0002(url)
    with TestClient(create_app(url, NO_PAUSE)) as client:
        view = client.get("/api/tables/playing", params={"token": "playing-token-0"}).json()
        assert view["moves"] == 4 and view["log"][0]["action"] == moves("realm", 9, 1)[0]
        assert view["seats"][0] == {"seat": 0, "player": "human", "open": False, "name": None, "status": None,
                                    "clock": None}
        assert view["private"] is False and view["clock"] is None and view["chat"] == []
        assert [entry["table"] for entry in client.get("/api/tables").json()["playing"]] == ["playing"]
        move = {"token": "playing-token-0", "action": view["legal_actions"][0]}
        assert client.post("/api/tables/playing/actions", json=move).json()["moves"] == 5
        line = {"token": "playing-token-1", "text": "still here"}
        said = client.post("/api/tables/playing/chat", json=line)
        assert said.status_code == 200
        done = client.get("/api/tables/done").json()
        assert done["over"] and done["result"]["ranks"]
        assert client.get("/api/tables/done/record").json()["actions"] == moves("realm(max_turns=2)", 9, None)
        assert [entry["table"] for entry in client.get("/api/archive").json()["tables"]] == ["done"]
    with TestClient(create_app(url, NO_PAUSE)) as client:
        again = client.get("/api/tables/playing", params={"token": "playing-token-1"}).json()
        assert again["moves"] == 5 and [m["text"] for m in again["chat"]] == ["still here"]
