"""PettingZoo environments: `env(game_string, num_players=N)` (AEC) and `parallel_env(...)`.

Agents are named "player_0", "player_1", ... by seat. An observation is a dict with
"observation" (the game's tensor for that seat, see docs/interop.md) and "action_mask" (int8,
1 at each legal action id; all 0 for a seat that is not to act). Rewards are the game's
returns, given at its end. An action outside the mask, or anything but an integer (numpy's
too), raises IllegalActionError with the reason and changes nothing; a name that is not one of
the agents raises PlayerError. PettingZoo leaves illegal actions to each environment; its
Classic games' convention (the game ends, the offender loses) is its TerminateIllegalWrapper,
which wraps these environments as they are (docs/interop.md). A game whose rules set no limit
on its length (Fantasy Realms base and two-player) is truncated after the encoder's
`max_game_length` actions.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv

from realmkit.core import Action, IllegalActionError, PlayerError, State
from realmkit.core.files import shorten
from realmkit.games.rolling_realms import together
from realmkit.games.rolling_realms.state import RollingRealmsState
from realmkit.interop.table import Table


def env(game_string: str, num_players: int | None = None, render_mode: str | None = None) -> RealmkitAEC:
    """The AEC environment of a game (its fewest players unless `num_players` is given)."""
    return RealmkitAEC(game_string, num_players, render_mode)


def parallel_env(
    game_string: str, num_players: int | None = None, render_mode: str | None = None
) -> RealmkitParallel:
    """The Parallel environment of a game (see RealmkitParallel for who acts in a step)."""
    return RealmkitParallel(game_string, num_players, render_mode)


def _spaces(table: Table) -> tuple[spaces.Dict, spaces.Discrete]:
    observation = spaces.Dict({
        "observation": spaces.Box(0.0, np.inf, table.shape, dtype=np.float32),
        "action_mask": spaces.Box(0, 1, (table.num_actions,), dtype=np.int8),
    })
    return observation, spaces.Discrete(table.num_actions)


def _seat(agents: list[str], agent: object) -> int:
    """The seat of an agent's name, or PlayerError naming the agents."""
    if not isinstance(agent, str) or agent not in agents:
        raise PlayerError(f"{shorten(agent)} is not an agent here; agents: {', '.join(agents)}")
    return agents.index(agent)


class _Seeds:
    """Game seeds: from the seed given to reset, else the next of the last seeded sequence."""

    def __init__(self) -> None:
        self.rng = random.Random()

    def next(self, seed: int | None) -> int:
        if seed is not None:
            self.rng = random.Random(seed)
        return self.rng.getrandbits(63)


class _TableEnv:
    """What both environments share: the table of a game, its agents' names and spaces, the
    seeds of its games and the spectator's picture."""

    def _open(self, game_string: str, num_players: int | None, render_mode: str | None) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode {render_mode!r} is not offered; use 'ansi' or None")
        self.table = Table.of(game_string, num_players)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{seat}" for seat in range(self.table.num_players)]
        self._observation_space, self._action_space = _spaces(self.table)
        self._seeds = _Seeds()
        self.state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        _seat(self.possible_agents, agent)
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        _seat(self.possible_agents, agent)
        return self._action_space

    def render(self) -> str | None:
        """The spectator's picture of the table ('ansi'): no hand is shown."""
        if self.render_mode is None or self.state is None:
            return None
        return self.state.render(None)

    def close(self) -> None:
        self.state = None


class RealmkitAEC(_TableEnv, AECEnv):
    """A realmkit game as an agent-environment-cycle environment: one seat acts at a time."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"], "name": "realmkit_v0", "is_parallelizable": True}

    def __init__(self, game_string: str, num_players: int | None = None,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self._open(game_string, num_players, render_mode)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.state = self.table.game.new_state(self.table.num_players, self._seeds.next(seed))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[self.state.current_player()]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        assert self.state is not None, "call reset() first"
        seat = _seat(self.possible_agents, agent)
        return {"observation": self.table.observation(self.state, seat),
                "action_mask": self.table.mask(self.state, seat)}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.state is not None
        game = self.table.game
        if action is None:
            raise IllegalActionError(f"{agent} is to act: None is only for agents that are done")
        state = self.state
        state.apply(game.id_to_action(action))  # raises IllegalActionError, changing nothing
        self._cumulative_rewards[agent] = 0.0
        over = state.is_terminal()
        if over or self.table.truncated(state):
            if over:
                self.rewards = dict(zip(self.agents, state.returns(), strict=True))
                self.terminations = dict.fromkeys(self.agents, True)
            else:
                self.truncations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
            self.agent_selection = self._next_done(agent)
        else:  # the rewards stay 0 until the end: nothing to accumulate
            self.agent_selection = self.agents[state.current_player()]
        if self.render_mode == "ansi":
            self.render()

    def _next_done(self, agent: str) -> str:
        """At the end, every agent is stepped once with None to leave, from the next seat."""
        seat = self.agents.index(agent)
        return self.agents[(seat + 1) % len(self.agents)]


class RealmkitParallel(_TableEnv, ParallelEnv):
    """A realmkit game as a Parallel environment; rewards are the returns, at the end.

    Rolling Realms is played as it is at the table: every seat acts at once on the shared roll,
    each in its own view of the turn (other sheets as the turn began), until every seat is done
    with the roll; their decisions then enter the game in seat order (the record is the game's
    own). A seat done before the others has an all-0 mask and its actions are ignored. Any
    other game is served one seat at a time: the seat to act has its action applied, the other
    seats' masks are all 0 and their actions are ignored."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "name": "realmkit_parallel_v0"}

    def __init__(self, game_string: str, num_players: int | None = None,
                 render_mode: str | None = None) -> None:
        self._open(game_string, num_players, render_mode)
        self.agents: list[str] = []
        self._views: list[RollingRealmsState] = []
        self._decisions: list[list[Action]] = []
        self._turn = (0, 0)

    def _acting(self) -> list[int]:
        """The seats whose action a step applies."""
        assert self.state is not None
        if not self._views:
            return [] if self.state.is_terminal() else [self.state.current_player()]
        return [seat for seat, view in enumerate(self._views) if together.acting(view, seat, self._turn)]

    def _observations(self) -> dict[str, dict[str, np.ndarray]]:
        assert self.state is not None
        table, acting = self.table, self._acting()
        out = {}
        for seat, agent in enumerate(self.possible_agents):
            if agent in self.agents:
                seen = self._views[seat] if self._views else self.state
                mask = table.mask(seen, seat) if seat in acting else np.zeros(table.num_actions, np.int8)
                out[agent] = {"observation": table.observation(seen, seat), "action_mask": mask}
        return out

    def _begin_turn(self) -> None:
        """Rolling Realms: a view of the new roll per seat; other games: nothing to do."""
        state = self.state
        if isinstance(state, RollingRealmsState) and not state.is_terminal():
            self._views = together.views(state)
            self._decisions = [[] for _ in self._views]
            self._turn = (state.round, state.turn)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, Any]]:
        self.state = self.table.game.new_state(self.table.num_players, self._seeds.next(seed))
        self.agents = list(self.possible_agents)
        self._views = []
        self._begin_turn()
        return self._observations(), {agent: {} for agent in self.agents}

    def step(self, actions: dict[str, Any]) -> tuple[dict, dict, dict, dict, dict]:
        assert self.state is not None, "call reset() first"
        state, game = self.state, self.table.game
        for agent in actions:
            _seat(self.possible_agents, agent)
        moves: dict[int, Any] = {}  # the actions of whichever game the table plays
        for seat in self._acting():  # every action checked before any is applied
            agent = self.possible_agents[seat]
            if agent not in actions:
                raise IllegalActionError(f"{agent} is to act but sent no action")
            move = game.id_to_action(actions[agent])
            reason = (self._views[seat] if self._views else state).illegal_reason(move)
            if reason is not None:
                raise IllegalActionError(f"{agent}: {reason}")
            moves[seat] = move
        if not self._views:
            for move in moves.values():
                state.apply_unchecked(move)
        else:
            for seat, move in moves.items():
                self._views[seat].apply_unchecked(move)
                self._decisions[seat].append(move)
            if not self._acting():  # every seat is done with the roll: the game plays their decisions
                for decisions in self._decisions:
                    for move in decisions:
                        state.apply(move)
                self._begin_turn()
        over = state.is_terminal()
        cut = not over and len(state.history) + sum(map(len, self._decisions)) >= self.table.max_game_length
        returns = state.returns() if over else [0.0] * self.table.num_players
        rewards = {a: returns[s] for s, a in enumerate(self.possible_agents) if a in self.agents}
        observations = self._observations()
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, cut)
        infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        if over or cut:
            self.agents = []
        return observations, rewards, terminations, truncations, infos
