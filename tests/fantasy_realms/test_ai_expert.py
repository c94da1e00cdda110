"""`fr-expert` (games/fantasy_realms/players/expert.py): the deck read through the worlds dealt, the end
of the game recognised, the last discard kept for the hand, two-player Realms on the learned
value."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.core import ai_for
from realmkit.core.agent import make_agent
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.components.cards import card_id
from realmkit.games.fantasy_realms.phases import DISCARD, OVER, TURN
from realmkit.games.fantasy_realms.players.expert import (
    deck_chances,
    ends_with_discard,
    potential,
)
from realmkit.games.fantasy_realms.players.oneply import unseen
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState


def drawn_to(variant: str, players: int, seed: int, discards: int) -> FantasyRealmsState:
    """A game played by draws and the last card of the hand until the discard area holds
    `discards` cards, at a turn."""
    state = realmkit.load(f"fantasy-realms(variant={variant})").new_state(players, seed=seed)
    assert isinstance(state, FantasyRealmsState)
    while len(state.discard) < discards or state.phase != TURN:
        actions = state.legal_actions()
        state.apply(act.DRAW if act.DRAW in actions else actions[-1])
    return state


def test_the_deck_chances_cover_the_unseen_cards_and_sum_to_one() -> None:
    state = drawn_to("base", 4, 2, 5)
    rng = random.Random(1)
    worlds = [ai_for(state.game).determinize(state, state.player, rng) for _ in range(24)]
    chances = deck_chances(worlds)  # type: ignore[arg-type]
    assert abs(sum(chances.values()) - 1) < 1e-9
    assert set(chances) <= set(unseen(state, state.player))


@pytest.mark.parametrize(("variant", "players"), [("base", 3), ("base", 5), ("two-player", 2)])
def test_the_end_is_recognised_as_the_rules_have_it(variant: str, players: int) -> None:
    """The game ends when the discard area reaches its count (ten; two-player: both hands full
    and twelve): `ends_with_discard` says so exactly when it happens."""
    for seed in range(4):
        state = drawn_to(variant, players, seed, 6)
        while state.phase == TURN:
            state.apply(act.DRAW)
            assert state.phase == DISCARD
            predicted = ends_with_discard(state)
            state.apply(state.legal_actions()[0])
            assert (state.phase == OVER or state.phase == "necromancer") == predicted


def test_the_last_discard_keeps_the_best_hand() -> None:
    for seed in range(4):
        state = drawn_to("base", 3, seed, 9)
        state.apply(act.DRAW)
        hand = state.hands[state.player]
        best = max(best_total(hand & ~(1 << a.card)) for a in state.legal_actions())
        card = make_agent("fr-expert", seed).act(state).card
        assert best_total(hand & ~(1 << card)) == best


def test_two_player_discards_follow_the_learned_value() -> None:
    state = drawn_to("two-player", 2, 3, 4)
    state.apply(act.DRAW)
    me, value = state.player, ai_for(state.game).value

    def after(action: act.Action) -> float:
        child = state.clone()
        child.apply(action)
        return value(child, me)

    best = max(after(a) for a in state.legal_actions())
    assert after(make_agent("fr-expert", 0).act(state)) == best


def test_potential_is_the_mean_gain_of_cards_to_come() -> None:
    """The Rangers gain 10 for each Land: a hand holding them has more potential when the card to
    come is a Land (Mountain, strength 9) than when it is the Unicorn (strength 9 too, which
    scores nothing more with this hand); with a single card to come it is exactly that card's
    gain over the hand's weakest line."""
    names = ("Rangers", "Knights", "Dwarvish Infantry", "Elven Archers", "Warship", "Forge", "Lightning")
    hand = sum(1 << card_id(n) for n in names)
    with_land = potential(hand, {card_id("Mountain"): 1.0})
    with_unicorn = potential(hand, {card_id("Unicorn"): 1.0})
    assert with_land > with_unicorn
    assert with_land - with_unicorn == pytest.approx(10)


@pytest.mark.parametrize(("variant", "players", "spec"), [
    ("base", 4, "fr-expert(samples=4)"), ("base", 3, "fr-expert(samples=4)"),
    ("base", 3, "fr-expert(samples=4,plan=0,learned_from=0)"),
    ("two-player", 2, "fr-expert(samples=4)"), ("chaos", 3, "fr-expert(samples=4)")])
def test_fr_expert_plays_every_variant_to_the_end(variant: str, players: int, spec: str) -> None:
    state = realmkit.load(f"fantasy-realms(variant={variant})").new_state(players, seed=2)
    agents = [make_agent(spec, p) for p in range(players)]
    while not state.is_terminal():
        action = agents[state.current_player()].act(state)
        assert action in state.legal_actions()
        state.apply(action)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_from_three_players_it_plays_the_learned_value_with_the_draw_searched(players: int) -> None:
    """`learned_from`: from three players of the base game, each move is `fr-search`'s, the
    learned value of the table's player count (three players' own, or that of four to six) with
    the draw searched over the card on top."""
    state = realmkit.load("fantasy-realms").new_state(players, seed=3)
    player = make_agent("greedy", 9)
    moves = 0
    while not state.is_terminal():
        moves += 1
        expert = make_agent("fr-expert", moves).act(state)
        assert expert == make_agent("fr-search", moves).act(state)
        state.apply(player.act(state))


@pytest.mark.parametrize(("players", "spec"),
                         [(3, "fr-expert(plan=2,learned_from=4)"), (4, "fr-expert(plan=2,learned_from=0)")])
def test_below_learned_from_it_plans(players: int, spec: str, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the learned value played where the plan should")

    monkeypatch.setattr("realmkit.games.fantasy_realms.players.expert.one_ply_choice", refuse)
    monkeypatch.setattr("realmkit.games.fantasy_realms.players.expert.choose", refuse)
    state = drawn_to("base", players, 4, 3)
    assert make_agent(spec, 0).act(state) in state.legal_actions()
