"""Each of the 24 Cursed Items from a hand-made position: its text as actions and effects, its
timing, and what it shows to whom. The deck's top is Wildfire, then Great Flood, Protection Rune,
Book of Changes, World Tree; its bottom seven are Warship .. Gem of Order (item_positions.py)."""

from __future__ import annotations

import random

import pytest
from item_positions import DECK, item_names, legal, names, play, position

from realmkit.core import IllegalActionError
from realmkit.games.fantasy_realms.components.cards import NAMES, card_id
from realmkit.games.fantasy_realms.state import FantasyRealmsState


def places(state: FantasyRealmsState, seat: int) -> list[list[object]]:
    return state.observation(seat)["items"]["deck_places_known"]


def resampled(state: FantasyRealmsState, seat: int) -> list[FantasyRealmsState]:
    return [state.determinize(seat, random.Random(s)) for s in range(8)]  # type: ignore[misc]


def test_spyglass_shows_another_hand_to_its_user_only() -> None:
    """Spyglass: "Look at another player's hand." """
    state = position(("Spyglass", "Rake", "Portal"))
    with pytest.raises(IllegalActionError, match="another player"):
        play(state, "use Spyglass on 1")
    play(state, "use Spyglass on 2")
    hand = sorted(names(state.hands[1]))
    assert sorted(state.observation(0)["items"]["seen"][1]) == hand
    assert state.observation(2)["items"]["seen"][1] == [] and "Unicorn" not in state.render(2)
    assert all(other.hands[1] == state.hands[1] for other in resampled(state, 0))
    assert any(other.hands[1] != state.hands[1] for other in resampled(state, 2))


def test_sarcophagus_puts_the_top_card_in_the_discard_area_and_ends_the_turn() -> None:
    """Sarcophagus: "Take the top card from the deck and place it directly in the discard area,
    then end your turn." (REPLACE TURN)"""
    state = position(("Sarcophagus", "Rake", "Portal"))
    hand = state.hands[0]
    play(state, "use Sarcophagus")
    assert NAMES[state.discard[-1]] == "Wildfire" and state.hands[0] == hand
    assert state.player == 1 and state.phase == "turn"


def test_blindfold_discards_first_then_draws() -> None:
    """Blindfold: "Reverse normal turn order: discard a card first, then draw a card from the deck." """
    state = position(("Blindfold", "Rake", "Portal"))
    play(state, "use Blindfold")
    assert all(a.startswith("discard ") for a in legal(state)) and "draw" not in legal(state)
    play(state, "discard Candle")
    assert "Wildfire" in names(state.hands[0]) and "Candle" not in names(state.hands[0])
    assert NAMES[state.discard[-1]] == "Candle" and state.player == 1


def test_book_of_prophecy_shows_the_bottom_seven_to_its_user() -> None:
    """Book of Prophecy: "Look at the bottom seven cards of the deck, then replace them there." """
    state = position(("Book of Prophecy", "Rake", "Portal"))
    play(state, "use Book of Prophecy")
    assert places(state, 0) == [[12 - i, DECK[i]] for i in range(6, -1, -1)]
    assert places(state, 1) == []
    assert all(other.deck[:7] == state.deck[:7] for other in resampled(state, 0))
    assert any(other.deck[:7] != state.deck[:7] for other in resampled(state, 1))


def test_crystal_ball_makes_the_others_reveal_a_suit() -> None:
    """Crystal Ball: "Name a suit. All other players must reveal all cards they possess of that suit." """
    state = position(("Crystal Ball", "Rake", "Portal"))
    play(state, "use Crystal Ball on Beast")
    for seat in range(3):
        known = state.observation(seat)["known"]
        assert set(known[1]) == {"Unicorn", "Hydra"} and set(known[2]) == {"Basilisk", "Warhorse"}
        assert "Dragon" not in known[0], "the user reveals nothing"


def test_crystal_ball_tells_its_user_the_rest_of_the_suit_is_in_the_deck() -> None:
    state = position(("Crystal Ball", "Rake", "Portal"))
    play(state, "use Crystal Ball on Weapon")
    weapons = {"Warship", "Magic Wand", "Sword of Keth", "Elven Longbow", "War Dirigible"}
    assert set(state.observation(0)["items"]["known_in_deck"]) == weapons
    assert state.observation(1)["items"]["known_in_deck"] == []
    assert all(weapons <= {NAMES[c] for c in other.deck} for other in resampled(state, 0))


def test_market_wagon_trades_a_revealed_card_for_one_shown() -> None:
    """Market Wagon: "Reveal a card from your hand. Any other player may reveal up to 3 cards to offer
    in exchange. You may choose to trade your card for one of them." """
    state = position(("Market Wagon", "Rake", "Portal"))
    play(state, "use Market Wagon", "reveal Candle")
    assert state.player == 1 and state.phase == "wagon offer"
    play(state, "show Unicorn", "show King", "show Mountain")
    assert state.player == 2, "three cards at most"
    play(state, "show nothing more")
    assert set(legal(state)[:3]) == {"trade for Mountain", "trade for Unicorn", "trade for King"}
    assert legal(state)[3:] == ["keep revealed", "discard revealed"]
    play(state, "trade for King")
    assert "King" in names(state.hands[0]) and "Candle" in names(state.hands[1])
    assert set(state.observation(2)["known"][1]) >= {"Candle", "Unicorn", "Mountain"}
    assert state.player == 1 and state.phase == "turn"


def test_market_wagon_may_discard_the_card_and_draw() -> None:
    """"... if no offer is acceptable, keep your card or discard it and draw from the deck." """
    state = position(("Market Wagon", "Rake", "Portal"))
    hand = names(state.hands[0])
    play(state, "use Market Wagon", "reveal Candle", "show nothing more", "show nothing more")
    play(state, "discard revealed")
    assert names(state.hands[0]) == hand - {"Candle"} | {"Wildfire"}
    assert NAMES[state.discard[-1]] == "Candle"


def test_backpack_items_are_taken_instead_of_drawing() -> None:
    """Backpack: "Draw three Cursed Items and set them aside face up. The next three times you would
    draw a new Cursed Item from the deck, you must take one of these cards instead." """
    state = position(("Backpack", "Rake", "Portal"))
    three = state.cursed.deck[-3:]
    play(state, "use Backpack")
    assert sorted(state.cursed.backpack[0]) == sorted(three)
    play(state, "draw", "discard Candle")
    assert state.phase == "pick" and state.player == 0
    assert legal(state) == [f"pick {n}" for n in item_names(sorted(three))]
    play(state, f"pick {item_names([three[0]])[0]}")
    assert state.cursed.face_up[0] == three[0] and state.player == 1 and state.phase == "turn"


def test_shovel_puts_a_discarded_card_under_the_deck_in_everyones_sight() -> None:
    """Shovel: "Put a card from the discard area on the bottom of the deck." """
    state = position(("Shovel", "Rake", "Portal"))
    play(state, "use Shovel on Elven Archers")
    assert NAMES[state.deck[0]] == "Elven Archers" and [NAMES[c] for c in state.discard] == ["Light Cavalry"]
    assert all(places(state, seat) == [[13, "Elven Archers"]] for seat in range(3))


def test_sealed_vault_covers_two_cards_only_its_owner_may_take() -> None:
    """Sealed Vault: "no one but you may take them, and they are immune to Shovel and Gold Mirror." """
    state = position(("Sealed Vault", "Shovel", "Portal"),
                     discard=("Elven Archers", "Light Cavalry", "Rangers"))
    play(state, "use Sealed Vault", "seal Elven Archers", "seal Light Cavalry")
    assert legal(state)[:4] == ["draw", "take Elven Archers", "take Light Cavalry", "take Rangers"]
    play(state, "draw", "discard Candle")
    assert "take Elven Archers" not in legal(state) and "take Rangers" in legal(state)
    with pytest.raises(IllegalActionError, match="Sealed Vault"):
        play(state, "take Elven Archers")
    assert "use Shovel on Rangers" in legal(state) and "use Shovel on Elven Archers" not in legal(state)
    assert len(state.discard) == 4, "sealed cards still count towards the end"


def test_crystal_lens_peeks_at_the_top_card() -> None:
    """Crystal Lens: "peek at the top card of the deck before deciding whether to draw"; who draws it
    next is then known to the user."""
    state = position(("Crystal Lens", "Rake", "Portal"))
    play(state, "use Crystal Lens")
    assert places(state, 0) == [[1, "Wildfire"]] and places(state, 1) == []
    play(state, "take Elven Archers", "discard Candle", "draw")
    assert state.observation(0)["items"]["seen"][1] == ["Wildfire"]
    assert state.observation(2)["items"]["seen"][1] == []


def test_larcenous_gloves_steal_an_item_to_use_at_once() -> None:
    """Larcenous Gloves: "Steal a face-up Cursed Item from another player. You must use it
    immediately. The player you stole from must immediately draw a replacement." """
    state = position(("Larcenous Gloves", "Winged Boots", "Sealed Vault"), discard=())
    top = state.cursed.deck[-1]
    assert "use Larcenous Gloves on 3" not in legal(state), "Sealed Vault could not be used now"
    play(state, "use Larcenous Gloves on 2")
    assert state.cursed.face_up[1] == top and legal(state) == ["use Winged Boots"]
    play(state, "use Winged Boots")
    assert item_names(state.cursed.face_down[0]) == ["Larcenous Gloves", "Winged Boots"]
    assert [NAMES[c] for c in state.discard] == ["Wildfire"] and state.phase == "turn"


def test_junkyard_map_plays_one_of_the_top_three_discarded_items() -> None:
    """Junkyard Map: "Take one of the top three discarded Cursed Item cards and play it immediately." """
    state = position(("Junkyard Map", "Rake", "Shovel"),
                     item_discard=("Winged Boots", "Portal", "Crystal Lens", "Spyglass"))
    with pytest.raises(IllegalActionError, match="top three"):
        play(state, "use Junkyard Map on Winged Boots")
    play(state, "use Junkyard Map on Portal", "use Portal", "draw")
    assert item_names(state.cursed.face_down[0]) == ["Junkyard Map", "Portal"]
    assert item_names(state.cursed.discard) == ["Winged Boots", "Crystal Lens", "Spyglass"]
    assert state.player == 1 and state.hands[0].bit_count() == 8


def test_winged_boots_put_the_top_card_in_the_discard_area() -> None:
    """Winged Boots: "Put the top card of the deck directly into the discard area." (ANY TIME)"""
    state = position()
    play(state, "use Winged Boots")
    assert NAMES[state.discard[-1]] == "Wildfire" and state.phase == "turn" and state.player == 0


def test_staff_of_transmutation_returns_three_to_eight_cards() -> None:
    """Staff of Transmutation: "Return 3-8 cards from your hand to the bottom of the deck and replace
    them from the top of the deck." """
    state = position(("Staff of Transmutation", "Rake", "Portal"))
    play(state, "use Staff of Transmutation", "return Candle", "return Dragon")
    assert "stop returning" not in legal(state)
    play(state, "return Swamp", "stop returning")
    assert names(state.hands[0]) & {"Candle", "Dragon", "Swamp"} == set()
    assert {"Wildfire", "Great Flood", "Protection Rune"} <= names(state.hands[0])
    assert {NAMES[c] for c in state.deck[:3]} == {"Candle", "Dragon", "Swamp"}
    assert len(places(state, 0)) == 3 and places(state, 1) == [] and state.player == 1


def test_rake_draws_two_from_the_discard_area_then_discards_two() -> None:
    """Rake: "Draw two cards from the discard area, then discard two cards." """
    state = position(("Rake", "Portal", "Shovel"))
    play(state, "use Rake", "rake Elven Archers", "rake Light Cavalry")
    assert state.hands[0].bit_count() == 9 and state.phase == "discard"
    play(state, "discard Candle")
    assert state.player == 0 and state.phase == "discard"
    play(state, "discard Dragon")
    assert state.player == 1 and {"Elven Archers", "Light Cavalry"} <= names(state.hands[0])


def test_treasure_chest_lies_face_down_for_the_end() -> None:
    """Treasure Chest: worth +25 at the end with three other Cursed Items face down (its -5 alone)."""
    state = position(("Treasure Chest", "Rake", "Portal"))
    before = state.scores()[0]
    play(state, "use Treasure Chest")
    assert item_names(state.cursed.face_down[0]) == ["Treasure Chest"]
    assert state.scores()[0] == before - 5


def test_fishhook_draws_two_then_discards_two() -> None:
    """Fishhook: "Draw two cards from the deck, then discard any two cards." """
    state = position(("Fishhook", "Rake", "Portal"))
    play(state, "use Fishhook")
    assert {"Wildfire", "Great Flood"} <= names(state.hands[0])
    play(state, "discard Wildfire", "discard Great Flood")
    assert state.player == 1 and state.hands[0] == position().hands[0]


def test_repair_kit_copies_an_item_played() -> None:
    """Repair Kit: "Copy the ability of any Cursed Item you have already played other than Backpack,
    Sarcophagus, Blindfold, and Treasure Chest." """
    state = position(("Repair Kit", "Rake", "Portal"), face_down=(("Winged Boots", "Treasure Chest"), (), ()))
    assert "use Repair Kit on Treasure Chest" not in legal(state)
    play(state, "use Repair Kit on Winged Boots", "use Winged Boots")
    assert NAMES[state.discard[-1]] == "Wildfire"
    assert item_names(state.cursed.face_down[0]) == ["Winged Boots", "Treasure Chest", "Repair Kit"]


def test_repair_kit_with_nothing_face_down_is_discarded_and_redrawn() -> None:
    """Repair Kit: "Discard and redraw if you have no facedown Cursed Items." """
    state = position(("Repair Kit", "Rake", "Portal"))
    top = state.cursed.deck[-1]
    play(state, "use Repair Kit")
    assert item_names(state.cursed.discard) == ["Repair Kit"] and state.cursed.face_up[0] == top
    assert state.cursed.face_down[0] == [] and not any(a.startswith("use") for a in legal(state))


def test_hourglass_gives_an_extra_turn_and_is_replaced_after_it() -> None:
    """Hourglass: "Take an extra turn. Do not replace this card with a new Cursed Item until after
    your second turn." (AFTER TURN)"""
    state = position(("Hourglass", "Rake", "Portal"))
    top = state.cursed.deck[-1]
    play(state, "use Hourglass", "draw", "discard Candle")
    assert state.player == 0 and state.phase == "turn" and state.cursed.face_up[0] == -1
    play(state, "draw", "discard Great Flood")
    assert state.player == 1 and state.cursed.face_up[0] == top


def test_gold_mirror_swaps_three_discarded_cards_for_the_top_three() -> None:
    """Gold Mirror: "Put three cards from the discard area on the bottom of the deck. Replace them
    with the top three cards of the deck." """
    state = position(("Gold Mirror", "Rake", "Portal"), discard=("Elven Archers", "Light Cavalry", "Rangers"))
    play(state, "use Gold Mirror", "mirror Elven Archers", "mirror Light Cavalry", "mirror Rangers")
    assert [NAMES[c] for c in state.discard] == ["Wildfire", "Great Flood", "Protection Rune"]
    assert {NAMES[c] for c in state.deck[:3]} == {"Elven Archers", "Light Cavalry", "Rangers"}
    assert state.phase == "turn" and state.player == 0


def test_cauldron_draws_three_and_puts_two_back_top_or_bottom() -> None:
    """Cauldron: "draw three cards, then place two of them on the top or bottom of the deck (or one
    each) before you discard normally." """
    state = position(("Cauldron", "Rake", "Portal"))
    play(state, "use Cauldron")
    assert {"Wildfire", "Great Flood", "Protection Rune"} <= names(state.hands[0])
    assert "top Candle" not in legal(state)
    play(state, "top Wildfire", "bottom Great Flood")
    assert NAMES[state.deck[-1]] == "Wildfire" and NAMES[state.deck[0]] == "Great Flood"
    assert places(state, 0) == [[1, "Wildfire"], [len(state.deck), "Great Flood"]] and places(state, 1) == []
    play(state, "discard Candle")
    assert state.player == 1 and state.hands[0].bit_count() == 7


def test_lantern_draws_until_the_named_suit() -> None:
    """Lantern: "Draw from the deck until you draw a card from that suit ... keep it and discard a
    different card. Show the other cards you drew and reshuffle them into the deck." """
    state = position(("Lantern", "Rake", "Portal"))
    play(state, "use Lantern on Weapon")
    shown = {"Wildfire", "Great Flood", "Protection Rune", "Book of Changes", "World Tree", "Gem of Order",
             "Shield of Keth"}
    assert "War Dirigible" in names(state.hands[0]) and "discard War Dirigible" not in legal(state)
    for seat in range(3):
        assert set(state.observation(seat)["items"]["known_in_deck"]) == shown
    play(state, "discard Candle")
    assert state.player == 1


def test_lantern_ends_the_turn_after_ten_cards_without_the_suit() -> None:
    """"... or until you have drawn ten cards (wild cards do not count)." """
    state = position(("Lantern", "Rake", "Portal"))
    hand = state.hands[0]
    play(state, "use Lantern on Leader")
    assert state.hands[0] == hand and len(state.deck) == len(DECK) and state.player == 1


def test_portal_skips_the_discard_phase() -> None:
    """Portal: "Skip your discard phase this turn. (You will have one extra card in your hand.)" """
    state = position(("Portal", "Rake", "Shovel"))
    play(state, "use Portal", "draw")
    assert state.player == 1 and state.hands[0].bit_count() == 8


def test_wishing_ring_puts_a_card_on_top_then_the_deck_is_reshuffled() -> None:
    """Wishing Ring: "Look through the deck and place any card you wish on top. Reshuffle the deck at
    the end of your turn." """
    state = position(("Wishing Ring", "Rake", "Portal"))
    assert not any(a.startswith("wish") for a in legal(state)), "the deck is not seen before the use"
    play(state, "use Wishing Ring")
    assert legal(state) == [f"wish {NAMES[c]}" for c in sorted(state.deck)]
    play(state, "wish Magic Wand")
    assert NAMES[state.deck[-1]] == "Magic Wand"
    play(state, "draw", "discard Candle")
    assert "Magic Wand" in names(state.hands[0])
    assert set(state.observation(0)["items"]["known_in_deck"]) == {NAMES[c] for c in state.deck}
    assert places(state, 0) == [] and state.observation(1)["items"]["known_in_deck"] == []
    assert card_id("Candle") in state.discard
