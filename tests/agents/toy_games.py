"""Small games on the core contract, for testing search and arena without the real games.

None is registered: tests pass the Game objects themselves, so the registry stays as it is.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, ClassVar

from realmkit.core import TERMINAL, Game, GameAI, GameSpec, Option, State
from realmkit.core.actions import ActionTable


class IntActions(Game):
    """Actions are the integers 0..size-1, encoded as themselves."""

    size: ClassVar[int]

    def action_table(self) -> ActionTable[Any]:
        return ActionTable(range(self.size))


def with_ai(game: type[Game], ai: type[GameAI]) -> type[Game]:
    """The same game with another AI, for tests that watch or change what search reads."""
    return type(f"{game.__name__}With{ai.__name__}", (game,), {"spec": replace(game.spec, ai=ai)})


class NimAI(GameAI):
    def evaluate(self, state: State, player: int) -> float:
        """Exact: the player to move wins unless the pile is a multiple of four."""
        if state.is_terminal():
            return state.returns()[player]
        assert isinstance(state, NimState)
        mover_wins = state.pile % 4 != 0
        return 1.0 if mover_wins == (player == state.turn) else -1.0


class Nim(IntActions):
    """One pile; a turn takes 1-3 stones; whoever takes the last stone wins."""

    spec = GameSpec("toy-nim", "Nim", 2, 2, options=(Option("pile", 10, "stones at the start", minimum=1),),
                    configurations=(("toy-nim", 2),), ai=NimAI)
    size = 4

    def _new_state(self, num_players: int, seed: int) -> State:
        return NimState(self, num_players, seed)


class NimState(State):
    def __init__(self, game: Nim, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.pile = int(game.options["pile"])
        self.turn = 0

    def current_player(self) -> int:
        return self.turn if self.pile > 0 else TERMINAL

    def legal_actions(self) -> list[Any]:
        return list(range(1, min(3, self.pile) + 1)) if self.pile > 0 else []

    def _apply(self, action: Any) -> None:
        self.pile -= action
        if self.pile > 0:
            self.turn = 1 - self.turn

    def scores(self) -> list[float]:
        if self.pile > 0:
            return [0.0, 0.0]
        return [1.0 if p == self.turn else 0.0 for p in range(2)]

    def _observation(self, player: int | None) -> dict[str, Any]:
        return {"pile": self.pile, "turn": self.current_player()}

    def _copy_into(self, other: Any) -> None:
        other.pile = self.pile
        other.turn = self.turn


class Guess(IntActions):
    """Player 1 is dealt a secret card 0-2 and passes (0); player 2 names a card and wins if right."""

    spec = GameSpec("toy-guess", "Guess", 2, 2, hidden_information=True, configurations=(("toy-guess", 2),))
    size = 3

    def _new_state(self, num_players: int, seed: int) -> State:
        return GuessState(self, num_players, seed)


class GuessState(State):
    def __init__(self, game: Guess, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.secret = self.rng.randrange(3)
        self.named: int | None = None
        self.passed = False

    def current_player(self) -> int:
        if not self.passed:
            return 0
        return 1 if self.named is None else TERMINAL

    def legal_actions(self) -> list[Any]:
        player = self.current_player()
        return [0] if player == 0 else [0, 1, 2] if player == 1 else []

    def _apply(self, action: Any) -> None:
        if not self.passed:
            self.passed = True
        else:
            self.named = action

    def scores(self) -> list[float]:
        if self.named is None:
            return [0.0, 0.0]
        right = self.named == self.secret
        return [0.0, 1.0] if right else [1.0, 0.0]

    def _observation(self, player: int | None) -> dict[str, Any]:
        seen = player == 0 or self.named is not None
        return {"secret": self.secret if seen else None, "named": self.named}

    def _copy_into(self, other: Any) -> None:
        other.secret = self.secret
        other.named = self.named
        other.passed = self.passed

    def _determinize(self, player: int, rng: random.Random) -> State:
        other = super()._determinize(player, rng)
        assert isinstance(other, GuessState)
        if player != 0 and self.named is None:
            other.secret = rng.randrange(3)
        return other


class Parity(IntActions):
    """Player 1 calls the parity of a die about to be rolled (0 even, 1 odd); player 2 passes."""

    spec = GameSpec("toy-parity", "Parity", 2, 2, has_chance=True, configurations=(("toy-parity", 2),))
    size = 2

    def _new_state(self, num_players: int, seed: int) -> State:
        return ParityState(self, num_players, seed)


class ParityState(State):
    def __init__(self, game: Parity, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.call: int | None = None
        self.die: int | None = None

    def current_player(self) -> int:
        return 0 if self.call is None else TERMINAL

    def legal_actions(self) -> list[Any]:
        return [0, 1] if self.call is None else []

    def _apply(self, action: Any) -> None:
        self.call = action
        self.die = self.rng.randint(1, 6)

    def scores(self) -> list[float]:
        if self.die is None:
            return [0.0, 0.0]
        return [1.0, 0.0] if self.die % 2 == self.call else [0.0, 1.0]

    def _observation(self, player: int | None) -> dict[str, Any]:
        return {"call": self.call, "die": self.die}

    def _copy_into(self, other: Any) -> None:
        other.call = self.call
        other.die = self.die


# Three-way outcomes: (first choice, second choice) -> scores of players 1, 2, 3.
THREE_WAY_SCORES = {
    (0, 0): [1.0, 2.0, 0.0],  # player 2 first, player 3 last
    (0, 1): [1.0, 0.0, 2.0],  # player 3 first, player 2 last
    (1, 0): [0.0, 1.0, 2.0],  # player 3 first, player 2 second
    (1, 1): [2.0, 0.0, 0.0],  # player 1 first, players 2 and 3 last
}


class ThreeWay(IntActions):
    """Player 2 chooses 0 or 1, then player 3 does; THREE_WAY_SCORES gives the result.

    Player 3 picks what is best for itself: after 0 it takes 1 (player 2 last), after 1 it takes
    0 (player 2 second). So player 2 should choose 1; a search that let player 3 help player 2
    would choose 0, hoping for first place.
    """

    spec = GameSpec("toy-three-way", "Three-way", 3, 3, configurations=(("toy-three-way", 3),))
    size = 2

    def _new_state(self, num_players: int, seed: int) -> State:
        return ThreeWayState(self, num_players, seed)


class ThreeWayState(State):
    def __init__(self, game: ThreeWay, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.choices: list[int] = []

    def current_player(self) -> int:
        return len(self.choices) + 1 if len(self.choices) < 2 else TERMINAL

    def legal_actions(self) -> list[Any]:
        return [0, 1] if len(self.choices) < 2 else []

    def _apply(self, action: Any) -> None:
        self.choices.append(action)

    def scores(self) -> list[float]:
        if len(self.choices) < 2:
            return [0.0, 0.0, 0.0]
        return list(THREE_WAY_SCORES[self.choices[0], self.choices[1]])

    def _observation(self, player: int | None) -> dict[str, Any]:
        return {"choices": list(self.choices)}

    def _copy_into(self, other: Any) -> None:
        other.choices = list(self.choices)


class Together(IntActions):
    """Cooperative: each player in turn adds 0, 1 or 2; the team wins if the sum is exactly 3."""

    spec = GameSpec("toy-together", "Together", 2, 2, cooperative=True,
                    configurations=(("toy-together", 2),))
    size = 3

    def _new_state(self, num_players: int, seed: int) -> State:
        return TogetherState(self, num_players, seed)


class TogetherState(State):
    def __init__(self, game: Together, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.added: list[int] = []

    def current_player(self) -> int:
        return len(self.added) if len(self.added) < self.num_players else TERMINAL

    def legal_actions(self) -> list[Any]:
        return [0, 1, 2] if not self.is_terminal() else []

    def _apply(self, action: Any) -> None:
        self.added.append(action)

    def scores(self) -> list[float]:
        return [float(sum(self.added))] * self.num_players

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.num_players
        return [1.0 if sum(self.added) == 3 else -1.0] * self.num_players

    def _observation(self, player: int | None) -> dict[str, Any]:
        return {"added": list(self.added)}

    def _copy_into(self, other: Any) -> None:
        other.added = list(self.added)
