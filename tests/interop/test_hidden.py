"""What a seat cannot know changes nothing any adapter shows it: the tensor, OpenSpiel's
observation and information-state tensors and strings (from Python and through the observers
C++ uses), PettingZoo's observations and masks (AEC and Parallel) and Gymnasium's, at many
positions of every configuration of every game with an encoder."""

from __future__ import annotations

import random
from typing import Any

import pytest
from interop_configurations import CONFIGURATIONS, open_spiel_game

import realmkit
from realmkit.core import State, encoder_for

pyspiel = pytest.importorskip("pyspiel")
from realmkit.games.rolling_realms.state import RollingRealmsState  # noqa: E402
from realmkit.interop import pettingzoo as pz  # noqa: E402
from realmkit.interop.gymnasium import RealmkitEnv  # noqa: E402
from realmkit.interop.openspiel import RealmkitState  # noqa: E402

HIDDEN_FROM_EVERY_SEAT = ("rolling-realms",)
"""Games whose only hidden facts are hidden from every seat alike: in Rolling Realms the rolls
and realms to come; every sheet is public."""


POSITIONS = 40


def positions(game_string: str, players: int, seed: int) -> list[State]:
    """About POSITIONS states spread along a random game, before its end (where a game shows
    every hand, the end is no test of what is hidden)."""
    state = realmkit.load(game_string).new_state(players, seed)
    rng, out = random.Random(seed), []
    while not state.is_terminal() and len(state.history) < 1000:
        out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return out[::max(1, len(out) // POSITIONS)]


class Faces:
    """Every adapter's view of one game, any state put in it: what each shows a seat."""

    def __init__(self, game_string: str, players: int) -> None:
        self.spiel = open_spiel_game(game_string, players)
        self.aec = pz.env(game_string, num_players=players)
        self.aec.reset(seed=0)
        self.parallel = pz.parallel_env(game_string, num_players=players)
        self.parallel.reset(seed=0)
        self.gym = [RealmkitEnv(game_string, num_players=players, seat=seat) for seat in range(players)]
        for env in self.gym:
            env.reset(seed=0)

    def shown(self, state: State, seat: int) -> list[Any]:
        wrapped = RealmkitState(self.spiel, state)
        out: list[Any] = [encoder_for(state.game).encode(state, seat)]
        for name in ("observation_tensor", "information_state_tensor", "observation_string",
                     "information_state_string"):
            out.append(getattr(wrapped, name)(seat))
            out.append(getattr(pyspiel.State, name)(wrapped, seat))  # C++, through the observer
        agent = f"player_{seat}"
        self.aec.state = state
        out += [array.tolist() for array in self.aec.observe(agent).values()]
        env = self.gym[seat]
        env.state = state
        out += [env._observation().tolist(), env._info()["action_mask"].tolist()]
        if not isinstance(state, RollingRealmsState) or (not state.is_terminal() and state.seat == 0):
            self.parallel.state, self.parallel._views = state, []
            self.parallel._begin_turn()  # Rolling Realms: each seat's view of the roll
            seen = self.parallel._observations().get(agent, {})
            out += [array.tolist() for array in seen.values()]
        return out


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_nothing_a_seat_cannot_know_changes_what_it_is_shown(game_string: str, players: int) -> None:
    """Two states that differ only in what the seat may not know (a determinization for that
    seat: the others' hidden cards and the deck dealt anew, the generator reseeded) show the
    seat the same everywhere; in a competitive game with hidden information the other seats'
    tensors do change, so the test sees the difference when there is one (in cooperative 12
    Realms only the deck order is hidden, from every seat)."""
    game = realmkit.load(game_string)
    encoder = encoder_for(game)
    faces = Faces(game_string, players)
    rng = random.Random(7)
    changed_for_others = 0
    for state in positions(game_string, players, seed=2):
        for seat in range(players):
            world = state.determinize(seat, rng.getrandbits(64))
            assert world.rng.getstate() != state.rng.getstate()
            assert faces.shown(world, seat) == faces.shown(state, seat)
            changed_for_others += any(encoder.encode(world, other) != encoder.encode(state, other)
                                      for other in range(players) if other != seat)
    if game.spec.cooperative or game.spec.id in HIDDEN_FROM_EVERY_SEAT:
        assert changed_for_others == 0, "the hidden facts (deck order, future rolls) are hidden from all"
    elif game.spec.hidden_information:
        assert changed_for_others > 0, "a determinization changes what the other seats hold"
    else:
        assert changed_for_others == 0, "a game of perfect information hides nothing"
