"""The command line's tests keep the seeds of unfinished games in a folder of their own."""

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's realmkit folder (click.get_app_dir reads XDG_CONFIG_HOME), fresh for each test."""
    folder = tmp_path_factory.mktemp("config")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    return folder / "realmkit"
