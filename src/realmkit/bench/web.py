"""`realmkit bench web`: load on the browser table over loopback, bounded in tables and time.

A `realmkit serve` process (SQLite in a temporary folder, AI seats without pause) serves
concurrent tables; each has one human seat played through the JSON API by this process,
AI seats played by the server, and a websocket spectator. Measured: accepted actions per
second (human and AI, each committed to the database) and the latency of the API's moves.
Then AI-vs-AI on the same server: tables whose every seat is an AI, moves committed per second.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from realmkit.bench import Measurement

MAX_TABLES = 32
MAX_SECONDS = 60.0
WARM_UP = 3.0
"""Seconds of the same load run and discarded first: imports, the database's first pages and
the AI's tables are ready before anything is measured."""


def _free_port() -> int:
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


def bench_web(tables: int = 8, seconds: float = 10.0, game: str = "fantasy-realms",
              seats: tuple[str, ...] = ("human", "random", "random")) -> list[Measurement]:
    """Serve on loopback, load it with `tables` concurrent tables for `WARM_UP` seconds, then
    for `seconds` measured."""
    tables, seconds = max(1, min(tables, MAX_TABLES)), max(1.0, min(seconds, MAX_SECONDS))
    with tempfile.TemporaryDirectory(prefix="realmkit-bench-web-") as folder:
        port = _free_port()
        command = [sys.executable, "-c", "from realmkit.cli import run; run()", "serve", "--port", str(port),
                   "--pause", "0", "--db", f"sqlite:///{Path(folder) / 'tables.sqlite3'}"]
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}"
        try:
            _wait(url)
            asyncio.run(_load(url, game, list(seats), tables, WARM_UP))
            figures = asyncio.run(_load(url, game, list(seats), tables, seconds))
            ai_vs_ai = _ai_vs_ai(url, server.pid, Path(folder) / "tables.sqlite3", game, len(seats), tables,
                                 seconds)
        finally:
            server.terminate()
            server.wait(10)
    label = f"web ({tables} tables, {game})"
    return [
        Measurement(label, "accepted actions (committed)", figures["actions"], "actions/s"),
        Measurement(label, "move latency p50", figures["p50"], "ms", higher_is_better=False),
        Measurement(label, "move latency p99", figures["p99"], "ms", higher_is_better=False),
        Measurement(label, "websocket updates to spectators", figures["messages"], "messages/s"),
        *ai_vs_ai,
    ]


def _ai_vs_ai(url: str, pid: int, database: Path, game: str, players: int, tables: int,
              seconds: float) -> list[Measurement]:
    """AI-vs-AI: `tables` tables whose every seat is `random`, each replaced by a new one once
    over, for `WARM_UP` then `seconds`; the moves the server committed (counted in its database)
    per second and per CPU second of the server process (user and system, from /proc)."""
    import sqlite3

    import httpx

    def moves_and_cpu() -> tuple[int, float]:
        with contextlib.closing(sqlite3.connect(database, timeout=30)) as connection:
            moves = int(connection.execute("SELECT count(*) FROM moves").fetchone()[0])
        ticks = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[11:13]
        return moves, sum(int(tick) for tick in ticks) / os.sysconf("SC_CLK_TCK")

    async def table(client: httpx.AsyncClient, rng: random.Random, stop: asyncio.Event) -> None:
        while not stop.is_set():
            body = {"game": game, "seats": ["random"] * players, "seed": rng.getrandbits(31)}
            made = (await client.post("/api/tables", json=body)).json()["table"]
            while not stop.is_set() and not (await client.get(f"/api/tables/{made}")).json()["over"]:
                await asyncio.sleep(0.2)

    async def load() -> tuple[int, float, float]:
        stop = asyncio.Event()
        async with httpx.AsyncClient(base_url=url, timeout=30) as client:
            tasks = [asyncio.create_task(table(client, random.Random(i), stop)) for i in range(tables)]
            await asyncio.sleep(WARM_UP)
            (moves, cpu), start = moves_and_cpu(), time.perf_counter()
            await asyncio.sleep(seconds)
            (later, cpu_later), wall = moves_and_cpu(), time.perf_counter() - start
            stop.set()
            await asyncio.gather(*tasks, return_exceptions=True)
        return later - moves, wall, cpu_later - cpu

    moves, wall, cpu = asyncio.run(load())
    label = f"web AI-vs-AI ({tables} tables, {game}, {players} random seats)"
    return [Measurement(label, "moves committed", moves / wall, "moves/s"),
            Measurement(label, "moves committed per server CPU second", moves / cpu if cpu else 0.0,
                        "moves/CPU s")]


def _wait(url: str) -> None:
    import urllib.request

    for _ in range(600):
        try:
            urllib.request.urlopen(url + "/api/tables", timeout=1)
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the server did not start")
