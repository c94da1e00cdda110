"""What the team sees: everything but the order of the Realms Deck; the text picture; notation."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.core import IllegalActionError

from .conftest import card, dice, legal, name, play, table, talents


def test_the_deck_order_is_hidden_and_determinize_reshuffles_only_the_deck() -> None:
    state = table(deck=["kalidah", "wizards-gifts", "deadly-poppies"])
    other = state.clone()
    other.deck.reverse()
    assert other.observation(0) == state.observation(0) == state.observation(None)
    assert "kalidah" not in str(state.observation(0)["realms"])
    world = state.determinize(0, random.Random(3))
    assert sorted(world.deck) == sorted(state.deck)
    assert world.observation(0) == state.observation(0)


def test_hands_of_adventure_cards_are_open_to_the_team() -> None:
    state = table(players=2, hands={2: ["wizards-gifts"]})
    assert state.observation(0)["heroes"][1]["hand"] == ["wizards-gifts"]
    assert "The Wizard's Gifts" in state.render(0)


def test_the_picture_shows_maps_tracks_with_red_spaces_talents_and_hands() -> None:
    state = table(creatures=[("kalidah", 3)], exploited={1: {"combat": 3}})
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


def test_before_a_challenge_the_screen_shows_what_each_token_takes() -> None:
    """Every creature's and Dark Lord's vulnerability groups and powers, every Treasure's and
    Artifact Piece's vulnerability and every hero's talents, named as the notation types them."""
    state = table(players=2, creatures=[("hammer-heads", 3), ("mombi", 5)], treasures=[("golden-cap", 2)],
                  pieces={"oz": [4]}, at={1: 3})
    text = state.render(0)
    assert "- The Hammer-Heads: craft+craft or magic+charm; Blast 1" in text
    assert "- Mombi: rolled when challenged (1 talent); Changeling 1" in text
    assert ("- Dark Lord The Wicked Witch (all 3 Artifact Pieces needed): craft+craft+magic+magic or "
            "swiftness+combat+combat+magic; Summon 1 (Winged Monkeys); Dark Magic 1") in text
    assert "- Treasure The Golden Cap: magic+gold; reward: push the Invasion Marker back 3" in text
    assert "- Artifact Pieces of the Silver Shoes: I swiftness+magic" in text
    talents(state, 0, swiftness=5, combat=4, craft=2)
    assert f">{name(state, 0)}: swiftness 5/5, combat 4/4, craft 2/2" in state.render(0)
    assert f"3 The Deadly Poppy Field (to town,2,4): The Hammer-Heads; {name(state, 0)}" in text
    assert "confront hammer-heads" in legal(state)
    state.holder[0][0] = 0
    state.area_at[1] = 3
    assert "entrust oz I to player 2" in legal(state)
    assert f"; {name(state, 0)}; {name(state, 1)}" in state.render(0), "'player 2' on screen too"
    realm = state.observation(0)["realms"][0]
    assert realm["vulnerability"]["hammer-heads"] == {"groups": [["craft", "craft"], ["magic", "charm"]],
                                                       "powers": ["Blast 1"]}


def test_the_screen_tells_what_was_drawn_and_rolled() -> None:
    state = table(players=2, realms="wonderland+oz", talents={1: {"swiftness": 3, "magic": 1}},
                  creatures=[("cheshire-cat", 3)], at={1: 3})
    dice(state, 4, 6)
    play(state, "confront cheshire-cat")
    text = state.render(0)
    assert "Changeling The Cheshire Cat: dice 4 6, its vulnerability is magic+gold" in text
    assert "Confrontation with The Cheshire Cat: player 1 leads, Allies none; group 1: magic+gold" in text
    play(state, "withdraw", "end")
    state.realm_at[0], state.area_at[0] = 1, 0  # player 1 in the Town of Oz
    state.deck = [card(state, "deadly-poppies"), card(state, "card-soldiers")]
    dice(state, 4, 2)  # the Card Soldiers' area, then the Poppies' Curse on the hero in Oz
    play(state, "end")
    told = state.observation(None)["story"]
    assert told[:2] == ["Upkeep: players in a Town refresh; Creature Powers; the Invasion Markers move",
                        "  Wonderland's Invasion Marker moves from 0 to 1 of 70"]
    assert f"{name(state, 0)} draws Card Soldiers" in told
    assert "  Card Soldiers appears in Wonderland, area 4 (die 4), with 1 more (Horde)" in told
    assert f"    {name(state, 0)}: die 2, combat: has no combat token it can take" in told
    assert "\n".join(told) in state.render(1)


def test_the_screen_ends_with_victory_or_defeat() -> None:
    state = table(creatures=[("kalidah", 4)])
    state.marker[0] = state.content.realms[state.realms[0]].track - 1
    play(state, "end")
    defeat = "Defeat: the Invasion Marker of Oz passed the last space of its track."
    assert state.render(0).splitlines()[-1] == defeat
    view = state.observation(0)
    assert view["to_move"] is None and "active" not in view
    assert view["outcome"] == {"winners": [], "places": [1], "scores": [0.0], "reason": defeat}
    state = table(lords={"lapland": "defeated"},
                  talents={1: {"swiftness": 3, "gold": 2, "craft": 1, "charm": 1}},
                  pieces={"oz": ["player 1", "player 1", "player 1"]}, creatures=[("nome-king", 3)])
    play(state, "move 3", "confront nome-king", "group 1", "exploit gold", "exploit gold", "exploit craft",
         "exploit charm")
    assert state.render(None).splitlines()[-1] == "Victory: every Dark Lord is defeated."
    assert state.observation(None)["outcome"]["winners"] == [0]
    assert state.observation(None)["outcome"]["reason"] == "Victory: every Dark Lord is defeated."


def test_nothing_is_hidden_from_one_player_that_another_sees() -> None:
    """Hands are open and the deck's order is unknown to every player alike, as dice are: no seat
    hides anything, so the game has no hidden information (no hand-off between players)."""
    state = table(players=3, realms="oz+lapland+camelot", hands={3: ["wizards-gifts"]})
    assert not state.game.spec.hidden_information and state.game.spec.has_chance
    assert state.observation(0) == state.observation(1) == state.observation(2) == state.observation(None)
    assert state.render(0).replace(">", " ") == state.render(None).replace(">", " ")


def test_the_story_tells_blast_dice_the_retreat_and_its_draw() -> None:
    state = table(players=2, talents={1: {"swiftness": 3, "craft": 2}}, creatures=[("hammer-heads", 3)],
                  at={1: 3}, deck=["wizards-gifts"])
    dice(state, 1)
    play(state, "confront hammer-heads")
    assert state.observation(0)["story"] == [
        f"  Blast of The Hammer-Heads: die 1, a 1: {name(state, 0)} is forced to Retreat",
        f"  {name(state, 0)} Retreats to the Town of Oz",
        f"{name(state, 0)} draws The Wizard's Gifts",
    ]
