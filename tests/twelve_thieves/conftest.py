"""Hand-made 12 Thieves positions: `table(...)` sets up guards, thieves and hands directly."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from realmkit.games.twelve_thieves import TwelveThieves
from realmkit.games.twelve_thieves.components import (
    ACTIONS,
    DANCER,
    DANCERS,
    PALACES,
    parse_card,
)
from realmkit.games.twelve_thieves.state import TwelveThievesState

Table = Callable[..., TwelveThievesState]


def make_table(
    players: int = 2,
    guards: dict[int, str] | None = None,
    hands: list[str] | None = None,
    thieves: dict[tuple[int, int], int] | None = None,
    variant: str = "standard",
    max_turns: int = 100,
    seed: int = 0,
) -> TwelveThievesState:
    """A position at the start of player 1's first turn.

    `guards` maps a palace number (1-6) to its guards, as "1N" (one of player 1's, one
    neutral); unlisted palaces are empty. `hands` are cards per seat, as "1 1 D".
    `thieves` maps (palace number, player number) to a count in that courtyard.
    """
    state: TwelveThievesState = TwelveThieves(variant=variant, max_turns=max_turns).new_state(players, seed)
    n = players
    state.phase, state.player = ACTIONS, 0
    state.to_place = [[0, 0] for _ in range(n)]
    state.guards = [[0] * (n + 1) for _ in range(PALACES)]
    state.guard_total = [0] * PALACES
    for palace, marks in (guards or {}).items():
        for mark in marks:
            owner = n if mark == "N" else int(mark) - 1
            state.guards[palace - 1][owner] += 1
            state.guard_total[palace - 1] += 1
    for (palace, seat), count in (thieves or {}).items():
        state.thieves[palace - 1][seat - 1] = count
        state.supply[seat - 1] -= count
    if hands is not None:
        for hand in state.hands:
            for card in range(PALACES):
                state.stack += [card] * hand[card]
        state.hands = [[0] * (PALACES + 1) for _ in range(n)]
        for seat, text in enumerate(hands):
            for word in text.split():
                card = parse_card(word)
                state.hands[seat][card] += 1
                if card != DANCER:
                    state.stack.remove(card)
        state.rng.shuffle(state.stack)
        state.dancer_supply = DANCERS - sum(hand[DANCER] for hand in state.hands)
    return state


@pytest.fixture
def table() -> Table:
    return make_table
