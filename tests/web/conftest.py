"""Helpers of the web tests: an app on a throwaway SQLite file, and waiting for AI seats."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from realmkit.web.app import create_app


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(db_url, pause=0)) as test_client:
        yield test_client


def wait_for(check: Callable[[], Any], seconds: float = 10.0) -> Any:
    """Poll `check` until it answers something true (AI seats move on the server's loop)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(0.02)
    raise AssertionError("timed out waiting for the server")


def my_turn(client: TestClient, table: str, token: str) -> dict[str, Any]:
    """The seat's view once it is that seat's turn or the game is over."""

    def ready() -> dict[str, Any] | None:
        view = client.get(f"/api/tables/{table}", params={"token": token}).json()
        return view if view["over"] or view["legal_actions"] else None

    return wait_for(ready)
