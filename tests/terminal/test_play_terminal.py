"""`realmkit play` driven through a pseudo-terminal, as a person at a keyboard drives it."""

from __future__ import annotations

import signal
import sys
import time
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

REALMKIT = str(Path(sys.executable).parent / "realmkit")
SEED = "918273645"
ERASE = "\x1b[H\x1b[2J\x1b[3J"
PROMPT = r"Action \(number or notation; 'help' for commands\): "


def hear_ctrl_c() -> None:
    """In the child: Ctrl-C as at a terminal, even where the tests were started in the
    background (a shell's background job inherits SIGINT ignored, and Python keeps it so)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def spawn(*args: str) -> pexpect.spawn:
    return pexpect.spawn(REALMKIT, list(args), encoding="utf-8", timeout=20, dimensions=(24, 80),
                         preexec_fn=hear_ctrl_c)


def test_a_whole_fantasy_realms_game_against_ai_shows_the_seed_only_at_the_end() -> None:
    child = spawn("play", "fantasy-realms", "--players", "human,greedy,greedy", "--seed", SEED)
    moves, seen = 0, ""
    while child.expect([PROMPT, r"place \d"]) == 0:
        seen += child.before
        child.sendline("1")
        moves += 1
        assert moves < 200
    rest = child.before + child.after
    child.expect(pexpect.EOF)
    rest += child.before
    child.close()
    assert child.exitstatus == 0 and moves > 5
    assert "Player 1 (human):" in rest and "place" in rest
    assert SEED not in seen + rest.split("place")[0]
    assert f"The game is over; its seed was {SEED}." in rest


def test_a_hand_off_between_people_erases_the_scrollback() -> None:
    """Each hand-off writes xterm's erase-saved-lines (ESC [3J) after clearing the screen, before
    it asks for the next person and again after Enter, so no hand stays in the scrollback."""
    child = spawn("play", "fantasy-realms", "--players", "human,human,greedy", "--seed", SEED)
    hand_offs = []
    while len(hand_offs) < 4:
        if child.expect([r"Pass the keyboard to player (\d)", PROMPT]) == 0:
            assert child.before.endswith(ERASE), child.before[-40:]
            hand_offs.append(child.match.group(1))
            child.sendline("")
            child.expect_exact(ERASE)
        else:
            child.sendline("1")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert {"1", "2"} <= set(hand_offs)


def test_ctrl_c_stops_the_game_with_a_message() -> None:
    child = spawn("play", "fantasy-realms", "--players", "human,greedy,greedy", "--seed", "3")
    child.expect(PROMPT)
    time.sleep(0.5)  # a person's key press, not one in the microseconds the prompt is written in
    child.sendintr()
    child.expect("realmkit: stopped")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130


def test_end_of_input_stops_the_game() -> None:
    child = spawn("play", "fantasy-realms", "--players", "human,greedy,greedy", "--seed", "3")
    child.expect(PROMPT)
    child.sendeof()
    child.expect("input ended; the game was stopped")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_help_and_undo_at_the_prompt_then_resume(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    child = spawn("play", "fantasy-realms", "--players", "human,greedy,greedy", "--seed", SEED,
                  "--save", str(record))
    child.expect(PROMPT)
    child.sendline("help")
    child.expect("take back your last move")
    child.expect(PROMPT)
    child.sendline("1")  # the draw: it shows a card, so it stands
    child.expect(PROMPT)
    child.sendline("undo")
    child.expect(r"Undo refused: your move 'draw' stands: it showed you something hidden")
    child.expect(PROMPT)
    child.sendline("1")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert SEED not in record.read_text()
    child = spawn("play", "--resume", str(record))
    child.expect(r"Resumed after \d+ moves\.")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_card_shows_a_fantasy_realms_cards_full_text() -> None:
    child = spawn("play", "fantasy-realms", "--players", "human,greedy,greedy", "--seed", "3")
    child.expect(PROMPT)
    child.sendline("card smoke")
    child.expect(r"Smoke \(Weather, base strength 27\)")
    child.expect("BLANKED unless with at least one Flame")
    child.expect(PROMPT)
    child.sendline("card nonsuch")
    child.expect("unknown card 'nonsuch'")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_moderns_first_prompt_is_grouped_by_piece_with_every_action_on_request() -> None:
    """672 first moves: a line a piece, one piece's moves or all of them numbered on request,
    and after the reply the screen shows the last move."""
    child = spawn("play", "realm-modern", "--players", "human,random", "--seed", "1")
    child.expect("672 actions in 8 groups")
    child.expect(PROMPT)
    child.sendline("b2")
    child.expect(r"84\. b2-l9")
    child.expect(PROMPT)
    child.sendline("all")
    child.expect(r"672\. k5-")
    child.expect(PROMPT)
    child.sendline("1")
    child.expect(r"Last move: Player 2 \(random\): \w+")
    child.expect(PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_sigterm_during_a_game_writes_the_record_and_stops(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    child = spawn("play", "fantasy-realms", "--players", "human,greedy,greedy", "--seed", SEED,
                  "--save", str(record))
    child.expect(PROMPT)
    child.kill(signal.SIGTERM)
    child.expect("Record written to")
    child.expect("realmkit: stopped")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 128 + signal.SIGTERM
    assert "realmkit-unfinished/1" in record.read_text() and SEED not in record.read_text()
