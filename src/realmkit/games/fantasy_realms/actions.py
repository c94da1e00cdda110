"""Actions: one per decision point, with a short notation a person can type.

    draw                      draw from the deck (two-player setup: draw two, then discard one)
    take Rainstorm            take a face-up card from the discard area
    discard Candle            end the turn by discarding a card
    necromancer Knights       Necromancer at the end: add a card of the discard area to the hand
    necromancer draw          Necromancer in Chaos Realms: draw three cards to choose from
    necromancer pass          do not use the Necromancer
    genie Dragon              Genie at the end: the card of the deck put in the hand
    keep Dragon               Chaos Realms: the card kept of the three drawn
    offer Candle to 2         Chaos Realms: offer a card to seat 2 in trade
    accept Knights            take the offered card, giving Knights in return
    refuse                    refuse the offer
    pass                      make no offer this time
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from realmkit.core import IllegalActionError
from realmkit.core.actions import ActionTable
from realmkit.games.fantasy_realms.components.cards import BASE_DECK, NAMES, NUM_IDS, card_id
from realmkit.games.fantasy_realms.items.actions import ALL_ITEM_ACTIONS, ItemAction

MAX_SEATS = 7


class Action(NamedTuple):
    """A decision: its kind, the card it names (-1 if none) and the seat it names (-1 if none).

    Seats count from 0 in code; the notation numbers players from 1, as the terminal does."""

    kind: str
    card: int = -1
    seat: int = -1

    def __str__(self) -> str:
        if self.kind == "offer":
            return f"offer {NAMES[self.card]} to {self.seat + 1}"
        if self.card >= 0:
            return f"{self.kind} {NAMES[self.card]}"
        return self.kind


DRAW = Action("draw")
NECROMANCER_DRAW = Action("necromancer draw")
NECROMANCER_PASS = Action("necromancer pass")
REFUSE = Action("refuse")
PASS = Action("pass")
TAKE = tuple(Action("take", c) for c in range(NUM_IDS))
DISCARD = tuple(Action("discard", c) for c in range(NUM_IDS))
RAISE = tuple(Action("necromancer", c) for c in range(NUM_IDS))
KEEP = tuple(Action("keep", c) for c in range(NUM_IDS))
ACCEPT = tuple(Action("accept", c) for c in range(NUM_IDS))
OFFER = tuple(tuple(Action("offer", c, p) for p in range(MAX_SEATS)) for c in range(NUM_IDS))
GENIE = tuple(Action("genie", c) for c in range(NUM_IDS))

ALL_ACTIONS: tuple[Action, ...] = (
    DRAW, *TAKE, *DISCARD, *RAISE, NECROMANCER_PASS, NECROMANCER_DRAW, *KEEP,
    *(OFFER[c][p] for c in range(NUM_IDS) for p in range(MAX_SEATS)), *ACCEPT, REFUSE, PASS, *GENIE,
)
_SINGLE = {str(a): a for a in (DRAW, NECROMANCER_DRAW, NECROMANCER_PASS, REFUSE, PASS)}
_BY_KIND = {"take": TAKE, "discard": DISCARD, "necromancer": RAISE, "keep": KEEP, "accept": ACCEPT,
            "genie": GENIE}
NOTATION = ("draw, take CARD, discard CARD, necromancer CARD, necromancer draw, necromancer pass, "
            "genie CARD, keep CARD, offer CARD to PLAYER, accept CARD, refuse, pass")


FantasyRealmsAction = Action | ItemAction
"""Every action of the game: the cards' own, and with the Cursed Items the items' (items/actions.py)."""


@cache
def action_table(cursed_items: bool) -> ActionTable[FantasyRealmsAction]:
    """The cards' actions, then with the Cursed Items the items' actions (the integer encoding)."""
    return ActionTable[FantasyRealmsAction]((*ALL_ACTIONS, *(ALL_ITEM_ACTIONS if cursed_items else ())))


def read(text: str, cards: int = BASE_DECK) -> Action:
    """An action from its notation (card names in any case, among `cards`, the cards in play);
    the error says what is wrong."""
    words = text.strip()
    folded = " ".join(words.lower().split())
    if folded in _SINGLE:
        return _SINGLE[folded]
    kind, _, rest = folded.partition(" ")
    if kind == "offer":
        name, sep, seat = rest.rpartition(" to ")
        if not sep or not seat.strip().isdigit():
            raise IllegalActionError(f"{words!r}: write an offer as 'offer CARD to PLAYER', "
                                     "e.g. 'offer Candle to 2'")
        if not 1 <= int(seat) <= MAX_SEATS:
            raise IllegalActionError(f"{words!r}: players are numbered 1-{MAX_SEATS}")
        return OFFER[_card(name, words, cards)][int(seat) - 1]
    if kind in _BY_KIND and rest:
        return _BY_KIND[kind][_card(rest, words, cards)]
    raise IllegalActionError(f"{words!r} is not an action; actions are: {NOTATION}")


def _card(name: str, words: str, cards: int) -> int:
    try:
        return card_id(name, cards)
    except KeyError as error:
        raise IllegalActionError(f"{words!r}: {error.args[0]}") from None
