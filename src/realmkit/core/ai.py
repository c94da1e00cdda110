"""The hooks agents read to play a game well: evaluation, search value, playout policy and
search defaults. They live in each game's `ai.py`, which the rules never import; a game names
its AI class in `GameSpec.ai` as "package.module:Class" and agents reach it through `ai_for`.
"""

from __future__ import annotations

import importlib
import random
from typing import TYPE_CHECKING, Any, ClassVar

from realmkit.core.errors import RealmkitError

if TYPE_CHECKING:
    from realmkit.core.game import Action, Game
    from realmkit.core.state import State


class GameAI:
    """A game's knowledge for agents. The base class knows nothing of the game: the outcome
    once the game is over, 0 before; uniform random playouts; no search defaults.

    `mcts_defaults` are option values the `mcts` agent takes unless its spec gives them
    (e.g. {"depth": 2}).
    """

    mcts_defaults: ClassVar[dict[str, Any]] = {}

    def __init__(self, game: Game) -> None:
        self.game = game

    def evaluate(self, state: State, player: int) -> float:
        """A heuristic value of `state` for `player`, using only what `player` may know.

        Greedy and search agents use it; the base one is the outcome once the game is over.
        """
        return state.returns()[player] if state.is_terminal() else 0.0

    def value(self, state: State, player: int) -> float:
        """What search expects of `state` for `player`, in the units of `evaluate`; search
        agents cut playouts off with it. The base one is `evaluate`; a game may give a stronger
        estimate (two-player Fantasy Realms a learned one). In a two-sided game it may be one
        estimate of the position negated for the other side, read from the hand of the seat it
        values: search calls it on the worlds it samples, where every hand is known.
        """
        return self.evaluate(state, player)

    def determinize(self, state: State, player: int, rng: random.Random) -> State:
        """A world consistent with what `player` knows, for search to play in: the base one
        deals the unseen cards uniformly (`state.determinize`); a game may weight the deal by
        what the others' play reveals."""
        return state.determinize(player, rng)

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """The action a playout takes in `state`; a game may bias it to make search stronger."""
        return rng.choice(state.legal_actions())

    def has_evaluation(self) -> bool:
        """Whether this AI evaluates positions itself (the base class only judges the end)."""
        cls = type(self)
        return cls.evaluate is not GameAI.evaluate or cls.value is not GameAI.value


def ai_for(game: Game) -> GameAI:
    """The AI of `game`: the class its spec names (imported on first use), one per game. It is
    kept on the game itself, so that the two are freed together (a table keyed by games would
    keep every game alive through its AI, which holds the game)."""
    ai = game.__dict__.get("_ai")
    if ai is None:
        ai = game.__dict__["_ai"] = _load(game)
    return ai  # type: ignore[no-any-return]


def _load(game: Game) -> GameAI:
    path = game.spec.ai
    if not path:
        return GameAI(game)
    if isinstance(path, type):
        cls: Any = path
        if not issubclass(cls, GameAI):
            raise RealmkitError(f"{game.spec.id}: its AI {cls.__name__} is not a GameAI class")
        return cls(game)
    module_name, _, class_name = path.partition(":")
    try:
        cls = getattr(importlib.import_module(module_name), class_name)
    except (ImportError, AttributeError) as error:
        raise RealmkitError(f"{game.spec.id}: its AI {path!r} cannot be loaded: {error}") from error
    if not (isinstance(cls, type) and issubclass(cls, GameAI)):
        raise RealmkitError(f"{game.spec.id}: its AI {path!r} is not a GameAI class")
    return cls(game)
