"""12 Realms: the cooperative game `twelve-realms` (1-6 players), with realm packs designed for realmkit."""

from realmkit.games.twelve_realms.game import TwelveRealms

__all__ = ["TwelveRealms"]
