"""A position of Classic Realm: the placement opening, moves of jumps, rescues and the
DOUBLE-MOVE turns of variation 2."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.core import GAME_OVER
from realmkit.games.realm.classic.actions import ClassicAction
from realmkit.games.realm.classic.view import observe, picture
from realmkit.games.realm.components import REALMS
from realmkit.games.realm.jumping import EMPTY_CENTER, END, PLACE, End, JumpState, Place, Step, owner
from realmkit.games.realm.reasons import step_problem
from realmkit.games.realm.view import JUMP_CODES

if TYPE_CHECKING:
    from realmkit.games.realm.classic.game import ClassicGame

ALL = (0, 1, 2, 3)


class ClassicState(JumpState[ClassicAction]):
    """A Classic Realm position. Codes on Centers: 1 the first player's, 2 the second's."""

    game: ClassicGame
    DIRECTIONS = (ALL, ALL, ALL)
    OFF_DIRECTION = (-1, -1, -1)
    EDGE_TEXT = "there is no Center beyond the board's edge"
    LETTERS = JUMP_CODES[:3]
    POSITION_FIELDS = ("turns", "placed", "double_holder", "double_wait")

    def __init__(self, game: ClassicGame, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        settings = game.settings
        if settings.placement:
            self._setup([EMPTY_CENTER] * REALMS, [0] * (2 * REALMS), settings.max_turns)
            self.placed = 0
        else:
            self._setup(game.start_center, game.start_water, settings.max_turns)
            self.placed = REALMS
        self.double_moves = settings.double_moves
        self.double_holder = 1  # who may take the next DOUBLE-MOVE turn
        self.double_wait = 2  # regular turns the holder must still take first
        self.second_pending = False  # the first move of a DOUBLE-MOVE turn is done
        self.in_second = False  # the second move of a DOUBLE-MOVE turn is under way
        self.rescued = -1  # the Realm whose Center got a rescued piece this turn

    def _copy_into(self, other: Any) -> None:
        self._copy_base(other)
        other.placed = self.placed
        other.double_moves = self.double_moves
        other.double_holder = self.double_holder
        other.double_wait = self.double_wait
        other.second_pending = self.second_pending
        other.in_second = self.in_second
        other.rescued = self.rescued

    def legal_actions(self) -> list[ClassicAction]:
        if self.over:
            return []
        if self.placed < REALMS:
            return [PLACE[r] for r in range(REALMS) if self.center[r] == EMPTY_CENTER]
        actions: list[ClassicAction] = list(self.step_actions())
        if self.second_pending:
            actions.append(END)
        return actions

    def _illegal_reason(self, action: ClassicAction) -> str | None:
        if self.over:
            return GAME_OVER
        if self.placed < REALMS:
            if not isinstance(action, Place):
                return "placement opening: place a piece on an empty Center first, e.g. 'e5'"
            if self.center[action.realm] != EMPTY_CENTER:
                return f"{action} already holds a piece; place on an empty Center"
            return None
        if isinstance(action, Place):
            return f"{action}: pieces are placed only in the placement opening; move with a jump like b2-e2"
        if isinstance(action, End):
            if self.second_pending:
                return None
            return "'end' only ends a DOUBLE-MOVE turn after its first move; otherwise a turn is one move"
        if self.moving < 0 and action.realm == self.rescued:
            return f"{action}: the piece rescued this turn can move again only on a future turn"
        return step_problem(self, action)

    def _apply(self, action: ClassicAction) -> None:
        if isinstance(action, Place):
            self._place(action.realm)
        elif isinstance(action, End):
            self.second_pending, self.rescued = False, -1
            self._end_turn(self.to_move)
        else:
            if self.second_pending:
                self.second_pending, self.in_second = False, True
            self.apply_step(action)

    def _place(self, realm: int) -> None:
        """Variation 1: 'The player who placed the final (16th) piece makes the first move.'"""
        self.center[realm] = self.to_move + 1
        self.placed += 1
        if self.placed < REALMS:
            self.to_move = 1 - self.to_move
        else:
            self.double_holder = 1 - self.to_move
            if not self.can_move(self.to_move):
                self.pass_turn(self.to_move)

    def _leave(self, realm: int, player: int) -> None:
        """Rescue: when a piece leaves its Realm, one of its owner's pieces there returns to the Center."""
        if self.water[2 * realm + player]:
            self.water[2 * realm + player] -= 1
            self.center[realm] = player + 1
            self.rescued = realm

    def step_actions(self) -> list[Step]:
        """The legal jumps, less those of a piece rescued this turn: 'The rescued piece can
        move again on a future turn' (this matters only in a DOUBLE-MOVE turn)."""
        steps = super().step_actions()
        if self.rescued < 0 or self.moving >= 0:
            return steps
        return [step for step in steps if step.realm != self.rescued]

    def _move_done(self, code: int) -> None:
        player = owner(code)
        if not any(c and owner(c) != player for c in self.center):
            self.finish(player, f"{'XO'[player]} dunked all 8 of {'XO'[1 - player]}'s pieces "
                                "(forced them onto Border spaces)")
        elif self.in_second:
            self.in_second = False
            self.double_holder, self.double_wait = 1 - player, 2
            self.pass_turn(player)
        elif self.double_moves and self.may_double(player) and self.step_actions():
            self.second_pending = True
        else:
            self._end_turn(player)
        if not self.second_pending:
            self.rescued = -1

    def may_double(self, player: int) -> bool:
        """Variation 2: whether `player` may make this turn a DOUBLE-MOVE turn."""
        return self.double_holder == player and self.double_wait == 0

    def _end_turn(self, player: int) -> None:
        if self.double_holder == player and self.double_wait:
            self.double_wait -= 1
        self.pass_turn(player)

    def on_centers(self, player: int) -> int:
        """Pieces of `player` on Centers, the moving one included."""
        held = self.moving >= 0 and owner(self.moving_code) == player
        return sum(1 for c in self.center if c and owner(c) == player) + held

    def dunked(self, player: int) -> int:
        """Pieces of `player` in the water (on Border spaces)."""
        return sum(self.water[player::2])

    def scores(self) -> list[float]:
        """The opponent's pieces each player has in the water."""
        return [float(self.dunked(1)), float(self.dunked(0))]

    def _observation(self, player: int | None) -> dict[str, Any]:
        return observe(self)

    def _render(self, player: int | None) -> str:
        return picture(self)
