"""Players: random, greedy, human (terminal), and search agents."""

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
from realmkit.agents.base import Agent, agent_classes, make_agent, register_agent, split_specs

__all__ = ["Agent", "agent_classes", "make_agent", "register_agent", "split_specs"]
