"""The notation says what a player means: a die is named by the number it shows, with what the
rules read of it (rolled and adjusted, copied, created, free to activate a realm again); any
number of dice a turn; every entry the terminal's menu lists can be typed."""

from __future__ import annotations

import random

import pytest
from tests.rolling_realms.sheets import legal, marks, play, table
from tests.rolling_realms.test_engine import refused

import realmkit
from realmkit.agents.menu import LISTED, group_actions, group_key, listed
from realmkit.core import IllegalActionError
from realmkit.games.rolling_realms.actions import Action, Adjust, Copy, Create
from realmkit.games.rolling_realms.state import RollingRealmsState


def test_use_names_the_number_the_die_shows_not_its_place_in_the_roll() -> None:
    """`use 1 in wingspan` uses the die showing 1, whichever rolled die it is."""
    state = table(roll=(5, 1))
    play(state, "use 1 in wingspan", "wingspan bird 1")
    assert marks(state, "wingspan")[0] == 1
    assert [d.used for d in state.dice] == [False, True]
    assert legal(state)[1:3] == ["use 5 in scythe", "use 5 in tapestry"]


def test_a_name_tells_apart_dice_that_show_the_same_number_but_differ_for_the_rules() -> None:
    """FAQ: "If you assign a rolled die (modified or not) to such a realm, 'the other rolled die'
    will be the non-assigned rolled die." A rolled 3 adjusted to 4 (`4 from 3`) and a rolled 4
    show the same number, but each notes the other rolled die on Charterstone's crate."""
    state = table(("charterstone", "wingspan", "scythe"), roll=(3, 4), resources=(2, 0, 0))
    play(state, "adjust 3 +1")
    assert "use 4 in charterstone" in legal(state) and "use 4 from 3 in charterstone" in legal(state)
    adjusted = state.clone()
    play(adjusted, "use 4 from 3 in charterstone")
    assert legal(adjusted) == ["charterstone note 4"]
    play(state, "use 4 in charterstone")
    assert legal(state) == ["charterstone note 3"]


def test_copied_created_and_again_dice_say_so() -> None:
    """FAQ: "if you roll a [3] and a [3], you can spend 3 hearts to gain another [3], and then
    spend 3 pumpkins to adjust it to a [4] and assign it to a realm that was already activated
    this turn." """
    state = table(roll=(3, 3), resources=(3, 2, 1))
    play(state, "use 3 in wingspan", "wingspan bird 1", "copy 3 hearts", "adjust copied 3 +1 again",
         "create 1")
    assert "use copied 4 again in wingspan" in legal(state)
    assert "use created 1 in wingspan" not in legal(state)  # Wingspan was activated this turn
    assert "use created 1 in scythe" in legal(state) and "use 3 in scythe" in legal(state)
    assert "Dice to use: 3, copied 4 again, created 1 (used: 3)" in state.render(0)


def test_a_die_not_there_is_refused_with_the_dice_there_are() -> None:
    state = table(roll=(2, 5))
    refused(state, "use 4 in wingspan", "no unused die 4 now .* the unused dice are 2, 5")
    refused(state, "use created 2 in wingspan", "no unused die created 2")
    with pytest.raises(IllegalActionError, match="a die is named by its number"):
        play(state, "use the first in wingspan")


def test_there_is_no_maximum_number_of_dice_a_turn() -> None:
    """FAQ: "Is there a maximum number of dice you can use in one turn? No. ... you are free to
    copy and create as many dice as you want." Twelve dice created on one roll (fourteen in all);
    created dice then go to each realm, twice to two of them with 3 pumpkins."""
    state = table(roll=(2, 5), resources=(6, 0, 12))
    play(state, "use 2 in wingspan", "wingspan bird 1", "use 5 in scythe", "scythe top")
    for _ in range(12):
        play(state, "create 1")
    assert len(state.dice) == 14 and state.resources()[2] == 0
    play(state, "use created 1 in tapestry", "tapestry a1")
    play(state, "adjust created 1 +1 again", "use created 2 again in wingspan", "wingspan bird 1")
    play(state, "adjust created 1 +1 again", "use created 2 again in scythe", "scythe top")
    assert sum(d.used for d in state.dice) == 5 and state.activated == [2, 2, 1]


def _spending_games(seeds: range) -> list[tuple[RollingRealmsState, list[Action]]]:
    """States of seeded games drawing from every realm, played at random but spending often,
    with resources handed out so that turns copy, create and adjust many dice."""
    game = realmkit.load("rolling-realms(set=all)")
    seen = []
    for seed in seeds:
        state: RollingRealmsState = game.new_state(1, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            if rng.random() < 0.05:
                state.players[0].resources = [rng.randint(0, 9) for _ in range(3)]
            actions = state.legal_actions()
            seen.append((state.clone(), actions))
            spend = [a for a in actions if isinstance(a, (Adjust, Copy, Create))]
            state.apply(rng.choice(spend) if spend and rng.random() < 0.5 else rng.choice(actions))
    return seen


def test_every_action_of_every_state_reads_back_and_encodes_whatever_the_number_of_dice() -> None:
    game = realmkit.load("rolling-realms(set=all)")
    most = 0
    for state, actions in _spending_games(range(12)):
        most = max(most, len(state.dice))
        assert len(set(actions)) == len(actions)
        for action in actions:
            assert game.parse_action(state, str(action)) == action
            assert game.id_to_action(game.action_to_id(action)) == action
    assert most > 10  # turns beyond the 10 dice realmkit once allowed


def test_every_entry_the_menu_lists_can_be_typed() -> None:
    """The terminal groups many actions by the start of their notation and lists the rest of
    each (`tapestry 1-30: a1 b1 ...`): typing what it lists plays that action."""
    game = realmkit.load("rolling-realms(set=all)")
    checked = 0
    for state, actions in _spending_games(range(4)):
        if len(actions) <= LISTED:
            continue
        for group in group_actions([str(a) for a in actions]):
            first = group.members[0][0]
            entries = listed(group) if len(group.members) > 1 else [(first, str(actions[first - 1]))]
            for number, shown in entries:
                assert not shown.strip().isdigit()
                assert game.parse_action(state, shown.strip()) == actions[number - 1]
                checked += 1
    assert checked > 1000


def test_a_realm_with_a_hyphen_is_one_group() -> None:
    assert group_key("stamp-swap high b3") == "stamp-swap "
    assert group_key("d4-d7") == "d4-"
