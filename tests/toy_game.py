"""A small hidden-information card game that exercises the core contract in tests.

Each player holds two cards of a shuffled deck of 1-20; on a turn a player keeps his hand or
swaps one card for the top of the deck (the swapped card is shown). Highest total wins.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from realmkit.core import TERMINAL, Game, GameAI, GameSpec, Option, State, register
from realmkit.core.actions import ActionTable

DECK = tuple(range(1, 21))


@dataclass(frozen=True, slots=True)
class Keep:
    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True)
class Swap:
    card: int

    def __str__(self) -> str:
        return f"swap {self.card}"


class ToyAI(GameAI):
    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, ToyState)
        return float(sum(state.hands[player]))


TABLE = ActionTable([Keep(), *(Swap(card) for card in DECK)])
"""Keep is action 0, a swap of card c is action c."""


@register
class ToyGame(Game):
    spec = GameSpec(
        id="toy-swap",
        title="Toy Swap (test game)",
        min_players=2,
        max_players=3,
        options=(Option("rounds", 2, "turns each player takes", minimum=1, maximum=5),),
        has_chance=True,
        hidden_information=True,
        configurations=(("toy-swap", 2), ("toy-swap(rounds=3)", 3)),
        ai=ToyAI,
    )

    def _new_state(self, num_players: int, seed: int) -> ToyState:
        return ToyState(self, num_players, seed)

    def action_table(self) -> ActionTable[Any]:
        return TABLE


class ToyState(State):
    def __init__(self, game: ToyGame, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[2 * p: 2 * p + 2]) for p in range(num_players)]
        self.deck = deck[2 * num_players:]
        self.shown: list[int] = []
        self.turn = 0

    def current_player(self) -> int:
        if self.turn >= self.num_players * int(self.game.options["rounds"]):
            return TERMINAL
        return self.turn % self.num_players

    def legal_actions(self) -> list[Any]:
        if self.is_terminal():
            return []
        return [Keep(), *(Swap(c) for c in self.hands[self.current_player()])]

    def _apply(self, action: Any) -> None:
        if isinstance(action, Swap):
            hand = self.hands[self.current_player()]
            hand.remove(action.card)
            hand.append(self.deck.pop())
            hand.sort()
            self.shown.append(action.card)
        self.turn += 1

    def scores(self) -> list[float]:
        return [float(sum(hand)) for hand in self.hands]

    def _observation(self, player: int | None) -> dict[str, Any]:
        return {
            "hand": None if player is None else list(self.hands[player]),
            "hand_sizes": [len(hand) for hand in self.hands],
            "shown": list(self.shown),
            "deck": len(self.deck),
            "turn": self.turn,
        }

    def _copy_into(self, other: Any) -> None:
        other.hands = [list(hand) for hand in self.hands]
        other.deck = list(self.deck)
        other.shown = list(self.shown)
        other.turn = self.turn

    def _determinize(self, player: int, rng: random.Random) -> ToyState:
        other = super()._determinize(player, rng)
        assert isinstance(other, ToyState)
        unseen = other.deck + [c for p, h in enumerate(other.hands) if p != player for c in h]
        rng.shuffle(unseen)
        for p, hand in enumerate(other.hands):
            if p != player:
                other.hands[p] = sorted(unseen.pop() for _ in hand)
        other.deck = unseen
        return other
