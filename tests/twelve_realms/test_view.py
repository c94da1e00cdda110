"""What the team sees: everything but the order of the Realms Deck; the text picture; notation."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.core import IllegalActionError

from .conftest import card, play, put, table


def test_the_deck_order_is_hidden_and_determinize_reshuffles_only_the_deck() -> None:
    state = table()
    state.deck = [card(state, "kalidah"), card(state, "wizards-gifts"), card(state, "deadly-poppies")]
    other = state.clone()
    other.deck.reverse()
    assert other.observation(0) == state.observation(0) == state.observation(None)
    assert "kalidah" not in str(state.observation(0)["realms"])
    world = state.determinize(0, random.Random(3))
    assert sorted(world.deck) == sorted(state.deck)
    assert world.observation(0) == state.observation(0)


def test_hands_of_adventure_cards_are_open_to_the_team() -> None:
    state = table(players=2)
    state.hands[1] = [card(state, "wizards-gifts")]
    assert state.observation(0)["heroes"][1]["hand"] == ["wizards-gifts"]
    assert "The Wizard's Gifts" in state.render(0)


def test_the_picture_shows_maps_tracks_with_red_spaces_talents_and_hands() -> None:
    state = table()
    put(state, "kalidah", 3)
    state.fresh[0][1] = 1
    text = state.render(0)
    assert "== Oz" in text and "The Emerald City" in text
    red = state.content.realms[state.realms[0]].red
    assert "invasion 0/" in text and f"red {list(red)} |X" in text, "the marker and the red spaces"
    track = text.split("|")[1]
    assert [i for i, mark in enumerate(track) if mark == "R"] == list(red)
    assert "3 The Deadly Poppy Field (to town,2,4): Kalidah" in text
    assert "combat 1/4" in text, "exploited and fresh talents"


def test_notation_reads_back_and_bad_input_is_refused_with_the_forms() -> None:
    state = table()
    read = realmkit.load("twelve-realms(realms=oz+lapland)").parse_action(state, "MOVE 3")
    assert str(read) == "move 3" and read in state.legal_actions(), "read in any case, as written"
    with pytest.raises(IllegalActionError, match="is not a 12 Realms action: use forms such as"):
        play(state, "fly 3")
    with pytest.raises(IllegalActionError, match="'join' is not possible now: perform an action"):
        play(state, "join")
    state.apply(state.game.id_to_action(state.game.action_to_id(state.legal_actions()[0])))
