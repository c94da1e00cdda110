"""Game Setup: Game Realms by player count, Dark Lords, the vanguard, the Realms Deck, starting
Artifact Pieces, heroes chosen in turn and placed in a Town."""

from __future__ import annotations

import pytest

import realmkit
from realmkit.games.twelve_realms.components import (
    ACTIONS,
    CREATURE_CARD,
    CROWN,
    HEROES,
    LONE_HERO_CROWNS,
    LORDS,
    TOWN,
    TOWNS,
)
from realmkit.games.twelve_realms.state import TwelveRealmsState


def _setup(game_string: str, players: int, seed: int = 0) -> TwelveRealmsState:
    return realmkit.load(game_string).new_state(players, seed)  # type: ignore[return-value]


@pytest.mark.parametrize(("players", "maps"), [(1, 2), (2, 2), (3, 3), (4, 3), (5, 4), (6, 4)])
def test_game_realms_by_player_count_and_one_more_with_extra_realm(players: int, maps: int) -> None:
    assert len(_setup("twelve-realms", players).realms) == maps
    assert len(_setup("twelve-realms(extra_realm=true)", players).realms) == maps + 1


def test_realms_default_to_a_draw_from_the_seed() -> None:
    drawn = {tuple(_setup("twelve-realms", 2, seed).realms) for seed in range(8)}
    assert len(drawn) > 1
    assert _setup("twelve-realms", 2, 3).realms == _setup("twelve-realms", 2, 3).realms


def test_one_dark_lord_is_chosen_where_two_share_the_symbol() -> None:
    state = _setup("twelve-realms(realms=sherwood+oz)", 1)
    assert state.phase == LORDS
    assert [str(a) for a in state.legal_actions()] == ["lord sheriff", "lord gisborne"]
    state.apply(state.game.parse_action(state, "lord gisborne"))
    assert [str(a) for a in state.legal_actions()] == ["lord witch-of-the-west", "lord nome-king"]
    state.apply(state.game.parse_action(state, "lord nome-king"))
    assert state.phase == HEROES
    assert [state.content.kinds[k].slug for k in state.lord_kind] == ["gisborne", "nome-king"]


def test_vanguard_two_creatures_per_player_and_the_realms_deck() -> None:
    state = _setup("twelve-realms(realms=camelot+lapland+atlantis)", 3)
    tokens = [t for slot in state.tokens for t in slot]
    horde_extra = sum(len(tokens) for tokens in state.tokens) - 6
    assert horde_extra >= 0
    creatures = {t[1] for t in tokens}
    assert all(not state.content.kinds[k].lord for k in creatures)
    assert all(1 <= t[2] <= 6 for t in tokens), "the die picks areas 1-6"
    # the vanguard's cards were shuffled back: the deck holds all 3 x 13 cards
    assert len(state.deck) == 39 and not state.discard
    assert sum(state.content.cards[c].kind == CREATURE_CARD for c in state.deck) == 24
    assert state.marker == [0, 0, 0]


def test_starting_artifact_piece_one_unless_the_longer_setup() -> None:
    state = _setup("twelve-realms(realms=camelot+lapland)", 1)
    assert state.placed == [1, 1]
    assert all(1 <= state.piece_area[slot][0] <= 6 for slot in range(2))
    longer = _setup("twelve-realms(realms=camelot+lapland,no_starting_artifacts=true)", 1)
    assert longer.placed == [0, 0] and longer.piece_area == [[-1] * 3, [-1] * 3]


def test_each_player_in_turn_chooses_a_hero_and_a_town() -> None:
    state = _setup("twelve-realms(realms=camelot+lapland+atlantis)", 3, seed=4)
    first = state.order[0]
    assert state.order == [(first + i) % 3 for i in range(3)]
    assert state.current_player() == first and state.phase == HEROES
    state.apply(state.game.parse_action(state, "hero siegfried"))
    assert state.phase == TOWNS and state.current_player() == first
    assert "hero siegfried" not in [str(a) for a in state.legal_actions()]
    state.apply(state.game.parse_action(state, "town lapland"))
    assert state.current_player() == state.order[1]
    assert "hero siegfried" not in [str(a) for a in state.legal_actions()]
    assert state.realm_at[first] == 1 and state.area_at[first] == TOWN
    assert state.fresh[first] == list(state.content.heroes[state.hero[first]].talents)


def _hero_chosen(game_string: str, players: int) -> TwelveRealmsState:
    state = _setup(game_string, players, seed=4)
    state.apply(state.game.parse_action(state, "hero nutcracker"))
    return state


def test_a_lone_hero_takes_one_more_red_crown_designed_for_realmkit() -> None:
    lone = _hero_chosen("twelve-realms(realms=camelot+lapland)", 1)
    seat = lone.order[0]
    hero = lone.content.heroes[lone.hero[seat]]
    assert hero.slug == "nutcracker"
    card = list(hero.talents)
    assert lone.total[seat][CROWN] == card[CROWN] + LONE_HERO_CROWNS == 3
    assert lone.fresh[seat] == lone.total[seat]
    assert lone.total[seat][:CROWN] == card[:CROWN]
    rulebook = _hero_chosen("twelve-realms(realms=camelot+lapland,lone_hero_crown=false)", 1)
    assert rulebook.total[rulebook.order[0]] == card
    team = _hero_chosen("twelve-realms(realms=camelot+lapland)", 2)
    assert team.total[team.order[0]] == card


def test_the_game_begins_with_a_draw_for_every_player() -> None:
    state = _setup("twelve-realms(realms=camelot+lapland)", 2, seed=1)
    while state.phase != ACTIONS:
        state.apply(state.legal_actions()[0])
    assert state.turn == 1
    assert len(state.deck) <= 26 - 2
