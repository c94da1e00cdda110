"""A hand's score card by card, as a seat sees it and `score-hand` prints it: each card's final
name and suit, base strength, bonus and penalty, whether it is blanked and whether its penalty
is cleared."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import (
    NAMES,
    SUITS,
)
from realmkit.games.fantasy_realms.scoring.hand import (
    BASE_TABLE,
    NO_CHOICES,
    Choices,
    Context,
    Table,
    prepare,
)
from realmkit.games.fantasy_realms.scoring.steps import Detail, total_of


def _line(h: Context, book_suit: int, card: int, bonus: int, penalty: int, blanked: bool,
          cleared: bool) -> dict:
    """One card of the readable breakdown: its suit, the one the Book of Changes gave where it
    changed the card (the Phoenix (Promo) is a Flame and a Weather card too)."""
    if h.changed >> card & 1:
        suit = book_suit
    else:
        suit = next(s for s in range(len(SUITS)) if h.suit_cards[s] >> card & 1)
    base = 0 if blanked else h.strength[card]
    return {
        "card": NAMES[card],
        "name": NAMES[h.name[card]],
        "suit": None if blanked else SUITS[suit],
        "base": base,
        "bonus": bonus,
        "penalty": penalty,
        "blanked": blanked,
        "cleared": cleared,
        "total": base + bonus + penalty,
    }


def breakdown(hand: tuple[int, ...] | list[int], choices: Choices = NO_CHOICES,
              table: Table = BASE_TABLE) -> tuple[int, list[dict]]:
    """The total and one line per card: final name and suit, base, bonus, penalty, blanked, cleared."""
    detail: Detail = []
    hand = tuple(hand)
    mask = sum(1 << c for c in hand)
    h = Context(mask, table)
    if choices != NO_CHOICES:
        h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(choices, mask)
    total = total_of(h, hand, choices, detail)
    return total, [_line(h, choices.book_suit, *line) for line in detail]
