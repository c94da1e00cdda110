"""The Agent contract and the registry of agent specs like `mcts(iterations=800,c=1.2)`.

An agent's options are the fields of one frozen dataclass made with `option`, as a game's are:
it names the class in `settings_class`, reads the values typed as `self.settings.<name>`, and
`options_spec` (spec strings, the command line, the web) is derived from it by `options_of`.

Agents register themselves (`register_agent`) in the modules that define them; a package
names such a module with `add_agent_provider`, imported on the first lookup: the generic
agents (`realmkit.agents`), a game's own players (its package names them), the OpenSpiel bots
(`realmkit.interop.agents`, only for names that start with "openspiel-", the `rl` extra).
"""

from __future__ import annotations

import difflib
import importlib
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from realmkit.core.errors import GameStringError
from realmkit.core.options import Option, OptionValue, options_of, resolve_options
from realmkit.core.registry import game_classes
from realmkit.core.spec_string import format_spec, parse_spec
from realmkit.core.state import State

Settings = TypeVar("Settings")


@dataclass(frozen=True)
class NoSettings:
    """The settings of an agent without options."""


class Agent(ABC, Generic[Settings]):
    """A player: chooses an action for the seat to act. Its randomness is its own generator;
    its options' values are `settings`, of its `settings_class` (`NoSettings` if it names none)."""

    name: ClassVar[str]
    settings_class: type[Settings]
    options_spec: ClassVar[tuple[Option, ...]] = ()
    """The options of `settings_class`, derived from it when the class is made."""
    summary: ClassVar[str] = ""
    interactive: ClassVar[bool] = False  # asks a person at a terminal for its moves

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not hasattr(cls, "settings_class"):  # no options; typed Any, as the class may name no Settings
            no_settings: type[Any] = NoSettings
            cls.settings_class = no_settings
        cls.options_spec = options_of(cls.settings_class)

    def __init__(self, seed: int = 0, **options: Any) -> None:
        self.options: dict[str, OptionValue] = resolve_options(
            f"agent {self.name}", self.options_spec, options
        )
        self.settings: Settings = self.settings_class(**self.options)
        self.rng = random.Random(seed)

    def __str__(self) -> str:
        changed = {
            option.name: self.options[option.name]
            for option in self.options_spec
            if self.options[option.name] != option.default
        }
        return format_spec(self.name, changed)

    @abstractmethod
    def act(self, state: State[Any]) -> Any:
        """The action to play in `state`, where it is this agent's seat to act."""

    def observe(self, state: State[Any], action: Any) -> None:
        """Told of every action played (by anyone), after it is applied; agents may ignore it."""


AgentT = TypeVar("AgentT", bound=Agent[Any])

_AGENTS: dict[str, type[Agent[Any]]] = {}
_PROVIDERS: dict[str, str] = {}
"""Modules that register agents when imported, with the prefix of the names they give ("": any)."""
_FAILED: dict[str, str] = {}
"""Prefixes whose module could not be imported, with the reason (a missing extra)."""


def register_agent(cls: type[AgentT]) -> type[AgentT]:
    """Make an agent available by name in agent specs; usable as a class decorator."""
    _AGENTS[cls.name] = cls
    return cls


def add_agent_provider(module: str, prefix: str = "") -> None:
    """Name a module that registers agents when imported: on the first lookup, or, with a
    `prefix`, on the first lookup of a name that starts with it."""
    _PROVIDERS.setdefault(module, prefix)


def _import_providers(name: str = "") -> None:
    game_classes()  # a game's package names its own players' module
    for module, prefix in list(_PROVIDERS.items()):
        if prefix and not name.startswith(prefix):
            continue
        del _PROVIDERS[module]
        try:
            importlib.import_module(module)
        except ImportError as error:
            if not prefix:
                raise
            _FAILED[prefix] = str(error)


def agent_classes() -> dict[str, type[Agent[Any]]]:
    """Every agent available without an optional extra, by name."""
    _import_providers()
    return dict(_AGENTS)


def make_agent(spec: str, seed: int = 0) -> Agent[Any]:
    """An agent from a spec string such as `greedy` or `mcts(iterations=400)`."""
    name, params = parse_spec(spec)
    _import_providers(name)
    if name not in _AGENTS:
        for prefix, reason in _FAILED.items():
            if name.startswith(prefix):
                raise GameStringError(f"agent {name!r} needs an optional extra (pip install "
                                      f"'realmkit[rl]'): {reason}")
        close = difflib.get_close_matches(name, _AGENTS, n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise GameStringError(f"unknown agent {name!r}{hint}; agents: {', '.join(_AGENTS)}")
    return _AGENTS[name](seed=seed, **params)


def refuse_interactive(specs: list[str], where: str) -> None:
    """Refuse agents that ask a person (`human`) where no one is asked: games played unattended."""
    agents = agent_classes()
    for spec in specs:
        name, _ = parse_spec(spec)
        if name in agents and agents[name].interactive:
            raise GameStringError(
                f"{where} plays its games without a terminal, so {name!r} cannot play in it; "
                f"use 'realmkit play' to play yourself"
            )


def split_specs(text: str) -> list[str]:
    """Split a comma-separated list of agent specs, keeping commas inside parentheses."""
    specs: list[str] = []
    depth, start = 0, 0
    for i, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "," and depth == 0:
            specs.append(text[start:i].strip())
            start = i + 1
    specs.append(text[start:].strip())
    if depth != 0 or any(not spec for spec in specs):
        raise GameStringError(f"malformed player list {text!r}: expected specs separated by commas")
    return specs
