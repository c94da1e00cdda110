"""Steps 1 and 2 of the scoring, before any text reads the hand: "Doppelgänger, Mirage and
Shapeshifter take what they copy" (the Doppelgänger a card's name, suit and base strength, Mirage
and Shapeshifter a name and suit) and "Book of Changes changes a suit". The choices of the choice
cards (`Choices`), what a score reads beyond the hand (`Table`) and the hand as the texts see it
after steps 1 and 2 (`Context`)."""

from __future__ import annotations

from typing import NamedTuple

from realmkit.games.fantasy_realms.components.cards import (
    BASE_DECK,
    BASE_SUITS,
    DOPPELGANGER,
    HOARD_SUITS,
    MIRAGE,
    MIRAGE_CH,
    NEW_CARDS,
    NUM_IDS,
    SHAPESHIFTER,
    SHAPESHIFTER_CH,
    STRENGTH,
    SUIT,
    SUIT_MASK,
    WILD,
)


class Choices(NamedTuple):
    """What the choice cards do; -1 where a card is not used (a wild card stays itself)."""

    doppelganger: int = -1
    mirage: int = -1
    shapeshifter: int = -1
    book_target: int = -1
    book_suit: int = -1
    island: int = -1
    angel: int = -1


class Table(NamedTuple):
    """What a score reads beyond the hand: the cards in play (what the wild cards may copy; with
    The Cursed Hoard's new suits the Book of Changes has thirteen suits), the number of players
    (Genie), the discard area (Undead) and the most cards a hand keeps (0: no limit)."""

    deck: int = BASE_DECK
    players: int = 0
    discard: int = 0
    cap: int = 0

    @property
    def suits(self) -> tuple[int, ...]:
        """The suits the Book of Changes may give."""
        return HOARD_SUITS if self.deck & NEW_CARDS else BASE_SUITS


NO_CHOICES = Choices()


BASE_TABLE = Table()


IDENTITY = tuple(range(NUM_IDS))


class Context:
    """The hand as the effects see it (see effects.py): `hand` every card held, `active` those
    not blanked, `suit_cards[suit]` and `strength[card]` after the wild cards and the Book of
    Changes, `name[card]` the name a card bears, `names_present` the names among unblanked
    cards, `copies` (bit, name) of the cards that took another's name, `copied` their bits,
    `no_army` the cards whose penalty lost the word Army, `changed` the card whose suit the Book
    of Changes changed (it meets its own "with"), `penalized` the cards whose penalty is not
    cleared, `zeroed` a blanked Phoenix (Promo) that keeps its suits, `table` what lies beyond
    the hand."""

    __slots__ = ("active", "changed", "copied", "copies", "hand", "name", "names_present", "no_army",
                 "penalized", "strength", "suit_cards", "table", "zeroed")

    def __init__(self, hand: int, table: Table = BASE_TABLE) -> None:
        self.table = table
        self.penalized = self.zeroed = 0
        self.hand = hand
        self.active = hand
        self.suit_cards: tuple[int, ...] | list[int] = SUIT_MASK
        self.strength: tuple[int, ...] | list[int] = STRENGTH
        self.name: tuple[int, ...] | list[int] = IDENTITY
        self.copies: list[tuple[int, int]] = []
        self.copied = 0
        self.names_present = hand
        self.no_army = 0
        self.changed = 0

    def named(self, names: int) -> int:
        """The cards of the hand whose (copied) name is among `names`."""
        found = self.hand & names & ~self.copied
        for bit, name in self.copies:
            if names >> name & 1:
                found |= bit
        return found

    def count_names(self, names: int) -> int:
        """How many unblanked cards bear one of `names`."""
        count = (self.active & ~self.copied & names).bit_count()
        for bit, name in self.copies:
            if names >> name & 1 and self.active & bit:
                count += 1
        return count

    def count_named(self, card: int) -> int:
        """How many unblanked cards bear the name of `card`."""
        count = (self.active & ~self.copied) >> card & 1
        for bit, name in self.copies:
            if name == card and self.active & bit:
                count += 1
        return count


Prepared = tuple[list[int], list[int] | tuple[int, ...], list[int] | tuple[int, ...], list[tuple[int, int]],
                 int, int]
"""Steps 1 and 2 made: suit masks, base strengths, names, copies, copied bits, the card changed."""


def prepare(ch: Choices, mask: int = 0) -> Prepared:
    """Steps 1 and 2: suit masks, base strengths, names, copies, copied bits and the bit of the
    card whose suit the Book of Changes changed, after the choices (`mask`, the hand, tells the
    Mirage and Shapeshifter of The Cursed Hoard from the base ones). The names are copied only
    where a card takes another's."""
    sm = list(SUIT_MASK)
    name: list[int] | tuple[int, ...] = IDENTITY
    copies: list[tuple[int, int]] = []
    copied = 0
    mirage = MIRAGE_CH if mask >> MIRAGE_CH & 1 else MIRAGE
    shapeshifter = SHAPESHIFTER_CH if mask >> SHAPESHIFTER_CH & 1 else SHAPESHIFTER
    for card, copy in ((DOPPELGANGER, ch.doppelganger), (mirage, ch.mirage), (shapeshifter, ch.shapeshifter)):
        if copy >= 0:
            bit = 1 << card
            sm[WILD] &= ~bit
            sm[SUIT[copy]] |= bit
            name = [*name[:card], copy, *name[card + 1:]]
            copies.append((bit, copy))
            copied |= bit
    st: list[int] | tuple[int, ...] = STRENGTH
    if ch.doppelganger >= 0:
        st = list(STRENGTH)
        st[DOPPELGANGER] = STRENGTH[ch.doppelganger]
    changed = change_suit(sm, ch.book_target, ch.book_suit) if ch.book_target >= 0 else 0
    return sm, st, name, copies, copied, changed


def change_suit(sm: list[int], card: int, suit: int) -> int:
    """Book of Changes: `card` leaves its suit for `suit`; its bit if that is another suit. The
    Phoenix (Promo) leaves its printed suit, Beast, and stays a Flame and a Weather card."""
    bit = 1 << card
    current = SUIT[card] if sm[SUIT[card]] & bit else next(s for s, cards in enumerate(sm) if cards & bit)
    if current == suit:
        return 0
    sm[current] &= ~bit
    sm[suit] |= bit
    return bit
