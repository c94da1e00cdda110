"""Fits the learned values of Fantasy Realms (games/fantasy_realms/ai/value.py for two-player
Realms, value_table.py for three to six players) and writes their weights.

    python -m realmkit.learn.fantasy_realms --games 11000 --out value2p.json
    python -m realmkit.learn.fantasy_realms --players 3 4 5 6 --games 1000 --hidden 32 --lam 0.9 \
        --workers 1 --out value_table.json
    python -m realmkit.learn.fantasy_realms --players 3 4 5 6 --games 1000 --first-seed 200000 \
        --agent "greedy(value=true)" --hidden 32 --lam 0.9 --workers 1 --out value_table_round1.json
    python -m realmkit.learn.fantasy_realms --players 3 3 4 4 5 6 --games 600 --first-seed 300000 \
        --agent fr-search --hidden 32 --lam 0.9 --workers 1 --out value_table_round2.json
    python -m realmkit.learn.fantasy_realms --players 3 --games 10000 --first-seed 500000 \
        --hidden 32 --lam 0.9 --workers 2 --out value_table_3p.json
    python -m realmkit.learn.fantasy_realms --players 3 --games 3000 --first-seed 600000 \
        --agent fr-expert --hidden 32 --lam 0.9 --workers 2 --out value_table_3p_round1.json

Needs the extra `learn` (numpy, torch). Games are played by the self-play agent (`--agent`,
`greedy` unless given; with three players or more game i has players[i mod len(players)]: a
second round's games are those of the first round's value played by `greedy(value=true)`, and
learn/rounds.py sets one round against another); at the end of each turn each seat's
position is recorded (two-player Realms: the seat that played; three players or more: every
seat, as value_table.py reads it) with the game's final margin (the seat's score less the best
other score). The network is fitted by TD(lambda): first to the
final margins, then, round after round, to targets mixing the network's own value of the seat's
next position with the final margin (lambda), which have much less noise than the margins
alone. A second output learns the chance of winning alongside; the shipped file keeps the margin.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any

from realmkit.core import load
from realmkit.core.agent import make_agent
from realmkit.games.fantasy_realms.ai import value, value_table
from realmkit.games.fantasy_realms.ai.value import MARGIN_UNIT
from realmkit.games.fantasy_realms.phases import DISCARD
from realmkit.games.fantasy_realms.state import FantasyRealmsState

GAME = "fantasy-realms(variant=two-player)"
TABLE_GAME = "fantasy-realms"
Row = tuple[int, ...]
"""game, seat, the seat's position (value.py's or value_table.py's), its final score, the best
other final score."""
Features = Callable[..., tuple[list[int], list[float]]]


def self_play(seed: int, agent: str = "greedy") -> list[Row]:
    """One game of two players: each seat's position at the end of each of its turns, with the
    final scores (the seat's, the other's)."""
    state: FantasyRealmsState = load(GAME).new_state(2, seed)
    agents = [make_agent(agent, seed * 2 + 1000001), make_agent(agent, seed * 2 + 1000002)]
    seen: list[tuple[int, ...]] = []
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(agents[seat].act(state))
        action = state.history[-1]  # the game's own action, which apply checked and played
        if action.kind == "discard" or (action.kind == "take" and state.phase != DISCARD):
            seen.append((seat, *value.position(state, seat)))
    scores = [int(s) for s in state.scores()]
    return [(seed, *row, scores[row[0]], scores[1 - row[0]]) for row in seen]


def table_play(seed: int, players: Sequence[int] = (3, 4, 5, 6), agent: str = "greedy") -> list[Row]:
    """One game of the base game with players[seed mod len(players)] players: every seat's
    position at the end of every turn, with its final score and the best of the others'."""
    n = players[seed % len(players)]
    state: FantasyRealmsState = load(TABLE_GAME).new_state(n, seed)
    agents = [make_agent(agent, seed * 8 + p + 1000001) for p in range(n)]
    seen: list[tuple[int, ...]] = []
    while not state.is_terminal():
        state.apply(agents[state.current_player()].act(state))
        action = state.history[-1]  # the game's own action, which apply checked and played
        if action.kind == "discard":
            seen.extend((p, *value_table.position(state, p)) for p in range(n))
    scores = [int(s) for s in state.scores()]
    best_other = [max(s for q, s in enumerate(scores) if q != p) for p in range(n)]
    return [(seed, *row, scores[row[0]], best_other[row[0]]) for row in seen]


def generate(games: int, first_seed: int, workers: int, players: Sequence[int] = (2,),
             agent: str = "greedy") -> list[Row]:
    """Rows of `games` games with seeds first_seed, first_seed + 1, ..., in that order: two-player
    Realms if `players` is (2,), else the base game with each count of `players` in turn."""
    seeds = range(first_seed, first_seed + games)
    play: Callable[[int], list[Row]] = (partial(self_play, agent=agent) if tuple(players) == (2,)
                                        else partial(table_play, players=tuple(players), agent=agent))
    if workers <= 1:
        return [row for seed in seeds for row in play(seed)]
    with ProcessPoolExecutor(workers) as pool:
        return [row for rows in pool.map(play, seeds, chunksize=50) for row in rows]


def fit(rows: list[Row], hidden: int = 64, rounds: int = 4, epochs: int = 3, lam: float = 0.7,
        weight_decay: float = 1e-3, lr: float = 3e-4, seed: int = 0, features: Features = value.features,
        num_features: int = value.NUM_FEATURES, period: int = 1) -> tuple[Any, dict[str, float]]:
    """The fitted network (torch) and its held-out errors against the final outcomes (games
    whose seed // `period` is a multiple of 10 are held out: with a period of the cycle of
    player counts, every count has held-out games), with the error of a constant for scale."""
    import numpy as np
    import torch

    n = len(rows)
    x = np.zeros((n, num_features), dtype=np.float32)
    outcome = np.zeros((n, 2), dtype=np.float32)
    for i, row in enumerate(rows):
        active, scalars = features(*row[2:-2])
        x[i, active] = 1.0
        x[i, num_features - len(scalars):] = scalars
        mine, theirs = row[-2], row[-1]
        outcome[i] = ((mine - theirs) / MARGIN_UNIT, 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
    game = np.array([r[0] for r in rows])
    following = np.full(n, -1)      # the same seat's next row in the same game
    last: dict[tuple[int, int], int] = {}
    for i in range(n - 1, -1, -1):
        key = (rows[i][0], rows[i][1])
        following[i] = last.get(key, -1)
        last[key] = i
    held = game // period % 10 == 0
    torch.manual_seed(seed)
    net = torch.nn.Sequential(torch.nn.Linear(num_features, hidden), torch.nn.ReLU(),
                              torch.nn.Linear(hidden, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 2))
    optimiser = torch.optim.Adam(net.parameters(), lr=lr, weight_decay=weight_decay)
    bce = torch.nn.BCEWithLogitsLoss()
    inputs = torch.tensor(x)
    target = outcome.copy()
    for round_ in range(rounds):
        if round_:
            net.eval()
            with torch.no_grad():
                out = net(inputs)
            now = np.stack([out[:, 0].numpy(), torch.sigmoid(out[:, 1]).numpy()], axis=1)
            for i in range(n - 1, -1, -1):
                j = following[i]
                target[i] = outcome[i] if j < 0 else (1 - lam) * now[j] + lam * target[j]
        train_x, train_t = torch.tensor(x[~held]), torch.tensor(target[~held])
        net.train()
        for _ in range(epochs):
            order = torch.randperm(len(train_x))
            for start in range(0, len(train_x), 512):
                batch = order[start:start + 512]
                out = net(train_x[batch])
                loss = ((out[:, 0] - train_t[batch, 0]) ** 2).mean() + bce(out[:, 1], train_t[batch, 1])
                optimiser.zero_grad()
                loss.backward()
                optimiser.step()
    net.eval()
    with torch.no_grad():
        out = net(torch.tensor(x[held]))
        truth = torch.tensor(outcome[held])
        errors = {"held-out margin mse": float(((out[:, 0] - truth[:, 0]) ** 2).mean()),
                  "held-out margin variance": float(truth[:, 0].var()),
                  "held-out win log-loss": float(bce(out[:, 1], truth[:, 1]))}
    return net, errors


def weights(net: Any, rows: list[Row], checks: int = 8,
            features: Features = value.features) -> dict[str, Any]:
    """The margin part of the network as value.py reads it, with a few positions, their scalar
    inputs as fitted (the best total depends on the scorer of the day) and the network's
    outputs for them, which the tests compare with value.py's own evaluation."""
    import torch

    layers = [m for m in net if isinstance(m, torch.nn.Linear)]
    w1, w2, w3 = (m.weight.detach().double().tolist() for m in layers)
    b1, b2, b3 = (m.bias.detach().double().tolist() for m in layers)
    examples = []
    net.double()    # the checks in float64, as value.py computes
    for row in rows[:: max(1, len(rows) // checks)][:checks]:
        where = list(row[2:-2])
        active, scalars = features(*where)
        x = torch.zeros(layers[0].in_features, dtype=torch.float64)
        x[active] = 1.0
        x[layers[0].in_features - len(scalars):] = torch.tensor(scalars, dtype=torch.float64)
        with torch.no_grad():
            out = net(x)[0].item()
        examples.append({"position": where, "scalars": scalars, "margin": out})
    net.float()
    finals = {(r[0], r[1]): r[-2] for r in rows}
    best_other: dict[str, list[int]] = {}
    if features is value_table.features:   # each seat of each game once: its players, the best other
        for players, other in {(r[0], r[1]): (r[5], r[-1]) for r in rows}.values():
            best_other.setdefault(str(players), []).append(other)
    return {"mean best other score": {n: round(sum(v) / len(v), 2) for n, v in sorted(best_other.items())},
            "w1": [list(col) for col in zip(*w1, strict=True)], "b1": b1, "w2": w2, "b2": b2,
            "w3": w3[0], "b3": b3[0], "mean final score": round(sum(finals.values()) / len(finals), 2),
            "checks": examples}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2], choices=range(2, 7),
                        help="2: two-player Realms (value.py); 3 to 6, one or more: the base game, "
                        "each count in turn (value_table.py)")
    parser.add_argument("--games", type=int, default=11000, help="self-play games (default 11000)")
    parser.add_argument("--agent", default="greedy", help="the self-play agent's spec (default greedy)")
    parser.add_argument("--first-seed", type=int, default=100000, help="seed of the first game")
    parser.add_argument("--workers", type=int, default=2, help="processes playing the games")
    parser.add_argument("--hidden", type=int, default=64, help="units of each hidden layer")
    parser.add_argument("--lam", type=float, default=0.7, help="TD(lambda)'s lambda (default 0.7)")
    parser.add_argument("--out", default="value2p.json", help="file to write the weights to")
    args = parser.parse_args(argv)
    table = args.players != [2]
    if table and 2 in args.players:
        parser.error("--players: 2 (two-player Realms) cannot be mixed with 3 to 6 (the base game)")
    rows = generate(args.games, args.first_seed, args.workers, args.players, args.agent)
    shape: dict[str, Any] = ({"features": value_table.features, "num_features": value_table.NUM_FEATURES,
                              "period": len(args.players)} if table else {})
    net, errors = fit(rows, hidden=args.hidden, lam=args.lam, **shape)
    data = weights(net, rows, features=shape.get("features", value.features))
    data["made"] = {"games": args.games, "players": args.players, "agent": args.agent,
                    "first seed": args.first_seed, "hidden": args.hidden, "lambda": args.lam,
                    "positions": len(rows), **errors}
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(data, out)
    print(f"{len(rows)} positions of {args.games} games; {errors}; weights in {args.out}")


if __name__ == "__main__":
    main()
