"""The game contract for 12 Thieves: playouts with invariants, clones, determinism, records,
notation and the integer encoding."""

from __future__ import annotations

import random

import pytest

from realmkit.core import IllegalActionError, ai_for, load
from realmkit.core.record import GameRecord, replay
from realmkit.games.twelve_thieves import TwelveThieves
from realmkit.games.twelve_thieves.actions import TABLE, parse
from realmkit.games.twelve_thieves.components import DANCER, PALACES
from realmkit.games.twelve_thieves.state import TwelveThievesState

CONFIGURATIONS = TwelveThieves.spec.configurations


def check_invariants(state: TwelveThievesState) -> None:
    n = state.num_players
    cards = [state.discard[c] + state.stack.count(c) + sum(h[c] for h in state.hands) for c in range(PALACES)]
    assert cards == [17] * PALACES
    assert state.dancer_supply + sum(hand[DANCER] for hand in state.hands) == 8
    assert all(count >= 0 for hand in state.hands for count in hand)
    for seat in range(n):
        assert state.supply[seat] + sum(state.thieves[p][seat] for p in range(PALACES)) == 12
    for guards, total in zip(state.guards, state.guard_total, strict=True):
        assert sum(guards) == total <= 4
    chests = sum(len(won) for won in state.won) + sum(4 - level for level in state.chest_level)
    assert chests == 24
    assert 0 <= state.thief_actions <= 3


def playout(game_string: str, players: int, seed: int, check_reasons: bool = False) -> TwelveThievesState:
    game = load(game_string)
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal():
        check_invariants(state)
        legal = state.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        if check_reasons and step % 7 == 0:
            allowed = set(legal)
            for action in TABLE.actions:
                reason = state.illegal_reason(action)
                assert (reason is None) == (action in allowed), (str(action), reason)
        state.apply(rng.choice(legal) if step % 2 else ai_for(game).rollout_action(state, rng))
        step += 1
    check_invariants(state)
    assert state.legal_actions() == []
    return state


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_playouts_keep_every_component_and_legal_actions_match_the_reasons(
    game_string: str, players: int
) -> None:
    for seed in range(2):
        playout(game_string, players, seed, check_reasons=seed == 0)


def test_clones_are_independent() -> None:
    game = TwelveThieves()
    state = game.new_state(3, 4)
    rng = random.Random(4)
    for _ in range(60):
        state.apply(ai_for(game).rollout_action(state, rng))
    before = (state.render(0), [h[:] for h in state.hands], state.stack[:])
    copy = state.clone()
    while not copy.is_terminal():
        copy.apply(ai_for(game).rollout_action(copy, rng))
    assert (state.render(0), state.hands, state.stack) == before


def test_same_seed_and_actions_give_the_same_game_whatever_the_global_random() -> None:
    game = TwelveThieves(variant="tactical")
    first = playout("twelve-thieves(variant=tactical)", 4, 11)
    random.seed(12345)
    again = game.new_state(4, 11)
    for action in first.history:
        random.random()
        again.apply(action)
    assert again.render(None) == first.render(None) and again.hands == first.hands


def test_a_record_replays_to_the_same_result() -> None:
    state = playout("twelve-thieves", 2, 3)
    record = GameRecord.from_json(GameRecord.of(state, ["a", "b"]).to_json())
    assert replay(record).scores() == state.scores()


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    game = TwelveThieves()
    state = game.new_state(2, 1)
    for _ in range(8):
        state.apply(state.legal_actions()[0])
    before = state.clone()
    for action in TABLE.actions:
        if action not in state.legal_actions():
            with pytest.raises(IllegalActionError):
                state.apply(action)
    assert state.render(0) == before.render(0) and state.hands == before.hands
    assert state.history == before.history
    with pytest.raises(IllegalActionError, match="not a 12 Thieves action"):
        state.apply("smuggle 1 pay 1")  # type: ignore[arg-type]  # text, not an action, on purpose


def test_the_integer_encoding_is_a_bijection() -> None:
    game = TwelveThieves()
    n = game.num_distinct_actions()
    assert n == len(TABLE.actions) == len(set(TABLE.actions))
    assert [game.action_to_id(game.id_to_action(i)) for i in range(n)] == list(range(n))
    for bad in (-1, n, "3"):
        with pytest.raises(IllegalActionError, match="out of range"):
            game.id_to_action(bad)  # type: ignore[arg-type]  # ids of wrong types, on purpose


def test_every_action_reads_back_from_its_notation() -> None:
    assert all(parse(str(action)) == action for action in TABLE.actions)
    assert len({str(action) for action in TABLE.actions}) == len(TABLE.actions)


def test_notation_accepts_any_case_and_card_order() -> None:
    assert str(parse("Smuggle 3 PAY d, 3")) == "smuggle 3 pay 3,D"
    assert str(parse("neutral 5>2 pay D,2")) == "neutral 5>2 pay 2,D"
    assert str(parse("  Pass   Dancer ")) == "pass dancer"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty action"),
        ("steal 3", "is not an action"),
        ("smuggle 7 pay 7", "palaces are numbered 1-6"),
        ("smuggle 3", "ends with the cards paid"),
        ("smuggle 3 pay X", "is not a card"),
        ("guard 35 pay 3", "write the palaces as '3>5'"),
        ("guard 3>3 pay 3", "another palace"),
    ],
)
def test_bad_notation_says_what_is_wrong_and_what_is_allowed(text: str, message: str) -> None:
    with pytest.raises(IllegalActionError, match=message):
        parse(text)


def test_options_are_validated() -> None:
    with pytest.raises(ValueError, match="variant"):
        load("twelve-thieves(variant=sneaky)")
    with pytest.raises(ValueError, match="max_turns"):
        load("twelve-thieves(max_turns=0)")
    with pytest.raises(ValueError, match="2-4 players"):
        TwelveThieves().new_state(5)
