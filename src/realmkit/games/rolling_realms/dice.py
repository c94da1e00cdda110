"""Dice: the two rolled dice shared by every player, and the dice a player copies or creates."""

from __future__ import annotations

from typing import NamedTuple

FIRST, SECOND, COPIED, CREATED = range(4)
"""Where a die comes from: rolled (first or second die), copied with resources, created."""

MAX_DICE = 10
"""realmkit holds at most 10 dice a turn (2 rolled + 8 copied or created): three realms, each
activated once except with 3 pumpkins, leave no use for more (see docs/rules)."""

LOW, HIGH = 1, 6
"""Resources adjust a die "never below 1 or above 6"."""


class Die(NamedTuple):
    """A die of the turn: its value now, where it comes from, whether it is used, whether
    3 pumpkins let it go to a realm already activated this turn, and the realm slot it was
    used in (-1: none; Ark Nova reads which rolled dice went to it)."""

    value: int
    source: int
    used: bool = False
    again: bool = False
    slot: int = -1

    @property
    def rolled(self) -> bool:
        """A rolled die (as opposed to a copied or created one)."""
        return self.source <= SECOND
