"""Step 4 of the scoring, penalties that BLANK: apply, starting with cards no other card blanks;
a card blanked only by blanked cards stays; cards that blank each other in a cycle are all
blanked (`penalties_blank`); and for the search's bound, step 4 as far as it is sure when some
of it is not known (`settled`)."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import ids


def penalties_blank(blankers: list[tuple[int, int]]) -> int:
    """Step 4: the cards blanked by penalties, given (blanker bit, cards it would blank)."""
    if len(blankers) == 1:
        bit, targets = blankers[0]
        return bit if targets & bit else targets    # blanking itself, it is on a cycle
    everyone = union = 0
    for bit, targets in blankers:
        everyone |= bit
        union |= targets
    if not union & everyone:
        return union                                # no blanker blanks a blanker
    key = tuple(blankers)
    found = _SETTLED.get(key)
    if found is None:
        if len(_SETTLED) > 100_000:
            _SETTLED.clear()
        found = _SETTLED[key] = _settle_blankers(blankers)
    return found


_SETTLED: dict[tuple[tuple[int, int], ...], int] = {}
"""Step 4's outcome by the blanking penalties and their targets, remembered: the search meets the
same ones under many choices."""


def _settle_blankers(blankers: list[tuple[int, int]]) -> int:
    """Step 4 where blankers blank blankers: a blanker that nothing unblanked blanks blanks, one
    that an unblanked blanker blanks is blanked, and blankers left blanking one another in a
    cycle are all blanked."""
    attackers: dict[int, int] = {}
    for bit, targets in blankers:
        for other, _ in blankers:
            if targets & other:
                attackers[other] = attackers.get(other, 0) | bit
    undecided = sum(bit for bit, _ in blankers)
    active = dead = 0
    while undecided:
        changed = False
        for bit, _ in blankers:
            if not undecided & bit:
                continue
            live = attackers.get(bit, 0) & ~dead
            if live & active:
                dead |= bit
            elif not live:
                active |= bit
            else:
                continue
            undecided &= ~bit
            changed = True
        if not changed:
            dead |= _on_cycles(attackers, undecided)
            undecided &= ~dead
    blanked = dead
    for bit, targets in blankers:
        if active & bit:
            blanked |= targets
    return blanked


def _on_cycles(attackers: dict[int, int], undecided: int) -> int:
    """The undecided blankers that blank themselves through a chain of undecided blankers."""
    cycles = 0
    for bit in ids(undecided):
        start = 1 << bit
        reach = attackers.get(start, 0) & undecided
        seen = 0
        while reach & ~seen:
            seen |= reach
            for b in ids(reach):
                reach |= attackers.get(1 << b, 0) & undecided
        if seen & start:
            cycles |= start
    return cycles


def settled_one(blankers: list[tuple[int, int]], isle: int, off: int, dead: int, angel: int) -> int:
    """`settled` where Island clears the penalty of one card of `isle` at most ("CLEARS the
    Penalty on any one Flood or Flame"): the cards `settled` blanks whichever it clears, or none."""
    cleared = 0
    for bit, _ in blankers:
        cleared |= bit
    cleared &= isle
    sure = settled(blankers, off, dead, angel)
    while cleared and sure:
        bit = cleared & -cleared
        cleared ^= bit
        sure &= settled([entry for entry in blankers if entry[0] != bit], off, dead, angel)
    return sure


def settled(blankers: list[tuple[int, int]], off: int, dead: int, angel: int) -> int:
    """Step 4 as far as it is sure (see `penalties_blank`), of the blanking penalties
    `blankers` (card bit, the cards it would blank): the blanking cards blanked, and the targets
    of those that blank. A blanking card blanks when every card that may blank it is blanked
    (`dead` from the start: those Demon surely blanks) and its penalty surely blanks (not one
    of `off`: Island may clear it, Demon may blank it), and is blanked when one that blanks it
    blanks. With Angel, which may keep any one card, only cards that nothing may blank surely
    blank. Where nothing is unsure, step 4 itself (where cards blank each other in a cycle)."""
    everyone = union = 0
    for bit, targets in blankers:
        everyone |= bit
        union |= targets
    if not union & everyone:                    # no card that blanks may be blanked by another
        for bit, targets in blankers:
            if not (off | dead) & bit:
                dead |= targets
        return dead
    if not (angel or off & everyone):
        return dead | penalties_blank([entry for entry in blankers if not dead & entry[0]]
                                      if dead else blankers)
    attackers: dict[int, int] = {}
    for bit, targets in blankers:
        for other, _ in blankers:
            if targets & other:
                attackers[other] = attackers.get(other, 0) | bit
    active = 0
    progress = True
    while progress:
        progress = False
        for bit, _ in blankers:
            if (active | dead) & bit:
                continue
            attacked = attackers.get(bit, 0)
            if attacked & active and not angel:
                dead |= bit
                progress = True
            elif not off & bit and not attacked & ~dead:
                active |= bit
                progress = True
    for bit, targets in blankers:
        if active & bit:
            dead |= targets
    return dead
