"""Classic Realm: eight Enforcers each, "frogs" jumping from lily pad (Center) to lily pad.

"The object is to dislodge the opponent's frogs from the Centers of the Realms, forcing them
onto the Border spaces." A move is a sequence of jumps (`Step`, "b2-e2"); landing on a friendly
Center the piece must go on. Variation 1 (placement opening) and variation 2 (DOUBLE-MOVE
turns) are the options `placement` and `double_moves`. Interpretations: docs/rules/realm-classic.md.
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
from realmkit.games.realm.board import CENTER_OF, REALMS, square_name
from realmkit.games.realm.jumping import (
    EMPTY_CENTER,
    END,
    PLACE,
    STEP,
    End,
    JumpState,
    Place,
    Step,
    load_start,
    owner,
    parse_step,
)

PIECES = 8
"""'Each player commands a force of eight Enforcers.'"""
ALL = (0, 1, 2, 3)
LABELS = ("", " X", " O")


class ClassicState(JumpState):
    """A Classic Realm position. Codes on Centers: 1 the first player's, 2 the second's."""

    DIRECTIONS = (ALL, ALL, ALL)
    OFF_DIRECTION = (-1, -1, -1)
    EDGE_TEXT = "there is no Center beyond the board's edge"

    def __init__(self, game: ClassicGame, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        max_turns = int(game.options["max_turns"])
        if game.options["placement"]:
            self._setup([EMPTY_CENTER] * REALMS, [0] * (2 * REALMS), max_turns)
            self.placed = 0
        else:
            self._setup(game.start_center, game.start_water, max_turns)
            self.placed = REALMS
        self.double_moves = bool(game.options["double_moves"])
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

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.placed < REALMS:
            return [PLACE[r] for r in range(REALMS) if self.center[r] == EMPTY_CENTER]
        actions: list[Action] = list(self.step_actions())
        if self.second_pending:
            actions.append(END)
        return actions

    def _illegal_reason(self, action: Action) -> str | None:
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
        if isinstance(action, Step):
            if self.moving < 0 and action.realm == self.rescued:
                return f"{action}: the piece rescued this turn can move again only on a future turn"
            return self.step_problem(action)
        return f"{action!r} is not a Classic Realm action"

    def _apply(self, action: Action) -> None:
        if isinstance(action, Place):
            self._place(action.realm)
        elif isinstance(action, End):
            self.second_pending, self.rescued = False, -1
            self._end_turn(self.to_move)
        elif isinstance(action, Step):
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
            self.finish(player, f"{'XO'[player]} dunked all of {'XO'[1 - player]}'s pieces")
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
        view = self.board_view()
        view["placed"] = self.placed
        view["in_water"] = [self.dunked(0), self.dunked(1)]
        if self.double_moves:
            view["double_move"] = {
                "holder": self.double_holder,
                "regular_turns_first": self.double_wait,
                "second_move_open": self.second_pending,
                "rescued_this_turn": square_name(CENTER_OF[self.rescued]) if self.rescued >= 0 else None,
            }
        return view

    def _render(self, player: int | None) -> str:
        lines = ["Classic Realm: X first player, O second; x / o on Border spaces are in the water"]
        lines.append(f"In the water: X {self.dunked(0)}, O {self.dunked(1)}")
        if self.placed < REALMS:
            lines.append(f"Placement opening: {self.placed} of 16 pieces placed")
        if self.double_moves:
            holder = "XO"[self.double_holder]
            wait = self.double_wait
            lines.append(
                f"DOUBLE-MOVE: {holder} may take it"
                + (f" after {wait} more regular turn{'s' if wait > 1 else ''}" if wait else " now")
            )
            if self.second_pending:
                second = "Second move of the DOUBLE-MOVE turn, or 'end'"
                if self.rescued >= 0:
                    rescued = square_name(CENTER_OF[self.rescued])
                    second += f" (the piece rescued on {rescued} waits for a future turn)"
                lines.append(second)
        lines.append(self.board_text(LABELS))
        return "\n".join(lines)


@register
class ClassicGame(Game):
    """Classic Realm: dunk all eight of the opponent's pieces."""

    spec = GameSpec(
        id="realm-classic",
        title="Classic Realm",
        min_players=2,
        max_players=2,
        options=(
            Option("setup", "classic", "starting position: 'classic' or a JSON position file path",
                   reads_file=True),
            Option("placement", False, "variation 1: start from an empty board, placing pieces on Centers"),
            Option("double_moves", False, "variation 2: DOUBLE-MOVE turns, alternating between players"),
            Option("max_turns", 1000, "turns after which the game is a draw (it can cycle)", minimum=1),
        ),
        summary="Enforcers jump Center to Center; dunk all 8 enemy pieces. Moves: b2-e2, 'end'.",
        rules=(
            "Dunk all eight of your opponent's pieces: force them off the Centers onto the Border "
            "spaces. On a turn move one of your pieces that stands on a Center, jumping from Center "
            "to Center; a move is written like b2-e2."
        ),
        ai="realmkit.games.realm.classic.ai:ClassicAI",
        tensor="realmkit.games.realm.tensor:ClassicTensor",
        configurations=(
            ("realm-classic", 2),
            ("realm-classic(double_moves=true)", 2),
            ("realm-classic(placement=true)", 2),
            ("realm-classic(placement=true,double_moves=true)", 2),
            ("realm-classic(max_turns=40)", 2),
        ),
    )

    def validate_options(self) -> None:
        setup = str(self.options["setup"])
        if self.options["placement"] and setup != "classic":
            raise GameStringError(
                "options placement and setup exclude each other: the placement opening starts "
                "from an empty board"
            )
        self.start_center, self.start_water = load_start(setup, {"enforcer": (1, 2)})
        for player in (0, 1):
            pieces = sum(1 for c in self.start_center if c and owner(c) == player)
            if pieces + sum(self.start_water[player::2]) != PIECES:
                raise GameStringError(f"setup {setup!r}: player {player} must have {PIECES} Enforcers")
            if not pieces:
                raise GameStringError(f"setup {setup!r}: player {player} needs a piece on a Center")

    def _new_state(self, num_players: int, seed: int) -> State:
        return ClassicState(self, num_players, seed)

    def read_action(self, state: State, text: str) -> Action:
        action = parse_step(text)
        if action is None:
            raise IllegalActionError(
                f"{text.strip()!r} is not a move: jump with 'b2-e2', end a DOUBLE-MOVE turn with "
                "'end', or place on a Center with 'e5' in the placement opening"
            )
        return action

    def num_distinct_actions(self) -> int:
        return 4 * REALMS + REALMS + 1

    def action_to_id(self, action: Action) -> int:
        if isinstance(action, Step):
            return action.realm * 4 + action.direction
        if isinstance(action, Place):
            return 4 * REALMS + action.realm
        if isinstance(action, End):
            return 5 * REALMS
        raise IllegalActionError(f"{action!r} is not a Classic Realm action")

    def _id_to_action(self, action_id: int) -> Action:
        if action_id < 4 * REALMS:
            return STEP[action_id // 4][action_id % 4]
        if action_id < 5 * REALMS:
            return PLACE[action_id - 4 * REALMS]
        return END
