"""The public reference bots, `automatos` and `threshold-greedy`, follow their decision rules."""

from __future__ import annotations

import pytest

from realmkit.agents import make_agent
from realmkit.core import GameStringError, load
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.cards import card_id
from realmkit.games.fantasy_realms.choices import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState

# Seat 0's hand in a three-player game from seed 1 scores 111: Earth Elemental, Great Flood,
# Island, Candle, Queen, Basilisk, Book of Changes. Bell Tower in place of one of them makes 228;
# Princess in place of any makes at most 109.


def table(discarded: str) -> FantasyRealmsState:
    """Seed 1's table with one card, taken from wherever it was, alone in the discard area."""
    state = load("fantasy-realms").new_state(3, 1)
    assert isinstance(state, FantasyRealmsState) and state.player == 0
    card = card_id(discarded)
    if card in state.deck:
        state.deck.remove(card)
    state.hands = [hand & ~(1 << card) for hand in state.hands]
    state.discard = [card]
    assert best_total(state.hands[0]) == 111
    return state


def test_automatos_takes_the_discarded_card_that_beats_the_deck_and_keeps_the_best_seven() -> None:
    state = table("Bell Tower")
    bot = make_agent("automatos")
    assert bot.act(state) == act.TAKE[card_id("Bell Tower")]
    state.apply(act.TAKE[card_id("Bell Tower")])
    state.apply(bot.act(state))
    assert best_total(state.hands[0]) == 228, "the card whose loss costs least is discarded"


def test_automatos_draws_when_no_discarded_card_beats_the_mean_of_the_unseen_cards() -> None:
    assert make_agent("automatos").act(table("Princess")) == act.DRAW


def test_threshold_greedy_takes_a_discarded_card_only_for_its_gain() -> None:
    state = table("Bell Tower")  # a gain of 117 points
    assert make_agent("threshold-greedy(gain=117)").act(state) == act.TAKE[card_id("Bell Tower")]
    assert make_agent("threshold-greedy(gain=118)").act(state) == act.DRAW
    assert make_agent("threshold-greedy(gain=0)").act(table("Princess")) == act.DRAW, "a loss is no gain"


def test_the_reference_bots_refuse_other_games() -> None:
    state = load("realm-classic").new_state(2, 1)
    for name in ("automatos", "threshold-greedy"):
        with pytest.raises(GameStringError, match="plays Fantasy Realms only"):
            make_agent(name).act(state)


@pytest.mark.parametrize("variant", ["base", "two-player", "chaos"])
def test_the_reference_bots_play_every_variant_to_the_end(variant: str) -> None:
    game = load(f"fantasy-realms(variant={variant})")
    players = 2 if variant == "two-player" else 3
    state = game.new_state(players, 4)
    bots = [make_agent(name, seed) for seed, name in enumerate(["automatos", "threshold-greedy", "greedy"])]
    while not state.is_terminal():
        action = bots[state.current_player()].act(state)
        assert action in state.legal_actions()
        state.apply(action)
