"""The actions of Modern Realm and their table: moves of one piece ("e5-e9"), and the placing
of an enemy piece dislodged from a captured Realm's Center ("dislodge e5")."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import compress
from typing import TYPE_CHECKING

from realmkit.core.actions import ActionTable
from realmkit.games.realm.components import SQUARES, square_name
from realmkit.games.realm.sliding import MOVES, Move

if TYPE_CHECKING:
    from realmkit.games.realm.modern.game import ModernSettings


@dataclass(frozen=True, slots=True)
class Dislodge:
    """The capturing player puts the enemy piece dislodged from the Center on `square`."""

    square: int

    def __str__(self) -> str:
        return f"dislodge {square_name(self.square)}"


ModernAction = Move | Dislodge

MOVES_FROM: tuple[tuple[Move, ...], ...] = tuple(MOVES[o * SQUARES:(o + 1) * SQUARES] for o in range(SQUARES))
"""MOVES_FROM[origin][target]: every move made once, by origin (legal-action lists reuse them)."""
_BITS = bytes.maketrans(b"01", b"\x00\x01")


def moves_to(origin: int, targets: int) -> Iterator[Move]:
    """The moves from `origin` to the squares of the set `targets`, in order of target."""
    return compress(MOVES_FROM[origin], f"{targets:0144b}"[::-1].encode().translate(_BITS))


DISLODGES: tuple[Dislodge, ...] = tuple(Dislodge(square) for square in range(SQUARES))
"""Every placing of a dislodged piece made once, by square: legal-action lists reuse them."""


@functools.cache
def action_table(settings: ModernSettings) -> ActionTable[ModernAction]:
    """Every action, by id: the move origin-target is origin * 144 + target, the placing of a
    dislodged piece on a square 20736 + square."""
    actions: list[ModernAction] = list(MOVES)
    return ActionTable([*actions, *DISLODGES])
