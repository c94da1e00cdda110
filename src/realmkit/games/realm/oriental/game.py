"""Oriental Realm: 'an intriguing game of surrounding.' One Emperor (a Power) and seven
Mandarins (Enforcers) a side; the first to completely surround an enemy piece or group wins.

A turn moves 'any or all of his mobile pieces located within any Realm', one at a time: each
piece is one action ("e5-e9"), and "end" closes the turn early. In the placement variation the
game opens with placements written "E@e5" (the Emperor) or "M@e5" (a Mandarin).
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
    GameStringError,
    IllegalActionError,
    Option,
    State,
    register,
)
from realmkit.games.realm.board import (
    REALM_OF,
    REALM_SQUARES,
    REALMS,
    SQUARES,
    parse_square,
    render_board,
    square_name,
)
from realmkit.games.realm.oriental import rules
from realmkit.games.realm.oriental.rules import EMPEROR, KIND_LETTERS, KIND_NAMES, MANDARIN
from realmkit.games.realm.sliding import (
    EMPTY,
    END_TURN,
    MOVE_IDS,
    MOVES,
    REALM_LEGEND,
    RESULT_TEXT,
    EndTurn,
    Move,
    id_move,
    load_counted_position,
    move_id,
    parse_move,
    player_name,
)

DRAW = 2
PIECES = {"mandarin": 7, "emperor": 1}


@dataclass(frozen=True, slots=True)
class Place:
    """Placement variation: put the Emperor (kind 1) or a Mandarin (kind 0) on a square."""

    kind: int
    square: int

    def __str__(self) -> str:
        return f"{KIND_LETTERS[self.kind]}@{square_name(self.square)}"


@register
class OrientalRealm(Game):
    """Oriental Realm, rulebook 'ORIENTAL REALM'."""

    spec = GameSpec(
        id="realm-oriental",
        title="Oriental Realm",
        min_players=2,
        max_players=2,
        options=(
            Option("setup", "oriental", "starting position: a built-in name or a JSON file path",
                   reads_file=True),
            Option("placement", False, "variation: start from an empty board, placing one piece per Realm"),
            Option("warning", False, "warning option: show the pieces the opponent can surround next turn"),
            Option("max_turns", 300, "turns after which the game is a draw", minimum=1),
        ),
        summary="surround an enemy piece or group; pins and the Emperor's freeing",
        rules=(
            "Completely surround one of your opponent's Mandarins or his Emperor on its four sides "
            "(the board's edge counts at the sides) to win. On a turn move one piece in a straight "
            "line; pinned pieces cannot move until the Emperor frees them. Moves are written like "
            "b2-b3."
        ),
        ai="realmkit.games.realm.oriental.ai:OrientalAI",
        tensor="realmkit.games.realm.tensor:OrientalTensor",
        configurations=(
            ("realm-oriental", 2),
            ("realm-oriental(placement=true)", 2),
            ("realm-oriental(warning=true,max_turns=40)", 2),
        ),
    )

    def validate_options(self) -> None:
        if self.options["placement"] and self.options["setup"] != "oriental":
            raise GameStringError("placement=true starts from an empty board; it takes no setup file")
        if not self.options["placement"]:
            self.start = load_counted_position(str(self.options["setup"]), PIECES)
            board = [EMPTY] * SQUARES
            for p in self.start:
                board[p.square] = rules.piece(p.player, KIND_NAMES.index(p.kind))
            for player in (0, 1):
                for members, liberties in rules.groups(board, player):
                    if not liberties:
                        where = ", ".join(square_name(s) for s in sorted(members))
                        raise GameStringError(
                            f"setup {self.options['setup']!r}: {player_name(player)}'s pieces on {where} "
                            "are already completely surrounded"
                        )

    def _new_state(self, num_players: int, seed: int) -> OrientalState:
        return OrientalState(self, num_players, seed)

    def num_distinct_actions(self) -> int:
        return MOVE_IDS + 1 + 2 * SQUARES

    def action_to_id(self, action: Action) -> int:
        if isinstance(action, Move):
            return move_id(action)
        if isinstance(action, EndTurn):
            return MOVE_IDS
        if isinstance(action, Place):
            return MOVE_IDS + 1 + action.kind * SQUARES + action.square
        raise IllegalActionError(f"{action!r} is not an Oriental Realm action")

    def _id_to_action(self, action_id: int) -> Action:
        if action_id < MOVE_IDS:
            return id_move(action_id)
        if action_id == MOVE_IDS:
            return END_TURN
        kind, square = divmod(action_id - MOVE_IDS - 1, SQUARES)
        return Place(kind, square)

    def read_action(self, state: State, text: str) -> Action:
        """Read "e5-e9", "end", or in the placement variation "E@e5" / "M@e5"."""
        wanted = text.strip()
        action: Action
        if wanted.lower() == "end":
            action = END_TURN
        elif "@" in wanted:
            letter, _, where = wanted.partition("@")
            if letter.upper() not in KIND_LETTERS:
                raise IllegalActionError(f"{wanted!r}: place 'E@e5' (the Emperor) or 'M@e5' (a Mandarin)")
            action = Place(KIND_LETTERS.index(letter.upper()), parse_square(where))
        else:
            action = parse_move(wanted)
        return action


class OrientalState(State):
    """A position: the board, whose turn, and the Realm and pieces of the turn under way."""

    def __init__(self, game: OrientalRealm, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.max_turns = int(game.options["max_turns"])
        self.warning = bool(game.options["warning"])
        self.board: list[int] = [EMPTY] * SQUARES
        self.to_move = 0
        self.turns = 0
        self.result: int | None = None
        self.turn_realm = -1
        self.eligible: list[int] = []
        self.placing = bool(game.options["placement"])
        self.placed = [[0, 0], [0, 0]]
        if not self.placing:
            for p in game.start:
                self.board[p.square] = rules.piece(p.player, KIND_NAMES.index(p.kind))
            self._start_turn(0)

    # -- whose turn ---------------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.result is not None else self.to_move

    def _start_turn(self, player: int) -> None:
        """'A draw exists if no piece can move'; a player who alone cannot move is passed over."""
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
        """The squares of the pieces that may move now: at the start of a turn any of the
        player's pieces; later only those that began the turn in its Realm and have not moved."""
        board, player = self.board, self.to_move
        if self.turn_realm < 0:
            candidates = [s for s, code in enumerate(board) if code >= 0 and code >> 1 == player]
        else:
            candidates = self.eligible
        return [s for s in candidates if not rules.is_pinned(board, s)]

    def legal_actions(self) -> list[Action]:
        if self.result is not None:
            return []
        if self.placing:
            return self._placements()
        actions: list[Action] = [
            MOVES[s * SQUARES + t] for s in self.movable() for t in rules.destinations(self.board, s)
        ]
        if self.turn_realm >= 0:
            actions.append(END_TURN)
        return actions

    def _placements(self) -> list[Action]:
        """'Only one piece may be placed per Realm, but may be placed on any of the Realm's
        nine spaces.'"""
        taken = {REALM_OF[s] for s, code in enumerate(self.board) if code >= 0}
        kinds = [k for k in (EMPEROR, MANDARIN) if self.placed[self.to_move][k] < PIECES[KIND_NAMES[k]]]
        return [
            Place(k, s) for r in range(REALMS) if r not in taken for s in REALM_SQUARES[r] for k in kinds
        ]

    def _illegal_reason(self, action: Action) -> str | None:
        if self.result is not None:
            return GAME_OVER
        if isinstance(action, Place):
            return self._place_reason(action)
        if self.placing:
            return f"{action}: pieces are still being placed; place one with 'E@e5' or 'M@e5'"
        if isinstance(action, EndTurn):
            if self.turn_realm < 0:
                return "end: no piece has moved yet; a turn moves at least one piece"
            return None
        if not isinstance(action, Move):
            return f"{action!r} is not an Oriental Realm action: write 'e5-e9' or 'end'"
        return self._move_reason(action)

    def _place_reason(self, action: Place) -> str | None:
        if not self.placing:
            return f"{action}: every piece is placed; move with 'e5-e9'"
        if not 0 <= action.square < SQUARES or action.kind not in (MANDARIN, EMPEROR):
            return f"{action!r} is not a placement"
        if self.placed[self.to_move][action.kind] >= PIECES[KIND_NAMES[action.kind]]:
            return f"{action}: you have no {KIND_NAMES[action.kind]} left to place"
        realm = REALM_OF[action.square]
        if any(self.board[s] >= 0 for s in REALM_SQUARES[realm]):
            return f"{action}: Realm {realm + 1} already holds a piece; only one piece per Realm"
        return None

    def _move_reason(self, move: Move) -> str | None:
        origin, target = move.origin, move.target
        code = self.board[origin] if 0 <= origin < SQUARES else EMPTY
        if code < 0 or code >> 1 != self.to_move:
            return f"{move}: there is no piece of yours on {square_name(origin)}"
        if self.turn_realm >= 0 and origin not in self.eligible:
            return (
                f"{move}: this turn moves only your pieces that began it in Realm "
                f"{self.turn_realm + 1} and have not moved yet (or 'end')"
            )
        pins = rules.pinners(self.board, origin)
        if pins is not None and not rules.freed_by_emperor(self.board, origin):
            return (
                f"{move}: the Mandarin on {square_name(origin)} is pinned by the enemy pieces on "
                f"{square_name(pins[0])} and {square_name(pins[1])}"
            )
        if target not in rules.destinations(self.board, origin):
            return f"{move}: a piece moves in a straight line over empty spaces only"
        return None

    # -- playing ------------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if isinstance(action, Place):
            self._place(action)
        elif isinstance(action, EndTurn):
            self._end_turn()
        else:
            assert isinstance(action, Move)
            self._move(action)

    def _place(self, action: Place) -> None:
        """'Play begins when all Realms are so occupied'; the first placer moves first."""
        self.board[action.square] = rules.piece(self.to_move, action.kind)
        self.placed[self.to_move][action.kind] += 1
        if sum(map(sum, self.placed)) == REALMS:
            self.placing = False
            self._start_turn(0)
        else:
            self.to_move = 1 - self.to_move

    def _move(self, move: Move) -> None:
        board, player = self.board, self.to_move
        if self.turn_realm < 0:
            self.turn_realm = REALM_OF[move.origin]
            self.eligible = [
                s for s in REALM_SQUARES[self.turn_realm]
                if s != move.origin and board[s] >= 0 and board[s] >> 1 == player
            ]
        else:
            self.eligible.remove(move.origin)
        board[move.target], board[move.origin] = board[move.origin], EMPTY
        if rules.surrounds(board, move.target, player):
            self.result = player
        elif not any(rules.can_move(board, s) for s in self.eligible):
            self._end_turn()

    # -- outcome and views --------------------------------------------------------------------

    def scores(self) -> list[float]:
        return [1.0 if self.result == p else 0.0 for p in (0, 1)]

    def warnings(self) -> list[int]:
        """Warning option: the mover's pieces the opponent could surround on his next turn."""
        if not self.warning or self.result is not None or self.placing or self.turn_realm >= 0:
            return []
        return sorted(rules.surroundable(self.board, 1 - self.to_move))

    def _observation(self, player: int | None) -> dict[str, Any]:
        pieces = [
            {
                "square": square_name(s),
                "player": code >> 1,
                "kind": KIND_NAMES[code & 1],
                "pinned": rules.is_pinned(self.board, s),
            }
            for s, code in enumerate(self.board) if code >= 0
        ]
        view: dict[str, Any] = {
            "pieces": pieces,
            "to_move": self.current_player(),
            "phase": "placement" if self.placing else "play",
            "turn_realm": self.turn_realm + 1 if self.turn_realm >= 0 else None,
            "may_still_move": [square_name(s) for s in self.eligible],
            "turns": self.turns,
            "max_turns": self.max_turns,
            "result": RESULT_TEXT[self.result],
        }
        if self.warning:
            view["warnings"] = [square_name(s) for s in self.warnings()]
        return view

    def _render(self, player: int | None) -> str:
        """The board: E/M for Player 1, e/m for Player 2 (text numbers players from 1); a '#' marks
        a pinned Mandarin."""

        def cell(square: int) -> str:
            code = self.board[square]
            if code < 0:
                return ""
            letter = KIND_LETTERS[code & 1]
            letter = letter if code >> 1 == 0 else letter.lower()
            return letter + ("#" if rules.is_pinned(self.board, square) else " ")

        legend = "E/M: Player 1's Emperor/Mandarins; e/m: Player 2's; # pinned"
        lines = [render_board(cell), legend, REALM_LEGEND]
        if self.result is not None:
            lines.append({0: "Player 1 wins.", 1: "Player 2 wins.", DRAW: "Draw."}[self.result])
        elif self.placing:
            left = 8 - sum(self.placed[self.to_move])
            lines.append(f"Player {self.to_move + 1} places a piece ({left} left): 'E@e5' or 'M@e5'")
        else:
            lines.append(f"Turn {self.turns + 1}: Player {self.to_move + 1} to move")
            if self.turn_realm >= 0:
                still = " ".join(square_name(s) for s in self.eligible)
                lines.append(f"Realm {self.turn_realm + 1}: may still move {still}, or 'end'")
            threatened = self.warnings()
            if threatened:
                names = " ".join(map(square_name, threatened))
                lines.append(f"Warning: can be surrounded on the opponent's next turn: {names}")
        return "\n".join(lines)

    def _copy_into(self, other: Any) -> None:
        other.max_turns = self.max_turns
        other.warning = self.warning
        other.board = list(self.board)
        other.to_move = self.to_move
        other.turns = self.turns
        other.result = self.result
        other.turn_realm = self.turn_realm
        other.eligible = list(self.eligible)
        other.placing = self.placing
        other.placed = [list(self.placed[0]), list(self.placed[1])]
