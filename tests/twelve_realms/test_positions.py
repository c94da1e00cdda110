"""The position constructor: what it builds, and the descriptions the content cannot make."""

from __future__ import annotations

from typing import Any

import pytest

from realmkit.games.twelve_realms.components import COMBAT, CROWN, DEFEATED, GOLD, IN_PLAY
from realmkit.games.twelve_realms.positions import position

from .conftest import card, kind


def test_a_position_is_built_from_its_description() -> None:
    state = position(2, talents={1: {"combat": 2, "crown": 1}}, exploited={1: {"combat": 1}},
                     yellow={2: {"gold": 1}},
                     at={1: 3, 2: ("lapland", 5)}, creatures=[("kalidah", 3), ("nome-king", 4)],
                     treasures=[("golden-cap", 2), ("finn-womans-wisdom", 1)],
                     pieces={"oz": [2, "player 2", None]},
                     markers={"oz": 5}, lords={"oz": "in play", "lapland": "defeated"},
                     hands={2: ["wizards-gifts"]}, deck=["reindeers-run"], discard=["kalidah"])
    assert state.total[0][COMBAT] == 2 and state.fresh[0][COMBAT] == 1 and state.fresh[0][CROWN] == 1
    assert state.yellow[1][GOLD] == 1
    assert (state.realm_at, state.area_at) == ([0, 1], [3, 5])
    assert [token[1:] for token in state.tokens[0]] == [[kind(state, "kalidah"), 3],
                                                         [kind(state, "nome-king"), 4]]
    assert state.piece_area[0] == [2, -1, -1] and state.holder[0] == [-1, 1, -1] and state.placed[0] == 2
    assert state.marker == [5, -1] and state.lord_state == [IN_PLAY, DEFEATED]
    assert state.treasures == [[[card(state, "golden-cap"), 2]], [[card(state, "finn-womans-wisdom"), 1]]]
    assert state.hands == [[], [card(state, "wizards-gifts")]]
    assert state.deck == [card(state, "reindeers-run")] and state.discard == [card(state, "kalidah")]
    assert state.current_player() == 0 and state.observation(0)["to_move"] == 0


@pytest.mark.parametrize(("description", "fault"), [
    ({"at": {3: 1}}, "not one of players 1-2"),
    ({"at": {1: 7}}, "area 7"),
    ({"at": {1: ("camelot", 1)}}, "not a Game Realm"),
    ({"talents": {1: {"luck": 1}}}, "counted by talent"),
    ({"talents": {1: {"magic": 1}}, "exploited": {1: {"magic": 2}}}, "more red tokens than he has"),
    ({"creatures": [("kalidah", 3, "lapland")]}, "no creature or Dark Lord of lapland"),
    ({"pieces": {"oz": [None, 3]}}, "placed in order"),
    ({"pieces": {"oz": ["player9"]}}, "held by 'player N'"),
    ({"markers": {"oz": 99}}, "no space 99"),
    ({"lords": {"oz": "asleep"}}, "not 'asleep'"),
    ({"deck": ["excalibur-x"]}, "no card is named"),
    ({"treasures": [("wizards-gifts", 1)]}, "not a Treasure card"),
])
def test_a_description_the_content_cannot_make_is_refused(description: dict[str, Any], fault: str) -> None:
    with pytest.raises(ValueError, match=fault):
        position(2, **description)
