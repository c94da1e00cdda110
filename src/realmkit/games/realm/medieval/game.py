"""Medieval Realm: two Dukes and six Men each race off the far side of the board.

"The object of the game is to move all eight of one's playing pieces off the opposite side
of the board before the opponent can do likewise." Moves are jumps from Center to adjacent
Center (`Step`, "e5-e8"), or off the far edge ("e11-off"); landing on a friendly Center the
piece goes on. Interpretations: docs/rules/realm-medieval.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from realmkit.core import Game, GameSpec, GameStringError, register
from realmkit.core.actions import ActionTable
from realmkit.core.options import option
from realmkit.games.realm.jumping import Step, load_start, owner
from realmkit.games.realm.medieval.actions import action_table
from realmkit.games.realm.medieval.state import DUKES, MEN, MedievalState, is_duke
from realmkit.games.realm.reasons import read_notation, unreadable_jump

KINDS = {"man": (1, 2), "duke": (3, 4)}


@dataclass(frozen=True)
class MedievalSettings:
    """The options of Medieval Realm."""

    setup: str = option("medieval", "starting position: 'medieval' or a JSON position file path",
                        reads_file=True)
    max_turns: int = option(1000, "turns after which the game is a draw (it can cycle)", minimum=1)


@register
class MedievalGame(Game[Step, MedievalState]):
    """Medieval Realm: the first to move all eight pieces off the far side wins."""

    settings: MedievalSettings
    spec = GameSpec(
        id="realm-medieval",
        title="Medieval Realm",
        min_players=2,
        max_players=2,
        settings=MedievalSettings,
        summary="Dukes and Men jump Center to Center and off the far side. Moves: e5-e8, e11-off.",
        rules=(
            "Move all eight of your pieces off the far side of the board before your opponent does. "
            "On a turn move one piece from a Realm's Center to the next Center in a straight line, "
            "jumping pieces on the way; a piece leaves the board from a Center on the far side "
            "(e11-off). Moves are written like e5-e8."
        ),
        ai="realmkit.games.realm.medieval.ai:MedievalAI",
        tensor="realmkit.games.realm.tensor:MedievalTensor",
        configurations=(("realm-medieval", 2), ("realm-medieval(max_turns=30)", 2)),
    )

    def validate_options(self) -> None:
        setup = self.settings.setup
        self.start_center, self.start_water = load_start(setup, KINDS)
        for player in (0, 1):
            dukes = sum(1 for c in self.start_center if is_duke(c) and owner(c) == player)
            men = sum(1 for c in self.start_center if c and not is_duke(c) and owner(c) == player)
            men += sum(self.start_water[player::2])
            if (dukes, men) != (DUKES, MEN):
                raise GameStringError(
                    f"setup {setup!r}: player {player} must have {DUKES} Dukes and {MEN} Men, "
                    f"not {dukes} and {men}"
                )

    def _new_state(self, num_players: int, seed: int) -> MedievalState:
        return MedievalState(self, num_players, seed)

    def action_table(self) -> ActionTable[Step]:
        return action_table(self.settings)

    def read_action(self, state: MedievalState, text: str) -> Step:
        """The notation of a jump; other text is refused with what is wrong in it."""
        return read_notation(self.action_table(), text, lambda typed: unreadable_jump(
            typed, "jump from a Center with 'e5-e8', or leave the board from a far-side Center with "
            "'e11-off'"))
