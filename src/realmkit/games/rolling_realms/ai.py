"""Rolling Realms AI: evaluation and playout policy (filled in below)."""

from __future__ import annotations

from realmkit.core import GameAI


class RollingRealmsAI(GameAI):
    """Placeholder replaced in the AI step."""
