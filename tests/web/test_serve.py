"""`realmkit serve`: a database it cannot open is a one-line error naming --db."""

from __future__ import annotations

from pathlib import Path

from realmkit.cli import main


def test_a_bad_database_url_is_a_clear_error(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert main(["serve", "--db", "nosuchdb://x"]) != 0
    assert "--db nosuchdb://x" in capsys.readouterr().err
    assert main(["serve", "--db", f"sqlite:///{tmp_path}/missing/folder/db.sqlite3"]) != 0
    assert "expected sqlite:///PATH" in capsys.readouterr().err
