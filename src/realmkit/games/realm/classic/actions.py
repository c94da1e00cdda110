"""The actions of Classic Realm and their table: jumps ("b2-e2"), placements on a Center in the
placement opening ("e5"), and "end" after the first move of a DOUBLE-MOVE turn."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from realmkit.core.actions import ActionTable
from realmkit.games.realm.jumping import END, PLACE, STEP, End, Place, Step

if TYPE_CHECKING:
    from realmkit.games.realm.classic.game import ClassicSettings

ClassicAction = Step | Place | End


@functools.cache
def action_table(settings: ClassicSettings) -> ActionTable[ClassicAction]:
    """Every action, by id: the jump of Realm r in direction d is r * 4 + d, the placement on
    Realm r's Center 64 + r, 'end' 80."""
    actions: list[ClassicAction] = [step for steps in STEP for step in steps]
    return ActionTable([*actions, *PLACE, END])
