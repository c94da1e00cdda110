"""The components of 12 Thieves: palaces, palace cards, dancers, chests, thieves and guards.

Palaces are 0..5 in code and shown as 1..6. A palace card is the number of the palace it
shows; the dancer (a joker for any palace) is card DANCER and is written "D".
"""

from __future__ import annotations

from realmkit.core import IllegalActionError

PALACES = 6
CARDS_PER_PALACE = 17
"""'102 palace cards – 17 cards showing one of the six palaces'."""
DANCERS = 8
"""'8 dancer cards – to use as a joker as any palace card'."""
DANCER = PALACES
"""The index of the dancer in a hand's counts (after the six palaces)."""
CHEST_PIPS = (4, 5, 6, 7)
"""A palace's stack of chests from the top: 'the treasure chest with 4 pips is placed on top'."""
NO_CHEST = len(CHEST_PIPS)
"""The stack level of a palace whose chests are all robbed."""
GUARD_SQUARES = 4
"""'A maximum of 4 guards can be placed in front of each palace.'"""
THIEVES = 12
"""'the 12 thieves in the colour of his/her choice'."""
TACTICAL_NEUTRALS_EACH = 2
"""Tactical variant: 'Each player ... also [places] 2 neutral guards'."""
OWN_GUARDS = {2: 4, 3: 3, 4: 2}
"""Own guards per player by the number of players."""
HAND_SIZES = (6, 7, 8, 9)
"""Starting hands by seat: 'the starting player receives 6 palace cards, the second 7 ...'."""
CHESTS_TO_WIN = {2: 6, 3: 5, 4: 4}
"""'The player who is the first in the game to rob 6 / 5 / 4 treasure chests ... wins'."""
MAX_THIEF_ACTIONS = 3
"""'A player may only play a maximum total of 3 actions with thieves, within one turn.'"""
DRAW_AFTER_ACTING = 3
DRAW_AFTER_PASSING = 4

SETUP, ACTIONS, OVER = 0, 1, 2
"""The phases of a game: guards being placed, players' turns, the end."""
PHASE_NAMES = ("setup", "actions", "over")


def palace_name(palace: int) -> str:
    return str(palace + 1)


def card_name(card: int) -> str:
    return "D" if card == DANCER else str(card + 1)


def parse_palace(text: str) -> int:
    """A palace from its number 1-6; raises IllegalActionError otherwise."""
    text = text.strip()
    if text.isdigit() and 1 <= int(text) <= PALACES:
        return int(text) - 1
    raise IllegalActionError(f"{text!r} is not a palace: palaces are numbered 1-{PALACES}")


def parse_card(text: str) -> int:
    """A card from its name: a palace number 1-6 or D for a dancer."""
    text = text.strip()
    if text.upper() == "D":
        return DANCER
    if text.isdigit() and 1 <= int(text) <= PALACES:
        return int(text) - 1
    raise IllegalActionError(
        f"{text!r} is not a card: a card is a palace number 1-{PALACES} or D for a dancer"
    )


def full_deck() -> list[int]:
    """The 102 palace cards, in palace order (shuffled by the state)."""
    return [palace for palace in range(PALACES) for _ in range(CARDS_PER_PALACE)]
