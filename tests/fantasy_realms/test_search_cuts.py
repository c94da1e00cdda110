"""The readings that let the best-choice search skip choices faster (issue 34's speed): each is
checked against the totals it skips on random hands (every Island and Angel choice, every Book of
Changes move), and the search that uses them against trying every choice."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from test_cursed_hoard_search import CARDS, TABLE, suit_after
from test_cursed_hoard_search import every_choice_total as every_hoard_choice_total

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BOOK_OF_CHANGES,
    COPY_SUITS,
    DOPPELGANGER,
    FLAME,
    FLOOD,
    HOARD_SUITS,
    ISLAND,
    MIRAGE_CH,
    NAMES,
    PHOENIX,
    PHOENIX_PROMO,
    PRINTED_SUIT_MASK,
    SHAPESHIFTER_CH,
    card_id,
    ids,
)
from realmkit.games.fantasy_realms.scoring import wild
from realmkit.games.fantasy_realms.scoring.book_moves import alike_suits, suits_holding
from realmkit.games.fantasy_realms.scoring.bounds import Most, surely_blanked, threatened, tree_bonus
from realmkit.games.fantasy_realms.scoring.choices import best, best_above
from realmkit.games.fantasy_realms.scoring.copies import alike_without, copy_options
from realmkit.games.fantasy_realms.scoring.hand import Choices, Context, Table, prepare
from realmkit.games.fantasy_realms.scoring.kept import best_kept
from realmkit.games.fantasy_realms.scoring.mentions import mentions
from realmkit.games.fantasy_realms.scoring.move_groups import MoveGroups
from realmkit.games.fantasy_realms.scoring.plan import TREES, Plan, plan_of
from realmkit.games.fantasy_realms.scoring.step4 import settled, settled_one
from realmkit.games.fantasy_realms.scoring.steps import NOTHING, Aimed, aim, evaluate, total_with
from realmkit.games.fantasy_realms.scoring.tree_moves import SureBlanking
from realmkit.games.fantasy_realms.scoring.wild import book_most, clashes_before


def named(names: str) -> list[int]:
    return [card_id(n, CARDS) for n in names.split(", ")]


BLANKING = named("Wildfire, Great Flood, Rainstorm, Blizzard, Basilisk, Crypt")
CHOOSERS = named("Doppelganger, Mirage, Shapeshifter, Book of Changes")
AROUND = named(
    "World Tree, Island, Angel, Demon, Genie, Phoenix, Mountain, Beastmaster, Cavern, Smoke, War Dirigible, "
    "Warship, Swamp, Dragon, Knights, Dungeon, Castle, Lich, Garden, Unicorn, Fountain of Life, Chapel, "
    "Rangers, Lightning, Leprechaun, Necromancer, King")


def lively_hand(rng: random.Random, core: list[int], size: int) -> tuple[int, ...]:
    """`core`, one to three cards that blank and cards they meet, `size` in all."""
    hand = list(core)
    hand += [c for c in rng.sample(BLANKING, rng.randint(1, 3)) if c not in hand]
    hand += rng.sample([c for c in AROUND if c not in hand], max(0, size - len(hand)))
    return tuple(hand[:size])


def wild_choice(hand: tuple[int, ...], rng: random.Random) -> Choices:
    """A random choice of the wild cards of `hand` (Book of Changes apart)."""
    def copy(card: int) -> int:
        if card not in hand:
            return -1
        return rng.choice([-1, *(c for s in COPY_SUITS[card] for c in ids(PRINTED_SUIT_MASK[s] & CARDS))])

    dopp = rng.choice([-1, *(c for c in hand if c != DOPPELGANGER)]) if DOPPELGANGER in hand else -1
    return Choices(dopp, copy(MIRAGE_CH), copy(SHAPESHIFTER_CH))


def totals(hand: tuple[int, ...], ch: Choices) -> list[tuple[int, int, int]]:
    """Every Island and Angel choice the texts allow under `ch`, with its total."""
    mask = sum(1 << c for c in hand)
    islands = [-1, *(c for c in hand if c != ISLAND)] if ISLAND in hand else [-1]
    angels = [-1, *(c for c in hand if c != ANGEL)] if ANGEL in hand else [-1]
    out = []
    for isle in islands:
        if isle >= 0 and suit_after(isle, ch) not in (FLOOD, FLAME) and isle not in (PHOENIX, PHOENIX_PROMO):
            continue
        for angel in angels:
            total = evaluate(hand, mask, ch._replace(island=isle, angel=angel), table=TABLE)
            out.append((isle, angel, total))
    return out


def context(hand: tuple[int, ...], ch: Choices) -> tuple[int, Context]:
    """The hand's mask and its context prepared under `ch`."""
    mask = sum(1 << c for c in hand)
    h = Context(mask, TABLE)
    h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(ch, mask)
    return mask, h


def aimed_at_random(hand: tuple[int, ...], rng: random.Random) -> tuple[Choices, Context, Plan, Most, Aimed]:
    """A random choice of the wild cards and the Book of Changes, the hand's context under it,
    its plan, its most and step 3 read (`aim`)."""
    ch = wild_choice(hand, rng)
    if BOOK_OF_CHANGES in hand:
        ch = ch._replace(book_target=rng.choice([c for c in hand if c != BOOK_OF_CHANGES]),
                         book_suit=rng.choice(HOARD_SUITS))
    mask, h = context(hand, ch)
    plan = plan_of(mask, ch.doppelganger)
    most = Most(h, plan)
    h.active = h.names_present = mask
    return ch, h, plan, most, aim(h, plan, ch.doppelganger)


def blanked(hand: tuple[int, ...], ch: Choices) -> int:
    """The cards blanked under `ch` (Island and Angel included)."""
    detail: list[tuple[int, int, int, bool, bool]] = []
    evaluate(hand, sum(1 << c for c in hand), ch, detail, TABLE)
    return sum(1 << card for card, _, _, out, _ in detail if out)


def test_island_clears_one_penalty_so_the_cards_the_others_blank_stay_blanked() -> None:
    """Island "CLEARS the Penalty on any one Flood or Flame": the cards step 4 blanks whichever
    one it clears (or none) are blanked under every Island choice, but for the card Angel keeps
    (two Wildfires, one a Doppelganger: Island clears one, the other burns)."""
    rng = random.Random(41)
    gained = 0
    for _ in range(700):
        hand = lively_hand(rng, [ISLAND, DOPPELGANGER, *rng.sample(CHOOSERS[1:], 2)], rng.randint(7, 9))
        ch = wild_choice(hand, rng)
        if BOOK_OF_CHANGES in hand and rng.random() < 0.7:
            ch = ch._replace(book_target=rng.choice([c for c in hand if c != BOOK_OF_CHANGES]),
                             book_suit=rng.choice(HOARD_SUITS))
        mask, h = context(hand, ch)
        aimed = aim(h, plan_of(mask, ch.doppelganger), ch.doppelganger)
        clearable = h.suit_cards[FLOOD] | h.suit_cards[FLAME]
        sure = surely_blanked(h, aimed, clearable, ch.doppelganger)
        if aimed[2]:
            angel = mask & 1 << ANGEL
            gained += settled_one(aimed[2], clearable, 0, 0, angel) != settled(aimed[2], clearable, 0, angel)
        for isle, angel, _ in totals(hand, ch):
            out = blanked(hand, ch._replace(island=isle, angel=angel))
            assert not sure & ~out & ~(1 << angel if angel >= 0 else 0), ([NAMES[c] for c in hand], ch, isle)
    assert gained > 30


def test_angel_choices_left_out_score_no_more_than_the_best_found() -> None:
    """Keeping a card that is not surely blanked (or none) leaves every card surely blanked
    blanked; keeping one of them leaves the others; World Tree's bonus wants the cards never
    blanked, the one kept among them, in suits of their own: each Angel choice scores no more
    than the most `angel_choices` reads for it (checked by asking for the choices above each
    total less one), and the reading leaves some out."""
    rng = random.Random(42)
    left_out = 0
    tree = card_id("World Tree", CARDS)
    for _ in range(500):
        core = [ANGEL, *rng.sample(CHOOSERS, 2), *([tree] if rng.random() < 0.5 else [])]
        hand = lively_hand(rng, core, rng.randint(7, 9))
        ch, h, _, most, aimed = aimed_at_random(hand, rng)
        sure = surely_blanked(h, aimed, h.suit_cards[FLOOD] | h.suit_cards[FLAME], ch.doppelganger)
        reached = threatened(aimed)
        for _, angel, total in totals(hand, ch):
            if angel >= 0 and not reached >> angel & 1:
                continue                            # keeping a card nothing may blank changes nothing
            assert angel in most.angel_choices(h, sure, reached, total - 1), ([NAMES[c] for c in hand], ch)
        every = len([-1, *ids(reached & ~(1 << ANGEL))])
        highest = max(total for _, _, total in totals(hand, ch))
        left_out += every - len(most.angel_choices(h, sure, reached, highest - 1))
    assert left_out > 500


def test_the_cap_reads_world_tree_only_where_no_two_cards_left_share_a_suit() -> None:
    """Once step 4 is read, a choice whose cards left unblanked cannot score more than the best
    found is not scored: World Tree's bonus counts only where they all differ in suit. Every
    total is still found with the best found just below it."""
    rng = random.Random(43)
    tree = card_id("World Tree", CARDS)
    for _ in range(400):
        hand = lively_hand(rng, [tree, *rng.sample(CHOOSERS, 2)], rng.randint(6, 9))
        ch, h, plan, most, aimed = aimed_at_random(hand, rng)
        for isle, angel, total in totals(hand, ch):
            cap = (most.values, most.total, most.ceiling - most.total, total - 1)
            assert total_with(h, plan, aimed, isle, angel, ch.doppelganger, cap=cap) == total, \
                ([NAMES[c] for c in hand], ch)


def move_bounds(hand: tuple[int, ...],
                ch: Choices) -> tuple[Context, list[int], dict[int, Most], SureBlanking]:
    """Before the Book of Changes, under the wild cards' choice `ch`: the context, the suits, the
    bound of each target suit and the cards surely blanked (as the search reads them)."""
    mask, h = context(hand, ch)
    plan = plan_of(mask, ch.doppelganger)
    sm0 = h.suit_cards
    seen_by = mentions(hand)
    occupied = suits_holding(sm0, mask) & seen_by.by_content
    by_suit = book_most(h, plan, mask & ~(1 << BOOK_OF_CHANGES | 1 << PHOENIX), TABLE.suits,
                        alike_suits(seen_by.signature, occupied, TABLE.suits))
    h.active = h.names_present = mask
    h.no_army = 0
    aimed = aim(h, plan, ch.doppelganger)
    island = sm0[FLOOD] | sm0[FLAME] if mask >> ISLAND & 1 else 0
    return h, sm0, by_suit, SureBlanking(h, aimed, island, ch.doppelganger, plan)


def moves(hand: tuple[int, ...]) -> list[tuple[int, int]]:
    """No move, and every Book of Changes move of `hand` (the card, its suit)."""
    return [(-1, -1), *((card, suit) for card in hand if card not in (BOOK_OF_CHANGES, PHOENIX)
                        for suit in HOARD_SUITS)]


def test_world_tree_is_out_of_a_move_that_parts_no_clash() -> None:
    """Two cards no penalty may reach in one suit keep World Tree's bonus out of every move but
    that of one of them (where they are the only such pair), or of a card that blanks with
    Warship: every total of a move is within its suit's bound, and the bonus only where the move
    may part the clash (World Tree and the Book of Changes are Artifacts that nothing blanks, so
    World Tree's bonus needs its own move)."""
    rng = random.Random(44)
    tree = card_id("World Tree", CARDS)
    dormant = named("Mountain, Great Flood, Beastmaster, Basilisk, Warship, Island")
    kept_out = 0
    for _ in range(120):
        core = [BOOK_OF_CHANGES, tree, *rng.sample(CHOOSERS[:3], 1)]
        hand = lively_hand(rng, core + rng.sample(dormant, 2), rng.randint(7, 8))
        ch = wild_choice(hand, rng)
        mask, h = context(hand, ch)
        plan = plan_of(mask, ch.doppelganger)
        h, sm0, by_suit, _ = move_bounds(hand, ch)
        h.suit_cards, h.changed, h.active, h.no_army = sm0, 0, mask, 0
        clash, movers = clashes_before(h, plan, aim(h, plan, ch.doppelganger), ch.doppelganger)
        unmoved = min(by_suit.values(), key=lambda most: most.total)
        for card, suit in moves(hand):
            bit = 1 << card if card >= 0 else 0
            tree_card = 0 if clash and not bit & movers else tree_bonus(mask)
            kept_out += tree_card == 0
            bound = (by_suit[suit] if card >= 0 else unmoved).total + tree_card
            moved = ch._replace(book_target=card, book_suit=suit)
            highest = max(total for _, _, total in totals(hand, moved))
            assert highest <= bound, ([NAMES[c] for c in hand], moved)
    assert kept_out > 2000
    hand = tuple(named("Book of Changes, World Tree, Island, Doppelganger, Rainstorm, Phoenix, Necromancer"))
    total, choices = best(hand, table=TABLE)
    assert total == every_hoard_choice_total(hand) == 110
    assert choices.book_target == tree          # its own move parts World Tree from the Book of Changes


def test_the_moves_of_a_card_score_no_more_than_their_bound_read_before_them() -> None:
    """Read before the moves: the cards surely blanked wherever a card goes (one that blanks
    too), what the penalties of the cards never blanked take, a card no penalty may reach that
    scores less than nothing (Genie), and the same card moved where nothing blanks it: every
    total of every move of a card is within the bound of that card's moves, and of that move."""
    rng = random.Random(45)
    takers = named("Blizzard, Swamp, Dragon, Knights, Genie, Phoenix, Warlock Lord, Empress")
    checked = 0
    for _ in range(150):
        core = [BOOK_OF_CHANGES, *rng.sample(CHOOSERS[:3], 1), *rng.sample(takers, 2)]
        hand = tuple(c for c in lively_hand(rng, core, rng.randint(7, 8)) if c != ANGEL)
        ch = wild_choice(hand, rng)
        h, sm0, by_suit, surely = move_bounds(hand, ch)
        if not surely.quick:
            continue
        mask = h.hand
        plan = plan_of(mask, ch.doppelganger)
        h.suit_cards, h.changed, h.active, h.no_army = sm0, 0, mask, 0
        groups = MoveGroups(h, plan, surely, aim(h, plan, ch.doppelganger), by_suit, ch.doppelganger)
        unmoved = min(by_suit.values(), key=lambda most: most.total)
        tree = tree_bonus(mask)
        for card, suit in moves(hand):
            bit = 1 << card if card >= 0 else 0
            changed = bit if card >= 0 and not sm0[suit] & bit else 0
            group = groups.most(h, sm0, bit) + tree
            move = (by_suit[suit] if changed else unmoved).total + tree + groups.below_except(changed) + (
                groups.moved_below(h, sm0, bit, suit) if changed else 0)
            moved = ch._replace(book_target=card, book_suit=suit)
            most = max(total for _, _, total in totals(hand, moved))
            assert most <= group and most <= move, ([NAMES[c] for c in hand], moved)
            checked += 1
    assert checked > 3000


def test_demon_blanks_first_where_its_card_moves_to_a_suit_no_card_clears() -> None:
    """Demon's penalty stays where the Book of Changes moves Demon to a suit that no card of the
    hand clears (Mountain clears the Floods, Cavern the Weather, Beastmaster the Beasts, Island a
    Flood or Flame): the search reads Demon's blanking before those moves, and finds the best of
    every choice."""
    rng = random.Random(46)
    demon = card_id("Demon", CARDS)
    clearers = named("Mountain, Cavern, Beastmaster, Island")
    for _ in range(10):
        core = [demon, BOOK_OF_CHANGES, rng.choice(CHOOSERS[:3]), *rng.sample(clearers, 2)]
        hand = lively_hand(rng, core, 7)
        assert best(hand, table=TABLE)[0] == every_hoard_choice_total(hand), [NAMES[c] for c in hand]


def test_a_card_nothing_may_blank_scores_less_than_nothing() -> None:
    """Genie's -50 and 10 per other player is what it scores where no penalty may blank it (no
    card BLANKS, no Demon): the bound reads it so, and the search finds the best of every choice,
    Genie blanked by Blizzard beside it or not."""
    hand = tuple(named("Genie, Blizzard, Book of Changes, Castle, Lightning, Unicorn, Judge"))
    total, choices = best(hand, table=TABLE)
    assert total == every_hoard_choice_total(hand) == 74
    assert (choices.book_target, choices.book_suit) == (card_id("Genie", CARDS), FLOOD)   # Blizzard blanks it
    rng = random.Random(47)
    genie = card_id("Genie", CARDS)
    for blizzard in ((), (card_id("Blizzard", CARDS),)):
        for _ in range(5):
            core = [genie, *blizzard, *rng.sample(CHOOSERS, 2)]
            rest = [c for c in AROUND if c not in (*core, *BLANKING)]
            hand = (*core, *rng.sample(rest, 7 - len(core)))
            assert best(hand, table=TABLE)[0] == every_hoard_choice_total(hand), [NAMES[c] for c in hand]


def test_the_best_cards_kept_are_those_of_the_first_best_subset() -> None:
    """A hand of more cards than the table keeps is scored by its best subset, the first one in
    order where several tie: the search reads the subsets in another order, each only for a total
    that would be kept, and finds the same total, choices and cards as reading them in order."""
    rng = random.Random(48)
    extra = named("Leprechaun, Genie, Necromancer")
    table = Table(CARDS, 4, 0, 9)
    tied = tuple(named("Genie, Leprechaun, Mirage, Unicorn, Swamp, Garden, Lich, Beastmaster, Shapeshifter, "
                       "Cavern"))
    hands = [tied]                  # two subsets score 136, the first in order read second
    for _ in range(12):
        drawn = rng.sample(extra, rng.choice((2, 3)))
        hand = (*drawn, *rng.sample([*CHOOSERS, ISLAND, ANGEL], 2))
        hands.append((*hand, *rng.sample([c for c in BLANKING + AROUND if c not in hand + tuple(extra)], 6)))
    for hand in hands:
        found = None
        for kept in combinations(hand, 9):
            total, choices = best(kept, table=table)
            if found is None or total > found[0]:
                found = (total, choices, kept)
        assert best_kept(hand, None, table) == found, [NAMES[c] for c in hand]


def test_the_search_above_a_floor_finds_the_same_choices_or_none() -> None:
    """`best_above` gives the total and choices of `best` where the total is above the floor,
    and None where it is not."""
    rng = random.Random(49)
    for _ in range(30):
        hand = lively_hand(rng, rng.sample(CHOOSERS, 3), 8)
        total, choices = best(hand, table=TABLE)
        assert best_above(hand, total - 1, None, TABLE) == (total, choices)
        assert best_above(hand, total, None, TABLE) is None
        assert best_above(hand, NOTHING, None, TABLE) == (total, choices)


def test_copies_of_one_kind_score_alike_where_world_tree_adds_nothing() -> None:
    """Two choices of Mirage or Shapeshifter of one kind (the suit every text but World Tree's
    reads alike, the name where a text names it) score the same under every Book of Changes move
    but where World Tree's bonus counts: the search reads only the first of them where a clash
    keeps that bonus out, and where no copy may be one Demon blanks alone (not read here)."""
    rng = random.Random(50)
    tree, demon = card_id("World Tree", CARDS), card_id("Demon", CARDS)
    alike = 0
    for _ in range(16):
        hand = lively_hand(rng, [tree, *CHOOSERS[1:]], 8)
        if demon in hand:
            continue
        mask = sum(1 << c for c in hand)
        kind = alike_without(hand, mask, TREES)
        by_kind: dict[tuple[int, ...], list[Choices]] = {}
        seen_by = mentions(hand)
        for m in copy_options(MIRAGE_CH, mask, seen_by, CARDS):
            for s in copy_options(SHAPESHIFTER_CH, mask, seen_by, CARDS):
                key = (*kind(MIRAGE_CH, m), *kind(SHAPESHIFTER_CH, s))
                by_kind.setdefault(key, []).append(Choices(-1, m, s))
        for same in by_kind.values():
            first = same[0]
            for other in same[1:2]:
                alike += 1
                for bt in (-1, *(c for c in hand if c != BOOK_OF_CHANGES)):
                    for bs in (rng.choice(HOARD_SUITS),) if bt >= 0 else (-1,):
                        scored = []
                        for ch in (first, other):
                            detail: list[tuple[int, int, int, bool, bool]] = []
                            moved = ch._replace(book_target=bt, book_suit=bs)
                            total = evaluate(hand, mask, moved, detail, TABLE)
                            bonus = next((b for card, b, _, out, _ in detail if card == tree and not out), 0)
                            scored.append((total, bonus))
                        assert scored[0][0] == scored[1][0] or scored[0][1] or scored[1][1], (
                            [NAMES[c] for c in hand], first, other, bt, bs)
    assert alike > 20


def test_the_start_read_with_island_and_angel_is_a_total_and_changes_no_choice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With the Book of Changes, the search starts from the best total with no move less one
    (`wild.unmoved_best`); with Island or Angel in the hand that best is read under their choices
    too, for the choice of the copies that scores most of each Doppelganger's: a total some choice
    reaches, so the search finds the same total and choices as from the lower start (and from
    the best total's choices with no move, Island clearing Great Flood, it starts at the top)."""
    rng = random.Random(51)
    island, angel = card_id("Island", CARDS), card_id("Angel", CARDS)
    hands = [tuple(named("Doppelganger, Mirage, Shapeshifter, Island, Book of Changes, Wildfire, World Tree, "
                         "Great Flood, Warship"))]
    for _ in range(20):
        hands.append(lively_hand(rng, [BOOK_OF_CHANGES, rng.choice((island, angel)),
                                       *rng.sample(CHOOSERS[:3], 2)], 8))
    for hand in hands:
        found = best(hand, table=TABLE)
        with monkeypatch.context() as lower:
            lower.setattr(wild, "KEEPERS", 0)
            assert best(hand, table=TABLE) == found, [NAMES[c] for c in hand]
