"""A position of Medieval Realm: Men and Dukes racing off the far side, rescues of the
opponent's pieces, and the draw by three Duke moves in a row."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.core import GAME_OVER
from realmkit.games.realm.components import EAST, NORTH, SOUTH, WEST
from realmkit.games.realm.jumping import JumpState, Step, owner
from realmkit.games.realm.medieval.view import observe, picture
from realmkit.games.realm.reasons import step_problem
from realmkit.games.realm.view import JUMP_CODES

if TYPE_CHECKING:
    from realmkit.games.realm.medieval.game import MedievalGame

DUKES, MEN = 2, 6
"""'Each player commands a force consisting of two Dukes (Powers) and six Men (Enforcers).'"""
PIECES = DUKES + MEN
ALL = (NORTH, EAST, SOUTH, WEST)
FORWARD = (NORTH, SOUTH)
"""The first player (X) starts on rows 1-6 and moves off beyond row 12; the second the other way."""


def is_duke(code: int) -> bool:
    return code > 2


class MedievalState(JumpState[Step]):
    """A Medieval Realm position. Codes on Centers: 1 / 2 Men, 3 / 4 Dukes of X / O."""

    game: MedievalGame
    DIRECTIONS = ((), (NORTH, EAST, WEST), (EAST, SOUTH, WEST), ALL, ALL)
    """'Dukes can move in all four directions but Men are limited to moving only forward or sideways.'"""
    OFF_DIRECTION = (-1, NORTH, SOUTH, NORTH, SOUTH)
    EDGE_TEXT = "pieces leave the board only forward, from a Center on the far side of the board"
    LETTERS = JUMP_CODES
    POSITION_FIELDS = ("turns", "off", "duke_run")

    def __init__(self, game: MedievalGame, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self._setup(game.start_center, game.start_water, game.settings.max_turns)
        self.off = [0, 0]  # pieces each player has moved off the board
        self.duke_run = [0, 0]  # each player's own turns in a row that moved a Duke
        if not self.can_move(0):  # a setup file may leave the first player no move at all
            if self.can_move(1):
                self.to_move = 1
            else:
                self.finish(-1, "draw: neither player can move")

    def _copy_into(self, other: Any) -> None:
        self._copy_base(other)
        other.off = list(self.off)
        other.duke_run = list(self.duke_run)

    def legal_actions(self) -> list[Step]:
        return [] if self.over else self.step_actions()

    def _illegal_reason(self, action: Step) -> str | None:
        if self.over:
            return GAME_OVER
        return step_problem(self, action)

    def _apply(self, action: Step) -> None:
        self.apply_step(action)

    def _leave(self, realm: int, player: int) -> None:
        """'When a piece leaves a Center, one of the opposing player's pieces in the Border
        spaces of the Realm is immediately replaced in the Realm's vacated Center.'"""
        other = 1 - player
        if self.water[2 * realm + other]:
            self.water[2 * realm + other] -= 1
            self.center[realm] = other + 1

    def _moved_off(self, code: int) -> None:
        self.off[owner(code)] += 1

    def _move_done(self, code: int) -> None:
        player = owner(code)
        self.duke_run[player] = self.duke_run[player] + 1 if is_duke(code) else 0
        if self.off[player] == PIECES:
            self.finish(player, f"{'XO'[player]} moved all eight pieces off the board")
        elif min(self.duke_run) >= 3:
            self.finish(-1, "draw: each player moved a Duke on three consecutive turns")
        else:
            self.pass_turn(player)

    def distance(self, player: int) -> int:
        """Jumps the player's pieces still need to leave the board; 5 for a dislodged Man."""
        total = 5 * sum(self.water[player::2])
        pieces = [(r, c) for r, c in enumerate(self.center) if c and owner(c) == player]
        if self.moving >= 0 and owner(self.moving_code) == player:
            pieces.append((self.moving, self.moving_code))
        for realm, _ in pieces:
            row = realm // 4
            total += 4 - row if player == 0 else row + 1
        return total

    def scores(self) -> list[float]:
        """Pieces each player has moved off the board."""
        return [float(self.off[0]), float(self.off[1])]

    def _observation(self, player: int | None) -> dict[str, Any]:
        return observe(self)

    def _render(self, player: int | None) -> str:
        return picture(self)
