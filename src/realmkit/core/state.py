"""The State contract: whose turn, the legal actions, applying them, outcomes, views.

How a game uses it: `current_player()` returns the seat to act, or `TERMINAL` once the game is
over (`is_terminal` reads it, and `_illegal_reason` refuses every action with `GAME_OVER` then);
a game writes `_observation`, `_copy_into`, and where it hides information `_determinize`, and
may write `_render`, `_end_reason` and `_notation_seen_by`; the public `observation`, `render`,
`notation_seen_by` and `determinize` check the player first (`check_player`), so no game
checks it again.

Every observation says who acts and how the game ended in the same words, whatever the game:
"to_move" (the seat to act, None once over) and "outcome" (None in play, then
`Outcome.to_dict()`); a game's own view comes beside them and uses neither name.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, Generic, Literal, Self, cast, overload

from realmkit.core.errors import IllegalActionError, PlayerError
from realmkit.core.files import shorten
from realmkit.core.game import A, as_int, summarize
from realmkit.core.outcome import Outcome, places

if TYPE_CHECKING:
    from realmkit.core.game import Game

TERMINAL = -1
"""What `current_player()` returns once the game is over."""

GAME_OVER = "the game is over; no action is legal"
"""The refusal of every action once the game is over."""


@overload
def check_player(player: object, num_players: int, spectator: Literal[False]) -> int: ...
@overload
def check_player(player: object, num_players: int, spectator: bool) -> int | None: ...
def check_player(player: object, num_players: int, spectator: bool) -> int | None:
    """The seat `player` names (numpy's integers too), or None for a spectator if `spectator`
    allows one; anything else (a bool, a float, -1, a seat past the last) is refused."""
    if player is None and spectator:
        return None
    seat = as_int(player)
    if seat is None or not 0 <= seat < num_players:
        allowed = f"a seat 0-{num_players - 1}" + (" or None (a spectator)" if spectator else "")
        raise PlayerError(f"player {shorten(player)} is not {allowed}")
    return seat


class State(ABC, Generic[A]):
    """A position of a game whose actions are `A`. Randomness comes only from `self.rng`,
    seeded by the game's seed.

    Subclasses implement `current_player`, `legal_actions`, `_apply`, `scores`,
    `_observation` and `_copy_into`; hidden-information games implement `_determinize`.
    """

    _rng: random.Random
    _rng_shared: bool

    def __init__(self, game: Game[A, Any], num_players: int, seed: int) -> None:
        self.game = game
        self.num_players = num_players
        self.seed = seed
        self.rng = random.Random(seed)
        self.history: list[A] = []

    @property
    def rng(self) -> random.Random:
        """The generator of every draw of this state. A clone shares its original's generator
        until either of them draws (copy on write): copying a Mersenne Twister costs several
        times a game's own copy, and most clones (search, legal-move probes) never draw. Take
        it from the state at each use rather than holding it across a `clone`."""
        if self._rng_shared:
            private = random.Random.__new__(random.Random)
            private.setstate(self._rng.getstate())
            self._rng = private
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, generator: random.Random) -> None:
        self._rng = generator
        self._rng_shared = False

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or TERMINAL once the game is over."""

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    @abstractmethod
    def legal_actions(self) -> list[A]:
        """The legal actions in a stable order; empty once the game is over."""

    def illegal_reason(self, action: object) -> str | None:
        """Why `action` is not legal now, or None if it is: an object that is not exactly one
        of the game's own actions (`Game.canonical`) never is; the game judges the rest."""
        own = self.game.canonical(action)
        if own is None:
            return self._not_own(action)
        return self._illegal_reason(own)

    def _illegal_reason(self, action: A) -> str | None:
        """The reason of `illegal_reason` for one of the game's own actions; games may give
        finer reasons (and `GAME_OVER` once the game is over)."""
        if self.is_terminal():
            return GAME_OVER
        legal = self.legal_actions()
        if action in legal:
            return None
        return f"{action} is not a legal action now; legal actions: {summarize(legal)}"

    def apply(self, action: A) -> None:
        """Play `action`; an illegal one raises IllegalActionError and changes nothing. The
        action is first checked to be exactly one of the game's own (`Game.canonical`), and the
        game's own object is played and kept in the history."""
        own = self.game.canonical(action)
        if own is None:
            raise IllegalActionError(self._not_own(action))
        reason = self._illegal_reason(own)
        if reason is not None:
            raise IllegalActionError(reason)
        self._apply(own)
        self.history.append(own)

    def _not_own(self, action: object) -> str:
        """Why an object that is not one of the game's actions is refused: the state's own
        reason when it is shaped like one (a move no rule allows), else what actions are."""
        if self.game.shaped_like_an_action(action):
            try:
                reason = self._illegal_reason(cast(A, action))
            except Exception:  # the values may still be beyond what the game can read
                reason = None
            if isinstance(reason, str):
                return reason
        return (f"{shorten(action)} is not a {self.game.spec.title} action; actions are read from "
                "their notation (game.parse_action) or taken from state.legal_actions()")

    def apply_unchecked(self, action: A) -> None:
        """Play an action known to be legal (taken from `legal_actions()`), skipping validation."""
        self._apply(action)
        self.history.append(action)

    @abstractmethod
    def _apply(self, action: A) -> None:
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

    def outcome(self) -> Outcome | None:
        """How the game ended (None while it is in play): the winners, each seat's place by
        `returns`, the scores and the game's `_end_reason`."""
        if not self.is_terminal():
            return None
        returns = self.returns()
        if self.game.spec.cooperative:
            winners = tuple(range(self.num_players)) if returns[0] > 0 else ()
            placed = [1] * self.num_players
        else:
            placed = places(returns)
            winners = tuple(seat for seat, place in enumerate(placed) if place == 1)
        return Outcome(winners, tuple(placed), tuple(self.scores()), self._end_reason())

    def _end_reason(self) -> str:
        """Why the game ended, in the rulebook's words ("X has no piece left"); empty where the
        scores say it all."""
        return ""

    def observation(self, player: int | None) -> dict[str, Any]:
        """A JSON-ready view for `player` (None: a spectator) holding nothing it may not know:
        the game's own view, and "to_move" and "outcome" in the words of every game."""
        view = self._observation(check_player(player, self.num_players, spectator=True))
        outcome = self.outcome()
        view["to_move"] = None if outcome is not None else self.current_player()
        view["outcome"] = None if outcome is None else outcome.to_dict()
        return view

    def notation_seen_by(self, action: A, viewer: int | None) -> str:
        """How `action`, about to be played in this state by `current_player()`, is written in
        the log `viewer` (None: a spectator) reads: its notation with what `viewer` may not know
        left out. Faces build each seat's log from it, never from `str(action)`."""
        return self._notation_seen_by(action, check_player(viewer, self.num_players, spectator=True))

    def _notation_seen_by(self, action: A, viewer: int | None) -> str:
        """The text of `notation_seen_by`, for a viewer already checked; the notation itself
        unless a game's actions name what some seat may not know."""
        return str(action)

    @abstractmethod
    def _observation(self, player: int | None) -> dict[str, Any]:
        """The view of `observation`, for a player already checked."""

    def render(self, player: int | None = None) -> str:
        """A text picture of what `player` (None: a spectator) may see."""
        return self._render(check_player(player, self.num_players, spectator=True))

    def _render(self, player: int | None) -> str:
        """The picture of `render`; games override it with a real board."""
        return json.dumps(self._observation(player), indent=1)

    def __str__(self) -> str:
        return self.render(None)

    def clone(self) -> Self:
        """An independent copy, generator included."""
        other = object.__new__(type(self))
        other.game = self.game
        other.num_players = self.num_players
        other.seed = self.seed
        other._rng = self._rng
        other._rng_shared = self._rng_shared = True
        other.history = list(self.history)
        self._copy_into(other)
        return other

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """`copy.deepcopy` is `clone`: the game (options, tables) is shared, as it never changes."""
        return self.clone()

    @abstractmethod
    def _copy_into(self, other: Any) -> None:
        """Copy the game's own fields into `other` (a bare instance), without deep copies."""

    def determinize(self, player: int, rng: random.Random | int) -> Self:
        """A copy whose hidden information is resampled consistently with what `player` knows,
        drawn from `rng` (a `random.Random`, or an integer seed of one); its generator is
        reseeded from `rng` too, so that neither the hidden cards nor future chance are the
        real ones, and its `seed` is drawn anew: the copy is no game the real seed replays, and
        that seed would deal every hidden card to whoever holds the copy."""
        seat = check_player(player, self.num_players, spectator=False)
        if not isinstance(rng, random.Random):
            seed = as_int(rng)
            if seed is None:
                raise TypeError(f"determinize draws from a random.Random or an integer seed, "
                                f"not {shorten(rng)}")
            rng = random.Random(seed)
        assert seat is not None
        world = self._determinize(seat, rng)
        world.seed = rng.getrandbits(63)
        return world

    def _determinize(self, player: int, rng: random.Random) -> Self:
        """The copy of `determinize`, for a seat already checked. Games of perfect information
        keep this one: a clone whose generator is reseeded from `rng`, so that future chance is
        not the real one either."""
        other = self.clone()
        other.rng = random.Random(rng.getrandbits(64))
        return other
