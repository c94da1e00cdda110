"""Odd values in every option of the command line, and odd text at the terminal's prompt: each
ends in one line (an error or a normal end), never a traceback."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

import realmkit
from realmkit.agents.human import HumanAgent, QuitGame
from realmkit.cli import main
from realmkit.cli.play import card_text

ODD = ["", "\x00", "\n", "²", "9" * 5000, "nan", "-1", "1025", "1000001", "mcts(iterations=1e400)", "x" * 300]
TOURNAMENT = ["tournament", "realm-classic", "--players", "random,random", "-n", "2", "--workers", "1", "-q"]
COMMANDS = {
    "play": (["play", "realm-classic", "--players", "random,random", "--seed", "1"],
             ["--players", "--seed", "--save", "--resume", "GAME"]),
    "simulate": (["simulate", "realm-classic", "--players", "random,random", "-n", "1"],
                 ["--players", "-n", "--seed", "GAME"]),
    "replay": (["replay"], ["PATH"]),
    "score-hand": (["score-hand", "King", "Queen"],
                   ["--choose", "--suits", "--players", "--discard", "--item"]),
    "tournament": (TOURNAMENT, ["--players", "-n", "--seed", "-p", "--workers", "--backend", "--address",
                                "--json", "--csv"]),
    "strength": (["strength", "realm-classic", "-n", "1", "--workers", "1", "-q", "-p", "2"],
                 ["-n", "--seed", "--workers", "--write", "-p"]),
}
CASES = [pytest.param(name, option, id=f"{name} {option}") for name, (_, options) in COMMANDS.items()
         for option in options]


def with_value(name: str, option: str, value: str) -> list[str]:
    args = list(COMMANDS[name][0])
    if option == "PATH":
        return [*args, value]
    if option == "GAME":
        args[1] = value
    elif option in args:
        args[args.index(option) + 1] = value
    else:
        args += [option, value]
    return args


@pytest.mark.parametrize(("name", "option"), CASES)
def test_odd_values_end_in_one_line(name: str, option: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO())
    for value in ODD:
        if option == "-n" and value == "1025":
            continue  # a valid number of games, but a long run
        code = main(with_value(name, option, value))
        err = capsys.readouterr().err
        assert code == 0 or (err.startswith("realmkit: error: ") and err.count("\n") == 1), (value[:20], err)


TYPED = ["²", "٣", "9" * 5000, "\x00", "card ²", "card " + "x" * 5000, "take ²", "d4", "swap", "create 1.5",
         "place guard -1", "pendulum octagon 99999999999999999999", "E@a1", "((", "%s", "all all"]


@pytest.mark.parametrize("game", ["fantasy-realms", "realm-modern", "rolling-realms", "twelve-realms"])
def test_odd_text_at_the_prompt_is_answered_and_asked_again(game: str) -> None:
    loaded = realmkit.load(game)
    state = loaded.new_state(loaded.player_range()[0], 3)
    answers = iter([*TYPED, "quit"])
    out = io.StringIO()
    human = HumanAgent(console=Console(file=out, width=80), ask=lambda _: next(answers), card=card_text)
    with pytest.raises(QuitGame):
        human.act(state)
    assert out.getvalue().count("There is no action") == 3  # '²', '٣' and the 5000 nines
