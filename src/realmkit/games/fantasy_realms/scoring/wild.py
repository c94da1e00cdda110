"""The choices of the wild cards (Doppelganger, Mirage, Shapeshifter) as the best-choice search
reads them before the Book of Changes: each prepared once, the best total without a move (the
search's start), the most of each under every suit the Book of Changes may give a card
(`book_most`), the clashes World Tree meets, and a tally of how often a bound cuts."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from realmkit.games.fantasy_realms.components.cards import (
    COLLECTOR,
    FLAME,
    FLOOD,
    ISLAND,
    NUM_IDS,
    SUIT,
    SUITS,
    ids,
)
from realmkit.games.fantasy_realms.scoring.book_moves import alike_suits, suits_holding
from realmkit.games.fantasy_realms.scoring.bounds import (
    BLIND,
    TREES,
    WARSHIP_BIT,
    Most,
    bonus_most,
    clashes,
    threatened,
    unblank,
)
from realmkit.games.fantasy_realms.scoring.copies import NAME_READERS
from realmkit.games.fantasy_realms.scoring.effects import Effect, collector, collector_with_one_more
from realmkit.games.fantasy_realms.scoring.hand import Choices, Context, Table, prepare
from realmkit.games.fantasy_realms.scoring.hoard_bonuses import BONUS
from realmkit.games.fantasy_realms.scoring.mentions import GROUPS, NAMED, Mentions
from realmkit.games.fantasy_realms.scoring.plan import Plan, plan_of
from realmkit.games.fantasy_realms.scoring.steps import ANGEL_BIT, NOTHING, Aimed, aim, total_with


class Tally:
    """How often a bound the search may skip has cut: where a move's bound is otherwise free (a
    Book of Changes move without World Tree: the bound read before the move), the bonuses read
    without the cards surely blanked are read only while they cut one move in four or more (a
    bound cuts or not, and the best found is the same either way)."""

    __slots__ = ("cuts", "tries")

    def __init__(self) -> None:
        self.tries = self.cuts = 0

    def worth(self) -> bool:
        """Whether to read the bound this time (always, the first 16 times)."""
        return self.tries < 16 or 4 * self.cuts >= self.tries

    def cut(self, cut: bool) -> bool:
        """Counts a reading and whether it cut."""
        self.tries += 1
        self.cuts += cut
        return cut


def aim_before(h: Context, plan: Plan, copied_penalty: int, sm0: list[int],
                found: tuple[Aimed, int] | None = None) -> Aimed:
    """`aim` of the hand before the Book of Changes, or the one `found` earlier with the cards
    whose penalty it left without the word Army."""
    h.suit_cards, h.changed = sm0, 0
    h.active = h.names_present = h.hand
    if found is not None:
        h.no_army = found[1]
        return found[0]
    h.no_army = 0
    return aim(h, plan, copied_penalty)


def clashes_before(h: Context, plan: Plan, aimed0: Aimed, copied_penalty: int) -> tuple[tuple[int, ...], int]:
    """Before the Book of Changes: the clashes of cards never blanked (see `bounds.clashes`) and
    the cards whose move may leave none (`_resolvable`; with Warship, also every card that
    blanks, see `bounds.moved`)."""
    clash = clashes(h, plan, aimed0, copied_penalty)
    if not clash:
        return clash, 0
    movers = _resolvable(clash)
    if h.hand & WARSHIP_BIT:
        movers |= sum(bit for bit, blanks, _ in plan.blanking if blanks is not None)
    return clash, movers


def _resolvable(clash: tuple[int, ...]) -> int:
    """The cards whose move by the Book of Changes leaves no clash: one of the two cards of the
    only clash (see `bounds.clashes`); none when there are more."""
    return clash[0] if len(clash) == 1 and clash[0].bit_count() == 2 else 0


Wild = tuple[int, int, int, Context, Plan]
"""A choice of the wild cards (Doppelganger, Mirage, Shapeshifter), its context prepared (steps 1
and 2, no Book of Changes move) and its plan."""


def prepared(mask: int, choices: Iterable[tuple[int, int, int]], table: Table) -> list[Wild]:
    """Each choice of the wild cards with its context and plan, made once for the search."""
    wild = []
    for d, m, s in choices:
        h = Context(mask, table)
        h.suit_cards, h.strength, h.name, h.copies, h.copied, _ = prepare(Choices(d, m, s), mask)
        wild.append((d, m, s, h, plan_of(mask, d)))
    return wild


def unmoved_best(wild: list[Wild], aimed: list[tuple[Aimed, int] | None],
                 bounds: list[dict[int, Most] | None], alike: Sequence[tuple[object, ...]] = ()) -> int:
    """The best total of the choices of the wild cards `wild` with no Book of Changes move, nor
    Island or Angel: a total some choice reaches. The search looks only for totals above the
    one below it, and so finds the choices that reach the best total first, as if it had
    started from nothing, but cuts more while it has not found them (the bound of a choice
    is at least its total). A choice whose most, by its `bounds` (any of them, the least), is no
    more than the best found is not read, nor one whose cards left unblanked cannot score more;
    not with World Tree, whose bonus, which those bounds leave out, would keep nearly every
    choice above. Keeps the `aim` before the Book of Changes of each choice read in `aimed`,
    with the cards whose penalty it left without the word Army. A choice that `alike` marks
    (see demon_moves.vanishing) scores as an earlier one and is not read. With Island or Angel
    in the hand, the choice that scores most of each Doppelganger's choice is read again under
    each choice of Island and Angel (`kept_best`): their best is a total too, often the best."""
    found = NOTHING
    scored: list[tuple[int, int, tuple[Aimed, int]]] = []
    for i, (d, _, _, h, plan) in enumerate(wild):
        if alike and alike[i]:
            continue
        by_suit = bounds[i]
        cap = None
        if by_suit is not None and found > NOTHING and not plan.tree:
            least = min(by_suit.values(), key=lambda most: most.total)
            if least.total <= found:
                continue
            cap = least.values, least.total, 0, found
        aimed0 = aim(h, plan, d)
        kept = aimed[i] = aimed0, h.no_army
        total = total_with(h, plan, aimed0, -1, -1, d, cap=cap)
        scored.append((total, i, kept))
        if total > found:
            found = total
    if wild and wild[0][3].hand & KEEPERS:
        top: dict[int, tuple[int, int, tuple[Aimed, int]]] = {}
        for entry in scored:
            d = wild[entry[1]][0]
            if d not in top or entry[0] > top[d][0]:
                top[d] = entry
        for _, i, kept in top.values():
            found = max(found, kept_best(wild[i], kept))
    return found


KEEPERS = 1 << ISLAND | ANGEL_BIT
"""Island (clears a Flood or Flame) and Angel (keeps a card from being BLANKED), the choices
`kept_best` reads."""


def kept_best(choice: Wild, found: tuple[Aimed, int]) -> int:
    """The best total of a choice of the wild cards with no Book of Changes move, under every
    choice of Island (a Flood or Flame whose penalty is left) and Angel (a card some blanking
    could reach), `found` its `aim` with the cards whose penalty it left without the word Army."""
    d, _, _, h, plan = choice
    aimed0, h.no_army = found
    sm, mask = h.suit_cards, h.hand
    isles = (sm[FLOOD] | sm[FLAME]) & aimed0[0] if mask >> ISLAND & 1 else 0
    angels = threatened(aimed0) & ~ANGEL_BIT if mask & ANGEL_BIT else 0
    best = NOTHING
    for isle in (-1, *ids(isles)):
        for angel in (-1, *ids(angels)):
            best = max(best, total_with(h, plan, aimed0, isle, angel, d))
    return best


def book_bound(h: Context, plan: Plan, mask: int, movable: int, signature: tuple[int, ...],
               by_content: int, suits: tuple[int, ...], made: Made | None = None) -> dict[int, Most]:
    """The most of a choice of the wild cards under each Book of Changes target suit of `suits`
    (see `book_most`)."""
    h.no_army = h.zeroed = 0
    occupied = suits_holding(h.suit_cards, mask) & by_content if by_content else 0
    return book_most(h, plan, movable, suits, alike_suits(signature, occupied, suits), made)


def book_bounds(wild: list[Wild], reads: Sequence[tuple[int, ...] | None], mask: int, movable: int,
                seen_by: Mentions, suits: tuple[int, ...]) -> list[dict[int, Most]]:
    """`book_bound` of each choice of the wild cards `wild` under the suits it reads (`reads`, by
    choice, see demon_moves.vanishing: None every suit of `suits`, () none and an empty bound),
    each suit read once for the choices that differ only in what Mirage or Shapeshifter copies where
    every bonus reads it alike: a name that no bonus of the hand names (see mentions.NAMED;
    nor, with Collector, a card held bears), in a suit in the same groups of each bonus's text
    (`READ_BY_SUIT`; with Collector, the same suit)."""
    told = mask if mask & NAME_READERS else 0
    readers = []
    for card in ids(mask):
        told |= NAMED[card][0]
        if BONUS[card] is not None and not BLIND >> card & 1 and card not in TREES:
            readers.append(READ_BY_SUIT[card])
    placed = [(suit,) if mask >> COLLECTOR & 1 else tuple(keys[suit] for keys in readers)
              for suit in range(len(SUITS))]    # a tuple: never a card copied
    known: dict[tuple[object, ...], dict[int, Most]] = {}
    made: Made = {}
    out: list[dict[int, Most]] = []
    for i, (d, m, s, h, plan) in enumerate(wild):
        read = reads[i] if reads else None
        if read == ():
            out.append({})
            continue
        read = suits if read is None else read
        found = known.setdefault((d, *(copied if copied < 0 or told >> copied & 1 else placed[SUIT[copied]]
                                       for copied in (m, s))), {})
        missing = tuple(suit for suit in read if suit not in found)
        if missing:
            found.update(book_bound(h, plan, mask, movable, seen_by.signature, seen_by.by_content, missing,
                                    made))
        else:
            h.no_army = h.zeroed = 0
            unblank(h, plan)                    # as `book_bound` leaves it
        out.append({suit: found[suit] for suit in read})
    return out


def best_first(bounds: list[dict[int, Most] | None]) -> list[int]:
    """The choices of the wild cards in the order the search reads them: the highest bound
    first, so that the best total is found early and the bound cuts more; the order of the
    choices otherwise (a tie of totals goes to the earlier choice, see `best`). With World Tree,
    whose bonus the bound leaves out, only beside Demon (measured: the hands of World Tree
    without Demon are read as fast or faster in their own order, those with Demon faster so)."""
    tops = [max(most.total for most in by_suit.values()) if by_suit else 0 for by_suit in bounds]
    return sorted(range(len(bounds)), key=lambda i: -tops[i])


def book_most(h: Context, plan: Plan, movable: int, suits: tuple[int, ...],
              alike: dict[int, int] | None = None, made: Made | None = None) -> dict[int, Most]:
    """The most of a prepared hand (before the Book of Changes) under every Book of Changes
    choice that moves one of `movable` to a suit, by suit of `suits`, as a `Most` without World
    Tree's bonus. The bonuses that read no suit (BLIND) are the same under every choice; the
    others are read as if one more card, of the highest strength of `movable`, were in that
    suit: a move adds a card to one suit and takes it from another, and counting more cards
    never lowers those bonuses (nor makes a card miss its own "with"); Collector's sets of the
    suits the card is not in are read once, each other bonus once for the suits in the same
    groups of its text (`READ_BY_SUIT`). A suit that the texts of the hand treat as an earlier
    one (`alike`, see book_moves.alike_suits), or whose bonuses read the same, shares its most
    (and what `Most.without` remembers), with the other choices read with the same `made`.
    Leaves `h` as `Most` does."""
    unblank(h, plan)
    st = h.strength
    total = plan.plain_most
    tree = -1
    steady = []
    readers: list[tuple[int, int, Effect, list[int] | None]] = []
    for i, bit, bonus, _ in plan.cards:
        value = st[i]
        if bonus is not None:
            if i in TREES:
                if tree < 0:
                    tree = i
                else:
                    value += TREES[i]
            elif BLIND >> i & 1:
                value += bonus_most(h, i, bit, bonus)
            else:
                readers.append((value, bit, bonus, None))
                continue
        if value < 0 and plan.blankable & bit:
            value = 0
        steady.append((bit, value))
        total += value
    if not readers:
        return dict.fromkeys(suits, Most.of(plan, steady, total))
    relaxed = _with_one_more(h, movable)
    sm = list(h.suit_cards)
    relaxed.suit_cards = sm
    phantom = 1 << PHANTOM
    readings: list[tuple[int, Effect, list[int] | None, tuple[int, ...], dict[int, int], int, int]] = [
        (bit, bonus, collector_with_one_more(relaxed, phantom) if bonus is collector else None,
         READ_BY_SUIT[bit.bit_length() - 1], {}, value, 0 if plan.blankable & bit else -(1 << 30))
        for value, bit, bonus, _ in readers]
    out: dict[int, Most] = {}
    if made is None:
        made = {}
    kind = (id(plan), tuple(steady))               # plans are kept while a search reads them
    for suit in suits:
        first = alike.get(suit, suit) if alike else suit
        if first != suit:
            out[suit] = out[first]
            continue
        sm[suit] |= phantom
        read = []
        for bit, bonus, by_suit, keys, known, value, floor in readings:
            if by_suit:
                more = by_suit[suit]
            else:
                more = known.get(keys[suit], NOTHING)
                if more == NOTHING:
                    more = known[keys[suit]] = bonus(relaxed, bit)
            read.append(max(value + more, floor))
        sm[suit] &= ~phantom
        values = tuple(read)
        most = made.get((kind, values))
        if most is None:
            others = steady + [(entry[1], value) for entry, value in zip(readers, values, strict=True)]
            most = made[(kind, values)] = Most.of(plan, others, total + sum(values))
        out[suit] = most
    return out


Made = dict[tuple[object, ...], Most]
"""The mosts read, by plan, the values of the cards whose bonus reads no suit, and of the others."""
READ_BY_SUIT = tuple(tuple(sum(1 << g for g, (_, suits) in enumerate(GROUPS[card]) if suits >> suit & 1)
                           for suit in range(len(SUITS))) for card in range(NUM_IDS))
"""By card, the groups of suits of its text (mentions.GROUPS) that each suit is in: a bonus reads
a card put in either of two suits of the same groups alike, and one more card in a suit of none
as one in no suit."""


PHANTOM = NUM_IDS
"""A card no hand holds, which `book_most` puts in the suit a card is moved to."""


def _with_one_more(h: Context, movable: int) -> Context:
    """`h` (every card unblanked) with PHANTOM, in no suit, of the highest strength among
    `movable` and a name of its own, and every card meeting its own "with"."""
    st = h.strength
    relaxed = Context(h.hand, h.table)
    relaxed.copies, relaxed.copied = h.copies, h.copied
    relaxed.penalized, relaxed.names_present = h.penalized, h.names_present
    relaxed.strength = [*st, max(0, *map(st.__getitem__, ids(movable)))]
    relaxed.name = [*h.name, PHANTOM]
    relaxed.active = h.hand | 1 << PHANTOM
    relaxed.changed = movable
    return relaxed
