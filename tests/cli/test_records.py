"""`realmkit play` never shows a seat the seed of a game in play, its records keep the seed
apart until the end, and every option that writes a file writes only regular files, replacing
an existing one only when it is the game's own record or --force says so."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from realmkit.cli import cli, main

SEED = "918273645"


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), input=input)
    return result.exit_code, result.output


def stop_after_a_move(path: Path) -> None:
    """A toy game saved to `path`, stopped after the person's move and the AI's reply."""
    code, out = run("play", "toy-swap", "--players", "human,random", "--seed", SEED, "--save", str(path),
                    input="keep\nquit\n")
    assert code == 0, out


def test_the_seed_is_not_shown_while_the_game_is_played_and_is_once_it_is_over() -> None:
    code, out = run("play", "toy-swap", "--players", "human,random", "--seed", SEED, input="keep\nquit\n")
    assert code == 0 and "the game was stopped" in out
    assert SEED not in out
    code, out = run("play", "toy-swap", "--players", "random,random", "--seed", SEED)
    assert code == 0 and f"The game is over; its seed was {SEED}." in out
    assert out.index(SEED) > out.index(", place ")  # only after the result


def test_a_record_saved_mid_game_holds_no_seed_and_the_seed_is_kept_privately(
    tmp_path: Path, private_folder: Path
) -> None:
    path = tmp_path / "game.json"
    code, out = run("play", "toy-swap", "--players", "human,random", "--seed", SEED, "--save", str(path),
                    input="keep\nquit\n")
    assert code == 0, out
    record = json.loads(path.read_text())
    assert SEED not in path.read_text()
    assert set(record) == {"format", "game", "players", "id", "moves"} and len(record["moves"]) == 2
    kept = private_folder / "unfinished" / f"{record['id']}.json"
    assert json.loads(kept.read_text())["seed"] == int(SEED)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert stat.S_IMODE(kept.parent.stat().st_mode) == 0o700


def test_resume_goes_on_from_the_kept_seed_and_the_finished_record_is_whole(
    tmp_path: Path, private_folder: Path
) -> None:
    path = tmp_path / "game.json"
    stop_after_a_move(path)
    game_id = json.loads(path.read_text())["id"]
    code, out = run("replay", str(path))
    assert code != 0 and "a game still in play (2 moves)" in out and f"play --resume {path}" in out
    code, out = run("play", "--resume", str(path), input="keep\n")
    assert code == 0, out
    assert "Resumed after 2 moves." in out and ", place " in out
    record = json.loads(path.read_text())
    assert record["seed"] == int(SEED) and len(record["actions"]) == 4 and "scores" in record
    assert not (private_folder / "unfinished" / f"{game_id}.json").exists()
    code, out = run("replay", str(path))
    assert code == 0 and out.startswith(f"ok: toy-swap, seed {SEED}, 4 actions, finished")


def test_a_missing_kept_seed_is_one_clear_line_and_the_record_is_left_as_it_was(
    tmp_path: Path, private_folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    stop_after_a_move(path)
    for kept in (private_folder / "unfinished").iterdir():
        kept.unlink()
    before = path.read_bytes()
    assert main(["play", "--resume", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("realmkit: error: the seed and moves of this game, kept apart in ")
    assert "are missing" in err and err.count("\n") == 1
    assert path.read_bytes() == before


def test_a_whole_record_of_an_unfinished_game_resumes_and_is_then_saved_apart(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"game": "toy-swap", "seed": int(SEED), "players": ["human", "random"],
                                "actions": ["keep", "keep"]}))
    code, out = run("play", "--resume", str(path), input="quit\n")
    assert code == 0 and "Resumed after 2 moves." in out
    assert SEED not in path.read_text() and json.loads(path.read_text())["moves"] == ["keep", "keep"]


def test_an_existing_file_is_replaced_only_with_force_or_as_the_games_own_record(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text("my notes\n")
    code, out = run("play", "toy-swap", "--players", "human,random", "--save", str(path), input="quit\n")
    assert code != 0 and "a file of that name exists; give a new name, or --force" in out
    assert path.read_text() == "my notes\n" and "Player 1" not in out
    code, out = run("play", "toy-swap", "--players", "human,random", "--save", str(path), "--force",
                    input="quit\n")
    assert code == 0 and json.loads(path.read_text())["moves"] == []
    code, out = run("play", "--resume", str(path), input="quit\n")  # its own record: saved again
    assert code == 0 and "Record written to" in out
    other = tmp_path / "other.json"
    other.write_text("kept\n")
    code, out = run("play", "--resume", str(path), "--save", str(other), input="quit\n")
    assert code != 0 and other.read_text() == "kept\n"


def specials(tmp_path: Path) -> list[Path]:
    """A FIFO, a symbolic link to a file, and as root a character device (like /dev/full)."""
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "target").write_text("kept\n")
    (tmp_path / "link").symlink_to(tmp_path / "target")
    made = [tmp_path / "fifo", tmp_path / "link"]
    try:
        os.mknod(tmp_path / "full", 0o600 | stat.S_IFCHR, os.makedev(1, 7))
        made.append(tmp_path / "full")
    except PermissionError:
        pass
    return made


TOURNAMENT = ("tournament", "toy-swap", "--players", "random,greedy", "-n", "2", "--workers", "1", "--force")


@pytest.mark.parametrize("option", [
    ("play", "toy-swap", "--players", "random,random", "--force", "--save"),
    (*TOURNAMENT, "--json"),
    (*TOURNAMENT, "--csv"),
    ("strength", "toy-swap", "-n", "30", "--workers", "1", "--write"),
])
def test_no_option_replaces_a_device_a_fifo_or_a_link_even_with_force(option: tuple[str, ...],
                                                                        tmp_path: Path) -> None:
    for path in specials(tmp_path):
        kind = stat.S_IFMT(os.lstat(path).st_mode)
        code, out = run(*option, str(path))
        assert code != 0 and "realmkit writes only regular files" in out, out
        assert stat.S_IFMT(os.lstat(path).st_mode) == kind
    assert (tmp_path / "target").read_text() == "kept\n"


def test_tournament_outputs_refuse_an_existing_file_without_force(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    path.write_text("old\n")
    args = ["tournament", "toy-swap", "--players", "random,greedy", "-n", "2", "--workers", "1", "-q"]
    code, out = run(*args, "--json", str(path))
    assert code != 0 and "--force" in out and path.read_text() == "old\n"
    code, out = run(*args, "--json", str(path), "--force")
    assert code == 0 and json.loads(path.read_text())["games"]
    code, out = run(*args, "--json", str(path), "--csv", str(path), "--force")
    assert code != 0 and "--json and --csv name the same file" in out


@pytest.mark.parametrize("args", [
    ("play", "toy-swap", "--players", "random,random", "--save", "x" * 300),
    ("tournament", "toy-swap", "--players", "random,random", "-n", "2", "--json", "x" * 300),
])
def test_a_name_too_long_for_the_folder_is_one_line(args: tuple[str, ...], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(list(args)) == 1
    err = capsys.readouterr().err
    assert "File name too long" in err and err.count("\n") == 1 and len(err) < 300


def test_a_record_whose_seed_has_5000_digits_is_one_line(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"game": "toy-swap", "seed": ' + "7" * 5000 + ', "players": ["a", "b"], "actions": []}')
    for args in (["replay", str(path)], ["play", "--resume", str(path)]):
        assert main(args) == 1
        err = capsys.readouterr().err
        assert "a number too long to read" in err and err.count("\n") == 1
