"""The position constructor: what it builds, and the descriptions no set of components makes."""

from __future__ import annotations

from typing import Any

import pytest

from realmkit.games.twelve_thieves.positions import position


def test_a_position_is_built_from_its_description() -> None:
    state = position(3, guards={2: "13N"}, hands=["1 D", "", "6 6"], thieves={(2, 3): 4},
                     robbed={2: [5, 5]}, discard="4", player=3)
    assert state.current_player() == 2 and state.guards[1] == [1, 0, 1, 1]
    assert state.thieves[1][2] == 4 and state.supply[2] == 8
    assert state.won[1] == [(4, 4), (4, 5)] and state.chest_level[4] == 2
    assert state.hands[0][0] == 1 and state.dancer_supply == 7 and state.discard == [0, 0, 0, 1, 0, 0]
    assert len(state.stack) == 102 - 4 and state.stack.count(5) == 15


@pytest.mark.parametrize(("description", "fault"), [
    ({"guards": {1: "1N1NN"}}, "4 guard squares"),
    ({"guards": {1: "12", 2: "111", 3: "1"}}, "4 guards of player 1"),
    ({"guards": {1: "X"}}, "a player's number or N"),
    ({"guards": {1: "3"}}, "not one of players 1-2"),
    ({"thieves": {(1, 1): 13}}, "12 thieves"),
    ({"robbed": {1: [3, 3, 3, 3, 3]}}, "4 chests"),
    ({"hands": ["1 " * 18, ""]}, "17 cards of palace 1"),
    ({"hands": ["D " * 9, ""]}, "8 dancers"),
    ({"stack": "D"}, "never in it"),
    ({"hands": ["7", ""]}, "not a card"),
    ({"player": 3}, "not one of players 1-2"),
])
def test_a_description_the_components_cannot_make_is_refused(description: dict[str, Any], fault: str) -> None:
    with pytest.raises(ValueError, match=fault):
        position(2, **description)
