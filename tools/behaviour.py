"""Seeded games per configuration and agent, recorded so that a refactoring can show it changed
no behaviour: `python tools/behaviour.py record [game-id ...]` writes
tests/data/behaviour/<game-id>.json; `python tools/behaviour.py check [game-id ...]` replays
the same seeds and reports every game whose actions or scores differ.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from realmkit.core.agent import make_agent
from realmkit.core.registry import game_classes, load

DIRECTORY = Path(__file__).resolve().parent.parent / "tests" / "data" / "behaviour"
AGENTS = ("random", "greedy", "mcts(iterations=12)")
SEEDS = (1, 2)


def play(game_string: str, players: int, agent: str, seed: int) -> dict[str, Any]:
    """One game: every seat played by `agent`, seeded from `seed`."""
    game = load(game_string)
    state = game.new_state(players, seed)
    seats = [make_agent(agent, seed=seed * 10 + seat) for seat in range(players)]
    actions: list[str] = []
    while not state.is_terminal():
        action = seats[state.current_player()].act(state)
        actions.append(str(action))
        state.apply(action)
        for seat in seats:
            seat.observe(state, action)
    return {"game": game_string, "players": players, "agent": agent, "seed": seed,
            "actions": actions, "scores": list(state.scores())}


def games_of(game_id: str) -> list[dict[str, Any]]:
    spec = game_classes()[game_id].spec
    return [play(game_string, players, agent, seed)
            for game_string, players in spec.configurations
            for agent in AGENTS for seed in SEEDS]


def main(argv: list[str]) -> int:
    mode, ids = argv[0], argv[1:] or sorted(game_classes())
    differ = 0
    for game_id in ids:
        path = DIRECTORY / f"{game_id}.json"
        if mode == "record":
            DIRECTORY.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(games_of(game_id), indent=0) + "\n")
            print(f"{game_id}: recorded")
            continue
        for saved in json.loads(path.read_text()):
            now = play(saved["game"], saved["players"], saved["agent"], saved["seed"])
            if now != saved:
                differ += 1
                print(f"DIFFERS {saved['game']} {saved['agent']} seed {saved['seed']}")
        print(f"{game_id}: checked")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
