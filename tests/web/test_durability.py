"""Saved games: a server killed with SIGKILL loses no accepted move; PostgreSQL works as SQLite."""

from __future__ import annotations

import http.client
import json
import os
import random
import shutil
import signal
import subprocess
import tempfile
import threading
import urllib.error
from collections.abc import Iterator
from pathlib import Path

import pytest
import websockets.sync.client
from fastapi.testclient import TestClient

from realmkit.web.app import create_app

from .conftest import NO_PAUSE, free_port, get, my_turn, post, serve


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
    assert log[: len(accepted)] == accepted
    assert len(log) <= len(accepted) + 1


def run_as_postgres(command: list[str]) -> list[str]:
    """initdb refuses to run as root: run the server's commands as the `postgres` user then."""
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    """A throwaway PostgreSQL server on loopback, started and removed by the test."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        pytest.skip("Debian's postgresql is not installed (make test installs it)")
    bin_dir = found[-1].parent
    folder = Path(tempfile.mkdtemp(prefix="realmkit-pg-"))
    folder.chmod(0o755)
    data = folder / "data"
    data.mkdir()
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
        shutil.chown(data, "postgres")
    port = free_port()
    initdb = [str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "realmkit"]
    subprocess.run(run_as_postgres(initdb), check=True, capture_output=True)
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=on"
    subprocess.run(run_as_postgres([str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-w", "start",
                                    "-l", str(folder / "log")]), check=True, capture_output=True)
    try:
        yield f"postgresql+psycopg://realmkit@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(run_as_postgres([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]),
                       capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


def test_tables_are_saved_in_postgresql_and_resumed(postgres_url: str) -> None:
    with TestClient(create_app(postgres_url, NO_PAUSE)) as client:
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
    with TestClient(create_app(postgres_url, NO_PAUSE)) as client:
        assert client.get(f"/api/tables/{table}", params={"token": token}).json() == before
