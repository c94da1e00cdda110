"""The Cursed Items as the game state calls on them (one import for state.py), and why an item
action is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms.actions import FantasyRealmsAction
from realmkit.games.fantasy_realms.items import (
    BEFORE_DISCARD,
    CRYSTAL_LENS,
    HAND_CAP,
    HOURGLASS,
    ITEM_NAMES,
    ITEMS,
    WISHING_RING,
    items_total,
)
from realmkit.games.fantasy_realms.items import play as item_play
from realmkit.games.fantasy_realms.items import state as item_state
from realmkit.games.fantasy_realms.items.actions import ItemAction
from realmkit.games.fantasy_realms.items.phases import after, before, play_item
from realmkit.games.fantasy_realms.items.play import DOES, use_reason
from realmkit.games.fantasy_realms.items.state import (
    AFTER,
    ITEM_PHASES,
    deal,
    left_deck,
    searched,
    takeable,
)
from realmkit.games.fantasy_realms.items.views import item_view

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

__all__ = [
    "HAND_CAP",
    "ITEM_PHASES",
    "after",
    "before",
    "deal",
    "end_of_turn",
    "item_reason",
    "item_view",
    "items_total",
    "left_deck",
    "phase_actions",
    "phase_reason",
    "play_item",
    "searched",
    "takeable",
    "turn_actions",
    "with_discards",
]


def turn_actions(state: FantasyRealmsState) -> list[FantasyRealmsAction]:
    """The item option of the turn, listed with the card actions."""
    return [*item_play.turn_actions(state)]


def with_discards(state: FantasyRealmsState,
                  discards: list[FantasyRealmsAction]) -> list[FantasyRealmsAction]:
    """The turn's discards with the item option between the draw and the discard: the item's uses
    first, discarding it last (the playout policy, ai/policy.py, plays the last action of a list
    whose first is not a card's discard: the item goes, then the weakest card as usual)."""
    now = turn_actions(state)
    return [*now[:-1], *discards, *now[-1:]]


def phase_actions(state: FantasyRealmsState) -> list[FantasyRealmsAction]:
    """The legal actions of an item's own phase, listed with the card actions."""
    return [*item_play.phase_actions(state)]


def end_of_turn(state: FantasyRealmsState) -> bool:
    """The end of a turn with items: first, the discard made, the face-up item may still be used
    (ANY TIME), discarded or kept (phase AFTER); then the items' end of turn (item_state). False
    when the state already says who acts next."""
    cursed = state.cursed
    assert cursed is not None
    if state.phase != AFTER and item_play.window(state, AFTER):
        cursed.origin = state.phase = AFTER
        return False
    return item_state.end_of_turn(state)


def phase_reason(state: FantasyRealmsState, action: FantasyRealmsAction) -> str | None:
    """Why `action` is refused (None if legal) while an item's own phase is under way."""
    if action in state.legal_actions():
        return None
    return f"'{action}' is not possible now: Player {state.player + 1} must {DOES[state.phase]}"


def item_reason(state: FantasyRealmsState, action: ItemAction) -> str | None:
    """Why the item action `action` is refused now (None if legal), outside an item's own phase."""
    if action in state.legal_actions():
        return None
    cursed = state.cursed
    assert cursed is not None
    who = f"Player {state.player + 1}"
    if action.kind not in ("use", "discard item"):
        return f"'{action}' is possible only while an item asks for it; {who} must " + (
            "draw, take a card or use the face-up Cursed Item" if state.phase == "turn" else "discard a card")
    if state.phase not in ("turn", "discard"):
        return ("a Cursed Item is used or discarded on your own turn: at its start, before you draw or take "
                "a card, between the draw and the discard, or after your discard")
    item = cursed.face_up[state.player]
    if cursed.done:
        return "this turn's item option is already taken (one per turn)"
    if item < 0:
        return "you have no face-up Cursed Item"
    if action.kind == "use" and action.item != item:
        return f"{ITEM_NAMES[action.item]} is not your face-up Cursed Item ({ITEM_NAMES[item]})"
    if state.phase == "discard" and item not in BEFORE_DISCARD:
        return f"not between the draw and the discard: {_timing(item)}"
    if state.phase == "discard" and action.kind == "discard item":
        return (f"between the draw and the discard the item option is open only while {ITEM_NAMES[item]} "
                "can be used; it cannot now")
    return use_reason(state, action) or f"'{action}' is not legal now"


def _timing(item: int) -> str:
    """When an item not usable between the draw and the discard is used."""
    name = ITEMS[item].name
    if item == HOURGLASS:
        return "Hourglass (AFTER TURN) is used at the start of your turn or after your discard"
    if item in (CRYSTAL_LENS, WISHING_RING):
        return f"{name} speaks of the draw to come: use it at the start of your turn, before you draw"
    return f"{name} replaces the draw and the discard (REPLACE TURN): use it at the start of your turn"
