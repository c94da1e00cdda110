"""Medieval Realm around the rules: setup files, notation, encoding, views and the AI hooks."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from realmkit.core import GameStringError, IllegalActionError, ai_for
from realmkit.games.realm.components import REALM_OF, parse_square
from realmkit.games.realm.medieval.game import MedievalGame
from realmkit.games.realm.positions import position

FIRST, SECOND = 0, 1


def side(player: int, men: list[str], dukes: list[str]) -> list[dict[str, object]]:
    return [{"player": player, "kind": "man", "square": s} for s in men] + [
        {"player": player, "kind": "duke", "square": s} for s in dukes
    ]


MEN = (["b2", "k2", "b5", "e5", "h5", "k5"], ["b11", "k11", "b8", "e8", "h8", "k8"])
DUKES = (["e2", "h2"], ["e11", "h11"])


def write(tmp_path: Path, pieces: list[dict[str, object]]) -> str:
    path = tmp_path / "medieval_setup.json"
    path.write_text(json.dumps({"source": "a test diagram", "pieces": pieces}), encoding="utf-8")
    return str(path)


def test_the_built_in_setup_file_says_where_it_comes_from() -> None:
    from importlib import resources

    text = resources.files("realmkit.games.realm").joinpath("data", "medieval.json").read_text("utf-8")
    assert json.loads(text)["source"].startswith("designed for realmkit")


def test_a_setup_file_replaces_the_starting_position(tmp_path: Path) -> None:
    pieces = side(FIRST, MEN[0], ["b2", "k2"]) + side(SECOND, MEN[1], DUKES[1])
    pieces[0]["square"], pieces[1]["square"] = "e2", "h2"
    state = MedievalGame(setup=write(tmp_path, pieces)).new_state(2, 0)
    assert state.center[:4] == [3, 1, 1, 3]


def test_a_setup_file_may_hold_dislodged_men(tmp_path: Path) -> None:
    pieces = side(FIRST, [*MEN[0][:5], "d4"], DUKES[0]) + side(SECOND, MEN[1], DUKES[1])
    state = MedievalGame(setup=write(tmp_path, pieces)).new_state(2, 0)
    assert state.water[2 * REALM_OF[parse_square("e5")]] == 1


@pytest.mark.parametrize(
    ("pieces", "message"),
    [
        (side(FIRST, MEN[0], DUKES[0]) + side(SECOND, MEN[1][:5], DUKES[1]), "6 Men, not 2 and 5"),
        (side(FIRST, MEN[0], ["e2", "e1"]) + side(SECOND, MEN[1], DUKES[1]), "Dukes can never be dislodged"),
        (side(FIRST, MEN[0], DUKES[0]) + side(SECOND, MEN[1], ["e11", "e11"]), "holds two pieces"),
        ([*side(FIRST, MEN[0], DUKES[0]), {"player": 2, "kind": "man", "square": "a1"}], "player must be"),
        ([*side(FIRST, MEN[0], DUKES[0]), {"player": 1, "kind": "enforcer", "square": "a1"}], "duke, man"),
    ],
)
def test_a_bad_setup_file_is_refused_with_a_clear_error(
    tmp_path: Path, pieces: list[dict[str, object]], message: str
) -> None:
    with pytest.raises(GameStringError, match=message):
        MedievalGame(setup=write(tmp_path, pieces))


def test_notation_reads_back_and_bad_text_says_what_is_allowed() -> None:
    game = MedievalGame()
    state = game.new_state(2, 0)
    assert str(game.parse_action(state, "E5-E8")) == "e5-e8"
    with pytest.raises(IllegalActionError, match="e11-off"):
        game.parse_action(state, "end")
    with pytest.raises(IllegalActionError, match="e11-off"):
        game.parse_action(state, "e5")


def test_the_integer_encoding_is_a_bijection() -> None:
    game = MedievalGame()
    actions = [game.id_to_action(i) for i in range(game.num_distinct_actions())]
    assert len({str(a) for a in actions}) == len(actions) == 64
    assert [game.action_to_id(a) for a in actions] == list(range(64))
    with pytest.raises(IllegalActionError, match="out of range"):
        game.id_to_action(64)


def test_observation_and_render_show_dukes_men_and_pieces_off() -> None:
    state = MedievalGame().new_state(2, 0)
    view = state.observation(None)
    assert view["centers"]["e2"] == "DX" and view["centers"]["b11"] == "O"
    assert view["off"] == [0, 0]
    text = state.render()
    assert " DX" in text and " DO" in text and "Off the board: X 0, O 0" in text


def test_evaluate_prefers_pieces_nearer_the_far_side() -> None:
    game = MedievalGame()
    state = game.new_state(2, 0)
    state.apply(game.parse_action(state, "e5-e8"))
    assert ai_for(game).evaluate(state, FIRST) > 0 > ai_for(game).evaluate(state, SECOND)


def test_rollout_leaves_the_board_when_it_can() -> None:
    game = MedievalGame()
    state = position(game, {"e11": "X", "b5": "X", "k2": "O"})
    rng = random.Random(3)
    assert {str(ai_for(game).rollout_action(state, rng)) for _ in range(30)} == {"e11-off"}


def test_greedy_beats_random_at_medieval() -> None:
    """Greedy's evaluation guides it: in these ten seeded games it loses none and wins at least
    half (random play ends in draws by the Duke rule often). Not a claim that greedy never
    loses: with other seeds it lost 1 of 10."""
    from realmkit.core.agent import make_agent

    game = MedievalGame()
    results = []
    for seed in range(10):
        state = game.new_state(2, seed)
        agents = [make_agent("greedy", seed=seed), make_agent("random", seed=seed)]
        if seed % 2:
            agents.reverse()
        while not state.is_terminal():
            state.apply(agents[state.current_player()].act(state))
        results.append(state.returns()[seed % 2])
    assert min(results) >= 0 and results.count(1.0) >= 5


def test_random_games_keep_every_piece_and_never_dislodge_a_duke() -> None:
    game = MedievalGame()
    for seed in range(4):
        state = game.new_state(2, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            for player in (FIRST, SECOND):
                codes = [c for c in state.center if c and (c - 1) & 1 == player]
                if state.moving >= 0 and (state.moving_code - 1) & 1 == player:
                    codes.append(state.moving_code)
                men = sum(c <= 2 for c in codes) + sum(state.water[player::2])
                dukes = len(codes) - sum(c <= 2 for c in codes)
                assert men + dukes + state.off[player] == 8
                assert dukes <= 2 and men <= 6


@pytest.mark.slow
def test_search_on_the_evaluation_and_rollouts_beats_greedy() -> None:
    from realmkit.arena.match import play_match

    game = MedievalGame()
    results = []
    for seed in range(6):
        players = ["mcts(iterations=200,depth=20)", "greedy"]
        if seed % 2:
            players.reverse()
        results.append(play_match(game, players, seed).returns[seed % 2])
    assert results.count(1.0) >= 4


def test_a_player_blocked_from_the_start_waits_while_the_opponent_moves(tmp_path: Path) -> None:
    """"If this occurs, the opposing player continues to move": also before the first move, when
    a setup leaves the first player no move (his Men dislodged, his Dukes shut in)."""
    water = ["a4", "b4", "c4", "a5", "c5", "a6", "b6", "c6"]
    pieces = side(FIRST, water[:6], ["b2", "e2"])
    pieces += side(SECOND, ["b5", *water[6:], "b11", "k11", "k8"], ["h2", "e5"])
    state = MedievalGame(setup=write(tmp_path, pieces)).new_state(2, 0)
    assert state.current_player() == SECOND and state.legal_actions()
    assert not state.is_terminal()
