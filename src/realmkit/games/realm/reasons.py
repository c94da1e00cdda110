"""Reading the notation of every Realm game, and why an action of Classic or Medieval Realm is
refused, in the rulebook's words: a jump no rule allows, and text that names no jump at all."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from realmkit.core import IllegalActionError
from realmkit.core.actions import ActionTable
from realmkit.games.realm.components import CENTER_OF, IS_CENTER, REALM_OF, parse_square, square_name
from realmkit.games.realm.jumping import (
    ADJACENT,
    BACKWARD,
    DUKE,
    EDGE,
    EMPTY_CENTER,
    FILLED,
    LANDED,
    STEP,
    STUCK,
    JumpState,
    Step,
    owner,
)


def step_problem(state: JumpState[Any], step: Step) -> str | None:
    """Why a jump is not legal now, in words, or None."""
    realm, direction = step.realm, step.direction
    if state.moving >= 0:
        if realm != state.moving:
            here = square_name(CENTER_OF[state.moving])
            return f"the piece that landed on your piece on {here} must go on from {here}"
        code, visited = state.moving_code, state.visited
    else:
        code, visited = state.center[realm], 1 << realm
        if code == EMPTY_CENTER or owner(code) != state.to_move:
            return f"no piece of yours stands on the Center {square_name(CENTER_OF[realm])}"
    verdict = state.judge(realm, direction, code, visited)
    target = ADJACENT[realm][direction]
    name = "" if target < 0 else f"Realm {target + 1} ({square_name(CENTER_OF[target])})"
    return {
        BACKWARD: f"{step}: Men move only forward or sideways, never backward",
        EDGE: f"{step}: {state.EDGE_TEXT}",
        LANDED: f"{step}: a piece may not land twice on the same Center in one move",
        FILLED: f"{step}: {name} is full (9 pieces); no piece may enter or jump over it",
        DUKE: f"{step}: {name} holds an enemy Duke, and Dukes can never be dislodged",
        STUCK: f"{step}: landing on your own piece there leaves no way to go on and end the move",
    }.get(verdict)


A = TypeVar("A", bound=Hashable)


def read_notation(
    table: ActionTable[A], text: str, unreadable: Callable[[str], str], words: tuple[str, ...] = ()
) -> A:
    """The action of `table` that `text` writes, in any case and with any spaces ("B2 - b4",
    "disperse5"): the notation's only space follows one of `words` ("dislodge e5"). Text that
    writes no action is refused with `unreadable(text)`, which says what is wrong in it."""
    compact = "".join(text.split()).lower()
    for word in words:
        if compact.startswith(word) and compact != word:
            compact = f"{word} {compact[len(word):]}"
            break
    action = table.find(compact)
    if action is None:
        raise IllegalActionError(unreadable(text))
    return action


def unreadable_jump(text: str, expected: str) -> str:
    """Why `text` names no action of a jumping game: a square that is no Center, a jump to a
    Center that is not adjacent, or else what the game's actions look like (`expected`)."""
    wanted = text.strip().lower()
    start, dash, _ = wanted.partition("-")
    try:
        source = parse_square(start)
    except IllegalActionError:
        return f"{text.strip()!r} is not a move: {expected}"
    if not IS_CENTER[source]:
        return (f"{start} is not a Center; pieces move from Centers (the middle of each Realm: "
                "b2, e2, h2, k2, b5 ... k11)")
    if dash and all(str(step).lower() != wanted for step in STEP[REALM_OF[source]]):
        return (f"{wanted!r} is not a jump: a piece jumps from a Center to an orthogonally adjacent "
                "Center (e.g. b2-e2), or off the board's edge from an edge Center (e.g. b11-off)")
    return f"{text.strip()!r} is not a move: {expected}"
