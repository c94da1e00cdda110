"""Choices: given ones are used as given, open ones are chosen for the highest total (checked
against trying every choice), impossible ones are refused with a clear error."""

from __future__ import annotations

import random
from itertools import product

import pytest

from realmkit.games.fantasy_realms.components.cards import (
    BOOK_OF_CHANGES,
    DOPPELGANGER,
    FLAME,
    FLOOD,
    ISLAND,
    MIRAGE,
    MIRAGE_SUITS,
    NUM_CARDS,
    SHAPESHIFTER,
    SHAPESHIFTER_SUITS,
    SUIT,
    WILD,
    card_id,
)
from realmkit.games.fantasy_realms.score_hand import HandError, score_hand
from realmkit.games.fantasy_realms.scoring import choices
from realmkit.games.fantasy_realms.scoring.choices import best
from realmkit.games.fantasy_realms.scoring.copies import copy_options, doppelganger_options
from realmkit.games.fantasy_realms.scoring.hand import Choices
from realmkit.games.fantasy_realms.scoring.mentions import mentions
from realmkit.games.fantasy_realms.scoring.steps import evaluate

CHOOSERS = [DOPPELGANGER, MIRAGE, SHAPESHIFTER, BOOK_OF_CHANGES, ISLAND]
LIVELY = [card_id(n) for n in (
    "Collector", "World Tree", "Gem of Order", "Wildfire", "Great Flood", "Smoke", "Candle", "Bell Tower",
    "Warlord", "Fountain of Life", "Rangers", "Warship", "Basilisk", "Blizzard", "Rainstorm", "Lightning",
    "War Dirigible", "Dragon", "Swamp", "Knights", "Mountain", "Cavern", "Whirlwind", "Forest", "Princess",
    "Unicorn", "King", "Queen", "Sword of Keth", "Protection Rune", "Beastmaster", "Hydra", "Warlock Lord")]


def suit_after(card: int, ch: Choices) -> int:
    if card == ch.book_target:
        return ch.book_suit
    copy = {DOPPELGANGER: ch.doppelganger, MIRAGE: ch.mirage, SHAPESHIFTER: ch.shapeshifter}.get(card, -1)
    return SUIT[copy] if copy >= 0 else SUIT[card]


def every_choice_total(hand: tuple[int, ...]) -> int:
    """The best total over every choice the texts allow, without any pruning."""
    mask = sum(1 << c for c in hand)
    dopp = [-1, *(c for c in hand if c != DOPPELGANGER)] if DOPPELGANGER in hand else [-1]
    mirage = [-1, *(c for c in range(NUM_CARDS) if SUIT[c] in MIRAGE_SUITS)] if MIRAGE in hand else [-1]
    shapes = [c for c in range(NUM_CARDS) if SUIT[c] in SHAPESHIFTER_SUITS]
    shape = [-1, *shapes] if SHAPESHIFTER in hand else [-1]
    books = [(-1, -1), *((t, s) for t in hand if t != BOOK_OF_CHANGES for s in range(WILD))] \
        if BOOK_OF_CHANGES in hand else [(-1, -1)]
    islands = [-1, *(c for c in hand if c != ISLAND)] if ISLAND in hand else [-1]
    totals = []
    for d, m, s, (bt, bs), i in product(dopp, mirage, shape, books, islands):
        ch = Choices(d, m, s, bt, bs, i)
        if i < 0 or suit_after(i, ch) in (FLOOD, FLAME):
            totals.append(evaluate(hand, mask, ch))
    return max(totals)


@pytest.mark.parametrize("count", [1, 2])
def test_pruned_search_finds_the_best_of_every_choice(count: int) -> None:
    """Only choices that can change some card's bonus, penalty or blanking are tried, and
    nothing better is lost."""
    rng = random.Random(count)
    for _ in range(25 if count == 1 else 12):
        hand = (*rng.sample(CHOOSERS, count), *rng.sample(LIVELY, 7 - count))
        total, choices = best(hand)
        assert total == every_choice_total(hand), hand
        assert evaluate(hand, sum(1 << c for c in hand), choices) == total


BLANKERS = [card_id(n) for n in (
    "Wildfire", "Great Flood", "Rainstorm", "Basilisk", "Blizzard", "Smoke", "Warship", "War Dirigible")]


def test_pruned_search_with_the_book_moving_a_copy_among_blanking_cards() -> None:
    """The Book of Changes can move a wild card anywhere, so a name that spares it from
    blanking matters in every suit."""
    rng = random.Random(5)
    others = [c for c in LIVELY if c not in BLANKERS]
    for _ in range(16):
        wild = rng.choice([MIRAGE, SHAPESHIFTER, DOPPELGANGER])
        blanking = rng.sample(BLANKERS, rng.randint(1, 3))
        hand = (BOOK_OF_CHANGES, wild, *blanking, *rng.sample(others, 5 - len(blanking)))
        assert best(hand)[0] == every_choice_total(hand), hand


def test_rangers_clear_the_word_army_before_the_book_of_changes_under_every_wild_choice() -> None:
    """Rangers clear the word Army from all penalties: the search reads the hand before the Book
    of Changes once per choice of the wild cards (and keeps it from the start of the search), and
    the War Dirigible must keep its Army cleared under every choice."""
    hand = tuple(card_id(n) for n in (
        "Book of Changes", "War Dirigible", "Mirage", "Rangers", "Queen", "Shapeshifter", "Wildfire"))
    total, choices = best(hand)
    assert total == every_choice_total(hand)
    assert evaluate(hand, sum(1 << c for c in hand), choices) == total


def test_great_flood_made_a_beast_beside_beastmaster_leaves_the_war_dirigible_its_army() -> None:
    """Beastmaster clears the penalty of every Beast: the Great Flood that the Book of Changes
    makes a Beast blanks no Army, and the War Dirigible keeps the Knights it wants; the search
    must not read the War Dirigible as blanked for want of an Army before that move."""
    hand = tuple(card_id(n) for n in ("Book of Changes", "Beastmaster", "Great Flood", "War Dirigible",
                                      "Knights", "Shapeshifter", "Unicorn"))
    total, choices = best(hand)
    assert total == every_choice_total(hand)
    assert (choices.book_target, choices.book_suit) == (card_id("Great Flood"), SUIT[card_id("Unicorn")])


def test_mirage_named_mountain_turned_army_keeps_the_war_dirigible() -> None:
    """Wildfire spares Mountain by name whatever its suit: a Mirage named Mountain that the Book
    of Changes makes an Army stays, and the War Dirigible has its Army."""
    result = score_hand(["Mirage", "Book of Changes", "Wildfire", "War Dirigible"])
    assert result["total"] == 40 + 35 + 3
    assert result["choices"]["Book of Changes"] == {"target": "Mirage", "suit": "Army"}
    assert result["choices"]["Mirage"] in ("Mountain", "Great Flood", "Island")


def test_given_choices_are_used_as_given() -> None:
    worse = score_hand(["Mirage", "Lightning"], {"Mirage": "Swamp"})
    assert worse["total"] == 11 and worse["choices"] == {"Mirage": "Swamp"}
    open_choice = score_hand(["Mirage", "Lightning"])
    assert open_choice["total"] == 41 and open_choice["choices"] == {"Mirage": "Rainstorm"}


def test_fountain_of_life_takes_its_best_card() -> None:
    result = score_hand(["Fountain of Life", "Swamp", "Great Flood", "Island", "Water Elemental"])
    lines = {line["card"]: line for line in result["cards"]}
    assert lines["Fountain of Life"]["bonus"] == 32


def test_search_of_all_five_choice_cards() -> None:
    hand = ["Doppelganger", "Mirage", "Shapeshifter", "Book of Changes", "Island", "Great Flood", "Candle"]
    result = score_hand(hand)
    assert result["total"] == 165
    assert result["choices"]["Mirage"] == "Bell Tower"


def test_necromancer_choice_adds_the_card() -> None:
    result = score_hand(["Necromancer", "Knights"], {"Necromancer": "King"})
    assert result["hand"] == ["Necromancer", "Knights", "King"]
    assert result["total"] == 3 + 20 + 13
    assert result["choices"]["Necromancer"] == "King"


@pytest.mark.parametrize(("hand", "choose", "message"), [
    (["Candel"], {}, "did you mean Candle"),
    (["Candle", "Candle"], {}, "Candle is named twice"),
    (["Mirage", "Knights"], {"Mirage": "Collector"}, "Collector is a Wizard"),
    (["Shapeshifter"], {"Shapeshifter": "Swamp"}, "Swamp is a Flood"),
    (["Doppelganger", "Knights"], {"Doppelganger": "Dragon"}, "Dragon is not in the hand"),
    (["Island", "Blizzard"], {"Island": "Blizzard"}, "Island clears only a Flood or Flame"),
    (["Book of Changes", "Knights"], {"Book of Changes": "Knights"}, "write TARGET:SUIT"),
    (["Book of Changes", "Knights"], {"Book of Changes": "Knights:Dragon"}, "unknown suit"),
    (["Book of Changes", "Knights"], {"Book of Changes": "Dragon:Wizard"}, "Dragon is not one"),
    (["Knights"], {"Mirage": "Rainstorm"}, "Mirage is not in the hand"),
    (["Knights"], {"Knights": "King"}, "Knights makes no choice"),
    (["Necromancer"], {"Necromancer": "Swamp"}, "Swamp is a Flood"),
    (["Knights", "King", "Queen", "Princess", "Empress", "Warlord", "Candle", "Forge"], {},
     "at most 7 cards"),
])
def test_impossible_hands_and_choices_are_refused(hand: list[str], choose: dict[str, str],
                                                  message: str) -> None:
    with pytest.raises(HandError, match=message):
        score_hand(hand, choose)


def test_eight_cards_with_the_necromancer() -> None:
    hand = ["Bell Tower", "Candle", "Necromancer", "Warhorse", "Sword of Keth", "Shield of Keth",
            "Gem of Order",
            "Book of Changes"]
    assert score_hand(hand)["total"] == 397


@pytest.mark.slow
def test_pruned_search_with_three_choice_cards_and_suit_counting_cards() -> None:
    """The pruning where Collector, World Tree and Gem of Order look at every suit or strength."""
    rng = random.Random(3)
    counting = [card_id(n) for n in ("Collector", "World Tree", "Gem of Order")]
    for _ in range(6):
        hand = (*rng.sample(CHOOSERS, 3), rng.choice(counting),
                *rng.sample([c for c in LIVELY if c not in counting], 3))
        assert best(hand)[0] == every_choice_total(hand), hand


def test_doppelganger_copies_only_the_strongest_plain_card_of_a_suit() -> None:
    """Of two Armies with no penalty and names no text mentions, a copy of the weaker can never
    score more than a copy of the stronger; with Gem of Order, which reads strengths, both stay."""
    archers, rangers = card_id("Elven Archers"), card_id("Rangers")
    assert doppelganger_options((DOPPELGANGER, archers, rangers)) == [-1, archers]
    gem = card_id("Gem of Order")
    assert doppelganger_options((DOPPELGANGER, archers, rangers, gem)) == [-1, archers, rangers, gem]
    rng = random.Random(7)
    plain = [card_id(n) for n in ("Elven Archers", "Rangers", "Knights", "Bell Tower", "Forest", "Mountain",
                                  "Earth Elemental", "Magic Wand", "Sword of Keth", "Shield of Keth")]
    for _ in range(12):
        hand = (DOPPELGANGER, *rng.sample(plain, 3), *rng.sample([c for c in LIVELY if c not in plain], 3))
        assert best(hand)[0] == every_choice_total(hand), hand


def test_names_spared_alike_stand_for_one_another() -> None:
    """Wildfire spares Unicorn and Dragon alike and no text of the hand reads either: where
    Beasts count (Forest) the Shapeshifter takes one of them; Collector keeps a name held in the
    hand apart."""
    hand = (SHAPESHIFTER, BOOK_OF_CHANGES, card_id("Wildfire"), card_id("Forest"))
    mask = sum(1 << c for c in hand)
    spared = {card_id("Unicorn"), card_id("Dragon")}
    assert len(spared & set(copy_options(SHAPESHIFTER, mask, mentions(hand)))) == 1
    with_unicorn = (*hand, card_id("Unicorn"), card_id("Collector"))
    options = copy_options(SHAPESHIFTER, sum(1 << c for c in with_unicorn), mentions(with_unicorn))
    assert spared <= set(options)
    rng = random.Random(11)
    blankers = [card_id(n) for n in ("Wildfire", "Great Flood", "Rainstorm")]
    for _ in range(10):
        wild = rng.choice([MIRAGE, SHAPESHIFTER])
        hand = (wild, BOOK_OF_CHANGES, rng.choice(blankers),
                *rng.sample([c for c in LIVELY if c not in blankers], 4))
        assert best(hand)[0] == every_choice_total(hand), hand


def test_the_order_the_wild_cards_choices_are_read_in_changes_no_choice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The search reads the wild cards' choices with the highest bound first; of two choices
    with the best total it still gives the one it would give reading them in their own order
    (these hands have such ties)."""
    hands = [tuple(card_id(n) for n in names.split(", ")) for names in (
        "Book of Changes, Shapeshifter, Doppelganger, Mirage, Warlock Lord, Island, Collector",
        "Wildfire, Mirage, Shapeshifter, Princess, Earth Elemental, King, Book of Changes",
        "Sword of Keth, Fire Elemental, Book of Changes, World Tree, Unicorn, Mirage, Great Flood",
        "Shapeshifter, Mirage, Wildfire, Candle, Doppelganger, Book of Changes, Shield of Keth")]
    found = [best(hand) for hand in hands]
    monkeypatch.setattr(choices, "best_first", lambda bounds: list(range(len(bounds))))
    assert [best(hand) for hand in hands] == found


def test_a_copy_in_a_suit_world_tree_reads_is_told_apart_by_what_the_book_may_move_there() -> None:
    """With World Tree, which reads every suit by its contents, and the Book of Changes, a copy's
    suit is read by everything the texts read of a card moved there (Warlord counts Armies)."""
    hand = tuple(card_id(n) for n in (
        "Doppelganger", "Mirage", "Shapeshifter", "Book of Changes", "Cavern", "Warlord", "World Tree"))
    total, choices = best(hand)
    assert total == every_choice_total(hand) == 92
    assert evaluate(hand, sum(1 << c for c in hand), choices) == total
