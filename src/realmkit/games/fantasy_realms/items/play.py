"""Playing the Cursed Items: which item actions are legal now, and why one is not.

The item option is taken at the start of the own turn, before the draw; between the draw and the
discard (with the discards, for the items whose text works then); or after the discard (phase
AFTER, for the items whose text works then). REPLACE TURN items take the place of the draw and
discard (docs/rules/fantasy-realms.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms.components.cards import NAMES, SUITS, WILD, ids
from realmkit.games.fantasy_realms.items import (
    AFTER_DISCARD,
    BACKPACK,
    BEFORE_DISCARD,
    BLINDFOLD,
    BOOK_OF_PROPHECY,
    CAULDRON,
    CRYSTAL_LENS,
    FISHHOOK,
    GOLD_MIRROR,
    ITEM_NAMES,
    JUNKYARD_MAP,
    LANTERN,
    LARCENOUS_GLOVES,
    MARKET_WAGON,
    NOT_COPIED,
    NUM_ITEMS,
    RAKE,
    REPAIR_KIT,
    SARCOPHAGUS,
    SEALED_VAULT,
    SHOVEL,
    STAFF_OF_TRANSMUTATION,
    WINGED_BOOTS,
    WISHING_RING,
)
from realmkit.games.fantasy_realms.items import actions as ia
from realmkit.games.fantasy_realms.items.actions import ItemAction
from realmkit.games.fantasy_realms.items.effects import use
from realmkit.games.fantasy_realms.items.state import (
    AFTER,
    CAULDRON_PHASE,
    CHAIN,
    CHOOSE,
    MIRROR,
    OFFERS_MOST,
    PICK,
    RAKE_PHASE,
    RETURN,
    REVEAL,
    SEAL,
    SHOW,
    STAFF_LEAST,
    STAFF_MOST,
    WISH,
    loose,
    takeable,
)

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

DISCARD = "discard"
DOES = {
    PICK: "pick one of the items set aside by Backpack",
    WISH: "choose the card to put on top (wish CARD)",
    REVEAL: "reveal a card of the hand for Market Wagon",
    SHOW: "show a card in exchange or show nothing more",
    CHOOSE: "trade for a card shown, keep revealed or discard revealed",
    SEAL: "seal a card of the discard area",
    RETURN: "return a card to the bottom of the deck or stop returning",
    RAKE_PHASE: "rake a card from the discard area", MIRROR: "mirror a card of the discard area",
    CAULDRON_PHASE: "put a card drawn on the top or the bottom of the deck", CHAIN: "use the item now",
    AFTER: "use the face-up Cursed Item, discard it, or end the turn",
}


# --- legal actions -------------------------------------------------------------------------------


USES_OF = tuple([a for (it, _), a in ia.USE.items() if it == item] for item in range(NUM_ITEMS))
"""Every use of each item, whatever its argument."""
OPEN_AT = {DISCARD: BEFORE_DISCARD, AFTER: AFTER_DISCARD}
"""The items usable at each moment of the turn but its start (where all are)."""


def turn_actions(state: FantasyRealmsState) -> list[ItemAction]:
    """The item option at the start of a turn: discard the face-up item, or use it. Between the draw
    and the discard, while the item can be used then: its uses (the card discards come after them)
    and, last, discarding it."""
    cursed = state.cursed
    assert cursed is not None
    item = cursed.face_up[state.player]
    if cursed.done or item < 0:
        return []
    if state.phase == DISCARD:
        now = uses(state, item)
        return [*now, ia.DISCARD_ITEM] if now else []
    return [ia.DISCARD_ITEM, *uses(state, item)]


def uses(state: FantasyRealmsState, item: int) -> list[ItemAction]:
    """The legal uses of `item` by the player to act (between the draw and the discard, or after
    the discard, only of an item whose text works then)."""
    assert state.cursed is not None
    moment = state.cursed.origin if state.phase == CHAIN else state.phase
    if item not in OPEN_AT.get(moment, (item,)):
        return []
    return [a for a in USES_OF[item] if use_reason(state, a) is None]


def window(state: FantasyRealmsState, moment: str) -> bool:
    """Whether the player may use its face-up item at `moment` (DISCARD: between the draw and the
    discard; AFTER: its discard made): an item whose text works then, the option not yet taken."""
    cursed = state.cursed
    assert cursed is not None
    item = cursed.face_up[state.player]
    if cursed.done or item not in OPEN_AT[moment]:
        return False
    phase, origin = state.phase, cursed.origin
    state.phase = cursed.origin = moment
    try:
        return bool(uses(state, item))
    finally:
        state.phase, cursed.origin = phase, origin


def phase_actions(state: FantasyRealmsState) -> list[ItemAction]:
    """The legal actions in an item's own phase."""
    cursed = state.cursed
    assert cursed is not None
    phase, p = state.phase, state.player
    hand = state.hands[p]
    if phase == PICK:
        return [ia.PICK[i] for i in sorted(set(cursed.backpack[p]))]
    if phase == WISH:
        return [ia.BY_CARD["wish"][c] for c in sorted(state.deck)]
    if phase == REVEAL:
        return [ia.BY_CARD["reveal"][c] for c in ids(hand)]
    if phase == SHOW:
        shown = cursed.shown[p]
        more = [] if shown.bit_count() >= OFFERS_MOST else [ia.BY_CARD["show"][c] for c in ids(hand & ~shown)]
        return [ia.SHOWN, *more]
    if phase == CHOOSE:
        offers = [ia.BY_CARD["trade"][c] for q, mask in enumerate(cursed.shown) if q != p for c in ids(mask)]
        return [*sorted(offers, key=lambda a: a.arg), ia.KEEP_REVEALED,
                *([ia.DISCARD_REVEALED] if state.deck else [])]
    if phase == SEAL:
        own = cursed.sealed[p]
        return [ia.BY_CARD["seal"][c] for c in loose(state) if not own >> c & 1]
    if phase == RETURN:
        more = [] if cursed.chosen.bit_count() >= STAFF_MOST else \
            [ia.BY_CARD["return"][c] for c in ids(hand & ~cursed.chosen)]
        return more + ([ia.STOP_RETURNING] if cursed.chosen.bit_count() >= STAFF_LEAST else [])
    if phase == RAKE_PHASE:
        return [ia.BY_CARD["rake"][c] for c in ids(takeable(state, p))]
    if phase == MIRROR:
        return [ia.BY_CARD["mirror"][c] for c in loose(state)]
    if phase == CAULDRON_PHASE:
        drawn = ids(cursed.chosen & hand)
        return [ia.BY_CARD["top"][c] for c in drawn] + [ia.BY_CARD["bottom"][c] for c in drawn]
    if phase == CHAIN:
        return list(uses(state, cursed.chain))
    if phase == AFTER:
        return [ia.DISCARD_ITEM, *uses(state, cursed.face_up[p]), ia.END_TURN]
    return []


def use_reason(state: FantasyRealmsState, action: ItemAction) -> str | None:
    """Why the player to act cannot use `action.item` so now, or None if it can."""
    cursed = state.cursed
    assert cursed is not None
    p, item, arg = state.player, action.item, action.arg
    hand, deck, n = state.hands[p], len(state.deck), state.num_players
    name = ITEM_NAMES[item]
    if item in ia.SEAT_TARGET:
        if arg < 0:
            return f"{name} names another player: 'use {name} on PLAYER'"
        if arg == p or arg >= n:
            return f"{name} names another player, 1-{n} but not yourself"
        if item == LARCENOUS_GLOVES:
            stolen = cursed.face_up[arg]
            if stolen < 0:
                return f"Player {arg + 1} has no face-up Cursed Item to steal"
            if not _chain_ok(state, action):
                return f"{ITEM_NAMES[stolen]} of Player {arg + 1} could not be used now, as it must be"
        return None
    if item in ia.SUIT_TARGET:
        if arg < 0:
            return f"{name} names a suit: 'use {name} on SUIT' ({', '.join(SUITS[:WILD])})"
        return "the deck is empty" if item == LANTERN and not deck else None
    if item in ia.ITEM_TARGET:
        return _item_target_reason(state, item, arg)
    if item == SHOVEL:
        if arg < 0:
            return "Shovel names a card of the discard area: 'use Shovel on CARD'"
        return None if arg in loose(state) else f"{NAMES[arg]} is not a loose card of the discard area"
    needs = {SARCOPHAGUS: deck >= 1, BLINDFOLD: deck >= 1 and hand > 0, BOOK_OF_PROPHECY: deck >= 1,
             MARKET_WAGON: hand > 0, BACKPACK: bool(cursed.deck or cursed.discard),
             SEALED_VAULT: len([c for c in loose(state) if not cursed.sealed[p] >> c & 1]) >= 2,
             CRYSTAL_LENS: deck >= 1, WINGED_BOOTS: deck >= 1,
             STAFF_OF_TRANSMUTATION: hand.bit_count() >= STAFF_LEAST,
             RAKE: takeable(state, p).bit_count() >= 2, FISHHOOK: deck >= 2,
             GOLD_MIRROR: len(loose(state)) >= 3 and deck >= 3, CAULDRON: deck >= 3, WISHING_RING: deck >= 1}
    if not needs.get(item, True):
        return f"{name} can do nothing now: {ITEMS_NEED[item]}"
    return None


ITEMS_NEED = {
    SARCOPHAGUS: "the deck is empty",
    BLINDFOLD: "it needs a card in hand and in the deck",
    BOOK_OF_PROPHECY: "the deck is empty",
    MARKET_WAGON: "the hand is empty",
    BACKPACK: "there is no Cursed Item left to draw",
    SEALED_VAULT: "fewer than two loose cards in the discard area",
    CRYSTAL_LENS: "the deck is empty",
    WINGED_BOOTS: "the deck is empty",
    STAFF_OF_TRANSMUTATION: "fewer than three cards in hand",
    RAKE: "fewer than two cards to take from the discard area",
    FISHHOOK: "fewer than two cards in the deck",
    GOLD_MIRROR: "it needs three loose cards in the discard area and three in the deck",
    CAULDRON: "fewer than three cards in the deck",
    WISHING_RING: "the deck is empty",
}


def _item_target_reason(state: FantasyRealmsState, item: int, arg: int) -> str | None:
    cursed = state.cursed
    assert cursed is not None
    p, name = state.player, ITEM_NAMES[item]
    if item == REPAIR_KIT and not cursed.face_down[p]:
        if arg >= 0:
            return "with no face-down Cursed Item, Repair Kit is discarded and redrawn: 'use Repair Kit'"
        return None
    if arg < 0:
        return f"{name} names an item: 'use {name} on ITEM'"
    if item == JUNKYARD_MAP and arg not in cursed.discard[-3:]:
        return f"{ITEM_NAMES[arg]} is not one of the top three discarded Cursed Items"
    if item == REPAIR_KIT and (arg not in cursed.face_down[p] or arg in NOT_COPIED):
        return (f"Repair Kit copies a Cursed Item you have played, other than Backpack, Sarcophagus, "
                f"Blindfold and Treasure Chest; not {ITEM_NAMES[arg]}")
    if not _chain_ok(state, ItemAction("use", item, arg)):
        return f"{ITEM_NAMES[arg]} could not be used now, as it must be"
    return None


def _chain_ok(state: FantasyRealmsState, action: ItemAction) -> bool:
    """Whether the item that `action` fetches (stolen, taken from the item discard pile, copied)
    could then be used at once, as it must be: tried on a copy of the state."""
    trial = state.clone()
    cursed = trial.cursed
    assert cursed is not None
    use(trial, action)
    trial.player, trial.phase = cursed.owner, CHAIN
    return bool(uses(trial, cursed.chain))
