"""Rolling Realms AI: each realm's hint, the further stars its card may still bring from what
is marked, for realms whose stars and resources alone judge a sheet poorly (the AI's
evaluation adds them; the rules know nothing of them)."""

from __future__ import annotations

from collections.abc import Callable

from realmkit.games.rolling_realms.kit import STAR, Realm, orthogonal
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
from realmkit.games.rolling_realms.realms.isle_of_cats import IsleOfCats
from realmkit.games.rolling_realms.realms.minigolf import Minigolf
from realmkit.games.rolling_realms.realms.onirim import Onirim
from realmkit.games.rolling_realms.realms.planet_unknown import PlanetUnknown
from realmkit.games.rolling_realms.realms.poker import Poker
from realmkit.games.rolling_realms.realms.potion_explosion import PotionExplosion
from realmkit.games.rolling_realms.realms.rock_paper_scissors import RockPaperScissors
from realmkit.games.rolling_realms.realms.roll_player import OUTLINED as ROLL_PLAYER_OUTLINED
from realmkit.games.rolling_realms.realms.roll_player import RollPlayer
from realmkit.games.rolling_realms.realms.rolling_realms import RollingRealmsRealm
from realmkit.games.rolling_realms.realms.skoventyr import Skoventyr
from realmkit.games.rolling_realms.realms.sleeping_gods import VENOM, SleepingGods
from realmkit.games.rolling_realms.realms.smitten import CARDS as SMITTEN_CARDS
from realmkit.games.rolling_realms.realms.smitten import Smitten
from realmkit.games.rolling_realms.realms.society import TheSociety
from realmkit.games.rolling_realms.realms.space_base import SpaceBase
from realmkit.games.rolling_realms.realms.tapestry import Tapestry
from realmkit.games.rolling_realms.realms.underwater_cities import UnderwaterCities
from realmkit.games.rolling_realms.realms.wingspan import Wingspan
from realmkit.games.rolling_realms.realms.wonderlands_war import WonderlandsWar
from realmkit.games.rolling_realms.state import TURNS, Player, RollingRealmsState

Progress = Callable[[list[int], RollingRealmsState, Player], float]
_CASTLES = BetweenTwoCastles()
_RPS = RockPaperScissors()
_SLEEPING_GODS = SleepingGods()
_CASTLE_ROWS = _CASTLES.rows()
_SOCIETY = TheSociety()
_TAPESTRY = Tapestry()
_WINGSPAN = Wingspan()
_UNDERWATER = UnderwaterCities()
_ISLE = IsleOfCats()
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


def _roll_player(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Star circles one step from the current circle."""
    here = marks.index(ROLL_PLAYER_OUTLINED)
    return sum(0.4 for k in orthogonal(here, RollPlayer.width, RollPlayer.height)
               if not marks[k] and RollPlayer.circles[k] == "*")


def _rolling_realms(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Worlds under way whose faces all differ so far."""
    total = 0.0
    for w in range(RollingRealmsRealm.worlds):
        faces = [v for v in marks[w * RollingRealmsRealm.faces:(w + 1) * RollingRealmsRealm.faces] if v]
        if len(faces) < RollingRealmsRealm.faces and len(set(faces)) == len(faces):
            total += 0.25 * len(faces)
    return total


def _skoventyr(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Star spaces a little way ahead on the path, while trees stand."""
    if marks[2] >= Skoventyr.trees:
        return 0.0
    ahead = range(marks[0], min(marks[0] + 6, Skoventyr.length))
    return sum(0.3 for k in ahead if (STAR,) in Skoventyr.gains[k])


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


def _isle_of_cats(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """A treasure map with one # of its value in its group has half its pair."""
    card, total = _ISLE, 0.0
    for m in card.maps:
        value = card.map_value[m]
        same = sum(1 for k in card.group(marks, m) if not card.map_value[k] and marks[k] == value)
        total += 0.8 if same == 1 else 0.0
    return total


def _wonderlands_war(marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """Each battle still to come, won with the chance that the rolled sum does not beat its #s."""
    total = 0.0
    for b, (turn_number, stars, _) in enumerate(WonderlandsWar.battles):
        if not marks[WonderlandsWar.OUTCOMES + b] and turn_number > state.turn:
            written = sum(marks[b * WonderlandsWar.width: (b + 1) * WonderlandsWar.width])
            total += stars * sum(chance for rolled, chance in _SUM_CHANCE.items() if rolled <= written)
    return total


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
    "rock-paper-scissors": _rock_paper_scissors, "roll-player": _roll_player,
    "rolling-realms": _rolling_realms, "skoventyr": _skoventyr, "sleeping-gods": _sleeping_gods,
    "smitten": _smitten, "space-base": _space_base,
    "isle-of-cats": _isle_of_cats, "underwater-cities": _underwater_cities,
    "wonderlands-war": _wonderlands_war,
    "minigolf": _minigolf, "onirim": _onirim, "planet-unknown": _planet_unknown, "poker": _poker,
    "potion-explosion": _potion_explosion,
}
"""Expected further stars of each card, roughly, from what is marked (realmkit's estimate): a
realm's own hint where its stars and resources alone judge a sheet poorly; none otherwise. A
hint may be negative: stars the card is expected to lose (Biddy & Walter's grumpy cats)."""


def hint(realm_id: str, marks: list[int], state: RollingRealmsState, player: Player) -> float:
    """The realm's hint for a sheet's card (0 for a realm without one)."""
    return PROGRESS.get(realm_id, _none)(marks, state, player)


_AT_START: dict[str, float] = {}


def at_start(realm: Realm, state: RollingRealmsState) -> float:
    """The realm's hint for a fresh card at the first turn of a round, nothing gained yet: what
    every sheet starts a round with, whatever was played before (some hints count stars a fresh
    card already promises, or loses)."""
    if realm.id not in _AT_START:
        start = state.clone()
        assert isinstance(start, RollingRealmsState)
        start.turn = 0
        _AT_START[realm.id] = hint(realm.id, realm.new_marks(), start, Player())
    return _AT_START[realm.id]
