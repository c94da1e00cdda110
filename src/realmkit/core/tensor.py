"""Observation tensors: a fixed-shape numeric view of a state for one seat, and the action mask.

A game names its encoder in `GameSpec.tensor` ("package.module:Class"), loaded on first use by
`encoder_for`, the way `GameSpec.ai` names its AI. The encoder reads only what the seat may
know (what `State.observation(seat)` shows) and returns plain floats: the core stays free of
numpy, and the RL adapters (realmkit.interop) convert. The public `encode` and `nonzero` check
the seat and the state's game once; a game writes `_encode` or `_nonzero` for a seat already
checked, as a state writes `_observation`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

from realmkit.core.errors import RealmkitError
from realmkit.core.registry import named_class
from realmkit.core.state import check_player

if TYPE_CHECKING:
    from realmkit.core.game import Game
    from realmkit.core.state import State

S = TypeVar("S", bound="State[Any]")


class TensorEncoder(Generic[S]):
    """A game's observation tensor. Subclasses document each plane or slice in their docstring.

    `shape(num_players)` is fixed for a game and a number of players; `encode(state, seat)`
    returns `prod(shape)` floats in row-major order, built from what `seat` may know only.
    `nonzero(state, seat)` gives the same tensor as (index, value) pairs of its non-zero
    entries. Both refuse a seat that is not one (`check_player`: -1 is not the last seat) and a
    state of another game; a subclass implements `_encode` or `_nonzero` (the other follows),
    and a sparse tensor is quicker through `_nonzero`.
    `max_game_length(num_players)` bounds the number of actions of a game; `length_is_bound`
    says whether every game ends within it (True) or the RL adapters cut a game there (False,
    for rules without a limit on turns: the game is then truncated, see docs/interop.md).
    """

    length_is_bound = True

    def __init__(self, game: Game[Any, S]) -> None:
        self.game = game

    def shape(self, num_players: int) -> tuple[int, ...]:
        raise NotImplementedError(f"{self.game.spec.id}: its encoder gives no shape")

    def encode(self, state: S, seat: int) -> list[float]:
        """The seat's tensor, dense."""
        return self._encode(state, self._seat(state, seat))

    def nonzero(self, state: S, seat: int) -> list[tuple[int, float]]:
        """The seat's tensor as (index, value) pairs of its non-zero entries."""
        return self._nonzero(state, self._seat(state, seat))

    def _seat(self, state: S, seat: object) -> int:
        """The seat `seat` names in `state`, a state of this encoder's game (the same object, or
        one of the same class and options)."""
        game = state.game
        if game is not self.game and (type(game) is not type(self.game) or game.options != self.game.options):
            raise RealmkitError(f"this encoder encodes states of {self.game}, not of {game}")
        if type(seat) is int and 0 <= seat < state.num_players:  # the common case, at every step
            return seat
        return check_player(seat, state.num_players, spectator=False)

    def _encode(self, state: S, seat: int) -> list[float]:
        out = [0.0] * self.size(state.num_players)
        for index, value in self._nonzero(state, seat):
            out[index] = value
        return out

    def _nonzero(self, state: S, seat: int) -> list[tuple[int, float]]:
        if type(self)._encode is TensorEncoder._encode:
            raise NotImplementedError(f"{self.game.spec.id}: its encoder gives no tensor")
        return [(index, value) for index, value in enumerate(self._encode(state, seat)) if value]

    def max_game_length(self, num_players: int) -> int:
        raise NotImplementedError(f"{self.game.spec.id}: its encoder gives no length bound")

    def size(self, num_players: int) -> int:
        """The number of floats of a tensor."""
        total = 1
        for dim in self.shape(num_players):
            total *= dim
        return total


def action_mask(state: State[Any]) -> list[int]:
    """1 at the integer id of every legal action, 0 elsewhere (length num_distinct_actions)."""
    game = state.game
    mask = [0] * game.num_distinct_actions()
    for action in state.legal_actions():
        mask[game.action_to_id(action)] = 1
    return mask


def has_encoder(game: Game[Any, Any]) -> bool:
    """Whether the game names an observation-tensor encoder."""
    return bool(game.spec.tensor)


def encoder_for(game: Game[Any, S]) -> TensorEncoder[S]:
    """The encoder `game`'s spec names (imported on first use), one per game. It is kept on the
    game itself, so that the two are freed together (a table keyed by games would keep every
    game alive through its encoder, which holds the game)."""
    encoder: TensorEncoder[S] | None = game.__dict__.get("_tensor_encoder")
    if encoder is None:
        if not game.spec.tensor:
            raise RealmkitError(f"{game.spec.id} has no observation tensor yet (GameSpec.tensor is empty)")
        cls = named_class(game.spec.tensor, TensorEncoder, f"{game.spec.id}: its encoder")
        encoder = game.__dict__["_tensor_encoder"] = cls(game)
    return encoder
