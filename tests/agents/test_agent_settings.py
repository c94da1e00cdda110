"""An agent's options are one frozen dataclass of `option` fields, read typed as
`agent.settings.<name>`; the spec strings, errors and listings derive from it."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from realmkit.core import Action, GameStringError, State
from realmkit.core.agent import Agent, NoSettings, agent_classes, make_agent
from realmkit.core.options import option, options_of


@dataclass(frozen=True)
class PatientSettings:
    """The options of `patient`."""

    waits: int = option(2, "turns to wait", minimum=0)
    bold: bool = option(False, "play the last action instead of the first")


class Patient(Agent[PatientSettings]):
    name = "patient"
    settings_class = PatientSettings

    def act(self, state: State) -> Action:
        actions = state.legal_actions()
        return actions[-1] if self.settings.bold else actions[0]


def test_an_agent_reads_its_options_typed_from_its_settings() -> None:
    agent = Patient(waits="5", bold="yes")
    assert agent.settings == PatientSettings(waits=5, bold=True)
    assert type(agent.settings.waits) is int and agent.settings.bold is True
    assert Patient.options_spec == options_of(PatientSettings)
    assert str(agent) == "patient(waits=5,bold=true)" and str(Patient()) == "patient"


def test_an_agent_refuses_unknown_options_and_bad_values_by_its_settings() -> None:
    with pytest.raises(GameStringError, match=
                       "agent patient has no option 'speed'; its options are: waits, bold"):
        Patient(speed=2)
    with pytest.raises(GameStringError, match=r"option waits=-1 is invalid: expected an integer >= 0"):
        Patient(waits=-1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        Patient().settings.waits = 3  # type: ignore[misc]


def test_an_agent_that_names_no_settings_has_no_options() -> None:
    class Plain(Agent[NoSettings]):
        name = "plain"

        def act(self, state: State) -> Action:
            return state.legal_actions()[0]

    assert Plain.settings_class is NoSettings and Plain.options_spec == ()
    assert Plain().settings == NoSettings() and str(Plain()) == "plain"
    with pytest.raises(GameStringError, match="agent plain has no option 'waits'; its options are: none"):
        Plain(waits=1)


def test_every_agent_declares_its_options_as_settings() -> None:
    for name, cls in agent_classes().items():
        if cls.interactive:
            continue
        agent = make_agent(name)
        assert isinstance(agent.settings, cls.settings_class), name
        assert cls.options_spec == options_of(cls.settings_class), name
        for declared in cls.options_spec:
            assert getattr(agent.settings, declared.name) == declared.default, (name, declared.name)
        assert str(agent) == name


@pytest.mark.parametrize(("spec", "written"), [
    ("mcts(time=1,iterations=800)", "mcts(iterations=800,time=1.0)"),
    ("greedy(value=yes,samples=8)", "greedy(samples=8,value=true)"),
    ("fr-expert(plan=4,samples=8,potential=0.3)", "fr-expert(samples=8,plan=4,potential=0.3)"),
    ("fr-search(samples=2,deals=3)", "fr-search(deals=3,samples=2)"),
    ("threshold-greedy(threshold=1)", "threshold-greedy(threshold=1)"),
    ("fr-oneply(samples=3,denial=0.25)", "fr-oneply(denial=0.25,samples=3)"),
])
def test_agent_specs_are_written_in_the_settings_order_with_typed_values(spec: str, written: str) -> None:
    agent = make_agent(spec)
    assert str(agent) == written
    assert str(make_agent(written)) == written


def test_mcts_settings_are_typed_whatever_the_spec_wrote() -> None:
    settings = make_agent("mcts(time=1,c=1,depth=3)").settings
    assert (settings.time, settings.c, settings.depth) == (1.0, 1.0, 3)
    assert type(settings.time) is float and type(settings.c) is float and type(settings.depth) is int
