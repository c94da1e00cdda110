"""The one JSON reader (bounded size and depth, short echoes) and the atomic writer, which
writes only regular files and replaces an existing one only when asked."""

from __future__ import annotations

import json
import os
import stat
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


def specials(tmp_path: Path) -> dict[str, Path]:
    """A FIFO, a symbolic link to a file, and (where allowed: as root) a character device."""
    made = {"FIFO": tmp_path / "fifo", "symbolic link": tmp_path / "link"}
    os.mkfifo(made["FIFO"])
    (tmp_path / "target.json").write_text("kept\n")
    made["symbolic link"].symlink_to(tmp_path / "target.json")
    try:
        os.mknod(tmp_path / "null", 0o600 | stat.S_IFCHR, os.makedev(1, 3))
        made["character device"] = tmp_path / "null"
    except PermissionError:
        pass
    return made


def kinds(made: dict[str, Path]) -> dict[str, int]:
    return {name: stat.S_IFMT(os.lstat(path).st_mode) for name, path in made.items()}


def test_devices_fifos_and_links_are_refused_and_left_as_they_were(tmp_path: Path) -> None:
    made = specials(tmp_path)
    before = kinds(made)
    for name, path in made.items():
        with pytest.raises(FileError, match=f"it is a {name}.*writes only regular files"):
            check_writable(path, "the results", replace=True)
        with pytest.raises(FileError, match=f"it is a {name}"):
            write_atomic(path, "new\n")
    assert kinds(made) == before
    assert (tmp_path / "target.json").read_text() == "kept\n"


def test_a_fifo_is_refused_when_read_rather_than_waited_on(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo")
    with pytest.raises(FileError, match="it is a FIFO"):
        read_json(tmp_path / "fifo", "game record")


def test_an_existing_file_is_replaced_only_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    path.write_text("someone's file\n")
    with pytest.raises(FileError, match="a file of that name exists; give a new name, or --force"):
        check_writable(path, "the results")
    check_writable(path, "the results", replace=True)
    assert path.read_text() == "someone's file\n"


def test_a_new_file_follows_the_umask_and_a_replaced_one_keeps_its_mode(tmp_path: Path) -> None:
    old = os.umask(0o027)
    try:
        write_atomic(tmp_path / "new.json", "x\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o640
    (tmp_path / "new.json").chmod(0o604)
    write_atomic(tmp_path / "new.json", "y\n")
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o604
    write_atomic(tmp_path / "secret.json", "z\n", mode=0o600)
    assert stat.S_IMODE((tmp_path / "secret.json").stat().st_mode) == 0o600


def test_any_name_the_folder_takes_can_be_written_and_a_longer_one_is_one_line(tmp_path: Path) -> None:
    """The temporary file's name is short, so a name of 250 characters is written; 300 are more
    than the folder takes, which is said in one line."""
    long = tmp_path / ("a" * 250)
    check_writable(long, "the game record")
    write_atomic(long, "x\n")
    assert long.read_text() == "x\n"
    with pytest.raises(FileError, match="File name too long") as error:
        check_writable(tmp_path / ("b" * 300), "the game record")
    assert "\n" not in str(error.value) and len(str(error.value)) < 300
    with pytest.raises(FileError, match="File name too long"):
        write_atomic(tmp_path / ("b" * 300), "x\n")
