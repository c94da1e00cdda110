"""Positions of the featured game written by hand, for studies, puzzles and tests.

A diagram maps squares to pieces in the picture's letters: "B", "P", "E^", "E>", "Ev", "E<",
"E*" (immobile) for the first player, the same in small letters for the second.
"""

from __future__ import annotations

from collections.abc import Mapping

from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.realm.board import IS_CENTER, parse_square
from realmkit.games.realm.featured.game import FeaturedGame
from realmkit.games.realm.featured.rules import BASE, ENFORCER, IMMOBILE, POWER
from realmkit.games.realm.featured.state import TURN_START, FeaturedState

LETTERS = {"B": BASE, "P": POWER, "E": ENFORCER}
FACINGS = {"^": 0, ">": 1, "v": 2, "<": 3, "*": IMMOBILE}


def from_diagram(
    game: FeaturedGame, pieces: Mapping[str, str], player: int = 0, seed: int = 0
) -> FeaturedState:
    """A position in play, `player` to choose his play option. Bases on the board count as
    created; Enforcers on the board count as created."""
    state = game.new_state(2, seed)
    assert isinstance(state, FeaturedState)
    for name, text in pieces.items():
        try:
            square = parse_square(name)
        except IllegalActionError as error:
            raise GameStringError(str(error)) from None
        kind = LETTERS.get(text[:1].upper())
        owner = 0 if text[:1].isupper() else 1
        pointing = kind == ENFORCER
        if kind is None or pointing != (len(text) == 2) or (pointing and text[1] not in FACINGS):
            raise GameStringError(f"{name}: {text!r} is not a piece: B, P, E^, E>, Ev, E<, E* (small "
                                  "letters for the second player)")
        if (kind == BASE) != IS_CENTER[square]:
            raise GameStringError(f"{name}: Bases stand on Centers, other pieces on Border spaces")
        state.cells[square] = kind + owner
        if kind == BASE:
            state.bases_left[owner] -= 1
        if kind == ENFORCER:
            state.facing[square] = FACINGS[text[1]]
            state.enforcers_left[owner] -= 1
    state.phase, state.player = TURN_START, player
    return state
