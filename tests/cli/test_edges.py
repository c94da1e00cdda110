"""The command line's edges: paths checked before playing, unattended humans, bad numbers."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from realmkit.cli import cli
from realmkit.core import GameStringError
from realmkit.core.agent import make_agent


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(
    "args",
    [
        ("play", "toy-swap", "--players", "random,greedy", "--save"),
        ("tournament", "toy-swap", "--players", "random,greedy", "-n", "2", "--workers", "1", "--json"),
        ("tournament", "toy-swap", "--players", "random,greedy", "-n", "2", "--workers", "1", "--csv"),
        ("strength", "toy-swap", "-n", "30", "--workers", "1", "--write"),
    ],
)
def test_an_unwritable_output_is_refused_before_any_game(args: tuple[str, ...], tmp_path: Path) -> None:
    code, out, err = run(*args, str(tmp_path / "missing" / "out"))
    assert code != 0
    assert "does not exist" in err and "Traceback" not in out + err
    assert "Player 1" not in out and "|" not in out  # nothing was played


def test_play_saves_after_every_move(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    code, _, _ = run("play", "toy-swap", "--players", "human,random", "--seed", "1", "--save", str(path))
    assert code == 0  # input ended at the first question: the record holds the game so far
    assert json.loads(path.read_text())["moves"] == []
    result = CliRunner().invoke(cli, ["play", "toy-swap", "--players", "human,random", "--seed", "1",
                                      "--save", str(path), "--force"], input="1\n")
    assert result.exit_code == 0
    assert len(json.loads(path.read_text())["moves"]) >= 1


@pytest.mark.parametrize(
    "args",
    [
        ("simulate", "toy-swap", "--players", "human,random", "-n", "2"),
        ("tournament", "toy-swap", "--players", "human,random", "-n", "2", "--workers", "1"),
    ],
)
def test_a_human_is_refused_where_no_one_is_asked(args: tuple[str, ...]) -> None:
    code, out, err = run(*args)
    assert code != 0 and "'human' cannot play in it; use 'realmkit play'" in out + err


@pytest.mark.parametrize(
    "spec", ["mcts(c=nan)", "mcts(c=inf)", "mcts(time=inf)", "mcts(time=1e9)", "mcts(scale=-inf)"]
)
def test_non_finite_and_meaningless_option_values_are_refused(spec: str) -> None:
    with pytest.raises(GameStringError, match="is invalid: expected a finite number"):
        make_agent(spec)


def test_a_time_of_zero_is_refused_with_what_is_allowed() -> None:
    """time=0 would leave no time to search; the default (time left out) searches by iterations."""
    with pytest.raises(GameStringError, match="time=0 leaves no time to search: give seconds above 0"):
        make_agent("mcts(time=0)")
    assert make_agent("mcts(time=0.5)").settings.time == 0.5


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--workers", "0"), "Invalid value for '--workers'"),
        (("-n", "-3"), "Invalid value for '-n'"),
        (("-p", "4"), "toy-swap is played by 2-3 players, not 4 (-p)"),
    ],
)
def test_tournament_numbers_are_checked_first(args: tuple[str, ...], message: str) -> None:
    code, _, err = run("tournament", "toy-swap", "--players", "random,greedy", "--workers", "1", *args)
    assert code != 0 and message in err
    assert "note:" not in err


def test_strength_write_refuses_rows_on_fewer_games_than_the_table_promises(tmp_path: Path) -> None:
    doc = tmp_path / "ai.md"
    doc.write_text("kept\n")
    code, _, err = run("strength", "toy-swap", "-n", "2", "--write", str(doc))
    assert code != 0 and "--write keeps rows on 30 games or more" in err
    assert doc.read_text() == "kept\n"


def _children(pid: int) -> set[int]:
    found = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text().split()
        found.update(int(child) for child in text)
    return found


def started_workers(pid: int) -> set[int]:
    """The worker processes of a tournament, once both have started."""
    for _ in range(600):
        workers = _children(pid)
        if len(workers) >= 2:
            return workers
        time.sleep(0.05)
    raise AssertionError("the workers did not start")


def running(pids: set[int]) -> list[int]:
    """Those of `pids` still running (neither gone nor a zombie)."""
    return [pid for pid in pids if Path(f"/proc/{pid}").exists()
            and "Z" not in Path(f"/proc/{pid}/stat").read_text().split()[2]]


def hear_ctrl_c() -> None:
    """In the child: Ctrl-C as at a terminal, even where the tests were started in the
    background (a shell's background job inherits SIGINT ignored, and Python keeps it so)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads child processes from /proc")
def test_ctrl_c_stops_tournament_workers_at_once() -> None:
    command = [str(Path(sys.executable).parent / "realmkit"), "tournament", "realm", "--players", "mcts,mcts",
               "-n", "4", "--workers", "2", "-q", "--seed", "1"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True, preexec_fn=hear_ctrl_c)
    try:
        workers = started_workers(process.pid)
        time.sleep(0.5)  # the workers are inside their games
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C sends: the whole process group
        _, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130 and b"stopped" in err and b"Traceback" not in err
    assert not running(workers)


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads child processes from /proc")
def test_sigterm_to_a_tournament_stops_its_workers_without_a_traceback() -> None:
    """`kill -TERM PID` reaches the main process only: it ends its workers on the way out, which
    were otherwise left to finish their games and fail writing to a pipe no one read."""
    command = [str(Path(sys.executable).parent / "realmkit"), "tournament", "realm-classic", "--players",
               "mcts(iterations=50),random", "-n", "60", "--workers", "2", "-q", "--seed", "1"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    try:
        workers = started_workers(process.pid)
        time.sleep(0.5)
        process.terminate()  # SIGTERM to the main process alone
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 128 + signal.SIGTERM and err.decode().strip() == "realmkit: stopped"
    assert not running(workers)


def test_scores_are_written_as_the_game_writes_them() -> None:
    from realmkit.cli.basic import format_score

    assert (format_score(151.0), format_score(12.5), format_score(-3)) == ("151", "12.5", "-3")
    _, out, _ = run("play", "toy-swap", "--players", "random,greedy", "--seed", "2")
    assert [line for line in out.splitlines() if ", place " in line]
    assert ".0, place" not in out


def test_a_human_is_told_which_move_ends_the_game() -> None:
    result = CliRunner().invoke(cli, ["play", "toy-swap", "--players", "random,human", "--seed", "1"],
                                input="1\n1\n")
    assert result.exit_code == 0
    prompts = result.output.split("your move")
    assert "(ends the game" not in prompts[1]  # the first of the toy game's four moves
    assert "(ends the game" in prompts[-1]  # its last move ends it


def test_shared_wins_are_said_to_count_as_fractions() -> None:
    _, out, _ = run("simulate", "toy-swap", "--players", "greedy,random", "-n", "3")
    assert "counts as 1/k of a win" in out


def play_toy(players: str, keys: str) -> str:
    result = CliRunner().invoke(cli, ["play", "toy-swap", "--players", players, "--seed", "1"], input=keys)
    assert result.exit_code == 0, result.output
    return result.output


def test_help_lists_the_commands_and_hint_names_a_legal_move() -> None:
    out = play_toy("human,random", "help\nhint\nquit\n")
    assert "undo                take back your last move" in out
    assert "card NAME" not in out  # toy-swap's hand has no card texts
    hint = next(line for line in out.splitlines() if "Hint: mcts would play" in line)
    listed = set(re.findall(r"\d+\. (\S+(?: \S+)*)", out.split("Legal actions:")[1]))
    assert listed >= {"keep", "swap 6", "swap 12"}
    assert hint.rsplit("play ", 1)[1] in listed


@pytest.mark.parametrize(("game", "players", "adviser"), [
    ("fantasy-realms", "human,random,random", "fr-expert"),
    ("fantasy-realms(suits=cursed-hoard)", "human,random,random", "mcts"),  # fr-expert plays the base deck
])
def test_the_hint_is_the_games_strongest_player_where_it_plays(game: str, players: str, adviser: str) -> None:
    result = CliRunner().invoke(cli, ["play", game, "--players", players, "--seed", "2"],
                                input="help\nhint\nquit\n")
    assert result.exit_code == 0, result.output
    assert f"hint                what the strongest AI ({adviser}) would play here" in result.output
    assert "card NAME           a card's full text" in result.output
    assert f"Hint: {adviser} would play " in result.output


@pytest.mark.parametrize("person", ["human", "human()"])
def test_undo_takes_back_the_humans_move_and_the_ai_replies(person: str) -> None:
    result = CliRunner().invoke(cli, ["play", "toy-swap", "--players", f"{person},random", "--seed", "4"],
                                input="keep\nundo\nquit\n")
    out = result.output
    assert "Player 2 (random): keep" in out  # a reply that shows nothing: it can be taken back
    assert "Taken back: 0 moves stand; player 1 again." in out
    assert out.count("Player 1, your move") == 3
    out = play_toy("human,random", "undo\nquit\n")
    assert "Undo refused: you have not moved yet; there is nothing to take back." in out


def test_undo_refuses_to_take_back_a_reply_that_showed_a_card() -> None:
    """Player 2 swaps a card (seed 1): the swapped card is shown and a new one drawn, so playing
    again from the same seed would draw the same card; the move stands."""
    out = " ".join(play_toy("human,random", "keep\nundo\nquit\n").split())  # lines joined as wrapped
    assert re.search(r"Undo refused: player 2's move 'swap \d+' stands: it showed you something hidden "
                     r"\(no undo past chance or hidden information\)\.", out)
    assert out.count("Player 1, your move") == 3 and "Taken back" not in out


def test_long_action_lists_are_grouped_with_the_rest_on_request(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("realmkit.agents.menu.LISTED", 1)
    out = play_toy("human,random", "swap\nall\nquit\n")
    menu, group, everything = out.split("Action (number or notation")[:3]
    assert "2-3: swap 6 swap 12" in menu and "type a group ('swap')" in menu
    assert "2. swap 6" in group and "3. swap 12" in group and "keep" not in group
    assert all(f"{n}. {text}" in everything for n, text in ((1, "keep"), (2, "swap 6"), (3, "swap 12")))


def test_a_saved_game_resumes_where_it_stopped(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = CliRunner().invoke(cli, ["play", "toy-swap", "--players", "human,random", "--seed", "1",
                                      "--save", str(path)], input="1\nquit\n")
    assert result.exit_code == 0
    stopped = json.loads(path.read_text())["moves"]
    assert len(stopped) == 2  # the human's move and the AI's reply
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)], input="1\n")
    assert result.exit_code == 0, result.output
    assert "Resumed after 2 moves." in result.output and ", place " in result.output
    finished = json.loads(path.read_text())
    assert finished["actions"][:2] == stopped and len(finished["actions"]) == 4 and "scores" in finished
    assert finished["seed"] == 1
    code, _, err = run("play", "toy-swap", "--resume", str(path))
    assert code != 0 and "leave out GAME" in err


def test_hot_seat_asks_to_pass_the_keyboard_before_each_hand() -> None:
    out = play_toy("human,human", "\n1\n\n1\n\n1\n\n1\n")
    assert out.count("Pass the keyboard to player") == 4
    first, second = out.split("Pass the keyboard to player 2")[:2]
    assert "Pass the keyboard to player 1" in first and "Player 2, your move" in second
