"""Fantasy Realms (game id `fantasy-realms`): the 53 cards, the hand scorer, the game and its own
players (`players/`, registered on the first lookup of an agent)."""

from realmkit.core.agent import add_agent_provider
from realmkit.games.fantasy_realms.game import FantasyRealms

add_agent_provider("realmkit.games.fantasy_realms.players")

__all__ = ["FantasyRealms"]
