"""Fantasy Realms (game id `fantasy-realms`): the 53 cards, the hand scorer and the game."""

from realmkit.games.fantasy_realms.game import FantasyRealms

__all__ = ["FantasyRealms"]
