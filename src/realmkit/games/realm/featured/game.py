"""Realm, the featured game: control more Realms than the opponent when the game ends.

Rulebook lines 1-327 of realm.txt; our readings are in docs/rules/realm.md. The rules of a
position live in state.py (on legal.py), the pieces' movement in rules.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from realmkit.core import Game, GameSpec, register
from realmkit.core.actions import ActionTable
from realmkit.core.options import option
from realmkit.games.realm.featured.actions import FeaturedAction, action_table
from realmkit.games.realm.featured.reasons import unreadable
from realmkit.games.realm.featured.state import FeaturedState
from realmkit.games.realm.reasons import read_notation

SPACED = ("disperse", "concentrate", "rearrange", "base", "power")
"""The words written before a Realm or a square in the notation, with a space after them that
the reading lets out."""


@dataclass(frozen=True)
class FeaturedSettings:
    """The options of the featured game: its variations 1-6 and the turn limit."""

    bases: int = option(12, "Bases per player; variation 1 plays 11 (shorter) or 13 (longer)",
                        minimum=11, maximum=13)
    enforcers: int = option(8, "Enforcers per player (variation 2 suggests 4 or 6)", minimum=0, maximum=9)
    powers: int = option(3, "Powers per player (variation 2); as many Bases and Powers are "
                         "placed at setup", minimum=1, maximum=4)
    free_placement: bool = option(False, "variation 3: initial Bases on any vacant Realm")
    stop_in_enemy_realms: bool = option(
        False, "variation 4: a move ends on entering a Realm controlled by an enemy Base")
    lone_power_creates: bool = option(
        False, "variation 5: a Power creates a Base only with no other Power in the Realm")
    replace_captured: bool = option(
        False, "variation 6: a captured Base is at once replaced by one of the capturer's")
    max_turns: int = option(1000, "turns of play after which the game is a draw", minimum=1)


@register
class FeaturedGame(Game[FeaturedAction, FeaturedState]):
    """Each player has 3 Powers, 8 Enforcers and 12 Bases (the variations change these)."""

    settings: FeaturedSettings
    spec = GameSpec(
        id="realm",
        title="Realm: the featured game",
        min_players=2,
        max_players=2,
        settings=FeaturedSettings,
        summary="Powers claim Realms by creating Bases; Enforcers immobilize and capture.",
        rules=(
            "Create Bases by bringing your Powers into Realms: the player controlling more Realms (a "
            "Base on the Center) wins when a player has created all his Bases or both pass in a row, "
            "by agreement. A turn is a pass or a play option (disperse, concentrate, rearrange) "
            "moving your pieces; Enforcers immobilize and capture. A move that would end the game is "
            "marked so."
        ),
        ai="realmkit.games.realm.featured.ai:FeaturedAI",
        tensor="realmkit.games.realm.featured.tensor:FeaturedTensor",
        configurations=(
            ("realm", 2),
            ("realm(bases=11,enforcers=4,powers=2)", 2),
            ("realm(bases=13,enforcers=6,powers=4)", 2),
            ("realm(free_placement=true,stop_in_enemy_realms=true)", 2),
            ("realm(lone_power_creates=true,replace_captured=true)", 2),
            ("realm(enforcers=0,max_turns=12)", 2),
        ),
    )

    def components(self) -> dict[str, Any]:
        """The pieces and how they move, in the rulebook's words ("HOW PIECES MOVE")."""
        return {"pieces": [
            {"kind": "base", "name": "Base",
             "text": "BASES are immobile. Once placed on a Center a Base cannot move during the game."},
            {"kind": "power", "name": "Power",
             "text": "POWERS move any number of spaces in a straight horizontal or vertical line as long as "
                     "they move into a new Realm. A Power must end its movement when the next space is "
                     "blocked by any piece. A Power may move through, but may not end its move, on a "
                     "vacant Center."},
            {"kind": "enforcer", "name": "Enforcer",
             "text": "ENFORCERS move in the same manner as Powers except that they may only move in the "
                     "direction in which they are pointing when moving. Prior to moving an Enforcer a "
                     "player may turn its point a quarter-turn (90 degrees). After an Enforcer ends its "
                     "movement it remains pointed in the same direction as it moved. Immobile Enforcers "
                     "cannot move."},
        ]}

    def _new_state(self, num_players: int, seed: int) -> FeaturedState:
        return FeaturedState(self, num_players, seed)

    def action_table(self) -> ActionTable[FeaturedAction]:
        return action_table(self.settings)

    def read_action(self, state: FeaturedState, text: str) -> FeaturedAction:
        """Read "e5-e9", "disperse 5", "+f6>N", "xf6", "e4=f6>E", "base e5", "power d4", "end",
        "pass" (in any case, spaces optional); an action that is not legal now is refused with
        the rule it breaks."""
        return read_notation(self.action_table(), text, unreadable, SPACED)


__all__ = ["FeaturedGame", "FeaturedState"]
