"""Throughput benchmarks run by `realmkit bench`; never part of the test suite.

A benchmark is a function that measures and returns `Measurement`s. Game-specific ones are
registered per game id in the modules listed in `PROVIDERS`; the generic ones run for every game.
A layer above names its own benchmarks' module with `add_bench_provider` (the RL adapters':
`realmkit.interop.bench`), so that this package names none above it.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

PROVIDERS = [
    "realmkit.bench.generic",
    "realmkit.bench.search",
    "realmkit.bench.fantasy_realms",
    "realmkit.bench.realm_featured",
    "realmkit.bench.realm_classic_medieval",
    "realmkit.bench.realm_oriental_modern",
    "realmkit.bench.twelve_thieves",
    "realmkit.bench.twelve_realms",
    "realmkit.bench.rolling_realms",
]


@dataclass(frozen=True)
class Measurement:
    """One figure: what was measured, its value and unit, and the target if the issue set one."""

    game: str
    name: str
    value: float
    unit: str
    target: float | None = None
    higher_is_better: bool = True

    @property
    def meets_target(self) -> bool | None:
        if self.target is None:
            return None
        return self.value >= self.target if self.higher_is_better else self.value <= self.target

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"meets_target": self.meets_target}


Benchmark = Callable[[], list[Measurement]]
_BENCHES: dict[str, list[Benchmark]] = {}
_GENERIC: list[Callable[[str], list[Measurement]]] = []


def register_bench(game_id: str) -> Callable[[Benchmark], Benchmark]:
    """Register a benchmark of one game."""

    def wrap(fn: Benchmark) -> Benchmark:
        _BENCHES.setdefault(game_id, []).append(fn)
        return fn

    return wrap


def register_generic(fn: Callable[[str], list[Measurement]]) -> Callable[[str], list[Measurement]]:
    """Register a benchmark run for every game id."""
    _GENERIC.append(fn)
    return fn


def add_bench_provider(module: str) -> None:
    """Name a module that registers benchmarks when imported (on the first `benchmarks_for`)."""
    if module not in PROVIDERS:
        PROVIDERS.append(module)


def benchmarks_for(game_id: str) -> list[Benchmark]:
    """The benchmarks of a game: the generic ones, then the game's own."""
    for module in PROVIDERS:
        importlib.import_module(module)
    generic: list[Benchmark] = [functools.partial(fn, game_id) for fn in _GENERIC]
    return generic + _BENCHES.get(game_id, [])
