"""Hints of cards scored by completing lines, groups and shapes on their grid: the further
stars of a line, group or shape grow with the share of it already filled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import STAR
from realmkit.games.rolling_realms.realms.castles import BetweenTwoCastles
from realmkit.games.rolling_realms.realms.dice_throne import DiceThrone
from realmkit.games.rolling_realms.realms.honey_buzz import HoneyBuzz
from realmkit.games.rolling_realms.realms.isle_of_cats import IsleOfCats
from realmkit.games.rolling_realms.realms.planet_unknown import FILLED as PLANET_FILLED
from realmkit.games.rolling_realms.realms.planet_unknown import PlanetUnknown
from realmkit.games.rolling_realms.realms.potion_explosion import PotionExplosion
from realmkit.games.rolling_realms.realms.rolling_realms import RollingRealmsRealm
from realmkit.games.rolling_realms.realms.sleeping_gods import VENOM, SleepingGods
from realmkit.games.rolling_realms.realms.smitten import CARDS as SMITTEN_CARDS
from realmkit.games.rolling_realms.realms.smitten import Smitten
from realmkit.games.rolling_realms.realms.society import TheSociety
from realmkit.games.rolling_realms.realms.tapestry import Tapestry
from realmkit.games.rolling_realms.realms.wingspan import Wingspan
from realmkit.games.rolling_realms.state import Player, RollingRealmsState

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.hints import Progress

_CASTLES = BetweenTwoCastles()


_CASTLE_ROWS = _CASTLES.rows()


_TAPESTRY = Tapestry()


_BIG_LINES = [[3 * r + c for c in range(3)] for r in range(3)] + [
    [3 * r + c for r in range(3)] for c in range(3)
]


_SOCIETY = TheSociety()


_WINGSPAN = Wingspan()


_SLEEPING_GODS = SleepingGods()


_ISLE = IsleOfCats()


_PLANET = PlanetUnknown()


def _castles(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Half a star for a row as it fills."""
    rows = [[marks[s] for s in row] for row in _CASTLE_ROWS]
    return sum(0.5 * sum(1 for m in row if m) / len(row) for row in rows if not all(row))


def _cities(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    return 0.15 * sum(1 for m in marks if m)


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


def _sleeping_gods(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Monsters as they fill, and a venom waiting for its pair."""
    total = sum(0.6 * (sum(marks[k] for k in squares) / 8) ** 2
                for squares in _SLEEPING_GODS.monsters if not all(marks[k] for k in squares))
    venom = sum(1 for k in range(SleepingGods.n) if marks[k] and SleepingGods.squares[k] == VENOM)
    return total + 0.4 * (venom % 2)


def _smitten(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Star intersections as their cards fill."""
    total = 0.0
    for g, blocks in enumerate(Smitten.star_sets):
        for block in blocks:
            filled = sum(1 for k in block if marks[g * SMITTEN_CARDS + k])
            if filled < len(block):
                total += 0.2 * filled
    return total


def _planet_unknown(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Rows on their way to completion, the fuller the closer."""
    total = 0.0
    for row in _PLANET.rows:
        share = bin(marks[PLANET_FILLED] & row).count("1") / bin(row).count("1")
        if share < 1:
            total += 0.6 * share * share
    return total


def _potion_explosion(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Each potion's stars, by the square of the share of its bubbles filled."""
    total = 0.0
    for k, (bubbles, stars, _) in enumerate(PotionExplosion.potions):
        filled = bin(marks[k]).count("1")
        if filled < bubbles:
            total += 0.7 * stars * (filled / bubbles) ** 2
    return total


def _isle_of_cats(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A treasure map with one # of its value in its group has half its pair."""
    card, total = _ISLE, 0.0
    for m in card.maps:
        value = card.map_value[m]
        same = sum(1 for k in card.group(marks, m) if not card.map_value[k] and marks[k] == value)
        total += 0.8 if same == 1 else 0.0
    return total


def _rolling_realms(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Worlds under way whose faces all differ so far."""
    total = 0.0
    for w in range(RollingRealmsRealm.worlds):
        faces = [v for v in marks[w * RollingRealmsRealm.faces:(w + 1) * RollingRealmsRealm.faces] if v]
        if len(faces) < RollingRealmsRealm.faces and len(set(faces)) == len(faces):
            total += 0.25 * len(faces)
    return total


HINTS: dict[str, Progress] = {
    "castles": _castles,
    "cities": _cities,
    "tapestry": _tapestry,
    "society": _society,
    "wingspan": _wingspan,
    "dice-throne": _dice_throne,
    "genotype": _genotype,
    "honey-buzz": _honey_buzz,
    "sleeping-gods": _sleeping_gods,
    "smitten": _smitten,
    "planet-unknown": _planet_unknown,
    "potion-explosion": _potion_explosion,
    "isle-of-cats": _isle_of_cats,
    "rolling-realms": _rolling_realms,
}
