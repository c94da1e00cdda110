"""The State contract: whose turn, the legal actions, applying them, outcomes, views.

How a game uses it: `current_player()` returns the seat to act, or `TERMINAL` once the game is
over (`is_terminal` reads it, and `illegal_reason` refuses every action with `GAME_OVER` then);
a game writes `_observation`, `_copy_into`, and where it hides information `_determinize`, and
may write `_render`; the public `observation`, `render` and `determinize` check the player
first (`check_player`), so no game checks it again.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from typing import Any

from realmkit.core.errors import IllegalActionError, PlayerError
from realmkit.core.game import Action, Game, summarize

TERMINAL = -1
"""What `current_player()` returns once the game is over."""

GAME_OVER = "the game is over; no action is legal"
"""The refusal of every action once the game is over."""


def check_player(player: object, num_players: int, spectator: bool) -> None:
    """Refuse anything but a seat 0..num_players-1 (or None, a spectator, if `spectator`)."""
    if player is None and spectator:
        return
    if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < num_players:
        allowed = f"a seat 0-{num_players - 1}" + (" or None (a spectator)" if spectator else "")
        raise PlayerError(f"player {player!r} is not {allowed}")


class State(ABC):
    """A position of a game. Randomness comes only from `self.rng`, seeded by the game's seed.

    Subclasses implement `current_player`, `legal_actions`, `_apply`, `scores`,
    `_observation` and `_copy_into`; hidden-information games implement `_determinize`.
    """

    def __init__(self, game: Game, num_players: int, seed: int) -> None:
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.rng = random.Random(seed)
        self.history: list[Action] = []

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or TERMINAL once the game is over."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """The legal actions in a stable order; empty once the game is over."""

    def illegal_reason(self, action: Action) -> str | None:
        """Why `action` is not legal now, or None if it is. Games may give finer reasons."""
        if self.is_terminal():
            return GAME_OVER
        legal = self.legal_actions()
        if action in legal:
            return None
        return f"{action} is not a legal action now; legal actions: {summarize(legal)}"

    def apply(self, action: Action) -> None:
        """Play `action`; an illegal one raises IllegalActionError and changes nothing."""
        reason = self.illegal_reason(action)
        if reason is not None:
            raise IllegalActionError(reason)
        self._apply(action)
        self.history.append(action)

    def apply_unchecked(self, action: Action) -> None:
        """Play an action known to be legal (taken from `legal_actions()`), skipping validation."""
        self._apply(action)
        self.history.append(action)

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Play a legal action."""

    @abstractmethod
    def scores(self) -> list[float]:
        """The game's own points per player, as they stand now."""

    def ranking_key(self, player: int) -> tuple[float, ...]:
        """What ranks players at the end, highest first: the score, then any tie-break."""
        return (self.scores()[player],)

    def outcome_groups(self) -> tuple[str, ...]:
        """Labels of this game by which `realmkit simulate` breaks its results down (12 Realms:
        its Game Realms); none by default."""
        return ()

    def returns(self) -> list[float]:
        """Outcome per player in [-1, 1]: 0 until the end, then each player's share of the
        other players beaten minus those that beat him (zero-sum; +1/-1/0 with two players)."""
        n = self.num_players
        if not self.is_terminal() or n == 1:
            return [0.0] * n
        keys = [self.ranking_key(p) for p in range(n)]
        return [
            sum((keys[p] > keys[q]) - (keys[p] < keys[q]) for q in range(n) if q != p) / (n - 1)
            for p in range(n)
        ]

    def observation(self, player: int | None) -> dict[str, Any]:
        """A JSON-ready view for `player` (None: a spectator) holding nothing it may not know."""
        check_player(player, self.num_players, spectator=True)
        return self._observation(player)

    @abstractmethod
    def _observation(self, player: int | None) -> dict[str, Any]:
        """The view of `observation`, for a player already checked."""

    def render(self, player: int | None = None) -> str:
        """A text picture of what `player` (None: a spectator) may see."""
        check_player(player, self.num_players, spectator=True)
        return self._render(player)

    def _render(self, player: int | None) -> str:
        """The picture of `render`; games override it with a real board."""
        return json.dumps(self._observation(player), indent=1)

    def __str__(self) -> str:
        return self.render(None)

    def clone(self) -> State:
        """An independent copy, generator included."""
        other = object.__new__(type(self))
        other.game = self.game
        other.num_players = self.num_players
        other.seed = self.seed
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.history = list(self.history)
        self._copy_into(other)
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        """`copy.deepcopy` is `clone`: the game (options, tables) is shared, as it never changes."""
        return self.clone()

    @abstractmethod
    def _copy_into(self, other: Any) -> None:
        """Copy the game's own fields into `other` (a bare instance), without deep copies."""

    def determinize(self, player: int, rng: random.Random) -> State:
        """A copy whose hidden information is resampled consistently with what `player` knows."""
        check_player(player, self.num_players, spectator=False)
        return self._determinize(player, rng)

    def _determinize(self, player: int, rng: random.Random) -> State:
        """The copy of `determinize`, for a seat already checked. Games of perfect information
        keep this one: a clone whose generator is reseeded from `rng`, so that future chance is
        not the real one either."""
        other = self.clone()
        other.rng.seed(rng.getrandbits(64))
        return other
