"""The position constructor: what a small dict says is what the state holds; anything else is
refused with what is allowed."""

from __future__ import annotations

import re
import sys

import pytest

from realmkit.core import GameStringError
from realmkit.games.rolling_realms.components import Realm
from realmkit.games.rolling_realms.positions import position
from realmkit.games.rolling_realms.realms import ALL
from realmkit.games.rolling_realms.realms.pendulum import NUMBER, STARS


def test_a_position_holds_the_realms_rolls_turn_resources_and_named_marks() -> None:
    state = position({
        "realms": ["pendulum", "scythe", "tapestry"], "players": 2, "turn": 4,
        "rolls": [[2, 5], [6, 6]], "resources": {"heart": 3}, "gained": {"coin": 1},
        "marks": {"pendulum": {"stars": 2, "number": [1, 1]}, "scythe": [1]},
    })
    assert [r.id for r in state.realms_in_play()] == ["pendulum", "scythe", "tapestry"]
    assert (state.turn, state.roll, state.rolls[4]) == (3, (2, 5), (6, 6))
    assert state.current_player() == 0 and [d.value for d in state.dice] == [2, 5]
    for player in state.players:
        assert player.resources == [0, 3, 0] and player.gained == [0, 0, 1]
        pendulum, scythe, _ = player.marks
        assert pendulum[STARS] == 2 and pendulum[NUMBER: NUMBER + 3] == [1, 1, 0] and scythe[0] == 1


def test_sheets_give_each_seat_its_own() -> None:
    state = position({"players": 2, "resources": {"coin": 2},
                      "sheets": [{}, {"resources": {"pumpkin": 4}}]})
    assert [p.resources for p in state.players] == [[0, 0, 2], [4, 0, 0]]


@pytest.mark.parametrize(("spec", "words"), [
    ({"realm": ["scythe"]}, "has no 'realm'; its keys are realms"),
    ({"realms": ["scythes"]}, "'scythes' is not a realm"),
    ({"realms": ["scythe", "scythe"]}, "up to 9 different realms"),
    ({"rolls": [[0, 3]]}, "a roll is two dice 1-6"),
    ({"turn": 10}, "turn is an integer 1-9"),
    ({"resources": {"gold": 1}}, "has no 'gold'"),
    ({"resources": {"heart": -1}}, "resources heart is an integer 0-99"),
    ({"marks": {"pendulum": {"stars": 1}}}, "'pendulum', which is not in play"),
    ({"realms": ["pendulum"], "marks": {"pendulum": {"octagons": 1}}}, "no part 'octagons'"),
    ({"realms": ["pendulum"], "marks": {"pendulum": {"stars": [1, 1]}}}, "takes up to 1 integers"),
    ({"players": 2, "sheets": [{}]}, "one dict per seat (2)"),
])
def test_a_position_that_cannot_be_is_refused(spec: dict[str, object], words: str) -> None:
    with pytest.raises(GameStringError, match=re.escape(words)):
        position(spec)


@pytest.mark.parametrize("realm", [realm for realm in ALL if realm.parts], ids=lambda realm: realm.id)
def test_a_card_s_named_parts_are_where_its_rules_read_them(realm: Realm) -> None:
    """A part's first box is the box the realm's code reads by the constant of the same name
    (Pendulum's part "stars" and STARS), and the parts cover the card's marks once each."""
    module = sys.modules[type(realm).__module__]
    boxes = [box for part in realm.parts.values() for box in part]
    assert boxes == list(range(realm.size)) == list(range(len(realm.new_marks())))
    for name, part in realm.parts.items():
        constant = getattr(type(realm), name.upper(), getattr(module, name.upper(), None))
        assert type(constant) is not int or constant == part.start, (name, constant, part)
