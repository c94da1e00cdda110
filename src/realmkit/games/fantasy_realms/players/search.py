"""`fr-search`: Fantasy Realms on the learned value of three to six players, the draw searched as
a chance node over the card on top (games/fantasy_realms/ai/search.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from realmkit.core import GameStringError, State
from realmkit.core.agent import Agent, register_agent
from realmkit.core.ai import one_ply_choice
from realmkit.core.options import option, option_like
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.ai.search import CARDS, DEALS, DROP, choose, searchable
from realmkit.games.fantasy_realms.ai.value_table import WEIGHTS_OPTION
from realmkit.games.fantasy_realms.state import FantasyRealmsState


@dataclass(frozen=True)
class SearchSettings:
    """The options of `fr-search`."""

    deals: int = option(DEALS, "worlds dealt by the evidence to weigh the card on top", minimum=1)
    cards: int = option(CARDS, "cards on top valued after their best discard (the likeliest kept); "
                        "the others are valued discarded at once", minimum=0)
    drop: int = option(DROP, "after a draw, the weakest cards of the hand tried as the discard, "
                       "besides the card drawn", minimum=0)
    weights: str = option_like(WEIGHTS_OPTION)
    samples: int = option(4, "worlds of the one-move play where the search does not apply", minimum=1)


@register_agent
class SearchAgent(Agent[SearchSettings]):
    """Each take and discard by its exact learned value, the draw by the mean over the card on
    top; where the learned value of three to six players does not apply (two players, other
    variants and decks, the Necromancer), one move ahead on the game's value as
    `greedy(value=true)`."""

    name = "fr-search"
    summary = "Fantasy Realms: the learned value, the draw searched over the card on top"
    settings_class = SearchSettings

    def act(self, state: State[Any]) -> Action:
        if not isinstance(state, FantasyRealmsState):
            raise GameStringError(f"agent {self.name!r} plays only Fantasy Realms, not {state.game}; "
                                  "use greedy or mcts for other games")
        fr = state
        actions = fr.card_actions()
        if len(actions) == 1:
            return actions[0]
        settings = self.settings
        if searchable(fr):
            return choose(fr, self.rng, settings.deals, settings.cards, settings.drop, settings.weights)
        return one_ply_choice(fr, list(actions), settings.samples, self.rng, value=True)
