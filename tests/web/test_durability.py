"""Saved games: a server killed with SIGKILL loses no accepted move; PostgreSQL works as SQLite."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import random
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import urllib.error
from collections.abc import Iterator
from pathlib import Path

import pytest
import websockets.sync.client
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session, sessionmaker

from realmkit.web.app import create_app
from realmkit.web.db import MoveRow, open_database
from realmkit.web.errors import UNAVAILABLE
from realmkit.web.limits import Limits

from .conftest import NO_PAUSE, free_port, get, my_turn, post, serve, wait_for


def test_a_server_killed_at_any_moment_loses_no_accepted_move(tmp_path: Path) -> None:
    """(The same server first closes a websocket that sends it an oversized message.)"""
    db = tmp_path / "tables.sqlite3"
    server, url = serve(db, 0.05)
    made = post(url + "/api/tables", {"game": "realm-classic", "seats": ["human", "human"]})
    table, tokens = made["table"], made["tokens"]
    accepted: list[str] = []
    rng = random.Random(2)
    with websockets.sync.client.connect(f"{url.replace('http', 'ws')}/ws/tables/{table}") as socket:
        assert json.loads(socket.recv(timeout=5))["moves"] == 0
        socket.send("x" * 20000)
        with pytest.raises(websockets.exceptions.ConnectionClosed):
            socket.recv(timeout=5)

    def play() -> None:
        view = get(f"{url}/api/tables/{table}?token={tokens['0']}")
        try:
            while not view["over"]:
                seat = view["to_move"]
                mine = get(f"{url}/api/tables/{table}?token={tokens[str(seat)]}")
                move = rng.choice(mine["legal_actions"])
                view = post(f"{url}/api/tables/{table}/actions", {"token": tokens[str(seat)], "action": move})
                accepted.append(move)
        except (OSError, urllib.error.URLError, http.client.HTTPException):  # the kill cut an answer
            return

    player = threading.Thread(target=play)
    player.start()
    while len(accepted) < 25 and player.is_alive():
        player.join(0.01)
    assert len(accepted) >= 25, "the game ended before the server was killed"
    os.kill(server.pid, signal.SIGKILL)
    server.wait()
    player.join()
    server, url = serve(db, 0.05)
    try:
        log = get(f"{url}/api/tables/{table}")["log"]
    finally:
        server.terminate()
        server.wait(10)
    assert [entry["action"] for entry in log[: len(accepted)]] == accepted
    assert len(log) <= len(accepted) + 1


def run_as_postgres(command: list[str]) -> list[str]:
    """initdb refuses to run as root: run the server's commands as the `postgres` user then."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


class Postgres:
    """A throwaway PostgreSQL server on loopback, in a folder of its own, that a test may stop
    and start again."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin_dir = bin_dir
        self.folder = Path(tempfile.mkdtemp(prefix="realmkit-pg-"))
        self.folder.chmod(0o755)
        self.data = self.folder / "data"
        self.data.mkdir()
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres")
            shutil.chown(self.data, "postgres")
        self.port = free_port()
        self.url = f"postgresql+psycopg://realmkit@127.0.0.1:{self.port}/postgres"
        initdb = [str(bin_dir / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "realmkit"]
        subprocess.run(run_as_postgres(initdb), check=True, capture_output=True)

    def pg_ctl(self, *arguments: str) -> None:
        command = [str(self.bin_dir / "pg_ctl"), "-D", str(self.data), *arguments]
        subprocess.run(run_as_postgres(command), check=True, capture_output=True)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=on"
        self.pg_ctl("-o", options, "-w", "start", "-l", str(self.folder / "log"))

    def stop(self) -> None:
        """As a crash would: no connection is closed politely."""
        self.pg_ctl("-m", "immediate", "-w", "stop")

    def remove(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="module")
def postgres() -> Iterator[Postgres]:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        pytest.skip("Debian's postgresql is not installed (make test installs it)")
    server = Postgres(found[-1].parent)
    server.start()
    try:
        yield server
    finally:
        server.remove()


def test_tables_are_saved_in_postgresql_and_resumed(postgres: Postgres) -> None:
    with TestClient(create_app(postgres.url, NO_PAUSE)) as client:
        made = client.post("/api/tables", json={"game": "twelve-thieves", "seats": ["human", "random"],
                                                "seed": 4}).json()
        table, token = made["table"], made["tokens"]["0"]
        for _ in range(3):
            view = my_turn(client, table, token)
            move = {"token": token, "action": view["legal_actions"][0]}
            client.post(f"/api/tables/{table}/actions", json=move)
        bad = client.post(f"/api/tables/{table}/actions", json={"token": token, "action": "steal everything"})
        assert bad.status_code in (409, 422)
        before = my_turn(client, table, token)
    with TestClient(create_app(postgres.url, NO_PAUSE)) as client:
        assert client.get(f"/api/tables/{table}", params={"token": token}).json() == before


def saved_moves(url: str, table: str) -> list[tuple[int, str]]:
    with open_database(url)() as session:
        rows = session.execute(select(MoveRow.number, MoveRow.action).where(MoveRow.table_id == table)
                               .order_by(MoveRow.number))
        return [(number, action) for number, action in rows]


def test_with_the_database_down_and_back_tables_resume_by_themselves(postgres: Postgres) -> None:
    """A commit that fails leaves the table as it was; a human's move is refused with 503, and
    AI seats try again until the database is back, with no move lost or played twice."""
    with TestClient(create_app(postgres.url, Limits(pause=0.02))) as client:
        body = {"game": "realm-classic(max_turns=40)", "seats": ["random", "random"]}
        ai = client.post("/api/tables", json=body).json()["table"]
        made = client.post("/api/tables", json={"game": "realm-classic", "seats": ["human", "random"]}).json()
        table, token = made["table"], made["tokens"]["0"]
        wait_for(lambda: client.get(f"/api/tables/{ai}").json()["moves"] >= 3)
        postgres.stop()
        try:
            time.sleep(1.0)
            stalled = client.get(f"/api/tables/{ai}").json()
            view = client.get(f"/api/tables/{table}", params={"token": token}).json()
            move = {"token": token, "action": view["legal_actions"][0]}
            refused = client.post(f"/api/tables/{table}/actions", json=move)
            assert refused.status_code == 503 and refused.json() == {"error": UNAVAILABLE}
            assert client.get(f"/api/tables/{table}", params={"token": token}).json() == view
            time.sleep(0.5)
            assert client.get(f"/api/tables/{ai}").json() == stalled and not stalled["over"]
        finally:
            postgres.start()
        final = wait_for(lambda: (v := client.get(f"/api/tables/{ai}").json())["over"] and v, 60)
        assert client.post(f"/api/tables/{table}/actions", json=move).status_code == 200
    saved = saved_moves(postgres.url, ai)
    assert [number for number, _ in saved] == list(range(final["moves"]))
    assert [action for _, action in saved] == [entry["action"] for entry in final["log"]]


class CommitThenFail:
    """Sessions whose next transaction, once armed, is committed and then reported failed, as
    when the connection drops after the database committed."""

    def __init__(self, sessions: sessionmaker) -> None:
        self.sessions = sessions
        self.armed = threading.Event()

    def __call__(self) -> Session:
        return self.sessions()

    @contextlib.contextmanager
    def begin(self) -> Iterator[Session]:
        with self.sessions.begin() as session:
            yield session
        if self.armed.is_set():
            self.armed.clear()
            raise OperationalError("COMMIT", {}, ConnectionError("the connection dropped after the commit"))


def test_a_commit_whose_outcome_was_unknown_is_settled_from_the_database(db_url: str) -> None:
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        service = client.app.state.service
        sessions = service.sessions = service.commits.sessions = CommitThenFail(service.sessions)
        made = client.post("/api/tables", json={"game": "realm-classic", "seats": ["human", "human"]}).json()
        table, tokens = made["table"], made["tokens"]
        move = client.get(f"/api/tables/{table}", params={"token": tokens["0"]}).json()["legal_actions"][0]
        sessions.armed.set()
        answer = client.post(f"/api/tables/{table}/actions", json={"token": tokens["0"], "action": move})
        assert answer.status_code == 503
        view = client.get(f"/api/tables/{table}", params={"token": tokens["0"]}).json()
        assert view["log"] == [{"seat": 0, "action": move}] and move not in view["legal_actions"]
        again = client.post(f"/api/tables/{table}/actions", json={"token": tokens["0"], "action": move})
        assert again.status_code == 422 and saved_moves(db_url, table) == [(0, move)]
        ai = client.post("/api/tables", json={"game": "realm-classic(max_turns=6)",
                                             "seats": ["random", "random"]}).json()["table"]
        sessions.armed.set()
        final = wait_for(lambda: (v := client.get(f"/api/tables/{ai}").json())["over"] and v)
        assert not sessions.armed.is_set()
    saved = saved_moves(db_url, ai)
    assert [number for number, _ in saved] == list(range(final["moves"]))
    assert [action for _, action in saved] == [entry["action"] for entry in final["log"]]


def test_moves_told_on_many_tables_committing_together_survive_a_kill(tmp_path: Path) -> None:
    """Group commit: with AI tables moving at once (their moves committed together), every move
    a spectator was told before the server was killed is saved."""
    db = tmp_path / "tables.sqlite3"
    server, url = serve(db, 0.0)
    tables = [post(url + "/api/tables", {"game": "realm-classic", "seats": ["random", "random"]})["table"]
              for _ in range(4)]
    told: dict[str, list[dict[str, object]]] = {table: [] for table in tables}
    watching = threading.Event()

    def spectate(table: str) -> None:
        with contextlib.suppress(OSError, websockets.exceptions.ConnectionClosed), \
                websockets.sync.client.connect(f"{url.replace('http', 'ws')}/ws/tables/{table}") as socket:
            while not watching.is_set():
                told[table] = json.loads(socket.recv(timeout=5))["log"]

    spectators = [threading.Thread(target=spectate, args=(table,)) for table in tables]
    for spectator in spectators:
        spectator.start()
    wait_for(lambda: all(len(log) >= 20 for log in told.values()), 30)
    os.kill(server.pid, signal.SIGKILL)
    server.wait()
    watching.set()
    for spectator in spectators:
        spectator.join()
    server, url = serve(db, 10.0)
    try:
        saved = {table: get(f"{url}/api/tables/{table}")["log"] for table in tables}
    finally:
        server.terminate()
        server.wait(10)
    for table in tables:
        assert len(told[table]) >= 20
        assert saved[table][: len(told[table])] == told[table]
