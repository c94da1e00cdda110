"""A position of Oriental Realm: the placement variation, turns moving any or all mobile pieces
of one Realm, and the win by surrounding."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.games.realm.components import REALM_OF, REALM_SQUARES, REALMS, SQUARES, square_name
from realmkit.games.realm.oriental import rules
from realmkit.games.realm.oriental.actions import PLACES, OrientalAction, Place
from realmkit.games.realm.oriental.reasons import illegal_reason
from realmkit.games.realm.oriental.rules import EMPEROR, KIND_LETTERS, KIND_NAMES, MANDARIN, PIECES
from realmkit.games.realm.oriental.view import observe, picture
from realmkit.games.realm.sliding import END_TURN, MOVES, EndTurn, Move, SlidingState

if TYPE_CHECKING:
    from realmkit.games.realm.oriental.game import OrientalRealm


class OrientalState(SlidingState[OrientalAction]):
    """A position: the board, whose turn, and the Realm and pieces of the turn under way."""

    game: OrientalRealm
    KIND_LETTERS = KIND_LETTERS

    def __init__(self, game: OrientalRealm, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        settings = game.settings
        self._start_play(settings.max_turns)
        self.warning = settings.warning
        self.placing = settings.placement
        self.placed = [[0, 0], [0, 0]]
        if not self.placing:
            for p in game.start:
                self.board[p.square] = rules.piece(p.player, KIND_NAMES.index(p.kind))
            self._start_turn(0)

    def can_move(self, player: int) -> bool:
        return rules.player_can_move(self.board, player)

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

    def legal_actions(self) -> list[OrientalAction]:
        if self.result is not None:
            return []
        if self.placing:
            return self._placements()
        actions: list[OrientalAction] = [
            MOVES[s * SQUARES + t] for s in self.movable() for t in rules.destinations(self.board, s)
        ]
        if self.turn_realm >= 0:
            actions.append(END_TURN)
        return actions

    def _placements(self) -> list[OrientalAction]:
        """'Only one piece may be placed per Realm, but may be placed on any of the Realm's
        nine spaces.'"""
        taken = {REALM_OF[s] for s, code in enumerate(self.board) if code >= 0}
        kinds = [k for k in (EMPEROR, MANDARIN) if self.placed[self.to_move][k] < PIECES[KIND_NAMES[k]]]
        return [
            PLACES[k * SQUARES + s] for r in range(REALMS) if r not in taken for s in REALM_SQUARES[r]
            for k in kinds
        ]

    def _illegal_reason(self, action: OrientalAction) -> str | None:
        return illegal_reason(self, action)

    # -- playing ------------------------------------------------------------------------------

    def _apply(self, action: OrientalAction) -> None:
        if isinstance(action, Place):
            self._place(action)
        elif isinstance(action, EndTurn):
            self._end_turn()
        else:
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
        self._move_piece(move)
        board, player = self.board, self.to_move
        caught = rules.surrounded_next_to(board, move.target, 1 - player)
        if caught:
            self.finish(player, _surrounded(board, player, caught))
        elif not any(rules.can_move(board, s) for s in self.eligible):
            self._end_turn()

    # -- outcome ------------------------------------------------------------------------------

    def scores(self) -> list[float]:
        return [1.0 if self.result == p else 0.0 for p in (0, 1)]

    def warnings(self) -> list[int]:
        """Warning option: the mover's pieces the opponent could surround on his next turn."""
        if not self.warning or self.result is not None or self.placing or self.turn_realm >= 0:
            return []
        return sorted(rules.surroundable(self.board, 1 - self.to_move))

    def _observation(self, player: int | None) -> dict[str, Any]:
        return observe(self)

    def _render(self, player: int | None) -> str:
        return picture(self)

    def _copy_into(self, other: Any) -> None:
        self._copy_play(other)
        other.warning = self.warning
        other.placing = self.placing
        other.placed = [list(self.placed[0]), list(self.placed[1])]



def _surrounded(board: list[int], player: int, caught: set[int]) -> str:
    """'The game is won by the player who completely surrounds his opponent's Mandarin or
    Emperor', or a connected group of them."""
    squares = sorted(caught)
    if len(squares) == 1:
        what = f"{KIND_NAMES[board[squares[0]] & 1].capitalize()} on {square_name(squares[0])}"
    else:
        what = f"group on {', '.join(square_name(s) for s in squares)}"
    return f"Player {player + 1} wins: completely surrounded Player {2 - player}'s {what}"
