"""The engine's turn steps through which realms act outside activation, on toy realms (a base
card whose hooks are replaced), and the realm sets: the option `set` and the cards' box data."""

from __future__ import annotations

import pytest
from tests.rolling_realms.sheets import legal, marks, play, table, toy
from tests.rolling_realms.test_engine import refused

import realmkit
from realmkit.core import GameStringError
from realmkit.games.rolling_realms.components import COIN, HEART, PUMPKIN, REALM_SETS, Realm
from realmkit.games.rolling_realms.realms import ALL, BASE, REALMS, SETS
from realmkit.games.rolling_realms.realms.scythe import Scythe
from realmkit.games.rolling_realms.realms.wingspan import Wingspan
from realmkit.games.rolling_realms.state import RollingRealmsState

SPARE = 8
"""The toy realm keeps its own marks in Wingspan's last square, which the tests leave empty."""


def test_start_of_turn_effects_read_the_roll_before_any_realm_is_activated(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Biddy & Walter: "At the start of every turn (right after rolling the dice but before
    activating any realm), immediately ..." - the effect happens for every seat, on its roll."""

    def craving(self: Realm, sheet: list[int], state: RollingRealmsState) -> None:
        sheet[SPARE] = sum(state.roll)

    toy(monkeypatch, turn_start=craving)
    state = table(roll=(2, 5), players=2)
    assert marks(state, "wingspan")[SPARE] == 7 and "done" in legal(state)
    assert marks(state, "wingspan", 1)[SPARE] == 0
    play(state, "done")
    assert marks(state, "wingspan", 1)[SPARE] == 7


def test_a_power_usable_at_any_time_may_come_before_the_start_of_turn_effects(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Fleet with Biddy & Walter: "you may choose the order of operations": while a power is
    open, the turn waits for `start`; a power that alters a rolled die "only for you" changes
    what the start-of-turn effects read, and it counts as rolled for all purposes."""

    def craving(self: Realm, sheet: list[int], state: RollingRealmsState) -> None:
        sheet[SPARE] = 10 * state.roll[0] + state.roll[1]

    def alter(self: Realm, sheet: list[int], state: RollingRealmsState) -> list[str]:
        return [] if sheet[7] else ["wingspan alter"]

    def use(self: Realm, sheet: list[int], ability: str, state: RollingRealmsState) -> None:
        sheet[7] = 1
        state.alter_roll(0, state.roll[0] - 1)

    toy(monkeypatch, ("wingspan alter",), turn_start=craving, abilities=alter, use_ability=use)
    state = table(roll=(3, 5), players=2)
    assert legal(state) == ["start", "wingspan alter"] and marks(state, "wingspan")[SPARE] == 0
    refused(state, "use 3 in scythe", "start-of-turn effects come first")
    play(state, "wingspan alter")
    assert state.roll == (2, 5) and state.dice[0].value == 2 and state.rolls[0] == (3, 5)
    play(state, "start")
    assert marks(state, "wingspan")[SPARE] == 25
    refused(state, "start", "have happened")
    play(state, "done")
    # the second seat sees the roll as rolled: the alteration was only for the first player
    assert state.roll == (3, 5) and legal(state)[0] == "start"
    play(state, "start")
    assert marks(state, "wingspan", 1)[SPARE] == 35


def test_a_mark_made_this_turn_is_settled_by_the_next_roll(monkeypatch: pytest.MonkeyPatch) -> None:
    """Onirim: a Prophecy outlined now is checked "at the beginning of the next turn" against
    the rolled dice: the start-of-turn hook reads the new roll and the card's marks."""

    def prophecy(self: Realm, sheet: list[int], state: RollingRealmsState) -> None:
        if sheet[SPARE] == 1:
            sheet[SPARE] = 2 if sum(state.roll) >= 6 else 3

    toy(monkeypatch, turn_start=prophecy)
    state = table(roll=(1, 1), later=((4, 3),))
    marks(state, "wingspan")[SPARE] = 1
    assert marks(state, "wingspan")[SPARE] == 1
    play(state, "done")
    assert state.turn == 1 and marks(state, "wingspan")[SPARE] == 2


def test_a_realm_may_demand_a_decision_at_the_end_of_the_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ark Nova: "At the end of every turn, outline 1 circle under 1 rolled die that you didn't
    use in this realm": after `done` the card asks its choice before the next seat plays; it
    reads which realm each rolled die went to."""

    def end(self: Realm, sheet: list[int], state: RollingRealmsState) -> None:
        sheet[SPARE] = 1

    def asks(self: Realm, sheet: list[int], state: RollingRealmsState) -> list[str]:
        if sheet[SPARE] != 1:
            return []
        return [f"wingspan circle {d.value}" for d in state.dice[:2] if d.slot != 0]

    def choose(self: Realm, sheet: list[int], ability: str, state: RollingRealmsState) -> None:
        sheet[SPARE] = 10 + int(ability.rsplit(" ", 1)[1])

    toy(monkeypatch, tuple(f"wingspan circle {v}" for v in range(1, 7)), turn_end=end, demands=asks,
        use_ability=choose)
    state = table(roll=(2, 5), players=2)
    play(state, "use 2 in wingspan", "wingspan bird 1")
    assert state.dice[0].slot == 0 and state.dice[1].slot == -1
    play(state, "done")
    assert state.current_player() == 0 and legal(state) == ["wingspan circle 5"]
    refused(state, "use 5 in scythe", "a realm asks a decision first")
    play(state, "wingspan circle 5")
    assert marks(state, "wingspan")[SPARE] == 15 and state.current_player() == 1


def test_a_realm_may_let_every_benefit_be_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fleet's leftmost ability "lets you choose resources before you gain them" in all realms:
    a pumpkin of another realm's benefit becomes a choice of any resource."""
    state = table(("castles", "wingspan", "tapestry"), roll=(1, 2))
    play(state, "use 1 in castles", "castles column 1")  # its bonus: one pumpkin
    assert state.resources() == [1, 0, 0]
    monkeypatch.setattr(Wingspan, "widen", lambda self, sheet, state, gain: (PUMPKIN, HEART, COIN))
    state = table(("castles", "wingspan", "tapestry"), roll=(1, 2))
    play(state, "use 1 in castles", "castles column 1")
    assert legal(state) == ["take pumpkin", "take heart", "take coin"]
    play(state, "take heart")
    assert state.resources() == [0, 1, 0]


def test_every_realm_says_its_box_and_solo_exclusions() -> None:
    """Compendium: no symbol for the original realms, a hex for Redux, a star for promos; the
    solo compatibility notes are data on the card (Between Two Cities: chapters 2 and 4)."""
    assert all(realm.realm_set in REALM_SETS for realm in ALL)
    assert {r.id for r in BASE} == {"castles", "cities", "charterstone", "euphoria", "little-scythe",
                                    "pendulum", "scythe", "tapestry", "society", "viticulture",
                                    "wingspan"}
    assert REALMS["cities"].solo_exclusions == ("beyond-the-realmiverse chapter 2",
                                                "beyond-the-realmiverse chapter 4")
    assert Scythe.solo_exclusions == ()
    assert set(SETS) == {"base", "redux", "promos", "all"} and SETS["all"] == ALL


def test_the_set_option_draws_from_a_box_all_realms_or_a_list() -> None:
    listed = "wingspan+scythe+tapestry+castles+cities+society+euphoria+pendulum+viticulture+charterstone"
    game = realmkit.load(f"rolling-realms(set={listed})")
    for seed in range(5):
        assert set(game.new_state(1, seed).realm_ids) <= set(listed.split("+"))
    every = realmkit.load("rolling-realms(set=all)").new_state(1, 3)
    assert set(every.realm_ids) <= set(REALMS)


@pytest.mark.parametrize(
    ("option", "words"),
    [
        ("set=bsae", "did you mean base"),
        ("set=wingspan+scythe", "at least 9 different realms"),
        ("set=wingspam+scythe+tapestry+castles+cities+society+euphoria+pendulum+viticulture",
         "'wingspam' is not a realm; did you mean wingspan"),
        ("realms=wingspan+scythe+tapestri+castles+cities+society+euphoria+pendulum+viticulture",
         "did you mean tapestry"),
    ],
)
def test_a_set_or_realm_name_that_does_not_exist_gets_the_closest_names(option: str, words: str) -> None:
    with pytest.raises(GameStringError, match=words):
        realmkit.load(f"rolling-realms({option})")
