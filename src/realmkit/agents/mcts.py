"""Monte Carlo tree search: UCT for perfect information, information-set search for hidden hands.

One tree of action sequences is grown from the position to decide. Each iteration plays in a
world of its own: a `determinize`d copy for the seat to act when the game hides information or
has chance (so the search never sees a hidden card nor the real future draws), a plain clone
otherwise. The tree is descended by UCB1 among the actions legal in that world, counting for
each child how often it was available (single-observer information-set search; with perfect
information the count is the parent's visits, which gives plain UCT). One new node is added,
the world is played out by the rollout policy, and every node backs up the return of the player
who acted there, so any number of players and cooperative games need nothing special. The parts
are named as in OpenSpiel's mcts.py: selection (`select`, `best_ucb`), expansion (`expand`),
evaluation (`Evaluator`, apart from the tree) and `backup`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from realmkit.core import Action, Game, GameStringError, State, ai_for
from realmkit.core.agent import Agent, register_agent
from realmkit.core.options import option

ROLLOUTS = ("game", "random")
TERMINALS = ("returns", "evaluate")
JUDGES = ("value", "evaluation", "own")
ROOTS = ("ucb", "halving")


class Node:
    """A node of the tree, reached by one action; its value is for the player who played it."""

    __slots__ = ("available", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1


class Normaliser:
    """Maps the game's value (`GameAI.value`, of free scale) to values in [0, 1] for every player.

    A player's value is 1/2 + 1/2 * the mean over the other players of tanh(difference of
    evaluations / scale); in cooperative or one-player games, tanh(evaluation / scale). The
    scale is the mean absolute difference (or evaluation) seen so far in this search, so a
    typical lead counts for about tanh(1) = 0.76 of a win whatever the game's units are;
    `stretch` multiplies that scale (option `scale`).
    With a baseline (the evaluations of the iteration's world before the search moved in it),
    the changes since then are valued instead of the evaluations themselves.
    With `judge=own`, each player's value is its own search value alone, 1/2 + 1/2 * tanh(value /
    scale), for a value that is already a margin over the others (a learned one); only the
    players whose values the tree backs up are valued.
    """

    def __init__(self, game: Game, num_players: int, stretch: float = 1.0, judge: str = "value") -> None:
        self.game = game
        self.judge = judge
        self.stretch = stretch
        self.num_players = num_players
        self.shared = num_players == 1 or game.spec.cooperative
        self.own = judge == "own" and not self.shared
        self.sum = 0.0
        self.count = 0

    def evaluations(self, state: State, seats: frozenset[int] | None = None) -> list[float]:
        """Every player's value or evaluation (with `judge=own`, only those of `seats`, the
        others 0)."""
        ai = ai_for(self.game)
        value = ai.evaluate if self.judge == "evaluation" else ai.value
        if self.shared:
            return [value(state, 0)]
        if self.own and seats is not None:
            return [value(state, p) if p in seats else 0.0 for p in range(self.num_players)]
        return [value(state, p) for p in range(self.num_players)]

    def values(self, state: State, baseline: list[float] | None = None,
               seats: frozenset[int] | None = None) -> list[float]:
        n = self.num_players
        evals = self.evaluations(state, seats)
        if baseline is not None:
            evals = [e - b for e, b in zip(evals, baseline, strict=True)]
        if self.own:
            wanted = range(n) if seats is None else seats
            scale = self._scale([abs(evals[p]) for p in wanted])
            if not scale:
                return [0.5] * n
            return [0.5 + 0.5 * math.tanh(evals[p] / scale) if p in wanted else 0.5 for p in range(n)]
        if self.shared:
            scale = self._scale([abs(evals[0])])
            return [0.5 + 0.5 * math.tanh(evals[0] / scale)] * n if scale else [0.5] * n
        scale = self._scale([abs(evals[p] - evals[q]) for p in range(n) for q in range(p + 1, n)])
        if not scale:
            return [0.5] * n
        return [
            0.5 + 0.5 * sum(math.tanh((evals[p] - evals[q]) / scale) for q in range(n) if q != p) / (n - 1)
            for p in range(n)
        ]

    def _scale(self, magnitudes: list[float]) -> float:
        self.sum += sum(magnitudes)
        self.count += len(magnitudes)
        return self.stretch * self.sum / self.count


@dataclass(frozen=True)
class MCTSSettings:
    """The options of `mcts`."""

    iterations: int = option(1000, "iterations (playouts) per move", minimum=1)
    time: float = option(0.0, "seconds per move; when above 0 it replaces the iteration budget",
                         minimum=0.0, maximum=3600.0)
    c: float = option(0.7, "UCB1 exploration constant (values are in [0, 1])", minimum=0.0)
    rollout: str = option("game", "playout policy: the game's rollout_action, or uniform random",
                          choices=ROLLOUTS)
    baseline: bool = option(False, "value evaluations as changes from the iteration's world before "
                            "the search moved in it (less noise from resampled hidden cards)")
    depth: int = option(0, "playout turns (changes of the seat to act) before the game's evaluation "
                        "is used (0: evaluate each new node; -1: play to the end, the default for games "
                        "without their own evaluation)", minimum=-1)
    horizon: int = option(0, "actions the tree reaches below the position to decide; deeper, the "
                          "playout and evaluation judge (0: no limit)", minimum=0)
    scale: float = option(1.0, "multiplies the scale of evaluation differences: above 1, a value is "
                          "nearer to linear in the evaluation and a sure gain is less preferred to a "
                          "risky one of the same mean", minimum=0.001)
    terminal: str = option("returns", "how a game's end reached by the search is valued: by its "
                           "returns, or by the game's evaluation like any position (for games whose "
                           "determinized hidden cards make the returns misleading)", choices=TERMINALS)
    judge: str = option("value", "what positions are judged by: the game's search value, or its "
                        "evaluation (where a costlier value does not pay at equal time), or each "
                        "player's own search value alone (for a value that is a margin over the "
                        "others)", choices=JUDGES)
    root: str = option("ucb", "how the root's actions share the budget: UCB1, or sequential halving "
                       "(rounds of worlds shared by the actions left, the worse half dropped after "
                       "each)", choices=ROOTS)


@register_agent
class MCTSAgent(Agent[MCTSSettings]):
    """Monte Carlo tree search with a rollout policy and an optional evaluation cut-off.

    A game's AI may suggest its own defaults in `GameAI.mcts_defaults` (a dict of option
    values, e.g. {"depth": 2}); options written in the agent spec win over them.
    """

    name = "mcts"
    summary = "UCT / information-set Monte Carlo tree search"
    settings_class = MCTSSettings

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(seed, **options)
        self.given = frozenset(options)
        if "time" in self.given and self.settings.time == 0:
            raise GameStringError("option time=0 leaves no time to search: give seconds above 0 "
                                  "(up to 3600), or leave time out to search `iterations` per move")

    def settings_for(self, game: Game) -> MCTSSettings:
        """The settings for `game`: its suggested defaults, overridden by those given in the spec.

        A game whose AI does not evaluate has nothing to cut playouts short with, so its
        playouts go to the end unless a depth is given.
        """
        suggested: dict[str, Any] = ai_for(game).mcts_defaults
        changes: dict[str, Any] = {}  # each value parsed by its option, to its field's type
        if not ai_for(game).has_evaluation() and "depth" not in self.given:
            changes["depth"] = -1
        for declared in self.options_spec:
            if declared.name in suggested and declared.name not in self.given:
                changes[declared.name] = declared.parse(suggested[declared.name])
        return replace(self.settings, **changes)

    def act(self, state: State) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return most_visited(self.search(state), actions)

    def search(self, state: State) -> Node:
        """Grow a tree from `state` for the seat to act, within the budget; returns its root.

        Each iteration: a world to play in, selection and expansion down the tree (`select`),
        the evaluator's values of the leaf (`Evaluator.values`), and their `backup`.
        """
        game = state.game
        settings = self.settings_for(game)
        c = settings.c
        seconds = settings.time
        iterations = settings.iterations
        use_baseline = settings.baseline
        horizon = settings.horizon
        me = state.current_player()
        uncertain = game.spec.hidden_information or game.spec.has_chance
        rng = self.rng
        deal = ai_for(game).determinize
        evaluator = Evaluator(game, state.num_players, settings, rng)
        if settings.root == "halving":
            return halving(state, me, (iterations, seconds), evaluator, lambda: deal(state, me, rng)
                           if uncertain else state.clone(), c, horizon, use_baseline, rng)
        root = Node()
        deadline = time.perf_counter() + seconds
        done = 0
        while (time.perf_counter() < deadline) if seconds > 0 else (done < iterations):
            done += 1
            world = deal(state, me, rng) if uncertain else state.clone()
            base = evaluator.normaliser.evaluations(world) if use_baseline else None
            path = select(root, world, c, horizon, rng)
            backup(root, path, evaluator.values(world, base, frozenset(m for _, m in path)))
        return root


def halving(state: State, me: int, budget: tuple[int, float], evaluator: Evaluator,
            world: Callable[[], State], c: float, horizon: int, use_baseline: bool,
            rng: random.Random) -> Node:
    """Sequential halving at the root (Karnin, Koren and Somekh, 2013): the budget (iterations,
    or seconds when above 0) is split evenly over ceil(log2(actions)) rounds; in a round each
    action left is tried in the same worlds (so they are compared on the same hidden cards and
    draws; at least one world a round), with the tree below it grown as usual (UCB1, `horizon`
    actions in all), and the half of worse mean value is dropped. The root's children keep the
    counts, and the last one left counts one more, so it is the most visited."""
    root = Node()
    left = state.legal_actions()
    rounds = max(1, math.ceil(math.log2(len(left))))
    iterations, seconds = budget
    start = time.perf_counter()
    for round_ in range(rounds):
        worlds = max(1, iterations // rounds // len(left))
        deadline = start + seconds * (round_ + 1) / rounds
        done = 0
        while (done == 0 or time.perf_counter() < deadline) if seconds > 0 else done < worlds:
            done += 1
            dealt = world()
            base = evaluator.normaliser.evaluations(dealt) if use_baseline else None
            legal = set(dealt.legal_actions())
            for action in left:
                if action not in legal:
                    continue
                child = root.children.setdefault(action, Node())
                played = dealt.clone()
                played.apply_unchecked(action)
                path = [(child, me)]
                if horizon != 1:
                    path += select(child, played, c, max(0, horizon - 1), rng)
                backup(root, path, evaluator.values(played, base, frozenset(m for _, m in path)))
        if len(left) == 1:
            break
        left.sort(key=lambda a: mean(root.children.get(a)), reverse=True)
        del left[(len(left) + 1) // 2:]
    for action in left:   # the last one left counts most
        if action in root.children:
            root.children[action].visits += 1
    return root


def mean(node: Node | None) -> float:
    """A node's mean value (0 if never visited)."""
    return node.total / node.visits if node is not None and node.visits else 0.0


def select(root: Node, world: State, c: float, horizon: int, rng: random.Random) -> list[tuple[Node, int]]:
    """Selection: descend by UCB1 among the actions legal in `world`, playing them in it, until
    the game ends, the horizon is reached, or a node has an untried action, which is expanded.
    Returns the path as (node, player who acted to reach it)."""
    path: list[tuple[Node, int]] = []
    node = root
    while True:
        mover = world.current_player()
        if mover < 0 or (horizon and len(path) >= horizon):
            return path
        legal = world.legal_actions()
        fresh = [a for a in legal if a not in node.children]
        if fresh:
            path.append((expand(node, world, legal, fresh, rng), mover))
            return path
        action, node = best_ucb(node, legal, c)
        world.apply_unchecked(action)
        path.append((node, mover))


def best_ucb(node: Node, legal: list[Action], c: float) -> tuple[Action, Node]:
    """The child of highest UCB1, counting that each legal child was available once more."""
    children = node.children
    best_action, best_child, best_ucb = legal[0], children[legal[0]], -1.0
    for a in legal:
        child = children[a]
        child.available += 1
        ucb = child.total / child.visits + c * math.sqrt(math.log(child.available) / child.visits)
        if ucb > best_ucb:
            best_action, best_child, best_ucb = a, child, ucb
    return best_action, best_child


def expand(node: Node, world: State, legal: list[Action], fresh: list[Action], rng: random.Random) -> Node:
    """Expansion: add a child for one untried action (chosen at random) and play it in `world`;
    the tried siblings count one more availability."""
    children = node.children
    action = fresh[0] if len(fresh) == 1 else rng.choice(fresh)
    child = children[action] = Node()
    for a in legal:
        if a is not action and a in children:
            children[a].available += 1
    world.apply_unchecked(action)
    return child


def backup(root: Node, path: list[tuple[Node, int]], values: list[float]) -> None:
    """Backup: each node on the path counts the visit and the value of the player who acted."""
    root.visits += 1
    for child, mover in path:
        child.visits += 1
        child.total += values[mover]


class Evaluator:
    """Evaluation, apart from the tree: plays a leaf's world out by the playout policy for
    `depth` turns (to the end when -1), then values it in [0, 1] for every player: by the
    returns at the game's end (unless `terminal=evaluate`), else by the game's value."""

    def __init__(
        self, game: Game, num_players: int, settings: MCTSSettings, rng: random.Random
    ) -> None:
        self.ai = ai_for(game)
        self.depth = settings.depth
        self.use_game_policy = settings.rollout == "game"
        self.judge_ends = settings.terminal == "evaluate" and self.ai.has_evaluation()
        self.normaliser = Normaliser(game, num_players, settings.scale, settings.judge)
        self.rng = rng

    def values(self, world: State, base: list[float] | None,
               seats: frozenset[int] | None = None) -> list[float]:
        """Values in [0, 1] for every player (with `judge=own`, only `seats` are valued)."""
        self.playout(world)
        if world.is_terminal() and not self.judge_ends:
            return [(r + 1.0) / 2.0 for r in world.returns()]
        return self.normaliser.values(world, base, seats)

    def playout(self, world: State) -> None:
        """Play `depth` turns (changes of the seat to act), or to the end."""
        ai, rng, depth = self.ai, self.rng, self.depth
        turns = 0
        seat = world.current_player()
        while seat >= 0 and (depth < 0 or turns < depth):
            if self.use_game_policy:
                world.apply_unchecked(ai.rollout_action(world, rng))
            else:
                world.apply_unchecked(rng.choice(world.legal_actions()))
            mover = world.current_player()
            turns += mover != seat
            seat = mover


def most_visited(root: Node, actions: list[Action]) -> Action:
    """The final choice: the most visited action, then the best mean value, then the first."""

    def rank(action: Action) -> tuple[int, float]:
        node = root.children.get(action)
        if node is None or node.visits == 0:
            return (0, 0.0)
        return (node.visits, node.total / node.visits)

    return max(actions, key=rank)
