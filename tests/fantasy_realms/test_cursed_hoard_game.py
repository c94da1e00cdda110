"""The game with The Cursed Hoard's new suits and the promos: the deck, 8 cards and 12 discards,
two-player thresholds, the end-of-game draws (Leprechaun, Genie, Necromancer) as the game's own
steps, hidden information, scores that read the table, options."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.fantasy_realms.components.cards import (
    HOARD_DECK,
    JESTER,
    NAMES,
    PHOENIX,
    PHOENIX_PROMO,
    REPLACED,
    card_id,
    ids,
)
from realmkit.games.fantasy_realms.positions import position
from realmkit.games.fantasy_realms.scoring.kept import kept_of
from realmkit.games.fantasy_realms.state import FantasyRealmsState

HOARD = "fantasy-realms(suits=cursed-hoard)"


def state_of(game_string: str = HOARD, players: int = 3, seed: int = 1) -> FantasyRealmsState:
    state = realmkit.load(game_string).new_state(players, seed)
    assert isinstance(state, FantasyRealmsState)
    return state


def cards(*names: str) -> int:
    return sum(1 << card_id(n, HOARD_DECK) for n in names)


def play(state: FantasyRealmsState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def every_card(state: FantasyRealmsState) -> list[int]:
    return sorted([*state.deck, *state.discard, *(c for h in state.hands for c in ids(h))])


@pytest.mark.parametrize(("game_string", "title"), [
    ("fantasy-realms", "Fantasy Realms (base game), phase: turn"),
    (HOARD, "Fantasy Realms (base game, The Cursed Hoard's suits), phase: turn"),
    ("fantasy-realms(phoenix=promo,promos=true,suits=cursed-hoard,cursed_items=true)",
     "Fantasy Realms (base game, The Cursed Hoard's suits, promos (promo Phoenix), Cursed Items), "
     "phase: turn"),
    ("fantasy-realms(variant=chaos)", "Fantasy Realms (Chaos Realms), phase: offer")])
def test_the_title_names_the_variant_and_the_cards_in_play(game_string: str, title: str) -> None:
    """A player of The Cursed Hoard reads it on the board: the title names the new suits, the
    promos and the Cursed Items, not only the variant."""
    state = state_of(game_string)
    assert state.render(0).splitlines()[0] == title


def test_the_new_suits_deal_8_of_68_cards_the_replacements_replacing_the_base_cards() -> None:
    state = state_of(players=4)
    assert [h.bit_count() for h in state.hands] == [8] * 4
    assert every_card(state) == ids(HOARD_DECK) and len(ids(HOARD_DECK)) == 68
    assert not any(REPLACED >> c & 1 for c in every_card(state))


def test_promos_add_jester_and_one_phoenix_printing() -> None:
    plain = every_card(state_of("fantasy-realms(promos=true)"))
    assert len(plain) == 55 and JESTER in plain and PHOENIX in plain and PHOENIX_PROMO not in plain
    promo = every_card(state_of("fantasy-realms(phoenix=promo,promos=true,suits=cursed-hoard)"))
    assert len(promo) == 70 and PHOENIX_PROMO in promo and PHOENIX not in promo


def test_replacement_names_are_read_as_the_replacement_cards() -> None:
    state = state_of()
    bell = card_id("Bell Tower", HOARD_DECK)
    state.discard = [bell]
    assert state.game.parse_action(state, "take Bell Tower").card == bell


def no_end_cards(state: FantasyRealmsState) -> None:
    """Keep Leprechaun, Genie and the Necromancer out of the game."""
    out = cards("Leprechaun", "Genie", "Necromancer")
    state.hands = [h & ~out for h in state.hands]
    state.deck = [c for c in state.deck if not out >> c & 1]


def test_the_game_ends_with_twelve_cards_in_the_discard_area() -> None:
    state = state_of(seed=2)
    no_end_cards(state)
    while not state.is_terminal():
        assert len(state.discard) < 12
        play(state, "draw")
        state.apply(state.legal_actions()[0])
    assert len(state.discard) == 12


def test_two_players_build_to_eight_and_end_with_fourteen_discards() -> None:
    state = state_of("fantasy-realms(suits=cursed-hoard,variant=two-player)", 2)
    no_end_cards(state)
    rng = random.Random(3)
    while not state.is_terminal():
        if state.phase == "turn":
            assert not (min(h.bit_count() for h in state.hands) == 8 and len(state.discard) >= 14)
        state.apply(rng.choice(state.legal_actions()))
    assert min(h.bit_count() for h in state.hands) == 8 and len(state.discard) >= 13


def end_position(game_string: str = HOARD) -> FantasyRealmsState:
    """Eleven cards discarded, player 0 to discard the twelfth; player 1 holds the Leprechaun,
    player 2 the Genie, player 0 the Necromancer."""
    hands = [["Necromancer", "Knights", "Forest", "Cavern", "Candle", "Forge", "Lightning", "Hydra", "Lich"],
             ["Leprechaun", "King", "Queen", "Princess", "Warlord", "Empress", "Unicorn", "Basilisk"],
             ["Genie", "Swamp", "Island", "Rainstorm", "Blizzard", "Smoke", "Whirlwind", "Wildfire"]]
    discard = ["Dragon", "Mountain", "Bell Tower", "Light Cavalry", "Warship", "Magic Wand", "World Tree",
               "Gem of Order", "Fire Elemental", "Ghoul", "Castle"]
    placed = {card_id(n, HOARD_DECK) for n in (*discard, *(n for hand in hands for n in hand))}
    deck = [NAMES[c] for c in ids(HOARD_DECK) if c not in placed]
    return position({"game": game_string, "players": 3, "hands": hands, "discard": discard, "deck": deck,
                     "player": 0, "phase": "discard"})


def test_end_of_game_leprechaun_then_genie_then_necromancer() -> None:
    """Leprechaun draws the top card, then the Genie's holder picks any card of the deck, then the
    Necromancer (which may take an Undead) decides."""
    state = end_position()
    top = state.deck[-1]
    play(state, "discard Candle")
    assert state.hands[1] >> top & 1 and state.hands[1].bit_count() == 9
    assert state.phase == "genie" and state.current_player() == 2
    assert [a.card for a in state.legal_actions()] == sorted(state.deck)
    assert state.observation(2)["deck"] == [NAMES[c] for c in sorted(state.deck)]
    assert "deck" not in state.observation(0) and "deck" not in state.observation(None)
    assert "Genie: choose a card of the deck" in state.render(2)
    assert all("Genie: choose" not in state.render(seat) for seat in (0, 1, None))
    with pytest.raises(IllegalActionError, match="not in the deck"):
        play(state, "genie Knights")
    play(state, "genie Dark Queen")
    assert state.hands[2] >> card_id("Dark Queen", HOARD_DECK) & 1
    assert state.phase == "necromancer" and state.current_player() == 0
    assert [str(a) for a in state.legal_actions()] == [
        "necromancer pass", "necromancer Light Cavalry", "necromancer Dragon", "necromancer Ghoul"]
    play(state, "necromancer Ghoul")
    assert state.is_terminal() and state.hands[0] >> card_id("Ghoul", HOARD_DECK) & 1


def test_the_genies_view_of_the_deck_survives_determinize_and_others_do_not_see_it() -> None:
    state = end_position()
    play(state, "discard Candle")
    rng = random.Random(0)
    mine = state.determinize(2, rng)
    assert mine.deck == state.deck                    # the Genie's holder is looking through it
    theirs = state.determinize(0, rng)
    assert sorted(theirs.deck) != sorted(state.deck) or theirs.hands[2] != state.hands[2]


def test_the_end_draws_take_cards_out_of_what_a_seat_knew_of_the_deck() -> None:
    """With Cursed Items a seat may know which cards are in the deck; the Leprechaun's and the
    Genie's draws take cards from it unseen by that seat, which then no longer counts them in the
    deck (its deal of the others' hands would otherwise find no place for them)."""
    state = end_position(f"{HOARD[:-1]},cursed_items=true)")
    assert state.cursed is not None
    state.hands[0] &= ~cards("Necromancer")             # no Necromancer: the Genie's draw ends the game
    state.deck.insert(0, card_id("Necromancer", HOARD_DECK))
    state.cursed.in_deck[0] = sum(1 << c for c in state.deck)      # seat 0 has seen the deck
    top = state.deck[-1]
    play(state, "discard Candle")
    assert state.phase == "genie" and not state.cursed.in_deck[0] >> top & 1
    state.determinize(0, random.Random(1))
    play(state, "genie Dark Queen")
    assert state.is_terminal() and not state.cursed.in_deck[0] & cards("Dark Queen")
    world = state.determinize(0, random.Random(1))
    assert world.hands[0] == state.hands[0] and len(world.deck) == len(state.deck)


def test_scores_read_the_discard_area_the_players_and_keep_the_best_nine() -> None:
    state = end_position()
    state.hands = [cards("Ghoul"), cards("Genie"), cards("Knights", "King", "Queen", "Princess", "Warlord",
                                                          "Empress", "Castle", "Chapel", "Crypt", "Judge")]
    state.discard = [card_id("Light Cavalry", HOARD_DECK)]
    scores = state.scores()
    assert scores[0] == 8 + 4                            # Ghoul: +4 for the Army in the discard area
    assert scores[1] == -50 + 20                         # Genie: +10 per other player, three players
    total, _, kept = kept_of(state.hands[2], state.table())
    assert len(kept) == 9 and scores[2] == total


def test_phoenix_option_needs_promos() -> None:
    with pytest.raises(GameStringError, match="phoenix applies only with promos=true"):
        realmkit.load("fantasy-realms(phoenix=promo)")
