"""The greedy agent: one-ply lookahead on the game's own evaluation."""

from __future__ import annotations

import random
from collections.abc import Callable

from realmkit.core import Action, Option, State, ai_for
from realmkit.core.agent import Agent, register_agent

Judge = Callable[[State, int], float]
"""A value of a position for a seat, in place of the game's evaluation or search value."""


@register_agent
class GreedyAgent(Agent):
    """Plays the action whose result the game evaluates best for its seat.

    With hidden information or chance it looks through `samples` determinizations of what
    its seat knows, so it never sees a hidden card; ties are broken at random. With `value`,
    the results are judged by the game's search value (`GameAI.value`, e.g. a learned one)
    instead of its evaluation: the value search uses, played one move ahead.
    """

    name = "greedy"
    summary = "one-ply lookahead on the game's evaluation"
    options_spec = (
        Option("samples", 4, "determinizations averaged in games with hidden information or chance",
               minimum=1),
        Option("value", False, "judge results by the game's search value instead of its evaluation"),
    )

    def act(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return one_ply_choice(state, actions, int(self.options["samples"]), self.rng,
                              bool(self.options["value"]))


def one_ply_choice(state: State, actions: list[Action], samples: int, rng: random.Random,
                   value: bool = False, judge: Judge | None = None) -> Action:
    """The action of best `one_ply_totals`, ties broken at random."""
    totals = one_ply_totals(state, actions, samples, rng, value, judge)
    best = max(totals)
    return rng.choice([a for a, t in zip(actions, totals, strict=True) if t == best])


def one_ply_totals(state: State, actions: list[Action], samples: int, rng: random.Random,
                   value: bool = False, judge: Judge | None = None) -> list[float]:
    """For each action, the game's evaluation (with `value`, its search value; with `judge`,
    that function's) for the seat to act of the position after it, summed over `samples`
    determinizations of what the seat knows (one look, at the position itself, in a game of
    perfect information without chance)."""
    player = state.current_player()
    game = state.game
    ai = ai_for(game)
    evaluate = judge or (ai.value if value else ai.evaluate)
    uncertain = game.spec.hidden_information or game.spec.has_chance
    totals = [0.0] * len(actions)
    for _ in range(samples if uncertain else 1):
        root = ai.determinize(state, player, rng) if uncertain else state
        for i, action in enumerate(actions):
            child = root.clone()
            child.apply_unchecked(action)
            totals[i] += evaluate(child, player)
    return totals
