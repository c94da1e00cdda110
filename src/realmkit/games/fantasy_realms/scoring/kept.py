"""The best cards kept and the scores the game remembers: a hand over the table's cap keeps its best
cards ("keep the best"), each set of cards searched in the order of its most (`set_most`), only
above the best set found and only where its most, or that of a choice of its wild cards, can
beat it; the best total of a hand given as a bitmask, remembered, since the game and its
players score the same hands again and again."""

from __future__ import annotations

from itertools import combinations

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BOOK_OF_CHANGES,
    DARK_QUEEN,
    DEATH_KNIGHT,
    DOPPELGANGER,
    GENIE,
    GHOUL,
    ISLAND,
    SPECTER,
    ids,
)
from realmkit.games.fantasy_realms.scoring.choices import (
    CHOICE_CARDS,
    best,
    best_above,
)
from realmkit.games.fantasy_realms.scoring.hand import BASE_TABLE, Choices, Table
from realmkit.games.fantasy_realms.scoring.set_most import SetMost
from realmkit.games.fantasy_realms.scoring.steps import (
    NOTHING,
    evaluate,
)

TABLE_READERS = sum(1 << c for c in (GENIE, DARK_QUEEN, GHOUL, SPECTER, DEATH_KNIGHT))
"""Genie reads the number of players, the Undead the discard area."""


def best_kept(hand: tuple[int, ...], given: dict[str, int] | None = None,
              table: Table = BASE_TABLE) -> tuple[int, Choices, tuple[int, ...]]:
    """The best total, its choices and the cards kept: a hand over the table's cap keeps its best
    `cap` cards and sets the rest aside ("keep the best")."""
    if not table.cap or len(hand) <= table.cap:
        return (*best(hand, given, table), hand)
    subsets = list(combinations(hand, table.cap))
    most = SetMost(hand, table) if not given and sum(1 << c for c in hand) & CHOICE_CARDS else None
    order = [most.of(kept) if most else evaluate(kept, sum(1 << c for c in kept), Choices(), table=table)
             for kept in subsets]
    found: tuple[int, Choices, tuple[int, ...]] | None = None
    first = -1
    for index in sorted(range(len(subsets)), key=lambda index: -order[index]):
        kept = subsets[index]
        floor = NOTHING if found is None else found[0] - (index < first)   # an earlier subset wins a tie
        if most and order[index] <= floor:
            continue                            # its most cannot beat the best set found
        above = best_above(kept, floor, _given_within(given, kept), table,
                           most.choices(kept) if most and found else None)
        if above is not None:
            found, first = (*above, kept), index
    if found is None:
        raise ValueError("no choice of the cards kept allows the choices given")
    return found


def _given_within(given: dict[str, int] | None, kept: tuple[int, ...]) -> dict[str, int] | None:
    """The choices given that still name cards of the kept hand (a choice of a card set aside, or
    naming one, is dropped)."""
    if not given:
        return given
    held = set(kept)
    field_card = {"doppelganger": DOPPELGANGER, "island": ISLAND, "angel": ANGEL,
                  "book_target": BOOK_OF_CHANGES}
    out = {}
    for key, value in given.items():
        owner = field_card.get(key)
        if owner is not None and (owner not in held or (value >= 0 and value not in held)):
            continue
        out[key] = value
    if "book_target" not in out:
        out.pop("book_suit", None)
    return out


_BEST: dict[tuple[int, Table], tuple[int, Choices, tuple[int, ...]]] = {}


def best_of(mask: int, table: Table = BASE_TABLE) -> tuple[int, Choices]:
    """The best total and choices of a hand given as a bitmask, remembered (the game scores the
    same hands again and again)."""
    return kept_of(mask, table)[:2]


def kept_of(mask: int, table: Table = BASE_TABLE) -> tuple[int, Choices, tuple[int, ...]]:
    """`best_kept` of a hand given as a bitmask, remembered (the players and the discard area
    only where a card of the hand reads them)."""
    if not mask & TABLE_READERS and (table.players or table.discard):
        table = table._replace(players=0, discard=0)
    key = (mask, table)
    found = _BEST.get(key)
    if found is None:
        if len(_BEST) > 200_000:
            _BEST.clear()
        found = _BEST[key] = best_kept(tuple(ids(mask)), None, table)
    return found


def best_total(mask: int, table: Table = BASE_TABLE) -> int:
    """The best total of a hand given as a bitmask."""
    return kept_of(mask, table)[0]
