"""SET-UP of the rulebook: chests, neutral guards, cards, hands, guards placed in turn."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.twelve_thieves import TwelveThieves
from realmkit.games.twelve_thieves.actions import PLACE_GUARD, PLACE_NEUTRAL, Action
from realmkit.games.twelve_thieves.components import ACTIONS, DANCER, PALACES, SETUP


def new(players: int, variant: str = "standard", seed: int = 3):
    return TwelveThieves(variant=variant).new_state(players, seed)


def test_palace_cards_are_102_of_six_palaces_and_8_dancers_lie_open() -> None:
    """'102 palace cards – 17 cards showing one of the six palaces'; 'dancer cards ... facing upwards'."""
    state = new(4)
    cards = [0] * PALACES
    for card in state.stack:
        cards[card] += 1
    for hand in state.hands:
        for card in range(PALACES):
            cards[card] += hand[card]
        assert hand[DANCER] == 0
    assert cards == [17] * PALACES
    assert state.dancer_supply == 8


def test_palace_cards_are_shuffled_into_a_covert_stack() -> None:
    """'The palace cards are shuffled and placed as a covert stack': seeds give different orders."""
    assert new(2, seed=1).stack != new(2, seed=2).stack
    assert new(2, seed=1).stack == new(2, seed=1).stack


def test_chest_stacks_have_4_on_top_then_5_6_7() -> None:
    """'The treasure chest with 7 pips ... at the bottom ... the treasure chest with 4 pips on top.'"""
    observation = new(2).observation(None)
    assert [palace["chests"] for palace in observation["palaces"]] == [[4, 5, 6, 7]] * PALACES


def test_one_neutral_guard_stands_before_each_palace() -> None:
    """'One black, neutral guard is placed on a guard square in front of each palace.'"""
    state = new(3)
    assert [state.guards[palace][3] for palace in range(PALACES)] == [1] * PALACES


@pytest.mark.parametrize(("players", "sizes"), [(2, [6, 7]), (3, [6, 7, 8]), (4, [6, 7, 8, 9])])
def test_hands_of_6_7_8_9_cards_by_seat(players: int, sizes: list[int]) -> None:
    """'the starting player receives 6 palace cards, the second player 7, the third 8, the fourth 9'."""
    state = new(players)
    assert [sum(hand) for hand in state.hands] == sizes
    assert len(state.stack) == 102 - sum(sizes)


@pytest.mark.parametrize(("players", "guards"), [(2, 4), (3, 3), (4, 2)])
def test_each_player_has_12_thieves_and_4_3_2_guards(players: int, guards: int) -> None:
    """'the 12 thieves ... and 4 guards' (2 players), '3 guards' (3), '2 guards' (4)."""
    state = new(players)
    assert state.supply == [12] * players
    assert [own for own, _ in state.to_place] == [guards] * players


def test_guards_are_placed_one_at_a_time_in_turn_until_all_are_placed() -> None:
    """'each player in turn places a guard ... This is repeated until all the players' guards have
    been placed'; each placement is the player's decision; then the starting player begins."""
    state = new(3)
    seats = []
    while state.phase == SETUP:
        seats.append(state.current_player())
        state.apply(state.legal_actions()[-1])
    assert seats == [0, 1, 2] * 3
    assert state.phase == ACTIONS and state.current_player() == 0
    assert [state.guards[palace][:3] for palace in range(PALACES)][5] == [1, 1, 1]


def test_a_guard_is_placed_on_a_free_guard_square_of_the_players_choice() -> None:
    """'on a free guard square of their choice': any palace with fewer than 4 guards."""
    state = new(2)
    assert [str(a) for a in state.legal_actions()] == [f"place guard {p}" for p in range(1, 7)]
    for _ in range(3):
        state.apply(Action(PLACE_GUARD, 0))
    assert state.guard_total[0] == 4
    assert Action(PLACE_GUARD, 0) not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="palace 1 has no free guard square"):
        state.apply(Action(PLACE_GUARD, 0))


def test_neutral_guards_are_placed_by_players_only_in_the_tactical_variant() -> None:
    state = new(2)
    assert {a.kind for a in state.legal_actions()} == {PLACE_GUARD}
    with pytest.raises(IllegalActionError, match="only in the tactical variant"):
        state.apply(Action(PLACE_NEUTRAL, 0))


def test_tactical_no_other_neutral_guards_are_placed() -> None:
    """Tactical variant: 'No additional neutral guards are placed in this variant.'"""
    state = new(2, "tactical")
    assert state.guard_total == [0] * PALACES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tactical_each_player_places_own_guards_and_2_neutral_guards(players: int) -> None:
    """Tactical: 'Each player ... also [places] 2 neutral guards.'"""
    state = new(players, "tactical")
    own = {2: 4, 3: 3, 4: 2}[players]
    while state.phase == SETUP:
        state.apply(state.legal_actions()[-1])
    assert sum(state.guards[palace][players] for palace in range(PALACES)) == 2 * players
    for seat in range(players):
        assert sum(state.guards[palace][seat] for palace in range(PALACES)) == own


def test_tactical_players_choose_the_order_of_own_and_neutral_guards() -> None:
    """Tactical: 'Each player can choose in which order to place their own and the neutral guards.'"""
    state = new(2, "tactical")
    kinds = {a.kind for a in state.legal_actions()}
    assert kinds == {PLACE_GUARD, PLACE_NEUTRAL}
    state.apply(Action(PLACE_NEUTRAL, 2))
    state.apply(Action(PLACE_GUARD, 2))
    state.apply(Action(PLACE_NEUTRAL, 3))
    state.apply(Action(PLACE_GUARD, 3))
    assert {a.kind for a in state.legal_actions()} == {PLACE_GUARD}
    with pytest.raises(IllegalActionError, match="placed both your neutral guards"):
        state.apply(Action(PLACE_NEUTRAL, 4))
    assert state.guards[2] == [0, 1, 1] and state.guards[3] == [0, 1, 1]


def test_card_actions_wait_until_all_guards_are_placed() -> None:
    state = new(2)
    game = state.game
    with pytest.raises(IllegalActionError, match="place a guard first"):
        game.parse_action(state, "end")
    with pytest.raises(IllegalActionError, match="place a guard first"):
        state.apply(game.id_to_action(game.num_distinct_actions() - 3))


def test_render_tells_the_placing_player_which_guards_are_left_to_place() -> None:
    """Setup step 6 goes on 'until all the players' guards have been placed'; the picture says
    how many own (and, in the tactical variant, neutral) guards the player still places."""
    state = new(2, "tactical")
    assert "setup: player 1 places a guard (4 own and 2 neutral left)" in state.render(0)
    state.apply(Action(PLACE_NEUTRAL, 2))
    assert "setup: player 2 places a guard (4 own and 2 neutral left)" in state.render(1)
    state.apply(Action(PLACE_GUARD, 2))
    assert "setup: player 1 places a guard (4 own and 1 neutral left)" in state.render(0)
    assert "setup: player 1 places a guard (3 own left)" in new(3).render(0)
