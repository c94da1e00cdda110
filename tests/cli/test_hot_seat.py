"""People at one keyboard, and the log each seat reads: the hand-off wipes the scrollback too,
undo never takes back another person's move, and every log line is the reader's own view of
the move (`State.notation_seen_by`), never the move's full notation."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import realmkit
from realmkit.cli import cli
from realmkit.cli.play import ERASE, pass_keyboard, wipe
from realmkit.core import Action
from toy_game import ToyState


def play(*args: str, input: str) -> str:
    result = CliRunner().invoke(cli, ["play", *args], input=input)
    assert result.exit_code == 0, result.output
    return result.output


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_hand_off_erases_the_screen_and_the_saved_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    screen = Terminal()
    monkeypatch.setattr("sys.stdout", screen)
    wipe()
    assert screen.getvalue() == ERASE == "\x1b[H\x1b[2J\x1b[3J"
    monkeypatch.setattr("realmkit.cli.play.click.prompt", lambda *args, **kwargs: "")
    screen.seek(0)
    screen.truncate()
    pass_keyboard(1)
    assert screen.getvalue() == ERASE * 2  # before the prompt and after Enter


def test_nothing_is_written_when_the_output_is_not_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    wipe()
    assert out.getvalue() == ""


def test_a_game_with_nothing_hidden_has_no_hand_off() -> None:
    out = play("realm-classic", "--players", "human,human", "--seed", "1", input="1\n1\n1\n1\n1\nquit\n")
    assert "Pass the keyboard" not in out and "Player 2, your move" in out


def test_undo_refuses_to_take_back_the_other_persons_move() -> None:
    out = play("toy-swap", "--players", "human,human", "--seed", "4",
               input="\nkeep\n\nundo\nkeep\n\nundo\nquit\n")
    out = " ".join(out.split())
    assert "Undo refused: you have not moved yet; there is nothing to take back." in out
    assert ("Undo refused: player 2 has moved since your last move; undo takes back only your own moves "
            "and the AI's since.") in out
    assert "Taken back" not in out


def test_a_person_takes_back_their_own_move_at_a_shared_keyboard() -> None:
    """Fantasy Realms, three people: player 2 takes the card player 1 discarded, then takes it
    back (it showed nothing hidden) and draws instead; player 3's log never shows the take."""
    state = realmkit.load("fantasy-realms").new_state(3, 1)
    assert state.current_player() == 0
    state.apply(state.legal_actions()[0])  # player 1 draws
    card = str(state.legal_actions()[0]).removeprefix("discard ")  # and discards this card
    out = play("fantasy-realms", "--players", "human,human,human", "--seed", "1",
               input=f"\n1\n1\n\ntake {card}\nundo\n1\n1\n\nquit\n")
    taken = out.index("Taken back: 2 moves stand; player 2 again.")
    assert "Undo refused" not in out
    third = out.split("Pass the keyboard to player 3")[1]
    assert "Player 2 (human): draw" in third and "Player 2 (human): take" not in third
    assert out.index(f"take {card}") < taken


def seen_by(self: ToyState, action: Action, viewer: int | None) -> str:
    return f"{action} as seen by {viewer}"


@pytest.fixture
def marked_logs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy game writes each log's line with its reader's seat, so a test can tell views apart."""
    monkeypatch.setattr(ToyState, "_notation_seen_by", seen_by, raising=False)


@pytest.mark.usefixtures("marked_logs")
def test_a_persons_log_and_the_screen_show_the_move_as_that_seat_sees_it(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    out = play("toy-swap", "--players", "human,random", "--seed", "4", "--save", str(path),
               input="keep\nquit\n")
    assert "Player 2 (random): keep as seen by 0" in out  # the screen's line and the log's
    assert "Last move: Player 2 (random): keep as seen by 0" in out
    assert json.loads(path.read_text())["moves"] == ["keep as seen by None", "keep as seen by None"]


@pytest.mark.usefixtures("marked_logs")
def test_at_a_shared_keyboard_each_log_is_its_readers_and_the_screen_a_spectators() -> None:
    out = play("toy-swap", "--players", "human,random,human", "--seed", "4", input="\nkeep\n\nquit\n")
    second = out.split("Pass the keyboard to player 3")[1]
    assert "Player 1 (human): keep as seen by 2" in second
    assert "Player 2 (random): keep as seen by None" in out.split("Pass the keyboard to player 3")[0]


@pytest.mark.usefixtures("marked_logs")
def test_the_moves_of_a_game_without_people_are_shown_as_a_spectator_sees_them() -> None:
    out = play("toy-swap", "--players", "random,random", "--seed", "4", input="")
    assert "Player 1 (random): keep as seen by None" in out
