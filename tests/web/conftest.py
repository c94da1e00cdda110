"""Helpers of the web tests: an app on a throwaway SQLite file, waiting for AI seats, and the
browser tests' server, Chromium and page."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient

from realmkit.web.app import create_app
from realmkit.web.limits import Limits

NO_PAUSE = Limits(pause=0.0)


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(db_url, NO_PAUSE)) as test_client:
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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(db: Path, pause: float) -> tuple[subprocess.Popen[bytes], str]:
    """`realmkit serve` on a free loopback port, once it answers."""
    port = free_port()
    command = [sys.executable, "-c", "from realmkit.cli import run; run()", "serve", "--port", str(port),
               "--db", f"sqlite:///{db}", "--pause", str(pause)]
    server = subprocess.Popen(command)
    url = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            urllib.request.urlopen(url + "/api/tables", timeout=1)
            return server, url
        except OSError:
            time.sleep(0.05)
    server.kill()
    raise AssertionError("the server did not start")


def post(url: str, body: dict) -> dict:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        return json.loads(answer.read())


def get(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=5) as answer:
        return json.loads(answer.read())


# Browser tests: Playwright driving Debian's Chromium against `realmkit serve` (one server and
# one browser per test process); the helpers that drive a table are in tests/web/browser.py.
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def browser_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The SQLite file of the server the browser tests play on."""
    return tmp_path_factory.mktemp("web") / "tables.sqlite3"


@pytest.fixture(scope="session")
def base_url(browser_db: Path) -> Iterator[str]:
    """`realmkit serve` with AI seats pausing 0.05 s, for the browser tests."""
    server, url = serve(browser_db, 0.05)
    yield url
    server.terminate()
    server.wait(10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Chromium, per module: Playwright's event loop must not outlive the browser tests, since
    other tests run `asyncio.run` in the same process."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian's chromium is not installed (make test installs it)")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any, base_url: str) -> Iterator[Any]:
    """A fresh page (laptop size) on the server; a script error on it fails the test."""
    context = browser.new_context(base_url=base_url, viewport={"width": 1280, "height": 800})
    # Generous: a loaded two-core machine runs the AI seats and the other tests beside it.
    context.set_default_timeout(30000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors
