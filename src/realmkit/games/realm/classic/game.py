"""Classic Realm: eight Enforcers each, "frogs" jumping from lily pad (Center) to lily pad.

"The object is to dislodge the opponent's frogs from the Centers of the Realms, forcing them
onto the Border spaces." A move is a sequence of jumps (`Step`, "b2-e2"); landing on a friendly
Center the piece must go on. Variation 1 (placement opening) and variation 2 (DOUBLE-MOVE
turns) are the options `placement` and `double_moves`. Interpretations: docs/rules/realm-classic.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from realmkit.core import Game, GameSpec, GameStringError, register
from realmkit.core.actions import ActionTable
from realmkit.core.options import option
from realmkit.games.realm.classic.actions import ClassicAction, action_table
from realmkit.games.realm.classic.state import ClassicState
from realmkit.games.realm.jumping import load_start, owner
from realmkit.games.realm.reasons import read_notation, unreadable_jump

PIECES = 8
"""'Each player commands a force of eight Enforcers.'"""


@dataclass(frozen=True)
class ClassicSettings:
    """The options of Classic Realm."""

    setup: str = option("classic", "starting position: 'classic' or a JSON position file path",
                        reads_file=True)
    placement: bool = option(False, "variation 1: start from an empty board, placing pieces on Centers")
    double_moves: bool = option(False, "variation 2: DOUBLE-MOVE turns, alternating between players")
    max_turns: int = option(1000, "turns after which the game is a draw (it can cycle)", minimum=1)


@register
class ClassicGame(Game[ClassicAction, ClassicState]):
    """Classic Realm: dunk all eight of the opponent's pieces."""

    settings: ClassicSettings
    spec = GameSpec(
        id="realm-classic",
        title="Classic Realm",
        min_players=2,
        max_players=2,
        settings=ClassicSettings,
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
        setup = self.settings.setup
        if self.settings.placement and setup != "classic":
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

    def _new_state(self, num_players: int, seed: int) -> ClassicState:
        return ClassicState(self, num_players, seed)

    def action_table(self) -> ActionTable[ClassicAction]:
        return action_table(self.settings)

    def read_action(self, state: ClassicState, text: str) -> ClassicAction:
        """The notation of a jump, a placement or 'end'; other text is refused with what is
        wrong in it."""
        return read_notation(self.action_table(), text, lambda typed: unreadable_jump(
            typed, "jump with 'b2-e2', end a DOUBLE-MOVE turn with 'end', or place on a Center with "
            "'e5' in the placement opening"))
