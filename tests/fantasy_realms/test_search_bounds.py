"""The bound that lets the best-choice search skip choices (bounds.py) is never below a total it
skips: checked on random hands and choices against every Island and Angel choice, base and new
suits; and the search with it still finds the best of every choice on the hands it prunes most
(World Tree, Gem of Order, Demon with Angel)."""

from __future__ import annotations

import random
from itertools import product

import pytest
from test_choices import CHOOSERS, LIVELY, every_choice_total
from test_cursed_hoard_search import CARDS as HOARD_CARDS
from test_cursed_hoard_search import CHOOSERS as HOARD_CHOOSERS
from test_cursed_hoard_search import LIVELY as HOARD_LIVELY
from test_cursed_hoard_search import TABLE as HOARD_TABLE
from test_cursed_hoard_search import every_choice_total as every_hoard_choice_total

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BOOK_OF_CHANGES,
    COPY_SUITS,
    DOPPELGANGER,
    FLAME,
    FLOOD,
    GEM_OF_ORDER,
    ISLAND,
    JESTER,
    LAND,
    MIRAGES,
    NAMES,
    NUM_CARDS,
    PHOENIX,
    PRINTED_SUIT_MASK,
    SHAPESHIFTERS,
    STRENGTH,
    SUIT_MASK,
    UNDEAD,
    WEAPON,
    WEATHER,
    WIZARD,
    bits,
    card_id,
    ids,
)
from realmkit.games.fantasy_realms.scoring.book_moves import alike_suits, suits_holding
from realmkit.games.fantasy_realms.scoring.bounds import BLIND, RISING, Most, clashes, moved, tree_bonus
from realmkit.games.fantasy_realms.scoring.choices import best
from realmkit.games.fantasy_realms.scoring.copies import copy_options, doppelganger_options
from realmkit.games.fantasy_realms.scoring.effects import gem_of_order
from realmkit.games.fantasy_realms.scoring.hand import BASE_TABLE, Choices, Context, Table, prepare
from realmkit.games.fantasy_realms.scoring.hoard_bonuses import BONUS
from realmkit.games.fantasy_realms.scoring.mentions import mentions
from realmkit.games.fantasy_realms.scoring.penalties import (
    BLANKED_LACKING,
    BLANKED_UNLESS,
    BLANKED_WITH,
    PENALTY,
    PENALTY_UNLESS,
)
from realmkit.games.fantasy_realms.scoring.plan import Plan, plan_of
from realmkit.games.fantasy_realms.scoring.steps import NOTHING, PHOENIX_PROMO_BIT, aim, evaluate, total_with
from realmkit.games.fantasy_realms.scoring.tree_moves import SureBlanking
from realmkit.games.fantasy_realms.scoring.wild import book_bound, book_most, prepared, unmoved_best


def random_choices(hand: tuple[int, ...], table: Table, rng: random.Random) -> Choices:
    """Choices for the choice cards of `hand`, drawn among those the texts allow."""
    mask = sum(1 << c for c in hand)

    def copy(card: int) -> int:
        cards = [c for s in COPY_SUITS[card] for c in ids(PRINTED_SUIT_MASK[s] & table.deck)]
        return rng.choice([-1, *cards])

    wild = [c for c in hand if (1 << c) & (MIRAGES | SHAPESHIFTERS)]
    mirage = next((copy(c) for c in wild if (1 << c) & MIRAGES), -1)
    shape = next((copy(c) for c in wild if (1 << c) & SHAPESHIFTERS), -1)
    dopp = rng.choice([-1, *(c for c in hand if c != DOPPELGANGER)]) if mask >> DOPPELGANGER & 1 else -1
    book = (-1, -1)
    if mask >> BOOK_OF_CHANGES & 1 and rng.random() < 0.8:
        book = (rng.choice([c for c in hand if c != BOOK_OF_CHANGES]), rng.choice(table.suits))
    return Choices(dopp, mirage, shape, *book)


def check_bound(hand: tuple[int, ...], table: Table, ch: Choices) -> int:
    """Every total under `ch` and any Island and Angel choice is reached by the bound, by the
    one read before the Book of Changes, by that one less the cards surely blanked whatever
    the card moved (World Tree's bonus out where two cards surely not blanked share a suit),
    by the one of any move of that card, by the one of this move read before it (where the card
    moved may blank: the cards surely blanked wherever it goes; step 4 after it once remembered,
    with the cards blanked for want of a card, World Tree's bonus out where it lands beside a card
    surely not blanked), and (without Angel) by the bonuses read without the cards surely
    blanked; returns how many totals were checked."""
    mask = sum(1 << c for c in hand)
    plan = plan_of(mask, ch.doppelganger)
    h = Context(mask, table)
    sm0 = prepare(ch._replace(book_target=-1, book_suit=-1), mask)[0]
    h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(ch, mask)
    sm = h.suit_cards
    h.suit_cards, h.changed, h.no_army = sm0, 0, 0
    seen_by = mentions(hand)
    occupied = suits_holding(sm0, mask) & seen_by.by_content
    by_suit = book_most(h, plan, mask & ~(1 << BOOK_OF_CHANGES | 1 << PHOENIX), table.suits,
                        alike_suits(seen_by.signature, occupied, table.suits))
    unmoved = min(by_suit.values(), key=lambda most: most.total)
    before_book = (by_suit[ch.book_suit] if prepare(ch, mask)[5] else unmoved).total
    aimed0 = aim(h, plan, ch.doppelganger)
    clash = clashes(h, plan, aimed0, ch.doppelganger)
    island = sm0[FLOOD] | sm0[FLAME] if mask >> ISLAND & 1 else 0
    surely = SureBlanking(h, aimed0, island, ch.doppelganger, plan)
    moves = prepare(ch, mask)[5]
    any_move = surely.group_most(moves, by_suit) + surely.tree_before(
        tree_bonus(mask), sm0, surely.unmoved_chain(), moves)
    read_before = surely.move_sure(h, sm0, ch.book_suit if moves else -1, moves)
    this_move = None
    if read_before >= 0:
        this_move = (by_suit[ch.book_suit] if moves else unmoved).without(read_before, 0) + (
            surely.tree_before(tree_bonus(mask), sm0, read_before, moves))
    h.suit_cards, h.changed = sm, moves
    left_out = moved(h, plan, h.changed)
    sure = surely.sure(h, h.changed, ch.book_suit)
    anywhere = None
    if moves & surely.blanking and surely.quick:    # step 4 after the move now remembered
        anywhere = by_suit[ch.book_suit].without(surely.moved_anywhere(moves), 0) + tree_bonus(mask)
        after = h.suit_cards, h.changed, h.no_army, h.active
        read_before = surely.move_sure(h, sm0, ch.book_suit, moves)
        this_move = by_suit[ch.book_suit].without(read_before, 0) + surely.tree_moved(
            tree_bonus(mask), sm0, read_before, moves, ch.book_suit) if read_before >= 0 else None
        h.suit_cards, h.changed, h.no_army, h.active = after
    tree = 0 if surely.tree_blocked(sm, sure, h.changed & ~surely.blanking) else tree_bonus(mask)
    after_book = (by_suit[ch.book_suit] if h.changed else unmoved).without(sure, mask >> ANGEL & 1) + tree
    unknown = h.changed & ~surely.blanking
    if unknown:
        unknown &= ~surely.unblanked(h, h.changed, ch.book_suit)
    taken = surely.taken(h, sure, unknown, ch.doppelganger) if surely.taking else 0
    if taken:
        detail: list[tuple[int, int, int, bool, bool]] = []
        evaluate(hand, mask, ch, detail)
        assert sum(penalty for _, _, penalty, _, _ in detail) <= taken < 0, (hand, ch)
    moved_most = by_suit[ch.book_suit] if h.changed else unmoved
    with_taken = moved_most.without(sure, mask >> ANGEL & 1) + taken
    if tree:
        with_taken = max(with_taken, surely.tree_total(moved_most, tree, mask, sm, sure, unknown) + taken)
    left = None if mask >> ANGEL & 1 else Most(
        h, plan, mask & ~(sure & ~PHOENIX_PROMO_BIT)).without(sure, 0) + tree
    most = Most(h, plan)
    assert most.ceiling <= before_book + tree_bonus(mask), (hand, ch)
    h.active = h.names_present = mask
    h.no_army = 0
    aimed = aim(h, plan, ch.doppelganger)
    clearable = sm[FLOOD] | sm[FLAME]
    islands = [-1, *ids(clearable & mask & ~(1 << ISLAND))] if mask >> ISLAND & 1 else [-1]
    angels = [-1, *(c for c in hand if c != ANGEL)] if mask >> ANGEL & 1 else [-1]
    checked = 0
    highest = NOTHING
    for isle in islands:
        for angel in angels:
            total = total_with(h, plan, aimed, isle, angel, ch.doppelganger)
            assert total <= most.ceiling, (hand, ch, isle, angel)
            assert total <= after_book, (hand, ch, isle, angel)
            assert total <= with_taken, (hand, ch, isle, angel)
            assert left is None or total <= left, (hand, ch, isle, angel)
            if not mask & (1 << ANGEL) and surely.quick:
                assert not moves or total <= any_move, (hand, ch)
                assert this_move is None or total <= this_move, (hand, ch)
                assert anywhere is None or total <= anywhere, (hand, ch)
            assert most.can_beat(total - 1, clash, left_out), (hand, ch, isle, angel)
            assert most.can_beat_aimed(h, aimed, clearable, ch.doppelganger, total - 1), \
                (hand, ch, isle, angel)
            checked += 1
            highest = max(highest, total)
    if this_move is not None and moves & surely.blanking:
        assert not surely.cut_moved(h, sm0, read_before, moves, ch.book_suit, by_suit[ch.book_suit],
                                    tree_bonus(mask), highest - 1), (hand, ch)
    return checked


def test_the_bound_reaches_every_total_of_base_hands() -> None:
    """No card scores more than its strength and its bonus read with every card unblanked;
    blanked cards score nothing; World Tree's bonus needs one card of each suit."""
    rng = random.Random(21)
    checked = 0
    for _ in range(2000):
        count = rng.choice((1, 2, 3, 4))
        hand = (*rng.sample(CHOOSERS, count), *rng.sample(LIVELY, 7 - count))
        checked += check_bound(hand, BASE_TABLE, random_choices(hand, BASE_TABLE, rng))
    assert checked > 2000


def test_the_bound_reaches_every_total_with_the_new_suits() -> None:
    """Demon blanks before the rest and Angel protects one card: the cards surely blanked leave
    the bound but for the one Angel may protect."""
    rng = random.Random(22)
    lively = [*HOARD_LIVELY, *(card_id(n, HOARD_CARDS) for n in ("Angel", "Island"))]
    for _ in range(2000):
        count = rng.choice((1, 2, 3, 4))
        size = rng.choice((7, 8, 9))
        choosers = rng.sample(HOARD_CHOOSERS, count)
        hand = (*choosers, *rng.sample([c for c in lively if c not in choosers], size - count))
        check_bound(hand, HOARD_TABLE, random_choices(hand, HOARD_TABLE, rng))


def test_gem_of_order_never_scores_less_for_a_card_more_up_to_ten_cards() -> None:
    """The bound reads Gem of Order with every card unblanked in hands of up to ten cards: its
    runs there never lose from a card more (a run of seven and one of three, joined by an
    eleventh card, would)."""
    rng = random.Random(23)
    cards = ids(HOARD_CARDS)
    for _ in range(3000):
        hand = rng.sample(cards, rng.randint(3, 10))
        h = Context(sum(1 << c for c in hand))
        whole = gem_of_order(h, 0)
        for c in hand:
            h.active = h.hand & ~(1 << c)
            assert gem_of_order(h, 0) <= whole, [NAMES[c] for c in hand]
    by_strength = {STRENGTH[c]: c for c in cards}
    joined = Context(sum(1 << by_strength[s] for s in range(1, 12)))
    apart = Context(joined.hand & ~(1 << by_strength[8]))
    assert gem_of_order(apart, 0) == 160 > gem_of_order(joined, 0) == 150


def test_pruned_search_with_world_tree_and_blanking_cards() -> None:
    """World Tree's bonus counts only when blanking can leave one card of each suit."""
    rng = random.Random(24)
    tree = card_id("World Tree")
    blankers = [card_id(n) for n in ("Wildfire", "Great Flood", "Blizzard", "Basilisk", "Rainstorm")]
    for _ in range(20):
        wild = rng.choice([DOPPELGANGER, CHOOSERS[1], CHOOSERS[2]])
        rest = [c for c in LIVELY if c != tree and c not in blankers]
        hand = (BOOK_OF_CHANGES, wild, tree, rng.choice(blankers), *rng.sample(rest, 3))
        assert best(hand)[0] == every_choice_total(hand), hand


def test_the_bound_with_world_tree_reaches_every_total_of_its_book_moves() -> None:
    """Once the Book of Changes moved a card, the penalties that take points of the cards surely
    not blanked take at least what they read, and World Tree's bonus comes with at most one card
    of each suit, none with the card moved beside a card that stays (when no card left
    unblanked blanks it in its new suit)."""
    rng = random.Random(27)
    tree = card_id("World Tree")
    blankers = [card_id(n) for n in ("Wildfire", "Great Flood", "Blizzard", "Basilisk", "Rainstorm")]
    takers = [card_id(n) for n in ("Dragon", "Knights", "Swamp", "Hydra", "Warlock Lord", "King", "Queen")]
    rest = [c for c in LIVELY if c != tree and c not in blankers]
    for _ in range(600):
        wild = rng.sample([DOPPELGANGER, CHOOSERS[1], CHOOSERS[2]], rng.choice((1, 2)))
        hand = (BOOK_OF_CHANGES, *wild, tree, *rng.sample(blankers, rng.choice((1, 2))), rng.choice(takers))
        hand = (*hand, *rng.sample([c for c in rest if c not in hand], 7 - len(hand)))
        ch = random_choices(hand, BASE_TABLE, rng)
        if ch.book_target < 0:
            continue
        check_bound(hand, BASE_TABLE, ch)


def test_pruned_search_with_demon_angel_and_gem_of_order() -> None:
    """The new suits' hands the bound cuts most: Demon, Angel and Gem of Order."""
    rng = random.Random(25)
    demon, gem = card_id("Demon", HOARD_CARDS), GEM_OF_ORDER
    for _ in range(16):
        chooser = rng.choice([BOOK_OF_CHANGES, DOPPELGANGER])
        rest = [c for c in HOARD_LIVELY if c not in (demon, gem)]
        hand = (ANGEL, chooser, demon, gem, *rng.sample(rest, 4))
        assert best(hand, table=HOARD_TABLE)[0] == every_hoard_choice_total(hand), hand



def test_the_book_of_changes_may_part_two_cards_of_a_suit_for_world_tree() -> None:
    """Book of Changes and World Tree are both Artifacts and nothing blanks them: World Tree's
    bonus is out of reach but where the Book of Changes moves one of them (here World Tree,
    the last choice tried, after totals without the bonus)."""
    hand = tuple(card_id(n) for n in ("Book of Changes", "Basilisk", "Hydra", "World Tree"))
    total, choices = best(hand)
    assert total == every_choice_total(hand) == 90
    assert (choices.book_target, choices.book_suit) == (card_id("World Tree"), WIZARD)


def hand_around(rng: random.Random, card: int, cards: list[int]) -> list[int]:
    """A random hand of `card` and 2 to 8 others of `cards`."""
    return [card, *rng.sample([c for c in cards if c != card], rng.randint(2, 8))]


def test_the_bonuses_read_as_blind_to_suits_read_no_suit() -> None:
    """The bound over every Book of Changes choice takes the bonuses that read no suit as they
    are: each gives the same with the cards of the hand dealt into other suits."""
    rng = random.Random(26)
    cards = ids(HOARD_CARDS | 1 << JESTER)
    blind = [c for c in ids(BLIND) if c not in RISING]
    assert {GEM_OF_ORDER, JESTER, card_id("Whirlwind")} <= set(blind)
    assert not {card_id("Collector"), card_id("Forest"), card_id("Castle", HOARD_CARDS)} & set(blind)
    for _ in range(1000):
        card = rng.choice(blind)
        hand = hand_around(rng, card, cards)
        h = Context(sum(1 << c for c in hand), Table(HOARD_CARDS, 3, 0, 0))
        h.penalized = h.hand
        first = BONUS[card](h, 1 << card)
        dealt = [0] * len(h.suit_cards)
        for c in hand:
            dealt[rng.randrange(len(dealt))] |= 1 << c
        h.suit_cards = dealt
        assert BONUS[card](h, 1 << card) == first, [NAMES[c] for c in hand]


def test_blanked_with_some_card_stays_blanked_with_more() -> None:
    """The bound reads the part of a "BLANKED unless" text that blanks with some card (War
    Dirigible's Weather, Garden, Phoenix) with the cards never blanked: where it blanks with some
    cards unblanked it blanks with more, and the whole text blanks too."""
    rng = random.Random(27)
    cards = ids(HOARD_CARDS | 1 << PHOENIX)
    with_part = [c for c in cards if BLANKED_WITH[c] is not None]
    assert card_id("War Dirigible") in with_part and card_id("Smoke") not in with_part
    for _ in range(2000):
        card = rng.choice(with_part)
        hand = hand_around(rng, card, cards)
        h = Context(sum(1 << c for c in hand), Table(HOARD_CARDS))
        me = 1 << card
        few = sum(1 << c for c in hand if rng.random() < 0.4) | me
        h.active = few
        if not BLANKED_WITH[card](h, me):
            continue
        h.active = few | sum(1 << c for c in hand if rng.random() < 0.5)
        assert BLANKED_WITH[card](h, me) and BLANKED_UNLESS[card](h, me), [NAMES[c] for c in hand]


def test_blanked_for_want_of_a_card_stays_blanked_with_fewer() -> None:
    """The bound reads the part of a "BLANKED unless" text that blanks for want of a card
    (Smoke, Warship, War Dirigible's Army) without the cards surely blanked: where it blanks
    with some cards unblanked it blanks with fewer, and the whole text blanks too."""
    rng = random.Random(28)
    cards = ids(HOARD_CARDS)
    lacking = [c for c in cards if BLANKED_LACKING[c] is not None]
    assert {card_id("Smoke"), card_id("War Dirigible")} <= set(lacking)
    assert card_id("Garden", HOARD_CARDS) not in lacking
    for _ in range(2000):
        card = rng.choice(lacking)
        hand = hand_around(rng, card, cards)
        h = Context(sum(1 << c for c in hand), Table(HOARD_CARDS))
        me = 1 << card
        many = sum(1 << c for c in hand if rng.random() < 0.7) | me
        h.active = many
        if not BLANKED_LACKING[card](h, me):
            continue
        h.active = many & sum(1 << c for c in hand if rng.random() < 0.5) | me
        assert BLANKED_LACKING[card](h, me) and BLANKED_UNLESS[card](h, me), [NAMES[c] for c in hand]


def test_the_card_moved_may_give_a_blanked_unless_card_what_it_wants() -> None:
    """Basilisk blanks the Mirage made a Beast, but the Book of Changes may move it to a Flame
    for Smoke ("BLANKED unless with at least one Flame"): a card blanked before the move is not
    read as blanked after it."""
    hand = tuple(card_id(n) for n in (
        "Shapeshifter", "Mirage", "Book of Changes", "Whirlwind", "Forest", "Basilisk", "Smoke"))
    total, choices = best(hand)
    assert total == every_choice_total(hand) == 109
    assert (choices.book_target, choices.book_suit) == (card_id("Mirage"), FLAME)


BLANKING = [card_id(n) for n in ("Wildfire", "Great Flood", "Rainstorm", "Basilisk", "Blizzard")]
BESIDE = [card_id(n) for n in (
    "World Tree", "Collector", "War Dirigible", "Warship", "Smoke", "Mountain", "Cavern", "Beastmaster",
    "Island", "Rangers", "Dragon", "Knights", "Lightning", "Unicorn", "Hydra")]


def blanking_hand(rng: random.Random) -> tuple[int, ...]:
    """The Book of Changes, a wild card, two or three cards that blank (they may blank one
    another) and cards whose penalty or suit they meet: CLEARS by suit, "BLANKED unless", World
    Tree, names they spare."""
    wild = rng.choice([DOPPELGANGER, CHOOSERS[1], CHOOSERS[2]])
    blanking = rng.sample(BLANKING, rng.choice((2, 3)))
    return (BOOK_OF_CHANGES, wild, *blanking, *rng.sample(BESIDE, 7 - 2 - len(blanking)))


def test_the_bound_reaches_every_total_of_every_move_among_cards_that_blank_one_another() -> None:
    """Step 4 read before the penalties aim (a card that blanks is blanked by one that surely
    blanks; one whose blankers are all blanked blanks; a card moved is read again), World Tree
    kept out by two cards surely not blanked in a suit, and the bound of every move of a card:
    checked on every Book of Changes move of random choices of the wild card."""
    rng = random.Random(26)
    checked = 0
    for _ in range(40):
        hand = blanking_hand(rng)
        ch = random_choices(hand, BASE_TABLE, rng)
        for card in hand:
            for suit in BASE_TABLE.suits if card != BOOK_OF_CHANGES else ():
                checked += check_bound(hand, BASE_TABLE, ch._replace(book_target=card, book_suit=suit))
    assert checked > 2000


def test_pruned_search_among_cards_that_blank_one_another() -> None:
    """The hands the search found slowest: two or three cards that blank, with the Book of
    Changes and a wild card; the search still finds the best of every choice."""
    rng = random.Random(27)
    for _ in range(12):
        hand = blanking_hand(rng)
        assert best(hand)[0] == every_choice_total(hand), [NAMES[c] for c in hand]


def test_penalties_take_no_more_with_fewer_cards_or_with_more_if_unless() -> None:
    """The bound reads the penalties that count cards with the cards never blanked alone and the
    "unless with" ones with every card unblanked: checked on random hands and blankings."""
    rng = random.Random(28)
    cards = ids(HOARD_CARDS)
    for _ in range(3000):
        hand = rng.sample(cards, rng.randint(3, 10))
        h = Context(sum(1 << c for c in hand), HOARD_TABLE)
        fewer = sum(1 << c for c in hand if rng.random() < 0.5)
        for card in hand:
            penalty = PENALTY[card]
            if penalty is None:
                continue
            h.active = h.hand
            every = penalty(h, 1 << card)
            h.active = fewer | 1 << card
            some = penalty(h, 1 << card)
            assert (every >= some if penalty in PENALTY_UNLESS else some >= every), NAMES[card]


def test_step_4_after_a_move_remembered_across_wild_choices_is_read_alike(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Step 4 once a blanking card moved is remembered across the choices of the wild cards by
    the penalties before the move; with Warship the card moved may gain or lose the word Army in
    its new suit (Great Flood out of the Floods blanks the Armies again), so the Armies are
    remembered too; a card whose penalty was cleared before the move (Basilisk beside
    Beastmaster, Great Flood beside Mountain) is read anew: every remembered reading equals the
    reading made anew."""
    read = SureBlanking.moved_chain
    differ = []

    def checked(self: SureBlanking, h: Context, moved: int, suit: int) -> int:
        found = self.seen.get((moved, suit))
        if found is not None and found != self._moved_chain(h, moved):
            differ.append((moved, suit))
        return read(self, h, moved, suit)

    monkeypatch.setattr(SureBlanking, "moved_chain", checked)
    rng = random.Random(2)
    core = [card_id(n) for n in ("Book of Changes", "Warship", "Great Flood")]
    wild = [card_id(n) for n in ("Doppelganger", "Mirage", "Shapeshifter")]
    for _ in range(40):
        hand = core + rng.sample(wild, 2)
        hand += rng.sample([c for c in range(NUM_CARDS) if c not in hand], 7 - len(hand))
        best(tuple(hand))
    for names in ("Blizzard, Smoke, Beastmaster, Basilisk, Book of Changes, Shapeshifter, Mirage",
                  "Mountain, Great Flood, Rainstorm, Blizzard, Book of Changes, Mirage, Doppelganger"):
        best(tuple(card_id(n) for n in names.split(", ")))
    assert not differ


def test_pruned_search_with_penalties_that_take_points_and_no_world_tree() -> None:
    """Without World Tree too, a Book of Changes move is cut before the penalties aim when the
    penalties that surely take points (Dragon, Blizzard, Knights...) of the cards surely not
    blanked keep its most below the best found: the search still finds the best of every
    choice."""
    rng = random.Random(29)
    takers = [card_id(n) for n in ("Dragon", "Knights", "Swamp", "Hydra", "Warlock Lord", "Blizzard")]
    blanking = [c for c in BLANKING if c != card_id("Blizzard")]
    rest = [c for c in LIVELY if c not in (card_id("World Tree"), *BLANKING, *takers)]
    for _ in range(14):
        wild = rng.choice([DOPPELGANGER, CHOOSERS[1], CHOOSERS[2]])
        hand = (BOOK_OF_CHANGES, wild, *rng.sample(blanking, rng.choice((1, 2))), *rng.sample(takers, 2))
        hand = (*hand, *rng.sample(rest, 7 - len(hand)))
        assert best(hand)[0] == every_choice_total(hand), [NAMES[c] for c in hand]


def unmoved(hand: tuple[int, ...], rng: random.Random) -> tuple[int, Choices, Plan, Context]:
    """The hand's mask, a random choice of its wild cards with no Book of Changes move, its plan
    and the context that choice prepares."""
    mask = sum(1 << c for c in hand)
    ch = random_choices(hand, BASE_TABLE, rng)._replace(book_target=-1, book_suit=-1)
    plan = plan_of(mask, ch.doppelganger)
    h = Context(mask)
    h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(ch, mask)
    return mask, ch, plan, h


def test_the_bound_of_a_move_reads_the_suits_whose_bonuses_read_alike_once() -> None:
    """The most under each Book of Changes target suit is shared by the suits whose bonuses read
    the same (a Most for each outcome): each equals the most read for that suit alone."""
    rng = random.Random(30)
    readers = [card_id(n) for n in ("Collector", "King", "Queen", "Enchantress", "Rainstorm", "Princess")]
    rest = [c for c in LIVELY if c not in readers]
    shared = 0
    for _ in range(60):
        hand = (BOOK_OF_CHANGES, *rng.sample(readers, 2), *rng.sample(rest, 4))
        mask, _, plan, h = unmoved(hand, rng)
        movable = mask & ~(1 << BOOK_OF_CHANGES | 1 << PHOENIX)
        by_suit = book_most(h, plan, movable, BASE_TABLE.suits)
        shared += len(by_suit) - len({id(most) for most in by_suit.values()})
        for suit, most in by_suit.items():
            alone = book_most(h, plan, movable, (suit,))[suit]
            assert (most.total, most.values) == (alone.total, alone.values), ([NAMES[c] for c in hand], suit)
    assert shared > 100


def test_a_card_moved_among_the_undead_beside_lich_is_not_surely_blanked() -> None:
    """Once the Book of Changes moved a card, it is read as surely blanked where a card that step 4
    leaves unblanked blanks it in its new suit, but not where it is kept: Lich keeps the Undead
    from blanking, so the Necromancer made an Undead is not burnt by Wildfire."""
    hand = tuple(card_id(n, HOARD_CARDS) for n in (
        "Book of Changes", "Lich", "Wildfire", "Rainstorm", "Necromancer", "Cavern", "Dragon"))
    total, choices = best(hand, table=HOARD_TABLE)
    assert total == every_hoard_choice_total(hand) == 148
    assert choices.book_suit == UNDEAD


def test_a_blanking_card_moved_keeps_world_tree_out_only_where_it_is_not_blanked() -> None:
    """Read before the move, a card that blanks, moved beside a card surely not blanked, keeps
    World Tree's bonus out, unless step 4 after the move blanks it: Blizzard made a Land is burnt
    by Wildfire and is no second Land beside Mountain, but made a Weapon it is one beside the
    Sword of Keth."""
    names = ("World Tree", "Wildfire", "Blizzard", "Mountain", "Sword of Keth", "Unicorn")
    mask = sum(1 << card_id(n) for n in names)
    plan = plan_of(mask, -1)
    h = Context(mask)
    h.suit_cards = sm0 = list(SUIT_MASK)
    surely = SureBlanking(h, aim(h, plan), 0, -1, plan)
    blizzard = 1 << card_id("Blizzard")
    for suit, sure, bonus in ((LAND, blizzard, 50), (WEAPON, 0, 0)):
        sm = list(sm0)
        sm[WEATHER] &= ~blizzard
        sm[suit] |= blizzard
        h.suit_cards, h.changed = sm, blizzard
        assert surely.sure(h, blizzard, suit) == sure
        assert surely.move_sure(h, sm0, suit, blizzard) == sure
        assert surely.tree_moved(50, sm0, sure, blizzard, suit) == bonus


def test_the_cards_blanked_wherever_a_blanking_card_moves_are_blanked_where_it_goes() -> None:
    """Read before the move, the cards surely blanked wherever a card that blanks goes (its own
    blanking unknown, what it may blank as before the move, or anything with Warship or where its
    penalty was cleared) are among those step 4 blanks once it went to each suit: checked on
    every move of every card that blanks in random hands of cards that blank one another, and
    where Great Flood, its penalty cleared by Mountain, may burn Wildfire once it leaves the
    Floods."""
    rng = random.Random(31)
    cleared = tuple(card_id(n) for n in (
        "Book of Changes", "Mirage", "Great Flood", "Wildfire", "Mountain", "Hydra", "Sword of Keth"))
    checked = 0
    for hand in (cleared, *(blanking_hand(rng) for _ in range(150))):
        mask, ch, plan, h = unmoved(hand, rng)
        sm0 = h.suit_cards
        island = sm0[FLOOD] | sm0[FLAME] if mask >> ISLAND & 1 else 0
        surely = SureBlanking(h, aim(h, plan, ch.doppelganger), island, ch.doppelganger, plan)
        for card in bits(surely.blanking):
            anywhere = surely.moved_anywhere(card)
            for suit in BASE_TABLE.suits:
                if sm0[suit] & card:
                    continue
                sm = [cards & ~card for cards in sm0]
                sm[suit] |= card
                h.suit_cards, h.changed = sm, card
                assert not anywhere & ~surely.sure(h, card, suit), ([NAMES[c] for c in hand], suit)
                checked += 1
    assert checked > 1000


def test_a_card_moved_is_read_as_blanked_where_it_goes_alike_whatever_was_read_before() -> None:
    """Whether a card that blanks and stays unblanked blanks a card moved by the Book of Changes
    is remembered across hands by that card's suit and name and the penalty's word Army: every
    remembered reading equals the reading made after the move (wild cards copying names that
    texts spare, Rangers and Warship clearing the word Army)."""
    rng = random.Random(32)
    checked = 0
    for _ in range(300):
        hand = blanking_hand(rng)
        mask, ch, plan, h = unmoved(hand, rng)
        sm0 = h.suit_cards
        surely = SureBlanking(h, aim(h, plan, ch.doppelganger), 0, ch.doppelganger, plan)
        if not surely.exact or not surely.blankers:
            continue
        chain = surely.unmoved_chain()
        for card in bits(mask & ~surely.blanking & ~(1 << BOOK_OF_CHANGES)):
            for suit in BASE_TABLE.suits:
                sm = [cards & ~card for cards in sm0]
                sm[suit] |= card
                h.suit_cards, h.no_army = sm, surely.no_army
                blanks = surely.blanks
                blanked = any(not bit & chain and blanks[bit](h, bit) & card for bit, _ in surely.blankers)
                assert surely.blanked_at(h, sm0, card, suit) == (card if blanked else 0), hand
                checked += 1
    assert checked > 3000


def test_the_search_starts_from_the_best_total_without_a_book_of_changes_move() -> None:
    """The choices of the wild cards whose cards left unblanked cannot score more than the best
    found are not scored for the search's start, which is still the best of them all."""
    rng = random.Random(33)
    tree = card_id("World Tree")
    for _ in range(40):
        wild = rng.sample([DOPPELGANGER, CHOOSERS[1], CHOOSERS[2]], 2)
        hand = (BOOK_OF_CHANGES, *wild, *rng.sample([tree, *BLANKING, *BESIDE], 4))
        mask = sum(1 << c for c in hand)
        seen_by = mentions(hand)
        choices = list(product(*(
            doppelganger_options(hand, seen_by.mentioned) if card == DOPPELGANGER
            else copy_options(card, mask, seen_by) if card in wild else [-1]
            for card in (DOPPELGANGER, CHOOSERS[1], CHOOSERS[2]))))
        wilds = prepared(mask, choices, BASE_TABLE)
        movable = mask & ~(1 << BOOK_OF_CHANGES)
        bounds: list[dict[int, Most] | None] = [
            book_bound(h, plan, mask, movable, seen_by.signature, seen_by.by_content, BASE_TABLE.suits)
            for _, _, _, h, plan in wilds]
        start = unmoved_best(wilds, [None] * len(wilds), bounds)
        assert start == max(evaluate(hand, mask, Choices(*ch)) for ch in choices), [NAMES[c] for c in hand]
