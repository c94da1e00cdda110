"""The choices of the choice cards, searched when left open.

"Choices given are used as given; choices left open are chosen to give the highest total."
The search tries only choices that can change some card's bonus, penalty or blanking: a copy's
name matters only when a card of the hand names it, and of the suits that every text of the
hand treats alike (see mentions.py) one stands for all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import product

from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BOOK_OF_CHANGES,
    DEMON,
    DOPPELGANGER,
    FLAME,
    FLOOD,
    ISLAND,
    MIRAGE,
    MIRAGE_CH,
    MIRAGES,
    NAMES,
    PHOENIX,
    SHAPESHIFTER,
    SHAPESHIFTER_CH,
    SHAPESHIFTERS,
    SUIT,
    SUITS,
    WILD,
    ids,
)
from realmkit.games.fantasy_realms.scoring.before_book import Seen
from realmkit.games.fantasy_realms.scoring.book_moves import Group, book_options, shared, suit_changes
from realmkit.games.fantasy_realms.scoring.bounds import (
    Most,
    moved,
    surely_blanked,
    threatened,
    tree_bonus,
    unblank,
)
from realmkit.games.fantasy_realms.scoring.copies import (
    WILD_CARDS,
    alike_without,
    copy_options,
    doppelganger_options,
)
from realmkit.games.fantasy_realms.scoring.demon_moves import (
    AfterDemon,
    DemonMoves,
    only_alone,
    references_first,
    vanishing,
)
from realmkit.games.fantasy_realms.scoring.hand import BASE_TABLE, Choices, Table
from realmkit.games.fantasy_realms.scoring.mentions import mentions
from realmkit.games.fantasy_realms.scoring.move_groups import MoveGroups
from realmkit.games.fantasy_realms.scoring.moved_blanking import MovedBlanking
from realmkit.games.fantasy_realms.scoring.plan import TREES
from realmkit.games.fantasy_realms.scoring.steps import (
    DEMON_BIT,
    NOTHING,
    PHOENIX_PROMO_BIT,
    Aimed,
    Cap,
    Met,
    aim,
    evaluate,
    total_with,
)
from realmkit.games.fantasy_realms.scoring.tree_moves import (
    SureBlanking,
    island_cut,
    island_readings,
    island_targets,
)
from realmkit.games.fantasy_realms.scoring.wild import (
    Tally,
    aim_before,
    best_first,
    book_bounds,
    clashes_before,
    prepared,
    unmoved_best,
)

UNAIMED: Aimed = (0, 0, [], [], 0, 0)
"""What `aim` finds in a hand where no card has a penalty: nothing to clear, blank or keep."""
CHOICE_CARDS = WILD_CARDS | 1 << BOOK_OF_CHANGES | 1 << ISLAND | 1 << ANGEL
LEAN_CHOICES = 30
"""Up to this many choices of the wild cards and no Book of Changes nor Angel to choose, each
choice is scored at once: its bound (bounds.Most) costs more than the scoring it could spare."""
def best(hand: tuple[int, ...], given: dict[str, int] | None = None,
         table: Table = BASE_TABLE) -> tuple[int, Choices]:
    """The highest total of `hand` and its choices; `given` fixes some fields of Choices."""
    found = best_above(hand, NOTHING, given, table)
    if found is None:
        island = NAMES[(given or {})["island"]]
        raise ValueError(f"Island clears only a Flood or Flame; {island} cannot be one")
    return found


def best_above(hand: tuple[int, ...], floor: int, given: dict[str, int] | None = None,
               table: Table = BASE_TABLE, choice_most: Callable[[int, int, int], int] | None = None,
               ) -> tuple[int, Choices] | None:
    """`best` where its total is above `floor` (the same total and choices), else None: the
    search looks only for totals above `floor`, and not at a choice of the wild cards
    (Doppelganger, Mirage, Shapeshifter) whose `choice_most`, read before the search, is no more."""
    given = given or {}
    mask = sum(1 << c for c in hand)
    if not mask & CHOICE_CARDS:
        total = evaluate(hand, mask, Choices(), table=table)
        return (total, Choices()) if total > floor else None
    seen_by = mentions(hand)
    signature, names, by_content = seen_by.signature, seen_by.names, seen_by.by_content
    mirage_card = MIRAGE_CH if mask >> MIRAGE_CH & 1 else MIRAGE
    shape_card = SHAPESHIFTER_CH if mask >> SHAPESHIFTER_CH & 1 else SHAPESHIFTER
    dopp = _field(given, "doppelganger", mask >> DOPPELGANGER & 1,
                  lambda: doppelganger_options(hand, seen_by.mentioned))
    mirage = _field(given, "mirage", mask & MIRAGES,
                    lambda: copy_options(mirage_card, mask, seen_by, table.deck))
    shape = _field(given, "shapeshifter", mask & SHAPESHIFTERS,
                   lambda: copy_options(shape_card, mask, seen_by, table.deck))
    book_given = [(given["book_target"], given["book_suit"])] if "book_target" in given else None
    has_book = mask >> BOOK_OF_CHANGES & 1
    islands = [given["island"]] if "island" in given else None if mask >> ISLAND & 1 else [-1]
    angels = [given["angel"]] if "angel" in given else None if mask >> ANGEL & 1 else [-1]
    movable = mask & ~(1 << BOOK_OF_CHANGES | 1 << PHOENIX)
    wild_cards = (DOPPELGANGER, mirage_card, shape_card)
    best_total, best_choices = floor, None
    options: Iterable[tuple[int, int, int]] = product(dopp, mirage, shape)
    if choice_most is not None and not mask & DEMON_BIT:   # with Demon, `vanishing` counts every choice
        options = (choice for choice in options if choice_most(*choice) > floor)
    wild = prepared(mask, options, table)
    searched = has_book and book_given is None
    vanish, reads = vanishing(wild, (dopp, mirage, shape), wild_cards, names,
                              seen_by.counted) if searched else ([], [])
    bounds: list[dict[int, Most] | None] = [None] * len(wild)
    if searched:
        bounds[:] = book_bounds(wild, reads, mask, movable, seen_by, table.suits)
    tree = tree_bonus(mask)
    aimed_before: list[tuple[Aimed, int] | None] = [None] * len(wild)
    if has_book and not given:
        best_total = max(floor, unmoved_best(wild, aimed_before, bounds, vanish) - 1)
    books_by_suits: dict[tuple[int, ...], list[Group]] = {}
    memo: dict[tuple[int, bool, int], tuple[int, ...]] = {}
    seen: Seen = {}
    seen_isles: dict[int, Seen] = {}
    losing: dict[tuple[int, int], int] = {}
    tight = Tally()
    best_index = -1
    after_demon = AfterDemon(mask)
    kind = alike_without(hand, mask, TREES) if tree and searched and not any(vanish) else None
    first_of_kind: list[int] = []               # of each choice, the first of its kind (World Tree apart)
    if kind is not None:
        kinds: dict[tuple[int, ...], int] = {}
        first_of_kind = [kinds.setdefault((d, *kind(mirage_card, m), *kind(shape_card, s)), i)
                         for i, (d, m, s, _, _) in enumerate(wild)]
    lean = not has_book and angels is not None and len(wild) <= LEAN_CHOICES
    order = best_first(bounds) if not tree or mask & DEMON_BIT else range(len(wild))
    for i in references_first(order, vanish):
        if reads and reads[i] == ():
            continue                            # each move scores as one read in a reference choice
        d, m, s, h, plan = wild[i]
        met_kind = bool(first_of_kind) and first_of_kind[i] != i
        found = aimed_before[i]
        by_suit = bounds[i]
        limit = best_total - 1 if i < best_index else best_total    # an earlier choice wins a tie
        plain = {c for c, choice in ((mirage_card, m), (shape_card, s))
                 if choice >= 0 and not names >> choice & 1}
        suit_cards = h.suit_cards
        sm0 = suit_cards if isinstance(suit_cards, list) else list(suit_cards)
        h.no_army = h.zeroed = 0
        tree_most = tree if plan.tree else 0
        aimed0: Aimed | None = None
        clash: tuple[int, ...] = ()
        movers = 0
        if by_suit is not None:
            top = max(most.total for most in by_suit.values())
            if top + tree_most <= limit:
                continue                        # no Book of Changes choice can score more
            if tree_most and top <= limit:
                aimed0 = aim_before(h, plan, d, sm0, found)
                clash, movers = clashes_before(h, plan, aimed0, d)
                if clash and not movers:
                    continue                    # World Tree's bonus is out of reach, whatever moves
            unmoved = min(by_suit.values(), key=lambda most: most.total)
            demon = DemonMoves(h, d) if mask & DEMON_BIT or d == DEMON else None
            if demon is not None and demon.beaten(by_suit, unmoved, movable, limit - tree_most):
                continue                        # the cards Demon surely blanks, whatever moves
        else:
            demon = None
        suits = tuple(SUIT[c] if c >= 0 else WILD for c in (d, m, s))
        books = books_by_suits.get(suits)
        if books is None:
            books = books_by_suits[suits] = (
                suit_changes(book_given or [(-1, -1)], sm0) if book_given or not has_book
                else book_options(hand, mask, sm0, signature, by_content, table.suits,
                                  dict(zip(wild_cards, suits, strict=True)), memo))
        surely: SureBlanking | None = None
        isles: list[tuple[int, SureBlanking]] = []
        if has_book and (plan.tree or (by_suit is not None and plan.blanking)):
            if aimed0 is None:
                aimed0 = aim_before(h, plan, d, sm0, found)
                if plan.tree:
                    clash, movers = clashes_before(h, plan, aimed0, d)
            if by_suit is not None and plan.blanking:
                island = sm0[FLOOD] | sm0[FLAME] if mask >> ISLAND & 1 else 0
                surely = SureBlanking(h, aimed0, island, d, plan, seen, losing)
                isles = island_readings(h, aimed0, island, d, plan, seen_isles) if island else []
        if demon is not None:
            demon.read_aimed(aimed0 if tree_most else None, aimed0, plan)
        trees = mask & TREES
        moved_blanking: MovedBlanking | None = None     # made at the first move that reaches it
        moved_due = aimed0 if (
            demon is not None and aimed0 is not None and aimed0[2] and MovedBlanking.applies(mask)) else None
        quick = surely if surely is not None and surely.quick and by_suit is not None else None
        read_after = surely if surely and by_suit is not None else None
        lacking = quick is not None and bool(quick.lacking)
        angel_held = mask >> ANGEL & 1
        exact = not plan.penalized and islands in (None, [-1]) and angels in (None, [-1])
        if exact and tree_most:
            held = [(cards & mask).bit_count() for cards in sm0]
            crowded = sum(1 << suit for suit, count in enumerate(held) if count > 1)
        parting = movers if by_suit is not None and clash and top <= limit else -1
        groups = MoveGroups(h, plan, quick, aimed0, by_suit, d) if (
            quick is not None and aimed0 is not None and by_suit is not None) else None
        if groups is not None and all(
                groups.cut(h, sm0, 1 << bt if bt >= 0 else 0, 0 if clash and not (
                    bt >= 0 and movers >> bt & 1) else tree_most, limit)
                for bt, _, _ in books if not (bt in plain and book_given is None)):
            continue                            # no move of any card, nor none, can score more
        alone = vanish[i] if vanish else ()
        for bt, current, targets in books:
            card = 1 << bt if bt >= 0 else 0
            tree_card = 0 if clash and not card & movers else tree_most    # a clash it cannot part
            if met_kind and not tree_card:
                continue                        # scores as the first of its kind (a tie goes to it)
            demon_sure = demon is not None and demon.applies(card)
            if tree_card and demon is not None and demon_sure and bt >= 0 and demon.tree_lost(card, current):
                if met_kind:
                    continue                    # as above: World Tree's bonus is out of reach
                tree_card = 0
            dead = 0
            sure_here = False
            if alone and (bt < 0 or demon_sure):
                targets = only_alone(alone, card, targets)
                if not targets:
                    continue                    # each move scores as one read in a reference choice
            if demon is not None and demon_sure and bt >= 0:
                targets = demon.targets(card, targets)
            if parting >= 0 and not card & parting:
                continue                        # the most without World Tree's bonus, which a clash keeps out
            if bt >= 0 and ((bt in plain and book_given is None) or (
                    groups is not None and groups.cut(h, sm0, card, tree_card, limit))):
                continue                        # no move of that card can score more
            if isles and bt >= 0 and by_suit is not None:
                targets = island_targets(isles, h, sm0, card, targets, by_suit, tree_card, limit)
            staying = -1
            if quick is not None and not card & quick.blanking:
                staying = quick.staying(card)   # the same for every suit it goes to
                tree_staying = tree_card and quick.tree_before(tree_card, sm0, staying, card)
            for bs in targets:
                changed = 0 if current == bs else card
                if by_suit is not None:
                    bound = by_suit[bs] if changed else unmoved
                    below = groups.below_except(changed) + (
                        changed and groups.moved_below(h, sm0, card, bs)) if groups is not None else 0
                    if bound.total + tree_card + below <= limit:
                        continue                # World Tree's bonus apart where a clash keeps it out
                    sure_here = demon_sure or (demon is not None and demon.applies(card, bs))
                    if demon is not None and sure_here:
                        dead = demon.sure(card, current, bs) if changed else demon.unmoved()
                        lower = bound.without(dead, angel_held)
                        if lower + tree_card <= limit or (lower <= limit and tree_card and demon.tree_out(
                                card, dead, trees)):
                            continue            # the cards Demon surely blanks after the move
                        if demon.blanking and not demon.kept_beats(
                                h, bound, dead, changed, bs, sm0, tree_card, trees, limit):
                            continue            # the card Angel keeps from Demon blanks its targets
                    if quick is not None and staying >= 0 and changed == card:
                        sure = staying | quick.wanting_moved(
                            h, sm0, card, bs if changed else -1) if lacking else staying
                        if bound.without(sure, 0) + tree_staying <= limit:
                            continue            # cards surely blanked, the card moved blanking none
                        if bound.without(staying | card | (
                                quick.wanting_in(h, sm0, -1) if lacking else 0), 0) + (
                                tree_staying) <= limit and quick.blanked_at(h, sm0, card, bs):
                            continue            # the card moved, and those wanting it, blanked where it goes
                    elif quick is not None:
                        sure = quick.move_sure(h, sm0, bs if changed else -1, changed)
                        if sure < 0:
                            if bound.without(quick.moved_anywhere(changed), 0) + tree_card <= limit:
                                continue        # cards surely blanked wherever the card moved goes
                        elif quick.cut_moved(h, sm0, sure, changed, bs, bound, tree_card, limit):
                            continue            # cards surely blanked, step 4 after the move remembered
                if not changed:
                    sm = sm0
                else:
                    sm = sm0.copy()
                    sm[current] &= ~changed
                    sm[bs] |= changed
                if moved_due is not None and moved_blanking is None:
                    h.suit_cards = sm0
                    moved_blanking = MovedBlanking(h, moved_due, plan, d)
                h.suit_cards, h.changed = sm, changed
                if moved_blanking is not None and moved_blanking.cut(
                        h, changed, current, bs, bound, tree_card, limit):
                    continue                    # step 4 after the move, as far as it is sure
                key = after_demon.key(h, dead, d) if sure_here and after_demon else None
                if key is not None:
                    met_before = after_demon.met.get(key)
                    if met_before is not None:
                        before, total, isle, angel = met_before
                        if total > limit:
                            best_total = limit = total
                            best_choices, best_index = Choices(d, m, s, bt, bs, isle, angel), i
                        if total > before or before <= limit:
                            continue            # as scored with the same cards left by Demon
                if exact:                       # no card blanks nor is blanked: the total at once
                    if tree_most and by_suit is not None and bound.total + (
                            0 if shared(crowded, held, current, bs, changed) else tree_most) <= limit:
                        continue                # World Tree's bonus only where every suit holds one card
                    total = total_with(h, plan, UNAIMED, -1, -1, d)
                    if total > limit:
                        best_total = limit = total
                        best_choices, best_index = Choices(d, m, s, bt, bs, -1, -1), i
                    continue
                if isles and (not changed or bs not in (FLOOD, FLAME)) and island_cut(
                        isles, h, sm, bound, changed, bs, tree_card, limit):
                    continue                    # step 4 read exactly under each choice of Island
                if read_after is not None:
                    sure = read_after.sure(h, changed, bs)
                    tree_after = tree_card and read_after.tree_left(
                        tree_card, sm, sure, changed & ~read_after.blanking)
                    lower = bound.without(sure, angel_held)
                    if lower + tree_after <= limit:
                        continue                # cards surely blanked whatever else is chosen
                    if tree_after or read_after.taking:
                        unknown = changed & ~read_after.blanking
                        if unknown:
                            unknown &= ~read_after.unblanked(h, changed, bs)
                        if tree_after:
                            lower = max(lower, read_after.tree_total(
                                bound, tree_after, mask, sm, sure, unknown))
                        if lower <= limit or (read_after.taking and (
                                lower + read_after.taken(h, sure, unknown, d) <= limit)):
                            continue            # World Tree's most, the penalties that surely take points
                clearable = sm[FLOOD] | sm[FLAME]
                if read_after is not None and sure and not angel_held and (
                        tree_most or not changed or tight.worth()):
                    most = Most(h, plan, mask & ~(sure & ~PHOENIX_PROMO_BIT))  # a blanked one keeps its suits
                    if tight.cut(most.without(sure, 0) + tree_after <= limit or bool(
                            tree_most and not most.can_beat(
                                limit, clash, moved(h, plan, changed) if clash else 0))):
                        continue                # the bonuses read without the cards surely blanked
                elif changed and by_suit is not None and not tree_most:
                    most = by_suit[bs]          # more than the best found, as read above
                    unblank(h, plan)
                elif lean:
                    most = None                 # scored at once: cheaper than its bound
                    unblank(h, plan)
                else:
                    most = Most(h, plan)
                    if not most.can_beat(limit, clash, moved(h, plan, changed) if clash else 0):
                        continue                # cannot score more than the best found
                h.active = h.names_present = mask
                h.no_army = 0
                aimed = aim(h, plan, d)
                start, found_here = limit, (NOTHING, -1, -1)
                kept: list[int] = []
                cap: Cap | None = None
                if most is None:
                    kept = angels or [-1]       # Angel absent or given
                elif most.can_beat_aimed(h, aimed, clearable, d, limit):
                    kept = angels or most.angel_choices(
                        h, surely_blanked(h, aimed, clearable, d), threatened(aimed), limit)
                    cap = most.values, most.total, most.ceiling - most.total, limit
                if kept:
                    met: Met = {}
                    for isle in islands or [-1, *ids(clearable & aimed[0])]:    # penalties not yet cleared
                        if isle >= 0 and not clearable >> isle & 1:
                            continue
                        for angel in kept:
                            total = total_with(h, plan, aimed, isle, angel, d, met=met, cap=cap)
                            if total > limit:
                                best_total = limit = total
                                best_choices, best_index = Choices(d, m, s, bt, bs, isle, angel), i
                                found_here = total, isle, angel
                if key is not None:
                    after_demon.met[key] = (start, *found_here)
    return None if best_choices is None else (best_total, best_choices)


def _field(given: dict[str, int], key: str, present: int, options: Callable[[], list[int]]) -> list[int]:
    if key in given:
        return [given[key]]
    return options() if present else [-1]


def describe(ch: Choices) -> dict[str, object]:
    """The choices used, readable (only those in use)."""
    out: dict[str, object] = {}
    for key, card in (("Doppelganger", ch.doppelganger), ("Mirage", ch.mirage),
                      ("Shapeshifter", ch.shapeshifter), ("Island", ch.island), ("Angel", ch.angel)):
        if card >= 0:
            out[key] = NAMES[card]
    if ch.book_target >= 0:
        out["Book of Changes"] = {"target": NAMES[ch.book_target], "suit": SUITS[ch.book_suit]}
    return out
