"""How the pieces of the featured game move, on a board of 144 cells (pure functions, no state).

A cell holds 0 (empty) or `kind + owner`: BASE, POWER or ENFORCER plus the player (0 or 1).
An Enforcer's facing is kept apart: a direction 0-3 (N, E, S, W), or IMMOBILE once it stands
on end.
"""

from __future__ import annotations

from realmkit.games.realm.components import CENTER_OF, IS_CENTER, RAYS, REALM_OF, REALMS, SQUARES

BASE, POWER, ENFORCER = 2, 4, 6
KIND = 6
IMMOBILE = 4
ALL_DIRECTIONS: tuple[int, ...] = (0, 1, 2, 3)
TURNS: tuple[tuple[int, ...], ...] = tuple(
    tuple(d for d in ALL_DIRECTIONS if d != (facing + 2) % 4) for facing in ALL_DIRECTIONS
)
"""TURNS[facing]: the ways an Enforcer may move, "never directly opposite" its facing."""

RAY_STEPS: tuple[tuple[tuple[tuple[int, int, bool], ...], ...], ...] = tuple(
    tuple(tuple((t, REALM_OF[t], IS_CENTER[t]) for t in RAYS[d][s]) for s in range(SQUARES))
    for d in ALL_DIRECTIONS
)
"""RAY_STEPS[direction][square]: (square, its Realm, whether it is a Center) along the ray."""


def direction_of(origin: int, target: int) -> int:
    """The direction of a straight move."""
    if origin % 12 == target % 12:
        return 0 if target > origin else 2
    return 1 if target > origin else 3


def _path(square: int, realm: int) -> tuple[int, tuple[int, ...], tuple[int, ...]] | None:
    """The straight way from a square into a Realm: direction, the squares up to the first one
    inside it, and the Realms crossed on the way; None if no straight line leads there."""
    if REALM_OF[square] == realm:
        return None
    for direction in ALL_DIRECTIONS:
        squares: list[int] = []
        for target in RAYS[direction][square]:
            squares.append(target)
            if REALM_OF[target] == realm:
                crossed = {REALM_OF[s] for s in squares[:-1]} - {REALM_OF[square]}
                return direction, tuple(squares), tuple(sorted(crossed))
    return None


PATHS: tuple[tuple[tuple[int, tuple[int, ...], tuple[int, ...]] | None, ...], ...] = tuple(
    tuple(_path(s, r) for r in range(REALMS)) for s in range(SQUARES)
)
"""PATHS[square][realm]: how a piece on `square` would enter `realm` (see `_path`)."""


def targets(cells: bytearray, origin: int, directions: tuple[int, ...], enemy_base: int) -> list[int]:
    """Where a piece on `origin` may end: straight on through vacant spaces, into a new Realm,
    never on a Center. `enemy_base` is the cell of an enemy Base when variation 4 makes moves
    stop in enemy-controlled Realms, else -1."""
    start = REALM_OF[origin]
    found: list[int] = []
    for direction in directions:
        current = start
        stopping = False
        for target, realm, center in RAY_STEPS[direction][origin]:
            if cells[target]:
                break
            if realm != current:
                if stopping:
                    break
                current = realm
                stopping = cells[CENTER_OF[realm]] == enemy_base
            if realm != start and not center:
                found.append(target)
    return found


def reaches(cells: bytearray, origin: int, realm: int, directions: tuple[int, ...], enemy_base: int) -> bool:
    """Whether the piece on `origin` can end a move in `realm` (its first space there is enough)."""
    path = PATHS[origin][realm]
    if path is None or path[0] not in directions:
        return False
    for square in path[1]:
        if cells[square]:
            return False
    return all(cells[CENTER_OF[crossed]] != enemy_base for crossed in path[2])
