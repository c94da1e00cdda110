"""The terminal shows a seat nothing it may not know: its screen is the same in every world
resampled from its view (other hands, the deck's order, future rolls, and a generator reseeded),
and the game's seed is never on it. Over every game and configuration in the registry."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

import realmkit
from realmkit.agents.human import HumanAgent
from realmkit.core import State

SEED = 7_346_219_873
MOVES = 240  # the first moves of each game; a screen every CHECK_EVERY of them
CHECK_EVERY = 13
CONFIGURATIONS = [
    pytest.param(game_string, players, id=f"{game_string}-{players}p")
    for spec in realmkit.specs()
    for game_string, players in spec.configurations or ((spec.id, spec.min_players),)
]


def screen(state: State) -> str:
    """The text of the seat to move's screen, as `HumanAgent.show` draws it."""
    console = Console(file=io.StringIO(), record=True, width=100, color_system=None)
    human = HumanAgent(console=console)
    human.record("Player 2 (random): a move as this seat saw it", 0)
    human.show(state)
    return console.export_text()


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_a_seats_screen_is_the_same_in_every_world_it_cannot_tell_apart(game_string: str,
                                                                        players: int) -> None:
    state = realmkit.load(game_string).new_state(players, SEED)
    rng = random.Random(SEED)
    checked = 0
    while not state.is_terminal() and len(state.history) < MOVES:
        if len(state.history) % CHECK_EVERY == 0:
            seat = state.current_player()
            mine = screen(state)
            assert str(SEED) not in mine
            assert f"Player {seat + 1}'s view" in mine
            for world_seed in (1, 2):
                assert screen(state.determinize(seat, world_seed)) == mine, (len(state.history), world_seed)
            checked += 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked >= 1
