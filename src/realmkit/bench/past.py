"""Random playouts of this realmkit beside those of a past revision, side by side.

Each run plays whole random games in a fresh child process whose `realmkit` is the given source
folder: each run starts cold, as the first run of `realmkit bench` does, instead of replaying
games whose scores an earlier run of the same process has remembered. The two sides run
alternately, A B A B, in CPU time of the child (`time.process_time`), so that both meet the same
load; the ratio of their medians is the figure (tools/peers/compare.py times realmkit beside
its peers the same way).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import realmkit

PLAYOUTS_SCRIPT = """
import random, sys, time
from realmkit.core import load
game, players, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
rules, rng, games = load(game), random.Random(0), 0
start = time.process_time()
while time.process_time() - start < seconds:
    state = rules.new_state(players, games)
    while not state.is_terminal():
        state.apply_unchecked(rng.choice(state.legal_actions()))
    state.returns()
    games += 1
print(games / (time.process_time() - start))
"""
"""Random games from seeds 0, 1, ..., one `legal_actions`, one uniform choice and one
`apply_unchecked` a decision and the returns at the end, for a number of CPU seconds."""

Rate = Callable[[float], float]
"""A measurement: given CPU seconds to spend, the rate it measured."""

THIS = Path(realmkit.__file__).resolve().parent.parent
"""The folder holding the realmkit that runs now (a checkout's `src`, or site-packages)."""


def source_playouts(source: Path, game: str, players: int) -> Rate:
    """Random games of `game` per CPU second, in a child process importing realmkit from `source`."""
    def rate(seconds: float) -> float:
        env = os.environ | {"PYTHONPATH": str(source)}
        out = subprocess.run([sys.executable, "-c", PLAYOUTS_SCRIPT, game, str(players), str(seconds)],
                             env=env, capture_output=True, text=True, check=True)
        return float(out.stdout.split()[-1])
    return rate


def exported_source(revision: str, folder: Path, checkout: Path = THIS) -> Path | None:
    """The package source (`src`) of `revision`, exported (git archive) into `folder`; None where
    `checkout` is not in a git repository holding that revision (an installed package, a shallow
    clone)."""
    try:
        top = subprocess.run(["git", "-C", str(checkout), "rev-parse", "--show-toplevel"],
                             capture_output=True, text=True, check=True).stdout.strip()
        archive = subprocess.run(["git", "-C", top, "archive", revision, "src"], capture_output=True,
                                 check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return folder / "src"


@dataclass
class SideBySide:
    """The rates of each round of both sides: A, this realmkit, and B, the other side."""

    a: list[float]
    b: list[float]

    @property
    def ratio(self) -> float:
        """A's median rate over B's."""
        return statistics.median(self.a) / statistics.median(self.b)

    @property
    def spread(self) -> tuple[float, float]:
        """The lowest and highest ratio of single rounds."""
        ratios = [a / b for a, b in zip(self.a, self.b, strict=True)]
        return min(ratios), max(ratios)


def side_by_side(a: Rate, b: Rate, rounds: int, seconds: float) -> SideBySide:
    """`rounds` runs of each side, alternately: A B A B ..."""
    result = SideBySide([], [])
    for _ in range(rounds):
        result.a.append(a(seconds))
        result.b.append(b(seconds))
    return result
