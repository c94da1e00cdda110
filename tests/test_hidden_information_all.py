"""Hidden information stays hidden, over every registered game and configuration.

At many positions of seeded random games, for every seat: what the seat cannot know is
resampled (`determinize` from that seat, whose generator is reseeded) and nothing the seat sees
may change: its observation, its text (`render`), its tensor (`encoder_for(game).encode`, where
the game has one), its legal actions when it is to move, and the line its log shows of the move
about to be played (`notation_seen_by`). A spectator (None) sees no change either. A resampled
world carries neither the game's seed nor its future chance.

Each seat's log is built as the game is played, a line per move from the state before it.
Two moves that a seat's log writes alike must leave that seat's observation, text and tensor
alike (until the game is over and every hand is shown): a log line hiding a card while the
views still told which it was would be no hiding.

What is covered of the faces: the terminal shows a seat `render(seat)`, its legal actions and
its log lines; the browser sends `observation(seat)` and its log lines; the RL adapters read
the tensors. Those faces read the functions checked here; what they add of their own (the
screen between two people at one terminal, records written mid-game, the web's messages) is
checked in tests/cli, tests/terminal and tests/web.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import realmkit
from realmkit.core import State
from realmkit.core.tensor import encoder_for, has_encoder
from test_all_games import CONFIGURATIONS

POSITIONS = 10
"""Positions checked per game, spread over its first `MOVES` moves."""
MOVES = 160
DEALS = 2
"""Resampled worlds per seat and position."""
PRIVATE_HANDS = {"fantasy-realms", "twelve-thieves"}
"""The games where a seat holds cards the others do not see (in the others, what is hidden is the
order of a deck and the future)."""


def faces(state: State, viewer: int | None) -> dict[str, Any]:
    """Everything `viewer` (None: a spectator) is shown of `state`."""
    shown: dict[str, Any] = {"observation": state.observation(viewer), "render": state.render(viewer)}
    if viewer is not None and has_encoder(state.game):
        shown["tensor"] = encoder_for(state.game).encode(state, viewer)
    if viewer is not None and viewer == state.current_player():
        shown["legal"] = [str(action) for action in state.legal_actions()]
    return shown


def positions(game_string: str, players: int, seed: int) -> list[tuple[State, Any]]:
    """Positions of a random game (copies), each with the move then played: `POSITIONS` spread
    over its first `MOVES` moves, its last three, and every one whose move some seat's log
    writes with something left out."""
    state = realmkit.load(game_string).new_state(players, seed)
    rng = random.Random(seed)
    played = []
    while not state.is_terminal() and len(state.history) < MOVES:
        action = rng.choice(state.legal_actions())
        played.append((state.clone(), action))
        state.apply(action)
    step = max(1, len(played) // POSITIONS)
    viewers = [None, *range(players)]
    hidden = [i for i, (before, action) in enumerate(played)
              if any(before.notation_seen_by(action, viewer) != str(action) for viewer in viewers)]
    return [played[i] for i in sorted({*range(0, len(played), step), *range(len(played))[-3:], *hidden})]


def playable(world: State) -> None:
    """A resampled world is a position of the game: the seat to move has legal actions, which
    can be played."""
    legal = world.legal_actions()
    assert bool(legal) != world.is_terminal()
    for action in legal[:3]:
        world.clone().apply(action)


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_what_a_seat_sees_does_not_change_when_what_it_cannot_know_is_resampled(
        game_string: str, players: int) -> None:
    changed = 0
    for state, action in [*positions(game_string, players, 21), *positions(game_string, players, 24)]:
        seen = {viewer: faces(state, viewer) for viewer in [None, *range(players)]}
        lines = {viewer: state.notation_seen_by(action, viewer) for viewer in [None, *range(players)]}
        for seat in range(players):
            for deal in range(DEALS):
                world = state.determinize(seat, random.Random(1000 * seat + deal))
                assert world.seed != state.seed, "a resampled world does not carry the game's seed"
                assert world.rng.getstate() != state.rng.getstate(), "nor its generator"
                playable(world)
                for viewer in (seat, None):
                    assert faces(world, viewer) == seen[viewer], (seat, viewer, len(state.history))
                    assert world.notation_seen_by(action, viewer) == lines[viewer]
                others = [other for other in range(players) if other != seat]
                changed += any(faces(world, other) != seen[other] for other in others)
    if realmkit.load(game_string).spec.id in PRIVATE_HANDS and players > 1:
        assert changed, "resampling changed what some other seat would see (hidden cards were dealt anew)"


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_a_resampled_world_does_not_replay_the_real_future(game_string: str, players: int) -> None:
    """Future chance is drawn anew: the same moves from the real position and from a resampled
    one soon show some seat something different (in a game with chance or hidden cards)."""
    spec = realmkit.load(game_string).spec
    if not (spec.has_chance or spec.hidden_information):
        pytest.skip(f"{spec.id} has neither chance nor hidden information")
    differed = 0
    checked = 0
    for state, _ in positions(game_string, players, 22):
        real, world = state.clone(), state.determinize(state.current_player(), random.Random(5))
        rng = random.Random(len(state.history))
        checked += 1
        for _ in range(40):
            if real.is_terminal() or world.is_terminal() or real.current_player() != world.current_player():
                differed += real.is_terminal() != world.is_terminal()
                break
            shared = [a for a in real.legal_actions() if a in set(world.legal_actions())]
            if not shared:
                differed += 1
                break
            action = rng.choice(shared)
            real.apply(action)
            world.apply(action)
            if any(real.observation(v) != world.observation(v) for v in range(players)):
                differed += 1
                break
    assert checked == 0 or differed, "the resampled worlds played out exactly as the real one"


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_moves_a_log_writes_alike_leave_the_seat_s_views_alike(game_string: str, players: int) -> None:
    state = realmkit.load(game_string).new_state(players, 23)
    rng = random.Random(23)
    while not state.is_terminal() and len(state.history) < MOVES:
        legal = state.legal_actions()
        mover = state.current_player()
        for viewer in [None, *range(players)]:
            if viewer == mover:
                continue
            groups: dict[str, list[Any]] = {}
            for action in legal:
                groups.setdefault(state.notation_seen_by(action, viewer), []).append(action)
            for line, actions in groups.items():
                if len(actions) < 2:
                    continue
                after = []
                for action in actions[:8]:
                    copy = state.clone()
                    copy.apply(action)
                    if not copy.is_terminal():
                        after.append(faces(copy, viewer))
                assert all(shown == after[0] for shown in after), (viewer, line, len(state.history))
        state.apply(rng.choice(legal))
