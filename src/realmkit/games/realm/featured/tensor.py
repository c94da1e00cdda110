"""Observation tensor of Realm, the featured game (perfect information: a seat sees the whole
board). Ownership is relative to the viewer: "mine" is the viewer's, "theirs" the opponent's.
Squares are 0-143 (`row * 12 + column`) and Realms 0-15 as in components.py.

    144 x 10    each square's piece, one-hot over 6: my Base, my Power, my Enforcer, their
                Base, their Power, their Enforcer; then an Enforcer's facing, one-hot over 4
                (N, E, S, W), all 0 when it stands immobile
    8 x 10      the pieces lifted in a Rearrangement, in the order they are put back (slot 0
                next), coded as a square above
    9           the phase, one-hot: placing Bases, placing Powers, choosing a play option,
                Dispersal, Concentration, Rearrangement, choosing the Enforcer to immobilize,
                placing a created Enforcer, over
    9           the phase a Special Event interrupted, one-hot as above
    3           the play option of the turn: Dispersal, Concentration, Rearrangement
    16          the Realm of the turn
    16          the Realm of the Special Event under way
    16 x 2      Realms where a Base was placed at setup: mine, theirs
    16 x 2      Realms where a Power was placed at setup: mine, theirs
    16 x 2      the Realm rearranged in a row: mine, theirs
    13          the viewer moves first, the viewer is to move; uncreated Bases (mine, theirs)
                / 13; uncreated Enforcers (mine, theirs) / 9; captured Bases (mine, theirs)
                / 13; Rearrangements of one Realm in a row (mine, theirs) / 3; pieces moved
                this turn / 8; passes in a row / 2; turns / max_turns
    4           the variations on: free placement, stop in enemy Realms, lone Power creates,
                replace captured Bases

`max_game_length` is a true bound: the setup (a Base and a Power per player and Power), then
per turn a play option, at most 8 pieces moved (a Realm has 8 Border spaces, and a move
always leaves its Realm) each followed by at most one Special Event choice, and the end.
"""

from __future__ import annotations

from realmkit.core import TensorEncoder
from realmkit.games.realm.components import REALMS, SQUARES
from realmkit.games.realm.featured.game import FeaturedSettings
from realmkit.games.realm.featured.legal import PHASE_NAMES
from realmkit.games.realm.featured.rules import ENFORCER, IMMOBILE, KIND
from realmkit.games.realm.featured.state import FeaturedState

CODE = 10
"""Floats per square: 6 piece planes and 4 facings."""
HAND = 8
"""A Realm has 8 Border spaces: at most 8 pieces are lifted in a Rearrangement."""
PHASES = len(PHASE_NAMES)
ACTIONS_PER_TURN = 1 + 2 * HAND + 1
"""A play option, each of at most 8 moves with one Special Event choice, the end."""

BOARD = SQUARES * CODE
LIFTED = BOARD
PHASE = LIFTED + HAND * CODE
RESUME = PHASE + PHASES
MODE = RESUME + PHASES
TURN_REALM = MODE + 3
EVENT_REALM = TURN_REALM + REALMS
SETUP_BASES = EVENT_REALM + REALMS
SETUP_POWERS = SETUP_BASES + 2 * REALMS
STREAK_REALM = SETUP_POWERS + 2 * REALMS
SCALARS = STREAK_REALM + 2 * REALMS
VARIATIONS = SCALARS + 13
SIZE = VARIATIONS + 4


def _piece(cell: int, facing: int, seat: int, at: int, out: list[tuple[int, float]]) -> None:
    """A piece's code at offset `at`: its plane seen from `seat`, and an Enforcer's facing."""
    kind = cell & KIND
    out.append((at + kind // 2 - 1 + (0 if cell & 1 == seat else 3), 1.0))
    if kind == ENFORCER and facing != IMMOBILE:
        out.append((at + 6 + facing, 1.0))


class FeaturedTensor(TensorEncoder[FeaturedState]):
    """The featured game's board, the turn under way and the counts, from the viewer."""

    def shape(self, num_players: int) -> tuple[int, ...]:
        return (SIZE,)

    def _nonzero(self, state: FeaturedState, seat: int) -> list[tuple[int, float]]:
        s = state
        out: list[tuple[int, float]] = []
        cells, facing = s.cells, s.facing
        for square in range(SQUARES):
            if cells[square]:
                _piece(cells[square], facing[square], seat, square * CODE, out)
        for slot, (_, cell, lifted) in enumerate(s.hand):
            _piece(cell, lifted, seat, LIFTED + slot * CODE, out)
        out.append((PHASE + s.phase, 1.0))
        out.append((RESUME + s.resume, 1.0))
        if s.mode >= 0:
            out.append((MODE + s.mode, 1.0))
        if s.realm >= 0:
            out.append((TURN_REALM + s.realm, 1.0))
        if s.event_realm >= 0:
            out.append((EVENT_REALM + s.event_realm, 1.0))
        for side, player in enumerate((seat, 1 - seat)):
            out += [(SETUP_BASES + side * REALMS + r, 1.0) for r in set(s.setup_realms[player])]
            out += [(SETUP_POWERS + side * REALMS + r, 1.0) for r in set(s.powered[player])]
            if s.streak_realm[player] >= 0:
                out.append((STREAK_REALM + side * REALMS + s.streak_realm[player], 1.0))
        settings, other = s.game.settings, 1 - seat
        values = [
            float(seat == 0), float(s.current_player() == seat),
            s.bases_left[seat] / 13, s.bases_left[other] / 13,
            s.enforcers_left[seat] / 9, s.enforcers_left[other] / 9,
            s.captured[seat] / 13, s.captured[other] / 13,
            s.streak[seat] / 3, s.streak[other] / 3,
            s.moved / HAND, s.passes / 2, s.turns / settings.max_turns,
            float(settings.free_placement), float(settings.stop_in_enemy_realms),
            float(settings.lone_power_creates), float(settings.replace_captured),
        ]
        out += [(SCALARS + i, value) for i, value in enumerate(values) if value]
        return out

    def max_game_length(self, num_players: int) -> int:
        settings: FeaturedSettings = self.game.settings
        return 2 * 2 * settings.powers + settings.max_turns * ACTIONS_PER_TURN
