"""Hidden hands: observations, rendering and determinization show no card a seat cannot see."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from realmkit.core import ai_for
from realmkit.games.twelve_thieves import TwelveThieves
from realmkit.games.twelve_thieves.components import DANCER, PALACES
from realmkit.games.twelve_thieves.state import TwelveThievesState

Table = Callable[..., TwelveThievesState]


def midgame(players: int = 3, seed: int = 5, steps: int = 60) -> TwelveThievesState:
    game = TwelveThieves()
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(ai_for(game).rollout_action(state, rng))
    assert not state.is_terminal()
    return state


def test_observation_shows_ones_own_hand_and_only_counts_of_the_others() -> None:
    state = midgame()
    view = state.observation(1)
    json.dumps(view)
    for seat, player in enumerate(view["players"]):
        assert player["cards"] == sum(state.hands[seat][:PALACES])
        assert player["dancers"] == state.hands[seat][DANCER]
        assert ("hand" in player) == (seat == 1)
    assert view["players"][1]["hand"] == state.hands[1][:PALACES]
    assert all("hand" not in player for player in state.observation(None)["players"])
    assert "stack_order" not in view and view["stack"] == len(state.stack)


def test_observation_shows_the_public_table() -> None:
    """Board, chests, discard pile and open dancers are public."""
    state = midgame()
    view = state.observation(0)
    assert view["discard"] == state.discard and view["dancer_supply"] == state.dancer_supply
    for palace, shown in enumerate(view["palaces"]):
        assert shown["guards"] + [shown["neutral_guards"]] == state.guards[palace]
        assert shown["thieves"] == state.thieves[palace]


def test_observation_is_the_same_whatever_the_others_hold() -> None:
    """Only hidden cards change under determinization, and the seat's view does not change."""
    state = midgame()
    for seed in range(5):
        other = state.determinize(2, random.Random(seed))
        assert other.observation(2) == state.observation(2)


def test_render_shows_the_seats_hand_and_only_counts_of_the_others(table: Table) -> None:
    state = table(hands=["1 1", "6 6 6"])
    text = state.render(0)
    assert "hand: 1 1" in text and "hand: 3 cards" in text and "6 6 6" not in text
    assert "Palace" in text and "Stack" in text and "chests" in text


def test_determinize_keeps_hand_sizes_own_hand_and_cards_seen_played() -> None:
    state = midgame(players=4)
    before = [hand[:] for hand in state.hands]
    other = state.determinize(0, random.Random(1))
    assert other.hands[0] == before[0]
    assert [sum(h[:PALACES]) for h in other.hands] == [sum(h[:PALACES]) for h in before]
    assert [h[DANCER] for h in other.hands] == [h[DANCER] for h in before]
    assert other.discard == state.discard and len(other.stack) == len(state.stack)
    assert other.guards == state.guards and other.thieves == state.thieves
    unseen = sorted(state.stack + [c for h in before[1:] for c in range(PALACES) for _ in range(h[c])])
    dealt = sorted(other.stack + [c for h in other.hands[1:] for c in range(PALACES) for _ in range(h[c])])
    assert unseen == dealt
    assert state.hands == before


def test_determinize_deals_the_unseen_cards_anew_with_the_rng_given() -> None:
    state = midgame(players=3)
    deals = {
        (tuple(map(tuple, state.determinize(0, random.Random(seed)).hands)),
         tuple(state.determinize(0, random.Random(seed)).stack))
        for seed in range(6)
    }
    assert len(deals) > 1
    same = [state.determinize(0, random.Random(9)) for _ in range(2)]
    assert same[0].hands == same[1].hands and same[0].stack == same[1].stack


def test_render_names_each_robbed_chest_by_its_palace_in_plain_words(table: Table) -> None:
    """A robbed chest is shown with the palace it came from and its pips, and counts read as
    words do ('1 chest', '1 dancer'), so a person need not decode '2:4'."""
    state = table(hands=["1 2", "D 3 3"], robbed={1: [2], 2: [2, 5]})
    text = state.render(0)
    assert "Player 1: 1 chest (palace 2: 4 pips), " in text
    assert "Player 2: 2 chests, 9 pips (palace 2: 5 pips, palace 5: 4 pips), " in text
    assert "1 dancer" in text and "1 dancers" not in text and "2:4" not in text


def test_after_a_reshuffle_the_stack_holds_only_cards_of_the_pile_shuffled_into_it(table: Table) -> None:
    """"If the stack has been used up, the joint discard pile of palace cards is shuffled to form a
    new covert stack": every seat saw that pile, so a world dealt for a seat puts in the stack only
    cards of that pile it has not drawn since; the rest of what it cannot see is in the others'
    hands."""
    state = table(3, hands=["3 4", "1 1 2 5 6 6", ""], stack="", discard="1 1 1 1 1 2 2 2 2")
    player = state.player
    before = state.hands[player][:PALACES]
    state.apply(state.game.parse_action(state, "pass"))  # the pile becomes the stack; 4 are drawn
    drew = [now - then for now, then in zip(state.hands[player][:PALACES], before, strict=True)]
    assert sum(drew) == 4 and set(state.stack) <= {0, 1}
    for seat in range(3):
        for seed in range(6):
            world = state.determinize(seat, random.Random(seed))
            left = [5 - drew[0], 4 - drew[1]] if seat == player else [5, 4]
            assert set(world.stack) <= {0, 1}, (seat, seed)
            assert world.stack.count(0) <= left[0] and world.stack.count(1) <= left[1]
            assert world.hands[seat] == state.hands[seat]
