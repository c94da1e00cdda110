"""Scoring a hand given by card names, with choices given as text (the score-hand command).

Choices: `Doppelganger=CARD` (another card of the hand), `Mirage=CARD` (any Army, Land,
Weather, Flood or Flame; with the new suits a Building too), `Shapeshifter=CARD` (any Artifact,
Leader, Wizard, Weapon or Beast; with the new suits an Undead too), `Book of Changes=TARGET:SUIT`,
`Island=CARD` (a Flood or Flame of the hand), `Angel=CARD` (another card of the hand it keeps
from being blanked), `Necromancer=CARD` (an Army, Leader, Wizard or Beast, with the new suits an
Undead, added to the hand from the discard area). A wild card named as its own choice, or
`none`, stays itself. Choices left open are chosen to give the highest total.
"""

from __future__ import annotations

from typing import Any

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BOOK_OF_CHANGES,
    COPY_SUITS,
    DOPPELGANGER,
    GENIE,
    ISLAND,
    LEPRECHAUN,
    MIRAGE,
    MIRAGE_CH,
    NAMES,
    NECROMANCER,
    NECROMANCER_CH,
    PHOENIX_PROMO,
    RAISE_SUITS,
    SHAPESHIFTER,
    SHAPESHIFTER_CH,
    SUIT,
    SUITS,
    card_id,
    deck,
    suit_id,
)
from realmkit.games.fantasy_realms.components.sets import CURSED_ITEMS, NEW_SUITS, PROMOS, set_of
from realmkit.games.fantasy_realms.items import HAND_CAP, ITEM_NAMES, PORTAL, SPYGLASS, find_item, item_values
from realmkit.games.fantasy_realms.phases import HOARD_CAP, HOARD_HAND
from realmkit.games.fantasy_realms.scoring.breakdown import breakdown
from realmkit.games.fantasy_realms.scoring.choices import describe
from realmkit.games.fantasy_realms.scoring.hand import Table
from realmkit.games.fantasy_realms.scoring.kept import best_kept

HAND_LIMIT = 7
FIELDS = {DOPPELGANGER: "doppelganger", MIRAGE: "mirage", SHAPESHIFTER: "shapeshifter", ISLAND: "island",
          MIRAGE_CH: "mirage", SHAPESHIFTER_CH: "shapeshifter", ANGEL: "angel"}
CHOOSERS = (DOPPELGANGER, MIRAGE, SHAPESHIFTER, BOOK_OF_CHANGES, ISLAND, NECROMANCER, MIRAGE_CH,
            SHAPESHIFTER_CH, ANGEL, NECROMANCER_CH)
DRAWERS = (LEPRECHAUN, GENIE, NECROMANCER_CH)
ENABLE = {NEW_SUITS: "--suits cursed-hoard", PROMOS: "--promos"}


class HandError(ValueError):
    """A hand or a choice that cannot be scored; the message says what is wrong."""


class Setting:
    """The cards in play and what the score reads beyond the hand."""

    def __init__(self, suits: str, promos: bool, players: int | None) -> None:
        if suits not in ("base", "cursed-hoard"):
            raise HandError(f"--suits {suits!r}: the suits are base or cursed-hoard")
        if players is not None and not 2 <= players <= 7:
            raise HandError(f"--players {players}: a game has 2 to 7 players")
        self.hoard = suits == "cursed-hoard"
        self.cards = deck(suits, promos) | (1 << PHOENIX_PROMO if promos else 0)
        self.players = players

    def card(self, name: str, what: str) -> int:
        try:
            return card_id(name, self.cards)
        except KeyError as error:
            found = set_of(name)
            if found is not None:
                shown, set_name = found
                if set_name == CURSED_ITEMS:
                    raise HandError(f"{what}: {shown} is not a card of the hand; give a face-down "
                                    "Cursed Item with --item") from None
                raise HandError(f"{what}: {shown} is a card of {set_name}; enable them with "
                                f"{ENABLE[set_name]}") from None
            raise HandError(f"{what}: {error.args[0]}") from None


def _suits(suits: tuple[int, ...]) -> str:
    names = [SUITS[s] for s in suits]
    return ", ".join(names[:-1]) + " or " + names[-1]


def read_hand(names: list[str], setting: Setting) -> list[int]:
    """The card ids of a hand; unknown and repeated names are errors."""
    hand: list[int] = []
    for name in names:
        card = setting.card(name, "hand")
        if card in hand:
            raise HandError(f"{NAMES[card]} is named twice; every card of the deck is unique")
        hand.append(card)
    if not hand:
        raise HandError("name at least one card")
    return hand


def read_choices(hand: list[int], choose: dict[str, str], setting: Setting) -> tuple[dict[str, int], int]:
    """The fixed choices for the search, and the card the Necromancer adds (-1 if none), read
    first: the other choices may name it, as it is in the hand when the hand is scored."""
    given: dict[str, int] = {}
    raised = -1
    choosers = [(setting.card(key, "--choose"), value) for key, value in choose.items()]
    choosers.sort(key=lambda entry: entry[0] not in RAISE_SUITS)
    held = hand
    for chooser, value in choosers:
        if chooser not in CHOOSERS:
            raise HandError(f"{NAMES[chooser]} makes no choice; the cards that do are: "
                            + ", ".join(sorted({NAMES[c] for c in CHOOSERS})))
        if chooser not in hand:
            raise HandError(f"--choose {NAMES[chooser]}: {NAMES[chooser]} is not in the hand")
        stays = value.strip().lower() == "none"
        if chooser == BOOK_OF_CHANGES:
            given.update(_book(held, value, stays, setting))
            continue
        card = -1 if stays else setting.card(value, f"--choose {NAMES[chooser]}")
        if card == chooser:
            card = -1
        _check(chooser, card, held)
        if chooser in RAISE_SUITS:
            raised = card
            held = [*hand, card] if card >= 0 else hand
        else:
            given[FIELDS[chooser]] = card
    return given, raised


def _book(hand: list[int], value: str, stays: bool, setting: Setting) -> dict[str, int]:
    if stays:
        return {"book_target": -1, "book_suit": -1}
    target_name, sep, suit_name = value.rpartition(":")
    if not sep:
        raise HandError(f"--choose Book of Changes={value}: write TARGET:SUIT, e.g. Bell Tower:Leader")
    target = setting.card(target_name, "--choose Book of Changes")
    if target not in hand or target == BOOK_OF_CHANGES:
        raise HandError(f"Book of Changes changes the suit of another card of the hand; "
                        f"{NAMES[target]} is not one")
    if NAMES[target] == "Phoenix":
        raise HandError("the Phoenix is immune to the Book of Changes")
    try:
        suit = suit_id(suit_name, Table(setting.cards).suits)
    except KeyError as error:
        raise HandError(f"--choose Book of Changes: {error.args[0]}") from None
    return {"book_target": target, "book_suit": suit}


def _check(chooser: int, card: int, hand: list[int]) -> None:
    """Refuse a choice the card's text does not allow."""
    if card < 0:
        return
    name = NAMES[card]
    if chooser in COPY_SUITS:
        allowed = COPY_SUITS[chooser]
        if SUIT[card] not in allowed:
            raise HandError(f"{NAMES[chooser]} may only take the name and suit of an {_suits(allowed)}; "
                            f"{name} is a {SUITS[SUIT[card]]}")
    elif chooser in (DOPPELGANGER, ANGEL) and card not in hand:
        raise HandError(f"{NAMES[chooser]} names another card of the hand; {name} is not in the hand")
    elif chooser == ISLAND and card not in hand:
        raise HandError(f"Island clears the penalty of a Flood or Flame of the hand; "
                        f"{name} is not in the hand")
    elif chooser in RAISE_SUITS:
        if SUIT[card] not in RAISE_SUITS[chooser]:
            raise HandError(f"the Necromancer takes an {_suits(RAISE_SUITS[chooser])}; {name} is a "
                            f"{SUITS[SUIT[card]]}")
        if card in hand:
            raise HandError(f"the Necromancer cannot take {name}: it is already in the hand")


def score_hand(names: list[str], choose: dict[str, str] | None = None, *, suits: str = "base",
               promos: bool = False, players: int | None = None, discard: list[str] | None = None,
               items: list[str] | None = None) -> dict[str, Any]:
    """Total, the choices used and the per-card breakdown of a hand given by names; with the
    discard area, the face-down Cursed Items and the number of players where cards read them."""
    setting = Setting(suits, promos, players)
    hand = read_hand(names, setting)
    pile = _discard(discard or [], hand, setting)
    face_down = _items(items or [])
    given, raised = read_choices(hand, choose or {}, setting)
    necromancer = next((c for c in hand if c in RAISE_SUITS), -1)
    if raised >= 0 and pile and raised not in pile:
        raise HandError(f"the Necromancer takes a card of the discard area; {NAMES[raised]} is not in it")
    if necromancer >= 0 and raised < 0 and "Necromancer" not in {k.strip().title() for k in choose or {}}:
        options = [-1, *(c for c in pile if SUIT[c] in RAISE_SUITS[necromancer])]
    else:
        options = [raised]
    _check_size(hand, options[-1], setting, face_down)
    needs_players = [NAMES[c] for c in hand if c == GENIE]
    needs_players += [ITEM_NAMES[i] for i in face_down if i == SPYGLASS]
    if needs_players and players is None:
        raise HandError(f"{', '.join(needs_players)} scores by the number of players: give --players N")
    results = [_score(hand, taken, pile, given, setting, face_down, players or 0) for taken in options]
    return max(results, key=lambda result: result["total"])


def _score(hand: list[int], raised: int, pile: list[int], given: dict[str, int], setting: Setting,
           face_down: list[int], players: int) -> dict[str, Any]:
    """The result with the Necromancer's card `raised` (-1: none) taken from the discard area."""
    held = [*hand, raised] if raised >= 0 else hand
    cap = HOARD_CAP if setting.hoard else HAND_CAP if face_down else 0
    table = Table(setting.cards, players, sum(1 << c for c in pile if c != raised), cap)
    try:
        total, choices, kept = best_kept(tuple(held), given, table)
    except ValueError as error:
        raise HandError(str(error)) from None
    checked, lines = breakdown(kept, choices, table)
    assert checked == total
    used = describe(choices)
    if raised >= 0:
        used["Necromancer"] = NAMES[raised]
    values = item_values(face_down, players)
    item_lines = [{"item": ITEM_NAMES[i], "value": value} for i, value in zip(face_down, values, strict=True)]
    result: dict[str, Any] = {"total": total + sum(values), "choices": used, "cards": lines,
                              "hand": [NAMES[c] for c in kept]}
    if len(kept) < len(held):
        result["set_aside"] = [NAMES[c] for c in held if c not in kept]
    if face_down:
        result["items"] = item_lines
    return result


def _discard(names: list[str], hand: list[int], setting: Setting) -> list[int]:
    pile: list[int] = []
    for name in names:
        card = setting.card(name, "--discard")
        if card in hand or card in pile:
            raise HandError(f"--discard {NAMES[card]}: the card is already in the hand or the discard area")
        pile.append(card)
    return pile


def _items(names: list[str]) -> list[int]:
    found: list[int] = []
    for name in names:
        printed = find_item(name)
        if printed is None:
            raise HandError(f"--item {name!r} is not a Cursed Item")
        if printed in found:
            raise HandError(f"--item {ITEM_NAMES[printed]} is given twice; every Cursed Item is unique")
        found.append(printed)
    return found


def _check_size(hand: list[int], raised: int, setting: Setting, face_down: list[int]) -> None:
    """A hand holds 7 cards, 8 with the new suits, one more for the Necromancer's card (and with the
    new suits for each of Leprechaun's and Genie's draws, and Portal's extra card)."""
    if setting.hoard:
        limit = HOARD_HAND + sum(c in hand for c in DRAWERS) + (PORTAL in face_down)
        words = "8 cards with the new suits, one more for each of Leprechaun, Genie, Necromancer and Portal"
    else:
        limit = HAND_LIMIT + (NECROMANCER in hand) + (PORTAL in face_down)
        words = f"{HAND_LIMIT} cards (8 with the Necromancer's card or Portal)"
    size = len(hand) + (raised >= 0)
    if raised >= 0 and len(hand) >= limit:
        raise HandError(f"the hand already holds {len(hand)} cards; the Necromancer adds only one")
    if size > limit:
        raise HandError(f"a hand holds at most {words}, not {size}")
