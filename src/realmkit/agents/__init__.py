"""The agents every game gets: random, greedy, mcts (and information-set search), and human
(a person at the terminal). Importing the package registers them (`realmkit.core.agent`)."""

from realmkit.agents import (  # noqa: F401  register the agents
    fantasy_realms_bots,
    fantasy_realms_expert,
    fantasy_realms_reference,
    fantasy_realms_search,
    greedy,
    human,
    mcts,
    random_agent,
)
