"""Reference opponents for Fantasy Realms, written from the published decision rules of the
simple public bots (docs/ai.md, "Fantasy Realms: reference opponents"): `automatos`, one move
ahead with a draw valued by the mean over the unseen cards, and `threshold-greedy`, which takes
from the discard area only a card that gains enough. Both discard the card whose loss costs least.
"""

from __future__ import annotations

from realmkit.agents.base import Agent, register_agent
from realmkit.agents.greedy import one_ply_totals
from realmkit.core import GameStringError, Option, State
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.cards import NUM_CARDS, ids
from realmkit.games.fantasy_realms.choices import best_total
from realmkit.games.fantasy_realms.state import DISCARD, HAND_SIZE, TURN, FantasyRealmsState

ALL_CARDS = (1 << NUM_CARDS) - 1


def fantasy_realms_state(state: State, agent: str) -> FantasyRealmsState:
    """The state, if it is one of Fantasy Realms; these bots play no other game."""
    if not isinstance(state, FantasyRealmsState):
        raise GameStringError(
            f"agent {agent!r} plays only Fantasy Realms, not {state.game}; "
            f"use greedy or mcts for other games")
    options = state.game.options
    if options["suits"] != "base" or options["promos"] or options["cursed_items"]:
        raise GameStringError(
            f"agent {agent!r} plays the base deck only (it follows a public bot's rules for it), not "
            f"{state.game}; use greedy or mcts with The Cursed Hoard or the promos")
    return state


def kept(hand: int, no_discard: bool) -> float:
    """The best total of `hand` after its cheapest discard (the card whose loss costs least);
    with `no_discard` (two-player Realms, hand not yet full), the hand as it is."""
    if no_discard:
        return float(best_total(hand))
    return float(max(best_total(hand & ~(1 << c)) for c in ids(hand)))


def unseen(state: FantasyRealmsState, player: int) -> list[int]:
    """The cards `player` has not seen: neither in its hand, the discard area, nor known to be
    in another's hand."""
    seen = state.hands[player] | state.known | sum(1 << c for c in state.discard)
    return ids(ALL_CARDS & ~seen)


def take_worth(state: FantasyRealmsState, hand: int, card: int) -> float:
    """The hand's best total after taking `card` and discarding the cheapest other card
    (the card taken may not be discarded the same turn)."""
    full = hand | 1 << card
    if state.variant == "two-player" and full.bit_count() <= HAND_SIZE:
        return float(best_total(full))
    return float(max(best_total(full & ~(1 << c)) for c in ids(hand)))


def draw_worth(state: FantasyRealmsState, hand: int, cards: list[int]) -> float:
    """The mean over the unseen `cards` of the hand's best total after drawing it and discarding
    the cheapest card. Two-player Realms, hand not full: the draw of two, one to discard, is
    valued as one card kept (the mean of the hand plus each card)."""
    if not cards:
        return float("-inf")
    short = state.variant == "two-player" and hand.bit_count() < HAND_SIZE
    return sum(kept(hand | 1 << c, short) for c in cards) / len(cards)


def cheapest_discard(state: FantasyRealmsState) -> Action:
    """The discard whose loss costs least: the best total of the hand left is highest."""
    hand = state.hands[state.player]
    options = state.legal_actions()
    return max(options, key=lambda a: (best_total(hand & ~(1 << a.card)), -a.card))


class _ReferenceBot(Agent):
    """Shared play: its own rule on the turn, the cheapest discard, and the game's evaluation one
    move ahead elsewhere (Chaos Realms trading, the Necromancer)."""

    def act(self, state: State) -> Action:
        fr = fantasy_realms_state(state, self.name)
        actions = fr.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if fr.phase == TURN:
            return self.turn(fr, actions)
        if fr.phase == DISCARD:
            return cheapest_discard(fr)
        totals = one_ply_totals(fr, list(actions), 4, self.rng)
        return actions[max(range(len(actions)), key=totals.__getitem__)]

    def turn(self, state: FantasyRealmsState, actions: list[Action]) -> Action:
        raise NotImplementedError


@register_agent
class AutomatosAgent(_ReferenceBot):
    """One move ahead: each card in the discard area by the hand it leaves after the cheapest
    discard, the deck by the mean of that over every card it has not seen; the best is played
    (the deck on a tie)."""

    name = "automatos"
    summary = "Fantasy Realms reference bot: one move ahead, a draw valued by the mean unseen card"

    def turn(self, state: FantasyRealmsState, actions: list[Action]) -> Action:
        hand = state.hands[state.player]
        best, worth = actions[0], float("-inf")
        for action in actions:
            if action == act.DRAW:
                value = draw_worth(state, hand, unseen(state, state.player))
            else:
                value = take_worth(state, hand, action.card)
            if value > worth:
                best, worth = action, value
        return best


@register_agent
class ThresholdGreedyAgent(_ReferenceBot):
    """Takes the best card of the discard area only if it raises the hand's total (after the
    cheapest discard) by at least `threshold`; otherwise draws."""

    name = "threshold-greedy"
    summary = "Fantasy Realms reference bot: takes a discarded card only for a gain over a threshold"
    options_spec = (
        Option("threshold", 10, "the least gain in hand total for which a discarded card is taken",
               minimum=0),
    )

    def turn(self, state: FantasyRealmsState, actions: list[Action]) -> Action:
        hand = state.hands[state.player]
        takes = [a for a in actions if a != act.DRAW]
        if not takes:
            return actions[0]
        best = max(takes, key=lambda a: (take_worth(state, hand, a.card), -a.card))
        gain = take_worth(state, hand, best.card) - float(best_total(hand))
        if act.DRAW not in actions or gain >= float(self.options["threshold"]):
            return best
        return act.DRAW


@register_agent
class OnePlyAgent(_ReferenceBot):
    """Automatos's exact one-move expectation, with discards valued also by what they give the
    next player: each discard costs `denial` times the next player's mean gain from taking it,
    over `samples` hands dealt to that player (the cards it is known to hold, the rest from the
    unseen cards)."""

    name = "fr-oneply"
    summary = "Fantasy Realms: one move ahead on the exact mean draw, discards denied to the next seat"
    options_spec = (
        Option("denial", 0.5, "weight of the next player's gain from a discard", minimum=0.0),
        Option("samples", 8, "hands dealt to the next player to value a discard", minimum=1),
    )

    def turn(self, state: FantasyRealmsState, actions: list[Action]) -> Action:
        return AutomatosAgent.turn(self, state, actions)  # type: ignore[arg-type]

    def act(self, state: State) -> Action:
        fr = fantasy_realms_state(state, self.name)
        if fr.phase != DISCARD or fr.variant == "chaos" or len(fr.legal_actions()) == 1:
            return super().act(state)
        return self.discard(fr)

    def discard(self, state: FantasyRealmsState) -> Action:
        """The discard of best kept total less `denial` times the next player's mean gain."""
        me, hand = state.player, state.hands[state.player]
        nxt = (me + 1) % state.num_players
        held = state.hands[nxt] & state.known
        pool = unseen(state, me)
        size = max(0, min(HAND_SIZE, state.hands[nxt].bit_count()) - held.bit_count())
        dealt = [held | sum(1 << c for c in self.rng.sample(pool, min(size, len(pool))))
                 for _ in range(int(self.options["samples"]))]
        weight = float(self.options["denial"])
        base = [best_total(h) for h in dealt]

        def worth(action: Action) -> tuple[float, int]:
            gain = sum(max(0.0, take_worth(state, h, action.card) - float(b))
                       for h, b in zip(dealt, base, strict=True)) / len(dealt)
            return best_total(hand & ~(1 << action.card)) - weight * gain, -action.card

        return max(state.legal_actions(), key=worth)
