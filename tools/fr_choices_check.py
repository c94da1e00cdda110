"""Fantasy Realms' best-choice search, recorded and compared: the best total, choices and cards kept
of seeded sets of hands (`record` writes them, one JSON line a hand; `compare` reads such a file
and reports every hand whose result differs under the code on the path).

    python tools/fr_choices_check.py record OUT.jsonl [--sets a,b,...]
    python tools/fr_choices_check.py compare OLD.jsonl

The sets: random base hands with one to five choice cards (seeds 101, 202); random hands with the
new suits and the promos (303); hands rich in the cards the search reads apart (404); Demon with
the Book of Changes and the copies (505); the Book with the three wild cards (606), with World
Tree in the Doppelganger's place (707), hands of 10-11 cards that keep their best nine (808);
Angel beside Demon with World Tree and a card that blanks (909); every base hand of the three
wild cards, the Book and three other cards ("wide", 18,424 hands); the bench's listed hands.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator
from itertools import combinations

from realmkit.bench.fantasy_realms import HOARD_TABLE, WORST_HANDS, WORST_HOARD_HANDS
from realmkit.games.fantasy_realms.components.cards import (
    BASE_DECK,
    HOARD_DECK,
    JESTER,
    NUM_CARDS,
    PHOENIX_PROMO,
    card_id,
    ids,
)
from realmkit.games.fantasy_realms.scoring.hand import BASE_TABLE, Table
from realmkit.games.fantasy_realms.scoring.kept import best_kept

Hand = tuple[tuple[int, ...], Table]
PROMO_DECK = HOARD_DECK | 1 << JESTER | 1 << PHOENIX_PROMO


def _named(names: str, deck: int = PROMO_DECK) -> list[int]:
    return [card_id(n, deck) for n in names.split(", ")]


BASE_CHOOSERS = _named("Doppelganger, Mirage, Shapeshifter, Book of Changes, Island", BASE_DECK)
HOARD_CHOOSERS = _named("Doppelganger, Mirage, Shapeshifter, Book of Changes, Island, Angel")
RICH = _named("Phoenix (Promo), Angel, Gem of Order, World Tree, Wildfire, Dark Queen, Smoke, "
              "War Dirigible, Warship, Garden, Demon, Great Flood, Blizzard, Necromancer")
BLANKERS = _named("Wildfire, Great Flood, Rainstorm, Blizzard, Basilisk, Crypt, Dungeon")


def _deal(rng: random.Random, core: list[int], pool: list[int], size: int) -> tuple[int, ...]:
    others = [c for c in pool if c not in core]
    return tuple(rng.sample(core + rng.sample(others, size - len(core)), size))


def hands(name: str) -> Iterator[Hand]:
    """The hands of one set, in a fixed order."""
    base = list(range(NUM_CARDS))
    hoard = ids(PROMO_DECK)
    if name in ("101", "202"):
        rng = random.Random(int(name))
        for _ in range(3000):
            core = rng.sample(BASE_CHOOSERS, rng.randint(1, 5))
            yield _deal(rng, core, base, 7), BASE_TABLE
    elif name == "303":
        rng = random.Random(303)
        for _ in range(1500):
            core = rng.sample(HOARD_CHOOSERS, rng.randint(1, 4))
            yield _deal(rng, core, hoard, rng.randint(7, 9)), HOARD_TABLE._replace(deck=PROMO_DECK)
    elif name == "404":
        rng = random.Random(404)
        for _ in range(3000):
            core = rng.sample(HOARD_CHOOSERS, rng.randint(1, 3)) + rng.sample(RICH, rng.randint(1, 4))
            core = list(dict.fromkeys(core))
            hand = _deal(rng, core, hoard, rng.randint(7, 9))
            discard = sum(1 << c for c in rng.sample([c for c in hoard if c not in hand], 6))
            yield hand, HOARD_TABLE._replace(deck=PROMO_DECK, discard=discard)
    elif name == "505":
        rng = random.Random(505)
        for _ in range(1200):
            core = _named("Demon, Book of Changes, Mirage, Shapeshifter")
            yield _deal(rng, core, hoard, rng.randint(7, 9)), HOARD_TABLE
    elif name in ("606", "707"):
        rng = random.Random(int(name))
        first = "Doppelganger" if name == "606" else "World Tree"
        for _ in range(1500 if name == "606" else 800):
            core = _named(f"{first}, Book of Changes, Mirage, Shapeshifter")
            yield _deal(rng, core, hoard, rng.randint(8, 9)), HOARD_TABLE
    elif name == "808":
        rng = random.Random(808)
        extra = _named("Leprechaun, Genie, Necromancer")
        for _ in range(120):
            core = rng.sample(extra, rng.randint(2, 3)) + rng.sample(HOARD_CHOOSERS, 3)
            yield _deal(rng, core, hoard, rng.randint(10, 11)), HOARD_TABLE
    elif name == "909":
        rng = random.Random(909)
        for _ in range(600):
            core = _named("Angel, Demon, Book of Changes") + rng.sample(_named("World Tree, Doppelganger, "
                                                                             "Mirage, Shapeshifter"), 2)
            core.append(rng.choice(BLANKERS))
            yield _deal(rng, core, hoard, rng.randint(8, 9)), HOARD_TABLE
    elif name == "wide":
        four = _named("Doppelganger, Mirage, Shapeshifter, Book of Changes", BASE_DECK)
        for three in combinations([c for c in base if c not in four], 3):
            yield (*four, *three), BASE_TABLE
    elif name == "listed":
        for hand in WORST_HANDS:
            yield hand, BASE_TABLE
        for hand in WORST_HOARD_HANDS:
            yield hand, HOARD_TABLE
    else:
        raise SystemExit(f"unknown set {name!r}; sets: {', '.join(SETS)}")


SETS = ("listed", "101", "202", "303", "404", "505", "606", "707", "808", "909", "wide")


def result(hand: tuple[int, ...], table: Table) -> list[object]:
    total, choices, kept = best_kept(hand, None, table)
    return [total, list(choices), list(kept)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=("record", "compare"))
    parser.add_argument("path")
    parser.add_argument("--sets", default=",".join(SETS))
    args = parser.parse_args()
    start = time.process_time()
    if args.mode == "record":
        with open(args.path, "w") as out:
            for name in args.sets.split(","):
                for index, (hand, table) in enumerate(hands(name)):
                    out.write(json.dumps([name, index, list(hand), list(table), result(hand, table)]) + "\n")
        print(f"recorded in {time.process_time() - start:.1f} s CPU")
        return
    wanted = set(args.sets.split(","))
    seen = differ = 0
    with open(args.path) as old:
        for line in old:
            name, index, hand, table, before = json.loads(line)
            if name not in wanted:
                continue
            after = result(tuple(hand), Table(*table))
            seen += 1
            if after != before:
                differ += 1
                print(f"DIFFERS {name}#{index} {hand}: {before} -> {after}")
    print(f"{seen} hands compared, {differ} differ, {time.process_time() - start:.1f} s CPU")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
