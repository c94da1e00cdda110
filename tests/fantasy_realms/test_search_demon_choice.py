"""Beside Demon, a choice of the wild cards is left unread where no Book of Changes move may score
more than the best found (`DemonMoves.beaten`): the cards alone in every other suit stay alone
but the one moved. The cut must never refuse a choice one of whose moves scores more: checked
against the total of every move of sampled choices of hands with Demon, Angel and cards alone."""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import pytest
from test_search_shared_reads import searched

from realmkit.bench.fantasy_realms import HOARD_TABLE, WORST_HOARD_HANDS
from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BOOK_OF_CHANGES,
    DEMON,
    DOPPELGANGER,
    MIRAGE_CH,
    SHAPESHIFTER_CH,
    card_id,
    deck,
    ids,
)
from realmkit.games.fantasy_realms.scoring.demon_moves import DemonMoves
from realmkit.games.fantasy_realms.scoring.hand import Choices, Table
from realmkit.games.fantasy_realms.scoring.kept import best_kept
from realmkit.games.fantasy_realms.scoring.steps import evaluate

CARDS = deck("cursed-hoard", promos=True)
TABLE = Table(CARDS, 4, 0, 9)
LIVELY = [card_id(n, CARDS) for n in (
    "Wildfire", "Rainstorm", "Great Flood", "Garden", "Princess", "Crypt", "War Dirigible", "Knights",
    "Basilisk", "Collector", "Gem of Order", "Dungeon", "Castle", "Lich", "Swamp", "Candle", "Unicorn",
    "Dragon", "Queen", "Bell Tower", "Forest", "Elven Archers")]


def demon_hand(seed: int) -> tuple[int, ...]:
    """Demon and the Book of Changes with one or two wild cards, Angel in one hand of two, and
    cards most of which are alone in their suits."""
    rng = random.Random(seed)
    wild = rng.sample([DOPPELGANGER, MIRAGE_CH, SHAPESHIFTER_CH], rng.choice((1, 2)))
    core = [DEMON, BOOK_OF_CHANGES, *wild]
    if seed % 2:
        core.append(ANGEL)
    return tuple(core + rng.sample(LIVELY, 7 - len(core)))


@pytest.mark.parametrize("seed", range(12))
def test_a_choice_left_unread_beside_demon_has_no_move_above_the_best(seed: int) -> None:
    hand = demon_hand(seed)
    mask = sum(1 << c for c in hand)
    _, choices, wild, _, movable, bounds = searched(hand, TABLE)
    angels = [-1, *(c for c in hand if c != ANGEL)] if ANGEL in hand else [-1]
    rng = random.Random(seed)
    for i in rng.sample(range(len(wild)), min(12, len(wild))):
        d, m, s, h, _ = wild[i]
        by_suit = bounds[i]
        if not by_suit:
            continue
        best = max(evaluate(hand, mask, Choices(d, m, s, bt, bs, -1, a), table=TABLE)
                   for bt, bs in [(-1, -1), *product(ids(movable), by_suit)] for a in angels)
        demon = DemonMoves(h, d)
        unmoved = min(by_suit.values(), key=lambda most: most.total)
        assert not demon.beaten(by_suit, unmoved, movable, best - 1), (hand, choices[i])


def test_choices_left_unread_beside_demon_change_no_total_nor_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """On the slowest hands with Demon, choices are left unread, and the totals and choices are
    those of reading every choice."""
    hands = [hand for hand in WORST_HOARD_HANDS if DEMON in hand][:6]
    cut = [0]
    beaten = DemonMoves.beaten

    def counted(self: DemonMoves, *args: Any) -> bool:
        found = beaten(self, *args)
        cut[0] += found
        return found

    monkeypatch.setattr(DemonMoves, "beaten", counted)
    found = [best_kept(hand, None, HOARD_TABLE) for hand in hands]
    assert cut[0]
    monkeypatch.setattr(DemonMoves, "beaten", lambda self, *_: False)
    assert [best_kept(hand, None, HOARD_TABLE) for hand in hands] == found
