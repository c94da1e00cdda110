"""Spec strings and typed options: read, validated, and refused with a clear reason."""

from __future__ import annotations

import pytest

import realmkit
from realmkit.core import GameStringError, Option, format_spec, parse_spec


def test_parse_spec_splits_name_and_options() -> None:
    assert parse_spec("realm-classic(double_moves=true, max_turns=50)") == (
        "realm-classic",
        {"double_moves": "true", "max_turns": "50"},
    )
    assert parse_spec("greedy") == ("greedy", {})
    assert parse_spec("greedy()") == ("greedy", {})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Realm", "malformed spec"),
        ("realm(x=1", "missing closing parenthesis"),
        ("realm(x)", "expected key=value"),
        ("realm(x=)", "expected key=value"),
        ("realm(x=1,x=2)", "given twice"),
    ],
)
def test_malformed_specs_are_refused(text: str, message: str) -> None:
    with pytest.raises(GameStringError, match=message):
        parse_spec(text)


def test_format_spec_is_the_inverse_of_parse() -> None:
    text = format_spec("toy-swap", {"rounds": 3, "fast": True})
    assert text == "toy-swap(rounds=3,fast=true)"
    assert parse_spec(text) == ("toy-swap", {"rounds": "3", "fast": "true"})


def test_options_are_typed_by_their_default() -> None:
    assert Option("x", 1, "").parse("7") == 7
    assert Option("x", 1.0, "").parse("0.5") == 0.5
    assert Option("x", False, "").parse("yes") is True
    assert Option("x", "a", "", choices=("a", "b")).parse("b") == "b"


@pytest.mark.parametrize(
    ("option", "value", "allowed"),
    [
        (Option("rounds", 2, "", minimum=1, maximum=5), "9", "an integer >= 1 and <= 5"),
        (Option("rounds", 2, ""), "two", "an integer"),
        (Option("fast", False, ""), "maybe", "true or false"),
        (Option("variant", "base", "", choices=("base", "chaos")), "other", "one of base, chaos"),
    ],
)
def test_bad_option_values_name_the_option_and_what_is_allowed(
    option: Option, value: str, allowed: str
) -> None:
    with pytest.raises(GameStringError) as error:
        option.parse(value)
    assert option.name in str(error.value)
    assert allowed in str(error.value)


def test_load_validates_options_and_keeps_the_canonical_string() -> None:
    game = realmkit.load("toy-swap(rounds=3)")
    assert game.options == {"rounds": 3}
    assert str(game) == "toy-swap(rounds=3)"
    assert str(realmkit.load("toy-swap(rounds=2)")) == "toy-swap"


def test_unknown_game_and_option_are_named() -> None:
    with pytest.raises(GameStringError, match=r"unknown game 'toy-swp' \(did you mean toy-swap\?\); games: "):
        realmkit.load("toy-swp")
    with pytest.raises(GameStringError, match="no option 'turns'; its options are: rounds"):
        realmkit.load("toy-swap(turns=3)")
    with pytest.raises(GameStringError, match="rounds"):
        realmkit.load("toy-swap(rounds=0)")


def test_player_count_and_seed_are_checked() -> None:
    game = realmkit.load("toy-swap")
    with pytest.raises(GameStringError, match="2-3 players, not 4"):
        game.new_state(4, 0)
    with pytest.raises(GameStringError, match="seed must be an integer"):
        game.new_state(2, "x")  # type: ignore[arg-type]
    assert game.new_state().num_players == 2
