"""The contract every game implements, and nothing game-specific."""

from realmkit.core.ai import GameAI, ai_for
from realmkit.core.errors import (
    GameStringError,
    IllegalActionError,
    PlayerError,
    RealmkitError,
    RecordError,
)
from realmkit.core.game import Action, Game, GameSpec
from realmkit.core.options import Option, OptionValue
from realmkit.core.registry import add_provider, load, register, specs
from realmkit.core.spec_string import format_spec, parse_spec
from realmkit.core.state import GAME_OVER, TERMINAL, State, check_player
from realmkit.core.tensor import TensorEncoder, action_mask, encoder_for, has_encoder

__all__ = [
    "GAME_OVER",
    "TERMINAL",
    "Action",
    "Game",
    "GameAI",
    "GameSpec",
    "GameStringError",
    "IllegalActionError",
    "Option",
    "OptionValue",
    "PlayerError",
    "RealmkitError",
    "RecordError",
    "State",
    "TensorEncoder",
    "action_mask",
    "add_provider",
    "ai_for",
    "check_player",
    "encoder_for",
    "format_spec",
    "has_encoder",
    "load",
    "parse_spec",
    "register",
    "specs",
]
