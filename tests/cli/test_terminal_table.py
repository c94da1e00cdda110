"""The terminal table: legal actions grouped and compact, the last move highlighted, counted
nouns and 80-column tables that wrap rather than cut."""

from __future__ import annotations

import io
import re
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console

from realmkit.agents.human import HumanAgent
from realmkit.agents.menu import find_group, group_actions, group_key, menu
from realmkit.cli import cli
from realmkit.core import load, specs
from realmkit.core.words import count


def test_notations_are_grouped_by_piece_or_verb() -> None:
    assert [group_key(t) for t in ("d4-d7", "e9=d7", "E@a1", "take Sword of Keth", "pass",
                                   "guard 1>3 pay 3", "use 1 in euphoria")] == [
        "d4-", "e9=", "E@", "take ", "pass", "guard ", "use "]


def modern_first_prompt() -> tuple[list[str], list[str]]:
    state = load("realm-modern").new_state(2, 1)
    texts = [str(a) for a in state.legal_actions()]
    return texts, menu(texts, {}, 80)


def test_moderns_672_first_moves_take_a_line_a_piece_within_80_columns() -> None:
    texts, lines = modern_first_prompt()
    assert len(texts) == 672
    assert len(lines) == 10 and max(len(line) for line in lines) < 80
    assert lines[0].startswith("  b2-") and "1-84:" in lines[0] and "(type 'b2')" in lines[0]
    assert "672 actions in 8 groups" in lines[-2]


def test_a_group_named_by_its_piece_numbers_every_action_of_it() -> None:
    texts, _ = modern_first_prompt()
    group = find_group(group_actions(texts), "b2")
    assert group is not None and len(group.members) == 84
    assert all(texts[n - 1] == "b2-" + rest for n, rest in group.members)
    assert find_group(group_actions(texts), "z9") is None


def test_few_actions_are_listed_numbered_in_columns() -> None:
    lines = menu(["draw", "take King", "take Forge"], {1: "  (ends the game)"}, 80)
    assert lines == ["  1. draw  (ends the game)", "  2. take King   3. take Forge"]


def test_the_last_move_is_highlighted_on_the_humans_screen() -> None:
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, color_system="standard", width=80)
    answers = iter(["1"])
    human = HumanAgent(console=console, ask=lambda _: next(answers))
    human.record("Player 2 (random): swap 6", 0)
    human.act(load("toy-swap").new_state(2, 1))
    screen = out.getvalue()
    assert "\x1b[1;7mLast move: Player 2 (random): swap 6" in screen
    assert human.since == [], "a move is shown once"


def test_the_humans_screen_shows_the_moves_played_since_its_turn() -> None:
    result = CliRunner().invoke(cli, ["play", "toy-swap", "--players", "human,random", "--seed", "1"],
                                input="1\nquit\n")
    second = result.output.split("Player 1's view")[2]
    assert re.search(r"Last move: Player 2 \(random\): (keep|swap \d+)", second)


def test_counted_nouns_are_singular_for_one() -> None:
    assert (count(1, "card"), count(2, "card"), count(1.0, "point"), count(3, "thief", "thieves")) == (
        "1 card", "2 cards", "1 point", "3 thieves")
    result = CliRunner().invoke(cli, ["play", "rolling-realms", "--players", "random", "--seed", "1"])
    assert "rolling-realms with 1 player\n" in result.output


def test_tables_wrap_long_names_at_80_columns_rather_than_cut_them() -> None:
    result = CliRunner().invoke(cli, ["games"], env={"COLUMNS": "80"})
    assert result.exit_code == 0
    assert "…" not in result.output
    cells = "".join(line.split("│")[4].strip() for line in result.output.splitlines() if line.count("│") == 5)
    assert "stop_in_enemy_realms=false" in cells


def test_help_sums_up_the_games_rules_before_the_commands() -> None:
    root = Path(__file__).resolve().parents[2]
    games = [s for s in specs() if not s.id.startswith("toy")]
    assert all(s.rules and (root / "docs" / "rules" / f"{s.id}.md").exists() for s in games)
    result = CliRunner().invoke(cli, ["play", "realm-classic", "--players", "human,random", "--seed", "1"],
                                input="help\nquit\n")
    assert "Classic Realm: Dunk all eight of your opponent's pieces" in result.output
    assert "docs/rules/realm-classic.md" in result.output and "undo" in result.output
