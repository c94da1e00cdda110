"""Medieval Realm: two Dukes and six Men each race off the far side of the board.

"The object of the game is to move all eight of one's playing pieces off the opposite side
of the board before the opponent can do likewise." Moves are jumps from Center to adjacent
Center (`Step`, "e5-e8"), or off the far edge ("e11-off"); landing on a friendly Center the
piece goes on. Interpretations: docs/rules/realm-medieval.md.
"""

from __future__ import annotations

from typing import Any

from realmkit.core import (
    GAME_OVER,
    Action,
    Game,
    GameSpec,
    GameStringError,
    IllegalActionError,
    Option,
    State,
    register,
)
from realmkit.games.realm.board import EAST, NORTH, REALMS, SOUTH, WEST
from realmkit.games.realm.jumping import (
    STEP,
    JumpState,
    Step,
    load_start,
    owner,
    parse_step,
)

DUKES, MEN = 2, 6
"""'Each player commands a force consisting of two Dukes (Powers) and six Men (Enforcers).'"""
PIECES = DUKES + MEN
ALL = (NORTH, EAST, SOUTH, WEST)
FORWARD = (NORTH, SOUTH)
"""The first player (X) starts on rows 1-6 and moves off beyond row 12; the second the other way."""
LABELS = ("", " X", " O", "DX", "DO")
KINDS = {"man": (1, 2), "duke": (3, 4)}


def is_duke(code: int) -> bool:
    return code > 2


class MedievalState(JumpState):
    """A Medieval Realm position. Codes on Centers: 1 / 2 Men, 3 / 4 Dukes of X / O."""

    DIRECTIONS = ((), (NORTH, EAST, WEST), (EAST, SOUTH, WEST), ALL, ALL)
    """'Dukes can move in all four directions but Men are limited to moving only forward or sideways.'"""
    OFF_DIRECTION = (-1, NORTH, SOUTH, NORTH, SOUTH)
    EDGE_TEXT = "pieces leave the board only forward, from a Center on the far side of the board"

    def __init__(self, game: MedievalGame, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self._setup(game.start_center, game.start_water, int(game.options["max_turns"]))
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

    def legal_actions(self) -> list[Action]:
        return [] if self.over else list(self.step_actions())

    def _illegal_reason(self, action: Action) -> str | None:
        if self.over:
            return GAME_OVER
        if isinstance(action, Step):
            return self.step_problem(action)
        return f"{action}: Medieval Realm has only jumps, like e5-e8 or e11-off"

    def _apply(self, action: Action) -> None:
        assert isinstance(action, Step)
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
        view = self.board_view()
        view["off"] = list(self.off)
        view["duke_turns_in_a_row"] = list(self.duke_run)
        return view

    def _render(self, player: int | None) -> str:
        return "\n".join(
            [
                "Medieval Realm: X moves north (off beyond row 12), O south (off beyond row 1)",
                "X / O Men, DX / DO Dukes; x / o dislodged Men on Border spaces",
                f"Off the board: X {self.off[0]}, O {self.off[1]}; "
                f"Duke moves in a row: X {self.duke_run[0]}, O {self.duke_run[1]}",
                self.board_text(LABELS),
            ]
        )


@register
class MedievalGame(Game):
    """Medieval Realm: the first to move all eight pieces off the far side wins."""

    spec = GameSpec(
        id="realm-medieval",
        title="Medieval Realm",
        min_players=2,
        max_players=2,
        options=(
            Option("setup", "medieval", "starting position: 'medieval' or a JSON position file path",
                   reads_file=True),
            Option("max_turns", 1000, "turns after which the game is a draw (it can cycle)", minimum=1),
        ),
        summary="Dukes and Men jump Center to Center and off the far side. Moves: e5-e8, e11-off.",
        rules=(
            "Move all eight of your pieces off the far side of the board before your opponent does. "
            "On a turn move one piece from a Realm's Center to the next Center in a straight line, "
            "jumping pieces on the way; a piece leaves the board from a Center on the far side "
            "(e11-off). Moves are written like e5-e8."
        ),
        ai="realmkit.games.realm.medieval.ai:MedievalAI",
        tensor="realmkit.games.realm.tensor:MedievalTensor",
        configurations=(("realm-medieval", 2), ("realm-medieval(max_turns=30)", 2)),
    )

    def validate_options(self) -> None:
        setup = str(self.options["setup"])
        self.start_center, self.start_water = load_start(setup, KINDS)
        for player in (0, 1):
            dukes = sum(1 for c in self.start_center if is_duke(c) and owner(c) == player)
            men = sum(1 for c in self.start_center if c and not is_duke(c) and owner(c) == player)
            men += sum(self.start_water[player::2])
            if (dukes, men) != (DUKES, MEN):
                raise GameStringError(
                    f"setup {setup!r}: player {player} must have {DUKES} Dukes and {MEN} Men, "
                    f"not {dukes} and {men}"
                )

    def _new_state(self, num_players: int, seed: int) -> State:
        return MedievalState(self, num_players, seed)

    def read_action(self, state: State, text: str) -> Action:
        action = parse_step(text)
        if not isinstance(action, Step):
            raise IllegalActionError(
                f"{text.strip()!r} is not a move: jump from a Center with 'e5-e8', or leave the "
                "board from a far-side Center with 'e11-off'"
            )
        return action

    def num_distinct_actions(self) -> int:
        return 4 * REALMS

    def action_to_id(self, action: Action) -> int:
        if isinstance(action, Step):
            return action.realm * 4 + action.direction
        raise IllegalActionError(f"{action!r} is not a Medieval Realm action")

    def _id_to_action(self, action_id: int) -> Action:
        return STEP[action_id // 4][action_id % 4]
