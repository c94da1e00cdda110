"""What Oriental and Modern Realm share: single-piece move actions, their integer encoding,
the explicit end of a turn, and reading a starting position with exact piece counts."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.realm.board import REALM_OF, SQUARES, parse_square, square_name
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
MOVE_IDS = SQUARES * SQUARES


MOVES: tuple[Move, ...] = tuple(Move(o, t) for o in range(SQUARES) for t in range(SQUARES))
"""Every move made once, by id (origin * 144 + target): legal-action lists reuse them."""


def move_id(move: Move) -> int:
    return move.origin * SQUARES + move.target


def id_move(action_id: int) -> Move:
    return MOVES[action_id]


def parse_move(text: str) -> Move:
    """A move from "e5-e9"; raises IllegalActionError naming the expected form."""
    parts = text.strip().lower().split("-")
    if len(parts) != 2:
        raise IllegalActionError(f"{text!r} is not a move: write the two squares as 'e5-e9'")
    return Move(parse_square(parts[0]), parse_square(parts[1]))


def player_name(player: int) -> str:
    """A seat as a person reads it in a message about a setup file: players are numbered from 1,
    the file's "player" field from 0."""
    return f'Player {player + 1} ("player": {player})'


REALM_LEGEND = "Realms 1-4: rows 1-3, from column a to l; 5-8: rows 4-6; 9-12: rows 7-9; 13-16: rows 10-12"
"""How the Realm numbers in messages map onto the board, shown below it."""

RESULT_TEXT: dict[int | None, str | None] = {None: None, 0: "Player 1 wins", 1: "Player 2 wins", 2: "draw"}
"""The observation's "result" (a result code: a seat, or 2 for a draw), numbering players from 1."""


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


def parse_square_action(text: str, word: str) -> int:
    """The square of an action written "<word> e5"."""
    parts = text.strip().lower().split()
    if len(parts) != 2 or parts[0] != word:
        raise IllegalActionError(f"{text!r} is not a {word} action: write '{word} e5'")
    return parse_square(parts[1])
