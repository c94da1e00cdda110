"""OpenSpiel's Python search bots as realmkit agents: `openspiel-mcts` and `openspiel-ismcts`.

Both search the OpenSpiel form of the game (openspiel.py) with OpenSpiel's random-rollout
evaluator. `openspiel-mcts` is OpenSpiel's MCTSBot, for games of perfect information: on a
game with hidden information or chance it would search the real hands and the real future
draws, so it refuses them. `openspiel-ismcts` is OpenSpiel's ISMCTSBot, whose worlds are dealt
by `State.determinize` (the resampler), for games with hidden information (OpenSpiel's bot
searches no other, so it refuses them). OpenSpiel's C++ bots cannot be used: they crash on
Python games. Imported by `make_agent` for names starting with `openspiel-`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from realmkit.core import Action, GameStringError, State
from realmkit.core.agent import Agent, register_agent
from realmkit.core.options import option
from realmkit.interop.openspiel import RealmkitGame, RealmkitState, openspiel_game


@dataclass(frozen=True)
class OpenSpielSettings:
    """The options of `openspiel-mcts` and `openspiel-ismcts`."""

    iterations: int = option(1000, "simulations per move", minimum=1)
    c: float = option(2.0, "UCT exploration constant (returns in [-1, 1])", minimum=0.0)
    rollouts: int = option(1, "random rollouts per evaluation", minimum=1)


class _OpenSpielAgent(Agent[OpenSpielSettings]):
    """The common part: the OpenSpiel game of a state, and the bot built for it."""

    settings_class = OpenSpielSettings

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(seed, **options)
        self._games: dict[tuple[str, int], tuple[RealmkitGame, pyspiel.Bot]] = {}
        self._numpy_rng = np.random.RandomState(seed % 2**32)

    def act(self, state: State) -> Action:
        game, bot = self._bot_for(state)
        wrapped = RealmkitState(game, state.clone())
        return game.table.game.id_to_action(int(bot.step(wrapped)))

    def _bot_for(self, state: State) -> tuple[RealmkitGame, pyspiel.Bot]:
        key = (str(state.game), state.num_players)
        if key not in self._games:
            game = openspiel_game(state.game, state.num_players)
            self._games[key] = game, self._make_bot(game)
        return self._games[key]

    def _evaluator(self) -> mcts.RandomRolloutEvaluator:
        return mcts.RandomRolloutEvaluator(self.settings.rollouts, self._numpy_rng)

    def _make_bot(self, game: RealmkitGame) -> pyspiel.Bot:
        raise NotImplementedError


@register_agent
class OpenSpielMCTS(_OpenSpielAgent):
    name = "openspiel-mcts"
    summary = "OpenSpiel's Python MCTSBot (perfect-information games), random rollouts"

    def _make_bot(self, game: RealmkitGame) -> pyspiel.Bot:
        spec = game.spec
        if spec.hidden_information or spec.has_chance:
            raise GameStringError(
                f"openspiel-mcts searches the real state, so it plays only games of perfect "
                f"information without chance, not {spec.id}; use openspiel-ismcts"
            )
        return mcts.MCTSBot(game, self.settings.c, self.settings.iterations,
                            self._evaluator(), solve=True, random_state=self._numpy_rng)


@register_agent
class OpenSpielISMCTS(_OpenSpielAgent):
    name = "openspiel-ismcts"
    summary = "OpenSpiel's Python ISMCTSBot, worlds dealt by State.determinize, random rollouts"

    def _make_bot(self, game: RealmkitGame) -> pyspiel.Bot:
        if not game.spec.hidden_information:
            raise GameStringError(
                f"openspiel-ismcts searches information sets, so it plays only games with hidden "
                f"information, not {game.spec.id}; use openspiel-mcts"
            )
        bot = ismcts.ISMCTSBot(game, self._evaluator(), self.settings.c,
                               self.settings.iterations, random_state=self._numpy_rng,
                               use_observation_string=False, allow_inconsistent_action_sets=True)
        bot.set_resampler(lambda state, player: state.resample_from_infostate(player, self.rng.random))
        return bot
