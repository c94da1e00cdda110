"""Rounds of self-play, compared: the learned value of three to six players (value_table.py)
read from another of the package's weights files, played one move ahead as `greedy(value=true)`
plays the shipped one, so that one round's value can meet another's in the same game.

    python -m realmkit.learn.rounds tournament fantasy-realms --players \\
        "greedy-weights(weights=value_table_round1.json),greedy(value=true),automatos,threshold-greedy" \\
        -n 300 --seed 600 --workers 1

is realmkit's command line with the agent `greedy-weights` added (in this process: one worker).
"""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from importlib.resources import files
from typing import Any

from realmkit.agents.base import Agent, register_agent
from realmkit.core import Action, GameStringError, Option, State, ai_for
from realmkit.games.fantasy_realms.ai import FantasyRealmsAI, value_table
from realmkit.games.fantasy_realms.ai.value import MARGIN_UNIT, ValueNet
from realmkit.games.fantasy_realms.choices import best_total
from realmkit.games.fantasy_realms.state import BASE_END, DISCARD, FantasyRealmsState

PACKAGE = "realmkit.games.fantasy_realms.ai"
WEIGHTS = tuple(sorted(p.name for p in files(PACKAGE).iterdir()
                       if p.name.startswith("value_table") and p.name.endswith(".json")))
"""The package's weights files of the value of three to six players: the shipped one
(value_table.json) and those of other rounds beside it."""


class Weights:
    """The value of one weights file, computed as value_table.py computes the shipped one."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.net = ValueNet(data, value_table.NUM_FEATURES)
        self.best_other = {int(n): float(v) for n, v in data["mean best other score"].items()}
        self.margin = lru_cache(maxsize=1 << 16)(self._margin)

    def _margin(self, hand: int, discard: int, known: int, players: int, wait: int, deck: int) -> float:
        """value_table.margin with these weights."""
        if discard.bit_count() >= BASE_END:
            return best_total(hand) - self.best_other[players]
        inputs = value_table.features(hand, discard, known, players, wait, deck)
        return MARGIN_UNIT * self.net.forward(*inputs)

    def seat_margin(self, state: FantasyRealmsState, seat: int) -> float:
        """value_table.seat_margin with these weights: a seat about to discard by its best discard."""
        where = value_table.position(state, seat)
        if state.phase != DISCARD or seat != state.player:
            return self.margin(*where)
        return max(self.margin(*value_table.after_discard(where, a.card))
                   for a in state.legal_actions() if a.card >= 0)


@lru_cache(maxsize=len(WEIGHTS))
def weights(name: str) -> Weights:
    """The value of the package's weights file `name` (one of WEIGHTS)."""
    return Weights(json.loads(files(PACKAGE).joinpath(name).read_text(encoding="utf-8")))


@register_agent
class GreedyWeightsAgent(Agent):
    """`greedy(value=true)` on the value of the weights file `weights`: each action by the
    value, for its seat, of the position it leaves, summed over `samples` deals by the evidence
    of the others' play (`FantasyRealmsAI.determinize`); ties broken at random. With the shipped
    file it makes greedy(value=true)'s moves. The base game of three to six players only."""

    name = "greedy-weights"
    summary = "greedy(value=true) on the learned value of another weights file (Fantasy Realms, 3-6 players)"
    options_spec = (
        Option("weights", "value_table.json", "the package's weights file of the value", choices=WEIGHTS),
        Option("samples", 4, "deals of what the seat has not seen, summed", minimum=1),
    )

    def act(self, state: State) -> Action:
        ai = ai_for(state.game)
        if not (isinstance(ai, FantasyRealmsAI) and isinstance(state, FantasyRealmsState)
                and ai.variant == "base" and ai.base_deck and state.num_players >= 3):
            raise GameStringError("greedy-weights plays the base game of Fantasy Realms (base deck, "
                                  "no promos or Cursed Items) with 3 to 6 players")
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        table, player = weights(str(self.options["weights"])), state.current_player()
        totals = [0.0] * len(actions)
        for _ in range(int(self.options["samples"])):
            world = ai.determinize(state, player, self.rng)
            for i, action in enumerate(actions):
                child = world.clone()
                child.apply_unchecked(action)
                assert isinstance(child, FantasyRealmsState)
                totals[i] += table.seat_margin(child, player)
        best = max(totals)
        return self.rng.choice([a for a, t in zip(actions, totals, strict=True) if t == best])


def main(argv: list[str] | None = None) -> int:
    """realmkit's command line, with `greedy-weights` among its agents."""
    from realmkit.cli import main as cli_main

    return cli_main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    raise SystemExit(main())
