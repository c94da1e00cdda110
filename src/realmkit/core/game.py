"""The Game: a rule set with its settings, that makes states, lists its actions and reads
their notation.

How a game uses it: it lists every action once in `action_table` (an `ActionTable`, built once
per set of options), from which the core derives the integer encoding, the check that an
object is exactly one of the game's actions (`canonical`) and the default reading of a
notation; it may read notation its own way in `read_action`, and the core's `parse_action`
refuses the action if it is not legal now, with the state's reason. Its options are one
frozen dataclass of typed fields (`GameSpec.settings`, each field made with `option`), read
as `game.settings.<name>`.
"""

from __future__ import annotations

import operator
import secrets
from abc import ABC, abstractmethod
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, SupportsIndex, TypeVar

from realmkit.core.actions import ActionTable
from realmkit.core.errors import GameStringError, IllegalActionError
from realmkit.core.files import shorten
from realmkit.core.options import Option, OptionValue, options_of, resolve_options
from realmkit.core.spec_string import format_spec

if TYPE_CHECKING:
    from realmkit.core.ai import GameAI
    from realmkit.core.state import State

Action = Hashable
A = TypeVar("A", bound=Hashable)
S = TypeVar("S", bound="State[Any]")


@dataclass(frozen=True)
class GameSpec:
    """What `realmkit games` lists about a game.

    `configurations` are (game string, number of players) pairs that together cover every
    variant and option of the game; the tests over every game play each of them. `ai` names
    the game's `GameAI` class ("package.module:Class", or the class itself), which agents load
    through `ai_for`; a game without one gets the base `GameAI`, which knows only the end;
    `tensor` its `TensorEncoder` class (observation tensors), loaded through `encoder_for`.
    `rules` sums up the goal, a turn and the end in a few sentences, for `help` at the prompt.
    `settings` is the frozen dataclass of the game's options (fields made with `option`);
    `options` are derived from it.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    settings: type | None = None
    options: tuple[Option, ...] = ()
    has_chance: bool = False
    hidden_information: bool = False
    cooperative: bool = False
    summary: str = ""
    rules: str = ""
    configurations: tuple[tuple[str, int], ...] = ()
    ai: str | type[GameAI[Any]] = ""
    tensor: str = ""

    def __post_init__(self) -> None:
        if self.settings is not None:
            if self.options:
                raise ValueError(f"{self.id}: options come from its settings; give one or the other")
            object.__setattr__(self, "options", options_of(self.settings))


class Game(ABC, Generic[A, S]):
    """A game with fixed option values, whose states are `S` and actions `A`. Subclasses set
    `spec` and implement the abstract methods."""

    spec: ClassVar[GameSpec]
    settings: Any
    """The options' values, as the spec's `settings` dataclass (a game narrows its type)."""

    def __init__(self, **options: Any) -> None:
        self.options: dict[str, OptionValue] = resolve_options(
            f"game {self.spec.id}", self.spec.options, options
        )
        self.settings = None if self.spec.settings is None else self.spec.settings(**self.options)
        self.validate_options()

    def validate_options(self) -> None:
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

    def components(self) -> dict[str, Any]:
        """The public, unchanging pieces of the game with these options, JSON-ready, as a face
        needs them to draw the board (card texts, realm layouts, maps); the same for every
        seat and every game with these options. None by default."""
        return {}

    def adviser(self) -> str:
        """The agent spec of the strongest player of this game with these options, which gives
        hints at the prompt and reviews finished games; empty: the generic `mcts`."""
        return ""

    def player_range(self) -> tuple[int, int]:
        """The numbers of players these options allow (a variant may narrow the spec's)."""
        return self.spec.min_players, self.spec.max_players

    def new_state(self, num_players: int | None = None, seed: int | None = None) -> S:
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
    def _new_state(self, num_players: int, seed: int) -> S:
        """Set up a game for `num_players` with its generator seeded by `seed`."""

    def parse_action(self, state: S, text: str) -> A:
        """Read an action's notation back; only actions legal in `state` are accepted."""
        if not isinstance(text, str):
            raise IllegalActionError(f"an action is read from its notation (text), not from {text!r}")
        action = self.read_action(state, text)
        reason = state.illegal_reason(action)
        if reason is not None:
            raise IllegalActionError(reason)
        return action

    def read_action(self, state: S, text: str) -> A:
        """The action `text` writes; unreadable text raises IllegalActionError saying what is
        allowed. The default reads the notation of the action table, in any case (a notation
        several actions share: the legal one)."""
        action = self.action_table().find(text)
        if action is not None:
            return action
        legal: list[A] = state.legal_actions()
        folded = text.strip().lower()
        for candidate in legal:
            if str(candidate).lower() == folded:
                return candidate
        raise IllegalActionError(
            f"{text.strip()!r} is not a legal action now; legal actions: {summarize(legal)}"
        )

    @abstractmethod
    def action_table(self) -> ActionTable[A]:
        """Every action of the game with these options, in the order of the integer encoding.
        A game builds it once per set of options (a module-level cache keyed by the settings)."""

    def num_distinct_actions(self) -> int:
        """The size of the fixed integer action encoding."""
        return len(self.action_table())

    def action_to_id(self, action: A) -> int:
        """The integer of one of the game's own actions, in range(num_distinct_actions())."""
        return self.action_table().id_of(action, self.spec.title)

    def id_to_action(self, action_id: int) -> A:
        """The action of an integer; raises IllegalActionError for anything but an integer in
        range(num_distinct_actions())."""
        size = self.num_distinct_actions()
        number = as_int(action_id)
        if number is None or not 0 <= number < size:
            raise IllegalActionError(
                f"action id {shorten(action_id)} is out of range: {self.spec.title} actions are 0-{size - 1}"
            )
        return self.action_table()[number]

    def canonical(self, action: object) -> A | None:
        """This game's own action that `action` is, or None: an object of another class, a
        field of another type (1.5, True or "1" for 1), a value out of the table or an object
        that merely compares equal is not one. `State.apply` plays the returned object, never
        the one given."""
        return self.action_table().canonical(action)

    def shaped_like_an_action(self, action: object) -> bool:
        """Whether `action` has the class of one of this game's actions and fields of the same
        types, though its values may be outside the table (a move no rule allows): the state
        may then say why it is illegal, in the game's words."""
        return self.action_table().shaped_like(action)


MAX_SEED = 2**63 - 1
"""The largest seed: seeds are 63-bit, as the fresh ones are."""


def as_int(value: object) -> int | None:
    """`value` as an int if it is an integer (numpy's included, bool not), else None. A plain int
    is answered first: the protocol check below costs about 3 us a call."""
    if type(value) is int:
        return value
    if isinstance(value, bool) or not isinstance(value, SupportsIndex):
        return None
    try:
        return operator.index(value)
    except TypeError:  # an __index__ that refuses
        return None


def summarize(actions: list[Any], limit: int = 12) -> str:
    """A readable list of actions, cut after `limit`."""
    if not actions:
        return "none"
    shown = ", ".join(str(action) for action in actions[:limit])
    return shown if len(actions) <= limit else f"{shown}, ... ({len(actions)} in all)"
