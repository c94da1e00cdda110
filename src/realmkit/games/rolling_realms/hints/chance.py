"""Hints of cards whose stars hang on the rolls still to come: the chance that the dice of the
turns left bring (or, for Biddy & Walter's cravings, take) them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import STAR, TURNS
from realmkit.games.rolling_realms.realms.biddy_walter import MARKED as BIDDY_MARKED
from realmkit.games.rolling_realms.realms.biddy_walter import OUTLINED as BIDDY_OUTLINED
from realmkit.games.rolling_realms.realms.biddy_walter import BiddyWalter
from realmkit.games.rolling_realms.realms.cant_stop import STOPPED as CANT_STOP_STOPPED
from realmkit.games.rolling_realms.realms.cant_stop import CantStop
from realmkit.games.rolling_realms.realms.onirim import Onirim
from realmkit.games.rolling_realms.realms.poker import Poker
from realmkit.games.rolling_realms.realms.rock_paper_scissors import RockPaperScissors
from realmkit.games.rolling_realms.realms.wonderlands_war import WonderlandsWar
from realmkit.games.rolling_realms.state import Player, RollingRealmsState

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.hints import Progress

_RPS = RockPaperScissors()


_POKER = Poker()


_SUM_CHANCE = {total: (6 - abs(total - 7)) / 36 for total in range(2, 13)}


def _biddy_walter(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Stars to lose: the cravings the turns still to start will ask beyond those outlined."""
    starts = TURNS - 1 - state.turn
    lost = 0.0
    for row, (_, sums, _) in enumerate(BiddyWalter.rows):
        asked = starts * sum(_SUM_CHANCE[t] for t in sums)
        ready = marks[BIDDY_OUTLINED + row] - marks[BIDDY_MARKED + row]
        room = BiddyWalter.per_row - marks[BIDDY_MARKED + row]
        lost += max(0.0, min(asked, room) - ready)
    return -lost


def _cant_stop(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The stars of a column not stopped yet, as far as the dice of its number still to come
    (a third of the rolled dice) can climb to them and stop: stopping needs one more triangle."""
    coming = (TURNS - 1 - state.turn) * 2 / 6
    total = 0.0
    for k, column in enumerate(CantStop.columns):
        climbed = marks[k]
        if climbed >= CANT_STOP_STOPPED or climbed == len(column):
            continue
        for height, triangle in enumerate(column, 1):
            if (STAR,) in triangle:
                need = max(1, height - climbed)
                total += 0.7 * min(1.0, coming / need)
    return total


def _rock_paper_scissors(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The way to the next star's count of wins, and the open matches still to win."""
    wins, thresholds = _RPS.wins(marks), RockPaperScissors.thresholds
    earned = sum(1 for t in thresholds if wins >= t)
    if earned == len(thresholds):
        return 0.0
    before = thresholds[earned - 1] if earned else 0
    right = RockPaperScissors.RIGHT
    open_rows = sum(1 for r in range(RockPaperScissors.rows) if not marks[r] and marks[right + r])
    return 0.6 * (wins - before) / (thresholds[earned] - before) + 0.15 * open_rows


def _wonderlands_war(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Each battle still to come, won with the chance that the rolled sum does not beat its #s."""
    total = 0.0
    for b, (turn_number, stars, _) in enumerate(WonderlandsWar.battles):
        if not marks[WonderlandsWar.OUTCOMES + b] and turn_number > state.turn:
            written = sum(marks[b * WonderlandsWar.width: (b + 1) * WonderlandsWar.width])
            total += stars * sum(chance for rolled, chance in _SUM_CHANCE.items() if rolled <= written)
    return total


def _onirim(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A Prophecy outlined: a sum of 6 or more comes 26 times in 36."""
    return 0.7 * (marks[Onirim.OUTLINED] - marks[Onirim.MARKED])


def _poker(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A dealt hand not played: most of the stars of its best combination, if it makes one."""
    total = 0.0
    for h in range(Poker.hands):
        if marks[Poker.HANDS + 2 * h] and not marks[Poker.PLAYED + h]:
            made = [Poker.rewards[name].count((STAR,)) for name in _POKER.made(marks, h)]
            total += 0.7 * max(made) if made else 0.2
    return total


HINTS: dict[str, Progress] = {
    "biddy-walter": _biddy_walter,
    "cant-stop": _cant_stop,
    "rock-paper-scissors": _rock_paper_scissors,
    "wonderlands-war": _wonderlands_war,
    "onirim": _onirim,
    "poker": _poker,
}
