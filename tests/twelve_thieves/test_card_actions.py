"""'Actions using palace cards': smuggling, moving one's guard (with a thief), moving a neutral guard."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.twelve_thieves.components import DANCER
from realmkit.games.twelve_thieves.state import TwelveThievesState

Table = Callable[..., TwelveThievesState]


def play(state: TwelveThievesState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def legal(state: TwelveThievesState) -> set[str]:
    return {str(action) for action in state.legal_actions()}


def test_smuggling_costs_one_card_per_external_guard_none_for_ones_own(table: Table) -> None:
    """Rulebook example: green places 1 thief in the red palace by playing 2 red cards (one for the
    neutral guard, one for the blue guard), none for its own guard."""
    state = table(players=3, guards={3: "1N2"}, hands=["3 3 3 5", "", ""])
    assert {a for a in legal(state) if a.startswith("smuggle")} == {"smuggle 3 pay 3,3"}
    play(state, "smuggle 3 pay 3,3")
    assert state.thieves[2][0] == 1 and state.supply[0] == 11
    assert state.hands[0][2] == 1 and state.discard[2] == 2


def test_smuggling_with_fewer_cards_than_external_guards_is_refused(table: Table) -> None:
    state = table(players=3, guards={3: "1N2"}, hands=["3 3 3", "", ""])
    with pytest.raises(IllegalActionError, match="costs 2 card"):
        play(state, "smuggle 3 pay 3")
    with pytest.raises(IllegalActionError, match="costs 2 card"):
        play(state, "smuggle 3 pay 3,3,3")
    assert state.thieves[2][0] == 0 and state.hands[0][2] == 3


def test_smuggling_needs_cards_of_that_palace(table: Table) -> None:
    state = table(guards={3: "1N"}, hands=["4 4", ""])
    assert not any(a.startswith("smuggle") for a in legal(state))
    with pytest.raises(IllegalActionError, match="not a possible action"):
        play(state, "smuggle 3 pay 4")


def test_an_action_that_cannot_be_paid_is_not_legal(table: Table) -> None:
    """The payment is part of the action: cards one does not hold cannot be spent."""
    state = table(guards={3: "1N"}, hands=["5", ""])
    assert not any(a.startswith("smuggle") for a in legal(state))
    with pytest.raises(IllegalActionError, match="hold 0"):
        play(state, "smuggle 3 pay 3")


def test_smuggling_needs_one_own_guard_before_the_palace(table: Table) -> None:
    """'there must be at least 1 of your own guards and 1 external guard standing in front'."""
    state = table(guards={3: "2N"}, hands=["3 3", ""])
    assert not any(a.startswith("smuggle") for a in legal(state))
    with pytest.raises(IllegalActionError, match="needs one of your own guards"):
        play(state, "smuggle 3 pay 3,3")


def test_smuggling_needs_one_external_guard_before_the_palace(table: Table) -> None:
    state = table(guards={3: "11"}, hands=["3 3", ""])
    assert not any(a.startswith("smuggle") for a in legal(state))
    with pytest.raises(IllegalActionError, match="needs an external guard"):
        play(state, "smuggle 3 pay 3")


def test_another_players_guard_is_an_external_guard(table: Table) -> None:
    state = table(guards={3: "12"}, hands=["3", ""])
    assert "smuggle 3 pay 3" in legal(state)


def test_smuggling_takes_a_thief_from_the_supply(table: Table) -> None:
    """'Smuggling one thief from your supply into a palace': none left, no smuggling."""
    state = table(guards={1: "1N"}, hands=["1 1", ""], thieves={(6, 1): 12})
    assert not any(a.startswith("smuggle") for a in legal(state))
    with pytest.raises(IllegalActionError, match="none of your thieves is left"):
        play(state, "smuggle 1 pay 1")


def test_dancers_pay_for_any_palace_and_return_to_the_open_supply(table: Table) -> None:
    """'The dancer (joker) can be used like any palace card'; 'Dancers that have been played are not
    placed on the discard pile but are put back with the open dancer cards.'"""
    state = table(players=3, guards={3: "1N2"}, hands=["3 D D", "", ""])
    assert {a for a in legal(state) if a.startswith("smuggle")} == {"smuggle 3 pay 3,D", "smuggle 3 pay D,D"}
    supply = state.dancer_supply
    play(state, "smuggle 3 pay D,D")
    assert state.dancer_supply == supply + 2 and state.hands[0][DANCER] == 0
    assert state.discard == [0] * 6


def test_as_many_thieves_as_you_like_can_stay_in_a_palace(table: Table) -> None:
    """'As many thieves as you like can stay in a palace' (here one whose chests are gone)."""
    state = table(guards={2: "1N"}, hands=["2 2 2", ""], robbed={2: [2, 2, 2, 2]})
    play(state, "smuggle 2 pay 2", "smuggle 2 pay 2", "smuggle 2 pay 2")
    assert state.thieves[1][0] == 3 and len(state.won[0]) == 0


def test_moving_ones_guard_costs_one_card_of_either_palace(table: Table) -> None:
    """'This card must either display the palace that the guard is standing in front of now or
    display the palace to which the guard is to be sent.'"""
    state = table(guards={1: "1"}, hands=["1 4 6 D", ""])
    moves = {a for a in legal(state) if a.startswith("guard 1>4")}
    assert moves == {"guard 1>4 pay 1", "guard 1>4 pay 4", "guard 1>4 pay D"}
    assert "guard 1>2 pay 1" in legal(state) and "guard 1>2 pay 6" not in legal(state)
    with pytest.raises(IllegalActionError, match="not a possible action"):
        play(state, "guard 1>4 pay 6")
    play(state, "guard 1>4 pay 4")
    assert state.guards[0][0] == 0 and state.guards[3][0] == 1 and state.discard[3] == 1


def test_a_guard_moves_only_to_a_palace_with_a_free_guard_square(table: Table) -> None:
    """'In addition at least 1 guard square must be unoccupied there.'"""
    state = table(guards={1: "1", 2: "2NNN"}, hands=["1 2", ""])
    assert not any(a.startswith("guard 1>2") for a in legal(state))
    with pytest.raises(IllegalActionError, match="palace 2 has no free guard square"):
        play(state, "guard 1>2 pay 1")


def test_guards_of_other_players_may_not_be_moved(table: Table) -> None:
    """'Note: Guards of other players may not be moved.'"""
    state = table(guards={1: "2"}, hands=["1 2 D", ""])
    assert not any(a.startswith(("guard", "neutral")) for a in legal(state))
    with pytest.raises(IllegalActionError, match="your guard is not standing before palace 1"):
        play(state, "guard 1>2 pay 1")


def test_a_guard_takes_one_of_his_thieves_along_at_no_extra_cost(table: Table) -> None:
    """'Your own guard ... can take one of your own thieves with him ... does not cost any additional
    palace cards. That thief must be in the courtyard of the palace that the guard is standing in
    front of now. The thief is placed inside the palace's courtyard.'"""
    state = table(guards={1: "1"}, hands=["5", ""], thieves={(1, 1): 2})
    assert "guard 1>5 thief pay 5" in legal(state)
    play(state, "guard 1>5 thief pay 5")
    assert state.thieves[0][0] == 1 and state.thieves[4][0] == 1
    assert state.hands[0][4] == 0 and state.discard[4] == 1


def test_a_guard_cannot_take_along_a_thief_from_another_palace(table: Table) -> None:
    state = table(guards={1: "1"}, hands=["5", ""], thieves={(2, 1): 2})
    assert not any("thief" in a for a in legal(state))
    with pytest.raises(IllegalActionError, match="no thief in palace 1"):
        play(state, "guard 1>5 thief pay 5")


def test_you_may_not_move_thieves_of_other_players_with_you(table: Table) -> None:
    """'Note: You may not move thieves of other players with you.'"""
    state = table(guards={1: "1"}, hands=["5", ""], thieves={(1, 2): 3})
    assert not any("thief" in a for a in legal(state))


def test_moving_a_neutral_guard_costs_a_card_of_each_palace(table: Table) -> None:
    """'One card must display the palace that the guard is standing in front of and the other card
    must display the palace to which the guard is to be sent.'"""
    state = table(guards={2: "N"}, hands=["2 5 5", ""])
    assert {a for a in legal(state) if a.startswith("neutral 2>5")} == {"neutral 2>5 pay 2,5"}
    assert not any(a.startswith("neutral 2>4") for a in legal(state))
    with pytest.raises(IllegalActionError, match="not a possible action"):
        play(state, "neutral 2>5 pay 5,5")
    play(state, "neutral 2>5 pay 2,5")
    assert state.guards[1][2] == 0 and state.guards[4][2] == 1 and state.discard == [0, 1, 0, 0, 1, 0]


def test_dancers_replace_either_card_of_a_neutral_guards_move(table: Table) -> None:
    state = table(guards={5: "N"}, hands=["2 5 D D", ""])
    moves = {a for a in legal(state) if a.startswith("neutral 5>2")}
    assert moves == {f"neutral 5>2 pay {pay}" for pay in ("2,5", "5,D", "2,D", "D,D")}
    play(state, "neutral 5>2 pay D,2")
    assert state.hands[0][1] == 0 and state.hands[0][DANCER] == 1


def test_a_neutral_guard_moves_only_to_a_free_guard_square(table: Table) -> None:
    state = table(guards={2: "N", 5: "1122"}, hands=["2 5", ""])
    assert not any(a.startswith("neutral 2>5") for a in legal(state))
    with pytest.raises(IllegalActionError, match="palace 5 has no free guard square"):
        play(state, "neutral 2>5 pay 2,5")


def test_any_number_of_actions_in_any_order_and_the_same_action_repeatedly(table: Table) -> None:
    """Rulebook example: the red player plays a white card to move a guard from the green to the
    white palace, then another white card to move him (and one of his thieves) on to purple."""
    state = table(guards={1: "1"}, hands=["2 2", ""], thieves={(2, 1): 1})
    play(state, "guard 1>2 pay 2", "guard 2>3 thief pay 2")
    assert state.guards[2][0] == 1 and state.thieves[2][0] == 1 and state.thieves[1][0] == 0
    assert state.current_player() == 0


def test_at_most_3_actions_with_thieves_per_turn(table: Table) -> None:
    """'A player may only play a maximum total of 3 actions with thieves, within one turn.'
    Smuggling and taking a thief along count; moving a guard alone or a neutral guard does not."""
    state = table(guards={1: "1N", 2: "1", 3: "N"}, hands=["1 1 1 1 2 2 3 4 4", ""], thieves={(2, 1): 1})
    play(state, "smuggle 1 pay 1", "smuggle 1 pay 1", "guard 2>4 thief pay 2")
    assert state.thief_actions == 3
    actions = legal(state)
    assert not any(a.startswith("smuggle") or "thief" in a for a in actions)
    assert "guard 4>5 pay 4" in actions and "neutral 3>4 pay 3,4" in actions
    with pytest.raises(IllegalActionError, match="3 actions with thieves"):
        play(state, "smuggle 1 pay 1")
    play(state, "guard 4>5 pay 4", "neutral 3>4 pay 3,4", "end")
    play(state, "pass")
    assert state.current_player() == 0 and "smuggle 1 pay 1" in legal(state)


@pytest.mark.parametrize(
    ("text", "shown", "allowed"),
    [
        ("smuggle 3 pay 4", "'smuggle 3 pay 4'", "card of that palace"),
        ("guard 1>4 pay 6", "'guard 1>4 pay 6'", "palace it leaves or the one it goes to"),
        ("neutral 2>5 pay 5,5", "'neutral 2>5 pay 5,5'", "one showing the palace it leaves"),
    ],
)
def test_an_impossible_payment_is_shown_as_typed_with_palaces_numbered_from_1(
    table: Table, text: str, shown: str, allowed: str
) -> None:
    """Players are numbered from 1 and palaces too in all text a person reads: the refusal of a
    payment no rule allows quotes the action in the notation typed, never the internal fields."""
    state = table(guards={1: "1", 2: "N", 3: "1N"}, hands=["3 4 5 5 6", ""])
    with pytest.raises(IllegalActionError) as refused:
        play(state, text)
    message = str(refused.value)
    assert shown in message and allowed in message
    assert "Action(" not in message and "kind=" not in message
