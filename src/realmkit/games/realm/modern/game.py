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

from realmkit.core import Game, GameSpec, register
from realmkit.core.actions import ActionTable
from realmkit.core.options import option
from realmkit.games.realm.modern.actions import ModernAction, action_table
from realmkit.games.realm.modern.reasons import unreadable
from realmkit.games.realm.modern.rules import PIECES, TARGETS
from realmkit.games.realm.modern.state import ModernState
from realmkit.games.realm.reasons import read_notation
from realmkit.games.realm.sliding import load_counted_position


@dataclass(frozen=True)
class ModernSettings:
    """The options of Modern Realm."""

    setup: str = option("modern", "starting position: a built-in name or a JSON file path",
                        reads_file=True)
    max_turns: int = option(300, "turns after which the game is a draw", minimum=1)


@register
class ModernRealm(Game[ModernAction, ModernState]):
    """Modern Realm, rulebook 'MODERN REALM'."""

    settings: ModernSettings
    spec = GameSpec(
        id="realm-modern",
        title="Modern Realm",
        min_players=2,
        max_players=2,
        settings=ModernSettings,
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
        self.start = load_counted_position(self.settings.setup, PIECES, (TARGETS[1], TARGETS[0]))

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

    def action_table(self) -> ActionTable[ModernAction]:
        return action_table(self.settings)

    def read_action(self, state: ModernState, text: str) -> ModernAction:
        """Read "e5-e9" or "dislodge e5", in any case and with any spaces."""
        return read_notation(self.action_table(), text, unreadable, ("dislodge",))
