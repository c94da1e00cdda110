"""Hints of cards scored along a track, a path or a network: the stars a little way ahead of
what is marked, while the way there is open."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import STAR, TURNS, orthogonal
from realmkit.games.rolling_realms.realms.apiary import STRONGEST as APIARY_STRONGEST
from realmkit.games.rolling_realms.realms.apiary import Apiary
from realmkit.games.rolling_realms.realms.architects import Architects
from realmkit.games.rolling_realms.realms.ark_nova import ArkNova
from realmkit.games.rolling_realms.realms.dog_park import PAWS as DOG_PAWS
from realmkit.games.rolling_realms.realms.dog_park import SPOT as DOG_SPOT
from realmkit.games.rolling_realms.realms.dog_park import WALKING as DOG_WALKING
from realmkit.games.rolling_realms.realms.dog_park import DogPark
from realmkit.games.rolling_realms.realms.fleet import Fleet
from realmkit.games.rolling_realms.realms.minigolf import Minigolf
from realmkit.games.rolling_realms.realms.roll_player import OUTLINED as ROLL_PLAYER_OUTLINED
from realmkit.games.rolling_realms.realms.roll_player import RollPlayer
from realmkit.games.rolling_realms.realms.skoventyr import CROSSED as SKOVENTYR_CROSSED
from realmkit.games.rolling_realms.realms.skoventyr import OUTLINED as SKOVENTYR_OUTLINED
from realmkit.games.rolling_realms.realms.skoventyr import Skoventyr
from realmkit.games.rolling_realms.realms.space_base import SpaceBase
from realmkit.games.rolling_realms.realms.underwater_cities import UnderwaterCities
from realmkit.games.rolling_realms.state import Player, RollingRealmsState

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.hints import Progress

_UNDERWATER = UnderwaterCities()


_MINIGOLF = Minigolf()


def _ark_nova(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """An outlined circle in a star column is most of a star, once a die collects it."""
    return sum(0.7 * marks[ArkNova.OPEN + k] for k, (_, gains, _) in enumerate(ArkNova.columns)
               if (STAR,) in gains)


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
    walking = marks[DOG_WALKING]
    if not walking:
        return 0.0
    d = walking - 1
    left = DogPark.dogs[d] + 1 - marks[DOG_SPOT + 2 * d]
    paws = marks[DOG_PAWS + 2 * d] + (left - 1) // 4
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


def _fleet(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Boxes marked toward each column's star."""
    return sum(0.2 * marks[k] for k in range(len(Fleet.columns)))


def _roll_player(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Star circles one step from the current circle."""
    here = marks.index(ROLL_PLAYER_OUTLINED)
    return sum(0.4 for k in orthogonal(here, RollPlayer.width, RollPlayer.height)
               if not marks[k] and RollPlayer.circles[k] == "*")


def _skoventyr(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Star spaces a little way ahead on the path, while trees stand."""
    if marks[SKOVENTYR_CROSSED] >= Skoventyr.trees:
        return 0.0
    ahead = range(marks[SKOVENTYR_OUTLINED], min(marks[SKOVENTYR_OUTLINED] + 6, Skoventyr.length))
    return sum(0.3 for k in ahead if (STAR,) in Skoventyr.gains[k])


def _space_base(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Outlined stars and +cards in columns with circles left: they give again."""
    total = 0.0
    for k, cards in enumerate(SpaceBase.cards):
        if marks[SpaceBase.MARKED + k] < SpaceBase.circles:
            total += sum(0.6 * gains.count((STAR,)) + 0.2 * plus
                         for gains, plus in cards[:marks[SpaceBase.OUTLINED + k]])
    return total


def _underwater_cities(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A star city not scoring yet: half its stars once outlined, half by the share of the
    tunnels on its shortest way from the starting city that are outlined."""
    card = _UNDERWATER
    cities = len(card.names)
    missing = [0] + [cities + 1] * cities
    steps = [0] + [cities + 1] * cities
    for _ in range(cities):
        for t, (a, b) in enumerate(card.ends):
            cost = 0 if marks[card.TUNNELS] >> t & 1 else 1
            for x, y in ((a, b), (b, a)):
                missing[y] = min(missing[y], missing[x] + cost)
                steps[y] = min(steps[y], steps[x] + 1)
    scoring = marks[card.CITIES] & card.connected(marks)
    total = 0.0
    for k, stars in enumerate(card.city_stars):
        if stars and not scoring >> k & 1:
            outlined = marks[card.CITIES] >> k & 1
            total += stars * (0.5 * outlined + 0.5 * (1 - missing[k + 1] / steps[k + 1]))
    return total


def _minigolf(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The stars a lane begun would still show if holed in strokes of about 3.5 circles."""
    total = 0.0
    for n, (circles, _, pars) in enumerate(_MINIGOLF.lanes):
        if marks[n] and marks[n] < circles:
            strokes = -(-(circles - marks[n]) * 2 // 7)
            total += 0.6 * sum(par.count((STAR,)) for par in pars[marks[_MINIGOLF.PARS + n] + strokes:])
    return total


HINTS: dict[str, Progress] = {
    "ark-nova": _ark_nova,
    "architects": _architects,
    "dog-park": _dog_park,
    "apiary": _apiary,
    "fleet": _fleet,
    "roll-player": _roll_player,
    "skoventyr": _skoventyr,
    "space-base": _space_base,
    "underwater-cities": _underwater_cities,
    "minigolf": _minigolf,
}
