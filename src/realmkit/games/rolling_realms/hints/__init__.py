"""Rolling Realms AI: each realm's hint, the further stars its card may still bring from what
is marked, for realms whose stars and resources alone judge a sheet poorly (the AI's
evaluation adds them; the rules know nothing of them). The hints are grouped by how their
cards score: shapes on a grid, tracks and paths, collections, and the rolls still to come.

A hint is realmkit's rough estimate; it may be negative: stars the card is expected to lose
(Biddy & Walter's grumpy cats)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.hints import chance, collections, shapes, tracks
from realmkit.games.rolling_realms.state import Player, RollingRealmsState

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.components import Realm

Progress = Callable[[list[int], RollingRealmsState, Player], float]
"""A realm's hint: from its card's marks, the game and the sheet, the stars still to come."""

PROGRESS: dict[str, Progress] = {**shapes.HINTS, **tracks.HINTS, **collections.HINTS, **chance.HINTS}
"""The hint of each realm that has one."""


def hint(realm_id: str, marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The realm's hint for a sheet's card (0 for a realm without one)."""
    progress = PROGRESS.get(realm_id)
    return 0.0 if progress is None else progress(marks, state, player)


_AT_START: dict[str, float] = {}


def at_start(realm: Realm, state: RollingRealmsState) -> float:
    """The realm's hint for a fresh card at the first turn of a round, nothing gained yet: what
    every sheet starts a round with, whatever was played before (some hints count stars a fresh
    card already promises, or loses)."""
    if realm.id not in _AT_START:
        start = state.clone()
        start.turn = 0
        _AT_START[realm.id] = hint(realm.id, realm.new_marks(), start, Player())
    return _AT_START[realm.id]
