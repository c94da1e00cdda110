"""12 Thieves: the game `twelve-thieves` (2-4 players, option variant=tactical)."""

from realmkit.games.twelve_thieves.game import TwelveThieves

__all__ = ["TwelveThieves"]
