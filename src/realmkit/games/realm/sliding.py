"""What Oriental and Modern Realm share: single-piece move actions, the explicit end of a turn,
turns that alternate unless a player cannot move, the ends of the game by a draw, and reading a
starting position with exact piece counts."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import ClassVar, TypeVar

from realmkit.core import TERMINAL, GameStringError, IllegalActionError, State
from realmkit.games.realm.components import REALM_OF, REALM_SQUARES, SQUARES, parse_square, square_name
from realmkit.games.realm.positions import Placement, load_position

EMPTY = -1


@dataclass(frozen=True, slots=True)
class Move:
    """One piece moves from `origin` to `target`, written "e5-e9"."""

    origin: int
    target: int

    def __str__(self) -> str:
        return f"{square_name(self.origin)}-{square_name(self.target)}"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """The player stops moving pieces of the turn's Realm, written "end"."""

    def __str__(self) -> str:
        return "end"


END_TURN = EndTurn()

MOVES: tuple[Move, ...] = tuple(Move(o, t) for o in range(SQUARES) for t in range(SQUARES))
"""Every move made once, by id (origin * 144 + target): legal-action lists reuse them."""


def move_problem(text: str) -> str:
    """Why `text` writes no move "e5-e9"."""
    parts = text.strip().lower().split("-")
    if len(parts) != 2:
        return f"{text.strip()!r} is not a move: write the two squares as 'e5-e9'"
    return square_problem(*parts)


def square_problem(*names: str) -> str:
    """Why the first of `names` that is no square is none ("columns a-l, rows 1-12")."""
    for name in names:
        try:
            parse_square(name)
        except IllegalActionError as error:
            return str(error)
    return f"{' '.join(names)!r} writes no action"


def player_name(player: int) -> str:
    """A seat as a person reads it in a message about a setup file: players are numbered from 1,
    the file's "player" field from 0."""
    return f'Player {player + 1} ("player": {player})'


def load_counted_position(
    name: str, counts: Mapping[str, int], half_of: tuple[range, range] | None = None
) -> list[Placement]:
    """A starting position in which each player has exactly `counts` pieces of each kind.

    With `half_of`, player p's pieces must stand in the Realms `half_of[p]`.
    """
    placements = load_position(name, counts)
    for player in (0, 1):
        for kind, wanted in counts.items():
            have = sum(1 for p in placements if p.player == player and p.kind == kind)
            if have != wanted:
                raise GameStringError(
                    f"setup {name!r}: {player_name(player)} has {have} {kind} pieces; "
                    f"this game needs exactly {wanted}"
                )
        if half_of is not None:
            for p in placements:
                if p.player == player and REALM_OF[p.square] not in half_of[player]:
                    realms = f"{half_of[player][0] + 1}-{half_of[player][-1] + 1}"
                    raise GameStringError(
                        f"setup {name!r}: {player_name(player)}'s {p.kind} on {square_name(p.square)} "
                        f"is outside his starting Realms {realms}"
                    )
    return placements


SlidingAction = TypeVar("SlidingAction", bound=Hashable)
DRAW = 2
"""The result of a drawn game; a won game's result is the winner's seat."""


class SlidingState(State[SlidingAction]):
    """An Oriental or Modern position's turns: the board (a piece code per square, EMPTY where
    vacant), whose turn, the Realm of the turn under way and its pieces still to move, and the
    result (None in play, the winner's seat, or DRAW) with the reason it ended."""

    KIND_LETTERS: ClassVar[tuple[str, ...]]
    """The kinds of piece by their letter on the text board, a piece code being
    `player * len(KIND_LETTERS) + kind`."""
    POSITION_FIELDS: ClassVar[tuple[str, ...]] = ("turns", "turn_realm", "eligible")

    board: list[int]
    to_move: int
    turns: int
    max_turns: int
    result: int | None
    ending: str
    turn_realm: int
    eligible: list[int]

    def _start_play(self, max_turns: int) -> None:
        self.max_turns = max_turns
        self.board = [EMPTY] * SQUARES
        self.to_move = 0
        self.turns = 0
        self.result = None
        self.ending = ""
        self.turn_realm = -1
        self.eligible = []

    def set_position(self, pieces: Mapping[int, str], to_move: int) -> None:
        """A diagram's pieces (see `positions.position`): KIND_LETTERS in capitals for the
        first player's pieces, in small letters for the second's."""
        letters = self.KIND_LETTERS
        board = [EMPTY] * SQUARES
        for square, text in pieces.items():
            if text.upper() not in letters:
                raise GameStringError(f"{square_name(square)}: {text!r} is not a piece: one of "
                                      f"{', '.join(letters)}, in small letters for the second player")
            board[square] = (0 if text.isupper() else len(letters)) + letters.index(text.upper())
        self.board, self.to_move = board, to_move

    def _copy_play(self, other: SlidingState[SlidingAction]) -> None:
        other.max_turns = self.max_turns
        other.board = list(self.board)
        other.to_move = self.to_move
        other.turns = self.turns
        other.result = self.result
        other.ending = self.ending
        other.turn_realm = self.turn_realm
        other.eligible = list(self.eligible)

    def current_player(self) -> int:
        return TERMINAL if self.result is not None else self.to_move

    @abstractmethod
    def can_move(self, player: int) -> bool:
        """Whether any piece of `player` can move now."""

    @abstractmethod
    def movable(self) -> list[int]:
        """The squares of the pieces the player to move may move now."""

    def joins_turn(self, square: int) -> bool:
        """Whether the piece on `square`, in the Realm of a turn's first move, may move later in
        that turn (Modern Realm: only if it was mobile at the turn's start)."""
        return True

    def _move_piece(self, move: Move) -> None:
        """A piece of the player to move goes from its origin to its target. The turn's first
        move fixes the turn's Realm and the pieces of it that may still move (`joins_turn`); a
        later one crosses its piece off them."""
        board, player, kinds = self.board, self.to_move, len(self.KIND_LETTERS)
        if self.turn_realm < 0:
            self.turn_realm = REALM_OF[move.origin]
            self.eligible = [
                s for s in REALM_SQUARES[self.turn_realm]
                if s != move.origin and board[s] >= 0 and board[s] // kinds == player and self.joins_turn(s)
            ]
        else:
            self.eligible.remove(move.origin)
        board[move.target], board[move.origin] = board[move.origin], EMPTY

    def _start_turn(self, player: int) -> None:
        """'The turn to play alternates unless one player cannot move any of his pieces in which
        case his opponent continues moving'; 'a draw exists if no piece can move'."""
        if self.can_move(player):
            self.to_move = player
        elif self.can_move(1 - player):
            self.to_move = 1 - player
        else:
            self.finish(DRAW, "draw: no piece can move")

    def _end_turn(self) -> None:
        self.turns += 1
        self.turn_realm = -1
        self.eligible = []
        if self.turns >= self.max_turns:
            self.finish(DRAW, f"draw: max_turns ({self.max_turns}) reached")
        else:
            self._start_turn(1 - self.to_move)

    def finish(self, result: int, reason: str) -> None:
        """The game ends: the winner's seat or DRAW, and why, in the rulebook's words."""
        self.result, self.ending = result, reason

    def _end_reason(self) -> str:
        return self.ending

    def ranking_key(self, player: int) -> tuple[float, ...]:
        """Only a win counts: a draw at max_turns or with both players blocked ranks even."""
        return (1.0 if self.result == player else 0.0,)
