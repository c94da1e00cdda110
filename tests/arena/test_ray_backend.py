"""The Ray back-end, on a local Ray instance: the same results as the local process pool."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import toy_games
from toy_games import Nim

from realmkit.arena.tournament import run_tournament

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, logging_level="ERROR", log_to_driver=False)
    ray.cloudpickle.register_pickle_by_value(toy_games)  # the workers cannot import the test module
    try:
        yield
    finally:
        ray.cloudpickle.unregister_pickle_by_value(toy_games)
        ray.shutdown()


def test_ray_gives_the_same_results_as_the_process_pool(local_ray: None) -> None:
    game = Nim(pile=15)
    players = ["random", "greedy", "mcts(iterations=20)"]
    on_ray = run_tournament(game, players, games=12, seed=5, backend="ray")
    in_pool = run_tournament(game, players, games=12, seed=5, workers=2)
    assert on_ray == in_pool
    assert ray.is_initialized()  # a Ray instance the caller started is left running
