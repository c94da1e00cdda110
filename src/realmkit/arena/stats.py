"""Statistics of tournaments: Wilson intervals and Bradley-Terry ratings on the Elo scale."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a success rate (95% by default); (0, 1) with no trials.

    Draws may count as half successes, so `successes` need not be whole.
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    return (max(0.0, centre - half), min(1.0, centre + half))


def bradley_terry(
    wins: Sequence[Sequence[float]], prior: float = 1.0, iterations: int = 1000, tolerance: float = 1e-10
) -> list[float]:
    """Bradley-Terry ratings on the Elo scale (400 points = 10 to 1 odds), averaging 1500.

    `wins[i][j]` is how often agent i beat agent j (a draw gives half to each). `prior` adds
    that many virtual drawn games between every two agents, so that an agent who won or lost
    everything still gets a finite rating. Fitted by the minorisation-maximisation iteration
    gamma_i = W_i / sum_j N_ij / (gamma_i + gamma_j) (Hunter 2004).
    """
    k = len(wins)
    if k == 0:
        return []
    games = [
        [wins[i][j] + wins[j][i] + prior if i != j else 0.0 for j in range(k)] for i in range(k)
    ]
    won = [sum(wins[i][j] for j in range(k) if j != i) + prior * (k - 1) / 2 for i in range(k)]
    gamma = [1.0] * k
    for _ in range(iterations):
        new = []
        for i in range(k):
            denominator = sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(k) if j != i)
            new.append(won[i] / denominator if denominator > 0 else gamma[i])
        logs = [math.log(g) if g > 0 else -50.0 for g in new]
        mean = sum(logs) / k
        new = [math.exp(x - mean) for x in logs]
        change = max(abs(a - b) for a, b in zip(new, gamma, strict=True))
        gamma = new
        if change < tolerance:
            break
    return [1500.0 + 400.0 * math.log10(g) for g in gamma]
