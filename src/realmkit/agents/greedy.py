"""The greedy agent: one-ply lookahead on the game's own evaluation."""

from __future__ import annotations

from dataclasses import dataclass

from realmkit.core import Action, State
from realmkit.core.agent import Agent, register_agent
from realmkit.core.ai import one_ply_choice
from realmkit.core.options import option


@dataclass(frozen=True)
class GreedySettings:
    """The options of `greedy`."""

    samples: int = option(4, "determinizations averaged in games with hidden information or chance",
                          minimum=1)
    value: bool = option(False, "judge results by the game's search value instead of its evaluation")


@register_agent
class GreedyAgent(Agent[GreedySettings]):
    """Plays the action whose result the game evaluates best for its seat.

    With hidden information or chance it looks through `samples` determinizations of what
    its seat knows, so it never sees a hidden card; ties are broken at random. With `value`,
    the results are judged by the game's search value (`GameAI.value`, e.g. a learned one)
    instead of its evaluation: the value search uses, played one move ahead.
    """

    name = "greedy"
    summary = "one-ply lookahead on the game's evaluation"
    settings_class = GreedySettings

    def act(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return one_ply_choice(state, actions, self.settings.samples, self.rng, self.settings.value)
