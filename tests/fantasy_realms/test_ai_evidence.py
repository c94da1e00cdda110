"""The deal of hidden cards weighted by the evidence of the others' play (ai/evidence.py): it is a
legal deal of what the observer has not seen, and it moves probability the way it claims."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.core import ai_for
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.ai.evidence import deal, evidence, synergy_table
from realmkit.games.fantasy_realms.components.cards import NUM_CARDS, card_id, ids
from realmkit.games.fantasy_realms.phases import DISCARD, TURN
from realmkit.games.fantasy_realms.state import FantasyRealmsState


def played(variant: str, players: int, seed: int, moves: int) -> FantasyRealmsState:
    """A game after `moves` actions of seeded random play (takes now and then)."""
    state = realmkit.load(f"fantasy-realms(variant={variant})").new_state(players, seed=seed)
    assert isinstance(state, FantasyRealmsState)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def everything(state: FantasyRealmsState) -> list[int]:
    """Every card of the game, wherever it lies, with repeats if any."""
    cards = list(state.deck) + list(state.discard) + ids(state.pending)
    for hand in state.hands:
        cards.extend(ids(hand))
    return cards


@pytest.mark.parametrize(("variant", "players"), [("base", 3), ("base", 4), ("base", 6), ("two-player", 2)])
def test_the_weighted_deal_is_a_legal_deal_of_the_unseen_cards(variant: str, players: int) -> None:
    rng = random.Random(7)
    for seed in range(12):
        state = played(variant, players, seed, moves=3 + 2 * seed)
        for observer in range(players):
            world = deal(state, observer, rng)
            cards = everything(world)
            assert sorted(cards) == list(range(NUM_CARDS)), "every card once, none twice"
            assert world.hands[observer] == state.hands[observer]
            assert world.discard == state.discard
            assert len(world.deck) == len(state.deck)
            for p in range(players):
                assert world.hands[p].bit_count() == state.hands[p].bit_count()
                assert world.hands[p] & state.known == state.hands[p] & state.known, "known cards stay"
            seen = state.hands[observer] | state.known | sum(1 << c for c in state.discard)
            moved = [c for p in range(players) if p != observer for c in ids(world.hands[p] & ~state.known)]
            assert not any(seen >> c & 1 for c in moved + world.deck), "a seen card was dealt"
            assert (world.phase, world.player, world.history) == (state.phase, state.player, state.history)


def test_the_game_s_ai_deals_by_the_evidence() -> None:
    state = played("base", 3, 1, moves=9)
    ai = ai_for(state.game)
    assert ai.determinize(state, 0, random.Random(3)).hands == deal(state, 0, random.Random(3)).hands


def test_the_evidence_names_who_took_and_who_discarded() -> None:
    game = realmkit.load("fantasy-realms")
    for seed in range(8):
        state = game.new_state(3, seed=seed)
        assert isinstance(state, FantasyRealmsState)
        rng = random.Random(seed)
        taken, discarded = [0, 0, 0], [0, 0, 0]
        while len(state.discard) < 9:
            seat, action = state.player, rng.choice(state.legal_actions())
            state.apply(action)
            if action.kind == "take":
                taken[seat] |= 1 << action.card
            elif action.kind == "discard":
                discarded[seat] |= 1 << action.card
            if state.phase in (TURN, DISCARD):
                assert evidence(state) == (tuple(taken), tuple(discarded))


def hand_made(held: str, thrown: str) -> FantasyRealmsState:
    """Three players; player 2 (seat 1) has taken `held` from the discard area and keeps it, and
    has discarded `thrown`; player 1 (seat 0) is to play."""
    state = realmkit.load("fantasy-realms").new_state(3, seed=5)
    assert isinstance(state, FantasyRealmsState)
    state.player = 0
    keep, throw = card_id(held), card_id(thrown)
    for card in (keep, throw):     # move both cards into seat 0's hand, a card of its own to the deck
        owner = [p for p in range(3) if state.hands[p] >> card & 1]
        if owner == [0]:
            continue
        spare = next(c for c in ids(state.hands[0]) if c not in (keep, throw))
        state.hands[0] &= ~(1 << spare)
        state.hands[0] |= 1 << card
        if owner:
            state.hands[owner[0]] = state.hands[owner[0]] & ~(1 << card) | 1 << spare
        else:
            state.deck[state.deck.index(card)] = spare
    state.apply(act.DRAW)
    state.apply(act.DISCARD[keep])        # player 1 lets the card go
    state.apply(act.TAKE[keep])           # player 2 takes it, and keeps it
    spare = next(c for c in ids(state.hands[1]) if c != keep)
    state.hands[1] = state.hands[1] & ~(1 << spare) | 1 << throw     # and holds `thrown`,
    state.hands[0] = state.hands[0] & ~(1 << throw) | 1 << spare
    state.apply(act.DISCARD[throw])       # which it discards
    state.apply(act.DRAW)
    state.apply(act.DISCARD[next(iter(ids(state.hands[2])))])
    assert state.player == 0 and state.phase == TURN
    return state


def partners_dealt(state: FantasyRealmsState, partners: int, deals: int) -> tuple[float, float]:
    """The mean number of `partners` cards dealt to seat 1 by seat 0's weighted deals, and the
    standard error of that mean."""
    rng = random.Random(11)
    counts = [(deal(state, 0, rng).hands[1] & partners).bit_count() for _ in range(deals)]
    mean = sum(counts) / deals
    variance = sum((x - mean) ** 2 for x in counts) / (deals - 1)
    return mean, (variance / deals) ** 0.5


def test_cards_that_combine_with_a_kept_card_are_likelier_and_with_a_discarded_one_less() -> None:
    """Seat 1 keeps the Rangers (+10 for each Land) and has discarded the Warhorse (+14 with any
    Leader or Wizard): over 3,000 seeded deals, Lands reach its hand more often than a uniform
    deal would bring them (its exact mean: unknown cards x partners / unseen cards), and Leaders
    and Wizards less often, each by more than five standard errors of the mean."""
    state = hand_made("Rangers", "Warhorse")
    table = synergy_table()
    pool = sum(1 << c for c in state.deck) | state.hands[1] & ~state.known | state.hands[2]
    lands = sum(1 << c for c in range(NUM_CARDS) if table[card_id("Rangers")][c] >= 10) & pool
    mounts = sum(1 << c for c in range(NUM_CARDS) if table[card_id("Warhorse")][c] >= 10) & pool & ~lands
    assert lands.bit_count() >= 3 and mounts.bit_count() >= 3
    unknown = (state.hands[1] & ~state.known).bit_count()
    for partners, sign in ((lands, 1), (mounts, -1)):
        uniform = unknown * partners.bit_count() / pool.bit_count()
        weighted, error = partners_dealt(state, partners, 3000)
        assert sign * (weighted - uniform) > 5 * error, (weighted, uniform, error)
