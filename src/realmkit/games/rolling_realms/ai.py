"""Rolling Realms AI: a value in tenths of a star (banked score, this round's stars, a share of
each card's progress toward its next stars, resources, rolled dice still to use), and a playout
policy that uses every die it can and spends nothing."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from realmkit.core import Action, GameAI, State
from realmkit.games.rolling_realms import turn
from realmkit.games.rolling_realms.actions import DONE, Compensate, Start, Use
from realmkit.games.rolling_realms.kit import STAR
from realmkit.games.rolling_realms.realms.apiary import STRONGEST as APIARY_STRONGEST
from realmkit.games.rolling_realms.realms.apiary import Apiary
from realmkit.games.rolling_realms.realms.architects import Architects
from realmkit.games.rolling_realms.realms.ark_nova import ArkNova
from realmkit.games.rolling_realms.realms.biddy_walter import MARKED as BIDDY_MARKED
from realmkit.games.rolling_realms.realms.biddy_walter import OUTLINED as BIDDY_OUTLINED
from realmkit.games.rolling_realms.realms.biddy_walter import BiddyWalter
from realmkit.games.rolling_realms.realms.cant_stop import STOPPED as CANT_STOP_STOPPED
from realmkit.games.rolling_realms.realms.cant_stop import CantStop
from realmkit.games.rolling_realms.realms.castles import BetweenTwoCastles
from realmkit.games.rolling_realms.realms.dice_throne import DiceThrone
from realmkit.games.rolling_realms.realms.dog_park import DogPark
from realmkit.games.rolling_realms.realms.fleet import Fleet
from realmkit.games.rolling_realms.realms.honey_buzz import HoneyBuzz
from realmkit.games.rolling_realms.realms.minigolf import Minigolf
from realmkit.games.rolling_realms.realms.onirim import Onirim
from realmkit.games.rolling_realms.realms.planet_unknown import PlanetUnknown
from realmkit.games.rolling_realms.realms.poker import Poker
from realmkit.games.rolling_realms.realms.potion_explosion import PotionExplosion
from realmkit.games.rolling_realms.realms.society import TheSociety
from realmkit.games.rolling_realms.realms.tapestry import Tapestry
from realmkit.games.rolling_realms.realms.wingspan import Wingspan
from realmkit.games.rolling_realms.state import ROUNDS, TURNS, Player, RollingRealmsState

DIE_IN_HAND = 4.0
"""Tenths a rolled die is worth before the player uses it: the dice still usable this turn and
the two of every turn to come count, so that ending a turn costs the same whether the next
decision is another seat's or the next roll's."""
RESOURCE_EARLY, RESOURCE_LATE = 3.0, 1.0
"""Tenths a resource is worth at a round's start (it can become a die) and at its end (0.1 star)."""

Progress = Callable[[list[int], RollingRealmsState, Player], float]
_CASTLES = BetweenTwoCastles()
_CASTLE_ROWS = _CASTLES.rows()
_SOCIETY = TheSociety()
_TAPESTRY = Tapestry()
_WINGSPAN = Wingspan()
_BIG_LINES = [[3 * r + c for c in range(3)] for r in range(3)] + [
    [3 * r + c for r in range(3)] for c in range(3)
]


def _castles(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Half a star for a row as it fills."""
    rows = [[marks[s] for s in row] for row in _CASTLE_ROWS]
    return sum(0.5 * sum(1 for m in row if m) / len(row) for row in rows if not all(row))


def _cities(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    return 0.15 * sum(1 for m in marks if m)


def _charterstone(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A noted crate not yet delivered is most of a star."""
    return sum(0.6 for i in range(6) if marks[6 + i] and not marks[12 + i])


def _little_scythe(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    return sum(1.4 * (g / 6) ** 2 for g in player.gained if g < 6)


def _pendulum(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    stars_out = marks[3] + marks[4]
    open_glasses = sum(1 for h in ([6], [5, 4], [3, 2, 1]) if not all(marks[4 + n] for n in h))
    partial = sum(1 for n in range(1, 7) if marks[4 + n]) * 0.1
    return 0.4 * stars_out * open_glasses + 0.15 * sum(marks[:3]) + partial


def _tapestry(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    filled, big = marks[0], marks[1]
    total = 0.0
    for n, mask in enumerate(_TAPESTRY.big_masks):
        if not big >> n & 1:
            total += 0.15 * bin(filled & mask).count("1")
    for line in _BIG_LINES:
        done = sum(1 for n in line if big >> n & 1)
        if done < 3:
            total += 0.25 * done
    return total


def _society(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    total = 0.0
    for r, c in _SOCIETY.cards:
        if r + 1 < len(_SOCIETY.widths):
            cells = [_SOCIETY.index[(r, c)], *_SOCIETY.below(r, c)]
            filled = sum(1 for i in cells if marks[i])
            if filled < 3:
                total += 0.2 * filled
    return total


def _viticulture(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    return 0.12 * sum(g + 1 for g in range(6) if marks[g] == 1)


def _wingspan(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    total = 0.0
    for n, (wingspan, _) in enumerate(_WINGSPAN.birds):
        values = marks[3 * n: 3 * n + 3]
        filled = sum(1 for v in values if v)
        if filled == 3:
            continue
        left = wingspan - sum(values)
        reachable = 3 - filled <= left <= 6 * (3 - filled)
        total += 0.3 * filled + (0.25 * filled if reachable else 0.0)
    return total


def _ark_nova(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """An outlined circle in a star column is most of a star, once a die collects it."""
    return sum(0.7 * marks[ArkNova.OPEN + k] for k, (_, gains, _) in enumerate(ArkNova.columns)
               if (STAR,) in gains)


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


def _architects(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Stars still ahead in the Cathedral and the Field, as far as the last # leaves room for
    more (a falling row after a 2 has one # left), and the star trades not made."""
    total = 0.0
    width = Architects.width
    for row in (0, 1):
        written = [m for m in marks[row * width: (row + 1) * width] if m]
        last = written[-1] if written else None
        room = 6 if last is None else (last - 1 if row == 0 else 6 - last)
        ahead = Architects.rows[row][len(written): len(written) + room]
        total += 0.6 * sum(1 for box in ahead if (STAR,) in box)
    traded = marks[Architects.TRADED]
    trades = Architects.trades.items()
    return total + sum(0.3 for v, (_, gain) in trades if not traded >> v & 1 and (STAR,) in gain)


def _dog_park(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The stars the dog being walked may still bring home: its paws so far, and one more per
    further stop of about 4 spots."""
    walking = marks[0]
    if not walking:
        return 0.0
    d = walking - 1
    left = DogPark.dogs[d] + 1 - marks[2 + 2 * d]
    paws = marks[3 + 2 * d] + (left - 1) // 4
    return 0.7 * (DogPark.by_paws[paws] if paws < len(DogPark.by_paws) else 0)


def _apiary(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A strength 4 bee on its way to hibernation, if the turns left can still age it."""
    left = TURNS - state.turn
    total = 0.0
    for c in range(Apiary.columns):
        age = marks[Apiary.columns + c]
        if marks[c] == APIARY_STRONGEST and age < APIARY_STRONGEST <= age + left:
            total += 0.4 + 0.15 * age
    return total


def _dice_throne(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Half the stars of each row, by the share of its squares filled."""
    total = 0.0
    for row, (_, width, stars, _) in enumerate(DiceThrone.rows):
        filled = sum(1 for v in marks[DiceThrone.start[row]: DiceThrone.start[row] + width] if v)
        if filled < width:
            total += 0.5 * stars * filled / width
    return total


def _genotype(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A square's completion star and its star crossing, by the share of its headers filled."""
    total = 0.0
    for s in range(3):
        filled = sum(marks[4 * s: 4 * s + 4])
        if filled < 4:
            total += 0.35 * filled
    return total


def _honey_buzz(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The stars next to each honey hex, by the share of its hexes marked."""
    total = 0.0
    for around, gains in HoneyBuzz.honey:
        marked = sum(1 for k in around if marks[k])
        if marked < len(around):
            worth = sum(1.0 if (STAR,) in HoneyBuzz.benefits[b] else 0.25 for b in gains)
            total += 0.7 * worth * (marked / len(around)) ** 2
    return total


def _fleet(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Boxes marked toward each column's star."""
    return sum(0.2 * marks[k] for k in range(len(Fleet.columns)))


_MINIGOLF = Minigolf()
_PLANET = PlanetUnknown()
_POKER = Poker()


def _minigolf(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The stars a lane begun would still show if holed in strokes of about 3.5 circles."""
    total = 0.0
    for n, (circles, _, pars) in enumerate(_MINIGOLF.lanes):
        if marks[n] and marks[n] < circles:
            strokes = -(-(circles - marks[n]) * 2 // 7)
            total += 0.6 * sum(par.count((STAR,)) for par in pars[marks[_MINIGOLF.PARS + n] + strokes:])
    return total


def _onirim(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A Prophecy outlined: a sum of 6 or more comes 26 times in 36."""
    return 0.7 * (marks[Onirim.OUTLINED] - marks[Onirim.MARKED])


def _planet_unknown(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Rows on their way to completion, the fuller the closer."""
    total = 0.0
    for row in _PLANET.rows:
        share = bin(marks[0] & row).count("1") / bin(row).count("1")
        if share < 1:
            total += 0.6 * share * share
    return total


def _poker(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A dealt hand not played: most of the stars of its best combination, if it makes one."""
    total = 0.0
    for h in range(Poker.hands):
        if marks[Poker.HANDS + 2 * h] and not marks[Poker.PLAYED + h]:
            made = [Poker.rewards[name].count((STAR,)) for name in _POKER.made(marks, h)]
            total += 0.7 * max(made) if made else 0.2
    return total


def _potion_explosion(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Each potion's stars, by the square of the share of its bubbles filled."""
    total = 0.0
    for k, (bubbles, stars, _) in enumerate(PotionExplosion.potions):
        filled = bin(marks[k]).count("1")
        if filled < bubbles:
            total += 0.7 * stars * (filled / bubbles) ** 2
    return total


def _none(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    return 0.0


PROGRESS: dict[str, Progress] = {
    "castles": _castles, "cities": _cities, "charterstone": _charterstone, "euphoria": _none,
    "little-scythe": _little_scythe, "pendulum": _pendulum, "scythe": _none, "tapestry": _tapestry,
    "society": _society, "viticulture": _viticulture, "wingspan": _wingspan,
    "apiary": _apiary, "architects": _architects, "ark-nova": _ark_nova, "biddy-walter": _biddy_walter,
    "cant-stop": _cant_stop, "dice-throne": _dice_throne, "dog-park": _dog_park, "fleet": _fleet,
    "genotype": _genotype, "honey-buzz": _honey_buzz,
    "minigolf": _minigolf, "onirim": _onirim, "planet-unknown": _planet_unknown, "poker": _poker,
    "potion-explosion": _potion_explosion,
}
"""Expected further stars of each card, roughly, from what is marked (realmkit's estimate): a
realm's own hint where its stars and resources alone judge a sheet poorly; none otherwise. A
hint may be negative: stars the card is expected to lose (Biddy & Walter's grumpy cats)."""


class RollingRealmsAI(GameAI):
    """Values positions in tenths of a star for one player; plays out by using dice."""

    mcts_defaults: ClassVar[dict[str, Any]] = {
        "depth": 0, "terminal": "evaluate", "baseline": True, "c": 0.15,
    }
    """Search judges each new node by `evaluate` (playouts to the end are long and noisy), and a
    game's end by its score too (in a solo game the returns are always 0). It values changes
    from the iteration's world (baseline): whole values are hundreds of tenths, and the tenths
    that tell two uses of a die apart would vanish in them."""

    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, RollingRealmsState)
        if state.round < ROUNDS and state.seat == player and (state.pending or state.choices):
            return max(self._after(state, action, player) for action in state.legal_actions())
        return self._value(state, player)

    def _after(self, state: RollingRealmsState, action: Action, player: int) -> float:
        child = state.clone()
        child.apply_unchecked(action)
        return self.evaluate(child, player)

    def _value(self, state: RollingRealmsState, player: int) -> float:
        sheet = state.players[player]
        banked = sum(10 * sum(s) + left for s, left in zip(sheet.stars, sheet.leftover, strict=True))
        if state.round == ROUNDS:
            return float(banked)
        share = (TURNS - state.turn) / TURNS
        total = float(banked)
        for slot, realm in enumerate(state.realms_in_play()):
            stars = state.realm_stars(player, slot)
            outlook = PROGRESS.get(realm.id, _none)(sheet.marks[slot], state, sheet)
            total += max(-stars, min(6 - stars, outlook)) * 10 * min(1.0, 1.5 * share)
            total += 10 * stars
        total += sum(sheet.resources) * (RESOURCE_LATE + (RESOURCE_EARLY - RESOURCE_LATE) * share)
        later_turns = (ROUNDS - state.round) * TURNS - state.turn - 1
        dice = 2 * later_turns
        if state.seat == player and not state.ending:
            dice += sum(1 for die in state.dice[:2] if not die.used and turn.usable(state, die))
        elif state.seat < player:
            dice += 2
        return total + DIE_IN_HAND * dice

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """Use a die whenever one can be used; take compensation; answer what realms ask; never
        spend resources nor use realms' powers."""
        assert isinstance(state, RollingRealmsState)
        actions = state.legal_actions()
        if state.pending is not None or state.choices:
            return rng.choice(actions)
        asked = turn.demands(state)
        if asked:
            return rng.choice(asked)
        uses = [a for a in actions if isinstance(a, (Use, Compensate, Start))]
        return rng.choice(uses) if uses else DONE
