"""Gymnasium: one seat of a realmkit game as a single-agent environment.

Importing this module registers `realmkit/<game-id>-v0` for every game with an observation
tensor: `gymnasium.make("realmkit/fantasy-realms-v0", num_players=3, variant="chaos")` (game
options are keyword arguments). The other seats are played by realmkit agent specs
(`opponents`, "random" by default). The observation is the seat's tensor (docs/interop.md);
the legal actions are `env.action_masks()` and `info["action_mask"]`.

Illegal actions (the convention): an id of the action space that is not legal now changes
nothing, earns the reward `ILLEGAL_REWARD` and sets `info["illegal_action"]` to the reason; the
episode goes on. What is not an id of the space (a float, a bool, text, an integer out of
range) raises IllegalActionError and changes nothing. Ids, the seat and the number of players
are integers, numpy's too. Rewards are the seat's return, at the end. A game whose rules set
no limit on its length is truncated after the encoder's `max_game_length` actions.
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from realmkit.core import RealmkitError, State, check_player, format_spec, specs
from realmkit.core.agent import Agent, make_agent, split_specs
from realmkit.interop.table import Table

ILLEGAL_REWARD = -0.1
"""The reward of an illegal action, which changes nothing: below any outcome's share of a step."""


class RealmkitEnv(gymnasium.Env):
    """Seat `seat` of `game` against `opponents` (one spec for all, or a comma-separated list
    in seat order of the other seats)."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012  (Env declares it an instance variable)

    def __init__(self, game: str, num_players: int | None = None, seat: int = 0,
                 opponents: str = "random", render_mode: str | None = None, **options: Any) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode {render_mode!r} is not offered; use 'ansi' or None")
        self.table = Table.of(format_spec(game, options) if options else game, num_players)
        n = self.table.num_players
        own = check_player(seat, n, spectator=False)
        names = split_specs(opponents)
        if len(names) == 1:
            names *= n - 1
        if len(names) != n - 1:
            raise RealmkitError(f"opponents: give one agent spec or {n - 1}, not {len(names)}")
        for name in names:
            make_agent(name)  # a bad spec fails here, with its reason
        self.seat, self.opponent_specs, self.render_mode = own, names, render_mode
        self.observation_space = spaces.Box(0.0, np.inf, self.table.shape, dtype=np.float32)
        self.action_space = spaces.Discrete(self.table.num_actions)
        self.state: State | None = None
        self.opponents: dict[int, Agent] = {}
        self._seeds = random.Random()

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        self.state = self.table.game.new_state(self.table.num_players, self._seeds.getrandbits(63))
        others = [s for s in range(self.table.num_players) if s != self.seat]
        self.opponents = {s: make_agent(spec, self._seeds.getrandbits(63))
                          for s, spec in zip(others, self.opponent_specs, strict=True)}
        self._play_others()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        state = self.state
        assert state is not None, "call reset() first"
        move = self.table.game.id_to_action(action)  # not an id of the space: IllegalActionError
        reason = state.illegal_reason(move)
        if reason is None and (state.is_terminal() or self.table.truncated(state)):
            reason = "the episode is over; call reset()"
        if reason is not None:
            info = self._info() | {"illegal_action": reason}
            return self._observation(), ILLEGAL_REWARD, state.is_terminal(), self.table.truncated(state), info
        state.apply(move)
        self._told(move)
        self._play_others()
        over = state.is_terminal()
        reward = state.returns()[self.seat] if over else 0.0
        return self._observation(), reward, over, self.table.truncated(state), self._info()

    def action_masks(self) -> np.ndarray:
        """The legal actions now, as booleans (the convention of maskable PPO)."""
        assert self.state is not None, "call reset() first"
        return self.table.mask(self.state, self.seat).astype(bool)

    def render(self) -> str | None:
        """The seat's own picture of the table ('ansi'): its hand, and no other."""
        if self.render_mode is None or self.state is None:
            return None
        return self.state.render(self.seat)

    def _play_others(self) -> None:
        state = self.state
        assert state is not None
        while not state.is_terminal() and state.current_player() != self.seat \
                and not self.table.truncated(state):
            move = self.opponents[state.current_player()].act(state)
            state.apply(move)
            self._told(move)

    def _told(self, move: Any) -> None:
        assert self.state is not None
        for agent in self.opponents.values():
            agent.observe(self.state, move)

    def _observation(self) -> np.ndarray:
        assert self.state is not None
        return self.table.observation(self.state, self.seat)

    def _info(self) -> dict[str, Any]:
        assert self.state is not None
        return {"action_mask": self.table.mask(self.state, self.seat)}


def register_all() -> list[str]:
    """Register `realmkit/<game-id>-v0` for every game with an observation tensor."""
    ids = []
    for spec in specs():
        if spec.tensor:
            env_id = f"realmkit/{spec.id}-v0"
            if env_id not in gymnasium.registry:
                gymnasium.register(env_id, entry_point=f"{__name__}:RealmkitEnv", kwargs={"game": spec.id})
            ids.append(env_id)
    return ids


register_all()
