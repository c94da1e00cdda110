"""Rounds of self-play, compared: the learned value of three to six players (value_table.py)
read from another of the package's weights files, played one move ahead as `greedy(value=true)`
plays the shipped one, so that one round's value can meet another's in the same game.

    python -m realmkit.learn.rounds tournament fantasy-realms --players \\
        "greedy-weights(weights=value_table_round1.json),greedy(value=true),automatos,threshold-greedy" \\
        -n 300 --seed 600 --workers 1

is realmkit's command line with the agent `greedy-weights` added (in this process: one worker).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from realmkit.core import Action, GameStringError, State, ai_for
from realmkit.core.agent import Agent, register_agent
from realmkit.core.ai import one_ply_choice
from realmkit.core.options import option, option_like
from realmkit.games.fantasy_realms.ai import FantasyRealmsAI, value_table
from realmkit.games.fantasy_realms.state import FantasyRealmsState


@dataclass(frozen=True)
class WeightsSettings:
    """The options of `greedy-weights`."""

    weights: str = option_like(value_table.WEIGHTS_OPTION)
    samples: int = option(4, "deals of what the seat has not seen, summed", minimum=1)


@register_agent
class GreedyWeightsAgent(Agent[WeightsSettings]):
    """`greedy(value=true)` on the value of the weights file `weights`: each action by the
    value, for its seat, of the position it leaves, summed over `samples` deals by the evidence
    of the others' play (`FantasyRealmsAI.determinize`); ties broken at random. With the shipped
    file it makes greedy(value=true)'s moves. The base game of three to six players only."""

    name = "greedy-weights"
    summary = "greedy(value=true) on the learned value of another weights file (Fantasy Realms, 3-6 players)"
    settings_class = WeightsSettings

    def act(self, state: State) -> Action:
        ai = ai_for(state.game)
        if not (isinstance(ai, FantasyRealmsAI) and isinstance(state, FantasyRealmsState)
                and ai.variant == "base" and ai.base_deck and state.num_players >= 3):
            raise GameStringError("greedy-weights plays the base game of Fantasy Realms (base deck, "
                                  "no promos or Cursed Items) with 3 to 6 players")
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        table = value_table.table(value_table.weights_for(state.num_players, self.settings.weights))
        return one_ply_choice(state, list(actions), self.settings.samples, self.rng,
                              judge=table.seat_margin)


def main(argv: list[str] | None = None) -> int:
    """realmkit's command line, with `greedy-weights` among its agents."""
    from realmkit.cli import main as cli_main

    return cli_main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    raise SystemExit(main())
