"""OpenSpiel: every realmkit game with an observation tensor as a pyspiel Python game.

`register_all()` registers `realmkit_<game_id>` (dashes become underscores), after which
`pyspiel.load_game("realmkit_fantasy_realms(players=3,variant=chaos)")` loads it. Game
parameters: the game's options, `players` (by default the fewest the default options allow),
and `rng_seed` (-1: fresh deals; otherwise the deals of successive initial states are fixed
by it).

Chance is SAMPLED_STOCHASTIC: a realmkit state draws from its own seeded generator inside
`apply`, so OpenSpiel sees no chance nodes, and a state is re-created exactly from its seed
and its actions (which is how it is serialised). Observation and information-state tensors
are the game's tensor (docs/interop.md); their strings are the seat's JSON observation, the
information state adding the number of actions played; every per-seat call checks the seat
(`check_player`: -1 is not the last seat). A state resampled for a seat
(`resample_from_infostate`) has its own generator and no seed of the real game, so it cannot
be serialised. Returns are the game's returns in [-1, 1]; a game whose rules set no limit on
its length ends, as a draw, at the encoder's `max_game_length`.
"""

from __future__ import annotations

import json
import operator
import random
import secrets
from typing import Any

import numpy as np
import pyspiel

from realmkit.core import (
    Game,
    GameSpec,
    RealmkitError,
    RecordError,
    State,
    format_spec,
    load,
    specs,
)
from realmkit.core.files import shorten
from realmkit.interop.table import Table

PREFIX = "realmkit_"


def short_name(game_id: str) -> str:
    """The OpenSpiel name of a realmkit game: `realm-classic` becomes `realmkit_realm_classic`."""
    return PREFIX + game_id.replace("-", "_")


def _game_type(spec: GameSpec, players: int = 0) -> pyspiel.GameType:
    """Players from the spec: the range over every variant; the default is the fewest the
    default options allow (Fantasy Realms: 3, its two-player variant aside). A game alone
    (`players` 1) is general-sum: its return is not balanced by anyone's (a cooperative game
    stays identical)."""
    kind = pyspiel.GameType
    parameters: dict[str, Any] = {option.name: option.default for option in spec.options}
    parameters |= {"players": load(spec.id).player_range()[0], "rng_seed": -1}
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
        """A new game; its seed is the next of the game's seeds unless given (then dealt at once,
        so that a bad seed is refused here). The realmkit state of the next seed is dealt when
        first read: OpenSpiel clones a Python state by making a new initial state and copying
        the attributes over it, so a clone never deals one."""
        if seed is None:
            return RealmkitState(self, seed=self._seeds.getrandbits(63))
        return RealmkitState(self, self.table.game.new_state(self.table.num_players, seed))

    def deserialize_state(self, text: str) -> RealmkitState:
        """The state `RealmkitState.serialize` wrote: its seed, then its action ids."""
        try:
            seed, *actions = (int(word) for word in str(text).split())
            state = self.new_initial_state(seed)
            for action in actions:
                state.apply_action(action)
        except (ValueError, RealmkitError) as error:
            raise RecordError(f"{shorten(text)} is not a serialised state of {self.table.game} "
                              f"(its seed, then its action ids): {error}") from None
        return state

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> RealmkitObserver:
        if params:
            raise ValueError(f"realmkit observers take no parameters, not {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return RealmkitObserver(self.table, recall)


class RealmkitState(pyspiel.State):
    """An OpenSpiel state around a realmkit state."""

    inner: State

    def __init__(self, game: RealmkitGame, state: State | None = None, seed: int = 0,
                 resampled: bool = False) -> None:
        super().__init__(game)
        self.table = game.table
        self.seed, self.resampled = seed, resampled
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

    def apply_action(self, action: int) -> None:
        """Play an action id, an integer (numpy's too) in range: anything else (a bool, which
        pybind would read as 1, a float, text, -1) raises IllegalActionError, changing nothing."""
        if type(action) is not int or not 0 <= action < self.table.num_actions:  # a plain id goes quickly
            self.table.game.id_to_action(action)  # refuses what is not an id, saying why
            action = operator.index(action)
        super().apply_action(action)

    def _apply_action(self, action: int) -> None:
        self.inner.apply(self.table.game.id_to_action(action))

    def _action_to_string(self, player: int, action: int) -> str:
        return str(self.table.game.id_to_action(action))

    def returns(self) -> list[float]:
        return list(self.inner.returns())

    def rewards(self) -> list[float]:
        return self.returns()

    def resample_from_infostate(self, player: int, rng: Any) -> RealmkitState:
        """A state dealt anew from what `player` knows (`State.determinize`), drawn from `rng`
        (a callable giving floats in [0, 1), as OpenSpiel's samplers are). Its generator is
        seeded from `rng` and its seed is that one, not the real game's: neither the hands nor
        the future draws of the real game can be read from it."""
        if not callable(rng):
            raise TypeError(f"resample_from_infostate draws from rng, a callable giving floats in "
                            f"[0, 1) (as OpenSpiel's samplers are), not {shorten(rng)}")
        seed = int(rng() * 2**62)
        world = self.inner.determinize(player, seed)
        world.seed = seed
        other = self.clone()  # OpenSpiel's copy, with its history and move number
        other.inner, other.resampled = world, True
        return other

    def __str__(self) -> str:
        return json.dumps(self.inner.observation(None), sort_keys=True)

    def observation_tensor(self, player: int | None = None) -> list[float]:
        """The seat's tensor, straight from the encoder when called from Python (OpenSpiel's
        path for Python games builds an observer on a new initial state for every call); C++
        callers go through the observer and get the same values. No seat: the seat to act."""
        return self.table.encoder.encode(self.inner, self._seat(player))

    def information_state_tensor(self, player: int | None = None) -> list[float]:
        """The same tensor: the information state is the seat's current view."""
        return self.observation_tensor(player)

    def observation_string(self, player: int | None = None) -> str:
        """The seat's JSON observation, from Python as through the observer."""
        return _text(self.inner, self._seat(player), perfect_recall=False)

    def information_state_string(self, player: int | None = None) -> str:
        """The number of actions played, then the seat's JSON observation."""
        return _text(self.inner, self._seat(player), perfect_recall=True)

    def _seat(self, player: int | None) -> int:
        """The seat a per-seat call names (checked by the encoder or the observation): the seat
        to act when none is named."""
        return self.current_player() if player is None else player

    def serialize(self) -> str:
        """The seed of the game and its action ids: all it takes to re-create the state. A
        resampled state is dealt from no seed and is refused."""
        if self.resampled:
            raise RealmkitError("a resampled state is dealt by resample_from_infostate, from no "
                                "seed of the game, so it cannot be serialised (a seed and action ids)")
        ids = [self.table.game.action_to_id(action) for action in self.inner.history]
        return " ".join(str(number) for number in [self.inner.seed, *ids])

    def __deepcopy__(self, memo: dict[int, Any]) -> RealmkitState:
        """OpenSpiel's `clone`, which keeps the history OpenSpiel holds."""
        return self.clone()


def _text(inner: State, seat: int, perfect_recall: bool) -> str:
    """The string of a seat's observation; of its information state with `perfect_recall`."""
    text = json.dumps(inner.observation(seat), sort_keys=True)
    return f"{len(inner.history)} {text}" if perfect_recall else text


class RealmkitObserver:
    """Tensor and string of a seat's view: the game's tensor; the JSON observation."""

    def __init__(self, table: Table, perfect_recall: bool) -> None:
        self.table, self.perfect_recall = table, perfect_recall
        self.tensor = np.zeros(table.encoder.size(table.num_players), np.float32)
        self.dict = {"observation": self.tensor.reshape(table.shape)}

    def set_from(self, state: RealmkitState, player: int) -> None:
        self.table.fill(self.tensor, state.inner, player)

    def string_from(self, state: RealmkitState, player: int) -> str:
        return _text(state.inner, player, self.perfect_recall)


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


def openspiel_game(game: Game, num_players: int) -> RealmkitGame:
    """The OpenSpiel game of `game` (with its options) for `num_players`, as `pyspiel.load_game`
    makes it from its registered name."""
    name = short_name(game.spec.id)
    if name not in register_all():
        raise RealmkitError(f"{game.spec.id} has no observation tensor, so OpenSpiel cannot play it")
    return _REGISTERED[name]({**game.options, "players": num_players})
