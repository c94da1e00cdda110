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

def _steps(origin: int, direction: int) -> tuple[tuple[int, bool, int], ...]:
    """The ray from `origin`: each square, whether a move may end there (another Realm than
    the origin's, not a Center), and the Center of the Realm it enters (-1 if the same Realm
    as the square before)."""
    steps = []
    realm = REALM_OF[origin]
    for target in RAYS[direction][origin]:
        entered = CENTER_OF[REALM_OF[target]] if REALM_OF[target] != realm else -1
        realm = REALM_OF[target]
        steps.append((target, realm != REALM_OF[origin] and not IS_CENTER[target], entered))
    return tuple(steps)


RAY_STEPS: tuple[tuple[tuple[tuple[int, bool, int], ...], ...], ...] = tuple(
    tuple(_steps(s, d) for s in range(SQUARES)) for d in ALL_DIRECTIONS
)
"""RAY_STEPS[direction][square]: the steps of the ray (see `_steps`)."""


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

FIRST_SPACE: tuple[tuple[int, ...], ...] = tuple(
    tuple(-1 if path is None else path[1][-1] for path in paths) for paths in PATHS
)
"""FIRST_SPACE[square][realm]: the first space of `realm` on the line from `square`, or -1."""


def targets(cells: bytearray, origin: int, directions: tuple[int, ...], enemy_base: int) -> list[int]:
    """Where a piece on `origin` may end: straight on through vacant spaces, into a new Realm,
    never on a Center. `enemy_base` is the cell of an enemy Base when variation 4 makes moves
    stop in enemy-controlled Realms, else -1."""
    found: list[int] = []
    if enemy_base < 0:  # no Realm stops a move
        for direction in directions:
            for target, ending, _ in RAY_STEPS[direction][origin]:
                if cells[target]:
                    break
                if ending:
                    found.append(target)
        return found
    for direction in directions:
        stopping = False
        for target, ending, entered in RAY_STEPS[direction][origin]:
            if cells[target]:
                break
            if entered >= 0:
                if stopping:
                    break
                stopping = cells[entered] == enemy_base
            if ending:
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
