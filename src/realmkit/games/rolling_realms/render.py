"""Text picture of a Rolling Realms table."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.state import RollingRealmsState


def render(state: RollingRealmsState, player: int | None = None) -> str:
    return json.dumps(state.observation(player))
