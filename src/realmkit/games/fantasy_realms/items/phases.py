"""The Cursed Items' hooks into a turn: the decisions inside an item's own phase, the discards an
item owes, Portal's skipped discard, and the game's end checked once an item has resolved."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.components.cards import ids
from realmkit.games.fantasy_realms.items.actions import ItemAction
from realmkit.games.fantasy_realms.items.effects import move_to_bottom, use
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
    STAFF_MOST,
    WISH,
    forget_hand,
    left_deck,
    mask_of,
    prune,
    searched,
    to_public,
)

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

TURN, DISCARD = "turn", "discard"


def play_item(state: FantasyRealmsState, action: ItemAction) -> None:
    """Play one of the items' own actions: the item option of the turn, or a decision of an
    item's own phase."""
    cursed = state.cursed
    assert cursed is not None
    if action.kind == "discard item":
        cursed.done = cursed.scrap = True
    elif action.kind == "end turn":
        cursed.done = True
    elif action.kind == "use":
        use(state, action)
    else:
        PHASE_APPLY[state.phase](state, action)
    if state.phase == AFTER and cursed.done:
        state._end_turn()
    settle(state)


def before(state: FantasyRealmsState, action: Action) -> bool:
    """Play the card action `action` if an item decides what it does; False leaves it to the
    card game. A draw from the deck is noted here, for what the other seats knew of the cards
    drawn."""
    cursed = state.cursed
    assert cursed is not None
    if action.kind == "draw":
        cursed.drawing = list(state.deck[-2:])
    if action.kind == "discard" and (cursed.blind or cursed.discards > 1):
        _owed_discard(state, action.card)
        settle(state)
        return True
    if action.kind == "discard":
        cursed.discards = 0
    return False


def after(state: FantasyRealmsState, action: Action) -> None:
    """After a card action: the cards drawn leave the others' knowledge of the deck; with Portal,
    no discard phase."""
    cursed = state.cursed
    assert cursed is not None
    if action.kind == "draw":
        gone = [c for c in cursed.drawing if c not in state.deck]
        left_deck(state, state.player, gone)
        cursed.drawing = []
    if action.kind in ("draw", "take") and state.phase == DISCARD and cursed.portal:
        state.drawn, state.taken = 0, -1
        state._end_turn()
    if state.phase != "over":
        prune(state)


def settle(state: FantasyRealmsState) -> None:
    """"The end is checked after each action or item resolves": back at the start of a turn, the
    game ends if the discard area has reached the end."""
    prune(state)
    if state.phase == TURN and state._over():
        state._end_of_game()


def _owed_discard(state: FantasyRealmsState, card: int) -> None:
    """A discard an item asks for before the turn's last (Fishhook, Rake) or Blindfold's discard,
    after which the player draws from the deck and the turn ends."""
    cursed = state.cursed
    assert cursed is not None
    p = state.player
    state.hands[p] &= ~(1 << card)
    state.known &= ~(1 << card)
    state.discard.append(card)
    if cursed.blind:
        cursed.blind = False
        if state.deck:
            drawn = state.deck.pop()
            left_deck(state, p, [drawn])
            state.hands[p] |= 1 << drawn
        state._end_turn()
    else:
        cursed.discards -= 1


def _pick(state: FantasyRealmsState, action: ItemAction) -> None:
    """Backpack: "The next three times you would draw a new Cursed Item from the deck, you must take
    one of these cards instead." """
    cursed = state.cursed
    assert cursed is not None
    seat = cursed.picker
    cursed.backpack[seat].remove(action.item)
    cursed.face_up[seat] = action.item
    cursed.picker = -1
    if cursed.resume == "end":
        state.player, state.phase = (seat + 1) % state.num_players, TURN
    else:
        state.player, state.phase = cursed.owner, CHAIN if cursed.resume == "chain" else cursed.origin


def _wish(state: FantasyRealmsState, action: ItemAction) -> None:
    """Wishing Ring: the card wished for goes on top of the deck; the others do not see which."""
    cursed = state.cursed
    assert cursed is not None
    state.deck.remove(action.arg)
    state.deck.append(action.arg)
    searched(state, state.player, [])
    cursed.pinned[state.player] |= 1 << action.arg
    state.phase = cursed.origin


def _reveal(state: FantasyRealmsState, action: ItemAction) -> None:
    """Market Wagon: the card revealed; then each other player in turn may show up to three cards."""
    cursed = state.cursed
    assert cursed is not None
    cursed.revealed = action.arg
    state.known |= 1 << action.arg
    _next_offer(state, cursed.owner)


def _next_offer(state: FantasyRealmsState, seat: int) -> None:
    cursed = state.cursed
    assert cursed is not None
    seat = (seat + 1) % state.num_players
    if seat == cursed.owner:
        state.player, state.phase = seat, CHOOSE
    else:
        state.player, state.phase = seat, SHOW


def _show(state: FantasyRealmsState, action: ItemAction) -> None:
    """Market Wagon: another player shows a card in exchange, or no more."""
    cursed = state.cursed
    assert cursed is not None
    p = state.player
    if action.kind == "show nothing more":
        _next_offer(state, p)
        return
    cursed.shown[p] |= 1 << action.arg
    state.known |= 1 << action.arg
    if cursed.shown[p].bit_count() >= OFFERS_MOST:
        _next_offer(state, p)


def _choose(state: FantasyRealmsState, action: ItemAction) -> None:
    """Market Wagon: "You may choose to trade your card for one of them; if no offer is acceptable,
    keep your card or discard it and draw from the deck." """
    cursed = state.cursed
    assert cursed is not None
    p, mine = state.player, cursed.revealed
    if action.kind == "trade":
        other = next(q for q, mask in enumerate(cursed.shown) if mask >> action.arg & 1)
        state.hands[p] = state.hands[p] & ~(1 << mine) | 1 << action.arg
        state.hands[other] = state.hands[other] & ~(1 << action.arg) | 1 << mine
    elif action.kind == "discard revealed":
        state.hands[p] &= ~(1 << mine)
        state.known &= ~(1 << mine)
        state.discard.append(mine)
        drawn = state.deck.pop()
        left_deck(state, p, [drawn])
        state.hands[p] |= 1 << drawn
    cursed.revealed, cursed.shown = -1, [0] * state.num_players
    state._end_turn()


def _seal(state: FantasyRealmsState, action: ItemAction) -> None:
    """Sealed Vault: "Cover two cards in the discard area with this card." """
    cursed = state.cursed
    assert cursed is not None
    cursed.sealed[state.player] |= 1 << action.arg
    cursed.count -= 1
    if cursed.count == 0:
        state.phase = cursed.origin


def _return(state: FantasyRealmsState, action: ItemAction) -> None:
    """Staff of Transmutation: cards to the bottom of the deck (three to eight), then as many drawn
    from the top."""
    cursed = state.cursed
    assert cursed is not None
    p = state.player
    if action.kind == "return":
        cursed.chosen |= 1 << action.arg
        if cursed.chosen.bit_count() < STAFF_MOST:
            return
    returned = ids(cursed.chosen)
    state.hands[p] &= ~cursed.chosen
    state.deck[:0] = returned
    cursed.pinned[p] |= cursed.chosen
    forget_hand(state, p, state.hands[p])     # the others did not see which cards went
    drawn = [state.deck.pop() for _ in returned]
    left_deck(state, p, drawn)
    state.hands[p] |= mask_of(drawn)
    cursed.chosen = 0
    state._end_turn()


def _rake(state: FantasyRealmsState, action: ItemAction) -> None:
    """Rake: "Draw two cards from the discard area, then discard two cards." """
    cursed = state.cursed
    assert cursed is not None
    state.discard.remove(action.arg)
    state.hands[state.player] |= 1 << action.arg
    state.known |= 1 << action.arg
    for mask_owner in range(state.num_players):
        cursed.sealed[mask_owner] &= ~(1 << action.arg)
    cursed.count -= 1
    if cursed.count == 0:
        cursed.discards, state.phase = 2, DISCARD


def _mirror(state: FantasyRealmsState, action: ItemAction) -> None:
    """Gold Mirror: three cards of the discard area to the bottom of the deck, then the top three
    cards of the deck into the discard area."""
    cursed = state.cursed
    assert cursed is not None
    move_to_bottom(state, action.arg)
    cursed.count -= 1
    if cursed.count == 0:
        top = [state.deck.pop() for _ in range(3)]
        to_public(state, top)
        state.discard.extend(top)
        state.phase = cursed.origin


def _cauldron(state: FantasyRealmsState, action: ItemAction) -> None:
    """Cauldron: a card drawn back on the top or the bottom of the deck (face down: the others
    know only where it went); after two, the discard."""
    cursed = state.cursed
    assert cursed is not None
    p, card = state.player, action.arg
    forget_hand(state, p, cursed.chosen)
    state.hands[p] &= ~(1 << card)
    if action.kind == "top":
        state.deck.append(card)
    else:
        state.deck.insert(0, card)
    cursed.pinned[p] |= 1 << card
    cursed.chosen &= ~(1 << card)
    cursed.count -= 1
    if cursed.count == 0:
        cursed.chosen, state.phase = 0, DISCARD


PHASE_APPLY = {PICK: _pick, WISH: _wish, REVEAL: _reveal, SHOW: _show, CHOOSE: _choose, SEAL: _seal,
               RETURN: _return, RAKE_PHASE: _rake, MIRROR: _mirror, CAULDRON_PHASE: _cauldron}
