"""Confront a Creature: the Challenge, vulnerability groups of the player's choosing, Crown as
wild, yellow and blue one-use tokens, Allies, Dark Lords and their Artifact Pieces."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.twelve_realms.components import ASK, COMBAT, CRAFT, GROUP, PAY, SWIFTNESS, TOWN

from .conftest import kind, legal, play, table


def test_only_creatures_in_the_same_area_can_be_confronted() -> None:
    state = table(creatures=[("kalidah", 3)])
    assert "confront kalidah" not in legal(state)
    with pytest.raises(IllegalActionError, match="no Kalidah stands in your area"):
        play(state, "confront kalidah")
    play(state, "move 3")
    assert "confront kalidah" in legal(state)


def test_one_vulnerability_group_of_the_players_choosing_defeats_the_creature() -> None:
    # the Kalidah: [combat combat] or [craft swiftness]
    state = table(talents={1: {"swiftness": 3, "combat": 2, "craft": 1}}, creatures=[("kalidah", 3)])
    play(state, "move 3", "confront kalidah")
    assert state.phase == GROUP and legal(state) == ["group 1", "group 2"]
    play(state, "group 2")
    assert state.phase == PAY and set(legal(state)) == {"exploit swiftness", "exploit craft"}
    play(state, "exploit craft", "exploit swiftness")
    assert not state.tokens[0], "the defeated creature is removed"
    assert state.fresh[0][COMBAT] == 2 and state.fresh[0][CRAFT] == 0
    assert state.phase != PAY and state.current_player() == 0


def test_a_creature_the_team_cannot_overcome_cannot_be_challenged() -> None:
    state = table(talents={1: {"swiftness": 3, "combat": 1}}, creatures=[("kalidah", 3)])
    play(state, "move 3")
    with pytest.raises(IllegalActionError, match="lacks the talents of every vulnerability group"):
        play(state, "confront kalidah")


def test_crown_is_wild_and_one_use_tokens_are_discarded_not_flipped() -> None:
    state = table(talents={1: {"swiftness": 3, "crown": 1}}, yellow={1: {"combat": 1}},
                  creatures=[("kalidah", 3)])
    play(state, "move 3", "confront kalidah", "group 1")
    assert "exploit crown as combat" in legal(state) and "exploit yellow combat" in legal(state)
    play(state, "exploit yellow combat", "exploit crown as combat")
    assert not state.tokens[0]
    assert state.yellow[0][COMBAT] == 0 and state.total[0][6] == 1 and state.fresh[0][6] == 0


def test_allies_decide_for_themselves_and_exploit_their_own_tokens() -> None:
    state = table(players=3, realms="oz+lapland+camelot",
                  talents={1: {"swiftness": 3, "combat": 1}, 2: {"swiftness": 3, "combat": 2},
                           3: {"swiftness": 3, "combat": 2}},
                  creatures=[("kalidah", 3)], at={2: 3, 3: 3})
    play(state, "move 3", "confront kalidah")
    assert state.phase == ASK and state.current_player() == 1
    assert legal(state) == ["join", "decline"]
    play(state, "decline")
    assert state.current_player() == 2
    play(state, "join", "group 1")
    assert state.current_player() == 0, "the Leader pays first"
    play(state, "exploit combat")
    assert state.current_player() == 0 and legal(state) == ["done"]
    play(state, "done")
    assert state.current_player() == 2
    play(state, "exploit combat")
    assert not state.tokens[0]
    assert state.fresh[1][COMBAT] == 2 and state.fresh[2][COMBAT] == 1


def test_an_ally_who_exploits_his_last_swiftness_retreats_after_the_confrontation() -> None:
    state = table(players=2, talents={1: {"swiftness": 3, "craft": 1}, 2: {"swiftness": 1}},
                  creatures=[("kalidah", 3)], at={2: 3}, deck=["wizards-gifts"])
    play(state, "move 3", "confront kalidah", "join", "group 2", "exploit craft", "done")
    play(state, "exploit swiftness")
    assert not state.tokens[0]
    assert state.area_at[1] == TOWN and state.hands[1], "the Ally Retreats and draws"
    assert state.area_at[0] == 3 and state.current_player() == 0


def test_the_leader_alone_is_affected_by_creature_powers() -> None:
    from .conftest import dice

    state = table(players=2,
                  talents={1: {"swiftness": 3, "magic": 1, "craft": 2},
                           2: {"swiftness": 3, "magic": 2, "craft": 2}},
                  creatures=[("wicked-witch", 3)], pieces={"oz": ["player 1", "player 1", "player 1"]},
                  at={2: 3})
    play(state, "move 3")
    dice(state, 3)  # Dark Magic: a Craft talent
    play(state, "confront wicked-witch")
    assert state.fresh[0][CRAFT] == 1 and state.fresh[1][CRAFT] == 2


def test_a_dark_lord_is_challenged_only_with_all_his_realms_artifact_pieces() -> None:
    state = table(players=2, creatures=[("nome-king", 3)],
                  talents={1: {"swiftness": 3, "gold": 2, "craft": 1, "charm": 1}},
                  pieces={"oz": ["player 1", "player 1", "player 2"]})
    play(state, "move 3")
    with pytest.raises(IllegalActionError, match="must possess all 3 Artifact Pieces"):
        play(state, "confront nome-king")
    state.holder[0][2] = 0
    assert "confront nome-king" in legal(state)


def test_the_dark_lords_defeat_removes_the_invasion_marker() -> None:
    state = table(creatures=[("nome-king", 3)],
                  talents={1: {"swiftness": 3, "gold": 2, "craft": 1, "charm": 1}},
                  pieces={"oz": ["player 1", "player 1", "player 1"]})
    play(state, "move 3", "confront nome-king", "group 1")
    play(state, "exploit gold", "exploit gold", "exploit craft", "exploit charm")
    assert state.marker[0] == -1 and state.lord_state[0] == 2 and not state.tokens[0]
    assert state.fresh[0][SWIFTNESS] == 2
    assert kind(state, "nome-king") not in [t[1] for t in state.tokens[0]]


def test_a_confrontation_withdrawn_from_cannot_be_challenged_again_that_turn() -> None:
    """An Ally who declines can leave no group payable: the Leader withdraws. He may not challenge
    the same token again that turn (else he could challenge and withdraw for ever); next turn he
    may."""
    # the Kalidah: [combat combat] or [craft swiftness]
    state = table(players=2, talents={1: {"swiftness": 3, "combat": 1}, 2: {"swiftness": 3, "combat": 1}},
                  creatures=[("kalidah", 3)], at={2: 3})
    play(state, "move 3", "confront kalidah", "decline")
    assert legal(state) == ["withdraw"]
    play(state, "withdraw")
    assert state.tokens[0] and "confront kalidah" not in legal(state)
    with pytest.raises(IllegalActionError, match="you withdrew from the Confrontation with Kalidah"):
        play(state, "confront kalidah")
    state.challenged.clear()  # what the next turn's Draw Cards phase does
    assert "confront kalidah" in legal(state)
