"""The most a hand can score once its suits, names and strengths are set (the wild cards and the
Book of Changes chosen), whatever Island clears, Angel protects and the penalties blank: the
best-choice search skips the choices whose most is no more than the best total found, as they
cannot be taken ("a later choice only when it scores more").

A card scores its base strength, bonus and penalty, or nothing when blanked. Penalties take
points, so a card scores at most its strength and bonus, and at least nothing when that is less.
Blanking a card only takes it from the counts the bonuses read, so each bonus read with every
card unblanked is its most, but for the texts that a blanked card can raise: "if no Weather"
(Elven Archers), "exactly two cards" (Chapel) and Gem of Order's runs count at their printed
most, and World Tree ("every non-BLANKED card is a different suit") is taken as the better of
no bonus and its bonus with, of each suit, at most the card that scores most left unblanked.
"""

from __future__ import annotations

from realmkit.games.fantasy_realms.cards import (
    CHAPEL,
    ELVEN_ARCHERS,
    GEM_OF_ORDER,
    WORLD_TREE,
    WORLD_TREE_CH,
)
from realmkit.games.fantasy_realms.effects import Effect, world_tree
from realmkit.games.fantasy_realms.plan import Plan
from realmkit.games.fantasy_realms.scoring import Context

RISING = {ELVEN_ARCHERS: 5, CHAPEL: 40}
"""The bonuses that a blanked card can raise, at their most."""
TREES = {WORLD_TREE: 50, WORLD_TREE_CH: 70}
"""World Tree's bonus, by printing."""
GEM_RUN_MOST = 150
"""Gem of Order's most for one run (seven strengths); a run takes three cards or more."""


def can_beat(h: Context, plan: Plan, best: int, blankable: int = -1) -> bool:
    """Whether the prepared context `h` (steps 1 and 2 done) may score more than `best` under some
    clearing, blanking and protection, only the cards of `blankable` being ever blanked; leaves
    `h` with every card unblanked and every penalty uncleared."""
    mask = h.hand
    h.active = mask
    h.penalized = plan.penalized
    if plan.reads_names and h.copied:
        present = mask & ~h.copied
        for _, name in h.copies:
            present |= 1 << name
        h.names_present = present
    else:
        h.names_present = mask
    st = h.strength
    total = plan.plain_most
    tree = 0
    for i, bit, bonus, _ in plan.cards:
        value = st[i]
        if bonus is not None:
            if i in TREES:
                tree = i
            else:
                value += _bonus_most(h, i, bit, bonus)
        if value > 0:
            total += value
    if total > best or not tree or total + TREES[tree] <= best:
        return total > best
    if blankable < 0:
        return True                 # found again once the cards that may be blanked are known
    return _tree_most(h, plan, tree, total, h.hand & ~blankable) > best


def _bonus_most(h: Context, card: int, bit: int, bonus: Effect) -> int:
    """The most `card`'s bonus gives under any blanking (World Tree apart)."""
    if card in RISING:
        return RISING[card]
    if card == GEM_OF_ORDER:
        return GEM_RUN_MOST * (h.hand.bit_count() // 3)
    return bonus(h, bit)


def _tree_most(h: Context, plan: Plan, tree: int, total: int, fixed: int) -> int:
    """The most a hand with World Tree scores with its bonus, its other cards scoring `total` at
    most: `total` and the bonus when every card is of a different suit; else, blanking cards may
    bring that about, and the cards left, at most one of each suit, each counted in one suit of
    its own, score at most the sum over suits of the most a card of the suit scores, or of the
    card of the suit never blanked (`fixed`); with two such cards in a suit, `total`."""
    bonus = TREES[tree]
    if world_tree(h, 1 << tree):
        return total + bonus
    for cards in h.suit_cards:
        cards &= fixed
        if cards & (cards - 1):
            return total
    value = dict(plan.plain_cards)
    st = h.strength
    for i, bit, other, _ in plan.cards:
        most = st[i]
        if other is not None and i not in TREES:
            most += _bonus_most(h, i, bit, other)
        value[bit] = most if most > 0 else 0
    hand = h.hand
    left = 0
    for cards in h.suit_cards:
        cards &= hand
        stays = cards & fixed
        if stays:
            left += value[stays]
            continue
        most = 0
        while cards:
            low = cards & -cards
            if value[low] > most:
                most = value[low]
            cards ^= low
        left += most
    return bonus + left
