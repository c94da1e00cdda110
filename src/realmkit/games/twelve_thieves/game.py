"""The game `twelve-thieves`: its spec, settings, notation and action table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from realmkit.core import Game, GameSpec, register
from realmkit.core.actions import ActionTable
from realmkit.core.options import option
from realmkit.games.twelve_thieves.actions import TABLE, Action, parse
from realmkit.games.twelve_thieves.components import (
    CARDS_PER_PALACE,
    CHEST_PIPS,
    CHESTS_TO_WIN,
    DANCERS,
    GUARD_SQUARES,
    MAX_THIEF_ACTIONS,
    OWN_GUARDS,
    PALACES,
    THIEVES,
)
from realmkit.games.twelve_thieves.state import TwelveThievesState

_ID = "twelve-thieves"


@dataclass(frozen=True)
class TwelveThievesSettings:
    """The options of `twelve-thieves`."""

    variant: str = option("standard", "standard, or tactical: players place 2 neutral guards each",
                          choices=("standard", "tactical"))
    max_turns: int = option(60, "turns per player after which the game ends without a winner "
                            "(most chests, then most pips, rank the players)", minimum=1)


@register
class TwelveThieves(Game[Action, TwelveThievesState]):
    """12 Thieves by Thorsten Gimmler: smuggle thieves into palaces and rob their chests."""

    settings: TwelveThievesSettings

    spec = GameSpec(
        id=_ID,
        title="12 Thieves",
        min_players=2,
        max_players=4,
        settings=TwelveThievesSettings,
        has_chance=True,
        hidden_information=True,
        summary="card-driven area game: smuggle thieves into six palaces and rob their chests",
        rules=(
            "Smuggle your thieves into the six palaces: as soon as your thieves in a palace reach the "
            "pips of its top chest, you rob it. On a turn play cards of a palace's number to smuggle "
            "a thief in or to move a guard with your thieves (at most three such actions), move other "
            "guards, then draw; or pass and draw. The first to hold 6 chests (2 players), 5 (3) or 4 "
            "(4) wins at once."
        ),
        ai="realmkit.games.twelve_thieves.ai:TwelveThievesAI",
        tensor="realmkit.games.twelve_thieves.tensor:TwelveThievesTensor",
        configurations=(
            (_ID, 2),
            (f"{_ID}(max_turns=30)", 3),
            (f"{_ID}(max_turns=20)", 4),
            (f"{_ID}(variant=tactical,max_turns=40)", 2),
            (f"{_ID}(variant=tactical,max_turns=30)", 3),
            (f"{_ID}(variant=tactical,max_turns=20)", 4),
        ),
    )

    def _new_state(self, num_players: int, seed: int) -> TwelveThievesState:
        return TwelveThievesState(self, num_players, seed)

    def components(self) -> dict[str, Any]:
        """The box: six palaces with their chests (pips from the top), guard squares, palace
        cards and dancers, each player's thieves and guards, the chests that win, and the
        actions with their costs in the rulebook's words."""
        return {
            "palaces": [{"palace": p + 1, "chests": list(CHEST_PIPS), "guard_squares": GUARD_SQUARES}
                        for p in range(PALACES)],
            "cards_per_palace": CARDS_PER_PALACE,
            "dancers": DANCERS,
            "thieves": THIEVES,
            "own_guards": {str(n): guards for n, guards in OWN_GUARDS.items()},
            "chests_to_win": {str(n): chests for n, chests in CHESTS_TO_WIN.items()},
            "max_thief_actions": MAX_THIEF_ACTIONS,
            "actions": [
                {"action": "Smuggling one thief from your supply into a palace",
                 "cost": "1 card of that palace for each external guard (of a fellow player or neutral) "
                         "standing there; at least 1 of your own guards and 1 external guard must stand "
                         "there"},
                {"action": "Moving your own guard",
                 "cost": "1 card of the palace it stands in front of or of the one it is sent to; at least 1 "
                         "guard square must be unoccupied there"},
                {"action": "Moving your own guard and taking one of your own thieves with you",
                 "cost": "1 card, as for the guard; the thief comes from the courtyard of the palace the "
                         "guard leaves"},
                {"action": "Moving a neutral guard",
                 "cost": "2 cards: one of the palace it stands in front of, one of the palace it is sent to"},
            ],
            "dancer": "a dancer can be used like any palace card; played dancers go back to the open dancers",
        }

    def action_table(self) -> ActionTable[Action]:
        return TABLE

    def read_action(self, state: TwelveThievesState, text: str) -> Action:
        """The notation of `actions.py`, the cards paid in any order; an action no rule allows
        is read too, and refused by the state with its reason."""
        return TABLE.find(text) or parse(text)
