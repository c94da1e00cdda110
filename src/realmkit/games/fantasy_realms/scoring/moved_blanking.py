"""Step 4 after a Book of Changes move beside Demon, read before step 3 (`aim`) for the search's
bound (see bounds.py): "Demon blanks before all other blanking", then the penalties that BLANK.
A move changes the suit of one card only, so what each penalty that blanks does to the other
cards is what it did before the move (penalties.BLANKS read each card by its own suit and name,
and the word Army of their penalty, which only Rangers and Warship take away); the CLEARS
of the hand and the Undead kept beside Lich or the new Necromancer are read after the move."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import (
    DEMON,
    DOPPELGANGER,
    ISLAND,
    OUTSIDER,
    PHOENIXES,
    WARSHIP,
)
from realmkit.games.fantasy_realms.scoring.before_book import blanks_at
from realmkit.games.fantasy_realms.scoring.bounds import Most
from realmkit.games.fantasy_realms.scoring.effects import Effect
from realmkit.games.fantasy_realms.scoring.hand import Context
from realmkit.games.fantasy_realms.scoring.plan import TREES, Plan
from realmkit.games.fantasy_realms.scoring.step4 import penalties_blank
from realmkit.games.fantasy_realms.scoring.steps import (
    ALL_RANGERS,
    ANGEL_BIT,
    CLEARERS,
    DEMONS,
    UNDEAD_KEEPERS,
    Aimed,
    clear,
    guard,
)

UNREAD = ANGEL_BIT | 1 << ISLAND | PHOENIXES | ALL_RANGERS | 1 << WARSHIP
"""The cards beside which the reading is not made: Angel and Island (a choice, which the search
reads after `aim`), the Phoenixes (none blanks them; a blanked Phoenix (Promo) keeps its suits),
Rangers and Warship (they take the word Army from penalties)."""


class MovedBlanking:
    """Of a choice of the wild cards beside Demon and none of `UNREAD`: the cards held in each suit
    before the move and those alone in theirs (no Phoenix: each card is of one suit), the
    targets before the move of each penalty that blanks left (`aimed` before it), those
    penalties in the order `aim` reads them, the cards that bear Demon's penalty (Demon, the
    Doppelganger that copies it) and the "BLANKED unless" cards."""

    __slots__ = ("bearers", "before", "blanks", "held", "lone", "penalized", "unless")

    def __init__(self, h: Context, aimed: Aimed, plan: Plan, copied_penalty: int) -> None:
        mask = h.hand
        self.held = held = [cards & mask for cards in h.suit_cards]
        lone = 0
        for cards in held:
            if cards and not cards & (cards - 1):
                lone |= cards
        self.lone = lone
        self.before = dict(aimed[2])
        self.penalized = plan.penalized
        self.blanks: list[tuple[int, Effect]] = [(bit, blanks) for bit, blanks, _ in plan.blanking
                                                 if blanks is not None]
        self.unless = sum(bit for bit, blanks, _ in plan.blanking if blanks is None)
        self.bearers = DEMONS & mask & ~(1 << DOPPELGANGER if copied_penalty != DEMON else 0)

    @staticmethod
    def applies(mask: int) -> bool:
        """Whether the hand `mask` holds none of `UNREAD`."""
        return not mask & UNREAD

    def cut(self, h: Context, card: int, current: int, suit: int, most: Most, bonus: int,
            best: int) -> bool:
        """Whether the hand cannot score more than `best` once `card` (0: none) moved from
        `current` to `suit`, `h` with the suits after the move, `most` its most without World
        Tree's `bonus`: the cards Demon blanks and those the penalties that blank which Demon
        leaves blank (`step4.penalties_blank`) score nothing, and World Tree's bonus is out of
        reach where every World Tree is among them, or two cards that nothing may blank share a
        suit. A card moved blanks as its penalty reads the hand after the move (so does a
        penalty left only after the move), and is blanked where each other penalty would blank
        it in `suit` (unless Demon blanks it, where no World Tree asks which cards may be)."""
        mask = h.hand
        penalized = self.penalized
        if mask & CLEARERS:
            penalized &= ~clear(h)
        immune = guard(h)[1] if mask & UNDEAD_KEEPERS else 0
        demoned = 0
        if penalized & self.bearers:            # Demon's cards: only the two suits of the move change
            demoned = self.lone
            if card:
                held = self.held
                left, joined = held[current] & ~card, held[suit] | card
                demoned &= ~held[current] & ~held[suit]
                if left and not left & (left - 1):
                    demoned |= left
                if not joined & (joined - 1):
                    demoned |= joined
            demoned &= ~h.suit_cards[OUTSIDER] & ~immune
        reach = demoned | self.unless
        dead = 0 if bonus else demoned          # where no World Tree asks which cards may be blanked
        live = []
        for bit, blanks in self.blanks:
            if not penalized & bit or dead & bit:
                continue                        # cleared, or blanked by Demon
            targets = self.before.get(bit, -1) if bit != card else -1
            if targets < 0:
                targets = blanks(h, bit) & ~immune
            elif card:
                targets &= ~card
                if not (immune | dead) & card and blanks_at(h, h.suit_cards, blanks, bit, 0, card, suit):
                    targets |= card
            reach |= targets
            if not demoned & bit:
                live.append((bit, targets))
        blanked = penalties_blank(live) | demoned if live else demoned
        left = most.without(blanked, 0)
        if left > best:
            return False
        trees = mask & TREES
        if not bonus or left + bonus <= best or trees & blanked == trees:
            return True
        fixed = mask & ~reach
        for cards in h.suit_cards:
            cards &= fixed
            if cards & (cards - 1):
                return True
        return False
