"""The registry of games: `load("game-id(option=value,...)")`."""

from __future__ import annotations

import difflib
import importlib
from typing import Any, TypeVar

from realmkit.core.errors import GameStringError, RealmkitError
from realmkit.core.game import Game, GameSpec
from realmkit.core.spec_string import parse_spec

T = TypeVar("T")

_GAMES: dict[str, type[Game[Any, Any]]] = {}
_PROVIDERS: list[str] = []


G = TypeVar("G", bound="type[Game[Any, Any]]")


def register(game: G) -> G:
    """Make a game loadable by its spec id; usable as a class decorator."""
    _GAMES[game.spec.id] = game
    return game


def add_provider(module: str) -> None:
    """Name a module that registers games when imported; it is imported on first lookup."""
    if module not in _PROVIDERS:
        _PROVIDERS.append(module)


def _import_providers() -> None:
    while _PROVIDERS:
        importlib.import_module(_PROVIDERS.pop(0))


def game_classes() -> dict[str, type[Game[Any, Any]]]:
    _import_providers()
    return dict(_GAMES)


def specs() -> list[GameSpec]:
    """Every registered game's spec, in registration order."""
    return [game.spec for game in game_classes().values()]


def load(game_string: str) -> Game[Any, Any]:
    """The game named by an OpenSpiel-style string, with its options validated."""
    if not isinstance(game_string, str):
        raise GameStringError(
            f"a game is loaded from a game string (such as 'realm-classic'), not {game_string!r}"
        )
    name, params = parse_spec(game_string)
    games = game_classes()
    if name not in games:
        close = difflib.get_close_matches(name, games, n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise GameStringError(f"unknown game {name!r}{hint}; games: {', '.join(games)}")
    return games[name](**params)


def named_class(path: str | type, base: type[T], owner: str) -> type[T]:
    """The class a spec names as "package.module:Class" (or the class itself), imported on first
    use and checked to be a `base`; `owner` says whose it is in errors ("realm: its AI")."""
    if isinstance(path, str):
        module_name, _, class_name = path.partition(":")
        try:
            found: Any = getattr(importlib.import_module(module_name), class_name)
        except (ImportError, AttributeError) as error:
            raise RealmkitError(f"{owner} {path!r} cannot be loaded: {error}") from error
    else:
        found = path
    if not (isinstance(found, type) and issubclass(found, base)):
        raise RealmkitError(f"{owner} {path!r} is not a {base.__name__} class")
    return found
