"""Why an action of the featured game is refused, in the rulebook's words."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from realmkit.core import GAME_OVER, IllegalActionError
from realmkit.core.game import summarize
from realmkit.games.realm.components import (
    DIRECTION_NAMES,
    IS_CENTER,
    REALM_OF,
    parse_square,
    realm_name,
    square_name,
)
from realmkit.games.realm.featured import legal as phases
from realmkit.games.realm.featured.actions import (
    MODE_WORDS,
    REARRANGEMENT,
    ChooseMode,
    CreateEnforcer,
    EndTurn,
    FeaturedAction,
    Immobilize,
    Move,
    Pass,
    PlaceBase,
    PlacePower,
    Replace,
)
from realmkit.games.realm.featured.rules import BASE, ENFORCER, IMMOBILE, KIND, direction_of, targets

if TYPE_CHECKING:
    from realmkit.games.realm.featured.legal import PositionRules as FeaturedState

EXPECTED: dict[type, int] = {
    PlaceBase: phases.SETUP_BASES,
    PlacePower: phases.SETUP_POWERS,
    ChooseMode: phases.TURN_START,
    Pass: phases.TURN_START,
    Replace: phases.REARRANGING,
    Immobilize: phases.CHOOSING_VICTIM,
    CreateEnforcer: phases.PLACING_ENFORCER,
}


def illegal_reason(state: FeaturedState, action: FeaturedAction) -> str:
    """A reason a person can read; `action` is known not to be legal in `state`."""
    if state.phase == phases.OVER:
        return GAME_OVER
    now = phases.PHASE_NAMES[state.phase]
    legal = state.legal_actions()
    listing = f"legal now: {summarize(legal)}"
    if isinstance(action, Move):
        if state.phase not in (phases.DISPERSING, phases.CONCENTRATING):
            return f"no piece moves now ({now}); {listing}"
        return f"{action}: {_why_not_move(state, action)}; {listing}"
    if isinstance(action, EndTurn):
        if state.phase == phases.DISPERSING:
            return f"a Dispersal ends after at least one piece has moved; {listing}"
        if state.phase == phases.CONCENTRATING:
            return f"a Concentration moves two or more pieces before it ends; {listing}"
        return f"there is no turn to end now ({now}); {listing}"
    if state.phase != EXPECTED[type(action)]:
        return f"{action} is not possible now ({now}); {listing}"
    if isinstance(action, ChooseMode):
        return f"{action}: {_why_not_mode(state, action)}; {listing}"
    if isinstance(action, PlaceBase):
        return (f"{action}: a Base goes on the Center of a vacant Realm, not in a row or column of "
                f"Realms holding one of your Bases; {listing}")
    if isinstance(action, PlacePower):
        return (f"{action}: a Power goes on a Border space of a Realm holding your Base, one Power "
                f"per Realm; {listing}")
    if isinstance(action, Replace):
        return (f"{action}: the next piece to put back is the one from {square_name(state.hand[0][0])}, "
                f"on another vacant Border space of Realm {realm_name(state.realm)} (turning only a mobile "
                f"Enforcer); {listing}")
    if isinstance(action, Immobilize):
        return f"{action}: choose a mobile enemy Enforcer in Realm {realm_name(state.event_realm)}; {listing}"
    return (f"{action}: the created Enforcer goes on a vacant Border space of Realm "
            f"{realm_name(state.event_realm)}; {listing}")


def _why_not_mode(state: FeaturedState, action: ChooseMode) -> str:
    realm = realm_name(action.realm)
    if action.mode == REARRANGEMENT:
        if state.streak_realm[state.player] == action.realm and state.streak[state.player] >= 2:
            return f"you may not rearrange Realm {realm} three turns in a row"
        return f"to rearrange Realm {realm} you need pieces there and two spaces to put them on"
    if action.mode == 0:
        return f"none of your mobile pieces in Realm {realm} can move to another Realm"
    return f"two or more of your pieces from outside Realm {realm} cannot all end their moves there"


def _why_not_move(state: FeaturedState, action: Move) -> str:
    origin, target = action.origin, action.target
    cell = state.cells[origin]
    if not cell or cell & 1 != state.player:
        return f"you have no piece on {square_name(origin)}"
    if cell & KIND == BASE:
        return "Bases are immobile"
    if cell & KIND == ENFORCER and state.facing[origin] == IMMOBILE:
        return f"the Enforcer on {square_name(origin)} is immobile"
    direction = direction_of(origin, target)
    if direction not in state.directions(origin):
        return (f"an Enforcer pointing {DIRECTION_NAMES[state.facing[origin]]} may turn a quarter-turn "
                f"but never moves {DIRECTION_NAMES[direction]}, directly opposite")
    if IS_CENTER[target]:
        return "a piece may move through, but may not end its move on, a Center"
    if REALM_OF[target] == REALM_OF[origin]:
        return "a piece must move into a new Realm"
    mode = MODE_WORDS[state.mode]
    if state.phase == phases.DISPERSING and REALM_OF[origin] != state.realm:
        return f"this turn you {mode} Realm {realm_name(state.realm)}: only pieces from there move"
    if state.phase == phases.CONCENTRATING:
        if REALM_OF[target] != state.realm:
            return f"this turn you {mode} into Realm {realm_name(state.realm)}: moves end there"
        if REALM_OF[origin] == state.realm:
            return f"pieces that began the turn in Realm {realm_name(state.realm)} do not take part"
    if target not in targets(state.cells, origin, state.directions(origin), state.enemy_base_stop()):
        if state.game.settings.stop_in_enemy_realms:
            return "the way is blocked, or the piece must stop in the enemy-controlled Realm it enters"
        return "the way is blocked: a piece stops before the next occupied space"
    return "after it no second piece could end its move in the Realm: the Concentration would fail"


NOTATION = (
    "moves 'e5-e9', 'disperse 5', 'concentrate 5', 'rearrange 5', 'e4=f6' or 'e4=f6>N', '+f6>N', "
    "'xf6', 'base e5', 'power d4', 'end', 'pass'"
)


def unreadable(typed: str) -> str:
    """Why `typed` names no action of Realm at all."""
    text = typed.strip()
    compact = "".join(text.split()).lower()
    if re.fullmatch(r"(disperse|concentrate|rearrange)\d+", compact):
        return f"{text!r}: Realms are numbered 1-16 (Realm 1 = a1-c3, Realm 16 = j10-l12)"
    if re.fullmatch(r"[+x]?[a-l]\d+(=[a-l]\d+)?>(?![nesw]$).*", compact):
        return f"{text!r}: a facing is N, E, S or W, as '+f6>N' or 'e4=f6>E'"
    if re.fullmatch(r"[a-l]\d+", compact):
        return (f"{text!r}: a square alone is no action; write 'base {compact}' or 'power {compact}' "
                f"in the setup, '{compact}-...' to move; {NOTATION}")
    put_back = re.fullmatch(r"([a-l]\d+)=([a-l]\d+)(?:>[nesw])?", compact)
    if put_back:
        return _why_not_put_back(text, *put_back.groups())
    squares = re.fullmatch(r"(base|power)?([a-l]\d+)(?:-([a-l]\d+))?", compact)
    if squares:
        kind, first, second = squares.groups()
        try:
            origin = parse_square(first)
            target = parse_square(second) if second else -1
        except IllegalActionError as error:
            return str(error)
        if kind == "base" and not IS_CENTER[origin]:
            return f"{text!r}: a Base is placed on the Center of a Realm (b2, e2, ... k11)"
        if kind == "power" and IS_CENTER[origin]:
            return f"{text!r}: a Power is placed on a Border space, not on a Center"
        if target >= 0:
            if origin % 12 != target % 12 and origin // 12 != target // 12:
                return f"{text!r}: pieces move in a straight horizontal or vertical line"
            if REALM_OF[origin] == REALM_OF[target]:
                return f"{text!r}: a piece must move into a new Realm"
            if IS_CENTER[target]:
                return f"{text!r}: a piece may move through, but may not end its move on, a Center"
    return f"{text!r} is not Realm notation: {NOTATION}"


def _why_not_put_back(text: str, first: str, second: str) -> str:
    """Why a Rearrangement put-back like "d4=d4" names no action."""
    try:
        origin, target = parse_square(first), parse_square(second)
    except IllegalActionError as error:
        return str(error)
    if IS_CENTER[origin] or IS_CENTER[target]:
        return f"{text!r}: Rearrangement picks up and puts back pieces on a Border space, not on the Center"
    if origin == target:
        return f"{text!r}: a rearranged piece goes on a space other than the one it stood on"
    if REALM_OF[origin] != REALM_OF[target]:
        return f"{text!r}: a rearranged piece is put back within the same Realm"
    return f"{text!r} is not Realm notation: {NOTATION}"
