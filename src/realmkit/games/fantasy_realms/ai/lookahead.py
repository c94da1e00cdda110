"""A hand's worth at the game's end: its expected final total over the player's turns left.

The game ends when the discard area holds ten cards, and only a draw brings that nearer (a
take puts back a card for the one taken). From the draws left, every player drawing on a share
`DRAW_SHARE` of its turns, `own_turns` gives the chance of each number of turns the player has
after this one. `final_total` plays those turns from a
hand on cards drawn from a dealt deck, each time keeping the best seven (one move ahead), and
gives the hand's best total at the end. A candidate hand is valued by the mean of that over
the worlds dealt, each world with its own deck and number of turns, the same for every
candidate (common random numbers: differences between candidates are not drowned in the
draws' luck). A `Budget` caps the hands a move scores: the worlds are played out one at a
time, every candidate in each, and the plan counts the worlds it finished.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from realmkit.games.fantasy_realms.components.cards import ids
from realmkit.games.fantasy_realms.scoring.choices import CHOICE_CARDS
from realmkit.games.fantasy_realms.scoring.kept import best_total

DRAW_SHARE = 0.5
"""The share of turns that draw rather than take: 54% at three players and 47% at four among
the one-move reference bots (docs/lab/ai-notebook.md)."""
HAND_WORK = (1, 4, 8, 24)
"""The scorer's work on a new hand, in units of a hand of no choice card (Doppelganger, Mirage,
Shapeshifter, Book of Changes, Island, Angel), by its choice cards: none, one, two, three or
more. A plan's new hands took about 0.05, 0.2 and 0.4 ms by these counts, random hands of
three about 1.2 ms (docs/lab/ai-notebook.md, "every move under 500 ms")."""


@lru_cache(maxsize=256)
def own_turns(players: int, draws_left: int) -> tuple[float, ...]:
    """The chance that the player has 0, 1, 2, ... turns after this one, when the game ends on
    the turn of the `draws_left`-th draw after it (0: this turn ends it), every player drawing
    on a share DRAW_SHARE of its turns."""
    if draws_left <= 0:
        return (1.0,)
    chances: dict[tuple[int, int], float] = {(0, 0): 1.0}   # (draws made, turns had) -> chance
    ended: dict[int, float] = {}
    turn = 0
    while chances:
        turn += 1
        mine = turn % players == 0
        step: dict[tuple[int, int], float] = {}
        for (made, had), p in chances.items():
            had += mine
            for drew, q in ((1, DRAW_SHARE), (0, 1.0 - DRAW_SHARE)):
                if made + drew >= draws_left:     # that draw ends the game
                    ended[had] = ended.get(had, 0.0) + p * q
                else:
                    key = (made + drew, had)
                    step[key] = step.get(key, 0.0) + p * q
        chances = {k: p for k, p in step.items() if p > 1e-6}
    total = sum(ended.values())
    return tuple(ended.get(t, 0.0) / total for t in range(max(ended) + 1))


def quantiles(chances: tuple[float, ...], count: int) -> list[int]:
    """`count` numbers of turns spread evenly over their distribution (the midpoints of
    `count` equal slices of probability), so that the worlds cover it without sampling noise."""
    out, cumulative, t = [], chances[0], 0
    for k in range(count):
        u = (k + 0.5) / count
        while u > cumulative and t + 1 < len(chances):
            t += 1
            cumulative += chances[t]
        out.append(t)
    return out


class Budget:
    """The scoring a move may spend on playouts, in units of HAND_WORK: each hand scored for the
    first time in the move costs its units (0: no cap). Counted over the move's own hands, not
    the scorer's memory of earlier moves, so that a move is the same whatever the process
    played before it; no clock is read, so a game is the same from its seed on any machine."""

    def __init__(self, units: int) -> None:
        self.capped = units > 0
        self.left = units
        self.seen: set[int] = set()

    def total(self, hand: int) -> int:
        """The hand's best total, charged if the move has not scored it yet."""
        if hand not in self.seen:
            self.seen.add(hand)
            self.left -= HAND_WORK[min(len(HAND_WORK) - 1, (hand & CHOICE_CARDS).bit_count())]
        return best_total(hand)

    @property
    def spent(self) -> bool:
        return self.capped and self.left <= 0


def keep_best(hand: int, score: Callable[[int], int] = best_total) -> int:
    """The best seven of a hand of eight (one move ahead; the lower card id kept on a tie)."""
    return max((hand & ~(1 << c) for c in ids(hand)), key=lambda h: (score(h), h))


def final_total(hand: int, draws: list[int], score: Callable[[int], int] = best_total) -> int:
    """The hand's best total after drawing the `draws` in turn, each time keeping the best
    seven."""
    for card in draws:
        hand = keep_best(hand | 1 << card, score)
    return score(hand)


def spread(count: int) -> list[int]:
    """The worlds 0, ..., count - 1 in bit-reversed order, so that every prefix spreads over them
    (the worlds come sorted by their turns left: a plan stopped early still sees short and long
    games)."""
    bits = max(1, (count - 1).bit_length())
    return sorted(range(count), key=lambda i: int(f"{i:0{bits}b}"[::-1], 2))


def playouts(hands: list[tuple[int, list[list[int]]]], budget: Budget) -> tuple[list[float], list[int]]:
    """The mean final total of each hand over its futures (one per world), and the
    worlds counted. World by world in `spread` order, every hand in a world before the next
    world (common worlds: the comparison stays paired), until the budget is spent: then only
    the worlds every hand was played out in count. If the budget is spent within the first
    world, the hands not yet played out there are worth -inf (give them best first)."""
    done: dict[int, list[float]] = {}
    for world in spread(len(hands[0][1])):
        row = [float("-inf")] * len(hands)
        finished = True
        for i in range(len(hands)):
            if budget.spent and (done or i):
                finished = False
                break
            hand, futures = hands[i]
            row[i] = float(final_total(hand, futures[world], budget.total))
        if finished:
            done[world] = row
            continue
        if not done:
            return row, [world]
        break
    worlds = sorted(done)
    return [sum(done[w][i] for w in worlds) / len(worlds) for i in range(len(hands))], worlds

