"""`realmkit serve`: every option is checked before anything starts, with a one-line error."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from realmkit.cli import main


@pytest.fixture(autouse=True)
def never_served(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bad option must stop `serve` before it listens: starting the server fails the test."""
    import uvicorn

    def started(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the server was started")

    monkeypatch.setattr(uvicorn, "run", started)
    monkeypatch.setattr(uvicorn.Server, "run", started)


def test_a_bad_database_url_is_a_clear_error(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert main(["serve", "--db", "nosuchdb://x"]) != 0
    assert "--db nosuchdb://x" in capsys.readouterr().err
    assert main(["serve", "--db", f"sqlite:///{tmp_path}/missing/folder/db.sqlite3"]) != 0
    assert "expected sqlite:///PATH" in capsys.readouterr().err


@pytest.mark.parametrize(("option", "value", "words"), [
    ("--pause", "nan", "--pause nan: input should be a finite number"),
    ("--pause", "inf", "--pause inf: input should be a finite number"),
    ("--pause", "-1", "--pause -1.0: input should be greater than or equal to 0"),
    ("--pause", "11", "--pause 11.0: input should be less than or equal to 10"),
    ("--ai-effort", "nan", "--ai-effort nan: input should be a finite number"),
    ("--ai-effort", "0.5", "--ai-effort 0.5: input should be greater than or equal to 1"),
    ("--ai-seconds", "0", "--ai-seconds 0.0: input should be greater than 0"),
    ("--ai-seconds", "1e9", "--ai-seconds 1000000000.0: input should be less than or equal to 600"),
    ("--port", "0", "--port"),
    ("--port", "70000", "--port"),
    ("--host", "192.0.2.1", "--host 192.0.2.1 --port 8000: cannot listen there: Cannot assign"),
])
def test_a_bad_option_is_a_clear_error(capsys, tmp_path: Path, option: str, value: str,  # type: ignore[no-untyped-def]
                                       words: str) -> None:
    assert main(["serve", "--db", f"sqlite:///{tmp_path}/db.sqlite3", option, value]) != 0
    error = capsys.readouterr().err
    assert words in error and "Traceback" not in error and len(error.splitlines()) <= 3, error


def test_a_port_in_use_is_a_clear_error(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port), "--db", f"sqlite:///{tmp_path}/db.sqlite3"]) != 0
    assert f"--port {port}: cannot listen there: Address already in use" in capsys.readouterr().err
