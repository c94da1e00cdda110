"""Demon in the best-choice search: "For every non-Outsider card: If that card is the only card you
have in that suit, then that card is BLANKED. This takes place before any other BLANKING." A Book
of Changes move takes one card from one suit to another, so it changes which cards are alone only
in those two suits: the cards Demon surely blanks after a move are read before it, for the
search's bound (see bounds.py); and a Mirage or Shapeshifter alone in a suit leaves no trace."""

from __future__ import annotations

from collections.abc import Iterable

from realmkit.games.fantasy_realms.components.cards import (
    BEAST,
    BEASTMASTER,
    CAVERN,
    DEMON,
    DOPPELGANGER,
    FLAME,
    FLOOD,
    ISLAND,
    MOUNTAIN,
    OUTSIDER,
    PHOENIXES,
    PROTECTION_RUNE,
    SUIT,
    UNDEAD,
    WEATHER,
    WILD,
    bits,
)
from realmkit.games.fantasy_realms.scoring.before_book import blanks_at
from realmkit.games.fantasy_realms.scoring.bounds import Most, threatened
from realmkit.games.fantasy_realms.scoring.effects import Effect
from realmkit.games.fantasy_realms.scoring.hand import Context
from realmkit.games.fantasy_realms.scoring.plan import Plan
from realmkit.games.fantasy_realms.scoring.steps import ANGEL_BIT, CLEARERS, UNDEAD_KEEPERS, Aimed, guard
from realmkit.games.fantasy_realms.scoring.wild import Wild


class DemonMoves:
    """Before the Book of Changes (`h` with the suits before it, `copied_penalty` the
    Doppelganger's): the cards alone in each suit and those Demon may not blank (Outsiders, the
    cards never blanked: Angel, the Undead kept; the Phoenix). Nothing is sure where Demon's
    penalty may be cleared: with Protection Rune, or where the only card that bears it moves to
    a suit that a card of the hand clears (Island, Mountain, Cavern, Beastmaster). Once the
    penalties have aimed before the move (`read_aimed`), beside Angel: the cards that blank, each
    with its penalty and targets before the move, where no card may clear a penalty nor keep a
    card from blanking but Angel (`kept_beats`)."""

    __slots__ = ("alone", "angel", "bearers", "blankers", "blanking", "clears", "hand", "held", "keepers",
                 "keeping", "lasting", "lone", "on", "single", "spared", "steady", "unless")

    def __init__(self, h: Context, copied_penalty: int) -> None:
        mask = h.hand
        self.bearers = mask & (1 << DEMON | (1 << DOPPELGANGER if copied_penalty == DEMON else 0))
        self.on = bool(self.bearers) and not mask >> PROTECTION_RUNE & 1
        self.steady = not mask & CLEARING
        self.clears = 0
        if not self.steady:
            for card, suits in CLEARED_SUITS:
                if mask >> card & 1:
                    self.clears |= suits
        self.held = held = [cards & mask for cards in h.suit_cards]
        self.single = single = [0] * len(held)
        alone = 0
        for suit, cards in enumerate(held):
            if cards and not cards & (cards - 1):
                single[suit] = cards
                alone |= cards
        self.alone = alone
        self.spared = guard(h)[1] | self.held[OUTSIDER]
        self.keepers = bool(mask & UNDEAD_KEEPERS)
        self.keeping = (OUTSIDER, UNDEAD) if self.keepers else (OUTSIDER,)
        self.angel = mask & ANGEL_BIT
        self.lone: dict[int, tuple[int, int]] = {}
        self.blanking: dict[int, tuple[Effect, int]] = {}
        self.hand, self.unless, self.blankers, self.lasting = mask, 0, 0, 0

    def read_aimed(self, aimed: Aimed | None, before: Aimed | None, plan: Plan | None) -> None:
        """What `aim` before the move tells: the cards no penalty may blank (`aimed`, for World
        Tree), and beside Angel the cards that blank (`before`, with `plan`)."""
        mask = self.hand
        self.lasting = mask & ~threatened(aimed) if aimed is not None else 0
        if self.angel and before is not None and plan is not None and not mask & ANGEL_UNSURE:
            blanks = {bit: blanks for bit, blanks, _ in plan.blanking if blanks is not None}
            self.blanking = {bit: (blanks[bit], targets) for bit, targets in before[2]}
            self.unless = sum(bit for bit, _ in before[3])
            self.blankers = sum(self.blanking)

    def beaten(self, by_suit: dict[int, Most], unmoved: Most, movable: int, best: int) -> bool:
        """Whether no Book of Changes move (nor none) may score more than `best` (`by_suit` the most
        of each suit moved to, `unmoved` that of no move), read before any move: a move takes one
        card from its suit to another, so the cards alone in every other suit stay alone but the
        one moved, which is blanked again where it goes alone; Angel may keep one more. Only
        where Demon's blanking is sure whatever moves (no card clears a penalty) and every card
        is of one suit (no Phoenix)."""
        if not self.on or not self.steady or self.hand & PHOENIXES:
            return False
        single, angel = self.single, self.angel
        lone = self.unmoved()
        if unmoved.without(lone, angel) > best:
            return False
        held, kept = self.held, self.keeping
        for suit, most in by_suit.items():
            if most.total <= best:
                continue
            dead = lone & ~single[suit]
            left = most.without(dead, angel)
            saved = dead & movable
            if saved and (held[suit] or suit in kept):  # the card moved there is not alone
                left += most.without(saved, 1) - most.without(saved, 0)
            if left > best:
                return False
        return True

    def applies(self, card: int, suit: int = -1) -> bool:
        """Whether Demon's blanking is sure once `card` moved (to `suit`, -1: to any suit): its
        penalty is cleared only where the card bearing it moves to a suit a card of the hand
        clears (`CLEARED_SUITS`)."""
        return self.on and (self.steady or bool(self.bearers & ~card)
                            or (suit >= 0 and not self.clears >> suit & 1))

    def unmoved(self) -> int:
        """The cards Demon surely blanks with no move."""
        return self.alone & ~self.spared

    def sure(self, card: int, current: int, suit: int) -> int:
        """The cards Demon surely blanks once `card` moved from `current` to `suit`: those alone in a
        suit after the move (a card alone in another suit too, the Phoenix, may be left out)."""
        left, lone = self._lone(card, current)
        dead = (left | lone & ~self.single[suit]) & ~self.spared
        kept = card & self.angel or suit == OUTSIDER or (suit == UNDEAD and self.keepers)
        if not self.held[suit] and not kept:
            dead |= card
        return dead

    def tree_out(self, card: int, dead: int, trees: int) -> bool:
        """Whether World Tree's bonus ("every non-BLANKED card is a different suit") is out of reach
        once `card` moved and Demon blanked `dead`: the World Tree of `trees` is blanked (no Angel
        to keep it), or two cards that no penalty may blank after Demon (`aimed` before the move,
        the card moved apart) share a suit."""
        if dead & trees and not self.angel:
            return True
        return self.shared(card, dead)

    def shared(self, card: int, dead: int) -> bool:
        """Whether two cards that no penalty may blank after Demon (`dead` blanked by Demon,
        `card` moved apart) share a suit: fewer blanked share more, so where it holds with every
        card Demon may blank once `card` left its suit (`_lone`), it holds wherever it goes."""
        lasting = self.lasting & ~dead & ~card
        for cards in self.held:
            cards &= lasting
            if cards & (cards - 1):
                return True
        return False

    def kept_beats(self, h: Context, most: Most, dead: int, card: int, suit: int, sm0: list[int],
                   bonus: int, trees: int, best: int) -> bool:
        """Whether the hand may score more than `best` once `card` (0: none) moved to `suit` (`sm0`
        the suits before the move) and Demon surely blanked `dead`, beside Angel, where no card
        may clear a penalty (see `blanking`). Whichever card Angel keeps, Demon's cards but that
        one are blanked, and so are the targets after the move of each card that blanks which
        Demon leaves and no such card blanks, or which Angel keeps (its penalty acts: nothing
        blanks it, nothing clears it), but the card kept. Keeping none, a card Demon leaves or
        one of `dead` that blanks none leaves those of keeping none blanked but that card (the
        one that scores most); keeping one of `dead` that blanks is read apart, where its most,
        with `dead` blanked but that card, is more than `best`. World Tree's `bonus` only where
        no World Tree of `trees` is blanked but the card kept, and no two cards surely left
        unblanked share a suit after the move: those neither blanked, nor a target of a card
        that blanks which Demon leaves, nor a "BLANKED unless" card."""
        values = most.values
        base = most.without(dead, 0)
        apart = [kept for kept in bits(dead & self.blankers) if base + values[kept] + (
            0 if dead & trees else bonus) > best]
        top = max((values[bit] for bit in bits(dead & ~self.blankers)), default=0)
        together = base + top + bonus > best
        if not apart and not together:
            return False
        after = []
        for bit, (blanks, targets) in self.blanking.items():
            if card and bit != card:
                targets &= ~card
                if blanks_at(h, sm0, blanks, bit, 0, card, suit):
                    targets |= card
            after.append((bit, targets & ~self.angel))
        if together and self._kept_beats(most, after, dead, 0, card, suit, bonus, trees, best):
            return True
        return any(self._kept_beats(most, after, dead, kept, card, suit, bonus, trees, best)
                   for kept in apart)

    def _kept_beats(self, most: Most, after: list[tuple[int, int]], dead: int, kept: int, card: int,
                    suit: int, bonus: int, trees: int, best: int) -> bool:
        """Whether the most once Angel kept `kept` (see `kept_beats`; `after` the targets of each
        card that blanks after the move) is more than `best`; `kept` 0: the most of keeping none,
        or any card but one of `dead` that blanks."""
        left = dead & ~kept
        hit = 0
        for bit, targets in after:
            if not bit & left:
                hit |= targets & ~kept
        blanked = left
        for bit, targets in after:
            if bit == kept or not bit & (left | hit):
                blanked |= targets
        blanked &= ~kept
        total = most.without(blanked, 0)
        tree = trees & blanked
        if not kept:
            values = most.values
            top = max((values[bit] for bit in bits(blanked & ~(dead & self.blankers))), default=0)
            if total + top > best:
                return True
            if not tree:
                total += top
            elif not tree & (tree - 1):
                total += values[tree]           # the World Tree kept
                tree = 0
        elif total > best:
            return True
        return bool(bonus) and total + bonus > best and not tree and (
            not self._clash(self.hand & ~blanked & ~hit & ~self.unless, card, suit))

    def _clash(self, fixed: int, card: int, suit: int) -> bool:
        """Whether two cards of `fixed` share a suit once `card` (0: none) moved to `suit`."""
        if card & fixed and self.held[suit] & fixed & ~card:
            return True
        fixed &= ~card
        for cards in self.held:
            cards &= fixed
            if cards & (cards - 1):
                return True
        return False

    def targets(self, card: int, targets: tuple[int, ...]) -> tuple[int, ...]:
        """The suits of `targets` worth a move of `card` (Demon's blanking sure after it): a card
        moved alone to a suit is blanked first, whatever the suit, so of the empty suits (but
        Outsider, and Undead beside Lich or the new Necromancer) only the first is read; not for
        the Phoenix, which stays in its other suits, nor with Angel, which may keep the card."""
        if card & PHOENIXES or self.angel:
            return targets
        out = []
        empty = False
        for suit in targets:
            if suit >= 0 and not self.held[suit] and suit not in self.keeping:
                if empty:
                    continue
                empty = True
            out.append(suit)
        return tuple(out)

    def tree_lost(self, card: int, current: int) -> bool:
        """Whether World Tree's bonus is out of reach wherever `card` moves from `current`, Demon's
        blanking sure (see `shared`)."""
        left, lone = self._lone(card, current)
        return self.shared(card, (left | lone) & ~self.spared)

    def _lone(self, card: int, current: int) -> tuple[int, int]:
        """Once `card` left `current`: the card left alone there (0 if none) and the cards alone in
        the other suits, remembered by card."""
        found = self.lone.get(card)
        if found is None:
            lone = self.alone & ~self.single[current]
            if self.hand & PHOENIXES:           # alone in two suits: read suit by suit
                lone = 0
                for suit, cards in enumerate(self.single):
                    if suit != current:
                        lone |= cards
            left = self.held[current] & ~card
            found = self.lone[card] = (left if left and not left & (left - 1) else 0), lone
        return found


CLEARED_SUITS = ((ISLAND, 1 << FLOOD | 1 << FLAME), (MOUNTAIN, 1 << FLOOD), (CAVERN, 1 << WEATHER),
                 (BEASTMASTER, 1 << BEAST))
"""The cards that may clear the penalty of a card moved to a suit, with those suits (a bitmask)."""
CLEARING = sum(1 << card for card, _ in CLEARED_SUITS)
ANGEL_UNSURE = CLEARERS | 1 << ISLAND | PHOENIXES | UNDEAD_KEEPERS
"""Beside Angel, the cards that leave `DemonMoves.kept_beats` unread: they may clear a penalty, or keep
a card from blanking."""
UNSURE = 1 << PROTECTION_RUNE
"""Protection Rune clears Demon's penalty."""
Vanish = tuple[tuple[int, int, int], ...]
"""Of a choice of the wild cards: (card bit, suit, index of its reference choice) of each Mirage or
Shapeshifter alone in its suit (see `vanishing`)."""
EVERY_SUIT = None
"""`vanishing`'s reading: every move is read."""


def vanishing(wild: list[Wild], options: tuple[list[int], list[int], list[int]], cards: tuple[int, int, int],
              names: int, counted: int) -> tuple[list[Vanish], list[tuple[int, ...] | None]]:
    """Mirage and Shapeshifter (strength 0, no text) alone in a suit are blanked by Demon before
    anything else reads the hand: they leave no trace, whatever suit they are alone in. For each
    choice of the wild cards (`wild`, in the order of `options`, the choices of `cards`:
    Doppelganger, Mirage, Shapeshifter), each such card with its suit and the first choice that
    differs from this one only in that card, alone in another suit (its reference); and the suits
    the search reads the Book of Changes' moves to (EVERY_SUIT: all). A move that neither moves
    the card nor puts a card in its suit scores as the same move in the reference, or as the move
    to the card's suit where it goes to the reference's suit (the card moved is alone in both):
    once the references are read, only the moves to the card's suit are, none with two such
    cards, every move where the card's name matters (`names`: its moves are read) or where the
    card that bears Demon's penalty may lose it where it goes (Island, Mountain, Cavern,
    Beastmaster). Beside Angel, which may keep the card, only in suits no text counts (`counted`)
    and under names no text reads: kept alone there, it scores nothing and changes no other
    card's score, whatever suit it is in (no card blanks it, World Tree sees it alone in its suit,
    its strength stays 0). Not with Protection Rune (it clears Demon's
    penalty); not in the suits where Demon blanks nothing: Outsider, and Undead beside Lich or the
    new Necromancer."""
    sizes = [len(o) for o in options]
    found_all: list[Vanish] = []
    reads: list[tuple[int, ...] | None] = []
    for index, (d, m, s, h, _) in enumerate(wild):
        mask = h.hand
        found: list[tuple[int, int, int]] = []
        if (mask >> DEMON & 1 or d == DEMON) and not mask & UNSURE:
            sm = h.suit_cards
            kept = (OUTSIDER, UNDEAD) if mask & UNDEAD_KEEPERS else (OUTSIDER,)
            unread, unnamed = (~counted, ~names) if mask & ANGEL_BIT else (-1, -1)
            for slot, choice in ((1, m), (2, s)):
                bit = 1 << cards[slot]
                suit = SUIT[choice] if choice >= 0 else WILD
                if not mask & bit or sm[suit] & mask & ~bit or suit in kept or not unread >> suit & 1 or (
                        choice >= 0 and not unnamed >> choice & 1):
                    continue
                for k, other in enumerate(options[slot]):
                    there = SUIT[other] if other >= 0 else WILD
                    if there not in kept and not sm[there] & mask & ~bit and unread >> there & 1 and (
                            other < 0 or unnamed >> other & 1):
                        if other != choice:
                            step = sizes[2] if slot == 1 else 1
                            found.append((bit, suit, index + (k - options[slot].index(choice)) * step))
                        break
        found_all.append(tuple(found))
        named = any(names >> choice & 1 for bit, choice in ((1 << cards[1], m), (1 << cards[2], s))
                    if any(bit == entry[0] for entry in found))
        steady = not mask & CLEARING or (mask >> DEMON & 1 and d == DEMON)
        if not found or named or not steady:
            reads.append(EVERY_SUIT)
        else:
            reads.append((found[0][1],) if len(found) == 1 else ())
    return found_all, reads


def references_first(order: Iterable[int], vanish: list[Vanish]) -> list[int]:
    """The choices of the wild cards in `order`, each after its references (see `vanishing`)."""
    if not vanish:
        return list(order)
    out: list[int] = []
    placed: set[int] = set()

    def place(index: int) -> None:
        if index not in placed:
            placed.add(index)
            for _, _, reference in vanish[index]:
                place(reference)
            out.append(index)

    for index in order:
        place(index)
    return out


def only_alone(alone: Vanish, card: int, targets: tuple[int, ...]) -> tuple[int, ...]:
    """The suits of `targets` the search reads a move of `card` to, with the cards `alone` (see
    `vanishing`): a card alone (but the one moved) leaves only the move to its suit, two leave
    none."""
    wanted = -1
    for bit, suit, _ in alone:
        if bit != card:
            if wanted >= 0:
                return ()
            wanted = suit
    if wanted < 0:
        return targets
    return (wanted,) if wanted in targets else ()


class AfterDemon:
    """The totals met in a search by what Demon leaves unblanked (`met`: by `key`, the best total
    read before (`limit`), the most found above it with its Island and Angel choices, or NOTHING):
    a card Demon blanks leaves no trace (its CLEARS, which act even from a blanked card, depend
    only on the hand), so two choices that leave the same cards unblanked, in the same suits, of
    the same names and strengths, score the same. Not with Angel, which may keep a card Demon
    blanks, nor with a Phoenix (it may be alone in one of its suits and not in another); false
    then."""

    __slots__ = ("met", "on")

    def __init__(self, mask: int) -> None:
        self.on = not mask & (ANGEL_BIT | PHOENIXES)
        self.met: dict[tuple[object, ...], tuple[int, int, int, int]] = {}

    def __bool__(self) -> bool:
        return self.on

    @staticmethod
    def key(h: Context, dead: int, copied_penalty: int) -> tuple[object, ...]:
        """What the score reads once Demon blanked `dead`: the cards left in each suit, the names
        of the copies left, the Doppelganger's strength and penalty if it is left, the card the
        Book of Changes changed if it is left."""
        active = h.hand & ~dead
        copies = tuple((bit, name) for bit, name in h.copies if bit & active)
        dopp = (h.strength[DOPPELGANGER], copied_penalty) if active >> DOPPELGANGER & 1 else ()
        return tuple(cards & active for cards in h.suit_cards), copies, dopp, h.changed & active
