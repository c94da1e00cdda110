"""The registry of games: `load("game-id(option=value,...)")`."""

from __future__ import annotations

import difflib
import importlib

from realmkit.core.errors import GameStringError
from realmkit.core.game import Game, GameSpec
from realmkit.core.spec_string import parse_spec

_GAMES: dict[str, type[Game]] = {}
_PROVIDERS: list[str] = []


def register(game: type[Game]) -> type[Game]:
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


def game_classes() -> dict[str, type[Game]]:
    _import_providers()
    return dict(_GAMES)


def specs() -> list[GameSpec]:
    """Every registered game's spec, in registration order."""
    return [game.spec for game in game_classes().values()]


def load(game_string: str) -> Game:
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
