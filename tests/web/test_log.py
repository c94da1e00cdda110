"""The log each seat reads: who moved, and the move as `notation_seen_by` wrote it for that
seat in the state it was played in; the same after a restart, in replays and for spectators."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

import realmkit
from realmkit.core import Action
from realmkit.web.app import create_app

from .conftest import NO_PAUSE, wait_for

GAME = "realm-classic(max_turns=3)"


@pytest.fixture
def masked(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Realm Classic as if its notation named something hidden: each viewer's text names the
    viewer and the number of moves before it, so where and when it was written shows."""
    state_class = type(realmkit.load(GAME).new_state(2, 0))

    def seen_by(self: object, action: Action, viewer: int | None) -> str:
        return f"{action} #{len(self.history)} for {viewer}"  # type: ignore[attr-defined]

    monkeypatch.setattr(state_class, "_notation_seen_by", seen_by)
    yield


def expected(actions: list[str], movers: list[int], viewer: int | None) -> list[dict]:
    return [{"seat": seat, "action": f"{action} #{n} for {viewer}"}
            for n, (action, seat) in enumerate(zip(actions, movers, strict=True))]


def test_each_seat_and_spectator_reads_its_own_log_naming_who_moved(db_url: str, masked: None) -> None:
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        made = client.post("/api/tables", json={"game": GAME, "seats": ["human", "human"]}).json()
        table, tokens = made["table"], made["tokens"]
        actions, movers = [], []
        with client.websocket_connect(f"/ws/tables/{table}") as spectator:
            for _ in range(4):
                spectator.receive_json()
                view = client.get(f"/api/tables/{table}").json()
                seat = view["to_move"]
                mine = client.get(f"/api/tables/{table}", params={"token": tokens[str(seat)]}).json()
                actions.append(mine["legal_actions"][0])
                movers.append(seat)
                move = {"token": tokens[str(seat)], "action": actions[-1]}
                client.post(f"/api/tables/{table}/actions", json=move)
            assert spectator.receive_json()["log"] == expected(actions, movers, None)
        for seat in (0, 1):
            log = client.get(f"/api/tables/{table}", params={"token": tokens[str(seat)]}).json()["log"]
            assert log == expected(actions, movers, seat)
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        for seat in (0, 1):
            log = client.get(f"/api/tables/{table}", params={"token": tokens[str(seat)]}).json()["log"]
            assert log == expected(actions, movers, seat), "the log rebuilt on restore differs"
        assert client.get(f"/api/tables/{table}").json()["log"] == expected(actions, movers, None)


def test_a_replay_shows_the_spectator_s_log(client: TestClient, masked: None) -> None:
    table = client.post("/api/tables", json={"game": GAME, "seats": ["random", "random"]}).json()["table"]
    final = wait_for(lambda: (view := client.get(f"/api/tables/{table}").json())["over"] and view)
    record = client.get(f"/api/tables/{table}/record").json()
    movers = [entry["seat"] for entry in final["log"]]
    assert final["log"] == expected(record["actions"], movers, None)
    step = client.get(f"/api/tables/{table}/replay/3").json()
    assert step["log"] == expected(record["actions"], movers, None)[:3]
