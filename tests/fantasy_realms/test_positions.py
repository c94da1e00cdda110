"""The position constructor (positions.py): the state it builds holds what the dict says, through
the game's own fields, and a dict that says something impossible is refused with the reason."""

from __future__ import annotations

import pytest

from realmkit.games.fantasy_realms.components.cards import NAMES, ids
from realmkit.games.fantasy_realms.items import ITEM_NAMES
from realmkit.games.fantasy_realms.positions import position


def test_the_position_holds_the_hands_area_deck_and_seat_given() -> None:
    state = position({"players": 3, "hands": [["Knights", "King"], ["Smoke"], []],
                      "discard": ["Dragon", "Candle"], "deck": ["Forge", "Lightning"],
                      "known": ["King"], "player": 1, "phase": "discard"})
    assert [[NAMES[c] for c in ids(h)] for h in state.hands] == [["Knights", "King"], ["Smoke"], []]
    assert [NAMES[c] for c in state.discard] == ["Dragon", "Candle"]
    assert [NAMES[c] for c in state.deck] == ["Forge", "Lightning"]
    assert state.current_player() == 1 and state.phase == "discard"
    assert state.observation(0)["known"] == [["King"], [], []]
    state.apply(state.game.parse_action(state, "discard Smoke"))
    assert [NAMES[c] for c in state.discard][-1] == "Smoke"


def test_without_a_deck_every_other_card_in_play_is_in_it() -> None:
    state = position({"game": "fantasy-realms(suits=cursed-hoard)", "players": 4,
                      "hands": [["Genie"], [], [], []]})
    assert len(state.deck) == 68 - 1 and len(set(state.deck)) == 67


def test_the_items_are_placed_and_the_item_deck_holds_the_rest() -> None:
    state = position({"game": "fantasy-realms(cursed_items=true)", "players": 3,
                      "items": {"face_up": ["Spyglass", None, "Rake"], "face_down": [["Shovel"], [], []],
                                "discard": ["Portal"]}})
    cursed = state.cursed
    assert cursed is not None
    assert [ITEM_NAMES[i] if i >= 0 else None for i in cursed.face_up] == ["Spyglass", None, "Rake"]
    assert len(cursed.deck) == 24 - 4 and cursed.deck == sorted(cursed.deck)


@pytest.mark.parametrize(("spec", "message"), [
    ({"hand": []}, "unknown key 'hand'"),
    ({"players": 3, "hands": [["Knights"], ["Knights"], []]}, "Knights is placed twice"),
    ({"players": 3, "hands": [["Jester"], [], []]}, "unknown card 'Jester'"),
    ({"players": 3, "hands": [["Knights"]]}, "1 given for 3 players"),
    ({"players": 3, "known": ["Dragon"]}, "only cards in a hand"),
    ({"players": 3, "player": 3}, "a seat 0-2"),
    ({"players": 3, "phase": "lunch"}, "phase: one of"),
    ({"players": 3, "items": {"face_up": []}}, "without the Cursed Items"),
    ({"game": "fantasy-realms(cursed_items=true)", "players": 3,
      "items": {"face_up": ["Rake", "Rake", None]}}, "Rake is placed twice"),
])
def test_an_impossible_position_is_refused_with_the_reason(spec: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        position(spec)
