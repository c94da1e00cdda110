"""Players: random, greedy, human (terminal), and search agents."""

from realmkit.agents import greedy, human, mcts, random_agent  # noqa: F401  register the agents
from realmkit.agents.base import Agent, agent_classes, make_agent, register_agent, split_specs

__all__ = ["Agent", "agent_classes", "make_agent", "register_agent", "split_specs"]
