"""`realmkit score-hand`: the text and JSON outputs, and one-line errors for bad input."""

from __future__ import annotations

import json

from click.testing import CliRunner

from realmkit.cli import cli


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["score-hand", *args])
    return result.exit_code, result.stdout, result.stderr


def test_json_output_has_total_choices_and_cards() -> None:
    code, out, _ = run("--json", "Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire",
                       "Mirage", "--choose", "Mirage=Rainstorm")
    assert code == 0
    data = json.loads(out)
    assert data["total"] == 260 and isinstance(data["total"], int)
    assert data["choices"] == {"Mirage": "Rainstorm"}
    assert [line["card"] for line in data["cards"]][-1] == "Mirage"
    assert {"name", "suit", "base", "bonus", "penalty", "blanked", "cleared"} <= set(data["cards"][0])


def test_book_of_changes_choice_as_target_and_suit() -> None:
    code, out, _ = run("--json", "Bell Tower", "Candle", "Queen", "Sword of Keth", "Shield of Keth",
                       "Gem of Order", "Book of Changes", "--choose", "Book of Changes=Gem of Order:Wizard")
    assert code == 0
    data = json.loads(out)
    assert data["total"] == 380
    assert data["choices"] == {"Book of Changes": {"target": "Gem of Order", "suit": "Wizard"}}


def test_the_text_says_which_suit_the_book_of_changes_gives() -> None:
    code, out, _ = run("Bell Tower", "Candle", "Queen", "Book of Changes",
                       "--choose", "Book of Changes=Queen:Wizard")
    assert code == 0 and "Book of Changes: Queen becomes a Wizard" in out
    code, out, _ = run("Bell Tower", "Candle", "Queen", "Book of Changes",
                       "--choose", "Book of Changes=Queen:Army")
    assert code == 0 and "Book of Changes: Queen becomes an Army" in out


def test_text_output_ends_with_the_total() -> None:
    code, out, _ = run("Knights", "King")
    assert code == 0 and out.strip().splitlines()[-1] == "Total: 33"


def test_unknown_card_gets_the_closest_names() -> None:
    code, out, err = run("Candel", "King")
    assert code != 0 and out == ""
    assert "unknown card 'Candel'; did you mean Candle" in err and "Traceback" not in err


def test_repeated_card_and_impossible_choice_are_errors() -> None:
    code, _, err = run("Candle", "candle")
    assert code != 0 and "Candle is named twice" in err
    code, _, err = run("Mirage", "Knights", "--choose", "Mirage=Collector")
    assert code != 0 and "Collector is a Wizard" in err
    code, _, err = run("Mirage", "--choose", "Mirage")
    assert code != 0 and "CARD=VALUE" in err


def test_a_card_of_the_cursed_hoard_is_refused_naming_its_set_and_prints_nothing() -> None:
    code, out, err = run("King", "Dungeon")
    assert code == 2 and out == ""
    assert "Dungeon (Building) is a card of The Cursed Hoard's new suits; enable them with --suits " \
        "cursed-hoard" in err


def test_other_choices_may_name_the_necromancers_card() -> None:
    """The Necromancer's card is in the hand when it is scored, so the Book of Changes (or a
    Doppelgänger, Angel, Island) may name it, whichever --choose comes first: Princess made a
    Flame, +8 for the Necromancer, a Wizard."""
    for order in ((0, 1), (1, 0)):
        choices = ("Necromancer=Princess", "Book of Changes=Princess:Flame")
        args = [arg for i in order for arg in ("--choose", choices[i])]
        code, out, err = run("--json", "Necromancer", "Book of Changes", "Knights", *args)
        assert code == 0, err
        data = json.loads(out)
        assert data["choices"]["Book of Changes"] == {"target": "Princess", "suit": "Flame"}
        assert data["total"] == 3 + 3 + 12 + 2 + 16
    code, _, err = run("Necromancer", "Book of Changes", "Knights",
                       "--choose", "Book of Changes=Princess:Flame")
    assert code == 2 and "Princess is not one" in err
