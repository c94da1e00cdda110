"""The contract, checked over every registered game and every configuration it declares."""

from __future__ import annotations

import json
import random

import pytest

import realmkit
from realmkit.core import TERMINAL, GameStringError, IllegalActionError, PlayerError, State
from realmkit.core.record import GameRecord, replay

MAX_ACTIONS = 50_000
CONFIGURATIONS = [
    pytest.param(game_string, players, id=f"{game_string}-{players}p")
    for spec in realmkit.specs()
    for game_string, players in spec.configurations or ((spec.id, spec.min_players),)
]


def playout(game_string: str, players: int, seed: int, check: bool = False) -> State:
    """A random game to the end; with `check`, the invariants of the contract at every step."""
    game = realmkit.load(game_string)
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        assert len(state.history) < MAX_ACTIONS, f"{game_string} did not end in {MAX_ACTIONS} actions"
        if check:
            check_invariants(state)
        state.apply(rng.choice(state.legal_actions()))
    if check:
        check_invariants(state)
    return state


def check_invariants(state: State) -> None:
    game, n = state.game, state.num_players
    player = state.current_player()
    legal = state.legal_actions()
    assert player == TERMINAL or 0 <= player < n
    assert bool(legal) == (player != TERMINAL), "legal actions are empty exactly at the end"
    assert len(set(legal)) == len(legal), "no action is listed twice"
    ids = [game.action_to_id(action) for action in legal]
    assert all(0 <= i < game.num_distinct_actions() for i in ids)
    assert len(set(ids)) == len(ids)
    assert [game.id_to_action(i) for i in ids] == legal
    for action in random.Random(len(state.history)).sample(legal, min(4, len(legal))):
        hash(action)
        assert game.parse_action(state, str(action)) == action, f"notation {action} reads back"
    scores, returns = state.scores(), state.returns()
    assert len(scores) == n and len(returns) == n
    assert all(-1.0 <= r <= 1.0 for r in returns)
    if state.is_terminal() and not game.spec.cooperative:
        assert abs(sum(returns)) < 1e-9, "competitive returns are zero-sum"
    if game.spec.cooperative:
        assert len(set(returns)) == 1
    for seat in [None, *range(n)]:
        json.dumps(state.observation(seat))
        assert isinstance(state.render(seat), str)


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_random_playouts_keep_the_invariants(game_string: str, players: int) -> None:
    for seed in range(2):
        state = playout(game_string, players, seed, check=True)
        assert state.is_terminal()
        assert state.legal_actions() == []


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_clone_is_independent(game_string: str, players: int) -> None:
    game = realmkit.load(game_string)
    state = game.new_state(players, 7)
    rng = random.Random(7)
    for _ in range(5):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    before = views(state)
    copy = state.clone()
    assert views(copy) == before
    while not copy.is_terminal():
        copy.apply(rng.choice(copy.legal_actions()))
    assert views(state) == before, "playing on the clone changed the original"


def views(state: State) -> list[object]:
    """Everything any seat or a spectator can see, the history and the generator."""
    seen = [state.observation(seat) for seat in [None, *range(state.num_players)]]
    return [*seen, [str(a) for a in state.history], state.rng.getstate(), state.legal_actions()]


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_same_seed_same_game_whatever_the_global_random(game_string: str, players: int) -> None:
    random.seed(1)
    first = playout(game_string, players, 3)
    random.seed(2)
    random.random()
    second = playout(game_string, players, 3)
    assert [str(a) for a in first.history] == [str(a) for a in second.history]
    assert views(first) == views(second)


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_record_round_trip(game_string: str, players: int) -> None:
    state = playout(game_string, players, 11)
    record = GameRecord.of(state, ["random"] * players)
    again = replay(GameRecord.from_json(record.to_json()))
    assert views(again) == views(state)
    assert again.scores() == state.scores()


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_observations_hold_no_hidden_information(game_string: str, players: int) -> None:
    """Resampling what a seat cannot know changes nothing that seat (or a spectator) sees."""
    game = realmkit.load(game_string)
    state = game.new_state(players, 5)
    rng = random.Random(5)
    while not state.is_terminal():
        for seat in range(players):
            other = state.determinize(seat, random.Random(len(state.history)))
            assert other.observation(seat) == state.observation(seat)
            assert other.observation(None) == state.observation(None)
            if seat == state.current_player():
                assert other.legal_actions() == state.legal_actions()
        state.apply(rng.choice(state.legal_actions()))
        if len(state.history) > 60:
            break


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_illegal_actions_are_refused_and_change_nothing(game_string: str, players: int) -> None:
    game = realmkit.load(game_string)
    state = game.new_state(players, 9)
    rng = random.Random(9)
    refused = 0
    while not state.is_terminal() and len(state.history) < 40:
        legal = set(state.legal_actions())
        before = views(state)
        for action_id in rng.sample(range(game.num_distinct_actions()), min(20, game.num_distinct_actions())):
            action = game.id_to_action(action_id)
            if action in legal:
                continue
            with pytest.raises(IllegalActionError) as error:
                state.apply(action)
            assert str(error.value), "the refusal says why"
            refused += 1
        assert views(state) == before
        state.apply(rng.choice(sorted(legal, key=game.action_to_id)))
    end = playout(game_string, players, 9)
    with pytest.raises(IllegalActionError):
        end.apply(game.id_to_action(0))
    assert refused > 0 or game.num_distinct_actions() <= 2
    with pytest.raises(IllegalActionError):
        game.id_to_action(game.num_distinct_actions())


BAD_PLAYERS = (-1, True, "0", 1.0)


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_views_and_determinize_refuse_a_player_that_is_not_a_seat(game_string: str, players: int) -> None:
    state = realmkit.load(game_string).new_state(players, 5)
    for bad in (*BAD_PLAYERS, players):
        for view in (state.observation, state.render):
            with pytest.raises(PlayerError, match="is not a seat"):
                view(bad)  # type: ignore[arg-type]
        with pytest.raises(PlayerError, match="is not a seat"):
            state.determinize(bad, random.Random(0))  # type: ignore[arg-type]
    with pytest.raises(PlayerError, match="is not a seat"):
        state.determinize(None, random.Random(0))  # type: ignore[arg-type]
    assert state.observation(None) == state.observation(None)
    assert state.determinize(players - 1, random.Random(0)).current_player() == state.current_player()


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_load_parse_and_ids_refuse_arguments_of_the_wrong_kind(game_string: str, players: int) -> None:
    game = realmkit.load(game_string)
    state = game.new_state(players, 5)
    for bad in (None, True, 3):
        with pytest.raises(GameStringError, match="game string"):
            realmkit.load(bad)  # type: ignore[arg-type]
        with pytest.raises(IllegalActionError, match="notation"):
            game.parse_action(state, bad)  # type: ignore[arg-type]
    for bad_id in (None, True, "0", 1.0, -1, game.num_distinct_actions()):
        with pytest.raises(IllegalActionError, match="out of range"):
            game.id_to_action(bad_id)  # type: ignore[arg-type]
    first = state.legal_actions()[0]
    assert game.id_to_action(game.action_to_id(first)) == first
