"""Fantasy Realms one-move helpers shared by our agents, and `fr-oneply`.

`kept`, `take_worth` and `cheapest_discard` value a hand by its best total after its cheapest
discard (the card whose loss costs least); `unseen` lists the cards a player has not seen.
`fr-oneply` plays one move ahead on them: each take by the hand it leaves, the draw by the mean of
that over every unseen card, with each discard charged part of the next player's gain from it.
The public reference bots rebuilt from their authors' code are in reference.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from realmkit.core import GameStringError, State
from realmkit.core.agent import Agent, register_agent
from realmkit.core.ai import one_ply_totals
from realmkit.core.options import option
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.components.cards import ids
from realmkit.games.fantasy_realms.phases import DISCARD, HAND_SIZE, TURN
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState


def fantasy_realms_state(state: State[Any], agent: str, any_deck: bool = False) -> FantasyRealmsState:
    """The state, if it is one of Fantasy Realms with the base deck (with `any_deck`, with any deck
    but without the Cursed Items); these agents play no other game."""
    if not isinstance(state, FantasyRealmsState):
        raise GameStringError(
            f"agent {agent!r} plays only Fantasy Realms, not {state.game}; "
            f"use greedy or mcts for other games")
    settings = state.game.settings
    if settings.cursed_items or (not any_deck and not settings.base_deck):
        what = "decks without the Cursed Items" if any_deck else "the base deck only"
        raise GameStringError(
            f"agent {agent!r} plays {what} (it follows a public bot's rules for it), not "
            f"{state.game}; use greedy or mcts with " +
            ("the Cursed Items" if any_deck else "The Cursed Hoard or the promos"))
    return state


def evaluation_ahead(state: FantasyRealmsState, actions: list[Action], rng: random.Random) -> Action:
    """The action of best evaluation one move ahead, summed over four deals of what the seat has
    not seen (the first listed on a tie): these agents' play where their own rules say nothing
    (Chaos Realms' trading, the Necromancer)."""
    totals = one_ply_totals(state, actions, 4, rng)
    return actions[max(range(len(actions)), key=totals.__getitem__)]


def kept(hand: int, no_discard: bool) -> float:
    """The best total of `hand` after its cheapest discard (the card whose loss costs least);
    with `no_discard` (two-player Realms, hand not yet full), the hand as it is."""
    if no_discard:
        return float(best_total(hand))
    return float(max(best_total(hand & ~(1 << c)) for c in ids(hand)))


def unseen(state: FantasyRealmsState, player: int) -> list[int]:
    """The cards of the game's deck `player` has not seen: neither in its hand, the discard area,
    nor known to be in another's hand."""
    seen = state.hands[player] | state.known | sum(1 << c for c in state.discard)
    return ids(state.cards & ~seen)


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
    options = state.card_actions()
    return max(options, key=lambda a: (best_total(hand & ~(1 << a.card)), -a.card))


@dataclass(frozen=True)
class OnePlySettings:
    """The options of `fr-oneply`."""

    denial: float = option(0.5, "weight of the next player's gain from a discard", minimum=0.0)
    samples: int = option(8, "hands dealt to the next player to value a discard", minimum=1)


@register_agent
class OnePlyAgent(Agent[OnePlySettings]):
    """One move ahead on the exact mean draw: each take by the hand it leaves after the cheapest
    discard, the draw by the mean of that over every unseen card (the draw on a tie); each discard
    costs `denial` times the next player's mean gain from taking it, over `samples` hands dealt to
    that player (the cards it is known to hold, the rest from the unseen cards). Elsewhere (Chaos
    Realms trading, the Necromancer) the game's evaluation one move ahead."""

    name = "fr-oneply"
    summary = "Fantasy Realms: one move ahead on the exact mean draw, discards denied to the next seat"
    settings_class = OnePlySettings

    def act(self, state: State[Any]) -> Action:
        fr = fantasy_realms_state(state, self.name)
        actions = fr.card_actions()
        if len(actions) == 1:
            return actions[0]
        if fr.phase == TURN:
            return self.turn(fr, actions)
        if fr.phase == DISCARD:
            return cheapest_discard(fr) if fr.variant == "chaos" else self.discard(fr)
        return evaluation_ahead(fr, actions, self.rng)

    def turn(self, state: FantasyRealmsState, actions: list[Action]) -> Action:
        """The best of the takes and the mean draw (the first found on a tie, the draw listed first)."""
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

    def discard(self, state: FantasyRealmsState) -> Action:
        """The discard of best kept total less `denial` times the next player's mean gain."""
        me, hand = state.player, state.hands[state.player]
        nxt = (me + 1) % state.num_players
        held = state.hands[nxt] & state.known
        pool = unseen(state, me)
        size = max(0, min(HAND_SIZE, state.hands[nxt].bit_count()) - held.bit_count())
        dealt = [held | sum(1 << c for c in self.rng.sample(pool, min(size, len(pool))))
                 for _ in range(self.settings.samples)]
        weight = self.settings.denial
        base = [best_total(h) for h in dealt]

        def worth(action: Action) -> tuple[float, int]:
            gain = sum(max(0.0, take_worth(state, h, action.card) - float(b))
                       for h, b in zip(dealt, base, strict=True)) / len(dealt)
            return best_total(hand & ~(1 << action.card)) - weight * gain, -action.card

        return max(state.card_actions(), key=worth)
