"""A position of Modern Realm: turns that move out every mobile piece of one Realm, captures
that put an HQ on a Realm's Center, and the dislodged piece the capturer places."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from realmkit.games.realm.components import CENTER_OF, REALM_OF
from realmkit.games.realm.modern import rules
from realmkit.games.realm.modern.actions import DISLODGES, Dislodge, ModernAction, moves_to
from realmkit.games.realm.modern.reach import BIT, FULL, REALM_MASK, Reach, empty_spaces, squares_of
from realmkit.games.realm.modern.reasons import illegal_reason
from realmkit.games.realm.modern.rules import COUNTER_AGENT, HQ, KIND_LETTERS, KIND_NAMES, TARGETS
from realmkit.games.realm.modern.view import observe, picture
from realmkit.games.realm.sliding import EMPTY, Move, SlidingState

if TYPE_CHECKING:
    from realmkit.games.realm.modern.game import ModernRealm

Kept = tuple[int, list[ModernAction], list[tuple[int, int]]]
"""A legal list made once: the player, his moves, and each piece that can move with where to."""


class ModernState(SlidingState[ModernAction]):
    """A position: the board (and its empty spaces as a set, `empty`), whose turn, the Realm
    being moved out, a piece to dislodge."""

    game: ModernRealm
    KIND_LETTERS = KIND_LETTERS

    def __init__(self, game: ModernRealm, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self._start_play(game.settings.max_turns)
        for p in game.start:
            self.board[p.square] = rules.piece(p.player, KIND_NAMES.index(p.kind))
        self.empty = empty_spaces(self.board)
        self.dislodged = EMPTY
        self.dislodge_realm = -1
        self._kept: Kept | None = None
        self._start_turn(0)

    def set_position(self, pieces: Mapping[int, str], to_move: int) -> None:
        super().set_position(pieces, to_move)
        self.empty = empty_spaces(self.board)
        self._kept = None

    def can_move(self, player: int) -> bool:
        """Whether `player` could start a turn now; his moves are kept for it."""
        self._kept = kept = self._moves(player, self._mobile(player))
        return bool(kept[1])

    # -- legal actions ------------------------------------------------------------------------

    def movable(self) -> list[int]:
        """At a turn's start every mobile piece of the player (its Realm becomes the turn's);
        then the pieces of that Realm that were mobile at the start and have not moved."""
        if self.turn_realm >= 0:
            return self.eligible
        return self._mobile(self.to_move)

    def _mobile(self, player: int) -> list[int]:
        """The squares of `player`'s mobile pieces, in order."""
        board = self.board
        return [s for s in squares_of(~self.empty & FULL)
                if board[s] // 3 == player and rules.is_mobile(board, s)]

    def _moves(self, player: int, pieces: list[int]) -> Kept:
        """Every move of the pieces on `pieces` (squares in order), each in order of target,
        with each of those pieces that can move and where to, as a set."""
        actions: list[ModernAction] = []
        reached: list[tuple[int, int]] = []
        if pieces:
            reach = Reach(self.board, player, self.empty)
            for square in pieces:
                found = reach.destinations(square)
                if found:
                    reached.append((square, found))
                    actions += moves_to(square, found)
        return player, actions, reached

    def legal_actions(self) -> list[ModernAction]:
        """The legal actions, listed once a position (`_kept` until the next action)."""
        if self.result is not None:
            return []
        if self.dislodged >= 0:
            return [DISLODGES[s] for s in rules.vacant_borders(self.board, self.dislodge_realm)]
        return list(self._listed()[1])

    def _listed(self) -> Kept:
        """The moves of the player to move (not while a piece waits to be dislodged)."""
        kept = self._kept
        if kept is None or kept[0] != self.to_move:
            self._kept = kept = self._moves(self.to_move, self.movable())
        return kept

    def _illegal_reason(self, action: ModernAction) -> str | None:
        return illegal_reason(self, action)

    # -- playing ------------------------------------------------------------------------------

    def _apply(self, action: ModernAction) -> None:
        self._kept = None
        if isinstance(action, Dislodge):
            self.board[action.square] = self.dislodged
            self.empty &= ~BIT[action.square]
            self.dislodged, self.dislodge_realm = EMPTY, -1
            self._continue_turn()
        else:
            self._move(action)

    def joins_turn(self, square: int) -> bool:
        """'Moves out all of his moveable pieces' of the Realm: those mobile at the turn's start."""
        return rules.is_mobile(self.board, square)

    def _move(self, move: Move) -> None:
        self._move_piece(move)
        self.empty ^= BIT[move.origin] | BIT[move.target]
        if rules.captures(self.board, move.target):
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
        self.empty = (self.empty | BIT[square]) & ~BIT[center]
        won = rules.has_won(board, player)
        if displaced >= 0:
            spaces = rules.vacant_borders(board, realm)
            if len(spaces) == 1 or won:
                board[spaces[0]] = displaced
                self.empty &= ~BIT[spaces[0]]
            else:
                self.dislodged, self.dislodge_realm = displaced, realm
        if won:
            self.finish(player, f"Player {player + 1} wins: occupied all eight of the Realm Centers "
                                f"on Player {2 - player}'s side of the board")

    def _continue_turn(self) -> None:
        """The turn goes on while a piece of its Realm that must move out still can; its moves
        are kept for it."""
        kept = self._moves(self.to_move, self.eligible)
        if kept[1]:
            self._kept = kept
        else:
            self._end_turn()

    def capturing(self) -> list[ModernAction]:
        """The legal moves that would capture a Realm (for playouts), in the order of
        `legal_actions`: judged once per Target Realm (`rules.captures`), not move by move."""
        if self.result is not None or self.dislodged >= 0:
            return []
        board, player = self.board, self.to_move
        by_agent = by_counter_agent = 0
        for realm in TARGETS[player]:
            center = board[CENTER_OF[realm]]
            if center < 0:
                by_agent |= REALM_MASK[realm]
            elif center // 3 != player:
                by_counter_agent |= REALM_MASK[realm]
                have = rules.counts(board, realm)
                if have[player] + 1 > have[1 - player]:   # the mover counts once it is there
                    by_agent |= REALM_MASK[realm]
        by_counter_agent |= by_agent
        if not by_counter_agent:
            return []
        counter_agent = rules.piece(player, COUNTER_AGENT)
        moves: list[ModernAction] = []
        for square, found in self._listed()[2]:
            hits = found & (by_counter_agent if board[square] == counter_agent else by_agent)
            if hits:
                moves += moves_to(square, hits)
        return moves

    # -- outcome and views --------------------------------------------------------------------

    def scores(self) -> list[float]:
        """Captured Target Realms (HQs) per player; the winner has all eight."""
        board = self.board
        return [float(sum(board[CENTER_OF[r]] == rules.piece(p, HQ) for r in TARGETS[p])) for p in (0, 1)]

    def _observation(self, player: int | None) -> dict[str, Any]:
        return observe(self)

    def _render(self, player: int | None) -> str:
        return picture(self)

    def _copy_into(self, other: Any) -> None:
        self._copy_play(other)
        other.empty = self.empty
        other.dislodged = self.dislodged
        other.dislodge_realm = self.dislodge_realm
        other._kept = self._kept
