"""Rolling Realms: the game `rolling-realms` (1-6 players; options set, realms)."""

from realmkit.games.rolling_realms.game import RollingRealms

__all__ = ["RollingRealms"]
