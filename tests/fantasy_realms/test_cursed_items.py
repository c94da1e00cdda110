"""The Cursed Items of The Cursed Hoard in play: the option, the deal, the three choices for the
face-up item, the item deck and discard pile, the end, the scoring, and hidden information."""

from __future__ import annotations

import random

import pytest
from item_positions import cards, item, item_names, legal, play, position

import realmkit
from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.fantasy_realms.components.cards import NUM_CARDS, card_id
from realmkit.games.fantasy_realms.items import (
    HAND_CAP,
    ITEM_NAMES,
    NUM_ITEMS,
    SPYGLASS,
    TREASURE_CHEST,
    VALUE,
    items_total,
)
from realmkit.games.fantasy_realms.state import FantasyRealmsState
from realmkit.games.fantasy_realms.tensor import FantasyRealmsTensor


def test_the_items_are_an_option_off_by_default() -> None:
    """Cursed Items are a separate deck, played only with cursed_items=true."""
    base = realmkit.load("fantasy-realms").new_state(3, 1)
    assert "items" not in base.observation(0)
    assert not any("item" in str(a) for a in base.legal_actions())
    with_items = realmkit.load("fantasy-realms(cursed_items=true)")
    assert with_items.num_distinct_actions() > realmkit.load("fantasy-realms").num_distinct_actions()


def test_chaos_realms_has_no_cursed_items() -> None:
    """Chaos: no Cursed Items (notes' default): the combination is refused, saying what is allowed."""
    with pytest.raises(GameStringError, match=r"not played with variant=chaos.*two-player"):
        realmkit.load("fantasy-realms(cursed_items=true,variant=chaos)")


def test_deal_one_item_face_up_to_each_player_with_the_base_deal() -> None:
    """Deal each player one item face up; without the new suits deal 7 cards, end at 10 discards."""
    state = realmkit.load("fantasy-realms(cursed_items=true)").new_state(4, 3)
    assert isinstance(state, FantasyRealmsState) and state.cursed is not None
    assert [h.bit_count() for h in state.hands] == [7] * 4
    assert all(i >= 0 for i in state.cursed.face_up)
    assert len(state.cursed.deck) == NUM_ITEMS - 4
    assert sorted(state.cursed.deck + state.cursed.face_up) == list(range(NUM_ITEMS))
    assert state.observation(1)["items"]["face_up"] == [ITEM_NAMES[i] for i in state.cursed.face_up]


def test_the_item_deck_is_shuffled_from_the_states_generator() -> None:
    game = realmkit.load("fantasy-realms(cursed_items=true)")
    first, again = game.new_state(3, 8), game.new_state(3, 8)
    assert first.cursed.deck == again.cursed.deck  # type: ignore[attr-defined]
    decks = {tuple(game.new_state(3, seed).cursed.deck) for seed in range(5)}  # type: ignore[attr-defined]
    assert len(decks) == 5


def test_doing_nothing_keeps_the_face_up_item() -> None:
    """Choice one: do nothing; the item stays face up."""
    state = position()
    play(state, "draw", "discard Candle")
    assert state.cursed.face_up[0] == item("Winged Boots") and state.cursed.discard == []


def test_discarding_the_item_draws_a_new_one_at_the_end_of_the_turn() -> None:
    """Choice two: discard it at the end of your turn (to the item discard pile, not the discard
    area) and draw a new one face up."""
    state = position()
    top = state.cursed.deck[-1]
    play(state, "discard item")
    assert state.cursed.face_up[0] == item("Winged Boots"), "it goes at the end of the turn"
    play(state, "draw", "discard Candle")
    assert item_names(state.cursed.discard) == ["Winged Boots"]
    assert state.cursed.face_up[0] == top
    assert len(state.discard) == 3, "the item does not enter the discard area"


def test_one_item_option_per_turn() -> None:
    state = position()
    play(state, "discard item")
    assert "use Winged Boots" not in legal(state)
    with pytest.raises(IllegalActionError, match="one per turn"):
        play(state, "use Winged Boots")


def test_a_used_item_lies_face_down_and_a_new_one_comes_at_the_end_of_the_turn() -> None:
    """Choice three: use it, after which it lies face down; the new face-up item waits for the
    next turn."""
    state = position()
    top = state.cursed.deck[-1]
    play(state, "use Winged Boots")
    assert item_names(state.cursed.face_down[0]) == ["Winged Boots"] and state.cursed.face_up[0] == -1
    assert not any(a.startswith(("use", "discard item")) for a in legal(state))
    play(state, "draw", "discard Candle")
    assert state.cursed.face_up[0] == top


def test_an_item_action_refused_changes_nothing() -> None:
    state = position()
    before = state.observation(0), list(state.deck)
    for text in ("use Spyglass on 2", "use Rake", "pick Rake", "wish Dragon"):
        with pytest.raises(IllegalActionError) as error:
            play(state, text)
        assert str(error.value)
    assert (state.observation(0), list(state.deck)) == before


def test_an_empty_item_deck_is_the_item_discard_pile_shuffled() -> None:
    """Notes' default: an empty item deck is the item discard pile shuffled into a new deck."""
    state = position(item_discard=("Lantern", "Portal"))
    state.cursed.deck = []
    play(state, "discard item", "draw", "discard Candle")
    assert state.cursed.face_up[0] in (item("Lantern"), item("Portal"), item("Winged Boots"))
    assert sorted([*state.cursed.deck, state.cursed.face_up[0]]) == sorted(
        [item("Lantern"), item("Portal"), item("Winged Boots")])
    assert state.cursed.discard == []


def test_the_end_is_checked_after_an_item_resolves() -> None:
    """Notes' default: an item may fill the discard area; the game ends once it has resolved."""
    state = position(discard=("Elven Archers", "Light Cavalry", "Dwarvish Infantry", "Rangers", "Collector",
                              "Beastmaster", "Necromancer", "Warlock Lord", "Enchantress"))
    play(state, "use Winged Boots")
    assert state.is_terminal() and len(state.discard) == 10


def test_face_down_items_score_their_printed_values_and_face_up_items_nothing() -> None:
    """At the end every face-down item adds its printed value; a face-up item scores nothing."""
    state = position(face_up=("Portal", "Lantern", "Rake"),
                     face_down=(("Hourglass", "Shovel"), (), ("Fishhook",)))
    hands = [realmkit.games.fantasy_realms.scoring.best_total(h) for h in state.hands]
    assert state.scores() == [hands[0] - 7 - 2, hands[1], hands[2] - 6]


def test_sarcophagus_and_blindfold_add_five() -> None:
    assert items_total([item("Sarcophagus"), item("Blindfold")], 3) == 10


def test_spyglass_is_minus_ten_with_two_players() -> None:
    """Spyglass: "This item's base value is -10 in 2-player game"."""
    assert items_total([SPYGLASS], 3) == VALUE[SPYGLASS] == -1
    assert items_total([SPYGLASS], 2) == -10


def test_treasure_chest_nets_twenty_with_three_other_face_down_items() -> None:
    """Treasure Chest: +25 with at least three other face-down items, its -5 still counted."""
    others = [item("Shovel"), item("Rake"), item("Portal")]
    assert items_total([TREASURE_CHEST, *others[:2]], 3) == -5 - 2 - 4
    assert items_total([TREASURE_CHEST, *others], 3) == 20 - 2 - 4 - 20


def test_a_hand_past_eight_cards_keeps_its_best_eight() -> None:
    """The hand holds at most 8 cards with Cursed Items only; keep the best and set the rest aside."""
    from realmkit.games.fantasy_realms.scoring.kept import best_total

    nine = cards("Knights", "Candle", "Forest", "Rainstorm", "Dragon", "Queen", "Swamp", "King", "Unicorn")
    best = max(best_total(nine & ~(1 << c)) for c in range(NUM_CARDS) if nine >> c & 1)
    table = realmkit.load("fantasy-realms(cursed_items=true)").new_state(3, 1).table()
    assert table.cap == HAND_CAP == 8
    assert best_total(nine, table) == best
    assert best_total(cards("Knights", "Candle"), table) == best_total(cards("Knights", "Candle"))


def test_views_hold_the_items_and_the_tensor_encodes_them() -> None:
    state = position(face_down=(("Shovel",), (), ()))
    encoder = FantasyRealmsTensor(state.game)
    vector = encoder.encode(state, 0)
    assert len(vector) == encoder.shape(3)[0]
    assert encoder.encode(state, 1) != vector
    assert "face down Shovel" in state.render(None)
    assert state.observation(None)["items"]["face_down"][0] == ["Shovel"]


def test_random_games_with_items_keep_hidden_information() -> None:
    """Games that use items often: at every step, resampling what a seat cannot know changes
    nothing it sees (observation, text screen, tensor), nor the actions it may take."""
    from realmkit.games.fantasy_realms.items.actions import ItemAction

    for game_string, players in (("fantasy-realms(cursed_items=true)", 3),
                                 ("fantasy-realms(cursed_items=true,variant=two-player)", 2)):
        game = realmkit.load(game_string)
        encoder = FantasyRealmsTensor(game)
        for seed in range(3):
            state = game.new_state(players, seed)
            rng = random.Random(seed)
            while not state.is_terminal():
                for seat in range(players):
                    other = state.determinize(seat, random.Random(len(state.history)))
                    assert other.observation(seat) == state.observation(seat)
                    assert other.render(seat) == state.render(seat)
                    assert encoder.encode(other, seat) == encoder.encode(state, seat)
                    if seat == state.current_player():
                        assert other.legal_actions() == state.legal_actions()
                actions = state.legal_actions()
                items = [a for a in actions if isinstance(a, ItemAction)]
                state.apply(rng.choice(items) if items and rng.random() < 0.6 else rng.choice(actions))



@pytest.mark.parametrize(("face_up", "text", "reason"), [
    ("Shovel", "use Shovel on Knights", "Knights is not a loose card of the discard area"),
    ("Shovel", "use Shovel", "Shovel names a card of the discard area"),
    ("Lantern", "use Lantern", "Lantern names a suit"),
    ("Spyglass", "use Spyglass on 7", "names another player, 1-3"),
    ("Rake", "use Portal", "Portal is not your face-up Cursed Item"),
    ("Gold Mirror", "use Gold Mirror", "three loose cards in the discard area"),
    ("Repair Kit", "use Repair Kit on Shovel", "no face-down Cursed Item"),
    ("Rake", "reveal Candle", "possible only while an item asks for it"),
])
def test_item_actions_refused_say_why(face_up: str, text: str, reason: str) -> None:
    state = position((face_up, "Winged Boots", "Portal"))
    with pytest.raises(IllegalActionError, match=reason):
        play(state, text)


def test_a_robbed_player_with_a_backpack_picks_its_replacement() -> None:
    """Larcenous Gloves: the robbed player "must immediately draw a replacement", from its Backpack
    items if it has some set aside; then the thief uses the stolen item."""
    state = position(("Larcenous Gloves", "Winged Boots", "Portal"))
    state.cursed.backpack[1] = [item("Shovel"), item("Lantern")]
    play(state, "use Larcenous Gloves on 2")
    assert state.player == 1 and legal(state) == ["pick Shovel", "pick Lantern"]
    play(state, "pick Lantern")
    assert state.cursed.face_up[1] == item("Lantern") and state.player == 0
    assert legal(state) == ["use Winged Boots"]


def test_the_final_screen_gives_the_scores_with_the_items() -> None:
    state = position(discard=("Elven Archers", "Light Cavalry", "Dwarvish Infantry", "Rangers", "Collector",
                              "Beastmaster", "Necromancer", "Warlock Lord", "Enchantress"))
    play(state, "use Winged Boots")
    assert f"Player 1 {state.scores()[0]:g}" in state.render(None)


def test_an_any_time_item_may_be_used_after_the_discard() -> None:
    """ANY TIME: "any point of your own turn": after the discard the item option is still open."""
    state = position()
    play(state, "draw", "discard Candle")
    assert state.player == 0 and legal(state) == ["discard item", "use Winged Boots", "end turn"]
    play(state, "use Winged Boots")
    assert state.discard[-1] == card_id("Great Flood") and state.player == 1
    assert item_names(state.cursed.face_down[0]) == ["Winged Boots"]
    assert state.cursed.face_up[0] >= 0, "replaced at the end of the turn"


def test_ending_the_turn_keeps_the_item_face_up() -> None:
    state = position()
    play(state, "draw", "discard Candle", "end turn")
    assert state.player == 1 and state.cursed.face_up[0] == item("Winged Boots")


def test_no_window_after_the_discard_for_an_item_of_the_draw_or_the_discard() -> None:
    """Portal, Crystal Lens and Wishing Ring speak of the draw or the discard to come: not after it;
    REPLACE TURN items replace the whole turn."""
    for face_up in ("Portal", "Crystal Lens", "Wishing Ring", "Rake"):
        state = position((face_up, "Winged Boots", "Shovel"))
        play(state, "draw", "discard Candle")
        assert state.player == 1, face_up


def test_hourglass_after_the_discard_gives_the_extra_turn() -> None:
    """Hourglass (AFTER TURN) may wait for the end of the turn."""
    state = position(("Hourglass", "Rake", "Portal"))
    play(state, "draw", "discard Candle", "use Hourglass")
    assert state.player == 0 and state.phase == "turn" and state.cursed.face_up[0] == -1


def test_an_empty_deck_ends_the_game() -> None:
    """Our default: items can empty the deck before the discard area is full (Portal draws without
    discarding); the game then ends, as no card could be drawn again."""
    state = position(("Portal", "Rake", "Shovel"), deck=("Wildfire",))
    play(state, "use Portal", "draw")
    assert state.is_terminal() and len(state.discard) == 2
