"""Learning with the adapters: REINFORCE with a masked softmax policy, numpy only.

The policy scores each action by a linear function of the seat's observation tensor; illegal
actions get probability 0 (the mask). It is trained through the Gymnasium environment against
`random`, its seat alternating between episodes, then plays a tournament against `random`:

    python -m realmkit.interop.examples.masked_reinforce --episodes 1500 --games 200
"""

from __future__ import annotations

import argparse
import random
from typing import Any

import numpy as np

from realmkit.arena.match import play_match, summarize_matches
from realmkit.core import Action, State, load
from realmkit.core.agent import Agent
from realmkit.interop.gymnasium import RealmkitEnv
from realmkit.interop.table import Table

GAME = "fantasy-realms(variant=two-player)"


class MaskedLinearPolicy:
    """Action probabilities: a softmax of `weights @ observation + bias` over the legal actions."""

    def __init__(self, observation_size: int, num_actions: int) -> None:
        self.weights = np.zeros((num_actions, observation_size), dtype=np.float64)
        self.bias = np.zeros(num_actions, dtype=np.float64)

    def probabilities(self, observation: np.ndarray, legal: np.ndarray) -> np.ndarray:
        logits = self.weights[legal] @ observation + self.bias[legal]
        logits -= logits.max()
        exp = np.exp(logits)
        return exp / exp.sum()

    def choose(self, observation: np.ndarray, mask: np.ndarray, rng: np.random.Generator,
               greedy: bool = False) -> int:
        legal = np.flatnonzero(mask)
        probs = self.probabilities(observation, legal)
        return int(legal[int(np.argmax(probs)) if greedy else rng.choice(len(legal), p=probs)])

    def reinforce(self, steps: list[tuple[np.ndarray, np.ndarray, int]], advantage: float,
                  rate: float) -> None:
        """One policy-gradient step: raise the log-probability of the actions taken, in
        proportion to how much better than expected the episode ended."""
        for observation, legal, action in steps:
            gradient = -self.probabilities(observation, legal)
            gradient[int(np.flatnonzero(legal == action)[0])] += 1.0
            self.weights[legal] += rate * advantage * np.outer(gradient, observation)
            self.bias[legal] += rate * advantage * gradient


def train(game: str = GAME, episodes: int = 1500, rate: float = 0.05, seed: int = 0
          ) -> MaskedLinearPolicy:
    """Train a policy on `game` against random opponents for `episodes` episodes."""
    envs = [RealmkitEnv(game, seat=seat) for seat in range(load(game).player_range()[0])]
    table = envs[0].table
    policy = MaskedLinearPolicy(table.size, table.num_actions)
    rng = np.random.default_rng(seed)
    baseline = 0.0
    for episode in range(episodes):
        env = envs[episode % len(envs)]
        observation, info = env.reset(seed=seed * 1_000_003 + episode)
        steps, done, reward = [], False, 0.0
        while not done:
            mask = info["action_mask"]
            action = policy.choose(observation.ravel(), mask, rng)
            steps.append((observation.ravel(), np.flatnonzero(mask), action))
            observation, reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        policy.reinforce(steps, float(reward) - baseline, rate)
        baseline += 0.02 * (float(reward) - baseline)
    return policy


class PolicyAgent(Agent):
    """A trained policy as a realmkit agent: the most probable legal action."""

    name = "masked-policy"

    def __init__(self, policy: MaskedLinearPolicy, table: Table, seed: int = 0) -> None:
        super().__init__(seed)
        self.policy, self.table = policy, table
        self._rng = np.random.default_rng(seed)

    def act(self, state: State) -> Action:
        seat = state.current_player()
        observation = self.table.observation(state, seat).ravel()
        action_id = self.policy.choose(observation, self.table.mask(state, seat), self._rng, greedy=True)
        return state.game.id_to_action(action_id)


def tournament(policy: MaskedLinearPolicy, game: str = GAME, games: int = 200, seed: int = 1
               ) -> dict[str, Any]:
    """The policy against `random`, seats alternating; its wins, losses and draws."""
    table = Table.of(game)
    loaded = table.game
    wins = losses = 0.0
    results = []
    for number in range(games):
        seat = number % 2
        players: list[str | Agent] = ["random", "random"]
        players[seat] = PolicyAgent(policy, table, seed=number)
        result = play_match(loaded, players, seed=random.Random(seed * 7919 + number).getrandbits(63))
        results.append(result)
        wins += result.returns[seat] > 0
        losses += result.returns[seat] < 0
    summary = summarize_matches(results)
    return {"games": games, "wins": wins, "losses": losses, "draws": games - wins - losses,
            "win_rate": wins / games, "mean_length": summary["mean_length"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--game", default=GAME)
    parser.add_argument("--episodes", type=int, default=1500)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    policy = train(args.game, args.episodes, seed=args.seed)
    untrained = MaskedLinearPolicy(policy.weights.shape[1], policy.weights.shape[0])
    print("untrained:", tournament(untrained, args.game, args.games))
    print("trained:  ", tournament(policy, args.game, args.games))


if __name__ == "__main__":
    main()
