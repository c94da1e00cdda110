"""The tournament and strength commands, on a toy game put in the registry for the test."""

from __future__ import annotations

import csv
import io
import json
import socket
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from toy_games import Nim

from realmkit.arena.strength import BEGIN, END
from realmkit.cli import cli, main
from realmkit.core import registry


@pytest.fixture(autouse=True)
def toy_nim(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._GAMES, "toy-nim", Nim)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_tournament_prints_standings_with_intervals_and_ratings() -> None:
    code, out, _ = run("tournament", "toy-nim", "--players", "random,mcts(iterations=30)", "-n", "4",
                       "--seed", "2", "--workers", "1")
    assert code == 0
    assert "mcts(iterations=30)" in out and "95% CI" in out and "rating" in out and "seed 2" in out


def test_tournament_json_holds_standings_and_every_game() -> None:
    code, out, _ = run("tournament", "toy-nim(pile=7)", "--players", "random,greedy", "-n", "6",
                       "--seed", "1", "--workers", "2", "--json", "-")
    assert code == 0
    data = json.loads(out)
    assert data["game"] == "toy-nim(pile=7)" and data["seed"] == 1
    assert [s["agent"] for s in data["standings"]] == ["random", "greedy"]
    assert [g["index"] for g in data["games"]] == list(range(6))
    assert sum(s["wins"] for s in data["standings"]) == 6


def test_tournament_notes_an_uneven_share_of_seats() -> None:
    code, _, err = run("tournament", "toy-nim", "--players", "random,greedy,random", "-n", "7",
                       "--workers", "1", "-q")
    assert code == 0 and "7 games do not share the 6 seatings evenly" in err


def test_tournament_csv_file(tmp_path: Path) -> None:
    path = tmp_path / "standings.csv"
    code, _, _ = run("tournament", "toy-nim", "--players", "random,greedy,random", "-n", "6",
                     "--workers", "1", "--csv", str(path), "-q")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(path.read_text())))
    assert [r["agent"] for r in rows] == ["random", "greedy", "random"]
    assert {"win_rate", "ci_low", "ci_high", "mean_score", "mean_rank", "rating"} <= set(rows[0])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "random,mcts(iterations=zero)"], "iterations"),
        (["--players", "random,(greedy"], "malformed"),
        (["--players", "random,greedy", "--address", "x:1"], "--backend ray"),
        (["--players", "random,greedy", "-p", "5"], "played by 2"),
    ],
)
def test_tournament_errors_are_one_line(args: list[str], message: str) -> None:
    code, out, err = run("tournament", "toy-nim", *args, "-n", "2", "--workers", "1")
    assert code != 0
    assert message in err and "Traceback" not in err + out


def test_strength_writes_the_table_between_its_markers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("realmkit.cli.tournament.MIN_WRITTEN_GAMES", 2)  # the real floor takes minutes
    doc = tmp_path / "ai.md"
    doc.write_text(f"# AI\n\nintro\n\n{BEGIN}\nold table\n{END}\n\nafter\n")
    for _ in range(2):
        code, out, _ = run("strength", "toy-nim", "-n", "2", "--workers", "1", "--write", str(doc), "-q")
        assert code == 0
    text = doc.read_text()
    assert "old table" not in text and text.count(BEGIN) == 1
    assert text.startswith("# AI\n\nintro") and text.rstrip().endswith("after")
    assert "| `toy-nim` | 2 | random | 2 |" in text and "| `toy-nim` | 2 | greedy | 2 |" in text
    assert "| `toy-nim` | 2 | random |" in out


def test_strength_measures_two_and_three_players_or_the_size_asked() -> None:
    code, out, _ = run("strength", "toy-swap", "-n", "2", "--workers", "1", "-q")
    assert code == 0
    assert "| `toy-swap` | 2 | greedy | 2 |" in out and "| `toy-swap` | 3 | greedy | 2 |" in out
    code, out, _ = run("strength", "toy-swap", "-p", "3", "-n", "2", "--workers", "1", "-q")
    assert code == 0 and "| `toy-swap` | 3 | random |" in out and "| `toy-swap` | 2 |" not in out
    code, out, err = run("strength", "toy-nim", "-p", "3", "-n", "2", "--workers", "1", "-q")
    assert code != 0 and "played by 2 players, not 3 (-p)" in err and "Traceback" not in err + out


def closed_port() -> int:
    """A local port nothing listens on (bound, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize(("address", "message"), [
    (None, "cannot reach a Ray cluster at 127.0.0.1:{port}: Connection refused"),
    ("nope", "--address 'nope': expected HOST:PORT (or ray://HOST:PORT)"),
    ("ray://127.0.0.1:²", "expected HOST:PORT"),
])
def test_an_unreachable_or_malformed_ray_address_is_one_line_at_once(
    address: str | None, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("ray")
    port = closed_port()
    start = time.process_time()
    code = main(["tournament", "toy-nim", "--players", "random,greedy", "-n", "2", "-q", "--backend", "ray",
                 "--address", address or f"127.0.0.1:{port}"])
    err = capsys.readouterr().err
    assert code == 1 and err.startswith("realmkit: error: ") and message.format(port=port) in err
    assert err.count("\n") == 1
    assert time.process_time() - start < 10  # Ray itself waits minutes for an address that does not answer
