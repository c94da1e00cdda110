"""Modern Realm: 'a great game of infiltration.' Seven Agents (Enforcers) and a Counter-Agent
(Power) a side capture the opponent's eight starting Realms, each capture exchanging the
capturing piece for an HQ (Base) on the Realm's Center.

A turn picks a Realm and 'moves out all of his moveable pieces' there, one piece per action
("e5-e9"); the turn ends by itself when none of them can still move. When a capture dislodges
an enemy piece from the Center, the mover places it with "dislodge e5".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from realmkit.core import (
    GAME_OVER,
    TERMINAL,
    Action,
    Game,
    GameSpec,
    IllegalActionError,
    Option,
    State,
    register,
)
from realmkit.games.realm.board import (
    CENTER_OF,
    REALM_OF,
    REALM_SQUARES,
    SQUARES,
    render_board,
    square_name,
)
from realmkit.games.realm.modern import rules
from realmkit.games.realm.modern.rules import AGENT, HQ, KIND_LETTERS, KIND_NAMES, TARGETS
from realmkit.games.realm.sliding import (
    EMPTY,
    MOVE_IDS,
    MOVES,
    REALM_LEGEND,
    RESULT_TEXT,
    Move,
    id_move,
    load_counted_position,
    move_id,
    parse_move,
    parse_square_action,
)

DRAW = 2
PIECES = {"agent": 7, "counter-agent": 1}


@dataclass(frozen=True, slots=True)
class Dislodge:
    """The capturing player puts the enemy piece dislodged from the Center on `square`."""

    square: int

    def __str__(self) -> str:
        return f"dislodge {square_name(self.square)}"


@register
class ModernRealm(Game):
    """Modern Realm, rulebook 'MODERN REALM'."""

    spec = GameSpec(
        id="realm-modern",
        title="Modern Realm",
        min_players=2,
        max_players=2,
        options=(
            Option("setup", "modern", "starting position: a built-in name or a JSON file path",
                   reads_file=True),
            Option("max_turns", 300, "turns after which the game is a draw", minimum=1),
        ),
        summary="capture the eight enemy starting Realms with HQs; mobility and direction changes",
        rules=(
            "Occupy all eight Realm Centers on your opponent's side of the board with your pieces to "
            "win. On a turn move one piece; Agents and the Counter-Agent move by their own rules of "
            "mobility and direction. Moves are written like b2-d1."
        ),
        ai="realmkit.games.realm.modern.ai:ModernAI",
        tensor="realmkit.games.realm.tensor:ModernTensor",
        configurations=(("realm-modern", 2), ("realm-modern(max_turns=30)", 2)),
    )

    def validate_options(self) -> None:
        self.start = load_counted_position(str(self.options["setup"]), PIECES, (TARGETS[1], TARGETS[0]))

    def components(self) -> dict[str, Any]:
        """The pieces, how they move and capture, in the rulebook's words (MODERN REALM)."""
        moving = ("Agents and Counter-Agents move in straight horizontal and vertical lines, ending movement "
                  "as desired or when blocked from moving. No piece may pass over another piece nor may any "
                  "piece enter a Realm containing the enemy Counter-agent.")
        return {"pieces": [
            {"kind": "agent", "name": "Agent",
             "text": f"{moving} An Agent in a Realm is mobile if either a friendly piece controls the "
                     "Center, or if the Center is vacant, or if at least as many friendly pieces exist in "
                     "the Realm as opposing pieces at the start of the player's turn. An Agent moved into "
                     "a Target Realm whose Center is enemy-occupied captures the Realm only if the total "
                     "of friendly pieces (including the moving piece) exceeds the total of enemy pieces in "
                     "the Realm."},
            {"kind": "counter-agent", "name": "Counter-Agent",
             "text": f"{moving} Counter-Agents are always mobile in all situations. A Counter-Agent moved "
                     "into a Target Realm always captures it regardless of the number of enemy pieces "
                     "within."},
            {"kind": "hq", "name": "HQ", "text": "HQ's once placed on the board never move."},
        ]}

    def _new_state(self, num_players: int, seed: int) -> ModernState:
        return ModernState(self, num_players, seed)

    def num_distinct_actions(self) -> int:
        return MOVE_IDS + SQUARES

    def action_to_id(self, action: Action) -> int:
        if isinstance(action, Move):
            return move_id(action)
        if isinstance(action, Dislodge):
            return MOVE_IDS + action.square
        raise IllegalActionError(f"{action!r} is not a Modern Realm action")

    def _id_to_action(self, action_id: int) -> Action:
        return id_move(action_id) if action_id < MOVE_IDS else Dislodge(action_id - MOVE_IDS)

    def read_action(self, state: State, text: str) -> Action:
        """Read "e5-e9" or "dislodge e5"."""
        wanted = text.strip()
        action: Action
        if wanted.lower().startswith("dislodge"):
            action = Dislodge(parse_square_action(wanted, "dislodge"))
        elif wanted.lower() == "end":
            raise IllegalActionError(
                "end: a turn moves out all the moveable pieces of its Realm; it ends by itself"
            )
        else:
            action = parse_move(wanted)
        return action


class ModernState(State):
    """A position: the board, whose turn, the Realm being moved out, a piece to dislodge."""

    def __init__(self, game: ModernRealm, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.max_turns = int(game.options["max_turns"])
        self.board: list[int] = [EMPTY] * SQUARES
        for p in game.start:
            self.board[p.square] = rules.piece(p.player, KIND_NAMES.index(p.kind))
        self.to_move = 0
        self.turns = 0
        self.result: int | None = None
        self.turn_realm = -1
        self.eligible: list[int] = []
        self.dislodged = EMPTY
        self.dislodge_realm = -1
        self._start_turn(0)

    # -- whose turn ---------------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.result is not None else self.to_move

    def _start_turn(self, player: int) -> None:
        """'The turn to play alternates unless one player cannot move any of his pieces in which
        case his opponent continues moving'; if neither can move the game is drawn."""
        if rules.player_can_move(self.board, player):
            self.to_move = player
        elif rules.player_can_move(self.board, 1 - player):
            self.to_move = 1 - player
        else:
            self.result = DRAW

    def _end_turn(self) -> None:
        self.turns += 1
        self.turn_realm = -1
        self.eligible = []
        if self.turns >= self.max_turns:
            self.result = DRAW
        else:
            self._start_turn(1 - self.to_move)

    # -- legal actions ------------------------------------------------------------------------

    def movable(self) -> list[int]:
        """At a turn's start every mobile piece of the player (its Realm becomes the turn's);
        then the pieces of that Realm that were mobile at the start and have not moved."""
        if self.turn_realm >= 0:
            return self.eligible
        board, player = self.board, self.to_move
        return [
            s for s, code in enumerate(board)
            if code >= 0 and code // 3 == player and rules.is_mobile(board, s)
        ]

    def legal_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        if self.dislodged >= 0:
            return [Dislodge(s) for s in rules.vacant_borders(self.board, self.dislodge_realm)]
        closed = rules.counter_agent_realm(self.board, 1 - self.to_move)
        return [
            MOVES[s * SQUARES + t] for s in self.movable() for t in rules.destinations(self.board, s, closed)
        ]

    def _illegal_reason(self, action: Action) -> str | None:
        if self.result is not None:
            return GAME_OVER
        if isinstance(action, Dislodge):
            if self.dislodged < 0:
                return f"{action}: no piece is being dislodged now"
            if action.square not in rules.vacant_borders(self.board, self.dislodge_realm):
                realm = self.dislodge_realm + 1
                return (
                    f"{action}: the dislodged piece goes to a vacant Border space of Realm {realm}: "
                    f"{self._dislodge_choices()}"
                )
            return None
        if not isinstance(action, Move):
            return f"{action!r} is not a Modern Realm action: write 'e5-e9' or 'dislodge e5'"
        if self.dislodged >= 0:
            return (
                f"{action}: first place the piece dislodged from Realm {self.dislodge_realm + 1}'s Center "
                f"on a vacant Border space: {self._dislodge_choices()}"
            )
        return self._move_reason(action)

    def _dislodge_choices(self) -> str:
        """The vacant Border spaces that may take the dislodged piece, as actions to type."""
        spaces = ", ".join(square_name(s) for s in rules.vacant_borders(self.board, self.dislodge_realm))
        return f"'dislodge' and one of {spaces}"

    def _move_reason(self, move: Move) -> str | None:
        board, origin = self.board, move.origin
        code = board[origin] if 0 <= origin < SQUARES else EMPTY
        if code < 0 or code // 3 != self.to_move:
            return f"{move}: there is no piece of yours on {square_name(origin)}"
        if code % 3 == HQ:
            return f"{move}: HQs once placed on the board never move"
        realm = REALM_OF[origin]
        if self.turn_realm >= 0 and origin not in self.eligible:
            return (
                f"{move}: this turn moves out only the pieces of Realm {self.turn_realm + 1} that were "
                "mobile at its start and have not moved yet"
            )
        if self.turn_realm < 0 and not rules.is_mobile(board, origin):
            return (
                f"{move}: the Agent on {square_name(origin)} is immobile: the opponent controls the "
                f"Center of Realm {realm + 1} and has more pieces there"
            )
        closed = rules.counter_agent_realm(board, 1 - self.to_move)
        if move.target in rules.destinations(board, origin, closed):
            return None
        if 0 <= move.target < SQUARES and REALM_OF[move.target] == realm:
            return f"{move}: a piece moves out of its Realm ({realm + 1})"
        return (
            f"{move}: {square_name(move.target)} cannot be reached: pieces move straight over empty "
            "spaces, turn only once in a Realm whose Center holds a friendly piece, never enter the "
            "enemy Counter-Agent's Realm, and stop in a Realm whose Center holds an enemy Agent or HQ"
        )

    # -- playing ------------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if isinstance(action, Dislodge):
            self.board[action.square] = self.dislodged
            self.dislodged, self.dislodge_realm = EMPTY, -1
            self._continue_turn()
        else:
            assert isinstance(action, Move)
            self._move(action)

    def _move(self, move: Move) -> None:
        board, player = self.board, self.to_move
        if self.turn_realm < 0:
            self.turn_realm = REALM_OF[move.origin]
            self.eligible = [
                s for s in REALM_SQUARES[self.turn_realm]
                if s != move.origin and board[s] >= 0 and board[s] // 3 == player
                and rules.is_mobile(board, s)
            ]
        else:
            self.eligible.remove(move.origin)
        board[move.target], board[move.origin] = board[move.origin], EMPTY
        if rules.captures(board, move.target):
            self._capture(move.target)
            if self.result is not None or self.dislodged >= 0:
                return
        self._continue_turn()

    def _capture(self, square: int) -> None:
        """'The piece moved into the Realm to effect the capture is removed from the game and a
        friendly HQ is placed on the Center'; an enemy piece there is dislodged to a vacant
        Border space the moving player chooses (no question once the capture has won)."""
        board, player = self.board, self.to_move
        realm = REALM_OF[square]
        center = CENTER_OF[realm]
        board[square] = EMPTY
        displaced = board[center]
        board[center] = rules.piece(player, HQ)
        won = rules.has_won(board, player)
        if displaced >= 0:
            spaces = rules.vacant_borders(board, realm)
            if len(spaces) == 1 or won:
                board[spaces[0]] = displaced
            else:
                self.dislodged, self.dislodge_realm = displaced, realm
        if won:
            self.result = player

    def _continue_turn(self) -> None:
        """The turn goes on while a piece of its Realm that must move out still can."""
        closed = rules.counter_agent_realm(self.board, 1 - self.to_move)
        if not any(rules.can_move(self.board, s, closed) for s in self.eligible):
            self._end_turn()

    def move_captures(self, move: Move) -> bool:
        """Whether `move` would capture a Realm (for playouts)."""
        if REALM_OF[move.target] not in TARGETS[self.to_move]:
            return False
        board = self.board
        code = board[move.origin]
        board[move.origin], board[move.target] = EMPTY, code
        result = rules.captures(board, move.target)
        board[move.origin], board[move.target] = code, EMPTY
        return result

    # -- outcome and views --------------------------------------------------------------------

    def scores(self) -> list[float]:
        """Captured Target Realms (HQs) per player; the winner has all eight."""
        board = self.board
        return [float(sum(board[CENTER_OF[r]] == rules.piece(p, HQ) for r in TARGETS[p])) for p in (0, 1)]

    def ranking_key(self, player: int) -> tuple[float, ...]:
        """Only a win counts: a draw at max_turns or with both players blocked ranks even."""
        return (1.0 if self.result == player else 0.0,)

    def _observation(self, player: int | None) -> dict[str, Any]:
        board = self.board
        pieces = [
            {
                "square": square_name(s),
                "player": code // 3,
                "kind": KIND_NAMES[code % 3],
                "mobile": rules.is_mobile(board, s),
            }
            for s, code in enumerate(board) if code >= 0
        ]
        return {
            "pieces": pieces,
            "to_move": self.current_player(),
            "turn_realm": self.turn_realm + 1 if self.turn_realm >= 0 else None,
            "may_still_move": [square_name(s) for s in self.eligible],
            "dislodging": (
                {"player": self.dislodged // 3, "kind": KIND_NAMES[self.dislodged % 3],
                 "realm": self.dislodge_realm + 1}
                if self.dislodged >= 0 else None
            ),
            "captured_realms": self.scores(),
            "turns": self.turns,
            "max_turns": self.max_turns,
            "result": RESULT_TEXT[self.result],
        }

    def _render(self, player: int | None) -> str:
        """The board: A/C/H for Player 1's Agents, Counter-Agent and HQs, a/c/h for Player 2's;
        a '#' marks an immobile Agent. Text for a person numbers players from 1."""
        board = self.board

        def cell(square: int) -> str:
            code = board[square]
            if code < 0:
                return ""
            letter = KIND_LETTERS[code % 3]
            letter = letter if code < 3 else letter.lower()
            immobile = code % 3 == AGENT and not rules.is_mobile(board, square)
            return letter + ("#" if immobile else " ")

        hqs = self.scores()
        lines = [
            render_board(cell),
            "A/C/H: Player 1's Agents, Counter-Agent, HQs (targets Realms 9-16); a/c/h: Player 2's "
            "(targets Realms 1-8); # immobile",
            REALM_LEGEND,
            f"Realms captured: Player 1 {hqs[0]:.0f}/8, Player 2 {hqs[1]:.0f}/8",
        ]
        if self.result is not None:
            lines.append({0: "Player 1 wins.", 1: "Player 2 wins.", DRAW: "Draw."}[self.result])
        elif self.dislodged >= 0:
            lines.append(
                f"Player {self.to_move + 1}: place the dislodged enemy {KIND_NAMES[self.dislodged % 3]} on a "
                f"vacant Border space of Realm {self.dislodge_realm + 1}: {self._dislodge_choices()}"
            )
        else:
            lines.append(f"Turn {self.turns + 1}: Player {self.to_move + 1} to move")
            if self.turn_realm >= 0:
                still = " ".join(square_name(s) for s in self.eligible)
                lines.append(f"Realm {self.turn_realm + 1}: still to move out {still}")
        return "\n".join(lines)

    def _copy_into(self, other: Any) -> None:
        other.max_turns = self.max_turns
        other.board = list(self.board)
        other.to_move = self.to_move
        other.turns = self.turns
        other.result = self.result
        other.turn_realm = self.turn_realm
        other.eligible = list(self.eligible)
        other.dislodged = self.dislodged
        other.dislodge_realm = self.dislodge_realm
