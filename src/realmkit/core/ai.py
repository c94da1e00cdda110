"""The hooks agents read to play a game well: evaluation, search value, playout policy and
search defaults. They live in each game's `ai.py`, which the rules never import; a game names
its AI class in `GameSpec.ai` as "package.module:Class" and agents reach it through `ai_for`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from realmkit.core.registry import named_class

if TYPE_CHECKING:
    from realmkit.core.game import Game
    from realmkit.core.state import State

S = TypeVar("S", bound="State[Any]")
A = TypeVar("A")


class GameAI(Generic[S]):
    """A game's knowledge for agents. The base class knows nothing of the game: the outcome
    once the game is over, 0 before; uniform random playouts; no search defaults.

    `mcts_defaults` are option values the `mcts` agent takes unless its spec gives them
    (e.g. {"depth": 2}): a game sets it as a class attribute, or as a property where they
    depend on its options.
    """

    @property
    def mcts_defaults(self) -> dict[str, Any]:
        """No suggestion by default: the agent's own defaults."""
        return {}

    def __init__(self, game: Game[Any, S]) -> None:
        self.game = game

    def evaluate(self, state: S, player: int) -> float:
        """A heuristic value of `state` for `player`, using only what `player` may know.

        Greedy and search agents use it; the base one is the outcome once the game is over.
        """
        return state.returns()[player] if state.is_terminal() else 0.0

    def value(self, state: S, player: int) -> float:
        """What search expects of `state` for `player`, in the units of `evaluate`; search
        agents cut playouts off with it. The base one is `evaluate`; a game may give a stronger
        estimate (two-player Fantasy Realms a learned one). In a two-sided game it may be one
        estimate of the position negated for the other side, read from the hand of the seat it
        values: search calls it on the worlds it samples, where every hand is known.
        """
        return self.evaluate(state, player)

    def determinize(self, state: S, player: int, rng: random.Random) -> S:
        """A world consistent with what `player` knows, for search to play in: the base one
        deals the unseen cards uniformly (`state.determinize`); a game may weight the deal by
        what the others' play reveals."""
        return state.determinize(player, rng)

    def rollout_action(self, state: S, rng: random.Random) -> Any:
        """The action a playout takes in `state`; a game may bias it to make search stronger."""
        return rng.choice(state.legal_actions())

    def has_evaluation(self) -> bool:
        """Whether this AI evaluates positions itself (the base class only judges the end)."""
        cls = type(self)
        return cls.evaluate is not GameAI.evaluate or cls.value is not GameAI.value


def ai_for(game: Game[Any, S]) -> GameAI[S]:
    """The AI of `game`: the class its spec names (imported on first use), one per game. It is
    kept on the game itself, so that the two are freed together (a table keyed by games would
    keep every game alive through its AI, which holds the game)."""
    ai: GameAI[S] | None = game.__dict__.get("_ai")
    if ai is None:
        path = game.spec.ai
        cls = GameAI if not path else named_class(path, GameAI, f"{game.spec.id}: its AI")
        ai = game.__dict__["_ai"] = cls(game)
    return ai


Judge = Callable[[S, int], float]
"""A value of a position for a seat, in place of the game's evaluation or search value."""


def one_ply_choice(state: S, actions: list[A], samples: int, rng: random.Random,
                   value: bool = False, judge: Judge[S] | None = None) -> A:
    """The action of best `one_ply_totals`, ties broken at random."""
    totals = one_ply_totals(state, actions, samples, rng, value, judge)
    best = max(totals)
    return rng.choice([a for a, t in zip(actions, totals, strict=True) if t == best])


def one_ply_totals(state: S, actions: list[A], samples: int, rng: random.Random,
                   value: bool = False, judge: Judge[S] | None = None) -> list[float]:
    """For each action, the game's evaluation (with `value`, its search value; with `judge`,
    that function's) for the seat to act of the position after it, summed over `samples`
    determinizations of what the seat knows (one look, at the position itself, in a game of
    perfect information without chance)."""
    player = state.current_player()
    game = state.game
    ai = ai_for(game)
    evaluate: Judge[S] = judge or (ai.value if value else ai.evaluate)
    uncertain = game.spec.hidden_information or game.spec.has_chance
    totals = [0.0] * len(actions)
    for _ in range(samples if uncertain else 1):
        root: S = ai.determinize(state, player, rng) if uncertain else state
        for i, action in enumerate(actions):
            child = root.clone()
            child.apply_unchecked(action)
            totals[i] += evaluate(child, player)
    return totals
