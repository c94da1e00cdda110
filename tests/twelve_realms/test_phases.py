"""The three phases: Draw Cards, Perform Actions (Move, Claim, Entrust, Travel, Retreat, end),
Upkeep (Refresh, Invasion Tracks), and how the game ends."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.twelve_realms import cards
from realmkit.games.twelve_realms.components import (
    ACTIONS,
    COMBAT,
    IN_PLAY,
    OVER,
    SWIFTNESS,
    TOWN,
)

from .conftest import card, kind, legal, play, put, table


def test_adventure_cards_are_kept_events_played_at_once() -> None:
    state = table(deck=["wizards-gifts"])
    cards.draw(state, 0)
    assert state.hands[0] == [card(state, "wizards-gifts")] and not state.discard
    state.deck = [card(state, "long-winter")]  # Lapland: each hero on that map exploits a talent
    state.realm_at[0] = 1
    before = sum(state.fresh[0])
    cards.draw(state, 0)
    assert sum(state.fresh[0]) == before - 1
    assert state.discard == [card(state, "long-winter")]


def test_a_creature_card_places_its_token_by_the_die_and_is_discarded() -> None:
    state = table(deck=["nomes"])
    cards.draw(state, 0)
    assert [t[1] for t in state.tokens[0]] == [kind(state, "nomes")]
    assert 1 <= state.tokens[0][0][2] <= 6
    assert state.discard == [card(state, "nomes")]


def test_an_empty_deck_is_made_of_the_reshuffled_discards() -> None:
    state = table(discard=["nomes"])
    cards.draw(state, 0)
    assert len(state.tokens[0]) == 1 and state.discard == [card(state, "nomes")]


def test_treasure_tokens_go_to_a_random_area_and_their_card_stays_by_the_map() -> None:
    state = table(deck=["golden-cap"])
    cards.draw(state, 0)
    assert state.treasures[0][0][0] == card(state, "golden-cap") and 1 <= state.treasures[0][0][1] <= 6
    assert not state.discard


def test_artifact_pieces_lowest_first_and_the_last_brings_the_dark_lord() -> None:
    state = table(pieces={"oz": [5]}, deck=["good-witchs-kiss", "house-falls"])
    cards.draw(state, 0)
    assert state.placed[0] == 2 and state.piece_area[0][1] > 0
    assert state.discard == [card(state, "house-falls")]
    cards.draw(state, 0)
    assert state.placed[0] == 3 and state.lord_state[0] == IN_PLAY
    assert state.aside == [card(state, "good-witchs-kiss")], "the last piece's card is put aside"
    assert [t[1] for t in state.tokens[0]] == [state.lord_kind[0]]


def test_creature_cards_of_a_defeated_dark_lords_realm_are_put_aside() -> None:
    state = table(lords={"oz": "defeated"}, deck=["kalidah"])
    cards.draw(state, 0)
    assert not state.tokens[0] and state.aside == [card(state, "kalidah")]


def test_move_exploits_a_swiftness_token_to_an_adjacent_area() -> None:
    state = table()
    assert {"move 2", "move 3"} <= set(legal(state)) and "move 5" not in legal(state)
    play(state, "move 3")
    assert state.area_at[0] == 3 and state.fresh[0][SWIFTNESS] == state.total[0][SWIFTNESS] - 1
    with pytest.raises(IllegalActionError, match="not adjacent"):
        play(state, "move 6")


def test_a_character_cannot_move_without_swiftness_but_a_crown_may_stand_in() -> None:
    assert not any(a.startswith("move") for a in legal(table(talents={1: {"combat": 2}})))
    state = table(talents={1: {"combat": 2}}, yellow={1: {"crown": 1}})
    play(state, "move 3 with yellow crown")
    assert state.yellow[0][6] == 0 and state.area_at[0] == 3


def test_the_last_red_swiftness_makes_the_hero_retreat_draw_and_end_his_phase() -> None:
    state = table(players=2, talents={1: {"swiftness": 1, "combat": 2}}, deck=["wizards-gifts"])
    play(state, "move 3")
    assert state.area_at[0] == TOWN, "placed on its current map's Town"
    assert state.hands[0] == [card(state, "wizards-gifts")], "and draws a card"
    assert state.current_player() == 1, "his Perform Actions phase ends"


def test_travel_only_from_a_town_draws_a_card_and_ends_the_phase() -> None:
    state = table(players=2, deck=["wizards-gifts"])
    play(state, "travel lapland")
    assert state.realm_at[0] == 1 and state.area_at[0] == TOWN and state.hands[0]
    assert state.current_player() == 1
    play(state, "move 2")
    assert not any(a.startswith("travel") for a in legal(state))
    with pytest.raises(IllegalActionError, match="only when your character is in a Town"):
        play(state, "travel lapland")


def test_entrust_an_artifact_piece_to_a_character_in_the_same_area() -> None:
    state = table(players=2)
    state.holder[0][0] = 0
    assert "entrust oz I to player 2" in legal(state)
    play(state, "entrust oz I to player 2")
    assert state.holder[0][0] == 1
    state.area_at[1] = 2
    state.holder[0][1] = 0
    assert not any(a.startswith("entrust") for a in legal(state))


def test_claim_an_artifact_piece_and_a_treasure() -> None:
    state = table(talents={1: {"swiftness": 3, "magic": 2, "gold": 1}}, pieces={"oz": [3]},
                  treasures=[("golden-cap", 3)], markers={"oz": 5})
    play(state, "move 3", "claim piece oz I", "exploit swiftness", "exploit magic")
    assert state.holder[0][0] == 0 and state.piece_area[0][0] == -1
    play(state, "claim golden-cap", "exploit magic", "exploit gold")
    assert not state.treasures[0] and state.marker[0] == 2, "the Golden Cap pushes the invasion back"
    assert state.discard == [card(state, "golden-cap")]


def test_a_player_ends_his_phase_at_will_and_upkeep_follows_the_last() -> None:
    state = table(players=2)
    play(state, "end")
    assert state.current_player() == 1 and state.turn == 1
    state.deck = [card(state, "wizards-gifts"), card(state, "wizards-gifts")]
    play(state, "end")
    assert state.turn == 2 and state.current_player() == 0 and state.phase == ACTIONS


def test_refresh_in_a_town_only() -> None:
    """'players in a Town area can refresh all their exploited Talent tokens'."""
    tokens = {"swiftness": 3, "combat": 2}
    state = table(players=2, talents={1: tokens, 2: tokens}, exploited={1: {"combat": 2}, 2: {"combat": 2}},
                  at={2: 2}, deck=["wizards-gifts"] * 2)
    play(state, "end", "end")
    assert state.fresh[0][COMBAT] == 2 and state.fresh[1][COMBAT] == 0


def test_invasion_markers_move_one_space_per_creature_and_red_spaces_bring_the_dark_lord() -> None:
    state = table()
    for _ in range(3):
        put(state, "kalidah", 4)
    red = state.content.realms[state.realms[0]].red[0]
    state.marker[0] = red - 2
    state.deck = [card(state, "wizards-gifts")]
    play(state, "end")
    assert state.lord_state[0] == IN_PLAY and state.marker[0] == red + 1
    assert state.marker[1] == 0


def test_a_marker_past_the_last_space_defeats_the_players() -> None:
    state = table(creatures=[("kalidah", 4)])
    state.marker[0] = state.content.realms[state.realms[0]].track - 1
    play(state, "end")
    assert state.phase == OVER and not state.won and state.returns() == [-1.0]


def test_the_last_dark_lord_defeated_is_a_victory() -> None:
    state = table(lords={"lapland": "defeated"},
                  talents={1: {"swiftness": 3, "combat": 4, "craft": 4, "magic": 4}},
                  pieces={"oz": ["player 1", "player 1", "player 1"]}, creatures=[("wicked-witch", 3)],
                  deck=["wizards-gifts", "wizards-gifts", "wizards-gifts"])
    play(state, "move 3", "confront wicked-witch", "group 1")
    while state.phase != OVER:
        play(state, legal(state)[0])
    assert state.won and state.returns() == [1.0] and state.scores() == [2.0]
