"""Hand-made 12 Thieves positions: `table(...)` is the game's position constructor."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from realmkit.games.twelve_thieves.positions import position
from realmkit.games.twelve_thieves.state import TwelveThievesState

Table = Callable[..., TwelveThievesState]


@pytest.fixture
def table() -> Table:
    return position
