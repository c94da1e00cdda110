"""A hand's worth at the game's end: its expected final total over the player's turns left.

The game ends when the discard area holds ten cards, and only a draw brings that nearer (a
take puts back a card for the one taken). From the draws left, every player drawing on a share
`DRAW_SHARE` of its turns, `own_turns` gives the chance of each number of turns the player has
after this one. `final_total` plays those turns from a
hand on cards drawn from a dealt deck, each time keeping the best seven (one move ahead), and
gives the hand's best total at the end. A candidate hand is valued by the mean of that over
the worlds dealt, each world with its own deck and number of turns, the same for every
candidate (common random numbers: differences between candidates are not drowned in the
draws' luck).
"""

from __future__ import annotations

import math
from functools import lru_cache

from realmkit.games.fantasy_realms.cards import ids
from realmkit.games.fantasy_realms.choices import best_total

FINAL_MEAN, FINAL_SD = 200.0, 37.0
"""The mean and spread of a hand's final score among one-move players (docs/ai.md: 197.4 and
35.8 at three players, 201.8 and 39.0 at four)."""
DRAW_SHARE = 0.5
"""The share of turns that draw rather than take: 54% at three players and 47% at four among
the one-move reference bots (docs/ai.md)."""


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


def keep_best(hand: int) -> int:
    """The best seven of a hand of eight (one move ahead; the lower card id kept on a tie)."""
    return max((hand & ~(1 << c) for c in ids(hand)), key=lambda h: (best_total(h), h))


def final_total(hand: int, draws: list[int]) -> int:
    """The hand's best total after drawing the `draws` in turn, each time keeping the best
    seven."""
    for card in draws:
        hand = keep_best(hand | 1 << card)
    return best_total(hand)


def expected_final(hand: int, futures: list[list[int]]) -> float:
    """The mean final total of `hand` over the `futures` (each the cards it will draw)."""
    return sum(final_total(hand, draws) for draws in futures) / len(futures)


def winning_chance(total: float, players: int) -> float:
    """The chance that a final `total` beats each of the other `players - 1` hands, each final
    score taken as normal with mean FINAL_MEAN and spread FINAL_SD."""
    below = 0.5 * (1.0 + math.erf((total - FINAL_MEAN) / (FINAL_SD * math.sqrt(2.0))))
    return below ** (players - 1)


def expected_chance(hand: int, futures: list[list[int]], players: int) -> float:
    """The mean chance of winning of `hand` over the `futures`, by its final total."""
    return sum(winning_chance(final_total(hand, draws), players) for draws in futures) / len(futures)
