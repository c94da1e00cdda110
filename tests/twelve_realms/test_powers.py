"""Every Creature Power with its level and its timing: Blast, Changeling, Curse, Dark Magic,
Horde, Marauding, Summon, Treasure, Unyielding."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.twelve_realms import cards
from realmkit.games.twelve_realms.components import (
    ASK,
    COMBAT,
    GOLD,
    GROUP,
    MAGIC,
    SWIFTNESS,
    TOWN,
)

from .conftest import dice, kind, legal, play, put, table


def test_blast_a_one_on_any_die_makes_the_leader_retreat_before_the_confrontation() -> None:
    # the Hammer-Heads: Blast 1
    state = table(players=2, talents={1: {"swiftness": 3, "craft": 2, "magic": 1, "charm": 1}},
                  creatures=[("hammer-heads", 3)], deck=["wizards-gifts"])
    play(state, "move 3")
    dice(state, 1)
    play(state, "confront hammer-heads")
    assert state.area_at[0] == TOWN and state.hands[0] and state.current_player() == 1
    assert len(state.tokens[0]) == 1


def test_blast_without_a_one_lets_the_confrontation_take_place() -> None:
    state = table(talents={1: {"swiftness": 3, "craft": 2}}, creatures=[("hammer-heads", 3)])
    play(state, "move 3")
    dice(state, 4)
    play(state, "confront hammer-heads")
    assert state.phase == GROUP


def test_changeling_rolls_its_vulnerability_once_per_level_and_once_per_turn() -> None:
    # the Cheshire Cat: Changeling 2
    state = table(realms="wonderland+camelot",
                  talents={1: {"swiftness": 3, "magic": 1, "gold": 1, "combat": 2}},
                  creatures=[("cheshire-cat", 3)], at={1: 3})
    dice(state, 4, 6)  # Magic, Gold
    play(state, "confront cheshire-cat")
    assert state.groups == ((0, 0, 0, 1, 0, 1),)
    play(state, "group 1", "exploit magic", "exploit gold")
    assert not state.tokens[0]
    put(state, "cheshire-cat", 3)
    dice(state, 2, 2, 2)
    play(state, "confront cheshire-cat", "group 1", "exploit combat", "exploit combat")
    token = put(state, "cheshire-cat", 3)
    state.challenged.add((0, token[0]))
    with pytest.raises(IllegalActionError, match="more than once per turn"):
        play(state, "confront cheshire-cat")


def test_a_changeling_vulnerability_the_team_lacks_leaves_only_withdraw() -> None:
    state = table(realms="wonderland+camelot", talents={1: {"swiftness": 3, "combat": 1}},
                  creatures=[("cheshire-cat", 3)], at={1: 3})
    dice(state, 5, 5)
    play(state, "confront cheshire-cat")
    assert legal(state) == ["withdraw"]
    play(state, "withdraw")
    assert "confront cheshire-cat" not in legal(state) and len(state.tokens[0]) == 1


def test_curse_exploits_a_random_talent_of_every_hero_on_its_map() -> None:
    state = table(players=2, realms="lapland+oz",
                  talents={1: {"swiftness": 2, "magic": 1}, 2: {"swiftness": 2, "magic": 1}},
                  exploited={1: {"magic": 1}}, blue={1: {"magic": 1}}, at={2: ("oz", 0)},
                  creatures=[("frost-wind", 4)], deck=["wizards-gifts"] * 2)
    play(state, "end")
    dice(state, 4, 2)  # Curse: Magic for the hero in Lapland; then the marker moves (no dice)
    cards_before = len(state.deck)
    play(state, "end")
    assert state.fresh[0][MAGIC] == 0, "refreshed in Town, then cursed"
    assert state.blue[0][MAGIC] == 1, "blue tokens are not affected"
    assert state.fresh[1][MAGIC] == 1, "a hero on another map is spared"
    assert len(state.deck) == cards_before - 2


def test_dark_magic_exploits_a_random_talent_and_the_last_swiftness_retreats() -> None:
    state = table(players=2, talents={1: {"swiftness": 2, "magic": 2, "craft": 2, "combat": 2}},
                  pieces={"oz": ["player 1", "player 1", "player 1"]}, creatures=[("wicked-witch", 3)],
                  deck=["wizards-gifts"])
    play(state, "move 3")
    dice(state, 1)  # Swiftness: his last red one
    play(state, "confront wicked-witch")
    assert state.area_at[0] == TOWN and state.current_player() == 1
    assert state.fresh[0][SWIFTNESS] == 0


def test_only_the_leader_is_affected_by_the_powers_of_a_challenge() -> None:
    """'Allied players may contribute to the Confrontation by exploiting any necessary Talents,
    but only the Leader can be affected by any Creature Powers': Dark Magic strikes the Leader
    before the character beside him is asked to be an Ally."""
    tokens = {"swiftness": 3, "magic": 2, "craft": 2, "combat": 2}
    state = table(players=2, talents={1: tokens, 2: tokens}, pieces={"oz": ["player 1"] * 3},
                  creatures=[("wicked-witch", 3)], at={2: 3})
    play(state, "move 3")
    ally = state.fresh[1][:]
    dice(state, state.content.talent_table.index(MAGIC) + 1)
    play(state, "confront wicked-witch")
    assert state.phase == ASK and state.current_player() == 1
    assert state.fresh[0][MAGIC] == 1 and state.fresh[1] == ally


def test_dark_magic_spares_blue_tokens_and_takes_nothing_from_who_has_none() -> None:
    state = table(talents={1: {"swiftness": 3, "magic": 2, "craft": 2, "combat": 2}},
                  blue={1: {"gold": 1}}, pieces={"oz": ["player 1", "player 1", "player 1"]},
                  creatures=[("wicked-witch", 3)])
    play(state, "move 3")
    dice(state, 6)
    play(state, "confront wicked-witch")
    assert state.blue[0][GOLD] == 1 and state.phase == GROUP


def test_horde_places_identical_tokens_in_the_same_area_one_per_level() -> None:
    state = table(realms="lilliput+oz")
    cards.appear(state, 0, kind(state, "big-endians"), 5)  # Horde 2
    assert [t[1:] for t in state.tokens[0]] == [[kind(state, "big-endians"), 5]] * 3


def test_marauding_moves_the_token_to_a_new_random_area_in_upkeep() -> None:
    state = table(creatures=[("winged-monkeys", 3)])
    dice(state, 3, 5)  # the same area is rolled again
    play(state, "end")
    assert state.tokens[0][0][2] == 5


def test_a_summoned_creatures_horde_does_not_act_in_the_upkeep_it_is_summoned() -> None:
    """'Note that a Creature's Power cannot be activated in the same phase the Creature has been
    summoned': Rats have Horde ('takes effect when this Creature is placed on a map'), but the
    Rat King's summoned Rats come alone."""
    # the Rat King: Summon 1 Rats (which have Horde 1)
    state = table(realms="hamelin+oz", creatures=[("rat-king", 2)])
    dice(state, 6)
    play(state, "end")
    rats = [t for t in state.tokens[0] if t[1] == kind(state, "rats")]
    assert [t[2] for t in rats] == [6]
    assert state.marker[0] == 2, "summoned creatures move the Invasion Marker"


def test_a_creature_card_drawn_still_brings_its_horde() -> None:
    """Horde: 'takes effect when this Creature is placed on a map' by its card."""
    state = table(realms="hamelin+oz", deck=["rats"])
    dice(state, 4)
    cards.draw(state, 0)
    assert [t[1:] for t in state.tokens[0]] == [[kind(state, "rats"), 4]] * 2


def test_summoned_creatures_powers_wait_for_the_next_upkeep() -> None:
    # the Wicked Witch summons Winged Monkeys (Marauding)
    state = table(lords={"oz": "in play"}, creatures=[("wicked-witch", 2)])
    dice(state, 4)  # the monkeys appear in area 4 and do not maraud now
    play(state, "end")
    monkeys = [t for t in state.tokens[0] if t[1] == kind(state, "winged-monkeys")]
    assert [t[2] for t in monkeys] == [4]


def test_treasure_the_leader_gains_the_reward_of_a_defeated_creature() -> None:
    state = table(realms="lapland+oz", talents={1: {"swiftness": 3, "charm": 1}},
                  creatures=[("little-robber-girl", 3)], at={1: 3})
    play(state, "confront little-robber-girl", "group 1", "exploit charm")
    assert state.yellow[0][SWIFTNESS] == 1 and state.yellow[0][COMBAT] == 1


def test_unyielding_a_one_keeps_the_defeated_creature_on_the_map() -> None:
    # the Green Knight: Unyielding 2
    state = table(realms="camelot+oz", talents={1: {"swiftness": 3, "combat": 4}},
                  creatures=[("green-knight", 3)], at={1: 3})
    dice(state, 5, 1)
    play(state, "confront green-knight", "group 1", "exploit combat", "exploit combat")
    assert len(state.tokens[0]) == 1
    dice(state, 5, 2)
    play(state, "confront green-knight", "group 1", "exploit combat", "exploit combat")
    assert not state.tokens[0]
