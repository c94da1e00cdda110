"""The State contract: whose turn, the legal actions, applying them, outcomes, views."""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from typing import Any

from realmkit.core.errors import IllegalActionError
from realmkit.core.game import Action, Game, summarize

TERMINAL = -1


class State(ABC):
    """A position of a game. Randomness comes only from `self.rng`, seeded by the game's seed.

    Subclasses implement `current_player`, `legal_actions`, `_apply`, `scores`,
    `observation` and `_copy_into`; hidden-information games implement `determinize`.
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
            return "the game is over; no action is legal"
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

    @abstractmethod
    def observation(self, player: int | None) -> dict[str, Any]:
        """A JSON-ready view for `player` (None: a spectator) holding nothing it may not know."""

    def render(self, player: int | None = None) -> str:
        """A text picture of what `player` may see; games override it with a real board."""
        return json.dumps(self.observation(player), indent=1)

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

    @abstractmethod
    def _copy_into(self, other: Any) -> None:
        """Copy the game's own fields into `other` (a bare instance), without deep copies."""

    def determinize(self, player: int, rng: random.Random) -> State:
        """A copy whose hidden information is resampled consistently with what `player` knows.

        Games of perfect information return a clone; the copy's generator is reseeded from
        `rng` so that future chance is not the real one either.
        """
        other = self.clone()
        other.rng.seed(rng.getrandbits(64))
        return other
