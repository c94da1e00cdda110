"""Why an action of the cards is refused: the phase that wants another kind of move, or a card
or seat the rules do not allow (the Cursed Items' refusals are in items/hooks.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.components.cards import NAMES, ids
from realmkit.games.fantasy_realms.items import hooks as items
from realmkit.games.fantasy_realms.phases import (
    DISCARD,
    GENIE_PHASE,
    KEEP,
    NECROMANCER_PHASE,
    OFFER,
    REPLY,
    TURN,
)

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState


def why_not(state: FantasyRealmsState, action: Action) -> str:
    """Why `action`, not legal now, is refused, in the rulebook's words."""
    phase, kind = state.phase, action.kind
    name = NAMES[action.card] if action.card >= 0 else ""
    hand = state.hands[state.player]
    wanted = {TURN: "draw or take a card from the discard area", DISCARD: "discard a card",
              OFFER: "offer a card in trade or pass", REPLY: "accept the offer (accept CARD) or refuse",
              NECROMANCER_PHASE: "use the Necromancer or pass", KEEP: "keep one of the three cards drawn",
              GENIE_PHASE: "put one card of the deck in the hand (genie CARD)"}
    expected = {TURN: ("draw", "take"), DISCARD: ("discard",), OFFER: ("offer", "pass"),
                REPLY: ("accept", "refuse"), KEEP: ("keep",),
                NECROMANCER_PHASE: ("necromancer", "necromancer pass", "necromancer draw"),
                GENIE_PHASE: ("genie",)}
    if kind not in expected[phase]:
        return f"'{action}' is not possible now: Player {state.player + 1} must {wanted[phase]}"
    if kind == "draw":
        return "the deck is empty; take a card from the discard area"
    if kind == "necromancer" and state.variant == "chaos":
        return "in Chaos Realms the Necromancer draws three cards (necromancer draw) or passes"
    if kind in ("take", "necromancer") and action.card not in state.discard:
        return f"{name} is not in the discard area"
    if kind in ("take", "necromancer") and state.cursed is not None and \
            not items.takeable(state, state.player) >> action.card & 1:
        return f"{name} lies under another player's Sealed Vault: only that player may take it"
    if kind == "necromancer" and action.card >= 0:
        return f"the Necromancer takes only an Army, Leader, Wizard or Beast (or Undead), not {name}"
    if kind == "genie":
        return f"{name} is not in the deck"
    if kind == "necromancer draw":
        return "the Necromancer draws three cards only in Chaos Realms"
    if kind in ("discard", "offer", "accept") and not hand >> action.card & 1:
        return f"{name} is not in your hand"
    if kind == "discard" and state.drawn:
        return "discard one of the two cards you drew: " + " or ".join(NAMES[c] for c in ids(state.drawn))
    if kind == "discard":
        return f"{name} was just taken from the discard area and cannot be discarded this turn"
    if kind == "offer" and action.seat == state.player:
        return "you cannot offer a card to yourself; offer it to another player"
    if kind == "offer":
        return f"there is no player {action.seat + 1}: players are numbered 1-{state.num_players}"
    if kind == "keep":
        return f"{name} is not among the three cards drawn"
    return f"{action} is not legal now"
