"""Classic Realm around the rules: setup files, notation, encoding, views and the AI hooks."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from realmkit.core import GameStringError, IllegalActionError, ai_for
from realmkit.games.realm.classic.game import ClassicGame
from realmkit.games.realm.components import REALM_OF, parse_square

FIRST, SECOND = 0, 1
HALF = (
    ["b2", "e2", "h2", "k2", "b5", "e5", "h5", "k5"],
    ["b8", "e8", "h8", "k8", "b11", "e11", "h11", "k11"],
)


def write(tmp_path: Path, pieces: list[dict[str, object]], source: str = "a test diagram") -> str:
    path = tmp_path / "setup.json"
    path.write_text(json.dumps({"source": source, "pieces": pieces}), encoding="utf-8")
    return str(path)


def enforcers(squares: list[str], player: int) -> list[dict[str, object]]:
    return [{"player": player, "kind": "enforcer", "square": s} for s in squares]


def test_the_built_in_setup_file_says_where_it_comes_from() -> None:
    from importlib import resources

    data = json.loads(
        resources.files("realmkit.games.realm").joinpath("data", "classic.json").read_text("utf-8")
    )
    assert data["source"].startswith("designed for realmkit")
    assert len(data["pieces"]) == 16


def test_a_setup_file_replaces_the_starting_position(tmp_path: Path) -> None:
    """Border pieces in a diagram are pieces in the water of their Realm."""
    left = ["b2", "b5", "b8", "b11", "e2", "e5", "e8"]
    right = ["h2", "h5", "h8", "h11", "k2", "k5", "k8", "k11"]
    path = write(tmp_path, enforcers([*left, "e10"], FIRST) + enforcers(right, SECOND))
    state = ClassicGame(setup=path).new_state(2, 0)
    assert state.center[REALM_OF[parse_square("e11")]] == 0
    assert state.water[2 * REALM_OF[parse_square("e11")]] == 1
    assert state.center[REALM_OF[parse_square("k11")]] == 2


@pytest.mark.parametrize(
    ("pieces", "message"),
    [
        (enforcers(HALF[0][:7], FIRST) + enforcers(HALF[1], SECOND), "player 0 must have 8 Enforcers"),
        ([*enforcers(HALF[0], FIRST), {"player": 1, "kind": "power", "square": "b8"}], "kind 'power'"),
        (enforcers(HALF[0], FIRST) + enforcers([*HALF[1][:7], "b2"], SECOND), "holds two pieces"),
        (enforcers(HALF[0], FIRST) + enforcers([*HALF[1][:7], "m3"], SECOND), "not a square"),
        (enforcers(HALF[0], FIRST) + enforcers(["a1", "c1", "a3", "c3", "d1", "f1", "d3", "f3"], SECOND),
         "needs a piece on a Center"),
    ],
)
def test_a_bad_setup_file_is_refused_with_a_clear_error(
    tmp_path: Path, pieces: list[dict[str, object]], message: str
) -> None:
    with pytest.raises(GameStringError, match=message):
        ClassicGame(setup=write(tmp_path, pieces))


def test_a_missing_or_malformed_setup_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(GameStringError, match="cannot read"):
        ClassicGame(setup=str(tmp_path / "absent.json"))
    (tmp_path / "bad.json").write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(GameStringError, match="JSON object"):
        ClassicGame(setup=str(tmp_path / "bad.json"))


def test_notation_reads_back_and_bad_text_says_what_is_allowed() -> None:
    game = ClassicGame()
    state = game.new_state(2, 0)
    assert str(game.parse_action(state, " E5-E8 ")) == "e5-e8"
    with pytest.raises(IllegalActionError, match="adjacent Center"):
        game.parse_action(state, "e5-e11")
    with pytest.raises(IllegalActionError, match="not a move"):
        game.parse_action(state, "e5 to e8")


def test_the_integer_encoding_is_a_bijection() -> None:
    game = ClassicGame()
    ids = range(game.num_distinct_actions())
    actions = [game.id_to_action(i) for i in ids]
    assert len({str(a) for a in actions}) == len(actions)
    assert [game.action_to_id(a) for a in actions] == list(ids)
    with pytest.raises(IllegalActionError, match="out of range"):
        game.id_to_action(-1)


def test_observation_and_render_show_pieces_water_and_double_move() -> None:
    state = ClassicGame(double_moves=True).new_state(2, 0)
    state.apply(state.game.parse_action(state, "e5-e8"))
    view = state.observation(FIRST)
    assert view["centers"]["e8"] == "X" and view["in_water"] == [0, 1]
    assert view["double_move"] == {
        "holder": 1, "regular_turns_first": 2, "second_move_open": False, "rescued_this_turn": None,
    }
    text = state.render(SECOND)
    assert "In the water: X 0, O 1" in text and "DOUBLE-MOVE: O may take it after 2" in text
    assert "Turn 2: O (Player 2) to move" in text, "the terminal numbers players from 1"


def test_evaluate_prefers_more_pieces_on_centers() -> None:
    game = ClassicGame()
    state = game.new_state(2, 0)
    state.apply(game.parse_action(state, "e5-e8"))
    assert ai_for(game).evaluate(state, FIRST) > 0 > ai_for(game).evaluate(state, SECOND)


def test_rollout_usually_dunks_an_enemy_when_it_can() -> None:
    game = ClassicGame()
    state = game.new_state(2, 0)
    rng = random.Random(1)
    picks = [str(ai_for(game).rollout_action(state, rng)) for _ in range(200)]
    dunks = {"b5-b8", "e5-e8", "h5-h8", "k5-k8"}
    assert sum(p in dunks for p in picks) > 150, "uniform choice would dunk about 4 times in 9"


def test_greedy_beats_random_at_classic() -> None:
    from realmkit.arena.match import play_match

    game = ClassicGame()
    wins = 0
    for seed in range(6):
        players = ["greedy", "random"]
        if seed % 2:
            players.reverse()
        wins += play_match(game, players, seed).returns[seed % 2] > 0
    assert wins >= 5


@pytest.mark.parametrize("options", [{}, {"double_moves": True}, {"placement": True}])
def test_random_games_keep_every_piece_and_never_overfill_a_realm(options: dict[str, bool]) -> None:
    """Pieces are only ever moved between Centers and the water: 8 a side once placed."""
    game = ClassicGame(**options)
    for seed in range(3):
        state = game.new_state(2, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            if state.placed == 16:
                for player in (FIRST, SECOND):
                    assert state.on_centers(player) + state.dunked(player) == 8
            for r in range(16):
                assert (state.center[r] != 0) + state.water[2 * r] + state.water[2 * r + 1] <= 9


@pytest.mark.slow
def test_search_on_the_evaluation_and_rollouts_beats_greedy() -> None:
    from realmkit.arena.match import play_match

    game = ClassicGame()
    results = []
    for seed in range(6):
        players = ["mcts(iterations=200,depth=20)", "greedy"]
        if seed % 2:
            players.reverse()
        results.append(play_match(game, players, seed).returns[seed % 2])
    assert results.count(1.0) >= 5
