"""The configurations the adapters are tested on: every declared configuration of every
registered game that has an observation tensor, with the length of 12 Thieves shortened; and
the OpenSpiel game of one."""

from __future__ import annotations

from typing import Any

import pytest

from realmkit.core import load, parse_spec
from realmkit.core.spec_string import format_spec

pytest.importorskip("numpy")

from realmkit.interop.table import configurations_with_tensors, games_without_tensors


def fast(game_string: str) -> str:
    """A game string with a short turn limit where the game has one (fast settings)."""
    name, params = parse_spec(game_string)
    if any(option.name == "max_turns" for option in load(name).spec.options):
        params["max_turns"] = "8"
    return format_spec(name, params)


CONFIGURATIONS = [
    pytest.param(fast(game), players, id=f"{fast(game)}-{players}p")
    for game, players in configurations_with_tensors()
]
WITHOUT_TENSORS = games_without_tensors()

SLOW_IN_OPENSPIEL = (("rolling-realms", 6),)
"""random_sim_test checks every state of a game in depth, cloning it through a new initial
state each time: about 30 s for a six-player game of Rolling Realms (some 770 actions)."""
SIM_CONFIGURATIONS = [
    pytest.param(fast(game), players, id=f"{fast(game)}-{players}p",
                 marks=[pytest.mark.slow] if (parse_spec(game)[0], players) in SLOW_IN_OPENSPIEL else [])
    for game, players in configurations_with_tensors()
]


def open_spiel_game(game_string: str, players: int) -> Any:
    """The OpenSpiel game (pyspiel.Game) of a realmkit game string and number of players."""
    import pyspiel

    from realmkit.interop.openspiel import register_all, short_name

    register_all()
    name, params = parse_spec(game_string)
    inner = ",".join([f"players={players}", *(f"{k}={v}" for k, v in params.items())])
    return pyspiel.load_game(f"{short_name(name)}({inner})")
