"""The best cards kept and the scores the game remembers: a hand over the table's cap keeps its best
cards ("keep the best"), each set of cards searched only above the best set found and only
where its most (`set_most`) can beat it; the best total of a hand given as a bitmask,
remembered, since the game and its players score the same hands again and again."""

from __future__ import annotations

from itertools import combinations, product

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BOOK_OF_CHANGES,
    DARK_QUEEN,
    DEATH_KNIGHT,
    DOPPELGANGER,
    GENIE,
    GHOUL,
    ISLAND,
    MIRAGE,
    MIRAGE_CH,
    MIRAGES,
    PHOENIX,
    SHAPESHIFTER,
    SHAPESHIFTER_CH,
    SHAPESHIFTERS,
    SPECTER,
    ids,
)
from realmkit.games.fantasy_realms.scoring.bounds import Most, tree_bonus
from realmkit.games.fantasy_realms.scoring.choices import (
    CHOICE_CARDS,
    best,
    best_above,
)
from realmkit.games.fantasy_realms.scoring.copies import copy_options, doppelganger_options
from realmkit.games.fantasy_realms.scoring.hand import BASE_TABLE, Choices, Table
from realmkit.games.fantasy_realms.scoring.mentions import mentions
from realmkit.games.fantasy_realms.scoring.steps import (
    NOTHING,
    evaluate,
)
from realmkit.games.fantasy_realms.scoring.wild import book_bound, prepared

TABLE_READERS = sum(1 << c for c in (GENIE, DARK_QUEEN, GHOUL, SPECTER, DEATH_KNIGHT))
"""Genie reads the number of players, the Undead the discard area."""


def best_kept(hand: tuple[int, ...], given: dict[str, int] | None = None,
              table: Table = BASE_TABLE) -> tuple[int, Choices, tuple[int, ...]]:
    """The best total, its choices and the cards kept: a hand over the table's cap keeps its best
    `cap` cards and sets the rest aside ("keep the best")."""
    if not table.cap or len(hand) <= table.cap:
        return (*best(hand, given, table), hand)
    subsets = list(combinations(hand, table.cap))
    bounded = not given and bool(sum(1 << c for c in hand) & CHOICE_CARDS)
    order = set_most(hand, subsets, table) if bounded else [
        evaluate(kept, sum(1 << c for c in kept), Choices(), table=table) for kept in subsets]
    found: tuple[int, Choices, tuple[int, ...]] | None = None
    first = -1
    for index in sorted(range(len(subsets)), key=lambda index: -order[index]):
        kept = subsets[index]
        floor = NOTHING if found is None else found[0] - (index < first)   # an earlier subset wins a tie
        if bounded and order[index] <= floor:
            continue                            # its most cannot beat the best set found
        above = best_above(kept, floor, _given_within(given, kept), table)
        if above is not None:
            found, first = (*above, kept), index
    if found is None:
        raise ValueError("no choice of the cards kept allows the choices given")
    return found


def set_most(hand: tuple[int, ...], subsets: list[tuple[int, ...]], table: Table) -> list[int]:
    """The most each set of `subsets` (cards of `hand`) can score under any choice: the most
    each card of `hand` scores (bounds.Most, under every Book of Changes suit) is read once for
    each choice of the wild cards of the whole hand, and a set's most is the highest sum of its
    cards' over those choices (the Doppelganger's copying a card of the set, or none), World
    Tree's bonus added. Taking cards away only takes them from the counts the bonuses read (as
    blanking does), and each choice of a set's wild cards reads as one of the whole hand's (its
    texts tell more copies apart), so no set scores more."""
    mask = sum(1 << c for c in hand)
    seen_by = mentions(hand)
    mirage = MIRAGE_CH if mask >> MIRAGE_CH & 1 else MIRAGE
    shape = SHAPESHIFTER_CH if mask >> SHAPESHIFTER_CH & 1 else SHAPESHIFTER
    choices = product(doppelganger_options(hand, seen_by.mentioned) if mask >> DOPPELGANGER & 1 else [-1],
                      copy_options(mirage, mask, seen_by, table.deck) if mask & MIRAGES else [-1],
                      copy_options(shape, mask, seen_by, table.deck) if mask & SHAPESHIFTERS else [-1])
    movable = mask & ~(1 << BOOK_OF_CHANGES | 1 << PHOENIX)
    values: set[tuple[int, tuple[int, ...]]] = set()
    for d, _, _, h, plan in prepared(mask, choices, table):
        mosts = book_bound(h, plan, mask, movable, seen_by.signature, seen_by.by_content, table.suits).values(
        ) if mask >> BOOK_OF_CHANGES & 1 else (Most(h, plan),)
        for most in mosts:
            of = most.values
            values.add((1 << d if d >= 0 else 0, tuple(of[1 << c] for c in hand)))
    out = []
    for kept in subsets:
        kept_mask = sum(1 << c for c in kept)
        at = [hand.index(c) for c in kept]
        out.append(tree_bonus(kept_mask) + max(
            sum(value[i] for i in at) for copied, value in values if not copied or copied & kept_mask))
    return out


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
