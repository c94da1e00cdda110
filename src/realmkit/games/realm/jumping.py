"""What Classic and Medieval Realm share: pieces jump from Center to adjacent Center.

"Movement is from Center to adjacent Center (either horizontally or vertically adjacent).
Intervening Border spaces are jumped over." A piece that lands on a friendly Center must go on;
a move is a sequence of single jumps (`Step`), and only jumps from which the move can still
end legally are offered. Pieces knocked onto Border spaces are kept as a count per Realm and
player: the Border space they lie on has no effect on play (see docs/rules/realm-classic.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, TypeVar

from realmkit.core import TERMINAL, GameStringError, State
from realmkit.games.realm.components import (
    CENTER_OF,
    DIRECTION_NAMES,
    IS_CENTER,
    REALM_OF,
    REALMS,
    square_name,
)
from realmkit.games.realm.positions import load_position

FULL = 9
"""A Realm holding 9 pieces (its Center and all 8 Border spaces) cannot be entered."""


def _adjacent(realm: int, direction: int) -> int:
    row, column = divmod(realm, 4)
    row += (1, 0, -1, 0)[direction]
    column += (0, 1, 0, -1)[direction]
    return row * 4 + column if 0 <= row < 4 and 0 <= column < 4 else -1


ADJACENT: tuple[tuple[int, ...], ...] = tuple(
    tuple(_adjacent(r, d) for d in range(4)) for r in range(REALMS)
)
"""ADJACENT[realm][direction]: the Realm whose Center is the next one that way, or -1."""


@dataclass(frozen=True, slots=True)
class Step:
    """A single jump of the moving piece from the Center of `realm` in `direction`."""

    realm: int
    direction: int

    def __str__(self) -> str:
        """"b2-e2"; off the board "b11-off" (north or south), "b11-off-W" over a side edge."""
        target = ADJACENT[self.realm][self.direction]
        if target >= 0:
            end = square_name(CENTER_OF[target])
        else:
            end = "off" if self.direction in (0, 2) else f"off-{DIRECTION_NAMES[self.direction]}"
        return f"{square_name(CENTER_OF[self.realm])}-{end}"


@dataclass(frozen=True, slots=True)
class Place:
    """Placement opening: put a piece on the empty Center of `realm`."""

    realm: int

    def __str__(self) -> str:
        return square_name(CENTER_OF[self.realm])


@dataclass(frozen=True, slots=True)
class End:
    """End the turn where the rules allow stopping (after the first move of a double move)."""

    def __str__(self) -> str:
        return "end"


STEP: tuple[tuple[Step, ...], ...] = tuple(tuple(Step(r, d) for d in range(4)) for r in range(REALMS))
PLACE: tuple[Place, ...] = tuple(Place(r) for r in range(REALMS))
END = End()

# Outcomes of judging one jump: >= 0 legal, < 0 the reason it is not.
OFF, EMPTY, CAPTURE, ONWARD = 0, 1, 2, 3
BACKWARD, EDGE, LANDED, FILLED, DUKE, STUCK = -1, -2, -3, -4, -5, -6

# Piece codes on a Center: 0 empty; 1 / 2 a first / second player's Man (Classic: Enforcer);
# 3 / 4 a first / second player's Duke (Medieval only).
EMPTY_CENTER = 0


def owner(code: int) -> int:
    return (code - 1) & 1


def load_start(setup: str, kinds: dict[str, tuple[int, int]]) -> tuple[list[int], list[int]]:
    """Centers and Border counts of a position file; `kinds` maps a kind to its codes per player.

    Border pieces are dislodged pieces: they are counted per Realm and player.
    """
    center = [EMPTY_CENTER] * REALMS
    water = [0] * (2 * REALMS)
    for placement in load_position(setup, kinds):
        code = kinds[placement.kind][placement.player]
        realm = REALM_OF[placement.square]
        if IS_CENTER[placement.square]:
            center[realm] = code
        elif code > 2:
            raise GameStringError(
                f"setup {setup!r}: a Duke on {square_name(placement.square)}, a Border space: "
                "Dukes can never be dislodged, so they stand on Centers"
            )
        else:
            water[2 * realm + placement.player] += 1
    return center, water


JumpAction = TypeVar("JumpAction", bound=Step | Place | End)
"""The actions of a jumping game: Medieval's are jumps only, Classic's also placements and 'end'."""


class JumpState(State[JumpAction]):
    """A Classic or Medieval position: Centers, dislodged pieces and the move under way.

    Subclasses give the movement tables (DIRECTIONS, OFF_DIRECTION per piece code), what a
    piece leaving its Center does (`_leave`) and what ends a move (`_move_done`).
    """

    DIRECTIONS: tuple[tuple[int, ...], ...]
    OFF_DIRECTION: tuple[int, ...]
    EDGE_TEXT: str
    LETTERS: ClassVar[tuple[str, ...]]
    """The pieces on Centers by code, as a diagram writes them ("" for none)."""
    POSITION_FIELDS: ClassVar[tuple[str, ...]] = ("turns",)

    def _setup(self, center: list[int], water: list[int], max_turns: int) -> None:
        self.center = list(center)
        self.water = list(water)
        self.to_move = 0
        self.moving = -1  # the Realm whose Center the moving piece stands on mid-move
        self.moving_code = EMPTY_CENTER
        self.visited = 0  # Centers the moving piece has been on this move (bit per Realm)
        self.turns = 0
        self.max_turns = max_turns
        self.over = False
        self.winner = -1
        self.ending = ""

    def set_position(self, pieces: Mapping[int, str], to_move: int) -> None:
        """A diagram's pieces (see `positions.position`): LETTERS on Centers, "x" / "o" on
        Border spaces for the first / second player's dislodged pieces."""
        center, water = [EMPTY_CENTER] * REALMS, [0] * (2 * REALMS)
        for square, text in pieces.items():
            realm = REALM_OF[square]
            if IS_CENTER[square] and text in self.LETTERS[1:]:
                center[realm] = self.LETTERS.index(text)
            elif not IS_CENTER[square] and text in ("x", "o"):
                water[2 * realm + "xo".index(text)] += 1
            else:
                raise GameStringError(
                    f"{square_name(square)}: {text!r} is not a piece there: {', '.join(self.LETTERS[1:])} "
                    "on a Center, x or o (a dislodged piece) on a Border space")
        self.center, self.water, self.to_move = center, water, to_move

    def _copy_base(self, other: JumpState[JumpAction]) -> None:
        other.center = list(self.center)
        other.water = list(self.water)
        other.to_move = self.to_move
        other.moving = self.moving
        other.moving_code = self.moving_code
        other.visited = self.visited
        other.turns = self.turns
        other.max_turns = self.max_turns
        other.over = self.over
        other.winner = self.winner
        other.ending = self.ending

    def current_player(self) -> int:
        return TERMINAL if self.over else self.to_move

    def judge(self, realm: int, direction: int, code: int, visited: int) -> int:
        """Whether a piece `code` on the Center of `realm` may jump that way, and what follows."""
        if direction not in self.DIRECTIONS[code]:
            return BACKWARD
        target = ADJACENT[realm][direction]
        if target < 0:
            return OFF if self.OFF_DIRECTION[code] == direction else EDGE
        if visited >> target & 1:
            return LANDED
        occupant, water = self.center[target], self.water
        if (occupant != EMPTY_CENTER) + water[2 * target] + water[2 * target + 1] >= FULL:
            return FILLED
        if occupant == EMPTY_CENTER:
            return EMPTY
        if (occupant - code) & 1:  # codes of the two players differ in parity
            return CAPTURE if occupant <= 2 else DUKE
        return ONWARD if self._way_on(target, code, visited | 1 << target) else STUCK

    def _way_on(self, start: int, code: int, visited: int) -> bool:
        """Whether a piece landing on the friendly Center of `start` can still end its move."""
        center, water = self.center, self.water
        directions, off = self.DIRECTIONS[code], self.OFF_DIRECTION[code]
        stack = [start]
        while stack:
            realm = stack.pop()
            for direction in directions:
                target = ADJACENT[realm][direction]
                if target < 0:
                    if off == direction:
                        return True
                    continue
                if visited >> target & 1:
                    continue
                occupant = center[target]
                if (occupant != EMPTY_CENTER) + water[2 * target] + water[2 * target + 1] >= FULL:
                    continue
                if occupant == EMPTY_CENTER or ((occupant - code) & 1 and occupant <= 2):
                    return True
                if not (occupant - code) & 1:
                    visited |= 1 << target
                    stack.append(target)
        return False

    def step_actions(self) -> list[Step]:
        """The legal jumps: of the moving piece mid-move, else of any piece of the player to move."""
        judge = self.judge
        if self.moving >= 0:
            realm, code, visited = self.moving, self.moving_code, self.visited
            return [STEP[realm][d] for d in self.DIRECTIONS[code] if judge(realm, d, code, visited) >= 0]
        actions = []
        me = self.to_move
        for realm, code in enumerate(self.center):
            if code and (code - 1) & 1 == me:
                steps = STEP[realm]
                for d in self.DIRECTIONS[code]:
                    if judge(realm, d, code, 1 << realm) >= 0:
                        actions.append(steps[d])
        return actions

    def can_move(self, player: int) -> bool:
        judge = self.judge
        for realm, code in enumerate(self.center):
            if code and (code - 1) & 1 == player:
                for d in self.DIRECTIONS[code]:
                    if judge(realm, d, code, 1 << realm) >= 0:
                        return True
        return False

    def apply_step(self, step: Step) -> None:
        """One jump; a move ends on a vacant or enemy Center, or off the board."""
        realm, direction = step.realm, step.direction
        if self.moving < 0:
            code = self.center[realm]
            self.center[realm] = EMPTY_CENTER
            self.moving_code = code
            self.visited = 1 << realm
            self._leave(realm, owner(code))
        code = self.moving_code
        target = ADJACENT[realm][direction]
        if target < 0:
            self._moved_off(code)
        else:
            occupant = self.center[target]
            if occupant and owner(occupant) == owner(code):
                self.moving = target
                self.visited |= 1 << target
                return
            if occupant:
                self.water[2 * target + owner(occupant)] += 1
            self.center[target] = code
        self.moving = -1
        self._move_done(code)

    def _leave(self, realm: int, player: int) -> None:
        """What happens when a piece of `player` leaves the Center of `realm`."""

    def _moved_off(self, code: int) -> None:
        raise AssertionError("only Medieval pieces leave the board")

    def _move_done(self, code: int) -> None:
        """Bookkeeping once a move has ended: winning, turns, the next player."""

    def finish(self, winner: int, reason: str) -> None:
        """The game ends: `winner` (-1 for a draw) and why, in the rulebook's words."""
        self.over, self.winner, self.ending = True, winner, reason

    def _end_reason(self) -> str:
        return self.ending

    def is_full(self, realm: int) -> bool:
        """A Realm holding 9 pieces, which no piece may enter."""
        water = self.water
        return (self.center[realm] != EMPTY_CENTER) + water[2 * realm] + water[2 * realm + 1] >= FULL

    def pass_turn(self, player: int) -> None:
        """The other player moves next, unless he cannot: then `player` goes on, or it is a draw."""
        self.turns += 1
        if self.turns >= self.max_turns:
            self.finish(-1, f"draw: max_turns ({self.max_turns}) reached")
        elif self.can_move(1 - player):
            self.to_move = 1 - player
        elif self.can_move(player):
            self.to_move = player
        else:
            self.finish(-1, "draw: neither player can move")

    def ranking_key(self, player: int) -> tuple[float, ...]:
        return (1.0 if self.winner == player else 0.0,)
