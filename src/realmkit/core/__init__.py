"""The contract every game implements, and nothing game-specific."""

from realmkit.core.ai import GameAI, ai_for
from realmkit.core.errors import GameStringError, IllegalActionError, RealmkitError, RecordError
from realmkit.core.game import Action, Game, GameSpec
from realmkit.core.options import Option, OptionValue
from realmkit.core.registry import add_provider, load, register, specs
from realmkit.core.spec_string import format_spec, parse_spec
from realmkit.core.state import TERMINAL, State
from realmkit.core.tensor import TensorEncoder, action_mask, encoder_for, has_encoder

__all__ = [
    "TERMINAL",
    "Action",
    "Game",
    "GameAI",
    "GameSpec",
    "GameStringError",
    "IllegalActionError",
    "Option",
    "OptionValue",
    "RealmkitError",
    "RecordError",
    "State",
    "TensorEncoder",
    "action_mask",
    "add_provider",
    "ai_for",
    "encoder_for",
    "format_spec",
    "has_encoder",
    "load",
    "parse_spec",
    "register",
    "specs",
]
