"""The command line: games, play, simulate, replay, bench, and one-line errors."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pytest
from click.testing import CliRunner

from realmkit.arena.match import MatchResult, summarize_matches
from realmkit.bench import generic
from realmkit.cli import cli, main
from realmkit.core.record import GameRecord


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args), input=input)
    return result.exit_code, result.output


def test_games_lists_ids_players_and_options() -> None:
    code, out = run("games", "--json")
    assert code == 0
    toy = next(g for g in json.loads(out) if g["id"] == "toy-swap")
    assert (toy["min_players"], toy["max_players"]) == (2, 3)
    assert toy["options"][0]["name"] == "rounds" and toy["options"][0]["default"] == 2
    code, out = run("games")
    assert code == 0 and "toy-swap" in out


def test_play_between_agents_saves_a_record_that_replays(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    code, out = run("play", "toy-swap", "--players", "random,greedy", "--seed", "4", "--save", str(path))
    assert code == 0, out
    assert "Player 1 (random):" in out and "Record written" in out
    code, out = run("replay", str(path))
    assert code == 0 and out.startswith("ok: toy-swap, seed 4, 4 actions, finished")


def test_human_seat_sees_its_hand_and_retries_bad_input() -> None:
    code, out = run("play", "toy-swap", "--players", "human,random", "--seed", "1",
                    input="99\nfold\nkeep\n1\n")
    assert code == 0, out
    assert "There is no action 99: choose from 1 to 3 or type one." in out
    assert "Not accepted: 'fold' is not a legal action now" in out
    assert '"hand": [' in out


@pytest.mark.parametrize(("players", "asked"), [("human,random", 1), ("random,random", 0)])
def test_the_collector_is_settled_before_each_human_move(players: str, asked: int,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Python's full collections read everything kept (the scorer's memory of hands): settled
    while a person thinks, they do not fall in the middle of an AI's move (docs/lab/ai-notebook.md)."""
    calls: list[int] = []
    monkeypatch.setattr("realmkit.cli.play.settle", lambda: calls.append(1))
    code, out = run("play", "toy-swap", "--players", players, "--seed", "1", input="quit\n")
    assert code == 0, out
    assert len(calls) == asked


def test_human_can_stop_the_game() -> None:
    code, out = run("play", "toy-swap", "--players", "human,random", "--seed", "1", input="quit\n")
    assert code == 0 and "the game was stopped" in out


def test_simulate_reports_win_rates_scores_and_length() -> None:
    code, out = run("simulate", "toy-swap", "--players", "greedy,random", "-n", "30", "--json")
    assert code == 0, out
    data = json.loads(out)
    assert data["games"] == 30 and data["mean_length"] == 4
    assert sum(seat["wins"] for seat in data["seats"]) == pytest.approx(30)
    assert data["seats"][0]["win_rate"] > data["seats"][1]["win_rate"]
    code, out = run("simulate", "toy-swap", "--players", "greedy,random", "-n", "3")
    assert code == 0 and "mean game length: 4.0 actions" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("play", "nope", "--players", "random,random"), "unknown game 'nope'"),
        (("play", "toy-swap", "--players", "random,robot"), "unknown agent 'robot'"),
        (("simulate", "toy-swap", "--players", "random"), "played by 2-3 players, not 1"),
        (("simulate", "toy-swap(rounds=x)", "--players", "random,random"), "option rounds='x' is invalid"),
        (("simulate", "toy-swap", "--players", "random,random", "-n", "0"), "Invalid value"),
        (("bench", "nope"), "unknown game 'nope'"),
    ],
)
def test_wrong_arguments_give_one_line_and_a_non_zero_exit(args: tuple[str, ...], message: str) -> None:
    code, out = run(*args)
    assert code != 0
    assert message in out
    assert "Traceback" not in out


def test_replay_of_a_bad_record_names_the_entry(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"game": "toy-swap", "seed": 1, "players": ["a", "b"], "actions": ["jump"]}))
    code, out = run("replay", str(path))
    assert code == 1
    assert "actions[0]: 'jump' is not a legal action now" in out


def test_bench_reports_figures_with_units(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generic, "SECONDS", 0.05)
    code, out = run("bench", "toy-swap", "--json")
    assert code == 0, out
    figures = {m["name"]: m for m in json.loads(out) if m["game"] == "toy-swap"}
    assert figures["random 2-player playouts"]["unit"] == "games/s"
    assert figures["random 2-player playouts"]["value"] > 0
    assert figures["random 2-player mean game length"]["value"] == 4


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play"], "realmkit: error: give GAME and --players, or --resume RECORD (see 'realmkit play"),
        (["nope"], "realmkit: error: No such command 'nope'. (see 'realmkit --help')"),
        (["play", "nope", "--players", "random"], "realmkit: error: unknown game 'nope'"),
    ],
)
def test_main_prints_errors_on_one_line(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) != 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(message)
    assert captured.err.count("\n") == 1


def test_play_ends_with_each_players_score_and_place() -> None:
    code, out = run("play", "toy-swap", "--players", "random,greedy", "--seed", "2")
    assert code == 0, out
    lines = [line for line in out.splitlines() if ", place " in line]
    assert len(lines) == 2
    assert {line.rsplit("place ", 1)[1] for line in lines} in ({"1", "2"}, {"1 (shared)"})
    firsts = [line.split(":")[0] for line in lines if line.endswith("place 1")]
    headline = f"{firsts[0]} wins." if firsts else "Player 1 (random) and Player 2 (greedy) share the win."
    assert headline in out.splitlines()


def test_replay_says_why_the_game_ended_once_with_or_without_its_final_screen(tmp_path: Path) -> None:
    record = tmp_path / "realm.json"
    code, out = run("play", "realm", "--players", "random,random", "--seed", "5", "--save", str(record))
    assert code == 0, out
    reason = "both players passed in a row"
    for show in ([], ["--show"]):
        code, out = run("replay", str(record), *show)
        assert code == 0 and out.count(reason) == 1, out


def test_a_cooperative_game_ends_with_the_teams_result_and_no_places() -> None:
    """12 Realms is won or lost by all together: the end says Defeat, not 'place 1 (shared)'."""
    code, out = run("play", "twelve-realms", "--players", "random,random", "--seed", "3")
    assert code == 0, out
    assert "Defeat: the players lose together." in out.splitlines()
    assert ", place " not in out and "wins." not in out
    assert out.splitlines()[-3:-1] == ["Player 1 (random): 0", "Player 2 (random): 0"]


def test_a_lost_cooperative_game_is_no_win_for_anyone() -> None:
    """Every seat of a lost co-op game ties first; the table must not count that as a win."""
    record = GameRecord(game="twelve-realms", seed=0, players=["a", "b"], actions=[])
    lost = MatchResult(record, scores=[0.0, 0.0], returns=[-1.0, -1.0], length=5)
    won = MatchResult(record, scores=[1.0, 1.0], returns=[1.0, 1.0], length=5)
    summary = summarize_matches([lost, lost, won], cooperative=True)
    assert [seat["wins"] for seat in summary["seats"]] == [1.0, 1.0]
    assert summarize_matches([lost, lost, won])["seats"][0]["wins"] == pytest.approx(1.5)
    code, out = run("simulate", "twelve-realms", "--players", "random,random", "-n", "2")
    assert code == 0 and "games the team won" in out and "1/k" not in out


def test_simulate_gives_the_win_rate_by_group_twelve_realms_by_realm() -> None:
    """A game counts for each of its labels; the team's wins (cooperative) or each seat's share."""
    record = GameRecord(game="twelve-realms", seed=0, players=["a", "b"], actions=[])
    lost = MatchResult(record, [0.0, 0.0], [-1.0, -1.0], 5, ("realm oz", "realm camelot"))
    won = MatchResult(record, [2.0, 2.0], [1.0, 1.0], 5, ("realm oz", "realm lapland"))
    groups = summarize_matches([lost, won, won], cooperative=True)["groups"]
    assert list(groups) == ["realm camelot", "realm lapland", "realm oz"]
    assert groups["realm oz"]["games"] == 3 and groups["realm oz"]["wins"] == [2.0, 2.0]
    assert groups["realm camelot"]["win_rate"] == [0.0, 0.0]
    assert groups["realm lapland"]["win_rate"] == [1.0, 1.0]
    split = MatchResult(record, [1.0, 1.0], [0.0, 0.0], 5, ("x",))
    assert summarize_matches([split])["groups"]["x"]["wins"] == [0.5, 0.5]
    assert "groups" not in summarize_matches([MatchResult(record, [1.0, 0.0], [1.0, -1.0], 5)])
    code, out = run("simulate", "twelve-realms", "--players", "random,random", "-n", "3", "--json")
    assert code == 0, out
    data = json.loads(out)
    assert all(label.startswith("realm ") for label in data["groups"])
    assert sum(group["games"] for group in data["groups"].values()) == 3 * 2
    code, out = run("simulate", "twelve-realms", "--players", "random,random", "-n", "2")
    assert code == 0 and "by group" in out and "team wins" in out and "95% interval" in out


def test_the_card_command_shows_cards_of_every_set_and_cursed_items() -> None:
    from realmkit.cli.play import card_text

    assert "Wizard, base strength" in card_text("Necromancer")
    assert "[The Cursed Hoard]" in card_text("Necromancer")
    spyglass = card_text("spyglass")
    assert spyglass.startswith("Spyglass (Cursed Item") and "value -1" in spyglass
    assert "unknown card" in card_text("Spyglas")


def test_simulate_holds_no_record_of_the_games_it_has_counted() -> None:
    """The memory `simulate` needs does not grow with the number of games (a game's record is
    15-26 KB): forty games peak within 0.25 MB of five."""

    def peak(games: int) -> int:
        tracemalloc.start()
        try:
            code, out = run("simulate", "twelve-thieves", "--players", "random,random", "-n", str(games))
            assert code == 0, out
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    peak(1)  # imports and the game's tables are made once
    assert peak(40) - peak(5) < 250_000
