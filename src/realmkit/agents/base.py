"""The Agent contract and the registry of agent specs like `mcts(iterations=800,c=1.2)`."""

from __future__ import annotations

import difflib
import importlib
import random
from abc import ABC, abstractmethod
from typing import Any, ClassVar

from realmkit.core import Action, GameStringError, Option, OptionValue, State, format_spec
from realmkit.core.options import resolve_options
from realmkit.core.spec_string import parse_spec


class Agent(ABC):
    """A player: chooses an action for the seat to act. Its randomness is its own generator."""

    name: ClassVar[str]
    options_spec: ClassVar[tuple[Option, ...]] = ()
    summary: ClassVar[str] = ""
    interactive: ClassVar[bool] = False  # asks a person at a terminal for its moves

    def __init__(self, seed: int = 0, **options: Any) -> None:
        self.options: dict[str, OptionValue] = resolve_options(
            f"agent {self.name}", self.options_spec, options
        )
        self.rng = random.Random(seed)

    def __str__(self) -> str:
        changed = {
            option.name: self.options[option.name]
            for option in self.options_spec
            if self.options[option.name] != option.default
        }
        return format_spec(self.name, changed)

    @abstractmethod
    def act(self, state: State) -> Action:
        """The action to play in `state`, where it is this agent's seat to act."""

    def observe(self, state: State, action: Action) -> None:  # noqa: B027
        """Told of every action played (by anyone), after it is applied; agents may ignore it."""


_AGENTS: dict[str, type[Agent]] = {}


def register_agent(cls: type[Agent]) -> type[Agent]:
    """Make an agent available by name in agent specs; usable as a class decorator."""
    _AGENTS[cls.name] = cls
    return cls


def agent_classes() -> dict[str, type[Agent]]:
    import realmkit.agents  # noqa: F401  registers the built-in agents

    return dict(_AGENTS)


def make_agent(spec: str, seed: int = 0) -> Agent:
    """An agent from a spec string such as `greedy` or `mcts(iterations=400)`."""
    name, params = parse_spec(spec)
    agents = agent_classes()
    if name not in agents and name.startswith("openspiel-"):
        try:
            importlib.import_module("realmkit.interop.agents")  # registers the OpenSpiel bots
        except ImportError as error:
            raise GameStringError(f"agent {name!r} needs the rl extra (OpenSpiel): {error}") from None
        agents = agent_classes()
    if name not in agents:
        close = difflib.get_close_matches(name, agents, n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise GameStringError(f"unknown agent {name!r}{hint}; agents: {', '.join(agents)}")
    return agents[name](seed=seed, **params)


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
