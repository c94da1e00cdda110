"""Screenshots of the browser table for the README: `python tools/screenshots.py [name ...]`
starts `realmkit serve` on a throwaway database, brings each table of `SHOTS` to a position
worth showing (the human seat's moves chosen at random, seeded, through the API; AI seats
move by themselves), and writes docs/screenshots/<name>-<width>.png at 1280x800 and 390x844
with Debian's Chromium. A new view adds its entry to `SHOTS`.
"""

from __future__ import annotations

import json
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
SIZES = ((1280, 800), (390, 844))
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
View = dict[str, Any]


@dataclass(frozen=True)
class Shot:
    """A table to photograph: its game, seats (seat 0 is the human photographed), the seed,
    and when to stop playing (a predicate on seat 0's view, checked when it is to move)."""

    game: str
    seats: tuple[str, ...]
    seed: int
    ready: Callable[[View], bool]
    prefer: str = ""  # actions starting with this are chosen first (to reach a Rearrangement)
    then: str = ""  # an action played once the page is open (the page then marks what it brought)


def after(moves: int) -> Callable[[View], bool]:
    return lambda view: view["moves"] >= moves


def drawing(view: View) -> bool:
    return view["moves"] >= 12 and "draw" in view["legal_actions"]


def lifted(view: View) -> bool:
    return bool(view["observation"].get("in_hand"))


THREE = ("human", "random", "random")
TWO = ("human", "random")
SHOTS = {
    "fantasy-realms": Shot("fantasy-realms(cursed_items=true,promos=true,suits=cursed-hoard)", THREE, 5,
                           drawing, then="draw"),
    "twelve-thieves": Shot("twelve-thieves", THREE, 3, after(40)),
    "realm": Shot("realm", TWO, 4, lifted, prefer="rearrange"),
    "realm-modern": Shot("realm-modern", TWO, 2, after(0)),
    "rolling-realms": Shot("rolling-realms", TWO, 11, after(28)),
    "twelve-realms": Shot("twelve-realms", TWO, 11, after(18)),
}


def call(url: str, body: dict[str, Any] | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def serve(db: Path) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    command = [sys.executable, "-c", "from realmkit.cli import run; run()", "serve", "--port", str(port),
               "--db", f"sqlite:///{db}", "--pause", "0"]
    server = subprocess.Popen(command)
    url = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            call(url + "/api/tables")
            return server, url
        except (OSError, urllib.error.URLError):
            time.sleep(0.1)
    server.kill()
    raise SystemExit("the server did not start")


def bring(url: str, shot: Shot) -> tuple[str, str]:
    """A table of `shot` played until it is ready; its id and seat 0's token."""
    made = call(url + "/api/tables", {"game": shot.game, "seats": list(shot.seats), "seed": shot.seed})
    table, token = made["table"], made["tokens"]["0"]
    rng = random.Random(shot.seed)
    for _ in range(2000):
        view = call(f"{url}/api/tables/{table}?token={token}")
        if view["over"]:
            raise SystemExit(f"{shot.game}: the game ended before the position to photograph")
        if not view["legal_actions"]:
            time.sleep(0.05)
            continue
        if shot.ready(view):
            return table, token
        preferred = [a for a in view["legal_actions"] if shot.prefer and a.startswith(shot.prefer)]
        call(f"{url}/api/tables/{table}/actions", {"token": token,
                                                   "action": rng.choice(preferred or view["legal_actions"])})
    raise SystemExit(f"{shot.game}: no position to photograph")


def photograph(browser: Any, url: str, name: str) -> None:
    """`name`'s table at each size, from a table brought anew each time (seeded: the same)."""
    shot = SHOTS[name]
    for width, height in SIZES:
        table, token = bring(url, shot)
        page = browser.new_page(viewport={"width": width, "height": height})
        page.goto(url + "/")
        seat = json.dumps({"seat": 0, "token": token})
        page.evaluate(f"localStorage.setItem('realmkit:{table}', {json.dumps(seat)})")
        page.goto(f"{url}/table/{table}")
        page.wait_for_selector("#board [data-play]")
        if shot.then:
            moves = page.evaluate("current.moves")
            call(f"{url}/api/tables/{table}/actions", {"token": token, "action": shot.then})
            page.wait_for_function(f"current.moves > {moves}")
        page.wait_for_timeout(400)  # the hand's score comes from the scorer a moment later
        page.screenshot(path=str(OUT / f"{name}-{width}.png"))
        page.close()
    print(f"{name}: docs/screenshots/{name}-*.png")


def main(names: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        server, url = serve(Path(folder) / "tables.sqlite3")
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
                for name in names or list(SHOTS):
                    photograph(browser, url, name)
                browser.close()
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main(sys.argv[1:])
