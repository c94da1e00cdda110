"""The most a hand can score once its suits, names and strengths are set (the wild cards and the
Book of Changes chosen), whatever Island clears, Angel protects and the penalties blank: the
best-choice search skips the choices whose most is no more than the best total found, as they
cannot be taken ("a later choice only when it scores more").

A card scores its base strength, bonus and penalty, or nothing when blanked. Penalties take
points, so a card scores at most its strength and bonus, and at least nothing when that is less.
Blanking a card only takes it from the counts the bonuses read, so each bonus read with every
card unblanked is its most, but for the texts that a blanked card can raise: "if no Weather"
(Elven Archers), "every card a different suit" (World Tree), "exactly two cards" (Chapel) and
Gem of Order's runs count at their printed most.
"""

from __future__ import annotations

from realmkit.games.fantasy_realms.cards import CHAPEL, ELVEN_ARCHERS, GEM_OF_ORDER, WORLD_TREE, WORLD_TREE_CH
from realmkit.games.fantasy_realms.plan import Plan
from realmkit.games.fantasy_realms.scoring import Context

RISING = {ELVEN_ARCHERS: 5, WORLD_TREE: 50, WORLD_TREE_CH: 70, CHAPEL: 40}
"""The bonuses that a blanked card can raise, at their most."""
GEM_RUN_MOST = 150
"""Gem of Order's most for one run (seven strengths); a run takes three cards or more."""


def ceiling(h: Context, plan: Plan) -> int:
    """The most the prepared context `h` (steps 1 and 2 done) scores under any clearing, blanking
    and protection; leaves `h` with every card unblanked and every penalty uncleared."""
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
    for i, bit, bonus, _ in plan.cards:
        value = st[i]
        if bonus is not None:
            if i in RISING:
                value += RISING[i]
            elif i == GEM_OF_ORDER:
                value += GEM_RUN_MOST * (mask.bit_count() // 3)
            else:
                value += bonus(h, bit)
        if value > 0:
            total += value
    return total
