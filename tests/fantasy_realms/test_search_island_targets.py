"""Island ("CLEARS the Penalty on any one Flood or Flame") across the Book of Changes' moves: the
search leaves out, before reading the moves of a card one by one, each suit where no move of
that card can score more than the best found under any choice of Island
(tree_moves.island_targets). Every move it leaves out is scored here under every choice of
Island and found no higher than the best it was cut against; cut one point lower, it would leave
out moves that score more (so these hands reach the cut's edge)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from realmkit.bench.fantasy_realms import HOARD_TABLE, WORST_HOARD_HANDS
from realmkit.games.fantasy_realms.components.cards import (
    BOOK_OF_CHANGES,
    DOPPELGANGER,
    FLAME,
    FLOOD,
    HOARD_DECK,
    ISLAND,
    MIRAGE_CH,
    SHAPESHIFTER_CH,
    card_id,
    ids,
)
from realmkit.games.fantasy_realms.scoring import choices
from realmkit.games.fantasy_realms.scoring.choices import best
from realmkit.games.fantasy_realms.scoring.hand import Choices, Context, prepare
from realmkit.games.fantasy_realms.scoring.steps import evaluate

TABLE = HOARD_TABLE
WILD_CARDS = (DOPPELGANGER, MIRAGE_CH, SHAPESHIFTER_CH)
BLANKERS = [card_id(n, HOARD_DECK) for n in (
    "Wildfire", "Great Flood", "Rainstorm", "Blizzard", "Basilisk", "Crypt", "Dungeon", "Swamp", "Warship",
    "Smoke", "Mountain")]
"""Cards that blank, Floods and Flames whose penalty Island may clear among them, Warship and Smoke
("BLANKED unless"), Mountain (CLEARS the Floods)."""
LISTED = [hand for hand in WORST_HOARD_HANDS if ISLAND in hand and len(hand) <= 9]


def island_hand(seed: int) -> tuple[int, ...]:
    """Nine cards: Island, the Book of Changes, one to three wild cards, World Tree (three hands in
    four), two to four cards of BLANKERS (as many as there is room for), the rest at random."""
    rng = random.Random(seed)
    core = [ISLAND, BOOK_OF_CHANGES, *rng.sample(WILD_CARDS, rng.randint(1, 3))]
    if rng.random() < 0.75:
        core.append(card_id("World Tree", HOARD_DECK))
    core = (core + rng.sample(BLANKERS, rng.randint(2, 4)))[:9]
    pool = [c for c in ids(HOARD_DECK) if c not in core]
    return tuple(core + rng.sample(pool, 9 - len(core)))


def left_out(hand: tuple[int, ...], shift: int, monkeypatch: pytest.MonkeyPatch
             ) -> list[tuple[Choices, int]]:
    """Every move the search leaves out by island_targets (cut `shift` points lower), with the
    best it was cut against: the choices of the wild cards and the move, Island's apart."""
    found: list[tuple[Choices, int]] = []
    real = choices.island_targets

    def recorded(readings: list[Any], h: Context, sm0: list[int], card: int, targets: tuple[int, ...],
                 *rest: Any) -> tuple[int, ...]:
        *args, limit = rest
        kept = real(readings, h, sm0, card, targets, *args, limit + shift)
        copied = dict(h.copies)
        wild = [copied.get(1 << c, -1) for c in WILD_CARDS]
        bt = card.bit_length() - 1
        found.extend((Choices(*wild, bt, suit), limit) for suit in targets if suit not in kept)
        return kept

    monkeypatch.setattr(choices, "island_targets", recorded)
    best(hand, table=TABLE)
    monkeypatch.undo()
    return found


def highest(hand: tuple[int, ...], move: Choices) -> int:
    """The total of `move` under its best choice of Island: none, or any Flood or Flame after it."""
    mask = sum(1 << c for c in hand)
    sm = prepare(move, mask)[0]
    return max(evaluate(hand, mask, move._replace(island=isle), table=TABLE)
               for isle in (-1, *ids((sm[FLOOD] | sm[FLAME]) & mask & ~(1 << ISLAND))))


HANDS = [*LISTED, *(island_hand(seed) for seed in range(12))]


@pytest.mark.parametrize("hand", HANDS)
def test_no_move_left_out_scores_more_than_the_best_it_was_cut_against(
        hand: tuple[int, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    """Each move to a suit island_targets leaves out scores, under every choice of Island, no
    more than the best total it was cut against (the search's total then stays the best)."""
    moves = left_out(hand, 0, monkeypatch)
    above = [(move, limit, total) for move, limit in moves if (total := highest(hand, move)) > limit]
    assert not above, above[:3]


def test_the_hands_reach_the_edge_of_the_cut(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cut one point lower than the best found, island_targets would leave out moves that score
    more: these hands test the cut where it is tight, and the test above would fail."""
    assert any(highest(hand, move) > limit
               for hand in HANDS for move, limit in left_out(hand, 1, monkeypatch))
