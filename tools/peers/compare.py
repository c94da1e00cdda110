"""realmkit beside its peers, measured side by side: `python tools/peers/compare.py`.

Each comparison times realmkit (A) and a peer (B) alternately, A B A B, for `--rounds` rounds,
in CPU time of the process doing the work (`time.process_time` in this process; for servers, the
server process's CPU time from /proc), and reports both medians and their ratio A/B: ratios
survive a loaded machine far better than rates do. A peer that is not installed is skipped with
the reason. The machine's load (`os.getloadavg`) is printed before and after.

Peers: OpenSpiel's pure-Python tic-tac-toe and its Python MCTSBot (pip install open_spiel),
RLCard's UNO (pip install rlcard), boardgame.io's server (npm ci in tools/peers/boardgameio).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from realmkit.bench.past import Rate, exported_source, side_by_side, source_playouts
from realmkit.bench.playouts import time_playouts
from realmkit.bench.search import ITERATIONS, mcts_iterations
from realmkit.bench.search import SECONDS as SEARCH_SECONDS
from realmkit.bench.web import WARM_UP, bench_web_ai, cpu_seconds, free_port

HERE = Path(__file__).resolve().parent
BOARDGAMEIO = HERE / "boardgameio"
REPO = HERE.parent.parent


@dataclass
class Comparison:
    """One figure of realmkit against one peer: what each side does and the rates of each round."""

    name: str
    unit: str
    realmkit: str
    peer: str
    a: list[float] = field(default_factory=list)
    b: list[float] = field(default_factory=list)

    def row(self) -> dict[str, object]:
        a, b = statistics.median(self.a), statistics.median(self.b)
        ratios = [x / y for x, y in zip(self.a, self.b, strict=True) if y]
        return {"figure": self.name, "unit": self.unit, "realmkit": self.realmkit, "peer": self.peer,
                "realmkit_median": a, "peer_median": b, "ratio": a / b if b else float("nan"),
                "ratio_low": min(ratios, default=float("nan")),
                "ratio_high": max(ratios, default=float("nan")),
                "realmkit_runs": self.a, "peer_runs": self.b}


@dataclass(frozen=True)
class Pair:
    """An engine figure to measure: realmkit's side and the peer's, each described with its rate."""

    name: str
    unit: str
    realmkit: tuple[str, Rate]
    peer: tuple[str, Rate]

    def measure(self, rounds: int, seconds: float) -> Comparison:
        """A B A B ...: `rounds` runs of each side, alternately."""
        runs = side_by_side(self.realmkit[1], self.peer[1], rounds, seconds)
        return Comparison(self.name, self.unit, self.realmkit[0], self.peer[0], runs.a, runs.b)


def realmkit_decisions(game: str) -> Rate:
    def rate(seconds: float) -> float:
        playouts = time_playouts(game, 2, "random", seconds)
        return playouts.decisions / playouts.seconds
    return rate


def realmkit_mcts(game: str) -> Rate:
    """bench/search.py's figure, which spends its own `SEARCH_SECONDS` whatever `--seconds` says."""
    return lambda _seconds: mcts_iterations(game)[0].value


def openspiel_decisions(seconds: float) -> float:
    """Random tic-tac-toe games in OpenSpiel's pure-Python implementation: a decision is one
    `legal_actions()` and one `apply_action()`, as realmkit's is one choice and one apply."""
    import pyspiel
    from open_spiel.python.games import tic_tac_toe  # noqa: F401  (registers python_tic_tac_toe)

    game = pyspiel.load_game("python_tic_tac_toe")
    rng = random.Random(0)
    decisions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
        state.returns()
    return decisions / (time.process_time() - start)


def openspiel_mcts(seconds: float) -> float:
    """OpenSpiel's Python MCTSBot (UCT, one random rollout per leaf) searching as realmkit's bench
    does: searches of `ITERATIONS` simulations from positions along random tic-tac-toe games."""
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import mcts
    from open_spiel.python.games import tic_tac_toe  # noqa: F401

    game = pyspiel.load_game("python_tic_tac_toe")
    state_rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=state_rng)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=ITERATIONS, evaluator=evaluator,
                       random_state=np.random.RandomState(1))
    rng = random.Random(0)
    searches = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal() and time.process_time() - start < seconds:
            if len(state.legal_actions()) > 1:
                bot.mcts_search(state)
                searches += 1
            state.apply_action(rng.choice(state.legal_actions()))
    return searches * ITERATIONS / (time.process_time() - start)


def rlcard_uno(seconds: float) -> float:
    """Whole two-player UNO games in RLCard (`rlcard.make('uno')`), both seats its RandomAgent."""
    import rlcard
    from rlcard.agents import RandomAgent

    env = rlcard.make("uno", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        env.run(is_training=False)
        games += 1
    return games / (time.process_time() - start)


def realmkit_web(tables: int, game: str) -> Callable[[float], tuple[float, float]]:
    def rate(seconds: float) -> tuple[float, float]:
        wall, cpu = bench_web_ai(tables, seconds, game, 3)
        return wall.value, cpu.value
    return rate


def boardgameio_web(tables: int, on_disk: bool) -> Callable[[float], tuple[float, float]]:
    """boardgame.io's server (tools/peers/boardgameio/server.js) under bots.js's load."""

    def rate(seconds: float) -> tuple[float, float]:
        port = str(free_port())
        with tempfile.TemporaryDirectory(prefix="bgio-") as folder:
            server = subprocess.Popen(["node", "server.js", port, *([folder] if on_disk else [])],
                                      cwd=BOARDGAMEIO, stdout=subprocess.PIPE, text=True)
            try:
                assert server.stdout is not None
                server.stdout.readline()  # "ready"
                bots = subprocess.Popen(["node", "bots.js", port, str(tables), str(WARM_UP), str(seconds)],
                                        cwd=BOARDGAMEIO, stdout=subprocess.PIPE, text=True)
                assert bots.stdout is not None
                bots.stdout.readline()  # "start"
                cpu = cpu_seconds(server.pid)
                _, moves, wall = bots.stdout.readline().split()
                cpu = cpu_seconds(server.pid) - cpu
                bots.wait(30)
            finally:
                server.terminate()
                server.wait(10)
        return int(moves) / float(wall), int(moves) / cpu if cpu else 0.0
    return rate


def web_comparisons(args: argparse.Namespace) -> list[Comparison]:
    """Each web run is measured once and gives two figures: moves/s and moves per server CPU s."""
    if shutil.which("node") is None:
        print("skipped web: node is not on the path")
        return []
    if not (BOARDGAMEIO / "node_modules" / "boardgame.io").exists():
        print("skipped web: boardgame.io is not installed (cd tools/peers/boardgameio && npm ci)")
        return []
    sides = {"realmkit": realmkit_web(args.tables, "fantasy-realms"),
             "bgio-file": boardgameio_web(args.tables, True),
             "bgio-memory": boardgameio_web(args.tables, False)}
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in sides}
    for _ in range(args.web_rounds):
        for name, measure in sides.items():
            runs[name].append(measure(args.web_seconds))
    described = {
        "realmkit": f"realmkit serve, {args.tables} Fantasy Realms tables of 3 random seats; each move "
                    "committed to SQLite (WAL, synchronous=FULL) before anyone is told",
        "bgio-file": f"boardgame.io 0.50.2, {args.tables} draw-discard matches of 3 random bots over "
                     "socket.io; each move told to the players, then written to a file (FlatFile, no fsync)",
        "bgio-memory": "the same, boardgame.io's default in-memory storage (nothing written)",
    }
    comparisons = []
    for peer in ("bgio-file", "bgio-memory"):
        for index, (figure, unit) in enumerate((("web AI-vs-AI moves (wall clock)", "moves/s"),
                                                ("web AI-vs-AI moves per server CPU second", "moves/CPU s"))):
            comparisons.append(Comparison(f"{figure}, vs {peer}", unit, described["realmkit"],
                                          described[peer], [run[index] for run in runs["realmkit"]],
                                          [run[index] for run in runs[peer]]))
    return comparisons


def available(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        print(f"skipped: {module} is not installed")
        return False
    return True


def engine_pairs(args: argparse.Namespace, folder: Path) -> list[Pair]:
    tic_tac_toe = "OpenSpiel python_tic_tac_toe, random games (legal_actions + apply_action)"
    pairs = []
    if available("pyspiel"):
        pairs += [
            Pair("Modern Realm random decisions", "decisions/s",
                 ("realm-modern, random 2-player games (choice + apply)",
                  realmkit_decisions("realm-modern")),
                 (tic_tac_toe, openspiel_decisions)),
            Pair("featured Realm random decisions", "decisions/s",
                 ("realm, random 2-player games (choice + apply)", realmkit_decisions("realm")),
                 (tic_tac_toe, openspiel_decisions)),
            Pair(f"MCTS iterations ({args.mcts_game})", "iterations/s",
                 (f"{args.mcts_game} mcts, searches of {ITERATIONS} (bench/search.py)",
                  realmkit_mcts(args.mcts_game)),
                 (f"OpenSpiel Python MCTSBot on python_tic_tac_toe, searches of {ITERATIONS}, "
                  "one random rollout", lambda _seconds: openspiel_mcts(SEARCH_SECONDS))),
        ]
    if available("rlcard"):
        pairs.append(Pair(
            "Fantasy Realms vs UNO random playouts", "games/s",
            ("fantasy-realms, 3 players (its fewest), uniform random actions, child process",
             source_playouts(REPO / "src", "fantasy-realms", 3)),
            ("RLCard uno (2 players), RandomAgent in both seats", rlcard_uno)))
    old = exported_source(args.baseline, folder, REPO) if args.baseline else None
    if args.baseline and old is None:
        print(f"skipped: revision {args.baseline} cannot be exported from {REPO}")
    if old is not None:
        pairs += [Pair(
            f"Fantasy Realms {players}-player random playouts vs revision {args.baseline}", "games/s",
            ("this checkout's src, child process", source_playouts(REPO / "src", "fantasy-realms", players)),
            (f"src of {args.baseline}, child process", source_playouts(old, "fantasy-realms", players)))
            for players in args.baseline_players]
    return pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="A B rounds of each engine figure")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds of each engine run")
    parser.add_argument("--mcts-game", default="realm-classic", help="realmkit game of the MCTS figure")
    parser.add_argument("--baseline", help="a git revision whose Fantasy Realms playouts to time beside")
    parser.add_argument("--baseline-players", type=int, nargs="+", default=[6],
                        help="the numbers of players of the baseline figures (one figure each)")
    parser.add_argument("--web-rounds", type=int, default=2, help="rounds of the web figures (0: none)")
    parser.add_argument("--web-seconds", type=float, default=10.0, help="measured seconds of each web run")
    parser.add_argument("--tables", type=int, default=8, help="concurrent AI-vs-AI tables on each server")
    parser.add_argument("--skip-engines", action="store_true")
    parser.add_argument("--only", default="", help="run only the engine figures whose name holds this")
    parser.add_argument("--json", type=Path, help="also write the rows here")
    args = parser.parse_args()
    load_before = os.getloadavg()
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    rows = []
    with tempfile.TemporaryDirectory(prefix="realmkit-peers-") as folder:
        pairs = [] if args.skip_engines else engine_pairs(args, Path(folder))
        for pair in pairs:
            if args.only in pair.name:
                rows.append(pair.measure(args.rounds, args.seconds).row())
                print_row(rows[-1])
    if args.web_rounds > 0:
        for comparison in web_comparisons(args):
            rows.append(comparison.row())
            print_row(rows[-1])
    machine = {"started": started, "python": platform.python_version(), "machine": platform.machine(),
               "cpus": os.cpu_count(), "load_before": load_before, "load_after": os.getloadavg()}
    print(json.dumps(machine))
    if args.json:
        args.json.write_text(json.dumps({"machine": machine, "rows": rows}, indent=1) + "\n")


def print_row(row: dict[str, object]) -> None:
    print(f"{row['figure']}: realmkit {row['realmkit_median']:,.1f} / peer {row['peer_median']:,.1f} "
          f"{row['unit']} = {row['ratio']:.2f}x (rounds {row['ratio_low']:.2f}-{row['ratio_high']:.2f}x)",
          flush=True)


if __name__ == "__main__":
    main()
