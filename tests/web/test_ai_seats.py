"""The AI seats: their effort is capped by the server, and one slow seat stalls no other table."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from realmkit.core import Action, State
from realmkit.core import agent as base
from realmkit.web.app import create_app
from realmkit.web.limits import Limits

from .conftest import NO_PAUSE, wait_for


@pytest.mark.parametrize(("seat", "words"), [
    ("mcts(iterations=100000000000000000000)", "at most 4 times (realmkit serve --ai-effort)"),
    ("mcts(time=3600)", "at most 10 (realmkit serve --ai-seconds)"),
    ("fr-expert(plan=32,samples=48,budget=5000)", "asks 8 times the default effort of fr-expert"),
    ("fr-expert(budget=0)", "effort without a cap"),
    ("openspiel-mcts(iterations=3000,rollouts=2)", "asks 6 times"),
])
def test_an_ai_seat_asking_more_than_the_server_allows_is_refused(client: TestClient, seat: str,
                                                                   words: str) -> None:
    if seat.startswith("openspiel"):
        pytest.importorskip("pyspiel")
    answer = client.post("/api/tables", json={"game": "fantasy-realms", "seats": ["human", seat, "random"]})
    assert answer.status_code == 400 and words in answer.json()["error"], answer.text
    assert answer.json()["error"].startswith("seat 1: ")
    assert client.get("/api/tables").json() == {"open": [], "playing": []}


def test_the_cap_is_the_server_s_own(tmp_path: Path) -> None:
    seats = ["human", "mcts(iterations=8000)", "fr-expert(samples=48,plan=32)"]
    app = create_app(f"sqlite:///{tmp_path / 'db.sqlite3'}", Limits(pause=0.0, ai_effort=8.0))
    with TestClient(app) as client:
        assert client.post("/api/tables", json={"game": "fantasy-realms", "seats": seats}).status_code == 200
        assert client.get("/api/games").json()["limits"] == {"ai_effort": 8.0, "ai_seconds": 10.0}
        seats[1] = "mcts(iterations=8001)"
        refused = client.post("/api/tables", json={"game": "fantasy-realms", "seats": seats})
        assert refused.status_code == 400 and "at most 8 times" in refused.json()["error"]


class Spinner(base.Agent):
    """An agent that keeps a processor busy until it is let go, then plays the first legal action."""

    name = "spinner"
    go = threading.Event()
    thinking = threading.Event()

    def act(self, state: State) -> Action:
        Spinner.thinking.set()
        while not Spinner.go.is_set():
            sum(range(1000))
        return state.legal_actions()[0]


@pytest.fixture
def spinner(monkeypatch: pytest.MonkeyPatch) -> Iterator[type[Spinner]]:
    monkeypatch.setitem(base._AGENTS, "spinner", Spinner)
    Spinner.go.clear()
    Spinner.thinking.clear()
    yield Spinner
    Spinner.go.set()


def test_a_seat_thinking_for_long_stalls_neither_the_server_nor_other_tables(
        client: TestClient, spinner: type[Spinner]) -> None:
    slow = client.post("/api/tables", json={"game": "realm-classic", "seats": ["spinner", "random"]}).json()
    assert spinner.thinking.wait(10)
    fast = client.post("/api/tables", json={"game": "realm-classic(max_turns=6)",
                                            "seats": ["random", "random"]}).json()
    wait_for(lambda: client.get(f"/api/tables/{fast['table']}").json()["over"], 30)
    start = time.monotonic()
    for _ in range(20):
        assert client.get("/api/tables").status_code == 200
    assert time.monotonic() - start < 5
    assert client.get(f"/api/tables/{slow['table']}").json()["moves"] == 0
    spinner.go.set()
    wait_for(lambda: client.get(f"/api/tables/{slow['table']}").json()["moves"] >= 2)


def test_an_ai_seat_thinks_outside_the_event_loop(db_url: str, spinner: type[Spinner]) -> None:
    """The agent's move runs in a thread of the runner's own pool, never in the loop's thread."""
    threads: list[str] = []
    original = Spinner.act

    def record(self: Spinner, state: State) -> Action:
        threads.append(threading.current_thread().name)
        return original(self, state)

    spinner.go.set()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Spinner, "act", record)
        with TestClient(create_app(db_url, NO_PAUSE)) as client:
            table = client.post("/api/tables", json={"game": "realm-classic(max_turns=2)",
                                                     "seats": ["spinner", "spinner"]}).json()["table"]
            wait_for(lambda: client.get(f"/api/tables/{table}").json()["over"])
    assert threads and all(name.startswith("realmkit-ai") for name in threads)
