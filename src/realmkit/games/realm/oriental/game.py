"""Oriental Realm: 'an intriguing game of surrounding.' One Emperor (a Power) and seven
Mandarins (Enforcers) a side; the first to completely surround an enemy piece or group wins.

A turn moves 'any or all of his mobile pieces located within any Realm', one at a time: each
piece is one action ("e5-e9"), and "end" closes the turn early. In the placement variation the
game opens with placements written "E@e5" (the Emperor) or "M@e5" (a Mandarin).
"""

from __future__ import annotations

from dataclasses import dataclass

from realmkit.core import Game, GameSpec, GameStringError, register
from realmkit.core.actions import ActionTable
from realmkit.core.options import option
from realmkit.games.realm.components import SQUARES, square_name
from realmkit.games.realm.oriental import rules
from realmkit.games.realm.oriental.actions import OrientalAction, action_table
from realmkit.games.realm.oriental.reasons import unreadable
from realmkit.games.realm.oriental.rules import KIND_NAMES, PIECES
from realmkit.games.realm.oriental.state import OrientalState
from realmkit.games.realm.reasons import read_notation
from realmkit.games.realm.sliding import EMPTY, load_counted_position, player_name


@dataclass(frozen=True)
class OrientalSettings:
    """The options of Oriental Realm."""

    setup: str = option("oriental", "starting position: a built-in name or a JSON file path",
                        reads_file=True)
    placement: bool = option(False, "variation: start from an empty board, placing one piece per Realm")
    warning: bool = option(False, "warning option: show the pieces the opponent can surround next turn")
    max_turns: int = option(300, "turns after which the game is a draw", minimum=1)


@register
class OrientalRealm(Game[OrientalAction, OrientalState]):
    """Oriental Realm, rulebook 'ORIENTAL REALM'."""

    settings: OrientalSettings
    spec = GameSpec(
        id="realm-oriental",
        title="Oriental Realm",
        min_players=2,
        max_players=2,
        settings=OrientalSettings,
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
        setup = self.settings.setup
        if self.settings.placement and setup != "oriental":
            raise GameStringError("placement=true starts from an empty board; it takes no setup file")
        if not self.settings.placement:
            self.start = load_counted_position(setup, PIECES)
            board = [EMPTY] * SQUARES
            for p in self.start:
                board[p.square] = rules.piece(p.player, KIND_NAMES.index(p.kind))
            for player in (0, 1):
                for members, liberties in rules.groups(board, player):
                    if not liberties:
                        where = ", ".join(square_name(s) for s in sorted(members))
                        raise GameStringError(
                            f"setup {setup!r}: {player_name(player)}'s pieces on {where} "
                            "are already completely surrounded"
                        )

    def _new_state(self, num_players: int, seed: int) -> OrientalState:
        return OrientalState(self, num_players, seed)

    def action_table(self) -> ActionTable[OrientalAction]:
        return action_table(self.settings)

    def read_action(self, state: OrientalState, text: str) -> OrientalAction:
        """Read "e5-e9", "end", or in the placement variation "E@e5" / "M@e5", in any case and
        with any spaces."""
        return read_notation(self.action_table(), text, unreadable)
