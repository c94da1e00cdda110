"""Playing the Cursed Items: which item actions are legal, why one is not, and what each does.

The item option is taken at the start of the own turn, before the draw (docs/rules: ANY TIME
items); REPLACE TURN items take the place of the draw and discard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms import item_actions as ia
from realmkit.games.fantasy_realms.cards import NAMES, SUIT, SUIT_MASK, SUITS, WILD, ids
from realmkit.games.fantasy_realms.item_actions import ItemAction
from realmkit.games.fantasy_realms.item_state import (
    PICK,
    draw_item,
    left_deck,
    mask_of,
    next_item,
    reshuffle,
    to_public,
)
from realmkit.games.fantasy_realms.items import (
    BACKPACK,
    BLINDFOLD,
    BOOK_OF_PROPHECY,
    CAULDRON,
    CRYSTAL_BALL,
    CRYSTAL_LENS,
    FISHHOOK,
    GOLD_MIRROR,
    HOURGLASS,
    ITEM_NAMES,
    JUNKYARD_MAP,
    LANTERN,
    LARCENOUS_GLOVES,
    MARKET_WAGON,
    NOT_COPIED,
    PORTAL,
    RAKE,
    REPAIR_KIT,
    SARCOPHAGUS,
    SEALED_VAULT,
    SHOVEL,
    SPYGLASS,
    STAFF_OF_TRANSMUTATION,
    TREASURE_CHEST,
    WINGED_BOOTS,
    WISHING_RING,
)

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

WISH, REVEAL, SHOW, CHOOSE, SEAL, RETURN, RAKE_PHASE, MIRROR, CAULDRON_PHASE, CHAIN = (
    "wish", "wagon reveal", "wagon offer", "wagon choose", "seal", "return", "rake", "mirror", "cauldron",
    "chain")
ITEM_PHASES = (PICK, WISH, REVEAL, SHOW, CHOOSE, SEAL, RETURN, RAKE_PHASE, MIRROR, CAULDRON_PHASE, CHAIN)
BOOK_CARDS, LANTERN_DRAWS, STAFF_MOST, STAFF_LEAST, OFFERS_MOST = 7, 10, 8, 3, 3
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
}


def takeable(state: FantasyRealmsState, seat: int) -> int:
    """The cards of the discard area `seat` may take: Sealed Vault's cards only by its owner."""
    cursed = state.cursed
    assert cursed is not None
    shut = 0
    for owner, sealed in enumerate(cursed.sealed):
        if owner != seat:
            shut |= sealed
    return mask_of(state.discard) & ~shut


def loose(state: FantasyRealmsState) -> list[int]:
    """Cards of the discard area not under a Sealed Vault (Shovel and Gold Mirror move only these)."""
    cursed = state.cursed
    assert cursed is not None
    sealed = 0
    for mask in cursed.sealed:
        sealed |= mask
    return [c for c in sorted(state.discard) if not sealed >> c & 1]


# --- legal actions -------------------------------------------------------------------------------


def turn_actions(state: FantasyRealmsState) -> list[ItemAction]:
    """The item option at the start of a turn: discard the face-up item, or use it."""
    cursed = state.cursed
    assert cursed is not None
    item = cursed.face_up[state.player]
    if cursed.done or item < 0:
        return []
    return [ia.DISCARD_ITEM, *uses(state, item)]


def uses(state: FantasyRealmsState, item: int) -> list[ItemAction]:
    """The legal uses of `item` by the player to act."""
    return [a for (it, _), a in ia.USE.items() if it == item and use_reason(state, a) is None]


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
    trial: FantasyRealmsState = state.clone()  # type: ignore[assignment]
    cursed = trial.cursed
    assert cursed is not None
    use(trial, action)
    trial.player, trial.phase = cursed.owner, CHAIN
    return bool(uses(trial, cursed.chain))


# --- applying ------------------------------------------------------------------------------------


def use(state: FantasyRealmsState, action: ItemAction) -> None:
    """Use an item: the face-up one (it then lies face down), or the one chained to this use."""
    cursed = state.cursed
    assert cursed is not None
    p, item = state.player, action.item
    cursed.owner = p
    if state.phase == CHAIN:
        if not cursed.copying:
            cursed.face_down[p].append(item)
        cursed.chain, cursed.copying = -1, False
        state.phase = "turn"
    else:
        cursed.done = True
        cursed.face_up[p] = -1
        if item == REPAIR_KIT and action.arg < 0:
            cursed.discard.append(item)     # "Discard and redraw if you have no facedown Cursed Items."
            draw_item_now(state, p)
            return
        cursed.face_down[p].append(item)
        cursed.replace = True
    EFFECT[item](state, action.arg)


def draw_item_now(state: FantasyRealmsState, seat: int) -> None:
    """A new face-up item drawn during the turn (Repair Kit redrawn, a victim of Larcenous Gloves)."""
    draw_item(state, seat, "chain" if state.phase == CHAIN else "turn")


def _spyglass(state: FantasyRealmsState, seat: int) -> None:
    """Look at another player's hand."""
    cursed = state.cursed
    assert cursed is not None
    cursed.seen[state.player][seat] |= state.hands[seat]


def _sarcophagus(state: FantasyRealmsState, _: int) -> None:
    """Take the top card from the deck and place it directly in the discard area, then end your turn."""
    card = state.deck.pop()
    to_public(state, [card])
    state.discard.append(card)
    state._end_turn()


def _blindfold(state: FantasyRealmsState, _: int) -> None:
    """Reverse normal turn order: discard a card first, then draw a card from the deck."""
    assert state.cursed is not None
    state.cursed.blind = True
    state.phase = "discard"


def _book(state: FantasyRealmsState, _: int) -> None:
    """Look at the bottom seven cards of the deck, then replace them there."""
    assert state.cursed is not None
    state.cursed.pinned[state.player] |= mask_of(state.deck[:BOOK_CARDS])


def _crystal_ball(state: FantasyRealmsState, suit: int) -> None:
    """Name a suit. All other players must reveal all cards they possess of that suit."""
    cursed = state.cursed
    assert cursed is not None
    for q, hand in enumerate(state.hands):
        if q != state.player:
            state.known |= hand & SUIT_MASK[suit]
    cursed.in_deck[state.player] |= mask_of(state.deck) & SUIT_MASK[suit]


def _market_wagon(state: FantasyRealmsState, _: int) -> None:
    """Reveal a card from your hand. Any other player may reveal up to 3 cards to offer in exchange."""
    assert state.cursed is not None
    state.cursed.owner = state.player
    state.phase = REVEAL


def _backpack(state: FantasyRealmsState, _: int) -> None:
    """Draw three Cursed Items and set them aside face up."""
    cursed = state.cursed
    assert cursed is not None
    for _ in range(3):
        item = next_item(state)
        if item >= 0:
            cursed.backpack[state.player].append(item)


def _shovel(state: FantasyRealmsState, card: int) -> None:
    """Put a card from the discard area on the bottom of the deck."""
    move_to_bottom(state, card)


def move_to_bottom(state: FantasyRealmsState, card: int) -> None:
    """A card of the discard area to the bottom of the deck, in everyone's sight."""
    assert state.cursed is not None
    state.discard.remove(card)
    state.deck.insert(0, card)
    state.cursed.pinned = [m | 1 << card for m in state.cursed.pinned]


def _sealed_vault(state: FantasyRealmsState, _: int) -> None:
    """Cover two cards in the discard area with this card."""
    assert state.cursed is not None
    state.cursed.count = 2
    state.phase = SEAL


def _crystal_lens(state: FantasyRealmsState, _: int) -> None:
    """Peek at the top card of the deck before deciding whether to draw from the deck or discard area."""
    assert state.cursed is not None
    state.cursed.pinned[state.player] |= 1 << state.deck[-1]


def _larcenous_gloves(state: FantasyRealmsState, seat: int) -> None:
    """Steal a face-up Cursed Item from another player. You must use it immediately. The player you
    stole from must immediately draw a replacement from the Cursed Item deck."""
    cursed = state.cursed
    assert cursed is not None
    cursed.chain, cursed.owner = cursed.face_up[seat], state.player
    cursed.face_up[seat] = -1
    state.phase = CHAIN
    draw_item(state, seat, "chain")


def _junkyard_map(state: FantasyRealmsState, item: int) -> None:
    """Take one of the top three discarded Cursed Item cards and play it immediately."""
    assert state.cursed is not None
    state.cursed.discard.remove(item)
    state.cursed.chain = item
    state.phase = CHAIN


def _winged_boots(state: FantasyRealmsState, _: int) -> None:
    """Put the top card of the deck directly into the discard area."""
    card = state.deck.pop()
    to_public(state, [card])
    state.discard.append(card)


def _staff(state: FantasyRealmsState, _: int) -> None:
    """Return 3-8 cards from your hand to the bottom of the deck and replace them from the top."""
    assert state.cursed is not None
    state.cursed.chosen = 0
    state.phase = RETURN


def _rake(state: FantasyRealmsState, _: int) -> None:
    """Draw two cards from the discard area, then discard two cards."""
    assert state.cursed is not None
    state.cursed.count = 2
    state.phase = RAKE_PHASE


def _fishhook(state: FantasyRealmsState, _: int) -> None:
    """Draw two cards from the deck, then discard any two cards."""
    assert state.cursed is not None
    drawn = [state.deck.pop(), state.deck.pop()]
    left_deck(state, state.player, drawn)
    state.hands[state.player] |= mask_of(drawn)
    state.cursed.discards = 2
    state.phase = "discard"


def _repair_kit(state: FantasyRealmsState, item: int) -> None:
    """Copy the ability of any Cursed Item you have already played (other than Backpack,
    Sarcophagus, Blindfold and Treasure Chest), with the copied card's timing."""
    assert state.cursed is not None
    state.cursed.chain, state.cursed.copying = item, True
    state.phase = CHAIN


def _hourglass(state: FantasyRealmsState, _: int) -> None:
    """Take an extra turn. Do not replace this card with a new Cursed Item until after your second turn."""
    assert state.cursed is not None
    state.cursed.hourglass = 1


def _gold_mirror(state: FantasyRealmsState, _: int) -> None:
    """Put three cards from the discard area on the bottom of the deck. Replace them with the top
    three cards of the deck."""
    assert state.cursed is not None
    state.cursed.count = 3
    state.phase = MIRROR


def _cauldron(state: FantasyRealmsState, _: int) -> None:
    """Instead of drawing a card from the deck, draw three cards, then place two of them on the top
    or bottom of the deck (or one each) before you discard normally."""
    assert state.cursed is not None
    drawn = [state.deck.pop() for _ in range(3)]
    left_deck(state, state.player, drawn)
    state.hands[state.player] |= mask_of(drawn)
    state.cursed.chosen, state.cursed.count = mask_of(drawn), 2
    state.phase = CAULDRON_PHASE


def _lantern(state: FantasyRealmsState, suit: int) -> None:
    """Name a suit. Draw from the deck until you draw a card from that suit, or until you have drawn
    ten cards (wild cards do not count). If you draw one, keep it and discard a different card from
    your hand. Show the other cards you drew and reshuffle them into the deck."""
    cursed = state.cursed
    assert cursed is not None
    shown: list[int] = []
    found = -1
    while state.deck and len(shown) < LANTERN_DRAWS:
        card = state.deck.pop()
        if SUIT[card] == suit:
            found = card
            break
        shown.append(card)
    if found >= 0:
        left_deck(state, state.player, [found])
        state.hands[state.player] |= 1 << found
    state.deck.extend(shown)
    reshuffle(state)
    cursed.in_deck = [m & ~(1 << found if found >= 0 else 0) | mask_of(shown) for m in cursed.in_deck]
    if found >= 0 and state.hands[state.player] & ~(1 << found):
        state.taken, state.phase = found, "discard"
    else:
        state._end_turn()


def _portal(state: FantasyRealmsState, _: int) -> None:
    """Skip your discard phase this turn."""
    assert state.cursed is not None
    state.cursed.portal = True


def _wishing_ring(state: FantasyRealmsState, _: int) -> None:
    """Look through the deck and place any card you wish on top. Reshuffle the deck at the end of
    your turn."""
    cursed = state.cursed
    assert cursed is not None
    cursed.in_deck[state.player] = mask_of(state.deck)
    cursed.wish = True
    state.phase = WISH


def _nothing(state: FantasyRealmsState, _: int) -> None:
    """Treasure Chest: worth +25 points at the end with three other Cursed Items face down."""


EFFECT = {
    SPYGLASS: _spyglass, SARCOPHAGUS: _sarcophagus, BLINDFOLD: _blindfold, BOOK_OF_PROPHECY: _book,
    CRYSTAL_BALL: _crystal_ball, MARKET_WAGON: _market_wagon, BACKPACK: _backpack, SHOVEL: _shovel,
    SEALED_VAULT: _sealed_vault, CRYSTAL_LENS: _crystal_lens, LARCENOUS_GLOVES: _larcenous_gloves,
    JUNKYARD_MAP: _junkyard_map, WINGED_BOOTS: _winged_boots, STAFF_OF_TRANSMUTATION: _staff, RAKE: _rake,
    TREASURE_CHEST: _nothing, FISHHOOK: _fishhook, REPAIR_KIT: _repair_kit, HOURGLASS: _hourglass,
    GOLD_MIRROR: _gold_mirror, CAULDRON: _cauldron, LANTERN: _lantern, PORTAL: _portal,
    WISHING_RING: _wishing_ring,
}
