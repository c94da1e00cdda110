"""The actions of Oriental Realm and their table: moves of one piece ("e5-e9"), the end of a
turn ("end"), and in the placement variation placements of the Emperor ("E@e5") or a Mandarin
("M@e5")."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from realmkit.core.actions import ActionTable
from realmkit.games.realm.components import SQUARES, square_name
from realmkit.games.realm.oriental.rules import KIND_LETTERS
from realmkit.games.realm.sliding import END_TURN, MOVES, EndTurn, Move

if TYPE_CHECKING:
    from realmkit.games.realm.oriental.game import OrientalSettings


@dataclass(frozen=True, slots=True)
class Place:
    """Placement variation: put the Emperor (kind 1) or a Mandarin (kind 0) on a square."""

    kind: int
    square: int

    def __str__(self) -> str:
        return f"{KIND_LETTERS[self.kind]}@{square_name(self.square)}"


OrientalAction = Move | EndTurn | Place

PLACES: tuple[Place, ...] = tuple(Place(kind, square) for kind in (0, 1) for square in range(SQUARES))
"""Every placement made once, by kind then square: legal-action lists reuse them."""


@functools.cache
def action_table(settings: OrientalSettings) -> ActionTable[OrientalAction]:
    """Every action, by id: the move origin-target is origin * 144 + target, 'end' 20736, the
    placement of kind k on a square 20737 + k * 144 + square."""
    actions: list[OrientalAction] = [*MOVES, END_TURN]
    return ActionTable([*actions, *PLACES])
