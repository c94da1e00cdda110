"""The Cursed Items on the table: item deck and discard pile, each player's face-up and face-down
items, the turn's item option, and what each seat knows of hidden cards through the items.

"Deal each player one item face up. On your turn choose one of: do nothing; discard it at the
end of your turn and draw a new one face up; or use it, after which it lies face down."
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms.items import NUM_ITEMS

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

PICK = "pick"
WISH, REVEAL, SHOW, CHOOSE, SEAL, RETURN, RAKE_PHASE, MIRROR, CAULDRON_PHASE, CHAIN = (
    "wish", "wagon reveal", "wagon offer", "wagon choose", "seal", "return", "rake", "mirror", "cauldron",
    "chain")
AFTER = "turn end"
ITEM_PHASES = (PICK, WISH, REVEAL, SHOW, CHOOSE, SEAL, RETURN, RAKE_PHASE, MIRROR, CAULDRON_PHASE, CHAIN,
               AFTER)
BOOK_CARDS, LANTERN_DRAWS, STAFF_MOST, STAFF_LEAST, OFFERS_MOST = 7, 10, 8, 3, 3


@dataclass(slots=True)
class Cursed:
    """Items and item knowledge. Lists of cards or items have their top at the end; masks are
    bitmasks of card ids."""

    deck: list[int]
    discard: list[int] = field(default_factory=list)
    face_up: list[int] = field(default_factory=list)          # per seat, -1 for none
    face_down: list[list[int]] = field(default_factory=list)  # per seat, in the order used
    backpack: list[list[int]] = field(default_factory=list)   # per seat: items set aside by Backpack
    sealed: list[int] = field(default_factory=list)           # per seat: cards its Sealed Vault covers
    seen: list[list[int]] = field(default_factory=list)       # seen[p][q]: cards of q's hand p has seen
    pinned: list[int] = field(default_factory=list)           # per seat: deck cards whose place it knows
    in_deck: list[int] = field(default_factory=list)          # per seat: cards it knows are in the deck
    done: bool = False        # the item option of this turn is taken
    scrap: bool = False       # discard the face-up item at the end of the turn
    replace: bool = False     # draw a new face-up item at the end of the turn
    portal: bool = False      # Portal: no discard phase this turn
    wish: bool = False        # Wishing Ring: reshuffle the deck at the end of the turn
    hourglass: int = 0        # Hourglass: 1 an extra turn to come, 2 in the extra turn
    owner: int = -1           # the seat whose item is being resolved
    count: int = 0            # choices still to make in an item's phase
    chosen: int = 0           # cards chosen so far (Staff, Cauldron)
    chain: int = -1           # the item to use now (Larcenous Gloves, Junkyard Map, Repair Kit)
    copying: bool = False     # the chained use is Repair Kit's copy
    discards: int = 0         # discards owed by the item (Fishhook, Rake)
    blind: bool = False       # Blindfold: draw from the deck after the discard
    revealed: int = -1        # Market Wagon: the card offered
    shown: list[int] = field(default_factory=list)            # Market Wagon: cards shown, per seat
    resume: str = ""          # after a Backpack pick: "end" (next player), "chain" or "back" (to origin)
    picker: int = -1          # the seat picking from its Backpack
    drawing: list[int] = field(default_factory=list)          # the top of the deck before a draw
    origin: str = "turn"      # where an item was used from: the turn's start, or its end (AFTER)

    def copy(self) -> Cursed:
        other = Cursed(list(self.deck))
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            setattr(other, f.name, value)
        return other


def deal(state: FantasyRealmsState) -> Cursed:
    """Shuffle the item deck with the state's generator and deal one item face up to each player."""
    n = state.num_players
    deck = list(range(NUM_ITEMS))
    state.rng.shuffle(deck)
    cursed = Cursed(deck, face_up=[deck.pop() for _ in range(n)], face_down=[[] for _ in range(n)],
                    backpack=[[] for _ in range(n)], sealed=[0] * n, seen=[[0] * n for _ in range(n)],
                    pinned=[0] * n, in_deck=[0] * n, shown=[0] * n)
    return cursed


def next_item(state: FantasyRealmsState) -> int:
    """The top item of the item deck; an empty deck is the item discard pile shuffled anew."""
    cursed = state.cursed
    assert cursed is not None
    if not cursed.deck:
        cursed.deck, cursed.discard = cursed.discard, []
        state.rng.shuffle(cursed.deck)
    return cursed.deck.pop() if cursed.deck else -1


def draw_item(state: FantasyRealmsState, seat: int, resume: str) -> bool:
    """Give `seat` a new face-up item: from its Backpack if it has one set aside ("you must take
    one of these cards instead"; a choice when there are two or more), else from the item deck.
    False when the seat must first pick (the phase is then PICK)."""
    cursed = state.cursed
    assert cursed is not None
    kept = cursed.backpack[seat]
    if len(kept) > 1:
        cursed.picker, cursed.resume = seat, resume
        state.player, state.phase = seat, PICK
        return False
    cursed.face_up[seat] = kept.pop() if kept else next_item(state)
    return True


def end_of_turn(state: FantasyRealmsState) -> bool:
    """The items' end of a turn: Wishing Ring's reshuffle, Hourglass's extra turn, then the face-up
    item discarded or used replaced. False when the state already says who acts next."""
    cursed = state.cursed
    assert cursed is not None
    p = state.player
    cursed.origin = "turn"
    if cursed.wish:
        reshuffle(state)
        cursed.in_deck[p] = mask_of(state.deck)
    cursed.portal = cursed.wish = cursed.done = False
    if cursed.hourglass == 1:
        cursed.hourglass = 2
        state.phase = "turn"
        return False
    cursed.hourglass = 0
    if cursed.scrap and cursed.face_up[p] >= 0:
        cursed.discard.append(cursed.face_up[p])
        cursed.face_up[p] = -1
    if cursed.scrap or cursed.replace:
        cursed.scrap = cursed.replace = False
        if not draw_item(state, p, "end"):
            return False
    return True


def mask_of(cards: list[int]) -> int:
    return sum(1 << c for c in cards)


def reshuffle(state: FantasyRealmsState) -> None:
    """Shuffle the deck: no one knows the place of a card in it any more."""
    state.rng.shuffle(state.deck)
    cursed = state.cursed
    assert cursed is not None
    cursed.pinned = [0] * state.num_players


def left_deck(state: FantasyRealmsState, seat: int, cards: list[int]) -> None:
    """Cards drawn from the deck into `seat`'s hand, unseen by the others: a seat that knew a card's
    place knows who has it now; a seat that knew only that cards were in the deck no longer knows
    which of them remain (it forgets them rather than guess)."""
    cursed = state.cursed
    assert cursed is not None
    bits = mask_of(cards)
    for p in range(state.num_players):
        if p != seat:
            cursed.seen[p][seat] |= bits & cursed.pinned[p]
            if bits & ~cursed.pinned[p]:
                cursed.in_deck[p] = 0
        cursed.pinned[p] &= ~bits
        cursed.in_deck[p] &= ~bits


def to_public(state: FantasyRealmsState, cards: list[int]) -> None:
    """Cards that left the deck face up (into the discard area): every seat sees them go."""
    cursed = state.cursed
    assert cursed is not None
    bits = mask_of(cards)
    for p in range(state.num_players):
        cursed.pinned[p] &= ~bits
        cursed.in_deck[p] &= ~bits


def prune(state: FantasyRealmsState) -> None:
    """Forget sightings of cards that have left the hand they were seen in (a card returned to the
    deck is no longer known)."""
    cursed = state.cursed
    assert cursed is not None
    held = 0
    for hand in state.hands:
        held |= hand
    state.known &= held
    for row in cursed.seen:
        for q, hand in enumerate(state.hands):
            row[q] &= hand
    deck = mask_of(state.deck)
    cursed.pinned = [m & deck for m in cursed.pinned]
    cursed.in_deck = [m & deck for m in cursed.in_deck]
    taken = mask_of(state.discard)
    cursed.sealed = [m & taken for m in cursed.sealed]


def searched(state: FantasyRealmsState, seat: int, taken: list[int]) -> None:
    """`seat` looked through the deck unseen and took `taken` from it (the Genie) or moved a card
    in it (Wishing Ring, nothing taken): the others no longer know where any card of the deck
    lies, nor, once a card has left it, which cards remain."""
    cursed = state.cursed
    assert cursed is not None
    bits = mask_of(taken)
    for p in range(state.num_players):
        if p == seat:
            cursed.pinned[p] &= ~bits
            cursed.in_deck[p] &= ~bits
        else:
            cursed.in_deck[p] = 0 if bits else cursed.in_deck[p] | cursed.pinned[p]
            cursed.pinned[p] = 0


def forget_hand(state: FantasyRealmsState, seat: int, cards: int) -> None:
    """Cards of `seat`'s hand that the others saw are mixed unseen with cards going back to the
    deck (Staff of Transmutation, Cauldron): the others no longer know they are in the hand."""
    cursed = state.cursed
    assert cursed is not None
    state.known &= ~cards
    for p, row in enumerate(cursed.seen):
        if p != seat:
            row[seat] &= ~cards


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
