"""The cards surely blanked whatever card the Book of Changes moves, found once per choice of the
wild cards (before the book) for the search's bound (see bounds.py): a move changes the suit of
one card only, so what held of the others before it holds after it."""

from __future__ import annotations

from realmkit.games.fantasy_realms.bounds import moves_keep_blanking, settled, threatened
from realmkit.games.fantasy_realms.cards import bits
from realmkit.games.fantasy_realms.effects import Effect
from realmkit.games.fantasy_realms.penalties import BLANKED_LACKING, BLANKED_WITH
from realmkit.games.fantasy_realms.plan import Plan
from realmkit.games.fantasy_realms.scoring import ANGEL_BIT, PHOENIX_PROMO_BIT, Aimed, Context


class SureBlanking:
    """Before the Book of Changes (`h` with the suits before it, the penalties aimed): the
    blanking penalties and their targets (`blankers`), read after each move as step 4 settles
    them (`chain`); the "BLANKED unless" cards that Island may not clear whose text blanks them
    with the cards never blanked alone, each with the cards whose move would leave too few (with
    more cards, still); and those whose text blanks them for want of a card, read after each
    move with the cards not surely blanked (with fewer, still; not with Angel, which may keep
    the card wanted). None with Demon or Warship (`bounds.moves_keep_blanking`)."""

    __slots__ = ("angel", "bits", "blankers", "dormant", "found", "island", "lacking", "no_army",
                 "with_cards")

    def __init__(self, h: Context, aimed: Aimed, island: int, copied_penalty: int, plan: Plan) -> None:
        mask = h.hand
        self.island, self.angel = island, mask & ANGEL_BIT
        self.blankers: list[tuple[int, int]] = []
        self.found: dict[int, int] = {}
        self.bits = self.dormant = 0
        self.with_cards: list[tuple[int, int]] = []
        self.lacking: list[tuple[int, Effect]] = []
        self.no_army = h.no_army
        if not moves_keep_blanking(mask, copied_penalty):
            return
        self.blankers = aimed[2]
        for bit, _ in self.blankers:
            self.bits |= bit
        self.dormant = sum(bit for bit, blanks, _ in plan.blanking if blanks is not None) & ~aimed[0]
        if not aimed[3]:
            return
        fixed = mask & ~threatened(aimed)
        for bit, _ in aimed[3]:
            if (island | aimed[5]) & bit:
                continue
            card = bit.bit_length() - 1
            with_card, lacking = BLANKED_WITH[card], BLANKED_LACKING[card]
            if with_card is not None:
                h.active = fixed
                if with_card(h, bit):
                    breakers = 0
                    for other in bits(fixed):
                        h.active = fixed & ~other
                        if not with_card(h, bit):
                            breakers |= other
                    self.with_cards.append((bit, breakers))
            if lacking is not None and not self.angel:
                self.lacking.append((bit, lacking))
        h.active = mask

    def __bool__(self) -> bool:
        return bool(self.blankers or self.with_cards or self.lacking)

    def chain(self, moved: int) -> int:
        """Step 4 as far as it is sure once the Book of Changes moved the card `moved` (0: none)
        (see `bounds.settled`): whom a penalty blanks changes only for the card moved, and only
        its own penalty may blank or not by its suit (cleared before the move, it may blank any
        card after it); Island may clear the penalty of a Flood or Flame of `island`."""
        key = moved if moved & (self.bits | self.dormant) else 0
        found = self.found.get(key)
        if found is not None:
            return found
        blanked = settled(self.blankers, self.island, 0, self.angel, key, key & self.dormant)
        self.found[key] = blanked
        return blanked

    def sure(self, h: Context, moved: int) -> int:
        """The cards surely blanked once the Book of Changes moved the card `moved` (`h` with the
        suits after the move), that card apart."""
        sure = self.chain(moved) if self.blankers else 0
        for bit, breakers in self.with_cards:
            if not breakers & moved and not moved & self.dormant:
                sure |= bit
        sure &= ~moved                                  # blanked before the move, maybe not after
        if self.lacking:
            mask = h.hand
            h.active = mask & ~(sure & ~PHOENIX_PROMO_BIT)    # a blanked Phoenix (Promo) keeps its suits
            h.no_army = self.no_army
            for bit, lacking in self.lacking:
                if bit != moved and lacking(h, bit):
                    sure |= bit
            h.active = mask
        return sure
