"""The learning example: a masked policy trained through the Gymnasium adapter beats random."""

from __future__ import annotations

import pytest

pytest.importorskip("gymnasium")
from realmkit.interop.examples.masked_reinforce import (
    MaskedLinearPolicy,
    tournament,
    train,
)


@pytest.mark.slow
def test_a_trained_policy_beats_random() -> None:
    """800 episodes, then 200 games with seats alternating: a win rate well above one half
    (200 games of a fair coin exceed 0.58 with probability under 1%)."""
    policy = train(episodes=800, seed=3)
    result = tournament(policy, games=200, seed=5)
    assert result["win_rate"] > 0.58, result


def test_the_policy_never_chooses_an_illegal_action() -> None:
    import numpy as np

    policy = MaskedLinearPolicy(4, 6)
    policy.bias[:] = [9, 0, 0, 0, 0, 9]
    mask = np.array([0, 1, 0, 1, 0, 0], dtype=np.int8)
    rng = np.random.default_rng(0)
    assert {policy.choose(np.ones(4), mask, rng) for _ in range(50)} <= {1, 3}
