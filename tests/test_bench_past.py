"""bench/past.py: playouts of this realmkit beside a past revision's, side by side."""

from __future__ import annotations

from pathlib import Path

from realmkit.bench.past import THIS, SideBySide, exported_source, side_by_side, source_playouts


def test_the_sides_alternate_and_the_ratio_is_of_the_medians() -> None:
    calls: list[tuple[str, float]] = []
    a_rates, b_rates = iter([10.0, 30.0, 20.0]), iter([10.0, 10.0, 40.0])

    def a(seconds: float) -> float:
        calls.append(("a", seconds))
        return next(a_rates)

    def b(seconds: float) -> float:
        calls.append(("b", seconds))
        return next(b_rates)

    runs = side_by_side(a, b, 3, 0.5)
    assert calls == [("a", 0.5), ("b", 0.5)] * 3
    assert runs == SideBySide([10.0, 30.0, 20.0], [10.0, 10.0, 40.0])
    assert runs.ratio == 20.0 / 10.0
    assert runs.spread == (0.5, 3.0)


def test_a_folder_outside_git_exports_nothing(tmp_path: Path) -> None:
    outside = tmp_path / "not-a-repository"
    outside.mkdir()
    assert exported_source("HEAD", tmp_path, outside) is None
    assert not (tmp_path / "src").exists()


def test_a_child_process_plays_random_games_of_the_running_realmkit() -> None:
    assert (THIS / "realmkit" / "__init__.py").exists()
    assert source_playouts(THIS, "fantasy-realms", 3)(0.05) > 0
