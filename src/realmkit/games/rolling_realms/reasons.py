"""Why a decision is refused now, in the game's words: the turn steps' order (a benefit's
choice, a die being used, the start-of-turn effects, a realm's demand come first), each die used
once, and the costs of the resource table (see `turn`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.actions import (
    Action,
    Adjust,
    Compensate,
    Copy,
    Create,
    Done,
    Place,
    Take,
    Use,
)
from realmkit.games.rolling_realms.components import RESOURCES
from realmkit.games.rolling_realms.dice import HIGH, LOW, name
from realmkit.games.rolling_realms.turn import (
    ADJUST,
    ADJUST_AGAIN,
    COPY_ANY,
    COPY_PAIR,
    COPY_SEVEN,
    ability_slot,
    compensable,
    demands,
    find,
    legal,
    usable,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.state import RollingRealmsState


def unused(state: RollingRealmsState) -> str:
    """The names of the unused dice, for a refusal."""
    names = [str(name(d, state.roll)) for d in state.dice if not d.used]
    return f"the unused dice are {', '.join(names)}" if names else "every die of this turn is used"


def illegal_reason(state: RollingRealmsState, action: Action) -> str | None:
    """Why `action` is refused now, in the game's words; None if it is legal."""
    if state.choices:
        if isinstance(action, Take) and action.resource in state.choices[0]:
            return None
        names = " or ".join(f"take {RESOURCES[r]}" for r in state.choices[0])
        return f"first choose the resource this benefit gives: {names}"
    if state.pending is not None:
        slot, index = state.pending
        uses = [str(a) for a in legal(state)]
        if isinstance(action, Place) and action.use in uses:
            return None
        realm = state.realms_in_play()[slot]
        return (f"the {name(state.dice[index], state.roll)} is being used in {realm.id}: "
                f"choose one of {', '.join(uses)}")
    if state.starting or state.ending or demands(state):
        allowed = legal(state)
        if action in allowed:
            return None
        now = ("the start-of-turn effects come first" if state.starting
               else "a realm asks a decision first")
        return f"{now}: choose one of {', '.join(str(a) for a in allowed)}"
    dice = state.dice
    pumpkins, hearts, coins = state.resources()
    first, second = state.roll
    if isinstance(action, (Use, Adjust, Compensate)):
        at = find(state, action.die)
        if at is None:
            return f"there is no unused die {action.die} now (each die is used once): {unused(state)}"
        die = dice[at]
    if isinstance(action, Use):
        ids = [r.id for r in state.realms_in_play()]
        if action.realm not in ids:
            return f"{action.realm} is not in play this round; the realms are {', '.join(ids)}"
        slot = ids.index(action.realm)
        if state.activated[slot] and not die.again and not state.in_play[slot].reopened(
                state.players[state.seat].marks[slot]):
            return (f"{action.realm} was already activated this turn; only a die adjusted with "
                    "3 pumpkins may activate it again")
        if slot not in usable(state, die):
            return f"a {die.value} cannot be used in {action.realm} now"
        return None
    if isinstance(action, Adjust):
        if action.delta not in (1, -1):
            return "a die is adjusted by +1 or -1"
        cost = ADJUST_AGAIN if action.again else ADJUST
        if pumpkins < cost:
            return f"adjusting a die costs {cost} pumpkins; you have {pumpkins}"
        if not LOW <= die.value + action.delta <= HIGH:
            return f"the {action.die} cannot become a {die.value + action.delta}: never below 1 or above 6"
        return None
    if isinstance(action, Copy):
        if action.value not in (first, second):
            return f"only a rolled die can be copied: the roll is {first} and {second}"
        if action.pay == "hearts":
            cost = COPY_PAIR if first == second else COPY_ANY
            return None if hearts >= cost else f"copying a die costs {cost} hearts; you have {hearts}"
        if action.pay != "coins":
            return "a copy is paid with hearts or coins"
        if first + second != 7:
            return f"copying with 2 coins needs a roll summing to 7; the roll is {first} and {second}"
        return None if coins >= COPY_SEVEN else f"copying a die costs 2 coins; you have {coins}"
    if isinstance(action, Create):
        if not LOW <= action.value <= HIGH:
            return "a created die shows 1-6"
        if coins < action.value:
            return f"creating a {action.value} costs {action.value} coins; you have {coins}"
        return None
    if isinstance(action, Compensate):
        if not die.rolled or action.resource not in range(3):
            return "compensation is one pumpkin, heart or coin for a rolled die"
        if not compensable(state, die.source):
            return (f"the {action.die} (rolled {state.roll[die.source]}) can still be used as rolled; "
                    "compensation is only for a rolled die that cannot be used")
        return None
    if isinstance(action, Done):
        return None
    if isinstance(action, Place) and ability_slot(state, action.use) is not None:
        return None
    if isinstance(action, (Take, Place)):
        return f"{action} is not expected now: no benefit choice or realm use is pending"
    return "start is not expected now: the start-of-turn effects have happened"
