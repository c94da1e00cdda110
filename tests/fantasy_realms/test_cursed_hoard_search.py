"""The best-choice search stays exact with The Cursed Hoard's cards: Angel's protection, the new
Mirage and Shapeshifter, the Book of Changes' thirteen suits, Demon and the Undead (checked
against trying every choice the texts allow on random hands)."""

from __future__ import annotations

import random
from itertools import product
from typing import Any

import pytest

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BASE_DECK,
    BOOK_OF_CHANGES,
    COPY_SUITS,
    DOPPELGANGER,
    FLAME,
    FLOOD,
    HOARD_SUITS,
    ISLAND,
    MIRAGE_CH,
    PHOENIX,
    PHOENIX_PROMO,
    PRINTED_SUIT_MASK,
    SHAPESHIFTER_CH,
    SUIT,
    card_id,
    deck,
    ids,
)
from realmkit.games.fantasy_realms.scoring import choices
from realmkit.games.fantasy_realms.scoring.choices import best
from realmkit.games.fantasy_realms.scoring.demon_moves import AfterDemon, DemonMoves
from realmkit.games.fantasy_realms.scoring.hand import Choices, Table
from realmkit.games.fantasy_realms.scoring.steps import evaluate

CARDS = deck("cursed-hoard", promos=True)
TABLE = Table(CARDS, 3, sum(1 << card_id(n, CARDS) for n in ("Knights", "Collector", "Mountain")), 9)
PROMO_CARDS = deck("cursed-hoard", promos=True, phoenix="promo")
PROMO_TABLE = TABLE._replace(deck=PROMO_CARDS)
PHOENIX_LIVELY = [card_id(n, PROMO_CARDS) for n in (
    "Phoenix (Promo)", "Gem of Order", "World Tree", "Smoke", "War Dirigible", "Warship", "Swamp", "Garden",
    "Light Cavalry", "Rangers", "Wildfire", "Great Flood", "Fountain of Life", "Demon", "Beastmaster",
    "Fire Elemental", "Jester", "Collector", "Candle", "Judge")]
"""The cards that read a blanked Phoenix (Promo)'s suits, its strength, or blank it."""
CHOOSERS = [DOPPELGANGER, MIRAGE_CH, SHAPESHIFTER_CH, BOOK_OF_CHANGES, ISLAND, ANGEL]
LIVELY = [card_id(n, CARDS) for n in (
    "Demon", "Lich", "Necromancer", "Crypt", "Garden", "Castle", "Chapel", "Dungeon", "Judge",
    "Bell Tower", "Great Flood", "World Tree", "Rangers", "Fountain of Life", "Wildfire", "Basilisk",
    "Smoke", "War Dirigible", "Ghoul", "King", "Knights", "Candle", "Phoenix", "Jester", "Swamp", "Warship",
    "Collector", "Gem of Order")]


def suit_after(card: int, ch: Choices) -> int:
    if card == ch.book_target:
        return ch.book_suit
    copy = {DOPPELGANGER: ch.doppelganger, MIRAGE_CH: ch.mirage,
            SHAPESHIFTER_CH: ch.shapeshifter}.get(card, -1)
    return SUIT[copy] if copy >= 0 else SUIT[card]


def copies(card: int, cards: int) -> list[int]:
    return [-1, *(c for s in COPY_SUITS[card] for c in ids(PRINTED_SUIT_MASK[s] & cards))]


def assert_best_of_every_choice(hand: tuple[int, ...]) -> None:
    """The search's total of `hand` is the best of every choice, and its choices score it."""
    total, choices = best(hand, table=TABLE)
    assert total == every_choice_total(hand), hand
    assert evaluate(hand, sum(1 << c for c in hand), choices, table=TABLE) == total


def every_choice_total(hand: tuple[int, ...], table: Table = TABLE) -> int:
    """The best total over every choice the texts allow, without any pruning."""
    mask = sum(1 << c for c in hand)
    others = {c: [-1, *(o for o in hand if o != c)] if c in hand else [-1]
              for c in (DOPPELGANGER, ISLAND, ANGEL)}
    mirage = copies(MIRAGE_CH, table.deck) if MIRAGE_CH in hand else [-1]
    shape = copies(SHAPESHIFTER_CH, table.deck) if SHAPESHIFTER_CH in hand else [-1]
    books = [(-1, -1), *((t, s) for t in hand if t not in (BOOK_OF_CHANGES, PHOENIX) for s in HOARD_SUITS)] \
        if BOOK_OF_CHANGES in hand else [(-1, -1)]
    totals = []
    for d, m, s, (bt, bs), i, a in product(others[DOPPELGANGER], mirage, shape, books, others[ISLAND],
                                           others[ANGEL]):
        ch = Choices(d, m, s, bt, bs, i, a)
        if i < 0 or suit_after(i, ch) in (FLOOD, FLAME) or i in (PHOENIX, PHOENIX_PROMO):  # a Flame too
            totals.append(evaluate(hand, mask, ch, table=table))
    return max(totals)


@pytest.mark.parametrize("seed", range(12))
def test_pruned_search_finds_the_best_of_every_choice_with_the_new_suits(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(10):
        count = rng.choice((1, 2))
        hand = (*rng.sample(CHOOSERS, count), *rng.sample(LIVELY, 7 - count))
        total, choices = best(hand, table=TABLE)
        assert total == every_choice_total(hand), hand
        assert evaluate(hand, sum(1 << c for c in hand), choices, table=TABLE) == total


def test_angel_may_keep_a_card_surely_blanked_that_a_bonus_reads() -> None:
    """The search reads the bonuses without the cards surely blanked, but not with Angel, which
    may keep any one of them (here the Book of Changes moves a card and Angel keeps another)."""
    hand = tuple(card_id(n, CARDS) for n in (
        "Smoke", "Queen", "Great Flood", "Angel", "Wildfire", "Book of Changes", "Magic Wand", "Forest"))
    total, choices = best(hand, table=TABLE)
    assert total == every_choice_total(hand)
    assert evaluate(hand, sum(1 << c for c in hand), choices, table=TABLE) == total


@pytest.mark.parametrize("seed", range(8))
def test_pruned_search_finds_the_best_of_every_choice_with_the_phoenix_promo(seed: int) -> None:
    """A blanked Phoenix (Promo) keeps its suits for the other cards, "BLANKED unless" ones
    included, is no card of a Gem of Order run nor of World Tree's count, and the Book of Changes
    changes its printed suit Beast (it stays a Flame and a Weather card)."""
    rng = random.Random(seed)
    choosers = [BOOK_OF_CHANGES, ANGEL, ISLAND, DOPPELGANGER, SHAPESHIFTER_CH]
    for _ in range(10):
        count = rng.choice((1, 2))
        hand = (PHOENIX_PROMO, *rng.sample(choosers, count), *rng.sample(PHOENIX_LIVELY[1:], 6 - count))
        total, choices = best(hand, table=PROMO_TABLE)
        assert total == every_choice_total(hand, PROMO_TABLE), hand
        assert evaluate(hand, sum(1 << c for c in hand), choices, table=PROMO_TABLE) == total


def test_a_copy_alone_in_a_suit_keeps_company_to_a_card_the_book_moves_there() -> None:
    """Demon blanks a card alone in its suit: the Shapeshifter made an Undead keeps company to
    Demon, moved to the Undead by the Book of Changes, and Crypt adds Demon's strength (the
    search once took every empty suit the texts do not count alike for a copy)."""
    hand = tuple(card_id(n, CARDS) for n in (
        "Demon", "Mirage", "Shapeshifter", "Book of Changes", "Crypt", "Princess"))
    total, choices = best(hand, table=TABLE)
    assert total == every_choice_total(hand) == 111
    assert evaluate(hand, sum(1 << c for c in hand), choices, table=TABLE) == total


DEMON_LIVELY = [card_id(n, CARDS) for n in (
    "Wildfire", "Rainstorm", "Great Flood", "Garden", "Princess", "Crypt", "War Dirigible", "Smoke",
    "Basilisk", "Collector", "World Tree", "Gem of Order", "Mountain", "Dungeon", "Castle", "Lich", "Swamp",
    "Candle", "Leprechaun", "Knights")]


@pytest.mark.parametrize("seed", range(3))
def test_the_search_with_demon_the_copies_and_the_book_finds_the_best_of_every_choice(seed: int) -> None:
    """Demon blanks every card alone in its suit before all other blanking: the search reads the
    cards it surely blanks before each move, reads one empty suit for a card moved alone, leaves
    out the moves that score as in an earlier choice with a copy alone elsewhere, and scores the
    choices that Demon leaves alike once (demon_moves.py)."""
    rng = random.Random(seed)
    core = [card_id(n, CARDS) for n in ("Demon", "Mirage", "Shapeshifter", "Book of Changes")]
    for extra in ((), (card_id("Angel", CARDS),)):
        hand = (*core, *extra, *rng.sample(DEMON_LIVELY, 6 - len(extra) - len(core)))
        total, choices = best(hand, table=TABLE)
        assert total == every_choice_total(hand), hand
        assert evaluate(hand, sum(1 << c for c in hand), choices, table=TABLE) == total


def test_the_demon_readings_change_no_total_nor_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search with Demon's readings gives the totals and choices it gives without them (a tie
    goes to the earlier choice either way): on hands where Angel may keep a card moved alone to
    an empty suit (so that no empty suit stands for the others), with World Tree, and on random
    hands."""
    named = [tuple(card_id(n, CARDS) for n in names.split(", ")) for names in (
        "Demon, Angel, Book of Changes, Leprechaun, Blizzard, Shield of Keth",
        "Demon, Angel, Book of Changes, Forest, Judge",
        "Demon, Angel, Book of Changes, Sword of Keth, Mirage, Shapeshifter",
        "Demon, Angel, Book of Changes, Shield of Keth, Bell Tower, Judge",
        "Mirage, Garden, Doppelganger, Shapeshifter, Book of Changes, Rainstorm, Wildfire, Demon, Princess",
        "Book of Changes, World Tree, Shapeshifter, Mirage, Doppelganger, Demon, Wildfire, Mountain, "
        "Necromancer",
        "Demon, World Tree, Mirage, Book of Changes, Leprechaun, Castle",
        "Demon, World Tree, Book of Changes, Mirage, Shapeshifter, War Dirigible, Basilisk, Whirlwind",
        "Demon, World Tree, Shapeshifter, Book of Changes, Angel, Knights, Unicorn")]
    rng = random.Random(5)
    core = [card_id(n, CARDS) for n in ("Demon", "Mirage", "Shapeshifter", "Book of Changes", "Doppelganger")]
    hands = named + [(*core[:rng.choice((3, 4, 5))], *rng.sample(DEMON_LIVELY, 3)) for _ in range(16)]
    found = [best(hand, table=TABLE) for hand in hands]
    monkeypatch.setattr(choices, "vanishing", lambda wild, *_: ([()] * len(wild), [None] * len(wild)))
    monkeypatch.setattr(DemonMoves, "applies", lambda self, card, suit=-1: False)
    monkeypatch.setattr(AfterDemon, "__bool__", lambda self: False)
    assert [best(hand, table=TABLE) for hand in hands] == found


ANGEL_DEMON_TREE = [card_id(n, CARDS) for n in ("Angel", "Demon", "World Tree", "Book of Changes")]
BLANKERS = [card_id(n, CARDS) for n in (
    "Wildfire", "Great Flood", "Rainstorm", "Blizzard", "Basilisk", "Crypt", "Dungeon")]


@pytest.mark.parametrize("seed", range(4))
def test_the_search_with_angel_beside_demon_and_world_tree_finds_the_best_of_every_choice(seed: int) -> None:
    """The slowest hands found: Angel may keep any one card, one Demon blanks alone too ("This
    takes place before any other BLANKING"), World Tree's bonus wants every card left in a suit
    of its own, and a card that blanks; with the Book of Changes and a copy."""
    rng = random.Random(seed)
    for wild in (DOPPELGANGER, rng.choice((MIRAGE_CH, SHAPESHIFTER_CH))):
        blanker = rng.choice(BLANKERS)
        other = rng.choice([c for c in DEMON_LIVELY if c not in (blanker, *ANGEL_DEMON_TREE)])
        hand = (*ANGEL_DEMON_TREE, wild, blanker, other)
        total, choices = best(hand, table=TABLE)
        assert total == every_choice_total(hand), hand
        assert evaluate(hand, sum(1 << c for c in hand), choices, table=TABLE) == total


@pytest.mark.parametrize("seed", range(4))
def test_the_search_with_angel_beside_demon_and_two_cards_that_blank_finds_the_best_of_every_choice(
        seed: int) -> None:
    """Angel may keep a card Demon blanks alone in its suit, which then blanks its targets, or a
    target of a card that blanks; a card that blanks, left by Demon and blanked by none, surely
    blanks its targets (demon_moves.DemonMoves.kept_beats): with the Book of Changes, the
    Doppelganger and two cards that blank."""
    rng = random.Random(seed)
    core = [card_id(n, CARDS) for n in ("Angel", "Demon", "Book of Changes", "Doppelganger")]
    for extra in ((), (card_id("World Tree", CARDS),)):
        blankers = rng.sample(BLANKERS, 2)
        other = rng.choice([c for c in DEMON_LIVELY if c not in (*blankers, *extra)])
        hand = (*core, *blankers, *extra, other)[:8]
        total, choices = best(hand, table=TABLE)
        assert total == every_choice_total(hand), hand
        assert evaluate(hand, sum(1 << c for c in hand), choices, table=TABLE) == total


def test_the_card_angel_keeps_from_demon_cuts_moves_and_changes_no_total_nor_choice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Beside Demon and Angel, the reading of the card Angel keeps (`DemonMoves.kept_beats`) leaves
    fewer moves for step 3 and gives the totals and choices the search gives without it."""
    hands = [tuple(card_id(n, CARDS) for n in names.split(", ")) for names in (
        "Shapeshifter, Doppelganger, Mirage, Book of Changes, Angel, Demon, World Tree, Wildfire, "
        "Great Flood",
        "Angel, Book of Changes, Mirage, Doppelganger, Great Flood, Gem of Order, Demon, Wildfire",
        "Book of Changes, Angel, Mirage, Doppelganger, Dungeon, Wildfire, Demon, Candle")]
    assert_reading_cuts(monkeypatch, hands, DemonMoves, "kept_beats", lambda self, *_: True)


def assert_reading_cuts(monkeypatch: pytest.MonkeyPatch, hands: list[tuple[int, ...]], owner: object,
                        name: str, without: object) -> None:
    """The search gives the totals and choices of `hands` it gives with `without` in the place of
    the reading `owner.name`, and fewer moves reach step 3 (`aim`) with the reading."""
    aimed = [0]
    aim = choices.aim

    def counted(*args: object) -> object:
        aimed[0] += 1
        return aim(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(choices, "aim", counted)
    found = [best(hand, table=TABLE) for hand in hands]
    with_reading = aimed[0]
    aimed[0] = 0
    monkeypatch.setattr(owner, name, without)
    assert [best(hand, table=TABLE) for hand in hands] == found
    assert with_reading < aimed[0]


@pytest.mark.parametrize("names", [
    "Angel, Demon, Book of Changes, Great Flood, Wildfire, Lightning, Queen, Rainstorm",
    "Angel, Demon, Book of Changes, Great Flood, Wildfire, Garden, Unicorn, Candle",
    "Angel, Demon, Book of Changes, Great Flood, Wildfire, Doppelganger, Blizzard, Candle"])
def test_a_card_that_blanks_which_another_may_blank_is_not_read_as_surely_blanking(names: str) -> None:
    """Great Flood blanks Wildfire (a Flame), which would burn the Leaders, Beasts, Buildings and
    Outsiders: beside Demon and Angel, the search reads Wildfire's targets as surely blanked only
    where no card that blanks may blank Wildfire (demon_moves.DemonMoves.kept_beats)."""
    assert_best_of_every_choice(tuple(card_id(n, CARDS) for n in names.split(", ")))


ISLAND_BLANKERS = [card_id(n, CARDS) for n in (
    "Wildfire", "Great Flood", "Rainstorm", "Blizzard", "Basilisk", "Dungeon", "Swamp", "Warship")]
"""Cards that blank, Floods and Flames whose penalty Island may clear among them, and Warship,
BLANKED unless with a Flood."""


@pytest.mark.parametrize("seed", range(6))
def test_the_search_with_island_the_book_and_cards_that_blank_finds_the_best_of_every_choice(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Island "CLEARS the Penalty on any one Flood or Flame": under each of its choices step 4 is
    read exactly before a move of the Book of Changes to a suit that is no Flood nor Flame
    (tree_moves.island_cut); with World Tree, the Doppelganger and cards that blank. The same
    total as every choice, and the same choices as the search without that reading."""
    rng = random.Random(seed)
    core = [card_id(n, CARDS) for n in ("Island", "Book of Changes", "Doppelganger", "World Tree")]
    hands = []
    for _ in range(2):
        blankers = rng.sample(ISLAND_BLANKERS, 3)
        other = rng.choice([c for c in LIVELY if c not in (*blankers, *core)])
        hands.append((*core, *blankers, other))
    cut = choices.island_cut
    cuts = []

    def counted(*args: Any) -> bool:
        cuts.append(cut(*args))
        return cuts[-1]

    monkeypatch.setattr(choices, "island_cut", counted)
    found = [best(hand, table=TABLE) for hand in hands]
    assert any(cuts)
    monkeypatch.setattr(choices, "island_cut", lambda *args: False)
    for hand, (total, chosen) in zip(hands, found, strict=True):
        assert (total, chosen) == best(hand, table=TABLE), hand
        assert total == every_choice_total(hand), hand


@pytest.mark.parametrize("others", ["Cavern, Blizzard", "Cavern, Smoke", "Cavern, Warship",
                                    "Fountain of Life, Warship"])
def test_the_island_reading_changes_no_choice_of_the_base_game(others: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The three wild cards, the Book of Changes and Island (of the base game): the reading of each
    choice of Island (tree_moves.island_cut) leaves the total and every choice as they are
    without it, where the best total is met by no move (a tie the first choice wins)."""
    names = f"Doppelganger, Mirage, Shapeshifter, Book of Changes, Island, {others}".split(", ")
    hand = tuple(card_id(n, BASE_DECK) for n in names)
    found = best(hand)
    monkeypatch.setattr(choices, "island_cut", lambda *args: False)
    assert found == best(hand)


@pytest.mark.parametrize("names", [
    "Demon, World Tree, Book of Changes, Doppelganger, Shapeshifter, Necromancer, Basilisk",
    "Demon, World Tree, Book of Changes, Queen, Specter, Great Flood, Warship",
    "Demon, World Tree, Book of Changes, Whirlwind, Fire Elemental, Dragon, Necromancer"])
def test_world_tree_read_out_of_reach_for_every_move_of_a_card_only_where_it_is(names: str) -> None:
    """Beside Demon, World Tree's bonus is read out of reach for every move of a card at once where
    two cards no penalty blanks share a suit wherever that card goes (`DemonMoves.tree_lost`);
    here a move gives the bonus, and reading it out of reach for every card loses it."""
    assert_best_of_every_choice(tuple(card_id(n, CARDS) for n in names.split(", ")))


def test_the_choices_read_highest_bound_first_are_those_read_in_their_order(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With World Tree beside Demon, the choices of the wild cards are read highest bound first,
    and a move without the bonus is read in the first choice of its copies' kinds alone: the
    totals and choices (a tie to the earlier choice) are those of reading the choices in their
    order."""
    rng = random.Random(7)
    core = [card_id(n, CARDS) for n in ("World Tree", "Book of Changes", "Doppelganger", "Mirage",
                                        "Shapeshifter")]
    named = ("Shapeshifter", "Doppelganger", "Mirage", "Book of Changes", "Angel", "Demon", "World Tree",
             "Wildfire", "Great Flood")
    others = [c for c in DEMON_LIVELY if c not in core]
    demon = card_id("Demon", CARDS)
    hands = [tuple(card_id(n, CARDS) for n in named)]
    hands += [(*core, demon, *rng.sample(others, 2)) for _ in range(12)]
    found = [best(hand, table=TABLE) for hand in hands]
    monkeypatch.setattr(choices, "best_first", lambda bounds: list(range(len(bounds))))
    assert [best(hand, table=TABLE) for hand in hands] == found


@pytest.mark.parametrize("names", [
    "Angel, Demon, Book of Changes, Mirage, Swamp, Princess",
    "Angel, Demon, Book of Changes, Mirage, Shapeshifter, Castle",
    "Angel, Demon, Book of Changes, Shapeshifter, Knights, Water Elemental",
    "Angel, Demon, Book of Changes, Mirage, Elven Longbow, Genie, Sword of Keth"])
def test_a_copy_alone_beside_angel_leaves_no_trace_only_in_a_suit_and_name_no_text_reads(names: str) -> None:
    """Beside Angel, which may keep it from Demon, a Mirage or Shapeshifter alone in its suit
    scores as alone in another suit only where no text counts either suit (Swamp, Castle and
    Water Elemental count the suits the copy could take) and reads neither name (Elven Longbow
    reads Elven Archers): kept there, it changes the score (demon_moves.vanishing)."""
    assert_best_of_every_choice(tuple(card_id(n, CARDS) for n in names.split(", ")))


def test_a_copy_alone_beside_angel_and_demon_cuts_moves_and_changes_no_total_nor_choice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Beside Angel and Demon, a copy alone in a suit no text counts, under a name none reads,
    leaves its choice to score as another (`vanishing`): fewer moves reach step 3, and the totals
    and choices are those of reading every choice."""
    hands = [tuple(card_id(n, CARDS) for n in names.split(", ")) for names in (
        "Shapeshifter, Doppelganger, Mirage, Book of Changes, Angel, Demon, World Tree, Wildfire, "
        "Great Flood",
        "Angel, Demon, Book of Changes, Mirage, Shapeshifter, Great Flood, Dragon, Candle")]
    assert_reading_cuts(monkeypatch, hands, choices, "vanishing",
                        lambda wild, *_: ([()] * len(wild), [None] * len(wild)))


@pytest.mark.parametrize("names", [
    "Shapeshifter, Wildfire, Smoke, Rangers, Book of Changes, Sword of Keth",
    "Mirage, Wildfire, Bell Tower, Princess, Book of Changes, War Dirigible",
    "Shapeshifter, Wildfire, Water Elemental, Rangers, Book of Changes, Warship",
    "Mirage, Rainstorm, Castle, Rangers, Great Flood, Angel",
    "Mirage, Rainstorm, Light Cavalry, Garden, Book of Changes, Smoke"])
def test_a_name_spared_from_blanking_is_worth_a_copy_only_where_the_sparing_text_blanks_a_suit_read(
        names: str) -> None:
    """A copy's name that a text spares from its blanking (Wildfire's Mountain, Rainstorm's
    Lightning) changes the score only where that text blanks a suit some text counts (or World
    Tree, Collector or a reader of strengths sees), the copy's own suit or, with the Book of
    Changes, any (mentions.names): here it does, through a suit counted or a move of the copy."""
    assert_best_of_every_choice(tuple(card_id(n, CARDS) for n in names.split(", ")))
