"""Why an action is illegal, in words a player understands; None when it is legal.

Each check is a rule of the rulebook; `legal_actions()` lists exactly the actions that pass.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from realmkit.core import GAME_OVER
from realmkit.games.twelve_thieves.actions import (
    END,
    MOVE_GUARD,
    MOVE_GUARD_THIEF,
    MOVE_NEUTRAL,
    PASS,
    PASS_DANCER,
    PLACE_GUARD,
    PLACE_NEUTRAL,
    SMUGGLE,
    TABLE,
    Action,
)
from realmkit.games.twelve_thieves.components import (
    DANCER,
    GUARD_SQUARES,
    MAX_THIEF_ACTIONS,
    OVER,
    SETUP,
    card_name,
    palace_name,
)

if TYPE_CHECKING:
    from realmkit.games.twelve_thieves.state import TwelveThievesState

_FORMS = {
    PLACE_GUARD: "a guard is placed before one of the palaces 1-6, as 'place guard 3'",
    PLACE_NEUTRAL: "a neutral guard is placed before one of the palaces 1-6, as 'place neutral 3'",
    SMUGGLE: "smuggling into a palace costs 1 card of that palace per external guard (1-3), "
    "dancers counting as any palace, as 'smuggle 3 pay 3,D'",
    MOVE_GUARD: "moving your guard to another palace costs 1 card showing the palace it leaves or "
    "the one it goes to, or a dancer, as 'guard 3>5 pay 5'",
    MOVE_GUARD_THIEF: "moving your guard with a thief costs 1 card showing the palace it leaves or "
    "the one it goes to, or a dancer, as 'guard 3>5 thief pay 3'",
    MOVE_NEUTRAL: "moving a neutral guard costs 2 cards, one showing the palace it leaves and one "
    "the palace it goes to (a dancer may replace either), as 'neutral 3>5 pay 3,5'",
}


def illegal_reason(state: TwelveThievesState, action: Action) -> str | None:
    """The rule `action` breaks in `state`, or None if it is legal; `action` is one of the
    table's or shaped like one (values no rule allows, such as a payment of the wrong cards)."""
    if state.phase == OVER:
        return GAME_OVER
    if TABLE.canonical(action) is None:
        form = _FORMS.get(action.kind, "the ends of a turn are written 'end', 'pass' and 'pass dancer'")
        shown = f"'{action}'" if action.kind in _FORMS else repr(action)
        return f"{shown} is not a possible action: {form}"
    if state.phase == SETUP:
        return _setup_reason(state, action)
    kind = action.kind
    if kind <= PLACE_NEUTRAL:
        return "all guards are placed: play a card action or end your turn"
    if kind == END:
        if not state.acted:
            return "you have taken no action this turn: 'pass' draws 4 cards, 'pass dancer' a dancer and 3"
        return None
    if kind in (PASS, PASS_DANCER):
        if state.acted:
            return "you have acted this turn: 'end' draws your 3 cards (passing is for a turn without action)"
        if kind == PASS_DANCER and not state.dancer_supply:
            return "no dancer is left in the open supply; 'pass' draws 4 cards from the stack"
        return None
    return _card_action_reason(state, action)


def _setup_reason(state: TwelveThievesState, action: Action) -> str | None:
    own, neutral = state.to_place[state.player]
    if action.kind == PLACE_GUARD:
        if not own:
            return "you have placed all your own guards; place one of your neutral guards"
    elif action.kind == PLACE_NEUTRAL:
        if not state.tactical:
            return "players place neutral guards only in the tactical variant; place one of your guards"
        if not neutral:
            return "you have placed both your neutral guards; place one of your own guards"
    else:
        return "the guards are being placed: place a guard first, as 'place guard 3'"
    if state.guard_total[action.palace] >= GUARD_SQUARES:
        return f"palace {palace_name(action.palace)} has no free guard square (4 guards stand there)"
    return None


def _card_action_reason(state: TwelveThievesState, action: Action) -> str | None:
    p, kind = state.player, action.kind
    guards = state.guards
    if action.moves_thief and state.thief_actions >= MAX_THIEF_ACTIONS:
        return f"you have taken your {MAX_THIEF_ACTIONS} actions with thieves this turn"
    source = palace_name(action.palace)
    if kind == SMUGGLE:
        palace = action.palace
        if not state.supply[p]:
            return "none of your thieves is left in your supply"
        if not guards[palace][p]:
            return f"smuggling into palace {source} needs one of your own guards there"
        external = state.guard_total[palace] - guards[palace][p]
        if not external:
            return f"smuggling into palace {source} needs an external guard (a fellow player's or a neutral)"
        if len(action.pay) != external:
            return (
                f"smuggling into palace {source} costs {external} card(s) of palace {source}, "
                f"one per external guard; you offer {len(action.pay)}"
            )
    else:
        owner = state.num_players if kind == MOVE_NEUTRAL else p
        whose = "a neutral guard" if kind == MOVE_NEUTRAL else "your guard"
        if not guards[action.palace][owner]:
            return f"{whose} is not standing before palace {source}"
        if state.guard_total[action.target] >= GUARD_SQUARES:
            return f"palace {palace_name(action.target)} has no free guard square (4 guards stand there)"
        if kind == MOVE_GUARD_THIEF and not state.thieves[action.palace][p]:
            return f"you have no thief in palace {source} to take along"
    return _payment_reason(state, action.pay)


def _payment_reason(state: TwelveThievesState, pay: tuple[int, ...]) -> str | None:
    hand = state.hands[state.player]
    for card, needed in Counter(pay).items():
        if hand[card] < needed:
            what = "dancer(s)" if card == DANCER else f"card(s) of palace {card_name(card)}"
            return f"you pay {needed} {what} but hold {hand[card]}"
    return None
