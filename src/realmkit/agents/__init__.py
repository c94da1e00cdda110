"""The agents every game gets: random, greedy, mcts (and information-set search), and human
(a person at the terminal). Importing the package registers them (`realmkit.core.agent`); a
game's own players live in its package, which names them as a provider."""

from realmkit.agents import (  # noqa: F401  register the agents
    greedy,
    human,
    mcts,
    random_agent,
)
