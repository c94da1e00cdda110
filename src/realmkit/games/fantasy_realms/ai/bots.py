"""Public reference opponents for Fantasy Realms, rebuilt from their published decision rules
(docs/ai.md cites them), so that anyone can rerun realmkit's AI against them.

Both judge a hand by its best score (`best_total`, every choice of the hand made at its best)
and discard the card whose loss costs least. They differ in where they draw from:

- `automatos`: one move ahead. Each card of the discard area is valued by the best hand it
  makes in place of one of the seven; the deck by the mean, over every card the seat has not
  seen, of the hand it makes in place of one of the seven (the best such place). The best of
  these wins, the deck when nothing beats the hand as it is.
- `threshold-greedy`: takes from the discard area the card that improves the hand most, when
  it improves it by at least `gain` points; otherwise draws from the deck.

Where the rules ask something else (the two-player variant's first hands, Chaos Realms'
trades, the Necromancer) they play as `greedy` does.
"""

from __future__ import annotations

from typing import ClassVar

from realmkit.agents.base import Agent, register_agent
from realmkit.agents.greedy import GreedyAgent
from realmkit.core import Action, GameStringError, Option, State
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.cards import NUM_CARDS, ids
from realmkit.games.fantasy_realms.choices import best_total
from realmkit.games.fantasy_realms.state import DISCARD, HAND_SIZE, TURN, FantasyRealmsState

ALL_CARDS = (1 << NUM_CARDS) - 1


class ReferenceBot(Agent):
    """What both reference bots share: the discard rule, the refusal of other games, and
    `greedy` where their rules say nothing."""

    options_spec: ClassVar[tuple[Option, ...]] = ()

    def act(self, state: State) -> Action:
        if not isinstance(state, FantasyRealmsState):
            raise GameStringError(f"agent {self.name!r} plays Fantasy Realms only, not {state.game}")
        hand = state.hands[state.player]
        if state.phase == DISCARD:
            return max(state.legal_actions(), key=lambda a: best_total(hand & ~(1 << a.card)))
        if state.phase == TURN and hand.bit_count() == HAND_SIZE:
            return self.draw(state, hand)
        return GreedyAgent(self.rng.getrandbits(63)).act(state)

    def draw(self, state: FantasyRealmsState, hand: int) -> Action:
        """Where to draw from, with a full hand."""
        raise NotImplementedError

    @staticmethod
    def best_swap(hand: int, card: int) -> int:
        """The best hand `card` makes in place of one of the hand's cards."""
        return max(best_total(hand & ~(1 << c) | 1 << card) for c in ids(hand))


@register_agent
class Automatos(ReferenceBot):
    """One move ahead; a deck draw is worth the mean over the unseen cards."""

    name = "automatos"
    summary = "Fantasy Realms reference bot: one move ahead, the deck valued by the mean of unseen cards"

    def draw(self, state: FantasyRealmsState, hand: int) -> Action:
        best, choice = best_total(hand), act.DRAW if state.deck else None
        for card in sorted(state.discard):
            value = self.best_swap(hand, card)
            if value > best or choice is None:
                best, choice = value, act.TAKE[card]
        seen = hand | sum(1 << c for c in state.discard) | state.known
        unseen = ids(ALL_CARDS & ~seen)
        if state.deck and unseen:
            deck = max(sum(best_total(hand & ~(1 << c) | 1 << u) for u in unseen) / len(unseen)
                       for c in ids(hand))
            if deck > best:
                choice = act.DRAW
        assert choice is not None
        return choice


@register_agent
class ThresholdGreedy(ReferenceBot):
    """Greedy with a gain threshold for taking from the discard area."""

    name = "threshold-greedy"
    summary = "Fantasy Realms reference bot: takes a discarded card only for a gain of `gain` points"
    options_spec = (Option("gain", 10, "points a discarded card must add to the hand to be taken",
                           minimum=0),)

    def draw(self, state: FantasyRealmsState, hand: int) -> Action:
        now = best_total(hand)
        options = [(self.best_swap(hand, card), card) for card in sorted(state.discard)]
        value, card = max(options, default=(now, -1))
        if card >= 0 and (value - now >= int(self.options["gain"]) or not state.deck):
            return act.TAKE[card]
        return act.DRAW
