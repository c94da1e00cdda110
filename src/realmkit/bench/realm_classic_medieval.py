"""Classic and Medieval Realm throughput: single-jump decisions and playouts per second.

The generic benchmarks time uniform random playouts of the default game; these add the
option combinations and the biased playouts (`rollout_action`) that search uses.
"""

from __future__ import annotations

from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_playouts

SECONDS = 1.0


@register_bench("realm-classic")
def classic() -> list[Measurement]:
    results = time_playouts("realm-classic", 2, "rollout", SECONDS).measurements()
    for variant in ("realm-classic(double_moves=true)", "realm-classic(placement=true)"):
        results += time_playouts(variant, 2, "random", SECONDS).measurements()
    return results


@register_bench("realm-medieval")
def medieval() -> list[Measurement]:
    return time_playouts("realm-medieval", 2, "rollout", SECONDS).measurements()
