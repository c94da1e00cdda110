"""The random agent: a uniformly random legal action."""

from __future__ import annotations

from realmkit.core import Action, State
from realmkit.core.agent import Agent, NoSettings, register_agent


@register_agent
class RandomAgent(Agent[NoSettings]):
    name = "random"
    summary = "a uniformly random legal action"

    def act(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())
