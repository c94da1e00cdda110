"""A Rolling Realms position from a small dict, for tests and puzzles: the first round's realms,
the rolls to come, each sheet's resources and marks, read by name and checked.

    position({"realms": ["wingspan", "scythe", "tapestry"], "rolls": [[3, 4], [5, 1]],
              "resources": {"pumpkin": 2}, "marks": {"pendulum": {"stars": 2}}})

Keys (all optional):

    realms     the first round's realms (up to 9, in order); the rest are base realms by id
    players    the number of players (1)
    seed       the game's seed (1); it draws the rolls not given
    turn       the turn of the first round the position is at (1-9)
    rolls      the rolls of that turn and the turns after it, [first die, second die] each
    resources  what every player holds: {"pumpkin": n, "heart": n, "coin": n}
    gained     what every player gained this round, as `resources`
    marks      every player's marks: {realm: {part: value or [values]}}, or {realm: [values]}
               for a card's boxes from its first; a part is one of the realm's `parts`
               (Pendulum's "stars"), and a list fills its boxes from the first
    sheets     per seat, a dict of "resources", "gained" and "marks" replacing the above

The turn begins as the game begins one (its start-of-turn effects read the roll and the
sheets), with the first seat to act.
"""

from __future__ import annotations

from typing import Any

from realmkit.core import GameStringError
from realmkit.games.rolling_realms import turn
from realmkit.games.rolling_realms.components import (
    REALMS_PER_ROUND,
    RESOURCES,
    ROUNDS,
    TURNS,
    Realm,
)
from realmkit.games.rolling_realms.dice import FACES
from realmkit.games.rolling_realms.game import RollingRealms
from realmkit.games.rolling_realms.realms import BASE, REALMS
from realmkit.games.rolling_realms.state import Player, RollingRealmsState

KEYS = ("realms", "players", "seed", "turn", "rolls", "resources", "gained", "marks", "sheets")
SHEET_KEYS = ("resources", "gained", "marks")


def position(spec: dict[str, Any]) -> RollingRealmsState:
    """The position `spec` describes (see the module); anything unknown or out of range is
    refused with what is allowed."""
    _known("a position", spec, KEYS)
    realms = tuple(spec.get("realms", ()))
    wanted = ROUNDS * REALMS_PER_ROUND
    for realm in realms:
        if realm not in REALMS:
            raise GameStringError(f"position: {realm!r} is not a realm; the realms are "
                                  f"{', '.join(sorted(REALMS))}")
    if len(set(realms)) != len(realms) or len(realms) > wanted:
        raise GameStringError(f"position: realms lists up to {wanted} different realms, not {list(realms)}")
    rest = [r for r in sorted(realm.id for realm in BASE) if r not in realms][: wanted - len(realms)]
    game = RollingRealms(realms="+".join(realms + tuple(rest)))
    state: RollingRealmsState = game.new_state(spec.get("players", 1), spec.get("seed", 1))
    state.turn = _count("turn", spec.get("turn", 1), 1, TURNS) - 1
    rolls = [_roll(roll) for roll in spec.get("rolls", ())]
    if state.turn + len(rolls) > TURNS * ROUNDS:
        raise GameStringError(f"position: {len(rolls)} rolls from turn {state.turn + 1} run past "
                              "the game's end")
    state.rolls = (*state.rolls[: state.turn], *rolls, *state.rolls[state.turn + len(rolls):])
    shared = {key: spec[key] for key in SHEET_KEYS if key in spec}
    sheets = spec.get("sheets", [{}] * state.num_players)
    if not isinstance(sheets, list) or len(sheets) != state.num_players:
        raise GameStringError(f"position: sheets lists one dict per seat ({state.num_players})")
    for player, own in zip(state.players, sheets, strict=True):
        _known("a sheet", own, SHEET_KEYS)
        _fill(player, state.realms_in_play(), {**shared, **own})
    turn.begin(state)
    return state


def _fill(player: Player, realms: list[Realm], sheet: dict[str, Any]) -> None:
    """A sheet of the first round as `sheet` says, on fresh cards."""
    player.marks = [realm.new_marks() for realm in realms]
    player.resources = _resources("resources", sheet.get("resources", {}))
    player.gained = _resources("gained", sheet.get("gained", {}))
    ids = [realm.id for realm in realms]
    for realm_id, given in sheet.get("marks", {}).items():
        if realm_id not in ids:
            raise GameStringError(f"position: marks of {realm_id!r}, which is not in play; "
                                  f"in play: {', '.join(ids)}")
        slot = ids.index(realm_id)
        parts = given.items() if isinstance(given, dict) else [(None, given)]
        for part, values in parts:
            _mark(realms[slot], player.marks[slot], part, values)


def _mark(realm: Realm, marks: list[int], name: str | None, values: int | list[int]) -> None:
    """Write `values` from the first box of the part `name` (None: the card's first box)."""
    if name is None:
        boxes = range(len(marks))
    elif name in realm.parts:
        boxes = realm.parts[name]
    else:
        named = f"its parts are {', '.join(realm.parts)}" if realm.parts else "it names no parts"
        raise GameStringError(f"position: {realm.id} has no part {name!r} among its marks; {named}")
    given = values if isinstance(values, list) else [values]
    if len(given) > len(boxes) or not all(type(v) is int for v in given):
        raise GameStringError(f"position: {realm.id} {name or 'marks'} takes up to {len(boxes)} "
                              f"integers, not {values!r}")
    marks[boxes.start: boxes.start + len(given)] = given


def _resources(key: str, given: dict[str, int]) -> list[int]:
    _known(key, given, RESOURCES)
    return [_count(f"{key} {name}", given.get(name, 0), 0, 99) for name in RESOURCES]


def _roll(roll: Any) -> tuple[int, int]:
    dice = isinstance(roll, list | tuple) and len(roll) == 2
    if not (dice and all(type(d) is int and d in FACES for d in roll)):
        raise GameStringError(f"position: a roll is two dice 1-6, not {roll!r}")
    return roll[0], roll[1]


def _count(what: str, value: Any, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise GameStringError(f"position: {what} is an integer {low}-{high}, not {value!r}")
    return value


def _known(what: str, given: Any, keys: tuple[str, ...]) -> None:
    if not isinstance(given, dict):
        raise GameStringError(f"position: {what} is a dict of {', '.join(keys)}, not {given!r}")
    unknown = [key for key in given if key not in keys]
    if unknown:
        raise GameStringError(f"position: {what} has no {unknown[0]!r}; its keys are {', '.join(keys)}")
