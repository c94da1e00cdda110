"""World Tree ("+50 if every non-BLANKED card is a different suit") read across the Book of
Changes' moves: two cards surely not blanked in one suit keep its bonus out, whichever card
moves but one of them; with the sure blanking before the move (`before_book`, `unless_moves`),
the reading the search uses (`SureBlanking`), and one such reading for each choice of Island
(`island_readings`), read for one move (`island_cut`) or every move of a card at once
(`island_targets`)."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import ids
from realmkit.games.fantasy_realms.scoring.before_book import Seen
from realmkit.games.fantasy_realms.scoring.bounds import Most
from realmkit.games.fantasy_realms.scoring.hand import Context
from realmkit.games.fantasy_realms.scoring.plan import Plan
from realmkit.games.fantasy_realms.scoring.steps import Aimed
from realmkit.games.fantasy_realms.scoring.unless_moves import UnlessMoves


class SureBlanking(UnlessMoves):
    """The cards surely blanked before and after each move (`BeforeBook`, `UnlessMoves`), and
    World Tree's bonus read with them."""

    __slots__ = ()

    def tree_before(self, bonus: int, sm0: list[int], sure: int, card: int) -> int:
        """World Tree's `bonus`, or 0 where `tree_blocked` once `card` (0: none) moved, read
        before the move (`sm0`, `sure` as `move_sure` gives it). Where `card` blanks none, the
        cards surely not blanked are those of step 4 before the move but that card: two of them
        in a suit keep the bonus out unless the card moved is one of only two (found once)."""
        if not bonus or card & self.blanking:
            return self.tree_left(bonus, sm0, sure, card)
        if self.unblocking == -2:
            self.unblocking = -1
            if self.exact:
                fixed = self._surely_unblanked(self.unmoved_chain(), 0)
                clashes = [cards for cards in (cards & fixed for cards in sm0) if cards & (cards - 1)]
                if clashes:
                    self.unblocking = clashes[0] if len(clashes) == 1 and clashes[0].bit_count() == 2 else 0
        return bonus if self.unblocking < 0 or card & self.unblocking else 0

    def cut_moved(self, h: Context, sm0: list[int], sure: int, card: int, suit: int, most: Most,
                  bonus: int, best: int) -> bool:
        """Whether the move of `card`, which may blank, to `suit` cannot score more than `best`, read
        before the move with `sure` as `move_sure` gives it: the move's `most` without the cards
        of `sure`, and where that is not enough, without those blanked for want of a card too,
        with the cards it leaves unblanked and one more card in `suit` (not those step 4 before
        the move blanks: its move may unblank the card they want, Great Flood made a Beast beside
        Beastmaster blanks no Army); World Tree's `bonus` as `tree_moved` reads it."""
        left = most.without(sure, 0)
        tree = -1
        if left <= best:
            tree = self.tree_moved(bonus, sm0, sure, card, suit) if bonus else 0
            if left + tree <= best:
                return True
        if not self.lacking:
            return False
        left = most.without(sure | self._lacking_one_more(h, sm0, suit, sure) & ~card, 0)
        if left > best:
            return False
        if tree < 0:
            tree = self.tree_moved(bonus, sm0, sure, card, suit) if bonus else 0
        return left + tree <= best

    def tree_moved(self, bonus: int, sm0: list[int], sure: int, card: int, suit: int) -> int:
        """`tree_before` of a move of `card`, which may blank, to `suit`, read before the move with
        `sure` as `move_sure` gives it (step 4 after the move): where the card moved is surely
        not blanked, a card surely not blanked in `suit` keeps World Tree's bonus out too (the
        clashes of the others, before the move, remembered by the cards surely not blanked)."""
        if not bonus or not self.exact:
            return bonus
        fixed = self._surely_unblanked(sure, 0)
        if card & fixed and sm0[suit] & fixed & ~card:
            return 0
        fixed &= ~card
        clash = self.clashing.get(fixed)
        if clash is None:
            clash = self.clashing[fixed] = _clashing(sm0, fixed)
        return 0 if clash else bonus

    def sure_anywhere(self, card: int) -> int:
        """The cards surely blanked wherever the Book of Changes moves `card`: `moved_anywhere` where it
        may blank, else `staying`."""
        return self.moved_anywhere(card) if card & self.blanking else self.staying(card)

    def exposed(self, card: int, reach: int) -> int:
        """The cards some card may blank wherever the Book of Changes moves `card`, `card` apart, where
        step 4 is read exactly: where it blanks none, those step 4 before the move blanks (see
        `tree_before`); where it may blank, the targets of every other card that blanks and
        `reach`, the cards its penalty may blank wherever it goes (the others keep their suits)."""
        if not card & self.blanking:
            return self.unmoved_chain()
        for bit, targets in self.blankers:
            if bit != card:
                reach |= targets
        return reach

    def clash_apart(self, sm0: list[int], card: int, exposed: int) -> bool:
        """Whether World Tree's bonus is out of reach wherever the Book of Changes moves `card` (`sm0`
        the suits before the move), where step 4 is read exactly: two cards share a suit that are
        neither "BLANKED unless" cards nor among `exposed` (those some card may blank), `card`
        apart."""
        return self.exact and _clashing(sm0, self._surely_unblanked(exposed, card))

    def tree_left(self, bonus: int, sm: list[int], sure: int, unknown: int) -> int:
        """World Tree's `bonus`, or 0 where `tree_blocked`."""
        return 0 if not bonus or self.tree_blocked(sm, sure, unknown) else bonus

    def tree_total(self, most: Most, bonus: int, hand: int, sm: list[int], sure: int, unknown: int) -> int:
        """The most `hand` scores with World Tree's `bonus` once the Book of Changes moved (`sm`
        the suits after the move, `sure` as `sure` gives it), by `most` (see `Most.with_tree`): of
        each suit at most one card left unblanked, the one surely not blanked where step 4 is
        read exactly (see `tree_blocked`); the cards surely blanked score nothing but with
        Angel, which may keep any one."""
        fixed = hand & ~sure & ~self.conditional & ~unknown if self.exact else 0
        return most.with_tree(bonus, sm, hand, fixed, 0 if self.angel else sure)

    def tree_blocked(self, sm: list[int], sure: int, unknown: int) -> bool:
        """Whether World Tree's bonus is out of reach with the suits `sm` and the cards `sure`
        surely blanked: where step 4 is read exactly (no Island, no Angel), every card but the
        "BLANKED unless" ones and `unknown` (the card moved, where it does not blank, or where
        `sm` are the suits before the move) is surely blanked or surely not, and two cards
        surely not blanked in one suit keep the bonus out."""
        return self.exact and _clashing(sm, self._surely_unblanked(sure, unknown))


def _clashing(sm: list[int], fixed: int) -> bool:
    """Whether two cards of `fixed` share a suit of `sm`."""
    for cards in sm:
        cards &= fixed
        if cards & (cards - 1):
            return True
    return False


def island_readings(h: Context, aimed: Aimed, clearable: int, copied_penalty: int, plan: Plan,
                    seen: dict[int, Seen]) -> list[tuple[int, SureBlanking]]:
    """Island ("CLEARS the Penalty on any one Flood or Flame") before the Book of Changes (`h` with
    the suits before it, `clearable` its Floods and Flames): for each choice of Island, none (0)
    or a card of `clearable` whose penalty is left, that card with an exact reading
    (`SureBlanking` where no card may be cleared by Island), its penalty cleared as
    `steps.total_with` clears it; none where a reading is not exact (Angel, the Phoenix (Promo),
    Demon). Step 4 after a move is remembered in `seen` by Island's choice."""
    penalized, cleared, blankers, conditional, demoned, kept = aimed
    readings = []
    for isle in (0, *(1 << card for card in ids(clearable & penalized))):
        cleared_by: Aimed = (penalized & ~isle, cleared | isle, [e for e in blankers if e[0] != isle],
                             [e for e in conditional if e[0] != isle], demoned, kept)
        reading = SureBlanking(h, cleared_by, 0, copied_penalty, plan, seen.setdefault(isle, {}))
        if not reading.exact:
            return []
        readings.append((isle, reading))
    return readings


def island_cut(readings: list[tuple[int, SureBlanking]], h: Context, sm: list[int], most: Most, card: int,
               suit: int, bonus: int, best: int) -> bool:
    """Whether a move of `card` (0: none; `h` with the suits `sm` after the move) to `suit`, no Flood nor
    Flame, cannot score more than `best` whatever Island clears: its choices after the move are
    none and the Floods and Flames before it but `card` (`island_readings`), and under each
    step 4 is read exactly (the card moved read after the move, `sure`), the cards it surely
    blanks taken from `most`, World Tree's `bonus` only where no two cards surely not blanked
    share a suit, and at most `tree_total`."""
    for isle, reading in readings:
        if isle & card:
            continue                            # no longer a Flood or Flame
        sure = reading.sure(h, card, suit)
        unknown = card & ~reading.blanking
        tree = bonus and reading.tree_left(bonus, sm, sure, unknown)
        lower = most.without(sure, 0)
        if lower + tree <= best:
            continue
        if tree:
            if unknown:
                unknown &= ~reading.unblanked(h, card, suit)
            if max(lower, reading.tree_total(most, tree, h.hand, sm, sure, unknown)) <= best:
                continue
        return False
    return True


def island_targets(readings: list[tuple[int, SureBlanking]], h: Context, sm0: list[int], card: int,
                   targets: tuple[int, ...], by_suit: dict[int, Most], bonus: int,
                   best: int) -> tuple[int, ...]:
    """The suits of `targets` where a move of `card` may score more than `best` (`island_cut` of
    every move of the card at once), read before the moves (`sm0`; `by_suit` the most of each).
    Under each choice of Island but `card`, the cards surely blanked wherever it goes
    (`sure_anywhere`) are taken from the most, and World Tree's `bonus` is out of reach where two
    cards share a suit that no card may blank wherever it goes (`clash_apart`). Island may clear
    `card` itself where it goes to a Flood or Flame: that changes no other card's blanking where
    it blanks none, and where it blanks, `moved_anywhere` reads its penalty as unsure and `reach`
    holds every card it may blank, so the choice of none reads that choice too."""
    left = [(suit, by_suit[suit]) for suit in targets if by_suit[suit].total + bonus > best]
    kept: set[int] = set()
    reach = _reach_anywhere(h, sm0, readings[0][1], card) if card & readings[0][1].blanking else 0
    for isle, reading in readings:
        if len(kept) == len(left):
            break
        if not isle & card:
            kept |= _above(left, reading, sm0, card, reach, bonus, best)
    return tuple(suit for suit, _ in left if suit in kept)


def _above(moves: list[tuple[int, Most]], reading: SureBlanking, sm0: list[int], card: int, reach: int,
           bonus: int, best: int) -> set[int]:
    """The suits of `moves` (each with its most) where a move of `card` may score more than `best`
    under one choice of Island (`reading`): the most without the cards surely blanked wherever
    the card goes (`sure_anywhere`), World Tree's `bonus` unless two cards that none may blank
    share a suit (`exposed`: `reach` the cards the card moved may blank); each read once, when
    first needed."""
    found: set[int] = set()
    tree_out = -1
    if max(most.total for _, most in moves) <= best:    # World Tree's bonus alone may lift a move above it
        tree_out = reading.clash_apart(sm0, card, reading.exposed(card, reach))
        if tree_out:
            return found
    sure = reading.sure_anywhere(card)
    for suit, most in moves:
        lower = most.without(sure, 0)
        if lower + bonus <= best:
            continue
        if lower <= best:
            if tree_out < 0:
                tree_out = reading.clash_apart(sm0, card, reading.exposed(card, reach))
            if tree_out:
                continue
        found.add(suit)
    return found


def _reach_anywhere(h: Context, sm0: list[int], reading: SureBlanking, card: int) -> int:
    """The cards but `card` its penalty may blank wherever the Book of Changes moves it: whom a
    penalty blanks depends on the suit and name of the card blanked and on whether the penalty
    lost the word Army (see before_book.blanks_at), which only takes targets away: the others'
    as before the move, with the word Army."""
    saved = h.suit_cards, h.no_army
    h.suit_cards, h.no_army = sm0, 0
    reach = reading.blanks[card](h, card)
    h.suit_cards, h.no_army = saved
    return reach & ~card
