"""12 Thieves for agents: the heuristic value of a position, a quick playout policy and search
defaults (`TwelveThievesAI`).

Both use only what the seat to judge may know: the public table and card counts.
"""

from __future__ import annotations

import math
import random
from typing import Any, ClassVar

from realmkit.core import GameAI
from realmkit.games.twelve_thieves.actions import (
    END,
    MOVE_GUARD_THIEF,
    MOVE_NEUTRAL,
    PLACE_GUARD,
    PLACE_NEUTRAL,
    SMUGGLE,
    Action,
)
from realmkit.games.twelve_thieves.components import (
    ACTIONS,
    CHEST_PIPS,
    DANCER,
    DRAW_AFTER_ACTING,
    DRAW_AFTER_PASSING,
    NO_CHEST,
    OVER,
    PALACES,
)
from realmkit.games.twelve_thieves.state import TwelveThievesState

PIP_WEIGHT = 0.02
PROGRESS_WEIGHT = 0.4
ENTRY_WEIGHT = 0.08
CLOSED_SHARE = 0.6
SUPPLY_WEIGHT = 0.02
CARD_WEIGHT = 0.6
CARD_SATURATION = 8.0
DANCER_SHARE = 1.5
SCALE = 0.6

ROB_MERIT = 10.0
CARD_COST = 0.25
CARD_COST_HAND = 4
"""A card costs CARD_COST with 6 cards in hand, more with fewer, less with more."""
DANCER_COST = 0.4
GUARD_MERIT = 0.8
OPPONENT_SHARE = 0.5
SMUGGLE_MERIT = 0.6
GATHER_MERIT = 2.5
END_MERIT = (0.3, 0.2, 0.35)
"""Merits of 'end', 'pass' and 'pass dancer': an action must beat them to be played."""
NOISE = 0.3


def standing(state: TwelveThievesState, seat: int) -> float:
    """A seat's worth in chests: robbed chests, thieves in supply and towards the next chest
    (more where one can still smuggle), guards placed to smuggle, and cards in hand (worth
    less the more one holds; a dancer counts as one and a half). The seat to act counts the
    cards it will draw at the end of its turn, so a turn's actions are not judged against a
    draw that has not happened yet."""
    won = state.won[seat]
    value = len(won) + PIP_WEIGHT * sum(pips for _, pips in won) + SUPPLY_WEIGHT * state.supply[seat]
    for palace in range(PALACES):
        level = state.chest_level[palace]
        if level == NO_CHEST:
            continue
        guards = state.guards[palace]
        open_to_me = guards[seat] and state.guard_total[palace] > guards[seat]
        share = state.thieves[palace][seat] / CHEST_PIPS[level]
        value += PROGRESS_WEIGHT * share * (1.0 + share) * (1.0 if open_to_me else CLOSED_SHARE)
        if open_to_me:
            value += ENTRY_WEIGHT
    hand = state.hands[seat]
    cards = sum(hand[:PALACES]) + DANCER_SHARE * hand[DANCER]
    if seat == state.player and state.phase == ACTIONS:
        cards += DRAW_AFTER_ACTING if state.acted else DRAW_AFTER_PASSING
    return value + CARD_WEIGHT * (1.0 - math.exp(-cards / CARD_SATURATION))


def evaluate(state: TwelveThievesState, player: int) -> float:
    """In [-1, 1]: the player's standing against the best other seat; the outcome once over."""
    if state.phase == OVER:
        return state.returns()[player]
    mine = standing(state, player)
    best = max(standing(state, seat) for seat in range(state.num_players) if seat != player)
    return math.tanh(SCALE * (mine - best))


def _share(state: TwelveThievesState, palace: int, thieves: int) -> float:
    """The share of the top chest's pips that `thieves` make (0 for a robbed-out palace)."""
    level = state.chest_level[palace]
    return thieves / CHEST_PIPS[level] if level < NO_CHEST else 0.0


def _guard_change(state: TwelveThievesState, palace: int, owner: int, step: int) -> float:
    """The merit, for the seat to act, of one guard of `owner` arriving at (step 1) or leaving
    (step -1) `palace`: whom it lets smuggle there (an own and an external guard) or stops,
    weighted by their thieves inside; others' gains count against the mover."""
    if state.chest_level[palace] == NO_CHEST:
        return 0.0
    guards, total = state.guards[palace], state.guard_total[palace]
    merit = 0.0
    for seat in range(state.num_players):
        mine = guards[seat]
        external = total - mine
        moved = seat == owner
        before = mine > 0 and external > 0
        after = mine + step * moved > 0 and external + step * (not moved) > 0
        if before != after:
            weight = 0.5 + _share(state, palace, state.thieves[palace][seat])
            change = weight if after else -weight
            merit += change if seat == state.player else -OPPONENT_SHARE * change
    return GUARD_MERIT * merit


class _Merits:
    """Quick worths of the actions of one decision; each guard change is computed once."""

    __slots__ = ("card_cost", "changes", "player", "state")

    def __init__(self, state: TwelveThievesState) -> None:
        self.state = state
        self.player = state.player
        held = sum(state.hands[state.player])
        self.card_cost = CARD_COST * (CARD_COST_HAND + 6) / (CARD_COST_HAND + held)
        self.changes: list[float | None] = [None] * (PALACES * 4)

    def change(self, palace: int, owner: int, step: int) -> float:
        """`_guard_change`, remembered by palace, step and whether the owner is the mover."""
        key = palace * 4 + (owner != self.player) * 2 + (step > 0)
        known = self.changes[key]
        if known is None:
            known = self.changes[key] = _guard_change(self.state, palace, owner, step)
        return known

    def of(self, action: Action) -> float:
        """Robbing first, then smuggling towards a chest (more where thieves gather), then moving
        guards where they open palaces for oneself or close them to others; ending is the bar."""
        kind = action.kind
        if kind >= END:
            return END_MERIT[kind - END]
        state, p = self.state, self.player
        if kind <= PLACE_NEUTRAL:
            owner = p if kind == PLACE_GUARD else state.num_players
            return self.change(action.palace, owner, 1)
        pay = action.pay
        merit = -self.card_cost * len(pay) - (DANCER_COST * pay.count(DANCER) if pay[-1] == DANCER else 0.0)
        if kind in (SMUGGLE, MOVE_GUARD_THIEF):
            palace = action.palace if kind == SMUGGLE else action.target
            after = _share(state, palace, state.thieves[palace][p] + 1)
            if after >= 1.0:
                return merit + ROB_MERIT
            if kind == SMUGGLE:
                return merit + SMUGGLE_MERIT + GATHER_MERIT * after * after if after else -1.0
            before = _share(state, action.palace, state.thieves[action.palace][p])
            merit += GATHER_MERIT * (after * after - before * before)
        owner = state.num_players if kind == MOVE_NEUTRAL else p
        return merit + self.change(action.palace, owner, -1) + self.change(action.target, owner, 1)


def rollout_action(state: TwelveThievesState, rng: random.Random) -> Action:
    """The action of best quick worth (`_Merits.of`), with a little noise so playouts differ.

    Of the payments of one card action only the first listed, the cheapest, is considered.
    """
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    merits = _Merits(state)
    best, best_merit = actions[0], -1e9
    kind = palace = target = -1
    for action in actions:
        if action.kind == kind and action.palace == palace and action.target == target:
            continue
        kind, palace, target = action.kind, action.palace, action.target
        merit = merits.of(action) + NOISE * rng.random()
        if merit > best_merit:
            best, best_merit = action, merit
    return best


class TwelveThievesAI(GameAI[TwelveThievesState]):
    """The hooks greedy and search agents read for 12 Thieves."""

    mcts_defaults: ClassVar[dict[str, Any]] = {"depth": 0, "c": 0.02, "baseline": True}
    """Search does best here judging each new node by `evaluate` and exploring little: a decision
    has dozens of actions (each payment is one), too many for noisy playouts to tell apart. It
    values changes of the evaluations (baseline), since the other hands are dealt anew in every
    iteration and their totals alone are noise."""

    def evaluate(self, state: TwelveThievesState, player: int) -> float:
        """Chests and pips, thieves close to robbing, guards placed to smuggle, cards in hand."""
        return evaluate(state, player)

    def rollout_action(self, state: TwelveThievesState, rng: random.Random) -> Action:
        """Rob when possible, smuggle cheaply, otherwise end the turn more often than not."""
        return rollout_action(state, rng)
