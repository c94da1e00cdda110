"""Bad input harms nothing: over every game and configuration, at many positions of seeded
random games, every object that is not a legal action now is refused with IllegalActionError,
leaves the state exactly as it was (every seat's and a spectator's observation and text, the
history, the legal actions, the generator) and never enters the history.

Tried: values of the wrong type (integers, numpy integers, floats, bools, strings, None, plain
tuples, the notation as text); forged objects (one equal to everything; an action's own class
with a field of another type or out of range, such as a float, a bool, a string, a huge or
negative number, or a forged notation); subclasses of an action's class; other games' actions;
and the game's own actions that are not legal now. `make test` runs a few examples per
configuration; `-m slow` runs many more.
"""

from __future__ import annotations

import dataclasses
import random
from functools import cache
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import realmkit
from realmkit.core import IllegalActionError, State
from test_all_games import CONFIGURATIONS

POSITIONS = 6
"""Positions kept per configuration, spread over a random game's first `MOVES` moves."""
MOVES = 200
SAMPLE = 300
"""The game's own actions tried at each position."""


class EqualToAll:
    """An object that claims to equal anything, hashed as a real action."""

    def __init__(self, like: object) -> None:
        self.like = like

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return False

    def __hash__(self) -> int:
        return hash(self.like)

    def __str__(self) -> str:
        return str(self.like)


@cache
def positions(game_string: str, players: int) -> tuple[State, ...]:
    """Copies of `POSITIONS` positions of a seeded random game, its end among them."""
    state = realmkit.load(game_string).new_state(players, 31)
    rng = random.Random(31)
    played = [state.clone()]
    while not state.is_terminal() and len(state.history) < MOVES:
        state.apply(rng.choice(state.legal_actions()))
        played.append(state.clone())
    step = max(1, len(played) // POSITIONS)
    return (*played[::step], played[-1])


@cache
def templates(game_string: str) -> tuple[Any, ...]:
    """One action of each class the game's encoding holds."""
    game = realmkit.load(game_string)
    found: dict[type, Any] = {}
    for number in range(game.num_distinct_actions()):
        action = game.id_to_action(number)
        found.setdefault(type(action), action)
    return tuple(found.values())


@cache
def foreign_actions(game_string: str) -> tuple[Any, ...]:
    """Legal actions of every other game at its start, of classes this game does not use (the
    Realm games share some)."""
    game = realmkit.load(game_string)
    own = {type(action) for action in templates(game_string)}
    out: list[Any] = []
    for spec in realmkit.specs():
        if spec.id != game.spec.id:
            out += realmkit.load(spec.id).new_state(seed=1).legal_actions()[:5]
    return tuple(action for action in out if type(action) not in own)


def fields_of(action: Any) -> dict[str, Any]:
    if dataclasses.is_dataclass(action):
        return {f.name: getattr(action, f.name) for f in dataclasses.fields(action)}
    return dict(action._asdict()) if hasattr(action, "_asdict") else {}


def forged(action: Any, name: str, value: Any) -> Any:
    """`action` with the field `name` set to `value`, whatever its type, through the class's
    own constructor."""
    values = fields_of(action) | {name: value}
    return type(action)(**values)


def subclassed(action: Any) -> Any:
    """An object of a subclass of the action's class, with the same fields."""
    sub = type(f"Forged{type(action).__name__}", (type(action),), {"__slots__": ()})
    return sub(**fields_of(action))


ODD_VALUES = st.one_of(
    st.floats(allow_nan=True), st.booleans(), st.text(max_size=12), st.none(),
    st.integers(min_value=-(2**70), max_value=2**70), st.sampled_from([-1, 10**9, 2**63]),
    st.tuples(st.integers(-3, 100)), st.builds(np.int64, st.integers(-5, 100)),
)
"""Values put in an action's fields: other types, and integers far out of range."""


def bad_objects(state: State, draw: Any) -> list[Any]:
    """A mix of objects that are not a legal action of `state` now."""
    game = state.game
    legal = state.legal_actions()
    own = templates(str(game))
    kinds = draw(st.lists(st.integers(0, 8), min_size=4, max_size=12))
    out: list[Any] = []
    for kind in kinds:
        like = draw(st.sampled_from(legal or list(own)))
        if kind == 0:
            out.append(draw(st.one_of(ODD_VALUES, st.builds(np.int64, st.integers(0, 50)),
                                      st.just(str(like)), st.just(tuple(fields_of(like).values())))))
        elif kind == 1:
            out.append(EqualToAll(like))
        elif kind in (2, 3):
            template = draw(st.sampled_from([like, *own]))
            names = list(fields_of(template))
            if names:
                out.append(forged(template, draw(st.sampled_from(names)), draw(ODD_VALUES)))
        elif kind == 4:
            out.append(subclassed(like))
        elif kind == 5:
            out.append(draw(st.sampled_from(foreign_actions(str(game)))))
        else:
            number = draw(st.integers(0, game.num_distinct_actions() - 1))
            action = game.id_to_action(number)
            out.append(action)
    legal_now = set(legal)
    return [bad for bad in out if game.canonical(bad) not in legal_now]   # a forgery may hit a legal move


def fingerprint(state: State) -> list[Any]:
    viewers = [None, *range(state.num_players)]
    return [[state.observation(v) for v in viewers], [state.render(v) for v in viewers],
            [str(a) for a in state.history], [id(a) for a in state.history],
            [str(a) for a in state.legal_actions()], state.rng.getstate(), state.current_player()]


def refused_and_unchanged(position: State, objects: list[Any]) -> None:
    state = position.clone()
    before = fingerprint(state)
    for bad in objects:
        with pytest.raises(IllegalActionError) as error:
            state.apply(bad)
        assert str(error.value), f"the refusal of {bad!r} says why"
        if state.game.canonical(bad) is not bad:     # not one of the game's own action objects
            assert all(action is not bad for action in state.history)
    assert fingerprint(state) == before, "a refused object changed the state"


def check(game_string: str, players: int, data: Any) -> None:
    states = positions(game_string, players)
    position = states[data.draw(st.integers(0, len(states) - 1), label="position")]
    refused_and_unchanged(position, bad_objects(position, data.draw))


FEW = settings(max_examples=20, deadline=None, derandomize=True, database=None,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
MANY = settings(max_examples=150, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
@FEW
@given(data=st.data())
def test_bad_objects_are_refused_and_change_nothing(game_string: str, players: int, data: Any) -> None:
    check(game_string, players, data)


@pytest.mark.slow
@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
@MANY
@given(data=st.data())
def test_many_bad_objects_are_refused_and_change_nothing(game_string: str, players: int, data: Any) -> None:
    check(game_string, players, data)


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_every_action_not_legal_now_is_refused_at_each_position(game_string: str, players: int) -> None:
    """The game's own actions (`SAMPLE` of them at each position kept): all but the legal ones
    are refused with a reason, and none changes the state."""
    game = realmkit.load(game_string)
    size = game.num_distinct_actions()
    rng = random.Random(size)
    for position in positions(game_string, players):
        legal = set(position.legal_actions())
        numbers = rng.sample(range(size), min(size, SAMPLE))
        refused_and_unchanged(position, [a for a in map(game.id_to_action, numbers) if a not in legal])


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
@pytest.mark.parametrize("text", ["", " ", "\t", "\n"])
def test_blank_text_is_no_action(game_string: str, players: int, text: str) -> None:
    """A stray Enter at the prompt plays nothing: blank notation is refused at every position
    (it once read as Rolling Realms' 'done', ending the turn)."""
    game = realmkit.load(game_string)
    for position in positions(game_string, players):
        if position.is_terminal():
            continue
        with pytest.raises(IllegalActionError):
            game.parse_action(position, text)
