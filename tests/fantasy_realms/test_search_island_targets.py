"""Island ("CLEARS the Penalty on any one Flood or Flame") across the Book of Changes' moves: the
search leaves out, before reading the moves of a card one by one, each suit where no move of
that card can score more than the best found under any choice of Island
(tree_moves.island_targets). Every move it leaves out is scored here under every choice of
Island and found no higher than the best it was cut against; cut one point lower, it would leave
out moves that score more (so these hands reach the cut's edge). What the cut reads under each
choice of Island is checked against the cards that scoring blanks after every move it stands
for: the cards it takes as surely blanked are blanked, and every card blanked but the "BLANKED
unless" ones and the card moved is among those it takes as exposed to blanking."""

from __future__ import annotations

import random
from typing import Any

import pytest

from realmkit.bench.fantasy_realms import HOARD_TABLE, WORST_HOARD_HANDS
from realmkit.games.fantasy_realms.components.cards import (
    BOOK_OF_CHANGES,
    DEMON,
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
from realmkit.games.fantasy_realms.scoring.steps import Detail, evaluate
from realmkit.games.fantasy_realms.scoring.tree_moves import SureBlanking

TABLE = HOARD_TABLE
WILD_CARDS = (DOPPELGANGER, MIRAGE_CH, SHAPESHIFTER_CH)
BLANKERS = [card_id(n, HOARD_DECK) for n in (
    "Wildfire", "Great Flood", "Rainstorm", "Blizzard", "Basilisk", "Crypt", "Dungeon", "Swamp", "Warship",
    "Smoke", "Mountain")]
"""Cards that blank, Floods and Flames whose penalty Island may clear among them, Warship and Smoke
("BLANKED unless"), Mountain (CLEARS the Floods)."""
LISTED = [hand for hand in WORST_HOARD_HANDS if ISLAND in hand and DEMON not in hand]
"""The listed Island hands but the one with Demon (which blanks by every suit: no choice of Island
is read exactly there)."""


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


HANDS = [*LISTED, *(island_hand(seed) for seed in range(12))]


def wild_choices(h: Context) -> list[int]:
    """What each wild card copies in the search's context `h` (-1: none)."""
    copied = dict(h.copies)
    return [copied.get(1 << c, -1) for c in WILD_CARDS]


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
        bt = card.bit_length() - 1
        found.extend((Choices(*wild_choices(h), bt, suit), limit) for suit in targets if suit not in kept)
        return kept

    monkeypatch.setattr(choices, "island_targets", recorded)
    best(hand, table=TABLE)
    monkeypatch.undo()
    return found


def island_choices(hand: tuple[int, ...], move: Choices) -> list[int]:
    """Island's choices once `move` is made: none, or any Flood or Flame after it."""
    mask = sum(1 << c for c in hand)
    sm = prepare(move, mask)[0]
    return [-1, *ids((sm[FLOOD] | sm[FLAME]) & mask & ~(1 << ISLAND))]


def highest(hand: tuple[int, ...], move: Choices) -> int:
    """The total of `move` under its best choice of Island."""
    mask = sum(1 << c for c in hand)
    return max(evaluate(hand, mask, move._replace(island=isle), table=TABLE)
               for isle in island_choices(hand, move))


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


def blanked_after(hand: tuple[int, ...], move: Choices) -> int:
    """The cards scoring blanks once `move` is made (its choices, Island's among them)."""
    detail: Detail = []
    evaluate(hand, sum(1 << c for c in hand), move, detail=detail, table=TABLE)
    return sum(1 << card for card, _, _, blanked, _ in detail if blanked)


def misread(hand: tuple[int, ...], monkeypatch: pytest.MonkeyPatch) -> tuple[int, list[tuple[Choices, str]]]:
    """Every move (with Island's choice) where what island_targets read under that choice does not
    hold, with the number of moves read: the cards it took as surely blanked wherever the card
    goes (`SureBlanking.sure_anywhere`) not all blanked, or a card blanked, neither "BLANKED
    unless" nor the card moved, not among those it took as exposed (`SureBlanking.clash_apart`).
    Island's choice of none stands for its choice of the card moved, and of a card whose penalty
    is already cleared."""
    found: list[tuple[Choices, str]] = []
    moves = [0]
    read: list[tuple[SureBlanking, str, int]] = []
    real = choices.island_targets
    sure_anywhere, clash_apart = SureBlanking.sure_anywhere, SureBlanking.clash_apart

    def sure(reading: SureBlanking, card: int) -> int:
        blanked = sure_anywhere(reading, card)
        read.append((reading, "sure", blanked))
        return blanked

    def clash(reading: SureBlanking, sm0: list[int], card: int, exposed: int) -> bool:
        read.append((reading, "exposed", exposed))
        return clash_apart(reading, sm0, card, exposed)

    def checked(readings: list[tuple[int, SureBlanking]], h: Context, sm0: list[int], card: int,
                targets: tuple[int, ...], *rest: Any) -> tuple[int, ...]:
        read.clear()
        kept = real(readings, h, sm0, card, targets, *rest)
        by_isle = dict(readings)
        for suit in targets:
            move = Choices(*wild_choices(h), card.bit_length() - 1, suit)
            for isle in island_choices(hand, move):
                chosen = move._replace(island=isle)
                blanked = blanked_after(hand, chosen)
                reading = by_isle.get(0 if isle < 0 or 1 << isle == card else 1 << isle, readings[0][1])
                moves[0] += 1
                for by, what, cards in read:
                    if by is not reading:
                        continue
                    if what == "sure" and cards & ~blanked:
                        found.append((chosen, "a card taken as surely blanked is not"))
                    if what == "exposed" and blanked & ~reading.conditional & ~card & ~cards:
                        found.append((chosen, "a card blanked is not taken as exposed"))
        return kept

    monkeypatch.setattr(choices, "island_targets", checked)
    monkeypatch.setattr(SureBlanking, "sure_anywhere", sure)
    monkeypatch.setattr(SureBlanking, "clash_apart", clash)
    best(hand, table=TABLE)
    monkeypatch.undo()
    return moves[0], found


def test_what_island_targets_reads_holds_after_every_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under each choice of Island, the cards island_targets takes as surely blanked wherever the
    card goes are blanked after each move, and those it takes as safe from blanking are not (on
    the hands above and 30 more)."""
    moves = 0
    for hand in (*HANDS, *(island_hand(seed) for seed in range(100, 130))):
        read, wrong = misread(hand, monkeypatch)
        assert not wrong, (hand, wrong[:3])
        moves += read
    assert moves > 30_000
