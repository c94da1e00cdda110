"""realmkit: the Realm family of tabletop games, with exact rules, strong AI and fast engines."""

import realmkit.games  # noqa: F401  registers the built-in games
from realmkit.bench import add_bench_provider
from realmkit.core import (
    Game,
    GameSpec,
    GameStringError,
    IllegalActionError,
    RealmkitError,
    RecordError,
    State,
    load,
    specs,
)
from realmkit.core.agent import add_agent_provider
from realmkit.core.record import GameRecord, replay

add_agent_provider("realmkit.agents")
add_agent_provider("realmkit.interop.agents", prefix="openspiel-")
add_bench_provider("realmkit.interop.bench")

__version__ = "0.1.0"

__all__ = [
    "Game",
    "GameRecord",
    "GameSpec",
    "GameStringError",
    "IllegalActionError",
    "RealmkitError",
    "RecordError",
    "State",
    "load",
    "replay",
    "specs",
]
