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
    LORDS,
    REALMS_BY_PLAYERS,
    SWIFTNESS,
    TOWN,
    TOWNS,
)
from realmkit.games.twelve_realms.state import TwelveRealmsState


def _setup(game_string: str, players: int, seed: int = 0) -> TwelveRealmsState:
    return realmkit.load(game_string).new_state(players, seed)


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
    assert [str(a) for a in state.legal_actions()] == ["lord sheriff-of-nottingham", "lord guy-of-gisborne"]
    state.apply(state.game.parse_action(state, "lord guy-of-gisborne"))
    assert [str(a) for a in state.legal_actions()] == ["lord wicked-witch", "lord nome-king"]
    state.apply(state.game.parse_action(state, "lord nome-king"))
    assert state.phase == HEROES
    assert [state.content.kinds[k].slug for k in state.lord_kind] == ["guy-of-gisborne", "nome-king"]


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


def _realms(players: int) -> str:
    """Game Realms of one Dark Lord each, as many as the table size takes."""
    count = REALMS_BY_PLAYERS[players]
    return "realms=" + "+".join(["camelot", "lapland", "atlantis", "hamelin"][:count])


@pytest.mark.parametrize(("players", "option", "talent", "more"), [
    (1, "lone_hero_crown", CROWN, 1),
    (2, "two_player_swiftness", SWIFTNESS, -1),
    (6, "full_table_crown", CROWN, 1),
])
def test_the_table_size_tokens_designed_for_realmkit(players: int, option: str, talent: int,
                                                     more: int) -> None:
    """One hero or six take one more red Crown, two heroes one red Swiftness fewer, each by its
    option; no other count and no other talent changes."""
    state = _hero_chosen(f"twelve-realms({_realms(players)})", players)
    seat = state.order[0]
    hero = state.content.heroes[state.hero[seat]]
    assert hero.slug == "nutcracker"
    card = list(hero.talents)
    expected = card[:]
    expected[talent] += more
    assert state.total[seat] == expected and state.fresh[seat] == expected
    rulebook = _hero_chosen(f"twelve-realms({_realms(players)},{option}=false)", players)
    assert rulebook.total[rulebook.order[0]] == card


@pytest.mark.parametrize("players", [3, 4, 5])
def test_three_to_five_heroes_take_their_character_cards_tokens(players: int) -> None:
    state = _hero_chosen(f"twelve-realms({_realms(players)})", players)
    seat = state.order[0]
    assert state.total[seat] == list(state.content.heroes[state.hero[seat]].talents)


def test_the_game_begins_with_a_draw_for_every_player() -> None:
    state = _setup("twelve-realms(realms=camelot+lapland)", 2, seed=1)
    while state.phase != ACTIONS:
        state.apply(state.legal_actions()[0])
    assert state.turn == 1
    assert len(state.deck) <= 26 - 2
