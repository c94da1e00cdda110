"""A fast playout policy: keep the cards that add most to the hand. Hands are scored without
choices (wild cards staying themselves) and a card's worth is its own line of the score (base
strength, bonus and penalty), which one scoring of the hand gives for every card at once."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action, FantasyRealmsAction
from realmkit.games.fantasy_realms.components.cards import STRENGTH, ids
from realmkit.games.fantasy_realms.scoring.hand import NO_CHOICES
from realmkit.games.fantasy_realms.scoring.steps import Detail, evaluate

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

LOOK_BACK = 3
WORTH_TAKING = 5
DRAW_ANYWAY = 0.3
"""Taking from the discard area does not bring the end nearer; playouts draw this often anyway
so that they always end."""


def worth(mask: int) -> tuple[int, dict[int, int]]:
    """The total of a hand with no choices made, and what each card's own line adds to it."""
    detail: Detail = []
    total = evaluate(tuple(ids(mask)), mask, NO_CHOICES, detail)
    lines = {c: 0 if blanked else STRENGTH[c] + bonus + penalty for c, bonus, penalty, blanked, _ in detail}
    return total, lines


def weakest(lines: dict[int, int], allowed: list[int]) -> int:
    """The card of `allowed` whose line adds least."""
    return min(allowed, key=lambda c: (lines[c], c))


def rollout(state: FantasyRealmsState, rng: random.Random) -> FantasyRealmsAction:
    """The move of a playout in `state`; an item's decision (listed first where the item may be
    used) takes the last option, which passes it by."""
    legal = state.legal_actions()
    first = legal[0]
    if not isinstance(first, Action):
        return legal[-1]
    cards = [a for a in legal if isinstance(a, Action)]
    hand = state.hands[state.player]
    if first.kind in ("draw", "take"):
        if first.kind == "draw" and rng.random() < DRAW_ANYWAY:
            return first
        return _draw_or_take(state, hand, cards)
    if first.kind == "discard":
        return act.DISCARD[weakest(worth(hand)[1], [a.card for a in cards])]
    if first.kind == "pass":
        if len(legal) == 1 or rng.random() < 0.5:
            return first
        offered = weakest(worth(hand)[1], ids(hand))
        return rng.choice([a for a in cards if a.card == offered])
    if first.kind == "refuse":
        assert state.offer is not None
        now = worth(hand)[0]
        total, lines = worth(hand | 1 << state.offer[2])
        give = weakest(lines, ids(hand))
        return act.ACCEPT[give] if total - lines[give] > now else first
    if first.kind == "keep" or (len(legal) > 1 and legal[1].kind == "necromancer"):
        choices = [a for a in cards if a.card >= 0]
        return max(choices, key=lambda a: worth(hand | 1 << a.card)[0])
    return legal[-1]


def _draw_or_take(state: FantasyRealmsState, hand: int, legal: list[Action]) -> Action:
    """Take one of the last cards discarded if the hand gains enough by it, else draw."""
    recent = set(state.discard[-LOOK_BACK:])
    now = worth(hand)[0]
    full = hand.bit_count() >= 7
    best_action, best_value = legal[0], now + WORTH_TAKING
    for action in legal:
        if action.kind != "take" or action.card not in recent:
            continue
        total, lines = worth(hand | 1 << action.card)
        value = total - lines[weakest(lines, ids(hand))] if full else total
        if value > best_value:
            best_action, best_value = action, value
    return best_action
