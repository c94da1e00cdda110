"""The Game: a rule set with its options, that makes states and reads action notation.

How a game uses it: it reads its own notation in `read_action` (the default finds the legal
action whose notation matches) and the core's `parse_action` refuses the action if it is not
legal now, with the state's reason; it maps integers to actions in `_id_to_action`, and the
core's `id_to_action` refuses anything but an integer in range first.
"""

from __future__ import annotations

import dataclasses
import operator
import secrets
from abc import ABC, abstractmethod
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from realmkit.core.errors import GameStringError, IllegalActionError
from realmkit.core.files import shorten
from realmkit.core.options import Option, OptionValue, resolve_options
from realmkit.core.spec_string import format_spec

if TYPE_CHECKING:
    from realmkit.core.ai import GameAI
    from realmkit.core.state import State

Action = Hashable


@dataclass(frozen=True)
class GameSpec:
    """What `realmkit games` lists about a game.

    `configurations` are (game string, number of players) pairs that together cover every
    variant and option of the game; the tests over every game play each of them. `ai` names
    the game's `GameAI` class ("package.module:Class", or the class itself), which agents load
    through `ai_for`; a game without one gets the base `GameAI`, which knows only the end;
    `tensor` its `TensorEncoder` class (observation tensors), loaded through `encoder_for`.
    `rules` sums up the goal, a turn and the end in a few sentences, for `help` at the prompt.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    has_chance: bool = False
    hidden_information: bool = False
    cooperative: bool = False
    summary: str = ""
    rules: str = ""
    configurations: tuple[tuple[str, int], ...] = ()
    ai: str | type[GameAI] = ""
    tensor: str = ""


class Game(ABC):
    """A game with fixed option values. Subclasses set `spec` and implement the abstract methods."""

    spec: ClassVar[GameSpec]

    def __init__(self, **options: Any) -> None:
        self.options: dict[str, OptionValue] = resolve_options(
            f"game {self.spec.id}", self.spec.options, options
        )
        self.validate_options()

    def validate_options(self) -> None:  # noqa: B027
        """Check combinations of options; raise GameStringError naming the conflict."""

    def __str__(self) -> str:
        changed = {
            option.name: self.options[option.name]
            for option in self.spec.options
            if self.options[option.name] != option.default
        }
        return format_spec(self.spec.id, changed)

    def __repr__(self) -> str:
        return f"realmkit.load({str(self)!r})"

    def player_range(self) -> tuple[int, int]:
        """The numbers of players these options allow (a variant may narrow the spec's)."""
        return self.spec.min_players, self.spec.max_players

    def new_state(self, num_players: int | None = None, seed: int | None = None) -> State:
        """A new game; `num_players` defaults to the fewest allowed, `seed` to a fresh one."""
        low, high = self.player_range()
        if num_players is None:
            num_players = low
        count = as_int(num_players)
        if count is None or not low <= count <= high:
            raise GameStringError(
                f"{self} is played by {low}-{high} players, not {shorten(num_players)}"
                if low != high
                else f"{self} is played by {low} players, not {shorten(num_players)}"
            )
        num_players = count
        if seed is None:
            seed = secrets.randbits(63)
        number = as_int(seed)
        if number is None or not 0 <= number <= MAX_SEED:
            raise GameStringError(f"seed must be an integer from 0 to {MAX_SEED}, not {shorten(seed)}")
        return self._new_state(num_players, number)

    @abstractmethod
    def _new_state(self, num_players: int, seed: int) -> State:
        """Set up a game for `num_players` with its generator seeded by `seed`."""

    def parse_action(self, state: State, text: str) -> Action:
        """Read an action's notation back; only actions legal in `state` are accepted."""
        if not isinstance(text, str):
            raise IllegalActionError(f"an action is read from its notation (text), not from {text!r}")
        action = self.read_action(state, text)
        reason = state.illegal_reason(action)
        if reason is not None:
            raise IllegalActionError(reason)
        return action

    def read_action(self, state: State, text: str) -> Action:
        """The action `text` writes; unreadable text raises IllegalActionError saying what is
        allowed. The default finds it among the legal actions of `state`."""
        wanted = text.strip()
        legal = state.legal_actions()
        for action in legal:
            if str(action) == wanted:
                return action
        folded = wanted.lower()
        for action in legal:
            if str(action).lower() == folded:
                return action
        raise IllegalActionError(
            f"{wanted!r} is not a legal action now; legal actions: {summarize(legal)}"
        )

    @abstractmethod
    def num_distinct_actions(self) -> int:
        """The size of the fixed integer action encoding."""

    @abstractmethod
    def action_to_id(self, action: Action) -> int:
        """The integer of an action, in range(num_distinct_actions())."""

    def id_to_action(self, action_id: int) -> Action:
        """The action of an integer; raises IllegalActionError for anything but an integer in
        range(num_distinct_actions())."""
        size = self.num_distinct_actions()
        number = as_int(action_id)
        if number is None or not 0 <= number < size:
            raise IllegalActionError(
                f"action id {shorten(action_id)} is out of range: {self.spec.title} actions are 0-{size - 1}"
            )
        return self._id_to_action(number)

    def canonical(self, action: object) -> Action | None:
        """This game's own action that `action` is, or None: an object of another class, a
        field of another type (1.5, True or "1" for 1), a value out of the encoding or an object
        that merely compares equal is not one. `State.apply` plays the returned object, never
        the one given."""
        try:
            number = as_int(self.action_to_id(action))  # type: ignore[arg-type]
            if number is None or not 0 <= number < self.num_distinct_actions():
                return None
            own = self._id_to_action(number)
            return own if same_action(action, own) else None
        except Exception:  # an object of any kind may fail in any way while it is looked up
            return None

    def shaped_like_an_action(self, action: object) -> bool:
        """Whether `action` has the class of one of this game's actions and fields of the same
        types, though its values may be outside the encoding (a move no rule allows): the
        state may then say why it is illegal, in the game's words."""
        templates = self.__dict__.get("_action_templates")
        if templates is None:
            templates = {}
            for number in range(self.num_distinct_actions()):
                own = self._id_to_action(number)
                templates.setdefault(type(own), own)
            self.__dict__["_action_templates"] = templates
        template = templates.get(type(action))
        return template is not None and _same_shape(action, template)

    @abstractmethod
    def _id_to_action(self, action_id: int) -> Action:
        """The action of an integer already checked to be in range."""

MAX_SEED = 2**63 - 1
"""The largest seed: seeds are 63-bit, as the fresh ones are."""


def as_int(value: object) -> int | None:
    """`value` as an int if it is an integer (numpy's included, bool not), else None."""
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        return None


def same_action(given: object, own: object) -> bool:
    """Whether `given` is `own` in every respect: the same class, and every field (those left
    out of comparisons too, such as a notation) of the same type and value, nested tuples
    alike."""
    if type(given) is not type(own):
        return False
    if dataclasses.is_dataclass(own):
        return all(same_action(getattr(given, f.name), getattr(own, f.name)) for f in dataclasses.fields(own))
    if isinstance(own, tuple):
        return len(given) == len(own) and all(  # type: ignore[arg-type]
            same_action(a, b) for a, b in zip(given, own, strict=True)  # type: ignore[call-overload]
        )
    return bool(given == own)


def _fields(value: object) -> tuple[object, ...] | None:
    if dataclasses.is_dataclass(value):
        return tuple(getattr(value, f.name) for f in dataclasses.fields(value))
    return tuple(value) if isinstance(value, tuple) else None


def _same_shape(given: object, own: object) -> bool:
    """The same class, and fields of the same types, whatever values; a tuple field may hold
    any number of plain values (integers, text, tuples of them)."""
    if type(given) is not type(own):
        return False
    mine, theirs = _fields(own), _fields(given)
    if mine is None or theirs is None:
        return mine is None and theirs is None
    pairs = zip(theirs, mine, strict=False)
    return len(mine) == len(theirs) and all(
        type(a) is type(b) and (not isinstance(a, tuple) or _plain(a)) for a, b in pairs
    )


def _plain(values: tuple[object, ...]) -> bool:
    return all(type(v) in (int, str) or (type(v) is tuple and _plain(v)) for v in values)  # type: ignore[arg-type]


def summarize(actions: list[Action], limit: int = 12) -> str:
    """A readable list of actions, cut after `limit`."""
    if not actions:
        return "none"
    shown = ", ".join(str(action) for action in actions[:limit])
    return shown if len(actions) <= limit else f"{shown}, ... ({len(actions)} in all)"
