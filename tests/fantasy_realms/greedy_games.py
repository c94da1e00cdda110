"""Positions of Fantasy Realms games between greedy players, for the AI tests."""

from __future__ import annotations

from collections.abc import Callable

import realmkit
from realmkit.core.agent import make_agent
from realmkit.games.fantasy_realms.state import FantasyRealmsState

TWO_PLAYER = "fantasy-realms(variant=two-player)"


def greedy_positions(seeds: range, wanted: Callable[[FantasyRealmsState], bool],
                     game_string: str = TWO_PLAYER, players: int = 2) -> list[FantasyRealmsState]:
    """Positions of games between greedy players where `wanted(state)` holds, the final one
    included."""
    game = realmkit.load(game_string)
    found = []
    for seed in seeds:
        state = game.new_state(players, seed)
        assert isinstance(state, FantasyRealmsState)
        agents = [make_agent("greedy", seed + p) for p in range(players)]
        while True:
            if wanted(state):
                found.append(state.clone())
            if state.is_terminal():
                break
            state.apply(agents[state.current_player()].act(state))
    return found  # type: ignore[return-value]  # clones of a FantasyRealmsState
