"""The actions of Medieval Realm and their table: jumps only, from Center to Center ("e5-e8")
or off the far side ("e11-off")."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from realmkit.core.actions import ActionTable
from realmkit.games.realm.jumping import STEP, Step

if TYPE_CHECKING:
    from realmkit.games.realm.medieval.game import MedievalSettings


@functools.cache
def action_table(settings: MedievalSettings) -> ActionTable[Step]:
    """Every jump, by id: the jump of Realm r in direction d is r * 4 + d."""
    return ActionTable(step for steps in STEP for step in steps)
