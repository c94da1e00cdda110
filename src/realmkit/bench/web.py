"""`realmkit bench web`: load on the browser table over loopback, bounded in tables and time.

A `realmkit serve` process (SQLite in a temporary folder, AI seats without pause) serves
concurrent tables; each has one human seat played through the JSON API by this process,
AI seats played by the server, and a websocket spectator. Measured: accepted actions per
second (human and AI, each committed to the database) and the latency of the API's moves.
Then AI-vs-AI: tables whose every seat is an AI, a finished one replaced by a new one; measured,
the moves committed to the database per second and per CPU second of the server process.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from realmkit.bench import Measurement

MAX_TABLES = 32
MAX_SECONDS = 60.0
WARM_UP = 3.0
"""Seconds of the same load run and discarded first: imports, the database's first pages and
the AI's tables are ready before anything is measured."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _spectate(url: str, table: str, counts: list[int], stop: asyncio.Event) -> None:
    import websockets

    async with websockets.connect(f"{url.replace('http', 'ws')}/ws/tables/{table}") as socket_:
        while not stop.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(socket_.recv(), 0.5)
                counts[0] += 1


async def _table(client, url: str, game: str, seats: list[str], seed: int, latencies: list[float],
                 actions: list[int], stop: asyncio.Event, messages: list[int]) -> None:
    rng = random.Random(seed)
    while not stop.is_set():
        body = {"game": game, "seats": seats, "seed": rng.getrandbits(31)}
        made = (await client.post("/api/tables", json=body)).json()
        table, token = made["table"], made["tokens"]["0"]
        watcher = asyncio.create_task(_spectate(url, table, messages, stop))
        view = (await client.get(f"/api/tables/{table}", params={"token": token})).json()
        while not view["over"] and not stop.is_set():
            if not view["legal_actions"]:
                await asyncio.sleep(0.01)
                view = (await client.get(f"/api/tables/{table}", params={"token": token})).json()
                continue
            start = time.perf_counter()
            answer = await client.post(f"/api/tables/{table}/actions",
                                       json={"token": token, "action": rng.choice(view["legal_actions"])})
            latencies.append(time.perf_counter() - start)
            view = answer.json()
        actions[0] += len(view["log"])
        watcher.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await watcher


async def _load(url: str, game: str, seats: list[str], tables: int, seconds: float) -> dict[str, float]:
    import httpx

    latencies: list[float] = []
    actions, messages = [0], [0]
    stop = asyncio.Event()
    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        start = time.perf_counter()
        tasks = [asyncio.create_task(_table(client, url, game, seats, i, latencies, actions, stop, messages))
                 for i in range(tables)]
        await asyncio.sleep(seconds)
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        elapsed = time.perf_counter() - start
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))] if latencies else float("nan")
    return {"actions": actions[0] / elapsed, "p99": p99 * 1000, "p50": latencies[len(latencies) // 2] * 1000
            if latencies else float("nan"), "messages": messages[0] / elapsed}


@contextlib.contextmanager
def _server() -> Iterator[tuple[str, int, Path]]:
    """A `realmkit serve` process on loopback: its url, process id and SQLite file."""
    with tempfile.TemporaryDirectory(prefix="realmkit-bench-web-") as folder:
        port = free_port()
        database = Path(folder) / "tables.sqlite3"
        command = [sys.executable, "-c", "from realmkit.cli import run; run()", "serve", "--port", str(port),
                   "--pause", "0", "--db", f"sqlite:///{database}"]
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}"
        try:
            _wait(url)
            yield url, server.pid, database
        finally:
            server.terminate()
            server.wait(10)


def bench_web(tables: int = 8, seconds: float = 10.0, game: str = "fantasy-realms",
              seats: tuple[str, ...] = ("human", "random", "random")) -> list[Measurement]:
    """Serve on loopback, load it with `tables` concurrent tables for `WARM_UP` seconds, then
    for `seconds` measured; then the same for AI-vs-AI tables of as many seats, all random."""
    tables, seconds = max(1, min(tables, MAX_TABLES)), max(1.0, min(seconds, MAX_SECONDS))
    with _server() as (url, pid, database):
        asyncio.run(_load(url, game, list(seats), tables, WARM_UP))
        figures = asyncio.run(_load(url, game, list(seats), tables, seconds))
        ai_figures = _ai_vs_ai(url, pid, database, game, len(seats), tables, seconds)
    label = f"web ({tables} tables, {game})"
    return [
        Measurement(label, "accepted actions (committed)", figures["actions"], "actions/s"),
        Measurement(label, "move latency p50", figures["p50"], "ms", higher_is_better=False),
        Measurement(label, "move latency p99", figures["p99"], "ms", higher_is_better=False),
        Measurement(label, "websocket updates to spectators", figures["messages"], "messages/s"),
        *ai_figures,
    ]


def bench_web_ai(tables: int = 8, seconds: float = 10.0, game: str = "fantasy-realms",
                 players: int = 3) -> list[Measurement]:
    """AI-vs-AI alone on a fresh server: `tables` tables of `players` random seats."""
    tables, seconds = max(1, min(tables, MAX_TABLES)), max(1.0, min(seconds, MAX_SECONDS))
    with _server() as (url, pid, database):
        return _ai_vs_ai(url, pid, database, game, players, tables, seconds)


def cpu_seconds(pid: int) -> float:
    """CPU time (user and system, every thread) a running process has used, from /proc (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def committed_moves(database: Path) -> int:
    """Moves the server has committed to its SQLite database, every table together."""
    with contextlib.closing(sqlite3.connect(database)) as connection:
        return int(connection.execute("SELECT count(*) FROM moves").fetchone()[0])


async def _ai_table(client, url: str, game: str, players: int, seed: int) -> None:
    """Tables one after another: each watched on its websocket, which the server closes once
    the game is over, so the next table starts as soon as the last one ends."""
    import websockets

    rng = random.Random(seed)
    while True:
        body = {"game": game, "seats": ["random"] * players, "seed": rng.getrandbits(31)}
        table = (await client.post("/api/tables", json=body)).json()["table"]
        async with websockets.connect(f"{url.replace('http', 'ws')}/ws/tables/{table}") as socket_:
            async for _view in socket_:
                pass


async def _ai_load(url: str, pid: int, database: Path, game: str, players: int, tables: int,
                   seconds: float) -> tuple[int, float, float]:
    """Moves committed, wall seconds and server CPU seconds over `seconds` after `WARM_UP`."""
    import httpx

    async with httpx.AsyncClient(base_url=url, timeout=30) as client:
        tasks = [asyncio.create_task(_ai_table(client, url, game, players, i)) for i in range(tables)]
        await asyncio.sleep(WARM_UP)
        moves, wall, cpu = committed_moves(database), time.perf_counter(), cpu_seconds(pid)
        await asyncio.sleep(seconds)
        moves, wall, cpu = (committed_moves(database) - moves, time.perf_counter() - wall,
                            cpu_seconds(pid) - cpu)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return moves, wall, cpu


def _ai_vs_ai(url: str, pid: int, database: Path, game: str, players: int, tables: int,
              seconds: float) -> list[Measurement]:
    moves, wall, cpu = asyncio.run(_ai_load(url, pid, database, game, players, tables, seconds))
    label = f"web AI-vs-AI ({tables} tables, {game}, {players} random seats)"
    return [
        Measurement(label, "moves committed", moves / wall, "moves/s"),
        Measurement(label, "moves committed per server CPU second", moves / cpu if cpu else 0.0,
                    "moves/CPU s"),
    ]


def _wait(url: str) -> None:
    import urllib.request

    for _ in range(600):
        try:
            urllib.request.urlopen(url + "/api/tables", timeout=1)
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the server did not start")
