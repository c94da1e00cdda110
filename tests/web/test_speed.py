"""What keeps the server fast without giving anything up: a view sent to many sockets of one
seat is built once a change, and is never older than the table."""

from __future__ import annotations

import contextlib
import json

import pytest
from fastapi.testclient import TestClient

from realmkit.web.clock import Clock
from realmkit.web.tables import Table


def test_the_sockets_of_one_seat_share_a_view_built_once_a_change(
        client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    made = client.post("/api/tables", json={"game": "realm-classic", "seats": ["human", "human"]}).json()
    table, tokens = made["table"], made["tokens"]
    service = client.app.state.service
    built: list[int | None] = []
    view = Table.view

    def counted(self: Table, seat: int | None) -> dict[str, object]:
        built.append(seat)
        return view(self, seat)

    monkeypatch.setattr(Table, "view", counted)
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(client.websocket_connect(f"/ws/tables/{table}")) for _ in range(3)]
        first = [json.loads(socket.receive_text()) for socket in sockets]
        assert built == [None] and first[0] == first[1] == first[2]
        move = client.get(f"/api/tables/{table}", params={"token": tokens["0"]}).json()["legal_actions"][0]
        client.post(f"/api/tables/{table}/actions", json={"token": tokens["0"], "action": move})
        after = [socket.receive_json() for socket in sockets]
        assert after[0] == after[1] == after[2] == client.get(f"/api/tables/{table}").json()
        assert after[0]["log"] == [{"seat": 0, "action": move}]
        assert built.count(None) == 2 + 1  # once a change for the sockets, once for the GET
    assert service.tables[table].message(0)[0] != service.tables[table].message(None)[0]


def test_a_table_with_a_clock_builds_each_message_afresh(client: TestClient) -> None:
    """Its clocks count down between changes, so no message is kept."""
    made = client.post("/api/tables", json={"game": "realm-classic", "seats": ["human", "human"],
                                            "clock": {"speed": "real-time", "seconds": 300, "increment": 5}})
    table = client.app.state.service.tables[made.json()["table"]]
    assert table.clock == Clock(speed="real-time", seconds=300, increment=5)
    table.message(None)
    assert table.sent == {}
