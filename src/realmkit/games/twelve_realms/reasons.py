"""Why an action is refused, in the rulebook's words; None when it is legal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.core import GAME_OVER
from realmkit.games.twelve_realms import confrontation
from realmkit.games.twelve_realms.actions import (
    CLAIM_PIECE,
    CLAIM_TREASURE,
    CONFRONT,
    DECLINE,
    DONE,
    END,
    ENTRUST,
    EXPLOIT,
    GROUP,
    HERO,
    JOIN,
    LORD,
    MOVE,
    PASS,
    PLAY,
    TOWN_CHOICE,
    TRAVEL,
    WITHDRAW,
    Action,
    area_name,
)
from realmkit.games.twelve_realms.components import (
    ACTIONS,
    ADVENTURES,
    ASK,
    HEROES,
    LORDS,
    OVER,
    PAY,
    TOWN,
    TOWNS,
)
from realmkit.games.twelve_realms.components import (
    GROUP as GROUP_PHASE,
)

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.state import TwelveRealmsState

_PHASE_WORDS = {
    LORDS: "choose the Dark Lord kept for a realm, as 'lord <name>'",
    HEROES: "choose a Character, as 'hero <name>'",
    TOWNS: "place your hero in the Town of a Game Realm, as 'town <realm>'",
    ACTIONS: "perform an action (move, confront, claim, entrust, travel, play) or 'end'",
    ASK: "answer the Leader: 'join' as an Ally or 'decline' (or play an Adventure card first)",
    GROUP_PHASE: ("choose the vulnerability group to overcome, as 'group 1', or 'withdraw' (or play "
                  "an Adventure card first)"),
    PAY: "exploit a token for the Confrontation, as 'exploit combat', or 'done'",
    ADVENTURES: "play an Adventure card before Upkeep, as 'play <card>', or 'pass'",
}
_KINDS_OF_PHASE = {
    LORDS: {LORD}, HEROES: {HERO}, TOWNS: {TOWN_CHOICE},
    ACTIONS: {MOVE, CONFRONT, CLAIM_TREASURE, CLAIM_PIECE, ENTRUST, TRAVEL, PLAY, END},
    ASK: {JOIN, DECLINE, PLAY}, GROUP_PHASE: {GROUP, WITHDRAW, PLAY}, PAY: {EXPLOIT, DONE},
    ADVENTURES: {PLAY, PASS},
}


def illegal_reason(state: TwelveRealmsState, action: Action) -> str | None:
    """The rule `action` breaks in `state`, or None if it is legal; `action` is one of the
    table's or shaped like one (values no content names)."""
    if state.lookup.table.canonical(action) is None:
        return f"{action!r} is not an action of this 12 Realms game"
    if state.phase == OVER:
        return GAME_OVER
    if action in state.legal_actions():
        return None
    phase = state.phase
    if action.kind not in _KINDS_OF_PHASE[phase]:
        return f"'{action}' is not possible now: {_PHASE_WORDS[phase]}"
    return _detail(state, action) or f"'{action}' is not possible now: {_PHASE_WORDS[phase]}"


def _detail(state: TwelveRealmsState, action: Action) -> str | None:
    seat = state.current_player()
    kind = action.kind
    slot, area = state.realm_at[seat], state.area_at[seat]
    content = state.content
    if kind in (TOWN_CHOICE, TRAVEL) and action.a not in state.slot_of:
        return f"{content.realms[action.a].name} is not a Game Realm"
    if kind == HERO:
        return f"{content.heroes[action.a].name} is already taken or not offered"
    if kind == MOVE:
        realm = content.realms[state.realms[slot]]
        if action.a not in realm.neighbours[area]:
            near = ", ".join(area_name(a) for a in realm.neighbours[area])
            return f"area {area_name(action.a)} is not adjacent to yours; adjacent areas: {near}"
        return "a character cannot move without a fresh Swiftness (or Crown) token of that colour"
    if kind == CONFRONT:
        return confrontation.challenge_reason(state, seat, action.a)
    if kind in (CLAIM_TREASURE, CLAIM_PIECE):
        return "there is no such token in your area, or you cannot exploit the talents it needs"
    if kind == ENTRUST:
        return "you may entrust only an Artifact Piece you hold, to a character in your area"
    if kind == TRAVEL:
        if area != TOWN:
            return "you can Travel only when your character is in a Town"
        return "Travel goes to the Town of another Game Realm"
    if kind == PLAY:
        if action.a not in state.hands[seat]:
            return "that Adventure card is not in your hand"
        return "that Adventure card would change nothing now (no exploited token, or no marker to push back)"
    if kind == GROUP:
        return "your team cannot exploit the talents of that group (or it does not exist)"
    if kind == WITHDRAW:
        return "a group can be overcome: choose it"
    if kind == EXPLOIT:
        return "you hold no such token, or it would leave a talent the team cannot pay"
    if kind == DONE:
        return "the Allies after you cannot pay the rest (or you are the last to pay)"
    return None
