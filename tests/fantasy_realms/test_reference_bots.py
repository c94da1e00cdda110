"""The reference opponents `automatos` and `threshold-greedy` follow their published decision
rules (docs/ai.md, "Fantasy Realms: reference opponents") and play only Fantasy Realms."""

from __future__ import annotations

import pytest

import realmkit
from realmkit.agents.base import make_agent
from realmkit.agents.fantasy_realms_bots import draw_worth, take_worth, unseen
from realmkit.core import GameStringError
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.choices import best_total
from realmkit.games.fantasy_realms.state import DISCARD, TURN, FantasyRealmsState


def turn_with_discards(seed: int, discards: int = 4) -> FantasyRealmsState:
    """A three-player game at a turn, with cards in the discard area (greedy play to get there)."""
    state = realmkit.load("fantasy-realms").new_state(3, seed=seed)
    assert isinstance(state, FantasyRealmsState)
    while len(state.discard) < discards or state.phase != TURN:
        actions = state.legal_actions()
        state.apply(act.DRAW if act.DRAW in actions else actions[-1])
    return state


def test_automatos_plays_the_best_of_takes_and_the_mean_draw() -> None:
    for seed in range(6):
        state = turn_with_discards(seed)
        hand = state.hands[state.player]
        worths = {c: take_worth(state, hand, c) for c in state.discard}
        mean_draw = draw_worth(state, hand, unseen(state, state.player))
        chosen = make_agent("automatos", 0).act(state)
        best = max([mean_draw, *worths.values()])
        got = mean_draw if chosen == act.DRAW else worths[chosen.card]
        assert got == best


def test_the_mean_draw_counts_only_unseen_cards() -> None:
    state = turn_with_discards(0)
    cards = unseen(state, state.player)
    seen = set(state.discard) | {c for c in range(len(act.TAKE)) if state.hands[state.player] >> c & 1}
    assert not seen & set(cards)
    assert len(cards) == len(state.deck) + sum(
        (h & ~state.known).bit_count() for p, h in enumerate(state.hands) if p != state.player)


def test_threshold_greedy_takes_only_a_gain_over_its_threshold() -> None:
    for seed in range(6):
        state = turn_with_discards(seed)
        hand = state.hands[state.player]
        gain = max(take_worth(state, hand, c) for c in state.discard) - best_total(hand)
        never = make_agent(f"threshold-greedy(threshold={int(max(gain, 0)) + 1})", 0).act(state)
        assert never == act.DRAW
        if gain >= 0:
            assert make_agent("threshold-greedy(threshold=0)", 0).act(state).kind == "take"


def test_both_discard_the_card_whose_loss_costs_least() -> None:
    state = turn_with_discards(3)
    state.apply(act.DRAW)
    assert state.phase == DISCARD
    hand = state.hands[state.player]
    best = max(best_total(hand & ~(1 << a.card)) for a in state.legal_actions())
    for name in ("automatos", "threshold-greedy"):
        card = make_agent(name, 0).act(state).card
        assert best_total(hand & ~(1 << card)) == best


@pytest.mark.parametrize("variant", ["two-player", "chaos"])
def test_every_variant_plays_to_the_end(variant: str) -> None:
    game = realmkit.load(f"fantasy-realms(variant={variant})")
    players = 2 if variant == "two-player" else 3
    state = game.new_state(players, seed=1)
    bots = [make_agent(n, 0) for n in ("automatos", "threshold-greedy", "fr-oneply")[:players]]
    while not state.is_terminal():
        state.apply(bots[state.current_player()].act(state))


def test_another_game_is_refused_with_the_reason() -> None:
    state = realmkit.load("twelve-thieves").new_state(2, seed=0)
    with pytest.raises(GameStringError, match="plays only Fantasy Realms"):
        make_agent("automatos", 0).act(state)


def test_fr_oneply_without_denial_discards_the_cheapest_card() -> None:
    for seed in range(4):
        state = turn_with_discards(seed)
        state.apply(act.DRAW)
        hand = state.hands[state.player]
        best = max(best_total(hand & ~(1 << a.card)) for a in state.legal_actions())
        card = make_agent("fr-oneply(denial=0)", 0).act(state).card
        assert best_total(hand & ~(1 << card)) == best


def test_fr_oneply_gives_up_hand_total_to_deny_the_next_player() -> None:
    """With a large denial weight some discard differs from the cheapest one: the next
    player's gain counts."""
    differs = 0
    for seed in range(8):
        state = turn_with_discards(seed)
        state.apply(act.DRAW)
        plain = make_agent("fr-oneply(denial=0)", 0).act(state)
        denying = make_agent("fr-oneply(denial=5)", 0).act(state)
        differs += plain != denying
    assert differs > 0
