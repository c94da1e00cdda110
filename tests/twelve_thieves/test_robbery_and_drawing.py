"""Robbing the treasure chests, drawing new palace cards, and the END OF THE GAME."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.twelve_thieves.components import DANCER, PALACES
from realmkit.games.twelve_thieves.state import TwelveThievesState

Table = Callable[..., TwelveThievesState]


def play(state: TwelveThievesState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def legal(state: TwelveThievesState) -> list[str]:
    return [str(action) for action in state.legal_actions()]


def test_a_chest_is_robbed_as_soon_as_the_thieves_suffice(table: Table) -> None:
    """'As soon as a player succeeds in smuggling the number of thieves necessary ... he/she will
    take the treasure chest'; 'The thieves who were involved are returned to the player's own supply'."""
    state = table(guards={4: "1N"}, hands=["4 4", ""], thieves={(4, 1): 2})
    play(state, "smuggle 4 pay 4")
    assert state.won[0] == [] and state.thieves[3][0] == 3
    play(state, "smuggle 4 pay 4")
    assert state.won[0] == [(3, 4)]
    assert state.thieves[3][0] == 0 and state.supply[0] == 12
    assert state.observation(0)["palaces"][3]["chests"] == [5, 6, 7]


def test_the_pips_of_the_top_chest_tell_how_many_thieves_are_needed(table: Table) -> None:
    """'The pips on the top treasure chest in a palace indicate how many thieves a player needs.'"""
    state = table(guards={4: "1N"}, hands=["4 4", ""], thieves={(4, 1): 3}, robbed={2: [4]})
    play(state, "smuggle 4 pay 4")
    assert state.won[0] == [] and state.thieves[3][0] == 4
    play(state, "smuggle 4 pay 4")
    assert state.won[0] == [(3, 5)] and state.chest_level[3] == 2


def test_a_thief_taken_along_by_a_guard_can_complete_a_robbery(table: Table) -> None:
    state = table(guards={1: "1"}, hands=["1", ""], thieves={(1, 1): 1, (2, 1): 3})
    play(state, "guard 1>2 thief pay 1")
    assert state.won[0] == [(1, 4)] and state.thieves[1][0] == 0 and state.supply[0] == 12 - 0


def test_robbers_are_immediately_available_again(table: Table) -> None:
    """'The thieves who were involved are returned to the player's own supply ... and are
    immediately available again': here they are smuggled again in the same turn."""
    state = table(guards={1: "1", 2: "N"}, hands=["1 2", ""], thieves={(1, 1): 1, (2, 1): 3, (6, 1): 8})
    assert state.supply[0] == 0 and not any(str(a).startswith("smuggle") for a in state.legal_actions())
    play(state, "guard 1>2 thief pay 1")
    assert state.supply[0] == 4
    play(state, "smuggle 2 pay 2")
    assert state.thieves[1][0] == 1 and state.supply[0] == 3


def test_other_players_thieves_are_not_involved_and_stay(table: Table) -> None:
    """'Note: Another player's thieves are not involved in your robbery. They stay in the palace.'"""
    state = table(guards={4: "1N"}, hands=["4", ""], thieves={(4, 1): 3, (4, 2): 3})
    play(state, "smuggle 4 pay 4")
    assert state.won == [[(3, 4)], []]
    assert state.thieves[3] == [0, 3] and state.supply[1] == 9


def test_a_palace_without_chests_holds_nothing_to_rob(table: Table) -> None:
    state = table(guards={4: "1N"}, hands=["4", ""], thieves={(4, 1): 7}, robbed={2: [4, 4, 4, 4]})
    play(state, "smuggle 4 pay 4")
    assert state.won[0] == [] and state.thieves[3][0] == 8


def test_after_acting_the_player_draws_3_cards(table: Table) -> None:
    """'You take 3 cards from the covert stack ... after you have completed your actions.'"""
    state = table(guards={1: "1N"}, hands=["1", ""])
    assert "end" not in legal(state)
    top = state.stack[-3:]
    play(state, "smuggle 1 pay 1")
    assert legal(state)[-1] == "end" and "pass" not in legal(state)
    with pytest.raises(IllegalActionError, match="you have acted this turn"):
        play(state, "pass")
    play(state, "end")
    assert state.hands[0][:PALACES] == [top.count(card) for card in range(PALACES)]
    assert state.current_player() == 1 and state.thief_actions == 0 and not state.acted


def test_without_actions_the_player_draws_4_cards(table: Table) -> None:
    """'If you have not carried out any actions on your turn, you take 4 cards.'"""
    state = table(hands=["", ""])
    assert legal(state) == ["pass", "pass dancer"]
    with pytest.raises(IllegalActionError, match="taken no action"):
        play(state, "end")
    play(state, "pass")
    assert sum(state.hands[0]) == 4 and state.hands[0][DANCER] == 0


def test_one_of_the_4_cards_may_be_a_dancer(table: Table) -> None:
    """'... you take 4 cards and one of the cards may be a dancer.'"""
    state = table(hands=["", ""])
    play(state, "pass dancer")
    assert sum(state.hands[0][:PALACES]) == 3 and state.hands[0][DANCER] == 1
    assert state.dancer_supply == 7


def test_with_no_dancer_left_the_card_comes_from_the_stack(table: Table) -> None:
    """'Note: If the stack of the dancers is currently empty, you take a card from the covert stack.'"""
    state = table(hands=["D D D D D D D D", ""])
    assert state.dancer_supply == 0
    assert legal(state)[-1] == "pass" and "pass dancer" not in legal(state)
    with pytest.raises(IllegalActionError, match="no dancer is left"):
        play(state, "pass dancer")
    play(state, "pass")
    assert sum(state.hands[0][:PALACES]) == 4


def test_the_discard_pile_is_shuffled_into_a_new_stack_when_the_stack_is_used_up(table: Table) -> None:
    """'If the stack has been used up, the joint discard pile of palace cards is shuffled to form a
    new covert stack.'"""
    state = table(guards={1: "1N"}, hands=["1", ""], stack="5", discard="1 1 6 6 6")
    play(state, "smuggle 1 pay 1", "end")
    assert sum(state.hands[0]) == 3 and state.discard == [0] * PALACES and len(state.stack) == 4
    cards = [state.hands[0][card] + state.stack.count(card) for card in range(PALACES)]
    assert cards == [3, 0, 0, 0, 1, 3]


def test_with_stack_and_discard_pile_empty_the_player_draws_what_there_is(table: Table) -> None:
    state = table(hands=["", ""], stack="3 4")
    play(state, "pass")
    assert sum(state.hands[0]) == 2 and state.stack == [] and state.current_player() == 1


@pytest.mark.parametrize(("players", "target"), [(2, 6), (3, 5), (4, 4)])
def test_robbing_6_5_4_chests_ends_the_game_at_once(table: Table, players: int, target: int) -> None:
    """'The player who is the first in the game to rob 6 / 5 / 4 treasure chests in a 2 / 3 / 4
    player game immediately ends the game and is the winner.'"""
    state = table(players=players, guards={5: "1N", 6: "1N"}, hands=["5 6"] + [""] * (players - 1),
                  thieves={(5, 1): 3, (6, 1): 3}, robbed={1: [1, 2, 3, 4][:target - 2]})
    play(state, "smuggle 6 pay 6")
    assert not state.is_terminal() and len(state.won[0]) == target - 1
    assert state.observation(0)["to_move"] == 0 and state.observation(0)["outcome"] is None
    play(state, "smuggle 5 pay 5")
    assert state.is_terminal() and state.legal_actions() == []
    assert state.scores()[0] == target
    assert state.returns()[0] == 1.0 and all(value < 0 for value in state.returns()[1:])
    outcome = state.observation(1)["outcome"]
    assert state.observation(1)["to_move"] is None and outcome["winners"] == [0]
    assert outcome["reason"] == f"player 1 is the first to rob {target} treasure chests"
    with pytest.raises(IllegalActionError, match="game is over"):
        play(state, "end")


def test_the_turn_limit_ends_the_game_ranked_by_chests_then_pips(table: Table) -> None:
    """Notes: 'max_turns ... no winner when reached; the most chests, then most pips, ranks'."""
    state = table(players=3, hands=["", "", ""], max_turns=2, robbed={1: [1, 1], 2: [2, 3], 3: [4]})
    for _ in range(5):
        play(state, "pass")
    assert not state.is_terminal()
    play(state, "pass")
    assert state.is_terminal()
    assert state.scores() == [2.0, 2.0, 1.0]
    assert state.returns() == [1.0, 0.0, -1.0]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason == ("the turn limit is reached (2 turns each); tie on 2 chests broken by most "
                              "pips (9 against 8)")
    assert "game over: the turn limit is reached" in state.render(0)


def test_at_the_turn_limit_a_tie_on_chests_and_pips_stays_a_tie(table: Table) -> None:
    state = table(players=2, hands=["", ""], max_turns=1, robbed={1: [1], 2: [2]})
    play(state, "pass", "pass")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0, 1) and state.returns() == [0.0, 0.0]
    assert outcome.reason == "the turn limit is reached (1 turn each); tie on 1 chest and 4 pips"

