"""Scoring a hand given by card names, with choices given as text (the score-hand command).

Choices: `Doppelganger=CARD` (another card of the hand), `Mirage=CARD` (any Army, Land,
Weather, Flood or Flame), `Shapeshifter=CARD` (any Artifact, Leader, Wizard, Weapon or Beast),
`Book of Changes=TARGET:SUIT`, `Island=CARD` (a Flood or Flame of the hand), `Necromancer=CARD`
(an Army, Leader, Wizard or Beast added to the hand). A wild card named as its own choice, or
`none`, stays itself. Choices left open are chosen to give the highest total.
"""

from __future__ import annotations

from typing import Any

from realmkit.games.fantasy_realms.cards import (
    BOOK_OF_CHANGES,
    DOPPELGANGER,
    ISLAND,
    MIRAGE,
    MIRAGE_SUITS,
    NAMES,
    NECROMANCER,
    NECROMANCER_SUITS,
    SHAPESHIFTER,
    SHAPESHIFTER_SUITS,
    SUIT,
    SUITS,
    card_id,
    suit_id,
)
from realmkit.games.fantasy_realms.choices import best, describe
from realmkit.games.fantasy_realms.scoring import breakdown
from realmkit.games.fantasy_realms.sets import other_card

HAND_LIMIT = 7
FIELDS = {DOPPELGANGER: "doppelganger", MIRAGE: "mirage", SHAPESHIFTER: "shapeshifter", ISLAND: "island"}
CHOOSERS = (DOPPELGANGER, MIRAGE, SHAPESHIFTER, BOOK_OF_CHANGES, ISLAND, NECROMANCER)


class HandError(ValueError):
    """A hand or a choice that cannot be scored; the message says what is wrong."""


def _card(name: str, what: str) -> int:
    try:
        return card_id(name)
    except KeyError as error:
        other = other_card(name)
        if other is not None:
            raise HandError(f"{what}: {other.name} ({other.suit}) is a card of {other.set_name}; "
                            "the scorer plays the 53 cards of the base game only") from None
        raise HandError(f"{what}: {error.args[0]}") from None


def _suits(suits: tuple[int, ...]) -> str:
    names = [SUITS[s] for s in suits]
    return ", ".join(names[:-1]) + " or " + names[-1]


def read_hand(names: list[str]) -> list[int]:
    """The card ids of a hand; unknown and repeated names are errors."""
    hand: list[int] = []
    for name in names:
        card = _card(name, "hand")
        if card in hand:
            raise HandError(f"{NAMES[card]} is named twice; every card of the deck is unique")
        hand.append(card)
    if not hand:
        raise HandError("name at least one card")
    return hand


def read_choices(hand: list[int], choose: dict[str, str]) -> tuple[dict[str, int], int]:
    """The fixed choices for the search, and the card the Necromancer adds (-1 if none)."""
    given: dict[str, int] = {}
    raised = -1
    for key, value in choose.items():
        chooser = _card(key, "--choose")
        if chooser not in CHOOSERS:
            raise HandError(f"{NAMES[chooser]} makes no choice; the cards that do are: "
                            + ", ".join(NAMES[c] for c in CHOOSERS))
        if chooser not in hand:
            raise HandError(f"--choose {NAMES[chooser]}: {NAMES[chooser]} is not in the hand")
        stays = value.strip().lower() == "none"
        if chooser == BOOK_OF_CHANGES:
            given.update(_book(hand, value, stays))
            continue
        card = -1 if stays else _card(value, f"--choose {NAMES[chooser]}")
        if card == chooser:
            card = -1
        _check(chooser, card, hand)
        if chooser == NECROMANCER:
            raised = card
        else:
            given[FIELDS[chooser]] = card
    return given, raised


def _book(hand: list[int], value: str, stays: bool) -> dict[str, int]:
    if stays:
        return {"book_target": -1, "book_suit": -1}
    target_name, sep, suit_name = value.rpartition(":")
    if not sep:
        raise HandError(f"--choose Book of Changes={value}: write TARGET:SUIT, e.g. Bell Tower:Leader")
    target = _card(target_name, "--choose Book of Changes")
    if target not in hand or target == BOOK_OF_CHANGES:
        raise HandError(f"Book of Changes changes the suit of another card of the hand; "
                        f"{NAMES[target]} is not one")
    try:
        suit = suit_id(suit_name)
    except KeyError as error:
        raise HandError(f"--choose Book of Changes: {error.args[0]}") from None
    return {"book_target": target, "book_suit": suit}


def _check(chooser: int, card: int, hand: list[int]) -> None:
    """Refuse a choice the card's text does not allow."""
    if card < 0:
        return
    name = NAMES[card]
    if chooser in (MIRAGE, SHAPESHIFTER):
        allowed = MIRAGE_SUITS if chooser == MIRAGE else SHAPESHIFTER_SUITS
        if SUIT[card] not in allowed:
            raise HandError(f"{NAMES[chooser]} may only take the name and suit of an {_suits(allowed)}; "
                            f"{name} is a {SUITS[SUIT[card]]}")
    elif chooser == DOPPELGANGER and card not in hand:
        raise HandError(f"Doppelganger copies another card of the hand; {name} is not in the hand")
    elif chooser == ISLAND and card not in hand:
        raise HandError(f"Island clears the penalty of a Flood or Flame of the hand; "
                        f"{name} is not in the hand")
    elif chooser == NECROMANCER:
        if SUIT[card] not in NECROMANCER_SUITS:
            raise HandError(f"the Necromancer takes an {_suits(NECROMANCER_SUITS)}; {name} is a "
                            f"{SUITS[SUIT[card]]}")
        if card in hand:
            raise HandError(f"the Necromancer cannot take {name}: it is already in the hand")


def score_hand(names: list[str], choose: dict[str, str] | None = None) -> dict[str, Any]:
    """Total, the choices used and the per-card breakdown of a hand given by names."""
    hand = read_hand(names)
    given, raised = read_choices(hand, choose or {})
    if raised >= 0:
        if len(hand) > HAND_LIMIT:
            raise HandError("the hand already holds eight cards; the Necromancer adds only one")
        hand.append(raised)
    limit = HAND_LIMIT + (NECROMANCER in hand)
    if len(hand) > limit:
        raise HandError(f"a hand holds at most {HAND_LIMIT} cards (8 with the Necromancer's card), "
                        f"not {len(hand)}")
    try:
        total, choices = best(tuple(hand), given)
    except ValueError as error:
        raise HandError(str(error)) from None
    checked, lines = breakdown(tuple(hand), choices)
    assert checked == total
    used = describe(choices)
    if raised >= 0:
        used["Necromancer"] = NAMES[raised]
    return {"total": total, "choices": used, "cards": lines, "hand": [NAMES[c] for c in hand]}
