"""The steps of a player's turn on the shared roll: realms' start-of-turn effects, then the
player's decisions (resources, dice, realms) until "done", then realms' end-of-turn effects;
after the last seat the next roll, and after turn 9 the end of the round.

Realms act outside activation through these steps (components.Realm's hooks): at the start of the
turn (preceded by a `start` decision only while a realm's power usable "at any time" is open,
so the player may use it first), with powers "at any time" among the player's decisions, with
decisions a realm demands before the player goes on, and at the end of the turn.

Costs (the PnP resource table; the compendium's FAQ examples match it):
2 pumpkins: adjust a die by +1 or -1; 3 pumpkins: adjust it and use it in a realm already
activated this turn; 2 hearts: copy a rolled die if the roll is a pair; 3 hearts: copy a
rolled die; 2 coins: copy a rolled die if the roll sums to 7; X coins: create a die of value X.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.actions import (
    DONE,
    START,
    Action,
    Adjust,
    Compensate,
    Copy,
    Create,
    Place,
    Start,
    Take,
    Use,
)
from realmkit.games.rolling_realms.components import COIN, HEART, PUMPKIN
from realmkit.games.rolling_realms.dice import COPIED, CREATED, FIRST, HIGH, LOW, SECOND, Die, Name, name
from realmkit.games.rolling_realms.realms import REALMS

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.state import RollingRealmsState

ADJUST, ADJUST_AGAIN = 2, 3
COPY_PAIR, COPY_ANY, COPY_SEVEN = 2, 3, 2
TAKES = [Take(r) for r in range(3)]


def begin(state: RollingRealmsState) -> None:
    """The seat's part of the turn begins: the two rolled dice, then start-of-turn effects
    (after a `start` decision if a realm's power may be used before them)."""
    first, second = state.seen = state.rolls[state.round * 9 + state.turn]
    state.dice = [Die(first, FIRST), Die(second, SECOND)]
    state.activated = [0, 0, 0]
    state.pending = None
    state.choices = []
    state.ending = False
    state.starting = bool(abilities(state))
    if not state.starting:
        start(state)


def start(state: RollingRealmsState) -> None:
    """Every realm's start-of-turn effect, in the order of the realms in play."""
    state.starting = False
    marks = state.players[state.seat].marks
    for slot, realm in enumerate(state.realms_in_play()):
        realm.turn_start(marks[slot], state)


def abilities(state: RollingRealmsState) -> list[Place]:
    """The realms' powers usable now without activating them."""
    marks = state.players[state.seat].marks
    return [Place(a) for slot, realm in enumerate(state.in_play) if realm.has_abilities
            for a in realm.abilities(marks[slot], state)]


def demands(state: RollingRealmsState) -> list[Place]:
    """The decisions a realm asks now (the first realm in play that asks any)."""
    marks = state.players[state.seat].marks
    for slot, realm in enumerate(state.in_play):
        if realm.has_demands:
            asked = realm.demands(marks[slot], state)
            if asked:
                return [Place(a) for a in asked]
    return []


def finish(state: RollingRealmsState) -> None:
    """After the seat's last decision: the next seat, the next roll, or the round's end."""
    state.seat += 1
    if state.seat == state.num_players:
        state.seat = 0
        state.turn += 1
        if state.turn == 9:
            end_round(state)
            if state.round == 3:
                state.dice = []
                return
    begin(state)


def end_round(state: RollingRealmsState) -> None:
    """Stars per realm (at most 6 each), 0.1 star per unused resource; resources are cleared."""
    for p, player in enumerate(state.players):
        player.stars.append([state.realm_stars(p, slot) for slot in range(3)])
        player.leftover.append(sum(player.resources))
        player.resources = [0, 0, 0]
        player.gained = [0, 0, 0]
    state.round += 1
    state.turn = 0
    if state.round < 3:
        start = 3 * state.round
        state.in_play = [REALMS[i] for i in state.realm_ids[start: start + 3]]
        for player in state.players:
            player.marks = [realm.new_marks() for realm in state.realms_in_play()]


def usable(state: RollingRealmsState, die: Die) -> list[int]:
    """The realm slots `die` may activate now: not yet activated (any with 3 pumpkins, or a
    realm that reopened itself), and with a use for its value."""
    marks = state.players[state.seat].marks
    return [
        slot
        for slot, realm in enumerate(state.realms_in_play())
        if (not state.activated[slot] or die.again or realm.reopened(marks[slot]))
        and realm.takes(marks[slot], die, state)
    ]


def compensable(state: RollingRealmsState, index: int) -> bool:
    """FAQ: "You can only gain a compensatory resource if you cannot use a die as rolled":
    an unused rolled die whose rolled value no realm not yet activated can take."""
    die = state.dice[index]
    if die.used:
        return False
    as_rolled = Die(state.roll[index], index)
    return not usable(state, as_rolled)


def find(state: RollingRealmsState, named: Name) -> int | None:
    """The index of an unused die of that name (the first: dice of one name are alike)."""
    roll = state.roll
    for index, die in enumerate(state.dice):
        if not die.used and name(die, roll) == named:
            return index
    return None


def legal(state: RollingRealmsState) -> list[Action]:
    """The decisions open now, in a stable order."""
    if state.choices:
        return [TAKES[r] for r in state.choices[0]]
    if state.pending is not None:
        slot, index = state.pending
        marks = state.players[state.seat].marks[slot]
        return [Place(use) for use in state.realms_in_play()[slot].options(marks, state.dice[index], state)]
    if state.starting:
        return [START, *abilities(state)]
    asked: list[Action] = list(demands(state))
    if asked:
        return asked + [a for a in abilities(state) if a not in asked]
    out: list[Action] = [DONE]
    realms = state.realms_in_play()
    pumpkins, hearts, coins = state.resources()
    roll = first, second = state.roll
    stuck: list[Name] = []
    seen: set[Name] = set()
    for i, die in enumerate(state.dice):
        if die.used:
            continue
        named = name(die, roll)
        if named in seen:
            continue
        seen.add(named)
        slots = usable(state, die)
        if die.rolled and (not slots if die.value == roll[die.source] and not die.again
                           else compensable(state, i)):
            stuck.append(named)
        for slot in slots:
            out.append(Use(named, realms[slot].id))
        if pumpkins >= ADJUST:
            for delta in (1, -1):
                if LOW <= die.value + delta <= HIGH:
                    out.append(Adjust(named, delta))
                    if pumpkins >= ADJUST_AGAIN:
                        out.append(Adjust(named, delta, True))
    for named in stuck:
        out += [Compensate(named, r) for r in range(3)]
    values = (first, second) if first != second else (first,)
    if hearts >= (COPY_PAIR if first == second else COPY_ANY):
        out += [Copy(v, "hearts") for v in values]
    if first + second == 7 and coins >= COPY_SEVEN:
        out += [Copy(v, "coins") for v in values]
    out += [Create(v) for v in range(1, min(coins, 6) + 1)]
    return out + abilities(state)


def ability_slot(state: RollingRealmsState, ability: str) -> int | None:
    """The realm in play offering `ability` now (as a power or a demanded decision), if any."""
    marks = state.players[state.seat].marks
    for slot, realm in enumerate(state.realms_in_play()):
        if ability in realm.abilities(marks[slot], state) or ability in realm.demands(marks[slot], state):
            return slot
    return None


def _found(state: RollingRealmsState, named: Name) -> int:
    index = find(state, named)
    assert index is not None, f"no unused die {named}"
    return index


def act(state: RollingRealmsState, action: Action) -> None:
    """Carry out a legal decision."""
    if isinstance(action, Take):
        state.choices.pop(0)
        state.gain(action.resource)
    elif isinstance(action, Start):
        start(state)
    elif isinstance(action, Place) and state.pending is None:
        slot = ability_slot(state, action.use)
        assert slot is not None
        state.realms_in_play()[slot].use_ability(state.players[state.seat].marks[slot], action.use, state)
    elif isinstance(action, Place):
        assert state.pending is not None
        slot, index = state.pending
        state.pending = None
        marks = state.players[state.seat].marks[slot]
        state.realms_in_play()[slot].place(marks, action.use, state.dice[index], state)
    elif isinstance(action, Use):
        ids = [r.id for r in state.realms_in_play()]
        slot = ids.index(action.realm)
        index = _found(state, action.die)
        state.activated[slot] += 1
        state.dice[index] = state.dice[index]._replace(used=True, slot=slot)
        state.pending = (slot, index)
    elif isinstance(action, Adjust):
        index = _found(state, action.die)
        die = state.dice[index]
        state.pay(PUMPKIN, ADJUST_AGAIN if action.again else ADJUST)
        again = die.again or action.again
        state.dice[index] = die._replace(value=die.value + action.delta, again=again)
    elif isinstance(action, Copy):
        first, second = state.roll
        if action.pay == "hearts":
            state.pay(HEART, COPY_PAIR if first == second else COPY_ANY)
        else:
            state.pay(COIN, COPY_SEVEN)
        state.dice.append(Die(action.value, COPIED))
    elif isinstance(action, Create):
        state.pay(COIN, action.value)
        state.dice.append(Die(action.value, CREATED))
    elif isinstance(action, Compensate):
        index = _found(state, action.die)
        state.dice[index] = state.dice[index]._replace(used=True)
        state.gain(action.resource)
    else:
        state.ending = True
        sheet = state.players[state.seat].marks
        for slot, realm in enumerate(state.realms_in_play()):
            realm.turn_end(sheet[slot], state)
    if state.ending and not state.choices and not demands(state):
        finish(state)
