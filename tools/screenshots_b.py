"""Screenshots of the Rolling Realms and 12 Realms tables at 1280x800 and 390x844, for
docs/screenshots/ and the README: `realmkit serve` on a throwaway database, a table against a
random AI, a few moves played through the API, then Debian's Chromium (Playwright) draws it.

    .venv/bin/python tools/screenshots_b.py [docs/screenshots]
"""

from __future__ import annotations

import json
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
TABLES = {
    # game, seats, seed, moves of the human seat to play first, the element to wait for
    "rolling-realms": ("rolling-realms", ["human", "random"], 11, 14, ".rr-card"),
    "twelve-realms": ("twelve-realms", ["human", "random"], 11, 9, ".tr-map"),
}


def call(url: str, body: dict[str, Any] | None = None) -> Any:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data, {"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def serve(db: Path) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-c", "from realmkit.cli import run; run()", "serve",
                               "--port", str(port), "--db", f"sqlite:///{db}", "--pause", "0"])
    url = f"http://127.0.0.1:{port}"
    for _ in range(400):
        try:
            call(url + "/api/tables")
            return server, url
        except OSError:
            time.sleep(0.05)
    server.kill()
    raise SystemExit("the server did not start")


def play(url: str, table: str, token: str, moves: int, rng: random.Random) -> None:
    """The human seat plays `moves` random moves, preferring any to 'done'/'end' (more marks)."""
    for _ in range(moves):
        for _ in range(200):
            view = call(f"{url}/api/tables/{table}?token={token}")
            if view["legal_actions"] or view["over"]:
                break
            time.sleep(0.05)
        legal = view["legal_actions"]
        if not legal:
            return
        busy = [a for a in legal if a not in ("done", "end")] or legal
        call(f"{url}/api/tables/{table}/actions", {"token": token, "action": rng.choice(busy)})
    time.sleep(0.5)


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        server, url = serve(Path(tmp) / "tables.sqlite3")
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                for name, (game, seats, seed, moves, ready) in TABLES.items():
                    made = call(url + "/api/tables", {"game": game, "seats": seats, "seed": seed})
                    table, token = made["table"], made["tokens"]["0"]
                    play(url, table, token, moves, random.Random(seed))
                    for size, (width, height) in SIZES.items():
                        context = browser.new_context(viewport={"width": width, "height": height})
                        saved = json.dumps({"seat": 0, "token": token})
                        context.add_init_script(f"localStorage.setItem('realmkit:{table}', '{saved}')")
                        page = context.new_page()
                        page.goto(f"{url}/table/{table}")
                        page.wait_for_selector(ready)
                        page.wait_for_timeout(300)
                        page.screenshot(path=str(out / f"{name}-{size}.png"))
                        context.close()
                browser.close()
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
