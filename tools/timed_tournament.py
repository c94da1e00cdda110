"""A tournament's games played in this process with every move timed: the game seeds, seatings
and agent seeds of `realmkit tournament` (arena/tournament.py, arena/match.py), so the scores
are the tournament's, and each `act` timed with `time.process_time` (CPU of this process).

    python tools/timed_tournament.py fantasy-realms "fr-expert,greedy,automatos,threshold-greedy" \\
        -p 3 -n 40 --seed 7000 [--first 0] [--moves moves.jsonl]

prints each agent's wins (95% Wilson interval), mean score, and CPU ms a move (mean, p99, max,
moves over 500 ms, and how many of those without the time of Python's full garbage collections
in them), then the full collections' CPU ms (between games too); `--moves` writes one JSON line per timed move
(game, agent, phase, ms, collection_ms),
`--outcomes` one per game (index, seed, seating, scores, returns, length).
`--first` starts at that game index (a run split into parts plays the same games). Between games
it settles the garbage collector as tournaments do (arena/tasks.py, `settle`); `--no-settle`
does not.
"""

from __future__ import annotations

import argparse
import gc
import json
import time
from collections.abc import Callable
from typing import Any

from realmkit.arena.match import agent_seed, play_match
from realmkit.arena.tasks import GameOutcome, settle
from realmkit.arena.tournament import default_num_players, game_seed, rank, seatings
from realmkit.core import Action, Game, State, load
from realmkit.core.agent import make_agent, split_specs

LIMIT_MS = 500.0
FULL_COLLECTIONS: list[float] = []
"""CPU ms of each of Python's full (generation 2) garbage collections so far: a move that holds
one pays for every object the process keeps, the scorer's memory of hands among them."""
_started = [0.0]


def _timed_collection(phase: str, info: dict[str, int]) -> None:
    if phase == "start":
        _started[0] = time.process_time()
    elif info["generation"] == 2:
        FULL_COLLECTIONS.append(1000.0 * (time.process_time() - _started[0]))


def _timed(act: Callable[[State], Action], index: int, agent: int,
           moves: list[dict[str, Any]]) -> Callable[[State], Action]:
    """`act`, its CPU time appended to `moves` with the full collections it held."""
    def timed_act(state: State) -> Action:
        collections = len(FULL_COLLECTIONS)
        start = time.process_time()
        action = act(state)
        moves.append({"game": index, "agent": agent, "phase": str(getattr(state, "phase", "")),
                      "ms": 1000.0 * (time.process_time() - start),
                      "collection_ms": sum(FULL_COLLECTIONS[collections:])})
        return action
    return timed_act


def play(game: Game, specs: list[str], index: int, seating: tuple[int, ...], seed: int,
         moves: list[dict[str, Any]]) -> GameOutcome:
    """One tournament game played by `play_match`, with the agents `play_task` gives it, each
    move's CPU time appended to `moves`."""
    agents = [make_agent(specs[a], agent_seed(seed, seat)) for seat, a in enumerate(seating)]
    for seat, agent in enumerate(agents):
        agent.act = _timed(agent.act, index, seating[seat], moves)  # type: ignore[method-assign]
    result = play_match(game, agents, seed)
    return GameOutcome(index, seed, seating, tuple(result.scores), tuple(result.returns), result.length)


def percentile(values: list[float], q: float) -> float:
    """The value below which a share `q` of `values` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(q * len(ordered) + 0.5) - 1))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("players")
    parser.add_argument("-n", "--games", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("-p", "--num-players", type=int, default=None)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--moves", default=None)
    parser.add_argument("--outcomes", default=None)
    parser.add_argument("--no-settle", action="store_true",
                        help="no `settle` between games (tournaments settle): Python's full "
                             "collections then read everything the process keeps")
    args = parser.parse_args(argv)
    game = load(args.game)
    specs = split_specs(args.players)
    seats = args.num_players or default_num_players(game, len(specs))
    order = seatings(len(specs), seats)
    gc.callbacks.append(_timed_collection)
    moves: list[dict[str, Any]] = []
    outcomes = []
    start = time.process_time()
    for i in range(args.first, args.games):
        outcomes.append(play(game, specs, i, order[i % len(order)], game_seed(args.seed, i), moves))
        if not args.no_settle:
            settle()
    print(f"{len(outcomes)} games, {time.process_time() - start:.1f} s CPU")
    for s in rank(game, specs, outcomes):
        ms = [m["ms"] for m in moves if specs[m["agent"]] == s.agent]
        if not ms:   # an agent the games seated nowhere (fewer games than seatings)
            print(f"{s.agent}: no games")
            continue
        over = sum(m > LIMIT_MS for m in ms)
        over_net = sum(m["ms"] - m["collection_ms"] > LIMIT_MS for m in moves if specs[m["agent"]] == s.agent)
        print(f"{s.agent}: {s.games} games, wins {s.wins:g} = {100 * s.win_rate:.1f}% "
              f"({100 * s.ci_low:.1f}-{100 * s.ci_high:.1f}%), mean score {s.mean_score:.1f}; "
              f"{len(ms)} moves, CPU ms a move: mean {sum(ms) / len(ms):.1f}, "
              f"p99 {percentile(ms, 0.99):.0f}, max {max(ms):.0f}, over {LIMIT_MS:.0f} ms: {over} "
              f"({over_net} without the full collections in them)")
    if FULL_COLLECTIONS:
        print(f"full garbage collections: {len(FULL_COLLECTIONS)}, CPU ms mean "
              f"{sum(FULL_COLLECTIONS) / len(FULL_COLLECTIONS):.0f}, max {max(FULL_COLLECTIONS):.0f}")
    for path, rows in ((args.moves, moves), (args.outcomes, [o.__dict__ for o in outcomes])):
        if path:
            with open(path, "w") as out:
                out.writelines(json.dumps(row) + "\n" for row in rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
