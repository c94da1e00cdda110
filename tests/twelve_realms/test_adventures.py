"""Adventure cards: 'An Adventure card must be kept in hand and can be used at any moment during
an Active Player's Perform Actions phase': by any holder, during a Confrontation too."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.twelve_realms.components import ACTIONS, ADVENTURES, ASK, GROUP, MAGIC, PAY

from .conftest import card, dice, legal, play, table


def test_the_leader_plays_healing_apples_after_dark_magic() -> None:
    """'can be used at any moment during an Active Player's Perform Actions phase': Dark Magic
    takes the Leader's Magic, Healing Apples refresh it before he chooses the group."""
    # the Nine Fay Sisters: [magic charm] or [combat combat]; Dark Magic 1
    state = table(realms="avalon+oz", talents={1: {"swiftness": 3, "magic": 1, "charm": 1}},
                  creatures=[("nine-fay-sisters", 3)], hands={1: ["healing-apples"]}, at={1: 3})
    dice(state, 4)  # Dark Magic: a Magic talent
    play(state, "confront nine-fay-sisters")
    assert state.phase == GROUP and state.fresh[0][MAGIC] == 0
    assert legal(state) == ["withdraw", "play healing-apples"]
    play(state, "play healing-apples")
    assert state.fresh[0][MAGIC] == 1 and state.discard == [card(state, "healing-apples")]
    play(state, "group 1", "exploit magic", "exploit charm")
    assert not state.tokens[0]


def test_a_character_asked_to_be_an_ally_may_play_his_card_first() -> None:
    """Any holder, not only the Active Player: the character asked plays The Wizard's Gifts
    (yellow Combat, Magic, Charm), and the team can then pay the Kalidah's Combat group."""
    # the Kalidah: [combat combat] or [craft swiftness]
    state = table(players=2, talents={1: {"swiftness": 3, "combat": 1}, 2: {"swiftness": 3}},
                  creatures=[("kalidah", 3)], at={2: 3}, hands={2: ["wizards-gifts"]})
    play(state, "move 3")
    assert "confront kalidah" in legal(state), "the card in the Ally's hand counts"
    play(state, "confront kalidah")
    assert state.phase == ASK and legal(state) == ["join", "decline", "play wizards-gifts"]
    play(state, "play wizards-gifts", "join", "group 1", "exploit combat", "done", "exploit yellow combat")
    assert not state.tokens[0] and not state.hands[1]


def test_a_hero_may_push_the_invasion_back_before_upkeep_in_another_players_phase() -> None:
    """The last Active Player ends his phase: the other hero, whose card pushes back the marker of
    his map, may still play it before Upkeep moves the markers."""
    # Eat Me: push back 2
    state = table(players=2, realms="wonderland+oz", creatures=[("card-soldiers", 4)],
                  markers={"wonderland": 10}, hands={1: ["eat-me"]})
    play(state, "end")
    state.deck = [card(state, "eat-me")]
    assert state.current_player() == 1
    play(state, "end")
    assert state.phase == ADVENTURES and state.current_player() == 0
    assert legal(state) == ["play eat-me", "pass"]
    play(state, "play eat-me")
    assert state.phase == ACTIONS and state.marker[0] == 10 - 2 + 1, "pushed back, then one creature"


def test_passing_before_upkeep_keeps_the_card() -> None:
    state = table(players=2, realms="wonderland+oz", markers={"wonderland": 10}, hands={2: ["eat-me"]},
                  deck=["deadly-poppies", "deadly-poppies"])
    play(state, "end", "end")
    assert state.phase == ADVENTURES and state.current_player() == 1
    play(state, "pass")
    assert state.phase == ACTIONS and state.hands[1] == [card(state, "eat-me")] and state.turn == 2


def test_only_cards_that_would_change_something_are_offered() -> None:
    """No window before Upkeep for a card whose effect waits as well in hand (gains, refresh),
    and no card that would do nothing: a refresh with every token fresh, a push back at 0."""
    state = table(players=2, realms="wonderland+avalon",
                  hands={1: ["healing-apples", "eat-me"], 2: ["wizards-gifts"]})
    assert "play healing-apples" not in legal(state) and "play eat-me" not in legal(state)
    with pytest.raises(IllegalActionError, match="would change nothing now"):
        play(state, "play eat-me")
    play(state, "end", "end")
    assert state.phase == ACTIONS and state.turn == 2, "nobody was asked before Upkeep"


def test_adventure_cards_are_not_offered_while_talents_are_paid() -> None:
    state = table(realms="avalon+oz", talents={1: {"swiftness": 3, "magic": 1, "charm": 1}},
                  exploited={1: {"swiftness": 1}}, creatures=[("nine-fay-sisters", 3)],
                  hands={1: ["healing-apples"]}, at={1: 3})
    dice(state, 6)  # Dark Magic: Gold, which he has not
    play(state, "confront nine-fay-sisters", "group 1")
    assert state.phase == PAY and "play healing-apples" not in legal(state)


def test_a_refusal_while_the_group_is_chosen_names_what_is_allowed() -> None:
    state = table(realms="avalon+oz", talents={1: {"swiftness": 3, "magic": 1, "charm": 1}},
                  creatures=[("nine-fay-sisters", 3)], at={1: 3})
    dice(state, 6)
    play(state, "confront nine-fay-sisters")
    with pytest.raises(IllegalActionError, match="choose the vulnerability group to overcome"):
        play(state, "join")
