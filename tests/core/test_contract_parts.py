"""The core's parts every game is built on: the action table, typed settings, the outcome and
the words every observation shares."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import realmkit
from realmkit.core import IllegalActionError
from realmkit.core.actions import ActionTable
from realmkit.core.options import option, options_of
from realmkit.core.outcome import Outcome, places
from realmkit.core.registry import game_classes


@dataclass(frozen=True)
class Step:
    square: int

    def __str__(self) -> str:
        return f"step {self.square}"


def test_an_action_table_numbers_reads_and_checks_its_actions() -> None:
    table = ActionTable(Step(n) for n in range(3))
    assert len(table) == 3 and table[2] == Step(2)
    assert table.id_of(Step(1), "Toy") == 1
    assert table.find("  STEP 2 ") == Step(2) and table.find("step 9") is None
    assert table.canonical(Step(1)) is table[1]
    assert table.canonical(Step(1.0)) is None  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match="is not a Toy action"):
        table.id_of(Step(True), "Toy")  # type: ignore[arg-type]
    assert table.shaped_like(Step(-4)) and not table.shaped_like(Step("4"))  # type: ignore[arg-type]


def test_an_action_table_refuses_an_action_listed_twice_and_reads_no_shared_notation() -> None:
    with pytest.raises(ValueError, match="listed twice"):
        ActionTable([Step(1), Step(1)])

    @dataclass(frozen=True)
    class Named:
        kind: int

        def __str__(self) -> str:
            return "same"

    assert ActionTable([Named(1), Named(2)]).find("same") is None


def test_settings_declare_the_options_once_and_are_read_typed() -> None:
    @dataclass(frozen=True)
    class Settings:
        turns: int = option(10, "turns of the game", minimum=1)
        variant: str = option("base", "the variant", choices=("base", "long"))

    turns, variant = options_of(Settings)
    assert (turns.name, turns.default, turns.minimum) == ("turns", 10, 1)
    assert variant.choices == ("base", "long") and variant.allowed() == "one of base, long"

    @dataclass(frozen=True)
    class Loose:
        turns: int = 3

    with pytest.raises(TypeError, match="not made with option"):
        options_of(Loose)


def test_places_share_the_better_place_on_a_tie() -> None:
    assert places([1.0, -1.0, 1.0]) == [1, 3, 1]


def test_every_observation_says_who_acts_and_how_the_game_ended_in_the_same_words() -> None:
    for cls in game_classes().values():
        game_string, players = cls.spec.configurations[0]
        state = realmkit.load(game_string).new_state(players, 3)
        assert state.observation(None)["to_move"] == state.current_player()
        assert state.observation(0)["outcome"] is None and state.outcome() is None


def test_the_outcome_of_a_finished_game() -> None:
    game = realmkit.load("realm-classic")
    state = game.new_state(2, 1)
    from realmkit.core.agent import make_agent

    agent = make_agent("random", 5)
    while not state.is_terminal():
        state.apply(agent.act(state))
    outcome = state.outcome()
    assert isinstance(outcome, Outcome)
    view = state.observation(1)
    assert view["to_move"] is None and view["outcome"] == outcome.to_dict()
    assert list(outcome.places) == places(state.returns())
    assert outcome.winners == tuple(s for s in range(2) if outcome.places[s] == 1)


def test_a_cooperative_game_is_won_or_lost_by_every_seat() -> None:
    game = realmkit.load("twelve-realms")
    state = game.new_state(2, 1)
    from realmkit.core.agent import make_agent

    agent = make_agent("random", 5)
    while not state.is_terminal():
        state.apply(agent.act(state))
    outcome = state.outcome()
    assert outcome is not None and outcome.places == (1, 1)
    assert outcome.winners in ((), (0, 1))
    assert (outcome.winners == (0, 1)) == (state.returns()[0] > 0)
