""""BLANKED unless" read across the Book of Changes' moves: the cards blanked for want of a card,
read before a move with one more card in the suit it goes to (with fewer cards, still), and the
cards a move may free of their penalty (a CLEARS of their new suit, Island, the Undead kept)."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import FLAME, FLOOD
from realmkit.games.fantasy_realms.scoring.before_book import BeforeBook
from realmkit.games.fantasy_realms.scoring.hand import Context
from realmkit.games.fantasy_realms.scoring.steps import CLEARERS, PHOENIX_PROMO_BIT, clear, guard
from realmkit.games.fantasy_realms.scoring.wild import PHANTOM


class UnlessMoves(BeforeBook):
    """`BeforeBook` with the "BLANKED unless" cards read after each move."""

    __slots__ = ()

    def move_sure(self, h: Context, sm0: list[int], suit: int, card: int) -> int:
        """The cards surely blanked once the Book of Changes moved `card` (0: none) to `suit`,
        read before the move (`sm0`): step 4's but for that card (`unmoved_chain`), the "BLANKED
        unless" cards blanked with cards that stay, and those blanked for want of a card with
        one more card in `suit` (the card moved) and no card blanked by step 4 but that one
        (with more, still); where `card` may blank, step 4 as `moved_chain` remembers it, or -1
        if it does not, and not those blanked for want of a card (see `cut_moved`)."""
        if card & self.blanking:
            sure = self.seen.get((card, suit), -1)
            return -1 if sure < 0 else sure | self._blanked_with(card)
        sure = self.staying(card)
        if self.lacking:
            sure |= self.wanting_moved(h, sm0, card, suit)
        return sure

    def wanting_moved(self, h: Context, sm0: list[int], card: int, suit: int) -> int:
        """The "BLANKED unless" cards blanked for want of a card once `card`, which blanks none,
        moved to `suit` (0 and -1: no move), read before the move with one more card in `suit`
        (`wanting_in`): the card moved among them unless it may lose its penalty there (see
        `loses`), as it then wants what the others want and the card in `suit` is itself."""
        wanting = self.wanting_in(h, sm0, suit)
        return wanting & ~card if wanting & card and self.loses(h, sm0, card, suit) else wanting

    def loses(self, h: Context, sm0: list[int], card: int, suit: int) -> int:
        """Whether `card` may lose its penalty, or its want of an Army, once the Book of Changes
        moved it to `suit`: a CLEARS of that suit, Island, the Undead kept, the word Army cleared
        (Rangers, Warship). That depends only on the card and the suit (the cards that clear are
        the hand's), and is remembered in `losing` for the search."""
        found = self.losing.get((card, suit))
        if found is None:
            sm = list(sm0)
            for s, cards in enumerate(sm):
                if cards & card:
                    sm[s] = cards & ~card
            sm[suit] |= card
            h.suit_cards, h.changed = sm, card
            found = self._may_lose_penalty(h, card) | h.no_army & card
            self.losing[(card, suit)] = found
        return found

    def wanting_in(self, h: Context, sm0: list[int], suit: int) -> int:
        """The "BLANKED unless" cards blanked for want of a card with one more card in `suit`
        (see `_lacking_one_more`), remembered by suit."""
        wanting = self.wanting_by_suit.get(suit)
        if wanting is None:
            wanting = self.wanting_by_suit[suit] = self._lacking_one_more(
                h, sm0, suit, self.unmoved_chain() if self.blankers else 0)
        return wanting

    def _lacking_one_more(self, h: Context, sm0: list[int], suit: int, blanked: int) -> int:
        """The "BLANKED unless" cards blanked for want of a card with a card no hand holds
        (PHANTOM) in `suit` (none for -1) and every card unblanked but those step 4 surely
        blanks (`blanked`; a blanked Phoenix (Promo) keeps its suits)."""
        mask = h.hand
        sm = list(sm0)
        if suit >= 0:
            sm[suit] |= 1 << PHANTOM
        h.suit_cards, h.changed, h.no_army = sm, 0, self.no_army
        h.active = mask & ~(blanked & ~PHOENIX_PROMO_BIT) | 1 << PHANTOM
        sure = 0
        for bit, lacking in self.lacking:
            if lacking(h, bit):
                sure |= bit
        h.active = mask
        return sure

    def sure(self, h: Context, moved: int, suit: int = -1) -> int:
        """The cards surely blanked once the Book of Changes moved the card `moved` (`h` with the
        suits after the move, `suit` that card's), that card apart but where it blanks."""
        if not moved & self.blanking:
            sure = self.staying(moved)                  # blanked before the move, maybe not after
            if moved:
                sure |= self.blanked_at(h, h.suit_cards, moved, suit)
        else:
            sure = self.moved_chain(h, moved, suit) if self.blankers else 0     # the card moved read after
            sure |= self._blanked_with(moved)           # none where a penalty cleared may blank
        if self.lacking:
            mask = h.hand
            h.no_army = self.no_army
            if moved & self.wanting:
                moved &= self._may_lose_penalty(h, moved)
            h.active = mask & ~(sure & ~PHOENIX_PROMO_BIT)    # a blanked Phoenix (Promo) keeps its suits
            for bit, lacking in self.lacking:
                if bit != moved and lacking(h, bit):
                    sure |= bit
            h.active = mask
        return sure

    def _may_lose_penalty(self, h: Context, moved: int) -> int:
        """`moved` if the card moved may lose its penalty in its new suit (a CLEARS, Island, the
        Undead kept), else 0 (its own "BLANKED unless" then reads as the others'); sets
        `no_army` as after the move."""
        h.no_army = 0
        cleared = clear(h) if h.hand & CLEARERS else 0
        sm = h.suit_cards
        island = (sm[FLOOD] | sm[FLAME]) if self.island else 0
        return moved & (cleared | island | guard(h)[0])
