"""The actions of the Cursed Items, with their notation (the cards' own actions are in actions.py).

    discard item                  discard the face-up item at the end of the turn, draw a new one
    end turn                      after the discard: end the turn without using the item
    use Winged Boots              use the face-up item (it then lies face down)
    use Spyglass on 2             ... naming a player (Spyglass, Larcenous Gloves),
    use Lantern on Army           ... a suit (Crystal Ball, Lantern),
    use Shovel on Knights         ... a card of the discard area (Shovel),
    use Repair Kit on Shovel      ... an item (Junkyard Map, Repair Kit)
    pick Rake                     Backpack: the item taken instead of a draw from the item deck
    wish Dragon                   Wishing Ring: the card put on top of the deck
    reveal Candle                 Market Wagon: the card offered for trade
    show Knights                  Market Wagon: a card another player shows in exchange
    show nothing more             ... that player shows no more cards
    trade for Knights             Market Wagon: take a card shown, giving the revealed card
    keep revealed                 Market Wagon: keep the revealed card
    discard revealed              Market Wagon: discard it and draw from the deck
    seal Knights                  Sealed Vault: cover a card of the discard area
    return Candle                 Staff of Transmutation: a card to the bottom of the deck
    stop returning                ... replace the cards returned from the top of the deck
    rake Knights                  Rake: draw a card from the discard area
    mirror Knights                Gold Mirror: a card of the discard area to the bottom of the deck
    top Dragon / bottom Dragon    Cauldron: where a card drawn goes back
"""

from __future__ import annotations

from typing import NamedTuple

from realmkit.core import IllegalActionError
from realmkit.games.fantasy_realms.components.cards import (
    BASE_DECK,
    NAMES,
    NUM_IDS,
    SUITS,
    WILD,
    card_id,
    suit_id,
)
from realmkit.games.fantasy_realms.items import (
    CRYSTAL_BALL,
    ITEM_NAMES,
    JUNKYARD_MAP,
    LANTERN,
    LARCENOUS_GLOVES,
    NUM_ITEMS,
    REPAIR_KIT,
    SHOVEL,
    SPYGLASS,
    item_id,
)

MAX_SEATS = 7
SEAT_TARGET = (SPYGLASS, LARCENOUS_GLOVES)
SUIT_TARGET = (CRYSTAL_BALL, LANTERN)
ITEM_TARGET = (JUNKYARD_MAP, REPAIR_KIT)
CARD_KINDS = ("wish", "reveal", "show", "trade", "seal", "return", "rake", "mirror", "top", "bottom")
_CARD_WORDS = {"trade": "trade for"}
SINGLE = ("discard item", "show nothing more", "keep revealed", "discard revealed", "stop returning",
          "end turn")
ITEM_NOTATION = ("discard item, end turn, use ITEM [on PLAYER|SUIT|CARD|ITEM], pick ITEM, wish CARD, "
                 "reveal CARD, show CARD, show nothing more, trade for CARD, keep revealed, "
                 "discard revealed, seal CARD, return CARD, stop returning, rake CARD, mirror CARD, "
                 "top CARD, bottom CARD")


class ItemAction(NamedTuple):
    """A decision about Cursed Items: its kind, the item it names and its argument (a seat, a suit,
    a card or an item, by the item; -1 if none)."""

    kind: str
    item: int = -1
    arg: int = -1

    def __str__(self) -> str:
        if self.kind == "use":
            on = "" if self.arg < 0 else f" on {target(self.item, self.arg)}"
            return f"use {ITEM_NAMES[self.item]}{on}"
        if self.kind == "pick":
            return f"pick {ITEM_NAMES[self.item]}"
        if self.kind in CARD_KINDS:
            return f"{_CARD_WORDS.get(self.kind, self.kind)} {NAMES[self.arg]}"
        return self.kind


def target(item: int, arg: int) -> str:
    """The argument of `use ITEM on ...` as written."""
    if item in SEAT_TARGET:
        return str(arg + 1)
    if item in SUIT_TARGET:
        return SUITS[arg]
    if item in ITEM_TARGET:
        return ITEM_NAMES[arg]
    return NAMES[arg]


def _uses() -> list[ItemAction]:
    out = []
    for item in range(NUM_ITEMS):
        out.append(ItemAction("use", item))
        if item in SEAT_TARGET:
            out += [ItemAction("use", item, seat) for seat in range(MAX_SEATS)]
        elif item in SUIT_TARGET:
            out += [ItemAction("use", item, suit) for suit in range(WILD)]
        elif item in ITEM_TARGET:
            out += [ItemAction("use", item, other) for other in range(NUM_ITEMS)]
        elif item == SHOVEL:
            out += [ItemAction("use", item, card) for card in range(NUM_IDS)]
    return out


SINGLE_ACTIONS = tuple(ItemAction(kind) for kind in SINGLE)
DISCARD_ITEM, SHOWN, KEEP_REVEALED, DISCARD_REVEALED, STOP_RETURNING, END_TURN = SINGLE_ACTIONS
USE = {(a.item, a.arg): a for a in _uses()}
PICK = tuple(ItemAction("pick", item) for item in range(NUM_ITEMS))
BY_CARD = {kind: tuple(ItemAction(kind, -1, card) for card in range(NUM_IDS)) for kind in CARD_KINDS}
ALL_ITEM_ACTIONS: tuple[ItemAction, ...] = (
    *SINGLE_ACTIONS, *USE.values(), *PICK,
    *(a for kind in CARD_KINDS for a in BY_CARD[kind]))
_SINGLE = {a.kind: a for a in SINGLE_ACTIONS}


def read_item_action(text: str, cards: int = BASE_DECK) -> ItemAction | None:
    """An item action from its notation (card names among `cards`, the cards in play), None if the
    text is not one (it may be a card action); a readable item action naming something unknown
    raises IllegalActionError saying what."""
    words = " ".join(text.strip().split())
    folded = words.lower()
    if folded in _SINGLE:
        return _SINGLE[folded]
    kind, _, rest = folded.partition(" ")
    try:
        if kind == "use" and rest:
            name, sep, arg = rest.partition(" on ")
            item = item_id(name)
            if not sep:
                return USE[(item, -1)]
            return _use_on(item, arg.strip(), words, cards)
        if kind == "pick" and rest:
            return PICK[item_id(rest)]
        if kind == "trade" and rest.startswith("for "):
            return BY_CARD["trade"][card_id(rest[4:], cards)]
        if kind in CARD_KINDS and kind != "trade" and rest:
            return BY_CARD[kind][card_id(rest, cards)]
    except KeyError as error:
        raise IllegalActionError(f"{words!r}: {error.args[0]}") from None
    return None


def _use_on(item: int, arg: str, words: str, cards: int) -> ItemAction:
    if item in SEAT_TARGET:
        if not arg.isdigit() or not 1 <= int(arg) <= MAX_SEATS:
            raise IllegalActionError(f"{words!r}: {ITEM_NAMES[item]} names a player, 1-{MAX_SEATS}")
        return USE[(item, int(arg) - 1)]
    if item in SUIT_TARGET:
        return USE[(item, suit_id(arg))]
    if item in ITEM_TARGET:
        return USE[(item, item_id(arg))]
    if item == SHOVEL:
        return USE[(item, card_id(arg, cards))]
    raise IllegalActionError(f"{words!r}: {ITEM_NAMES[item]} names nothing; write 'use {ITEM_NAMES[item]}'")
