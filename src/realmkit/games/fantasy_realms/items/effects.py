"""What each Cursed Item does when used: one function per item, its text as the docstring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms.components.cards import SUIT, SUIT_MASK
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
    JUNKYARD_MAP,
    LANTERN,
    LARCENOUS_GLOVES,
    MARKET_WAGON,
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
from realmkit.games.fantasy_realms.items.actions import ItemAction
from realmkit.games.fantasy_realms.items.state import (
    BOOK_CARDS,
    CAULDRON_PHASE,
    CHAIN,
    LANTERN_DRAWS,
    MIRROR,
    RAKE_PHASE,
    RETURN,
    REVEAL,
    SEAL,
    WISH,
    draw_item,
    left_deck,
    mask_of,
    next_item,
    reshuffle,
    to_public,
)

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState


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
        state.phase = cursed.origin
    else:
        cursed.origin = state.phase     # the turn's start, between the draw and the discard, or its end
        cursed.done = True
        cursed.face_up[p] = -1
        if item == REPAIR_KIT and action.arg < 0:
            cursed.discard.append(item)     # "Discard and redraw if you have no facedown Cursed Items."
            draw_item(state, p, "back")
            return
        cursed.face_down[p].append(item)
        cursed.replace = True
    EFFECT[item](state, action.arg)


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
    """Skip your discard phase this turn: used after the draw, the turn ends with no discard."""
    assert state.cursed is not None
    if state.phase == "discard":
        state.drawn, state.taken = 0, -1
        state._end_turn()
    else:
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
