"""When in the turn a Cursed Item is used: ANY TIME items "at any point of your own turn" (the
start, between the draw and the discard, after the discard), REPLACE TURN items at the start only,
the items whose text speaks of the draw to come before it, one item option per turn."""

from __future__ import annotations

import random

import pytest
from item_positions import cards, item, item_names, legal, play, position

import realmkit
from realmkit.core import IllegalActionError
from realmkit.games.fantasy_realms.components.cards import card_id
from realmkit.games.fantasy_realms.items.actions import ItemAction
from realmkit.games.fantasy_realms.state import FantasyRealmsState

NINE = ("Elven Archers", "Light Cavalry", "Dwarvish Infantry", "Rangers", "Collector", "Beastmaster",
        "Necromancer", "Warlock Lord", "Enchantress")


def test_an_any_time_item_may_be_used_between_the_draw_and_the_discard() -> None:
    """ANY TIME, "any point of your own turn": after seeing the card drawn, before the discard."""
    state = position()
    play(state, "draw")
    assert state.hands[0] >> card_id("Wildfire") & 1
    options = legal(state)
    assert options[0] == "use Winged Boots" and options[-1] == "discard item"
    assert "discard Candle" in options
    play(state, "use Winged Boots")
    assert state.discard[-1] == card_id("Great Flood")
    assert state.player == 0 and state.phase == "discard"
    assert item_names(state.cursed.face_down[0]) == ["Winged Boots"]
    assert all(a.startswith("discard ") and a != "discard item" for a in legal(state)), "one option a turn"
    play(state, "discard Candle")
    assert state.player == 1, "the option taken, no pause after the discard"
    assert state.cursed.face_up[0] >= 0, "replaced at the end of the turn"


def test_the_item_may_be_discarded_between_the_draw_and_the_discard() -> None:
    """The item option there is the whole option: "discard it at the end of your turn"."""
    state = position()
    play(state, "draw", "discard item")
    assert state.cursed.scrap and "discard Wildfire" in legal(state)
    assert not any(isinstance(a, ItemAction) for a in state.legal_actions())
    play(state, "discard Candle")
    assert state.player == 1 and state.cursed.discard == [item("Winged Boots")]
    assert state.cursed.face_up[0] not in (-1, item("Winged Boots"))


def test_portal_after_the_draw_skips_the_discard() -> None:
    """Portal: "Skip your discard phase this turn": used after the draw, the card drawn is kept."""
    state = position(("Portal", "Rake", "Shovel"))
    play(state, "take Light Cavalry", "use Portal")
    assert state.player == 1 and state.phase == "turn"
    assert state.hands[0] == cards("Knights", "Candle", "Forest", "Rainstorm", "Dragon", "Queen", "Swamp",
                                   "Light Cavalry")
    assert state.discard == [card_id("Elven Archers")]


def test_an_item_with_its_own_decisions_comes_back_to_the_discard() -> None:
    """Sealed Vault between the draw and the discard: the two cards sealed, the turn's discard follows."""
    state = position(("Sealed Vault", "Rake", "Shovel"),
                     discard=("Elven Archers", "Light Cavalry", "Bell Tower"))
    play(state, "draw", "use Sealed Vault", "seal Bell Tower", "seal Light Cavalry")
    assert state.player == 0 and state.phase == "discard"
    assert state.cursed.sealed[0] == cards("Bell Tower", "Light Cavalry")
    play(state, "discard Wildfire")
    assert state.player == 1 and state.discard[-1] == card_id("Wildfire")


def test_repair_kit_copies_an_any_time_item_between_the_draw_and_the_discard() -> None:
    """Repair Kit has the copied item's timing: Shovel may be copied after the draw, Rake may not."""
    state = position(("Repair Kit", "Spyglass", "Portal"), face_down=(("Shovel", "Rake"), (), ()))
    play(state, "draw")
    assert "use Repair Kit on Shovel" in legal(state) and "use Repair Kit on Rake" not in legal(state)
    play(state, "use Repair Kit on Shovel", "use Shovel on Light Cavalry")
    assert state.deck[0] == card_id("Light Cavalry") and state.phase == "discard" and state.player == 0
    assert item_names(state.cursed.face_down[0]) == ["Shovel", "Rake", "Repair Kit"]


def test_larcenous_gloves_after_the_draw_steals_only_an_item_usable_then() -> None:
    """The stolen item "must be used immediately": between the draw and the discard, only an item
    whose text works then."""
    state = position(("Larcenous Gloves", "Rake", "Winged Boots"))
    play(state, "draw")
    assert "use Larcenous Gloves on 3" in legal(state) and "use Larcenous Gloves on 2" not in legal(state)
    with pytest.raises(IllegalActionError, match="Rake of Player 2 could not be used now"):
        play(state, "use Larcenous Gloves on 2")
    play(state, "use Larcenous Gloves on 3", "use Winged Boots")
    assert state.phase == "discard" and state.player == 0 and state.discard[-1] == card_id("Great Flood")


@pytest.mark.parametrize(("face_up", "reason"), [
    ("Rake", "Rake replaces the draw and the discard"),
    ("Cauldron", "Cauldron replaces the draw and the discard"),
    ("Crystal Lens", "Crystal Lens speaks of the draw to come"),
    ("Wishing Ring", "Wishing Ring speaks of the draw to come"),
    ("Hourglass", "AFTER TURN"),
])
def test_items_of_the_start_or_the_end_are_not_used_after_the_draw(face_up: str, reason: str) -> None:
    """REPLACE TURN items take the place of the draw and the discard; Crystal Lens and Wishing Ring
    speak of the draw to come; Hourglass is AFTER TURN."""
    state = position((face_up, "Spyglass", "Portal"))
    play(state, "draw")
    assert not any(isinstance(a, ItemAction) for a in state.legal_actions())
    before = state.observation(0)
    for text in (f"use {face_up}", "discard item"):
        with pytest.raises(IllegalActionError, match=reason):
            play(state, text)
    assert state.observation(0) == before


def test_an_item_that_can_do_nothing_then_offers_nothing_after_the_draw() -> None:
    """Gold Mirror needs three loose cards in the discard area: after the draw, only the discard."""
    state = position(("Gold Mirror", "Rake", "Portal"))
    play(state, "draw")
    assert not any(isinstance(a, ItemAction) for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="only while Gold Mirror can be used"):
        play(state, "discard item")


def test_a_discard_area_filled_by_an_item_after_the_draw_ends_the_game_after_the_discard() -> None:
    """The end is checked once the item has resolved, at the end of the turn: the hand, a card too
    many, still makes the turn's discard."""
    state = position(discard=NINE)
    play(state, "draw", "use Winged Boots")
    assert not state.is_terminal() and len(state.discard) == 10 and state.phase == "discard"
    play(state, "discard Candle")
    assert state.is_terminal() and len(state.discard) == 11
    assert state.hands[0].bit_count() == 7


def test_the_screen_says_the_item_may_be_used_before_the_discard() -> None:
    state = position()
    play(state, "draw")
    assert "Player 1 may use or discard Winged Boots before discarding a card" in state.render(1)
    play(state, "discard item")
    assert "before discarding a card" not in state.render(0)


def test_random_games_use_items_between_the_draw_and_the_discard_and_keep_hidden_information() -> None:
    """Random games in both variants with items: item uses happen between the draw and the discard,
    and at every such moment resampling what a seat cannot know changes nothing it sees nor the
    actions the player to act may take."""
    used = 0
    for game_string, players in (("fantasy-realms(cursed_items=true)", 3),
                                 ("fantasy-realms(cursed_items=true,variant=two-player)", 2)):
        game = realmkit.load(game_string)
        for seed in range(4):
            state = game.new_state(players, seed)
            assert isinstance(state, FantasyRealmsState)
            rng = random.Random(seed)
            while not state.is_terminal():
                actions = state.legal_actions()
                items = [a for a in actions if isinstance(a, ItemAction)]
                if state.phase == "discard" and items:
                    for seat in range(players):
                        other = state.determinize(seat, random.Random(len(state.history)))
                        assert other.observation(seat) == state.observation(seat)
                        assert other.render(seat) == state.render(seat)
                        if seat == state.current_player():
                            assert other.legal_actions() == actions
                choice = rng.choice(items) if items and rng.random() < 0.5 else rng.choice(actions)
                used += state.phase == "discard" and isinstance(choice, ItemAction) and choice.kind == "use"
                state.apply(choice)
    assert used > 0
