"""Dice: the two rolled dice shared by every player, the dice a player copies or creates, and
how a player names a die: by what it shows.

FAQ: "Is there a maximum number of dice you can use in one turn? No. ... you are free to copy
and create as many dice as you want." A turn holds any number of dice; a die is named by its
value and what the rules read of it, so the names are finite whatever the number of dice.
"""

from __future__ import annotations

from typing import NamedTuple

FIRST, SECOND, COPIED, CREATED = range(4)
"""Where a die comes from: rolled (first or second die), copied with resources, created."""

LOW, HIGH = 1, 6
"""Resources adjust a die "never below 1 or above 6"."""
FACES = range(LOW, HIGH + 1)

KINDS = {COPIED: "copied", CREATED: "created"}
"""The word that names a die that was not rolled."""


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


class Name(NamedTuple):
    """A die as a player names it: its value; for a rolled die adjusted with pumpkins, the
    value it was rolled with (`5 from 4`); `copied` or `created` for a die not rolled; `again`
    once 3 pumpkins (or a realm) let it activate a realm already activated this turn.

    Every fact the rules read of an unused die is in its name (value, rolled or not, its rolled
    value, again), so two unused dice of one name are alike and either may be used."""

    value: int
    kind: str = ""
    rolled: int = 0
    again: bool = False

    def __str__(self) -> str:
        words = [self.kind] if self.kind else []
        words.append(str(self.value))
        if self.rolled:
            words += ["from", str(self.rolled)]
        if self.again:
            words.append("again")
        return " ".join(words)


def name(die: Die, roll: tuple[int, int]) -> Name:
    """The name of `die` when the player's roll is `roll`."""
    if not die.rolled:
        return Name(die.value, KINDS[die.source], 0, die.again)
    rolled = roll[die.source]
    return Name(die.value, "", 0 if rolled == die.value else rolled, die.again)


def read_name(words: list[str]) -> Name | None:
    """A die's name from its words (`5`, `5 from 4`, `created 3 again`), or None."""
    kind = words[0] if words and words[0] in KINDS.values() else ""
    rest = words[1:] if kind else words
    again = bool(rest) and rest[-1] == "again"
    rest = rest[:-1] if again else rest
    if len(rest) == 3 and rest[1] == "from" and not kind:
        value, rolled = rest[0], rest[2]
    elif len(rest) == 1:
        value, rolled = rest[0], "0"
    else:
        return None
    if not (value.isdigit() and rolled.isdigit()):
        return None
    named = Name(int(value), kind, int(rolled), again)
    return named if named in ALL_NAMES else None


ALL_NAMES: tuple[Name, ...] = tuple(
    Name(value, kind, rolled, again)
    for again in (False, True)
    for kind, rolled in [("", 0), *(("", r) for r in FACES), *((k, 0) for k in KINDS.values())]
    for value in FACES
    if rolled != value
)
"""Every name a die can have, in the order of the integer encoding."""
ROLLED_NAMES = tuple(n for n in ALL_NAMES if not n.kind)
"""The names of rolled dice."""
