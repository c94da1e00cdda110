"""Rounds of self-play compared: `greedy-weights` plays the value of three to six players from
another of the package's weights files, as greedy(value=true) plays the shipped one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from greedy_games import greedy_positions

import realmkit
from realmkit.core import GameStringError
from realmkit.core.agent import make_agent
from realmkit.games.fantasy_realms.ai import value_table
from realmkit.games.fantasy_realms.ai.value import ValueNet, weights_data
from realmkit.games.fantasy_realms.phases import TURN
from realmkit.learn import rounds

GAME = "fantasy-realms"
OTHER = "value_table.json"
"""At three players, the value of three to six players: another than three players' own."""


def test_the_package_holds_the_shipped_weights_and_another_round() -> None:
    assert value_table.WEIGHTS_FILE in value_table.WEIGHTS_FILES and len(value_table.WEIGHTS_FILES) >= 2


def test_every_weights_file_gives_its_trainers_outputs() -> None:
    """Each round's file carries positions with the outputs torch computed for them; the pure-
    Python network of `greedy-weights` gives them (the scalars as fitted: the best total is the
    scorer's of the day)."""
    for name in value_table.WEIGHTS_FILES:
        table = value_table.table(name)
        data = weights_data(name)
        assert set(data["made"]["players"]) <= {3, 4, 5, 6} and len(data["checks"]) >= 4
        assert set(table.best_other) == set(data["made"]["players"])
        for check in data["checks"]:
            active, _ = value_table.features(*check["position"])
            assert table.net.forward(active, check["scalars"]) == pytest.approx(check["margin"], abs=1e-9)


def test_the_shipped_weights_give_greedy_on_the_values_moves() -> None:
    """With the default (the file of the table's player count, three players' own here), the same
    seed makes greedy(value=true)'s moves: the same values, deals and ties."""
    states = greedy_positions(range(2), lambda s: not s.is_terminal(), GAME, 3)[::3]
    mine, theirs = make_agent("greedy-weights", 11), make_agent("greedy(value=true)", 11)
    assert [mine.act(s) for s in states] == [theirs.act(s) for s in states]
    shipped = value_table.table("value_table_3p.json")
    assert all(shipped.seat_margin(s, p) == value_table.seat_margin(s, p) for s in states for p in range(3))


def test_another_weights_file_gives_another_value_and_other_moves() -> None:
    """The option `weights` is read: another round's network values positions otherwise, and
    somewhere chooses another move."""
    states = greedy_positions(range(2), lambda s: not s.is_terminal(), GAME, 3)
    other = value_table.table(OTHER)
    assert any(other.seat_margin(s, p) != value_table.seat_margin(s, p) for s in states for p in range(3))
    moves = [(make_agent(f"greedy-weights(weights={OTHER})", 3).act(s),
              make_agent("greedy-weights", 3).act(s)) for s in states if s.phase == TURN]
    assert any(a != b for a, b in moves)


def test_a_weights_file_not_in_the_package_is_refused() -> None:
    with pytest.raises(GameStringError, match=r"value_table\.json"):
        make_agent("greedy-weights(weights=nothing.json)")


@pytest.mark.parametrize(("game_string", "players"), [
    ("fantasy-realms(variant=two-player)", 2), ("fantasy-realms(promos=true)", 3)])
def test_games_the_value_does_not_know_are_refused(game_string: str, players: int) -> None:
    state = realmkit.load(game_string).new_state(players, 1)
    with pytest.raises(GameStringError, match="3 to 6 players"):
        make_agent("greedy-weights").act(state)


def test_the_command_line_knows_the_agent(capsys: pytest.CaptureFixture[str]) -> None:
    assert rounds.main(["tournament", GAME, "--players", f"greedy-weights(weights={OTHER}),greedy",
                        "-p", "3", "-n", "1", "--workers", "1"]) == 0
    assert "greedy-weights" in capsys.readouterr().out


@pytest.mark.slow
def test_the_training_command_plays_its_games_with_the_agent_given(tmp_path: Path) -> None:
    """`--agent` chooses who plays the self-play games (a round's games are those of the value of
    the round before): the weights file says so, and its checked positions come from games of
    that agent, not of `greedy`. (Slow: torch's start; extra `learn`.)"""
    pytest.importorskip("torch")
    from realmkit.learn import fantasy_realms as learning

    out = tmp_path / "round.json"
    learning.main(["--players", "3", "4", "--games", "2", "--first-seed", "20", "--hidden", "4",
                   "--agent", "greedy(value=true)", "--workers", "1", "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["made"]["agent"] == "greedy(value=true)" and data["made"]["games"] == 2
    by_value, by_total = ({tuple(r[2:-2]) for r in learning.generate(2, 20, 1, (3, 4), agent)}
                          for agent in ("greedy(value=true)", "greedy"))
    checked = {tuple(c["position"]) for c in data["checks"]}
    assert checked <= by_value and not checked <= by_total
    read = ValueNet(data, value_table.NUM_FEATURES)
    for check in data["checks"]:
        got = read.forward(*value_table.features(*check["position"]))
        assert got == pytest.approx(check["margin"], abs=1e-9)
