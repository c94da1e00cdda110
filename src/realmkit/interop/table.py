"""What the adapters share: a game with its encoder, numpy views of tensors and masks, and
the end of a game (its real end, or the cut of a game whose rules set no limit). Seats and
numbers of players are integers, numpy's too; anything else is refused."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np

from realmkit.core import (
    Game,
    GameStringError,
    RealmkitError,
    State,
    check_player,
    encoder_for,
    has_encoder,
    load,
    specs,
)
from realmkit.core.files import shorten
from realmkit.core.game import as_int
from realmkit.core.tensor import TensorEncoder


@dataclass(frozen=True)
class Table:
    """A game string loaded with its encoder and number of players, as the adapters see it."""

    game: Game
    encoder: TensorEncoder
    num_players: int

    @classmethod
    def of(cls, game_string: str, num_players: int | None = None) -> Table:
        """Load a game for the adapters (its fewest players unless `num_players` is given); a
        game without an encoder, or a number of players it is not played by, is a clear error."""
        game = load(game_string)
        if not has_encoder(game):
            raise RealmkitError(
                f"{game} has no observation tensor yet, so no RL adapter; games with one: "
                + ", ".join(spec.id for spec in specs() if spec.tensor)
            )
        low, high = game.player_range()
        players = low if num_players is None else as_int(num_players)
        if players is None or not low <= players <= high:
            raise GameStringError(f"{game} is played by {low}-{high} players, not {shorten(num_players)}")
        return cls(game, encoder_for(game), players)

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        """Shared, never copied: a Table does not change (OpenSpiel deep-copies a Python state's
        attributes to clone it)."""
        return self

    @cached_property
    def shape(self) -> tuple[int, ...]:
        """Read at every step, like `size` and `num_actions`, and fixed for a Table: computed once."""
        return self.encoder.shape(self.num_players)

    @cached_property
    def size(self) -> int:
        return self.encoder.size(self.num_players)

    @cached_property
    def num_actions(self) -> int:
        return self.game.num_distinct_actions()

    @cached_property
    def max_game_length(self) -> int:
        """Read at every step by the adapters (OpenSpiel asks whether a state is terminal
        several times an action), so computed once."""
        return self.encoder.max_game_length(self.num_players)

    def observation(self, state: State, seat: int) -> np.ndarray:
        """The seat's tensor as float32 of the encoder's shape."""
        out = np.zeros(self.size, dtype=np.float32)
        self.fill(out, state, seat)
        return out.reshape(self.shape)

    def fill(self, out: np.ndarray, state: State, seat: int) -> None:
        """Write the seat's tensor into `out` (flat, float32) from its non-zero entries, without
        building the dense list (entry by entry: a tensor has few non-zero entries, and numpy's
        fancy indexing costs more than the loop for tens of them, no less for thousands)."""
        out.fill(0.0)
        for index, value in self.encoder.nonzero(state, seat):
            out[index] = value

    def mask(self, state: State, seat: int) -> np.ndarray:
        """int8 mask of the seat's legal action ids (all 0 when another seat is to act)."""
        if type(seat) is not int or not 0 <= seat < state.num_players:  # a plain seat goes quickly
            seat = check_player(seat, state.num_players, spectator=False)
        marks = bytearray(self.num_actions)  # set byte by byte: cheaper than numpy's indexing
        if state.current_player() == seat:
            for action_id in self.legal_ids(state):
                marks[action_id] = 1
        return np.frombuffer(marks, dtype=np.int8)

    def truncated(self, state: State) -> bool:
        """Whether a game without a limit on its length has reached the adapters' cut."""
        return not state.is_terminal() and len(state.history) >= self.max_game_length

    def legal_ids(self, state: State) -> list[int]:
        return [self.game.action_to_id(action) for action in state.legal_actions()]


def mask_ids(mask: np.ndarray) -> list[int]:
    """The legal action ids of an int8 mask of 0 and 1, for any adapter's mask (read as booleans:
    numpy finds the non-zero entries of a boolean array eight times faster, which counts in masks
    of 20,000 ids like Oriental and Modern Realm's)."""
    return mask.view(np.bool_).nonzero()[0].tolist()


def configurations_with_tensors() -> list[tuple[str, int]]:
    """Every declared configuration (game string, players) of the games that have an encoder."""
    return [
        configuration
        for spec in specs()
        if spec.tensor
        for configuration in spec.configurations or ((spec.id, spec.min_players),)
    ]


def games_without_tensors() -> list[str]:
    """The registered games no adapter serves yet."""
    return [spec.id for spec in specs() if not spec.tensor]
