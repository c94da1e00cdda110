"""The actions of Realm, the featured game, their notation and their table.

Every possible action exists once, built at import: legal-action lists hold these shared
objects, and an action's integer is its place in `action_table`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from realmkit.core.actions import ActionTable
from realmkit.games.realm.components import (
    BORDERS_OF,
    CENTER_OF,
    DIRECTION_NAMES,
    IS_CENTER,
    RAYS,
    REALM_OF,
    REALMS,
    SQUARES,
    realm_name,
    square_name,
)

if TYPE_CHECKING:
    from realmkit.games.realm.featured.game import FeaturedSettings

DISPERSAL, CONCENTRATION, REARRANGEMENT = 0, 1, 2
MODE_WORDS = ("disperse", "concentrate", "rearrange")


@dataclass(frozen=True, slots=True)
class Pass:
    """A turn without moving: both players passing in a row agree that the game ends."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End a Dispersal (after one piece or more) or a Concentration (after two or more)."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class ChooseMode:
    """Start a turn of Dispersal from, Concentration into, or Rearrangement of a Realm."""

    mode: int
    realm: int

    def __str__(self) -> str:
        return f"{MODE_WORDS[self.mode]} {realm_name(self.realm)}"


@dataclass(frozen=True, slots=True)
class PlaceBase:
    """Setup: place a Base on the Center of a vacant Realm."""

    square: int

    def __str__(self) -> str:
        return f"base {square_name(self.square)}"


@dataclass(frozen=True, slots=True)
class PlacePower:
    """Setup: place a Power on a Border space of a Realm holding a friendly Base."""

    square: int

    def __str__(self) -> str:
        return f"power {square_name(self.square)}"


@dataclass(frozen=True, slots=True)
class Move:
    """Move a Power or Enforcer in a straight line into a new Realm ("e5-e9")."""

    origin: int
    target: int

    def __str__(self) -> str:
        return f"{square_name(self.origin)}-{square_name(self.target)}"


@dataclass(frozen=True, slots=True)
class Immobilize:
    """Special Event 3: the attacker chooses which enemy Enforcer is immobilized ("xf6")."""

    square: int

    def __str__(self) -> str:
        return f"x{square_name(self.square)}"


@dataclass(frozen=True, slots=True)
class CreateEnforcer:
    """Special Event 2: place the created Enforcer on a vacant space, facing a direction."""

    square: int
    facing: int

    def __str__(self) -> str:
        return f"+{square_name(self.square)}>{DIRECTION_NAMES[self.facing]}"


@dataclass(frozen=True, slots=True)
class Replace:
    """Rearrangement: put a picked-up piece back on another space of its Realm ("e4=f6>N").

    `facing` is None for a Power or an immobile Enforcer.
    """

    origin: int
    target: int
    facing: int | None

    def __str__(self) -> str:
        turn = "" if self.facing is None else f">{DIRECTION_NAMES[self.facing]}"
        return f"{square_name(self.origin)}={square_name(self.target)}{turn}"


FeaturedAction = (
    Pass | EndTurn | ChooseMode | PlaceBase | PlacePower | Move | Immobilize | CreateEnforcer | Replace
)

PASS = Pass()
END_TURN = EndTurn()
CHOOSE: tuple[tuple[ChooseMode, ...], ...] = tuple(
    tuple(ChooseMode(mode, realm) for realm in range(REALMS)) for mode in range(3)
)
PLACE_BASE: dict[int, PlaceBase] = {CENTER_OF[r]: PlaceBase(CENTER_OF[r]) for r in range(REALMS)}
BORDER_SQUARES = tuple(s for s in range(SQUARES) if not IS_CENTER[s])
PLACE_POWER: dict[int, PlacePower] = {s: PlacePower(s) for s in BORDER_SQUARES}
IMMOBILIZE: tuple[Immobilize, ...] = tuple(Immobilize(s) for s in range(SQUARES))
CREATE: dict[tuple[int, int], CreateEnforcer] = {
    (s, f): CreateEnforcer(s, f) for s in BORDER_SQUARES for f in range(4)
}
MOVE: list[dict[int, Move]] = [{} for _ in range(SQUARES)]
"""MOVE[origin][target]: every straight move that ends off a Center in another Realm."""
for _origin in range(SQUARES):
    for _direction in range(4):
        for _target in RAYS[_direction][_origin]:
            if REALM_OF[_target] != REALM_OF[_origin] and not IS_CENTER[_target]:
                MOVE[_origin][_target] = Move(_origin, _target)
REPLACE: dict[tuple[int, int, int | None], Replace] = {
    (o, t, f): Replace(o, t, f)
    for borders in BORDERS_OF
    for o in borders
    for t in borders
    if o != t
    for f in (None, 0, 1, 2, 3)
}


@functools.cache
def action_table(settings: FeaturedSettings) -> ActionTable[FeaturedAction]:
    """Every action, by id: pass, end, the play options (by option, then Realm), Bases and
    Powers placed at setup, Enforcers immobilized, Enforcers created, moves, put-backs."""
    actions: list[FeaturedAction] = [PASS, END_TURN]
    actions += [action for row in CHOOSE for action in row]
    actions += [*PLACE_BASE.values(), *PLACE_POWER.values(), *IMMOBILIZE, *CREATE.values()]
    actions += [move for moves in MOVE for move in moves.values()]
    return ActionTable([*actions, *REPLACE.values()])
