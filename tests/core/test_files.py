"""The one JSON reader (bounded size and depth, short echoes) and the atomic writer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import realmkit
from realmkit.core import GameStringError, RecordError
from realmkit.core.files import FileError, check_writable, read_json, shorten, write_atomic
from realmkit.core.record import GameRecord, replay


def test_a_binary_file_is_refused_as_not_text(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(bytes(range(256)) * 4)
    with pytest.raises(FileError, match="is not a text file"):
        read_json(path, "game record")


def test_nesting_200000_deep_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000)
    with pytest.raises(FileError, match="nested deeper than 32 levels") as error:
        read_json(path, "game record")
    assert len(str(error.value)) < 200


def test_nesting_within_the_bound_is_read_but_one_deeper_is_not(tmp_path: Path) -> None:
    path = tmp_path / "nest.json"
    path.write_text("[" * 32 + "]" * 32)
    assert read_json(path, "file") == json.loads("[" * 32 + "]" * 32)
    path.write_text("[" * 33 + "]" * 33)
    with pytest.raises(FileError, match="nested deeper"):
        read_json(path, "file")


def test_a_file_over_the_size_bound_is_not_read(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text(json.dumps(["x" * 3000]))
    with pytest.raises(FileError, match="larger than"):
        read_json(path, "file", max_bytes=2048)


def test_bad_json_is_named_by_line_and_column_without_echoing_it(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"game": ' + "x" * 100_000)
    with pytest.raises(FileError, match=r"not valid JSON.*line 1, column 10") as error:
        read_json(path, "game record")
    assert len(str(error.value)) < 300


def test_a_huge_action_in_a_record_is_echoed_cut_short(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    huge = "a" * 5_000_000
    path.write_text(json.dumps({"game": "toy-swap", "seed": 1, "players": ["a", "b"], "actions": [huge]}))
    with pytest.raises(RecordError) as error:
        replay(GameRecord.load(path))
    assert str(error.value).startswith("actions[0]:") and len(str(error.value)) < 500
    path.write_text(json.dumps({"game": "toy-swap", "seed": 1, "players": ["a", "b"], "actions": [[huge]]}))
    with pytest.raises(RecordError, match="more characters") as error:
        GameRecord.load(path)
    assert len(str(error.value)) < 500


def test_shorten_says_how_much_it_left_out() -> None:
    assert shorten("abc") == "'abc'"
    assert shorten("x" * 100, 10) == "'xxxxxxxxx... (92 more characters)"


def test_setup_files_go_through_the_same_reader(tmp_path: Path) -> None:
    path = tmp_path / "setup.json"
    path.write_text('{"pieces": ' + "[" * 200_000)
    with pytest.raises(GameStringError, match=r"cannot read a position file.*(nested deeper|not valid JSON)"):
        realmkit.load(f"realm-classic(setup={path})")
    path.write_bytes(b"\xff\xfe\x00binary")
    with pytest.raises(GameStringError, match="not a text file"):
        realmkit.load(f"realm-classic(setup={path})")


def test_an_interrupted_write_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    path.write_text("the old record\n")

    def interrupted(descriptor: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("realmkit.core.files.os.fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(path, "a new record\n")
    assert path.read_text() == "the old record\n"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    monkeypatch.undo()
    write_atomic(path, "a new record\n")
    assert path.read_text() == "a new record\n"


def test_unwritable_places_are_found_before_any_work(tmp_path: Path) -> None:
    with pytest.raises(FileError, match="does not exist"):
        check_writable(tmp_path / "missing" / "out.json", "the results")
    with pytest.raises(FileError, match="it is a folder"):
        check_writable(tmp_path, "the results")
    check_writable(tmp_path / "out.json", "the results")
    assert list(tmp_path.iterdir()) == []
