"""What `realmkit bench web` counts for AI-vs-AI tables: the moves in the server's database and
the server process's CPU time."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from realmkit.bench.web import committed_moves, cpu_seconds

from .conftest import wait_for


def test_committed_moves_counts_every_move_of_every_table(client: TestClient, db_url: str) -> None:
    database = Path(db_url.removeprefix("sqlite:///"))
    logs = []
    for seed in (1, 2):
        body = {"game": "fantasy-realms", "seats": ["random"] * 3, "seed": seed}
        table = client.post("/api/tables", json=body).json()["table"]
        view = wait_for(lambda table=table: (v := client.get(f"/api/tables/{table}").json())["over"] and v)
        logs.append(len(view["log"]))
    assert min(logs) > 0
    assert committed_moves(database) == sum(logs)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_cpu_seconds_is_the_process_cpu_time() -> None:
    start = time.process_time()
    while time.process_time() - start < 0.3:
        pass
    assert abs(cpu_seconds(os.getpid()) - time.process_time()) < 0.1
