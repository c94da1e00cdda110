"""Finished games leave memory and the lobby; the database keeps them, listed a page at a time."""

from __future__ import annotations

import gc
import time
import weakref

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from realmkit.web.app import create_app
from realmkit.web.runner import TICK

from .conftest import NO_PAUSE, wait_for

GAME = "realm-classic(max_turns=2)"


def play_out(client: TestClient, table: str, tokens: dict[str, str]) -> dict:
    view = client.get(f"/api/tables/{table}").json()
    while not view["over"]:
        token = tokens[str(view["to_move"])]
        move = client.get(f"/api/tables/{table}", params={"token": token}).json()["legal_actions"][0]
        view = client.post(f"/api/tables/{table}/actions", json={"token": token, "action": move}).json()
    return view


def test_a_finished_game_leaves_memory_and_the_lobby_and_is_read_from_the_database(db_url: str) -> None:
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        service = client.app.state.service
        made = client.post("/api/tables", json={"game": GAME, "seats": ["human", "human"]}).json()
        table, tokens = made["table"], made["tokens"]
        alive = weakref.ref(service.tables[table])
        time.sleep(3 * TICK)  # the clocks' watcher looks at the table (it once kept the last one it saw)
        with client.websocket_connect(f"/ws/tables/{table}") as spectator:
            spectator.receive_json()
            final = play_out(client, table, tokens)
            while not (last := spectator.receive_json())["over"]:
                pass
            with pytest.raises(WebSocketDisconnect) as closed:
                spectator.receive_json()
        assert last == client.get(f"/api/tables/{table}").json() and closed.value.code == 1000
        gc.collect()
        assert alive() is None and table not in service.tables
        assert client.get("/api/tables").json() == {"open": [], "playing": []}
        assert client.get(f"/api/tables/{table}", params={"token": tokens[str(final["you"])]}).json() == final
        assert len(client.get(f"/api/tables/{table}/record").json()["actions"]) == final["moves"]
        assert client.get(f"/api/tables/{table}/replay/1").json()["log"] == final["log"][:1]
        again = client.post(f"/api/tables/{table}/actions", json={"token": tokens["0"], "action": "b2-b3"})
        assert again.status_code == 409 and "over" in again.json()["error"]
        with client.websocket_connect(f"/ws/tables/{table}") as late:
            assert late.receive_json() == final | {"you": None} == last
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        assert not client.app.state.service.tables
        assert client.get(f"/api/tables/{table}").json()["result"] == final["result"]


def test_ai_tables_leave_no_table_nor_task_behind_and_the_archive_pages_them(client: TestClient) -> None:
    tables = [client.post("/api/tables", json={"game": GAME, "seats": ["random", "random"]}).json()["table"]
              for _ in range(5)]
    for table in tables:
        wait_for(lambda table=table: client.get(f"/api/tables/{table}").json()["over"])
    wait_for(lambda: not client.app.state.runner.tasks)
    assert not client.app.state.service.tables
    first = client.get("/api/archive", params={"limit": 2}).json()
    assert first["total"] == 5 and len(first["tables"]) == 2
    pages = first["tables"] + client.get("/api/archive", params={"offset": 2, "limit": 3}).json()["tables"]
    assert sorted(entry["table"] for entry in pages) == sorted(tables)
    ended = [entry["ended"] for entry in pages]
    assert ended == sorted(ended, reverse=True)
    records = [client.get(f"/api/tables/{t}/record").json() for t in tables]
    assert {entry["moves"] for entry in pages} == {len(record["actions"]) for record in records}
    assert client.get("/api/archive", params={"limit": 101}).status_code == 422
