"""Fantasy Realms speed: hands scored per second, the best-choice search, random games.

Times are the CPU time of this process (`time.process_time`), that is time on one core, so
that other work on the machine does not change the figures.
"""

from __future__ import annotations

import random
import statistics
import time

from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_playouts
from realmkit.games.fantasy_realms.cards import (
    BOOK_OF_CHANGES,
    DOPPELGANGER,
    FLAME,
    FLOOD,
    ISLAND,
    MIRAGE,
    MIRAGE_SUITS,
    NAMES,
    NUM_CARDS,
    SHAPESHIFTER,
    SHAPESHIFTER_SUITS,
    SUIT,
    WILD,
    card_id,
)
from realmkit.games.fantasy_realms.choices import best
from realmkit.games.fantasy_realms.scoring import Choices, evaluate

SECONDS = 2.0
HANDS_TARGET = 50_000.0
SEARCH_TARGET_MS = 50.0
WORST_TARGET_MS = 20.0
GAMES_TARGET = 300.0
"""50,000 hands/s with fixed choices; best choices in under 50 ms, the worst 7-card hand of the
base deck in under 20 ms; 300 random 4-player games/s."""
FIVE = (DOPPELGANGER, MIRAGE, SHAPESHIFTER, BOOK_OF_CHANGES, ISLAND)
SEARCH_HAND = (*FIVE, card_id("Great Flood"), card_id("Candle"))
WORST_HANDS = (
    *((*FIVE, card_id(a), card_id(b)) for a, b in (
        ("Wildfire", "World Tree"), ("Wildfire", "Collector"), ("Wildfire", "Blizzard"),
        ("Blizzard", "Collector"), ("Great Flood", "World Tree"), ("Great Flood", "Blizzard"))),
    tuple(card_id(n) for n in ("Mirage", "Book of Changes", "Doppelganger", "Island", "Swamp", "Cavern",
                               "Great Flood")),
)
"""The slowest hands of the best-choice search found by timing every hand of the five choice
cards with two others, and 300 hands of four of them with three others (and counting the
instructions of the slowest few under callgrind, which a loaded machine does not disturb): each
holds a card whose blanking depends on the suit choices (Wildfire, Blizzard, Great Flood), the
slowest also one that counts suits by their contents (World Tree, Collector)."""


def random_choices(hand: tuple[int, ...], rng: random.Random) -> Choices:
    """Fixed choices for the choice cards of a hand, drawn at random among those allowed."""
    def copy(suits: tuple[int, ...]) -> int:
        return rng.choice([c for c in range(NUM_CARDS) if SUIT[c] in suits])

    others = [c for c in hand if c != BOOK_OF_CHANGES]
    wet = [c for c in hand if SUIT[c] in (FLOOD, FLAME) and c != ISLAND]
    return Choices(
        rng.choice([c for c in hand if SUIT[c] != WILD] or [-1]) if DOPPELGANGER in hand else -1,
        copy(MIRAGE_SUITS) if MIRAGE in hand else -1,
        copy(SHAPESHIFTER_SUITS) if SHAPESHIFTER in hand else -1,
        rng.choice(others) if BOOK_OF_CHANGES in hand else -1,
        rng.randrange(WILD) if BOOK_OF_CHANGES in hand else -1,
        rng.choice(wet) if ISLAND in hand and wet else -1,
    )


@register_bench("fantasy-realms")
def hands_scored() -> list[Measurement]:
    """Random 7-card hands, each with random fixed choices, scored one after another."""
    rng = random.Random(0)
    hands = []
    for _ in range(10_000):
        hand = tuple(rng.sample(range(NUM_CARDS), 7))
        hands.append((hand, sum(1 << c for c in hand), random_choices(hand, rng)))
    scored = 0
    start = time.process_time()
    while time.process_time() - start < SECONDS:
        for hand, mask, choices in hands:
            evaluate(hand, mask, choices)
        scored += len(hands)
    rate = scored / (time.process_time() - start)
    return [Measurement("fantasy-realms", "random 7-card hands scored, fixed choices", rate, "hands/s",
                        target=HANDS_TARGET)]


@register_bench("fantasy-realms")
def best_choices() -> list[Measurement]:
    """The search for the best choices of Doppelganger, Mirage, Shapeshifter, Book of Changes
    and Island: the hand with Great Flood and Candle, and 40 hands with two other cards at random."""
    times = []
    for _ in range(5):
        start = time.process_time()
        best(SEARCH_HAND)
        times.append(time.process_time() - start)
    rng = random.Random(0)
    others = [c for c in range(NUM_CARDS) if c not in FIVE]
    sample = []
    for _ in range(40):
        hand = (*FIVE, *rng.sample(others, 2))
        start = time.process_time()
        best(hand)
        sample.append(time.process_time() - start)
    return [
        Measurement("fantasy-realms", "best choices: 5 choice cards + Great Flood, Candle",
                    1000 * statistics.median(times), "ms", target=SEARCH_TARGET_MS, higher_is_better=False),
        Measurement("fantasy-realms", "best choices: 5 choice cards + 2 random cards, mean of 40",
                    1000 * statistics.mean(sample), "ms", target=SEARCH_TARGET_MS, higher_is_better=False),
        Measurement("fantasy-realms", "best choices: 5 choice cards + 2 random cards, worst of 40",
                    1000 * max(sample), "ms", higher_is_better=False),
    ]


@register_bench("fantasy-realms")
def worst_hand() -> list[Measurement]:
    """The slowest best-choice search among WORST_HANDS (median of 5 runs each), named."""
    slowest, slowest_hand = 0.0, WORST_HANDS[0]
    for hand in WORST_HANDS:
        times = []
        for _ in range(5):
            start = time.process_time()
            best(hand)
            times.append(time.process_time() - start)
        if statistics.median(times) > slowest:
            slowest, slowest_hand = statistics.median(times), hand
    names = ", ".join(NAMES[c] for c in slowest_hand)
    return [Measurement("fantasy-realms", f"best choices: worst hand found ({names})", 1000 * slowest, "ms",
                        target=WORST_TARGET_MS, higher_is_better=False)]


@register_bench("fantasy-realms")
def random_games() -> list[Measurement]:
    """Complete random 4-player games of the base game, final scores included."""
    return time_playouts("fantasy-realms", 4, "random", SECONDS).measurements(games_target=GAMES_TARGET)
