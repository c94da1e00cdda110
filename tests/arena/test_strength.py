"""The strength measure: the criterion for two-player, multi-player and cooperative games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from toy_games import Nim, ThreeWay, Together

from realmkit.arena import strength
from realmkit.arena.strength import BEGIN, END, StrengthRow, measure, seat_counts, table, write_table
from realmkit.arena.tournament import run_tournament
from realmkit.cli import cli
from realmkit.core import GameStringError, load


def test_two_player_games_count_the_win_rate_against_the_target() -> None:
    """Pile 9 is won by whoever moves first and plays right, as mcts and greedy both do here
    (the evaluation is exact): seats rotate, so each wins half, short of the 60% target."""
    row = measure(Nim(pile=9), "greedy", games=4, seed=1)
    assert (row.num_players, row.games, row.criterion) == (2, 4, "win rate >= 60%")
    assert row.win_rate == 0.5 and not row.met
    against_random = measure(Nim(pile=9), "random", games=4, seed=1)
    assert against_random.criterion == "win rate >= 90%"
    assert against_random.met == (against_random.win_rate >= 0.9)


def test_games_only_for_more_players_ask_for_the_best_mean_rank() -> None:
    row = measure(ThreeWay(), "random", games=3, seed=1)
    assert row.num_players == 3 and row.criterion == "best mean rank"
    assert row.met == (row.mcts_rank < row.opponent_rank)


def test_cooperative_games_compare_teams() -> None:
    row = measure(Together(), "random", games=4, seed=1)
    assert row.win_rate == 1.0 and row.met
    assert row.criterion.startswith("team wins >= random team's")


def test_a_cooperative_mcts_team_plays_its_games_once_for_both_opponents(
        monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[list[str]] = []

    def counting(game: Any, players: list[str], *args: Any, **kwargs: Any) -> Any:
        played.append(list(players))
        return run_tournament(game, players, *args, **kwargs)

    monkeypatch.setattr(strength, "run_tournament", counting)
    monkeypatch.setattr(strength, "_TEAMS", {})
    rows = [measure(Together(), opponent, games=4, seed=5) for opponent in ("random", "greedy")]
    assert played == [["mcts", "mcts"], ["random", "random"], ["greedy", "greedy"]]
    assert rows[0].win_rate == rows[1].win_rate == 1.0
    assert rows[0].seconds_per_game == rows[1].seconds_per_game
    measure(Together(), "random", games=4, seed=6)  # other games: the team plays them
    assert played[-2] == ["mcts", "mcts"]


def test_strength_measures_each_table_size_given_with_p() -> None:
    result = CliRunner().invoke(cli, ["strength", "toy-swap", "-p", "2", "-p", "3", "-n", "2",
                                      "--workers", "1", "-q"])
    assert result.exit_code == 0, result.output
    rows = [line.split("|")[2:4] for line in result.stdout.splitlines() if line.startswith("| `")]
    assert [(p.strip(), o.strip()) for p, o in rows] == [
        ("2", "random"), ("2", "greedy"), ("3", "random"), ("3", "greedy")]


def test_table_marks_shortfalls(tmp_path: Path) -> None:
    good = StrengthRow("g", "random", 2, 10, 0.95, 0.7, 1.0, 1.05, 1.95, "win rate >= 90%", True, 1.5)
    bad = StrengthRow("g", "greedy", 2, 10, 0.4, 0.2, 0.7, 1.6, 1.4, "win rate >= 60%", False, 1.5)
    text = table([good, bad])
    assert ("| `g` | 2 | random | 10 | 95.0% | 70.0%-100.0% | 1.05 / 1.95 | win rate >= 90% | yes | 1.50 |"
            in text)
    assert "| **no** |" in text
    doc = tmp_path / "new.md"
    doc.write_text("# Notes\n")
    write_table(doc, text)
    assert doc.read_text() == f"# Notes\n\n## Strength\n\n{BEGIN}\n{text}\n{END}\n"


def test_rewriting_keeps_the_rows_of_games_not_measured_again(tmp_path: Path) -> None:
    def row(game: str, opponent: str, rate: float) -> StrengthRow:
        met = rate >= 0.9
        return StrengthRow(game, opponent, 2, 4, rate, 0.0, 1.0, 1.0, 2.0, "win rate >= 90%", met, 1.0)

    doc = tmp_path / "ai.md"
    write_table(doc, table([row("a", "random", 1.0), row("b", "random", 0.5)]))
    write_table(doc, table([row("b", "random", 0.75), row("c", "greedy", 1.0)]))
    text = doc.read_text()
    lines = [line for line in text.splitlines() if line.startswith("| `")]
    assert [line.split("|")[1].strip() for line in lines] == ["`a`", "`b`", "`c`"]
    assert "75.0%" in lines[1] and "50.0%" not in text
    assert text.count("| game |") == 1


def test_games_for_two_and_more_players_are_measured_at_both_sizes() -> None:
    assert seat_counts(Nim(pile=9)) == [2]
    assert seat_counts(ThreeWay()) == [3]
    flexible = load("toy-swap")  # two or three players
    assert seat_counts(flexible) == [2, 3]
    row = measure(flexible, "random", games=3, seed=1, seats=3)
    assert row.num_players == 3 and row.criterion == "best mean rank"
    assert measure(flexible, "random", games=2, seed=1).num_players == 2
    solitaire = Nim(pile=9)
    solitaire.player_range = lambda: (1, 1)  # type: ignore[method-assign]
    assert seat_counts(solitaire) == [1]


def test_a_table_size_the_game_does_not_allow_is_refused() -> None:
    with pytest.raises(GameStringError, match="played by 2 players, not 3"):
        measure(Nim(pile=9), "random", games=2, seed=1, seats=3)


def test_rows_of_one_game_at_two_table_sizes_are_kept_apart(tmp_path: Path) -> None:
    def row(players: int, rate: float) -> StrengthRow:
        return StrengthRow("g", "random", players, 4, rate, 0.0, 1.0, 1.0, 2.0, "c", True, 1.0)

    doc = tmp_path / "ai.md"
    write_table(doc, table([row(2, 1.0)]))
    write_table(doc, table([row(3, 0.5)]))
    lines = [line for line in doc.read_text().splitlines() if line.startswith("| `")]
    assert [line.split("|")[2].strip() for line in lines] == ["2", "3"]
