"""What Classic and Medieval Realm share: pieces jump from Center to adjacent Center.

"Movement is from Center to adjacent Center (either horizontally or vertically adjacent).
Intervening Border spaces are jumped over." A piece that lands on a friendly Center must go on;
a move is a sequence of single jumps (`Step`), and only jumps from which the move can still
end legally are offered. Pieces knocked onto Border spaces are kept as a count per Realm and
player: the Border space they lie on has no effect on play (see docs/rules/realm-classic.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from realmkit.core import TERMINAL, GameStringError, IllegalActionError, State
from realmkit.games.realm.board import (
    BORDERS_OF,
    CENTER_OF,
    DIRECTION_NAMES,
    IS_CENTER,
    REALM_OF,
    REALMS,
    parse_square,
    render_board,
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


def parse_step(text: str) -> Step | Place | End | None:
    """Read "b2-e2", "k11-off", "e5" or "end"; None if the text is not shaped like any of them."""
    text = text.strip().lower()
    if text == "end":
        return END
    start, dash, _ = text.partition("-")
    try:
        source = parse_square(start)
    except IllegalActionError:
        return None
    if not IS_CENTER[source]:
        raise IllegalActionError(
            f"{start} is not a Center; pieces move from Centers (the middle of each Realm: "
            "b2, e2, h2, k2, b5 ... k11)"
        )
    realm = REALM_OF[source]
    if not dash:
        return PLACE[realm]
    for step in STEP[realm]:
        if str(step).lower() == text:
            return step
    raise IllegalActionError(
        f"{text!r} is not a jump: a piece jumps from a Center to an orthogonally adjacent Center "
        "(e.g. b2-e2), or off the board's edge from an edge Center (e.g. b11-off)"
    )


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


class JumpState(State):
    """A Classic or Medieval position: Centers, dislodged pieces and the move under way.

    Subclasses give the movement tables (DIRECTIONS, OFF_DIRECTION per piece code), what a
    piece leaving its Center does (`_leave`) and what ends a move (`_move_done`).
    """

    DIRECTIONS: tuple[tuple[int, ...], ...]
    OFF_DIRECTION: tuple[int, ...]
    EDGE_TEXT: str

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
        self.end_reason = ""

    def _copy_base(self, other: JumpState) -> None:
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
        other.end_reason = self.end_reason

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

    def step_problem(self, step: Step) -> str | None:
        """Why a jump is not legal now, in words, or None."""
        realm, direction = step.realm, step.direction
        if self.moving >= 0:
            if realm != self.moving:
                here = square_name(CENTER_OF[self.moving])
                return f"the piece that landed on your piece on {here} must go on from {here}"
            code, visited = self.moving_code, self.visited
        else:
            code, visited = self.center[realm], 1 << realm
            if code == EMPTY_CENTER or owner(code) != self.to_move:
                return f"no piece of yours stands on the Center {square_name(CENTER_OF[realm])}"
        verdict = self.judge(realm, direction, code, visited)
        target = ADJACENT[realm][direction]
        name = "" if target < 0 else f"Realm {target + 1} ({square_name(CENTER_OF[target])})"
        return {
            BACKWARD: f"{step}: Men move only forward or sideways, never backward",
            EDGE: f"{step}: {self.EDGE_TEXT}",
            LANDED: f"{step}: a piece may not land twice on the same Center in one move",
            FILLED: f"{step}: {name} is full (9 pieces); no piece may enter or jump over it",
            DUKE: f"{step}: {name} holds an enemy Duke, and Dukes can never be dislodged",
            STUCK: f"{step}: landing on your own piece there leaves no way to go on and end the move",
        }.get(verdict)

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
        self.over, self.winner, self.end_reason = True, winner, reason

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

    def board_view(self) -> dict[str, Any]:
        """The JSON view of the pieces, for observations."""
        names = ("", "X", "O", "DX", "DO")
        return {
            "centers": {
                square_name(CENTER_OF[r]): names[c] for r, c in enumerate(self.center) if c
            },
            "dislodged": {
                str(r + 1): [self.water[2 * r], self.water[2 * r + 1]]
                for r in range(REALMS)
                if self.water[2 * r] or self.water[2 * r + 1]
            },
            "moving": None
            if self.moving < 0
            else {
                "piece": names[self.moving_code],
                "on": square_name(CENTER_OF[self.moving]),
                "landed": [square_name(CENTER_OF[r]) for r in range(REALMS) if self.visited >> r & 1],
            },
            "turns": self.turns,
            "to_move": self.current_player(),
            "winner": self.winner if self.over else None,
            "end": self.end_reason or None,
        }

    def board_text(self, labels: tuple[str, ...]) -> str:
        """The board: `labels[code]` on Centers, x / o on Border spaces for dislodged pieces,
        and the Realms that are full (no piece may enter them) named beside their row."""
        cells: dict[int, str] = {}
        for realm in range(REALMS):
            code = self.center[realm]
            if code:
                cells[CENTER_OF[realm]] = labels[code]
            fallen = ["x"] * self.water[2 * realm] + ["o"] * self.water[2 * realm + 1]
            for square, mark in zip(BORDERS_OF[realm], fallen, strict=False):
                cells[square] = f" {mark}"
        full = {
            r: "full"
            for r in range(REALMS)
            if (self.center[r] != EMPTY_CENTER) + self.water[2 * r] + self.water[2 * r + 1] >= FULL
        }
        lines = [render_board(lambda s: cells.get(s, ""), full)]
        if self.moving >= 0:
            landed = ", ".join(square_name(CENTER_OF[r]) for r in range(REALMS) if self.visited >> r & 1)
            lines.append(
                f"Moving: {labels[self.moving_code].strip()} standing on its own piece on "
                f"{square_name(CENTER_OF[self.moving])}; it must jump on (has been on {landed})"
            )
        if self.over:
            lines.append("Game over: " + self.end_reason)
        else:
            lines.append(f"Turn {self.turns + 1}: {'XO'[self.to_move]} (Player {self.to_move + 1}) to move")
        return "\n".join(lines)

