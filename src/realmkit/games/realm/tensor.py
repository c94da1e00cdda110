"""Observation tensors of Classic, Medieval, Oriental and Modern Realm (perfect information:
a seat sees the whole board). Ownership is relative to the viewer: "mine" is the viewer's,
"theirs" the opponent's. Realms are 0-15 and squares 0-143 (`row * 12 + column`) as in components.py.

Classic and Medieval Realm (pieces on the 16 Centers, dislodged pieces counted per Realm):

    16 x 4      each Realm's Center: my Man, their Man, my Duke, their Duke (one-hot; Classic
                has Men only)
    16 x 2      dislodged pieces in each Realm: mine, theirs, / 8
    16          the Realm whose Center the moving piece stands on, mid-move
    16          the Centers the moving piece has landed on this move
    4           the moving piece: my Man, their Man, my Duke, their Duke
    3           the viewer moves first, the viewer is to move, turns / max_turns
    Classic then: 6 floats (pieces placed / 16, DOUBLE-MOVE turns on, the viewer holds the
                DOUBLE-MOVE, regular turns it must still wait / 2, a second move is open, the
                second move is under way) and 16 (the Realm of the piece rescued this turn)
    Medieval then: 4 floats (pieces moved off the board: mine, theirs, / 8; Duke moves in a
                row: mine, theirs, / 3)

Oriental and Modern Realm (pieces on the 144 squares):

    144 x K     each square's piece, one-hot: Oriental K=4 (my Mandarin, my Emperor, their
                Mandarin, their Emperor); Modern K=6 (my Agent, Counter-Agent, HQ, then theirs)
    16          the Realm of the turn under way
    144         the squares of the pieces that may still move this turn
    3           the viewer moves first, the viewer is to move, turns / max_turns
    Oriental then: 6 floats (the placement opening is under way; my Mandarins / 7 and Emperor
                placed, theirs; the warning variation is on)
    Modern then: 6 + 16 (the piece being dislodged, one-hot as above; its Realm)

Each game's `max_game_length` is a true bound: its turn limit times the most actions a turn can
take, plus a placement opening.
"""

from __future__ import annotations

from typing import Any, TypeVar

from realmkit.core import TensorEncoder
from realmkit.games.realm.classic.state import ClassicState
from realmkit.games.realm.components import REALMS, SQUARES
from realmkit.games.realm.jumping import JumpState
from realmkit.games.realm.medieval.state import MedievalState
from realmkit.games.realm.modern.state import ModernState
from realmkit.games.realm.oriental.state import OrientalState
from realmkit.games.realm.sliding import SlidingState

JUMPS_PER_MOVE = REALMS
"""A move lands on each Center at most once."""
PIECES_PER_SIDE = 8
"""Oriental: 7 Mandarins and the Emperor; Modern: 7 Agents and the Counter-Agent."""


def _relative(code: int, player: int, seat: int, kinds: int) -> int:
    """The plane of a piece of `player` and kind code for the viewer `seat`: mine first."""
    return (0 if player == seat else kinds) + code


Jumping = TypeVar("Jumping", bound=JumpState[Any])
Sliding = TypeVar("Sliding", bound=SlidingState[Any])


class _JumpTensor(TensorEncoder[Jumping]):
    """What Classic and Medieval share: the Centers, the water and the move under way."""

    extra = 0

    def shape(self, num_players: int) -> tuple[int, ...]:
        return (REALMS * 4 + REALMS * 2 + REALMS * 2 + 4 + 3 + self.extra,)

    def _encode(self, state: Jumping, seat: int) -> list[float]:
        out = [0.0] * (REALMS * 4)
        for realm, code in enumerate(state.center):
            if code:
                out[realm * 4 + _piece(code, seat)] = 1.0
        for realm in range(REALMS):
            out += [state.water[2 * realm + seat] / 8, state.water[2 * realm + 1 - seat] / 8]
        out += [1.0 if state.moving == realm else 0.0 for realm in range(REALMS)]
        out += [float(state.visited >> realm & 1) for realm in range(REALMS)]
        moving = [0.0] * 4
        if state.moving >= 0:
            moving[_piece(state.moving_code, seat)] = 1.0
        out += moving
        out += [float(seat == 0), float(state.current_player() == seat), state.turns / state.max_turns]
        return out + self.more(state, seat)

    def more(self, state: Jumping, seat: int) -> list[float]:
        return []


def _piece(code: int, seat: int) -> int:
    """Codes 1/2 are the first/second player's Man, 3/4 their Duke: my Man, their Man, my
    Duke, their Duke."""
    owner, duke = (code - 1) & 1, code > 2
    return 2 * duke + (owner != seat)


class ClassicTensor(_JumpTensor[ClassicState]):
    extra = 6 + REALMS

    def max_game_length(self, num_players: int) -> int:
        """The placement opening, then per turn two moves of jumps (DOUBLE-MOVE) and an end."""
        return REALMS + int(self.game.settings.max_turns) * (2 * JUMPS_PER_MOVE + 1)

    def more(self, state: ClassicState, seat: int) -> list[float]:
        s = state
        out = [s.placed / REALMS, float(s.double_moves), float(s.double_holder == seat),
               s.double_wait / 2, float(s.second_pending), float(s.in_second)]
        return out + [1.0 if s.rescued == realm else 0.0 for realm in range(REALMS)]


class MedievalTensor(_JumpTensor[MedievalState]):
    extra = 4

    def max_game_length(self, num_players: int) -> int:
        """One move of jumps per turn."""
        return int(self.game.settings.max_turns) * JUMPS_PER_MOVE

    def more(self, state: MedievalState, seat: int) -> list[float]:
        off, run = state.off, state.duke_run
        return [off[seat] / 8, off[1 - seat] / 8, run[seat] / 3, run[1 - seat] / 3]


class _SquareTensor(TensorEncoder[Sliding]):
    """What Oriental and Modern share: the board by square, the turn's Realm and pieces."""

    kinds: int
    extra: int

    def shape(self, num_players: int) -> tuple[int, ...]:
        return (SQUARES * 2 * self.kinds + REALMS + SQUARES + 3 + self.extra,)

    def owner_kind(self, code: int) -> tuple[int, int]:
        return divmod(code, self.kinds)

    def _nonzero(self, state: Sliding, seat: int) -> list[tuple[int, float]]:
        s, planes = state, 2 * self.kinds
        out = []
        for square, code in enumerate(s.board):
            if code >= 0:
                owner, kind = self.owner_kind(code)
                out.append((square * planes + _relative(kind, owner, seat, self.kinds), 1.0))
        base = SQUARES * planes
        if s.turn_realm >= 0:
            out.append((base + s.turn_realm, 1.0))
        base += REALMS
        if s.current_player() >= 0:
            out += [(base + square, 1.0) for square in s.movable()]
        base += SQUARES
        tail = [float(seat == 0), float(s.current_player() == seat), s.turns / s.max_turns]
        out += [(base + k, value) for k, value in enumerate(tail + self.more(s, seat)) if value]
        return out

    def more(self, state: Sliding, seat: int) -> list[float]:
        return []


class OrientalTensor(_SquareTensor[OrientalState]):
    kinds, extra = 2, 6

    def max_game_length(self, num_players: int) -> int:
        """16 placements, then per turn a move of each piece and the end of the turn."""
        return REALMS + int(self.game.settings.max_turns) * (PIECES_PER_SIDE + 1)

    def more(self, state: OrientalState, seat: int) -> list[float]:
        placed = state.placed
        return [float(state.placing), placed[seat][0] / 7, float(placed[seat][1]),
                placed[1 - seat][0] / 7, float(placed[1 - seat][1]), float(state.warning)]


class ModernTensor(_SquareTensor[ModernState]):
    kinds, extra = 3, 6 + REALMS

    def max_game_length(self, num_players: int) -> int:
        """Per turn a move of each movable piece, each perhaps followed by a dislodged piece's
        placing, and one action to spare."""
        return int(self.game.settings.max_turns) * (2 * PIECES_PER_SIDE + 1)

    def more(self, state: ModernState, seat: int) -> list[float]:
        piece = [0.0] * 6
        if state.dislodged >= 0:
            owner, kind = self.owner_kind(state.dislodged)
            piece[_relative(kind, owner, seat, 3)] = 1.0
        realm = [1.0 if state.dislodge_realm == r else 0.0 for r in range(REALMS)]
        return piece + realm
