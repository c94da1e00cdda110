"""fr-search: the learned value of three to six players with the draw as a chance node over the
card on top; takes and discards valued once, exactly; nothing hidden read."""

from __future__ import annotations

import random

import pytest
from greedy_games import greedy_positions

import realmkit
from realmkit.arena.match import play_match
from realmkit.core import GameStringError, ai_for
from realmkit.core.agent import make_agent
from realmkit.games.fantasy_realms.actions import DRAW
from realmkit.games.fantasy_realms.ai import search, value_table
from realmkit.games.fantasy_realms.ai.value_table import after_discard, position, table
from realmkit.games.fantasy_realms.components.cards import ids
from realmkit.games.fantasy_realms.phases import DISCARD, TURN
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState

GAME = "fantasy-realms"


def turns(players: int) -> list[FantasyRealmsState]:
    return greedy_positions(range(1), lambda s: s.phase == TURN and len(s.deck) > 0 and len(s.discard) >= 2,
                            GAME, players)


@pytest.mark.parametrize("players", [3, 5])
def test_the_draw_of_a_known_card_is_the_value_after_drawing_it(players: int) -> None:
    """With all its chance on one card, the chance node is the game's value of the position
    after drawing that card (its best discard): what one-move play reads in a world with that
    card on top."""
    ai = ai_for(realmkit.load(GAME))
    for state in turns(players)[::5][:3]:
        world = ai.determinize(state, state.player, random.Random(3))
        top = world.deck[-1]   # the deck is drawn from its end
        child = world.clone()
        child.apply(DRAW)
        assert search.draw_value(state, {top: 1.0}, cards=60, drop=7) == pytest.approx(
            ai.value(child, state.player), abs=1e-9)


def test_cards_not_among_the_likeliest_kept_are_discarded_at_once() -> None:
    """Of two cards, with cards=1 the one likelier kept is valued after its best discard, the
    other after discarding it at once; with cards=2 both after their best discard."""
    state = turns(3)[4]
    hand, area, known, players, _, deck = position(state, state.player)
    chances = search.top_chances(search.deal_worlds(state, state.player, random.Random(1), 4))
    likely = search.keep_order(hand, list(chances))
    first, last = likely[0], likely[-1]
    net = table(value_table.weights_for(players))   # three players' own value

    def best(card: int) -> float:
        drawn = (hand | 1 << card, area, known, players, 0, deck - 1)
        return max(net.margin(*after_discard(drawn, d)) for d in ids(drawn[0]))

    at_once = net.margin(hand, area | 1 << last, known, players, players - 1, deck - 1)
    two = {first: 0.25, last: 0.75}
    value = search.draw_value
    assert value(state, two, cards=1, drop=7) == pytest.approx(0.25 * best(first) + 0.75 * at_once)
    assert value(state, two, cards=2, drop=7) == pytest.approx(0.25 * best(first) + 0.75 * best(last))
    assert best(last) >= at_once
    # drop=0: no card of the hand is tried as the discard, so the card drawn goes at once
    assert value(state, {last: 1.0}, cards=1, drop=0) == at_once


def test_after_a_draw_the_weakest_cards_are_tried_as_the_discard() -> None:
    state = turns(4)[3]
    hand = state.hands[state.player]
    losses = sorted((best_total(hand) - best_total(hand & ~(1 << c)), c) for c in ids(hand))
    assert search.weakest(hand, 3) == [c for _, c in losses[:3]]


def test_the_card_on_top_is_one_the_seat_has_not_seen_and_the_chances_add_up() -> None:
    state = turns(4)[6]
    me = state.player
    chances = search.top_chances(search.deal_worlds(state, me, random.Random(2), 8))
    seen = state.hands[me] | sum(1 << c for c in state.discard) | (state.known & ~state.hands[me])
    assert sum(chances.values()) == pytest.approx(1.0)
    assert chances and not any(seen >> c & 1 for c in chances)
    assert set(chances) >= set(state.deck) - {c for c in ids(seen)}


def test_the_search_never_reads_what_the_seat_has_not_seen() -> None:
    """Dealing anew the others' hidden cards and the deck changes none of the search's values."""
    ai = ai_for(realmkit.load(GAME))
    for state in turns(3)[::6][:3]:
        me = state.player
        other = ai.determinize(state, me, random.Random(8))
        assert other.hands != state.hands or other.deck != state.deck
        assert (search.search_values(state, random.Random(4), 4, 60)
                == search.search_values(other, random.Random(4), 4, 60))  # type: ignore[arg-type]


def test_takes_and_discards_are_valued_exactly_once() -> None:
    ai = ai_for(realmkit.load(GAME))
    state = turns(3)[5]
    discard = next(s for s in greedy_positions(range(1), lambda s: s.phase == DISCARD, GAME, 3))
    for position_ in (state, discard):
        values = dict(search.search_values(position_, random.Random(1), 2, 60))
        for action, value in values.items():
            if action == DRAW:
                continue
            child = position_.clone()
            child.apply(action)
            assert value == ai.value(child, position_.player)
        best = max(values.values())
        assert values[search.choose(position_, random.Random(1), 2, 60)] == best


def test_fr_search_plays_every_count_and_variant_and_refuses_other_games() -> None:
    for game_string, players in ((GAME, 3), (GAME, 6), ("fantasy-realms(variant=two-player)", 2),
                                 ("fantasy-realms(suits=cursed-hoard)", 3)):
        seats = ["fr-search(deals=2,cards=4)"] + ["greedy"] * (players - 1)
        result = play_match(realmkit.load(game_string), seats, seed=5)
        assert result.length > 0
    with pytest.raises(GameStringError, match="plays only Fantasy Realms"):
        make_agent("fr-search").act(realmkit.load("realm-classic").new_state(2, 1))
    with pytest.raises(GameStringError, match="expected"):
        make_agent("fr-search(deals=0)")


def test_weights_reads_another_rounds_value() -> None:
    """Option `weights`: every action valued by that file's network (a take exactly), and so
    another move somewhere than with the shipped file (at three players, the value of three to
    six players rather than three players' own)."""
    other = "value_table.json"
    net = value_table.table(other)
    states = turns(3)[:10]
    for state in states[:3]:
        for action, value in search.search_values(state, random.Random(1), 2, 8, weights=other):
            if action != DRAW:
                child = state.clone()
                child.apply(action)
                assert value == net.seat_margin(child, state.player)
    mine, shipped = f"fr-search(weights={other},deals=2,cards=8)", "fr-search(deals=2,cards=8)"
    assert any(make_agent(mine, 3).act(s) != make_agent(shipped, 3).act(s) for s in states)


def test_where_the_takes_go_round_the_seat_draws_and_the_game_ends() -> None:
    """In this three-player game every seat, from the ninth card of the discard area on, takes
    rather than end the game, and the takes went round the table for ever. `repeated` holds
    exactly where the seat to play holds the hand and sees the area of one of its turns since
    the last draw, and there fr-search draws, so the game ends."""
    seed = 300421
    state = realmkit.load(GAME).new_state(3, seed)
    assert isinstance(state, FantasyRealmsState)
    # the value of three to six players, on which the game went round (three players' own does not)
    agents = [make_agent("fr-search(weights=value_table.json)", seed * 8 + p + 1000001) for p in range(3)]
    seen: set[tuple[int, int, int]] = set()
    repeats = 0
    for _ in range(200):
        if state.is_terminal():
            break
        if state.phase == TURN:
            where = (state.player, state.hands[state.player], sum(1 << c for c in state.discard))
            assert search.repeated(state) == (where in seen)
            if where in seen:
                repeats += 1
                assert agents[state.player].act(state) == DRAW
                seen.clear()
            seen.add(where)
        action = agents[state.current_player()].act(state)
        if action == DRAW:
            seen.clear()
        state.apply(action)
    assert state.is_terminal() and repeats == 1
