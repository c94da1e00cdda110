"""Who is barred from a creature for the rest of a turn: the player who challenged a Changeling,
the player who withdrew from a Confrontation; never the rest of the team."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.twelve_realms.components import GROUP

from .conftest import dice, legal, play, table


def test_a_player_cannot_challenge_the_same_changeling_twice_but_another_player_can() -> None:
    """'A player cannot challenge the same Changeling Creature more than once per turn.'"""
    # the Cheshire Cat: Changeling 2
    state = table(players=2, realms="wonderland+camelot",
                  talents={1: {"swiftness": 3, "combat": 1}, 2: {"swiftness": 3, "magic": 2}},
                  creatures=[("cheshire-cat", 3)], at={1: 3})
    dice(state, 5, 5)  # Charm, Charm: nobody here has them
    play(state, "confront cheshire-cat", "withdraw")
    with pytest.raises(IllegalActionError, match="more than once per turn"):
        play(state, "confront cheshire-cat")
    play(state, "end")
    state.area_at[1] = 3  # player 2 comes to the same creature in the same turn
    assert state.current_player() == 1 and "confront cheshire-cat" in legal(state)
    dice(state, 4, 4)  # Magic, Magic
    play(state, "confront cheshire-cat", "decline")  # player 1, there too, is asked to be an Ally
    assert state.phase == GROUP and legal(state) == ["group 1"]


def test_only_the_player_who_withdrew_is_barred_from_that_creature() -> None:
    """A Confrontation withdrawn from bars its Leader from that creature for the rest of the turn
    (docs/rules/twelve-realms.md); the other players may still challenge it."""
    # the Kalidah: [combat combat] or [craft swiftness]
    state = table(players=2, talents={1: {"swiftness": 3, "combat": 1}, 2: {"swiftness": 3, "combat": 2}},
                  creatures=[("kalidah", 3)], at={2: 3})
    play(state, "move 3", "confront kalidah", "decline", "withdraw")
    assert "confront kalidah" not in legal(state)
    play(state, "end")
    assert state.current_player() == 1
    assert "confront kalidah" in legal(state), "player 2 did not withdraw"
    play(state, "confront kalidah", "decline", "group 1", "exploit combat", "exploit combat")
    assert not state.tokens[0]
