"""Fits the learned value of two-player Fantasy Realms (games/fantasy_realms/ai/value.py) and
writes its weights.

    python -m realmkit.learn.fantasy_realms --games 11000 --out value2p.json

Needs the extra `learn` (numpy, torch). Games are played by two `greedy` players; at the end
of each turn the seat's position is recorded (features of value.py) with the game's final
margin. The network is fitted by TD(lambda): first to the final margins, then, round after
round, to targets mixing the network's own value of the seat's next position with the final
margin (lambda), which have much less noise than the margins alone. A second output learns the
chance of winning alongside; the shipped file keeps the margin.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from realmkit.agents.base import make_agent
from realmkit.core import load
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.ai.value import MARGIN_UNIT, NUM_FEATURES, SCALARS, features, position
from realmkit.games.fantasy_realms.state import DISCARD, FantasyRealmsState

GAME = "fantasy-realms(variant=two-player)"
Row = tuple[int, int, int, int, int, int, int, float, float]   # game, seat, position (5), scores


def self_play(seed: int) -> list[Row]:
    """One game of two greedy players: each seat's position at the end of each of its turns,
    with the final scores (the seat's, the other's)."""
    state = load(GAME).new_state(2, seed)
    assert isinstance(state, FantasyRealmsState)
    agents = [make_agent("greedy", seed * 2 + 1000001), make_agent("greedy", seed * 2 + 1000002)]
    seen: list[tuple[int, int, int, int, int, int]] = []
    while not state.is_terminal():
        seat = state.current_player()
        action = agents[seat].act(state)
        assert isinstance(action, Action)
        state.apply(action)
        if action.kind == "discard" or (action.kind == "take" and state.phase != DISCARD):
            seen.append((seat, *position(state, seat)))
    scores = state.scores()
    return [(seed, *row, scores[row[0]], scores[1 - row[0]]) for row in seen]


def generate(games: int, first_seed: int, workers: int) -> list[Row]:
    """Rows of `games` games with seeds first_seed, first_seed + 1, ..., in that order."""
    seeds = range(first_seed, first_seed + games)
    if workers <= 1:
        return [row for seed in seeds for row in self_play(seed)]
    with ProcessPoolExecutor(workers) as pool:
        return [row for rows in pool.map(self_play, seeds, chunksize=50) for row in rows]


def fit(rows: list[Row], hidden: int = 64, rounds: int = 4, epochs: int = 3, lam: float = 0.7,
        weight_decay: float = 1e-3, lr: float = 3e-4, seed: int = 0) -> tuple[Any, dict[str, float]]:
    """The fitted network (torch) and its held-out errors against the final outcomes (games
    whose seed is a multiple of 10 are held out)."""
    import numpy as np
    import torch

    n = len(rows)
    x = np.zeros((n, NUM_FEATURES), dtype=np.float32)
    outcome = np.zeros((n, 2), dtype=np.float32)
    base = NUM_FEATURES - len(SCALARS)
    for i, (_, _, hand, discard, known, other_size, deck, mine, theirs) in enumerate(rows):
        active, scalars = features(hand, discard, known, other_size, deck)
        x[i, active] = 1.0
        x[i, base:] = scalars
        outcome[i] = ((mine - theirs) / MARGIN_UNIT, 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
    game = np.array([r[0] for r in rows])
    following = np.full(n, -1)      # the same seat's next row in the same game
    last: dict[tuple[int, int], int] = {}
    for i in range(n - 1, -1, -1):
        key = (rows[i][0], rows[i][1])
        following[i] = last.get(key, -1)
        last[key] = i
    held = game % 10 == 0
    torch.manual_seed(seed)
    net = torch.nn.Sequential(torch.nn.Linear(NUM_FEATURES, hidden), torch.nn.ReLU(),
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
                  "held-out win log-loss": float(bce(out[:, 1], truth[:, 1]))}
    return net, errors


def weights(net: Any, rows: list[Row], checks: int = 8) -> dict[str, Any]:
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
        where = list(row[2:7])
        active, scalars = features(*where)
        x = torch.zeros(NUM_FEATURES, dtype=torch.float64)
        x[active] = 1.0
        x[NUM_FEATURES - len(SCALARS):] = torch.tensor(scalars, dtype=torch.float64)
        with torch.no_grad():
            out = net(x)[0].item()
        examples.append({"position": where, "scalars": scalars, "margin": out})
    net.float()
    finals = {(r[0], r[1]): r[7] for r in rows}
    return {"w1": [list(col) for col in zip(*w1, strict=True)], "b1": b1, "w2": w2, "b2": b2,
            "w3": w3[0], "b3": b3[0], "mean final score": round(sum(finals.values()) / len(finals), 2),
            "checks": examples}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=11000, help="self-play games (default 11000)")
    parser.add_argument("--first-seed", type=int, default=100000, help="seed of the first game")
    parser.add_argument("--workers", type=int, default=2, help="processes playing the games")
    parser.add_argument("--out", default="value2p.json", help="file to write the weights to")
    args = parser.parse_args(argv)
    rows = generate(args.games, args.first_seed, args.workers)
    net, errors = fit(rows)
    data = weights(net, rows)
    data["made"] = {"games": args.games, "first seed": args.first_seed, **errors}
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(data, out)
    print(f"{len(rows)} positions of {args.games} games; {errors}; weights in {args.out}")


if __name__ == "__main__":
    main()
