"""The Book of Changes' moves worth trying: one card to one suit of each kind the texts of the
hand tell apart (see mentions.py)."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import (
    BOOK_OF_CHANGES,
    DOPPELGANGER,
    MIRAGES,
    PHOENIX,
    PHOENIXES,
    SHAPESHIFTERS,
    SUIT,
    SUITS,
)

MOVING = 1 << DOPPELGANGER | MIRAGES | SHAPESHIFTERS | PHOENIXES
"""The cards whose suit may not be the one printed: the wild cards, and the Phoenix, also a Flame
and a Weather card."""

Key = tuple[int, int]


def suit_key(suit: int, signature: tuple[int, ...], occupied: int) -> Key:
    """Suits with equal keys are interchangeable: same signature, and (when suits count by their
    contents) both empty."""
    return signature[suit], suit if occupied >> suit & 1 else -1


def suits_holding(sm: list[int] | tuple[int, ...], cards: int) -> int:
    """The suits (as a bitmask over suits) that hold some of `cards`."""
    return sum(1 << s for s in range(len(SUITS)) if sm[s] & cards)


Group = tuple[int, int, tuple[int, ...]]
"""The moves of one card by the Book of Changes: the card (-1: no move), the suit it leaves and
the suits it may go to."""
UNMOVED: Group = (-1, -1, (-1,))


def book_options(hand: tuple[int, ...], mask: int, sm: list[int], signature: tuple[int, ...],
                 by_content: int, suits: tuple[int, ...], placed: dict[int, int],
                 memo: dict[tuple[int, bool, int], tuple[int, ...]]) -> list[Group]:
    """Book of Changes: no change, or one other card to one suit of each kind but its own (the
    Phoenix is immune to the Book of Changes), by card, with the suit the card leaves (`placed`:
    the suit of each wild card held); the suits worth a move depend only on that suit, whether
    the card is alone in it and the suits occupied (`memo` remembers them in a search, `_TARGETS`
    across searches)."""
    options = [UNMOVED]
    occupied_all = suits_holding(sm, mask) & by_content if by_content else 0
    for card in hand:
        if card in (BOOK_OF_CHANGES, PHOENIX):
            continue
        bit = 1 << card
        current = SUIT[card]
        if bit & MOVING:
            current = placed.get(card, -1)
            if current < 0:                     # the Phoenix (Promo), also a Flame and a Weather card
                current = next(s for s, cards in enumerate(sm) if cards & bit)
        alone = not sm[current] & mask & ~bit
        key = (current, alone, occupied_all)
        targets = memo.get(key)
        if targets is None:
            targets = memo[key] = _targets(current, alone, signature, occupied_all, suits)
        options.append((card, current, targets))
    return options


_TARGETS: dict[tuple[int, bool, tuple[int, ...], int, tuple[int, ...]], tuple[int, ...]] = {}


def _targets(current: int, alone: bool, signature: tuple[int, ...], occupied: int,
             suits: tuple[int, ...]) -> tuple[int, ...]:
    """The suits of each kind but that of `current` (see `book_options`), remembered."""
    key = (current, alone, signature, occupied, suits)
    found = _TARGETS.get(key)
    if found is not None:
        return found
    own = suit_key(current, signature, occupied & ~(1 << current) if alone else occupied)
    seen = {own}
    targets = []
    for suit in suits:
        key_ = own if suit == current else suit_key(suit, signature, occupied)
        if key_ not in seen:
            seen.add(key_)
            targets.append(suit)
    if len(_TARGETS) > 100_000:
        _TARGETS.clear()
    found = _TARGETS[key] = tuple(targets)
    return found


_ALIKE: dict[tuple[tuple[int, ...], int, tuple[int, ...]], dict[int, int]] = {}


def alike_suits(signature: tuple[int, ...], occupied: int, suits: tuple[int, ...]) -> dict[int, int]:
    """Each suit of `suits` that the texts of the hand treat as an earlier one (equal keys, see
    `suit_key`), with that earlier suit; remembered."""
    key = (signature, occupied, suits)
    found = _ALIKE.get(key)
    if found is None:
        first: dict[Key, int] = {}
        found = {}
        for suit in suits:
            earlier = first.setdefault(suit_key(suit, signature, occupied), suit)
            if earlier != suit:
                found[suit] = earlier
        if len(_ALIKE) > 100_000:
            _ALIKE.clear()
        _ALIKE[key] = found
    return found


def suit_changes(books: list[tuple[int, int]], sm0: list[int]) -> list[Group]:
    """The Book of Changes choices given, each as a group of one move (see `book_options`)."""
    return [(bt, bs if bt < 0 else next(s for s, cards in enumerate(sm0) if cards >> bt & 1), (bs,))
            for bt, bs in books]


def shared(crowded: int, held: list[int], current: int, suit: int, changed: int) -> bool:
    """Whether two cards share a suit once the Book of Changes moved `changed` (0: none) from
    `current` to `suit`, by the number of cards `held` in each suit before and the suits holding
    two or more (`crowded`, a bitmask over suits)."""
    if not changed:
        return bool(crowded)
    return bool(crowded & ~(1 << current)) or held[current] > 2 or held[suit] > 0
