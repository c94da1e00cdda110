"""OpenSpiel: every realmkit game with an observation tensor as a pyspiel Python game.

`register_all()` registers `realmkit_<game_id>` (dashes become underscores), after which
`pyspiel.load_game("realmkit_fantasy_realms(players=3,variant=chaos)")` loads it. Game
parameters: the game's options, `players`, and `rng_seed` (-1: fresh deals; otherwise the
deals of successive initial states are fixed by it).

Chance is SAMPLED_STOCHASTIC: a realmkit state draws from its own seeded generator inside
`apply`, so OpenSpiel sees no chance nodes, and a state is re-created exactly from its seed
and its actions (which is how it is serialised). Observation and information-state tensors
are the game's tensor (docs/interop.md); their strings are the seat's JSON observation, the
information state adding the number of actions played. Returns are the game's returns in
[-1, 1]; a game whose rules set no limit on its length ends, as a draw, at the encoder's
`max_game_length`.
"""

from __future__ import annotations

import json
import random
import secrets
from typing import Any

import numpy as np
import pyspiel

from realmkit.core import Game, GameSpec, State, format_spec, specs
from realmkit.interop.table import Table

PREFIX = "realmkit_"


def short_name(game_id: str) -> str:
    """The OpenSpiel name of a realmkit game: `realm-classic` becomes `realmkit_realm_classic`."""
    return PREFIX + game_id.replace("-", "_")


def _game_type(spec: GameSpec, players: int = 0) -> pyspiel.GameType:
    """Players from the spec: the range over every variant. A game alone (`players` 1) is
    general-sum: its return is not balanced by anyone's (a cooperative game stays identical)."""
    kind = pyspiel.GameType
    parameters: dict[str, Any] = {option.name: option.default for option in spec.options}
    parameters |= {"players": spec.min_players, "rng_seed": -1}
    return pyspiel.GameType(
        short_name=short_name(spec.id),
        long_name=f"realmkit {spec.title}",
        dynamics=kind.Dynamics.SEQUENTIAL,
        chance_mode=kind.ChanceMode.SAMPLED_STOCHASTIC if spec.has_chance else kind.ChanceMode.DETERMINISTIC,
        information=(kind.Information.IMPERFECT_INFORMATION if spec.hidden_information
                     else kind.Information.PERFECT_INFORMATION),
        utility=(kind.Utility.IDENTICAL if spec.cooperative
                 else kind.Utility.GENERAL_SUM if players == 1 else kind.Utility.ZERO_SUM),
        reward_model=kind.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


class RealmkitGame(pyspiel.Game):
    """A realmkit game with fixed options and number of players, for OpenSpiel."""

    spec: GameSpec

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        players = params.pop("players", None)
        rng_seed = int(params.pop("rng_seed", -1))
        options = {o.name: params[o.name] for o in self.spec.options if o.name in params}
        changed = {k: v for k, v in options.items()
                   if v != next(o.default for o in self.spec.options if o.name == k)}
        self.table = Table.of(format_spec(self.spec.id, changed), players)
        self.realmkit_game: Game = self.table.game
        n, cooperative = self.table.num_players, self.spec.cooperative
        info = pyspiel.GameInfo(
            num_distinct_actions=self.table.num_actions,
            max_chance_outcomes=0,
            num_players=n,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None if cooperative or n == 1 else 0.0,
            max_game_length=self.table.max_game_length,
        )
        super().__init__(_game_type(self.spec, n), info,
                         {**options, "players": n, "rng_seed": rng_seed})
        self._seeds = random.Random(secrets.randbits(63) if rng_seed < 0 else rng_seed)

    def new_initial_state(self, seed: int | None = None) -> RealmkitState:
        """A new game; its seed is the next of the game's seeds unless given. The realmkit state
        is dealt when first read: OpenSpiel clones a Python state by making a new initial state
        and copying the attributes over it, so a clone never deals one."""
        chosen = self._seeds.getrandbits(63) if seed is None else seed
        return RealmkitState(self, seed=chosen)

    def deserialize_state(self, text: str) -> RealmkitState:
        """The state `RealmkitState.serialize` wrote: its seed, then its action ids."""
        seed, *actions = (int(word) for word in text.split())
        state = self.new_initial_state(seed)
        for action in actions:
            state.apply_action(action)
        return state

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> RealmkitObserver:
        if params:
            raise ValueError(f"realmkit observers take no parameters, not {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return RealmkitObserver(self.table, recall)


class RealmkitState(pyspiel.State):
    """An OpenSpiel state around a realmkit state."""

    inner: State

    def __init__(self, game: RealmkitGame, state: State | None = None, seed: int = 0) -> None:
        super().__init__(game)
        self.table = game.table
        self.seed = seed
        if state is not None:
            self.inner = state

    def __getattr__(self, name: str) -> Any:
        """The realmkit state, dealt from the seed when first read (the attribute then exists;
        OpenSpiel's clone copies it over a fresh state, which so never deals one)."""
        if name != "inner":
            raise AttributeError(name)
        self.inner = self.table.game.new_state(self.table.num_players, self.seed)
        return self.inner

    def current_player(self) -> int:
        if self.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return self.inner.current_player()

    def is_terminal(self) -> bool:
        return self.inner.is_terminal() or self.table.truncated(self.inner)

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self.table.legal_ids(self.inner))

    def _apply_action(self, action: int) -> None:
        self.inner.apply(self.table.game.id_to_action(action))

    def _action_to_string(self, player: int, action: int) -> str:
        return str(self.table.game.id_to_action(action))

    def returns(self) -> list[float]:
        return list(self.inner.returns())

    def rewards(self) -> list[float]:
        return self.returns()

    def resample_from_infostate(self, player: int, rng: Any) -> RealmkitState:
        """A state dealt anew from what `player` knows (`State.determinize`)."""
        seed = int(rng() * 2**62) if callable(rng) else random.getrandbits(62)
        world = self.inner.determinize(player, random.Random(seed))
        return _wrap(self, world)

    def __str__(self) -> str:
        return json.dumps(self.inner.observation(None), sort_keys=True)

    def observation_tensor(self, player: int | None = None) -> list[float]:
        """The seat's tensor, straight from the encoder when called from Python (OpenSpiel's
        path for Python games builds an observer on a new initial state for every call); C++
        callers go through the observer and get the same values."""
        seat = self.current_player() if player is None else player
        return self.table.encoder.encode(self.inner, seat)

    def information_state_tensor(self, player: int | None = None) -> list[float]:
        """The same tensor: the information state is the seat's current view."""
        return self.observation_tensor(player)

    def serialize(self) -> str:
        """The seed of the game and its action ids: all it takes to re-create the state."""
        ids = [self.table.game.action_to_id(action) for action in self.inner.history]
        return " ".join(str(number) for number in [self.inner.seed, *ids])

    def __deepcopy__(self, memo: dict[int, Any]) -> RealmkitState:
        return _wrap(self, self.inner.clone())


def _wrap(like: RealmkitState, inner: State) -> RealmkitState:
    """An OpenSpiel state of `like`'s game around `inner`, its history replayed into OpenSpiel."""
    game: RealmkitGame = like.get_game()  # type: ignore[assignment]
    return RealmkitState(game, inner)


class RealmkitObserver:
    """Tensor and string of a seat's view: the game's tensor; the JSON observation."""

    def __init__(self, table: Table, perfect_recall: bool) -> None:
        self.table, self.perfect_recall = table, perfect_recall
        self.tensor = np.zeros(table.encoder.size(table.num_players), np.float32)
        self.dict = {"observation": self.tensor.reshape(table.shape)}

    def set_from(self, state: RealmkitState, player: int) -> None:
        self.table.fill(self.tensor, state.inner, player)

    def string_from(self, state: RealmkitState, player: int) -> str:
        text = json.dumps(state.inner.observation(player), sort_keys=True)
        return f"{len(state.inner.history)} {text}" if self.perfect_recall else text


def _game_class(spec: GameSpec) -> type[RealmkitGame]:
    return type(f"Realmkit_{spec.id.replace('-', '_')}", (RealmkitGame,), {"spec": spec})


_REGISTERED: dict[str, type[RealmkitGame]] = {}


def register_all() -> list[str]:
    """Register every realmkit game with an observation tensor; returns their OpenSpiel names."""
    for spec in specs():
        name = short_name(spec.id)
        if spec.tensor and name not in _REGISTERED:
            cls = _game_class(spec)
            pyspiel.register_game(_game_type(spec), cls)
            _REGISTERED[name] = cls
    return sorted(_REGISTERED)
