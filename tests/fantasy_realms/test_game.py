"""The game's flow in each variant, from hand-made positions: setup, turns, the end, the
Necromancer, ties, hidden hands."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.arena.match import play_match
from realmkit.core import GameStringError, IllegalActionError, ai_for
from realmkit.games.fantasy_realms.components.cards import NAMES, NUM_CARDS, card_id
from realmkit.games.fantasy_realms.positions import position
from realmkit.games.fantasy_realms.state import FantasyRealmsState


def cards(*names: str) -> int:
    return sum(1 << card_id(n) for n in names)


def names(mask: int) -> set[str]:
    return {NAMES[c] for c in range(NUM_CARDS) if mask >> c & 1}


def state_of(game_string: str = "fantasy-realms", players: int = 3, seed: int = 1) -> FantasyRealmsState:
    state = realmkit.load(game_string).new_state(players, seed)
    assert isinstance(state, FantasyRealmsState)
    return state


def play(state: FantasyRealmsState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def test_setup_deals_seven_cards_and_the_first_player_must_draw() -> None:
    """Deal every player seven cards; the player who goes first must draw from the deck."""
    state = state_of(players=4)
    assert [h.bit_count() for h in state.hands] == [7] * 4
    assert len(state.deck) == 53 - 28 and state.discard == []
    assert [str(a) for a in state.legal_actions()] == ["draw"]


def test_a_turn_is_draw_or_take_then_discard() -> None:
    state = state_of()
    first = state.current_player()
    play(state, "draw")
    assert state.hands[first].bit_count() == 8
    assert {a.kind for a in state.legal_actions()} == {"discard"}
    card = NAMES[next(c for c in range(NUM_CARDS) if state.hands[first] >> c & 1)]
    play(state, f"discard {card}")
    assert state.discard == [card_id(card)] and state.current_player() == (first + 1) % 3
    assert [str(a) for a in state.legal_actions()] == ["draw", f"take {card}"]
    play(state, f"take {card}")
    with pytest.raises(IllegalActionError, match="just taken from the discard area"):
        play(state, f"discard {card}")


def test_the_game_ends_with_ten_cards_in_the_discard_area() -> None:
    """The game ends when there are ten cards in the discard area."""
    state = state_of(seed=2)
    for p in range(3):
        state.hands[p] &= ~cards("Necromancer")
    state.deck = [c for c in state.deck if c != card_id("Necromancer")]
    while not state.is_terminal():
        assert len(state.discard) < 10
        play(state, "draw")
        assert state.legal_actions()[0].kind == "discard"
        state.apply(state.legal_actions()[0])
    assert len(state.discard) == 10


def test_draw_is_not_legal_from_an_empty_deck() -> None:
    state = position({"players": 3, "deck": [], "discard": ["Dragon"]})
    assert [str(a) for a in state.legal_actions()] == ["take Dragon"]
    with pytest.raises(IllegalActionError, match="the deck is empty"):
        play(state, "draw")


def test_scores_take_the_best_choices() -> None:
    state = position({"players": 3, "hands": [["Mirage", "Lightning"], ["Knights"], ["Smoke"]]})
    assert state.scores() == [41.0, 12.0, 0.0]


NINE_DISCARDS = ["Dragon", "Mountain", "Bell Tower", "Light Cavalry", "Warship", "Magic Wand", "World Tree",
                 "Gem of Order", "Fire Elemental"]


TEN_DISCARDS = ["Mountain", "Bell Tower", "Light Cavalry", "Warship", "Magic Wand", "World Tree",
                "Gem of Order", "Fire Elemental", "Forge", "Lightning"]


def end_position() -> FantasyRealmsState:
    """Nine cards discarded, player 0 to discard the tenth."""
    return position({
        "players": 3,
        "hands": [["Necromancer", "Knights", "Forest", "Cavern", "Candle", "Forge", "Lightning", "Hydra"],
                  ["King", "Queen", "Princess", "Warlord", "Empress", "Unicorn", "Basilisk"],
                  ["Swamp", "Island", "Rainstorm", "Blizzard", "Smoke", "Whirlwind", "Wildfire"]],
        "discard": NINE_DISCARDS, "player": 0, "phase": "discard"})


def test_necromancer_takes_an_army_leader_wizard_or_beast_at_the_end() -> None:
    """At the end of the game, the Necromancer's owner may take one Army, Leader, Wizard or
    Beast from the discard pile and add it to the hand."""
    state = end_position()
    play(state, "discard Candle")
    assert state.phase == "necromancer" and state.current_player() == 0
    legal = [str(a) for a in state.legal_actions()]
    assert legal == ["necromancer pass", "necromancer Light Cavalry", "necromancer Dragon"]
    with pytest.raises(IllegalActionError, match="only an Army, Leader, Wizard or Beast"):
        play(state, "necromancer Mountain")
    play(state, "necromancer Dragon")
    assert state.is_terminal() and state.hands[0].bit_count() == 8
    assert state.hands[0] >> card_id("Dragon") & 1
    ended = state.outcome()                  # the game ended with ten; the pick left nine
    assert ended is not None and ended.reason.startswith("there are 10 cards in the discard area")


def test_necromancer_may_pass() -> None:
    state = end_position()
    play(state, "discard Hydra", "necromancer pass")
    assert state.is_terminal() and state.hands[0].bit_count() == 7


def test_ties_go_to_the_lowest_total_base_strength() -> None:
    """In case of a tie, the hand with the lowest total base strength wins."""
    state = position({"players": 3, "hands": [["Dragon", "Necromancer"], ["Knights", "King"], ["Smoke"]],
                      "discard": TEN_DISCARDS, "phase": "over"})
    assert state.scores() == [33.0, 33.0, 0.0]
    assert state.returns() == [0.0, 1.0, -1.0]


def test_the_outcome_says_why_the_game_ended_and_which_tie_break_decided() -> None:
    """"The game ends when there are ten cards in the discard area. ... In case of a tie, the hand
    with the lowest total base strength wins": the outcome says both, in those words."""
    state = position({"players": 3, "hands": [["Dragon", "Necromancer"], ["Knights", "King"], ["Smoke"]],
                      "discard": TEN_DISCARDS, "phase": "over"})
    outcome = state.observation(None)["outcome"]
    assert outcome["winners"] == [1] and outcome["places"] == [2, 1, 3]
    assert outcome["reason"] == ("there are 10 cards in the discard area; "
                                 "tie on 33 points broken by the lowest total base strength")
    state.hands[1] = cards("Knights", "Queen")           # 20 + 6: no tie on points now
    ended = state.outcome()
    assert ended is not None and ended.reason == "there are 10 cards in the discard area"


def test_every_view_says_who_acts_in_the_core_words_only() -> None:
    """Who acts is "to_move" (and how it ended "outcome") in every observation; the game's view
    carries no word of its own for either."""
    state = end_position()
    for viewer in (None, 0, 1):
        view = state.observation(viewer)
        assert view["to_move"] == 0 and view["outcome"] is None and "current_player" not in view
    play(state, "discard Hydra", "necromancer pass")
    assert state.observation(2)["to_move"] is None and state.observation(2)["outcome"]["winners"]


def test_hands_are_hidden_and_the_discard_area_is_public() -> None:
    state = state_of()
    play(state, "draw")
    p = state.current_player()
    discarded = NAMES[next(c for c in range(NUM_CARDS) if state.hands[p] >> c & 1)]
    play(state, f"discard {discarded}")
    q = state.current_player()
    play(state, f"take {discarded}")
    other = state.observation((q + 1) % 3)
    assert "hands" not in other and other["hand_sizes"][q] == 8
    again = state.determinize((q + 1) % 3, random.Random(1))
    assert isinstance(again, FantasyRealmsState) and again.hands[q] >> card_id(discarded) & 1
    assert other["known"][q] == [discarded], "a card taken from the discard area is known to all"
    assert set(other["hand"]) == names(state.hands[(q + 1) % 3])
    spectator = state.observation(None)
    assert "hand" not in spectator and spectator["discard"] == []


def test_determinize_deals_the_unseen_cards_anew() -> None:
    state = state_of()
    play(state, "draw")
    viewer = (state.current_player() + 1) % 3
    changed = False
    for seed in range(5):
        other = state.determinize(viewer, random.Random(seed))
        assert isinstance(other, FantasyRealmsState)
        assert other.hands[viewer] == state.hands[viewer]
        assert [h.bit_count() for h in other.hands] == [h.bit_count() for h in state.hands]
        assert sorted(other.deck + [c for h in other.hands for c in range(NUM_CARDS) if h >> c & 1]) == \
            list(range(NUM_CARDS))
        changed |= other.hands != state.hands
    assert changed


def test_two_player_setup_take_one_or_draw_two_and_discard_one() -> None:
    """Neither player starts with cards; take one face-up card, or take two from the deck and
    discard one of them, until both players have seven cards."""
    state = state_of("fantasy-realms(variant=two-player)", 2)
    assert state.hands == [0, 0]
    first = state.current_player()
    play(state, "draw")
    drawn = state.drawn
    assert state.hands[first] == drawn and drawn.bit_count() == 2
    assert {a.card for a in state.legal_actions()} == {c for c in range(NUM_CARDS) if drawn >> c & 1}
    keep, toss = sorted(c for c in range(NUM_CARDS) if drawn >> c & 1)
    other_card = next(c for c in range(NUM_CARDS) if not drawn >> c & 1)
    state.hands[first] |= 1 << other_card
    with pytest.raises(IllegalActionError, match="discard one of the two cards you drew"):
        play(state, f"discard {NAMES[other_card]}")
    state.hands[first] &= ~(1 << other_card)
    play(state, f"discard {NAMES[toss]}")
    second = state.current_player()
    assert second != first and state.hands[first] == 1 << keep
    play(state, f"take {NAMES[toss]}")
    assert state.hands[second] == 1 << toss and state.current_player() == first, "taking ends the turn"


def test_two_player_game_ends_with_full_hands_and_twelve_discards() -> None:
    """The game ends when both players have seven cards and at least twelve are discarded."""
    state = state_of("fantasy-realms(variant=two-player)", 2)
    rng = random.Random(3)
    while not state.is_terminal():
        if state.phase == "turn":
            assert not (min(h.bit_count() for h in state.hands) == 7 and len(state.discard) >= 12)
        state.apply(rng.choice(state.legal_actions()))
    assert [h.bit_count() for h in state.hands] in ([7, 7], [8, 7], [7, 8])
    assert len(state.discard) >= 11


def test_chaos_trading_offer_accept_refuse_and_rounds() -> None:
    """Chaos Realms: during the trading period anyone may trade one-for-one."""
    state = state_of("fantasy-realms(variant=chaos,trade_rounds=1)", 3)
    p = state.current_player()
    q = (p + 1) % 3
    mine = next(c for c in range(NUM_CARDS) if state.hands[p] >> c & 1)
    theirs = next(c for c in range(NUM_CARDS) if state.hands[q] >> c & 1)
    play(state, f"offer {NAMES[mine]} to {q + 1}")
    assert state.current_player() == q and state.phase == "reply"
    assert state.observation((q + 1) % 3)["offer"] == {"from": p, "to": q, "card": NAMES[mine]}
    play(state, f"accept {NAMES[theirs]}")
    assert state.hands[q] >> mine & 1 and state.hands[p] >> theirs & 1
    assert state.current_player() == q, "the next player in turn makes the next offer"
    play(state, "pass")
    r = state.current_player()
    play(state, f"offer {NAMES[next(c for c in range(NUM_CARDS) if state.hands[r] >> c & 1)]} to {p + 1}",
         "refuse")
    assert state.is_terminal() or state.phase == "necromancer", "one round of three offers"


def test_chaos_necromancer_draws_three_and_keeps_one() -> None:
    """Chaos Realms: the Necromancer's owner may draw three cards and add one to the hand."""
    state = state_of("fantasy-realms(variant=chaos,trade_rounds=1)", 3)
    owner = state.current_player()
    state.hands[owner] |= cards("Necromancer")
    for p in range(3):
        if p != owner:
            state.hands[p] &= ~cards("Necromancer")
    play(state, "pass", "pass", "pass")
    assert state.phase == "necromancer" and state.current_player() == owner
    assert [str(a) for a in state.legal_actions()] == ["necromancer pass", "necromancer draw"]
    before = state.hands[owner].bit_count()
    play(state, "necromancer draw")
    three = [a.card for a in state.legal_actions()]
    other_view = state.observation((owner + 1) % 3)
    assert len(three) == 3 and other_view["hand_sizes"][owner] == before
    assert "necromancer_cards" not in other_view, "the three cards are seen by their owner only"
    assert len(state.observation(owner)["necromancer_cards"]) == 3
    play(state, f"keep {NAMES[three[1]]}")
    assert state.is_terminal() and state.hands[owner] >> three[1] & 1
    assert state.hands[owner].bit_count() == before + 1


def test_action_encoding_and_notation() -> None:
    game = realmkit.load("fantasy-realms")
    ids = range(game.num_distinct_actions())
    assert [game.action_to_id(game.id_to_action(i)) for i in ids] == list(ids)
    with pytest.raises(IllegalActionError):
        game.id_to_action(game.num_distinct_actions())
    state = state_of()
    with pytest.raises(IllegalActionError, match="did you mean Rainstorm"):
        game.parse_action(state, "take Rainstrom")
    with pytest.raises(IllegalActionError, match="not an action"):
        game.parse_action(state, "fly away")
    with pytest.raises(IllegalActionError, match="'discard Candle' is not possible now"):
        game.parse_action(state, "discard Candle")
    assert str(game.parse_action(state, "DRAW")) == "draw"


@pytest.mark.parametrize(("game_string", "players"), [
    ("fantasy-realms", 2), ("fantasy-realms", 7), ("fantasy-realms(variant=two-player)", 3),
    ("fantasy-realms(variant=chaos)", 8)])
def test_player_counts_follow_the_variant(game_string: str, players: int) -> None:
    with pytest.raises(GameStringError, match="played by"):
        realmkit.load(game_string).new_state(players, 0)


def test_trade_rounds_is_a_chaos_option() -> None:
    with pytest.raises(GameStringError, match="trade_rounds"):
        realmkit.load("fantasy-realms(trade_rounds=5)")
    assert realmkit.load("fantasy-realms(variant=chaos,trade_rounds=5)").options["trade_rounds"] == 5


@pytest.mark.parametrize(("game_string", "players"), [
    ("fantasy-realms", 4), ("fantasy-realms(variant=two-player)", 2), ("fantasy-realms(variant=chaos)", 5)])
def test_rollout_policy_and_evaluation_play_legal_games(game_string: str, players: int) -> None:
    state = state_of(game_string, players, 4)
    game, rng = state.game, random.Random(4)
    while not state.is_terminal():
        value = ai_for(game).evaluate(state, state.current_player())
        assert isinstance(value, float)
        state.apply(ai_for(game).rollout_action(state, rng))
    assert ai_for(game).evaluate(state, 0) == state.scores()[0]


@pytest.mark.parametrize(("game_string", "players"), [
    ("fantasy-realms", 3), ("fantasy-realms(variant=two-player)", 2), ("fantasy-realms(variant=chaos)", 4)])
def test_greedy_agents_play_a_whole_game(game_string: str, players: int) -> None:
    """Greedy looks one action ahead on the expected best score of its hand."""
    result = play_match(realmkit.load(game_string), ["greedy"] * players, 0)
    assert result.record.scores is not None and len(result.scores) == players
    assert max(result.scores) > 100


def test_evaluation_before_a_discard_is_the_best_hand_after_it() -> None:
    state = end_position()
    game = state.game
    assert ai_for(game).evaluate(state, 0) == max(
        ai_for(game).evaluate(_after(state, f"discard {NAMES[c]}"), 0)
        for c in range(NUM_CARDS) if state.hands[0] >> c & 1)


def _after(state: FantasyRealmsState, text: str) -> FantasyRealmsState:
    child = state.clone()
    assert isinstance(child, FantasyRealmsState)
    play(child, text)
    child.phase = "over"
    return child


def test_offer_notation_numbers_players_from_one() -> None:
    """The terminal numbers players from 1, so an offer names the receiving player the same way."""
    state = state_of("fantasy-realms(variant=chaos)", 3)
    p = state.current_player()
    mine = next(c for c in range(NUM_CARDS) if state.hands[p] >> c & 1)
    action = state.game.parse_action(state, f"offer {NAMES[mine]} to {(p + 1) % 3 + 1}")
    assert action.seat == (p + 1) % 3
    assert str(action) == f"offer {NAMES[mine]} to {(p + 1) % 3 + 1}"
    with pytest.raises(IllegalActionError, match="players are numbered 1-7"):
        state.game.parse_action(state, f"offer {NAMES[mine]} to 0")


def test_refusals_number_players_from_one() -> None:
    """Players are numbered from 1 in all text a person reads, refusals included: an offer to
    oneself or to a seat not at the table, and an action out of turn, name players from 1."""
    state = state_of("fantasy-realms(variant=chaos)", 3)
    p = state.current_player()
    mine = NAMES[next(c for c in range(NUM_CARDS) if state.hands[p] >> c & 1)]
    with pytest.raises(IllegalActionError, match="cannot offer a card to yourself"):
        play(state, f"offer {mine} to {p + 1}")
    with pytest.raises(IllegalActionError, match="there is no player 5: players are numbered 1-3"):
        play(state, f"offer {mine} to 5")
    with pytest.raises(IllegalActionError, match=f"Player {p + 1} must offer a card in trade or pass"):
        play(state, "draw")


def test_render_says_which_penalty_is_cleared_and_which_suit_the_book_changed() -> None:
    """A seat's hand is shown with the choices that score it: a card whose penalty is cleared
    (Island on Wildfire, so Knights and Bell Tower are not blanked) and a card the Book of
    Changes moved to another suit say so, or the picture contradicts the printed texts."""
    state = state_of()
    state.hands[0] = cards("Island", "Wildfire", "Knights", "Book of Changes", "Bell Tower", "Candle")
    lines = {line.split()[0]: line for line in state.render(0).splitlines() if line.startswith("  ")}
    assert "penalty cleared" in lines["Wildfire"]
    changed = [line for line in lines.values() if "Book of Changes" in line and "changed" in line]
    assert len(changed) == 1 and "Wizard" in changed[0], "one card made a Wizard for Candle and Bell Tower"
    assert "penalty cleared" not in lines["Island"] + lines["Bell"], "only a penalty that exists is cleared"


@pytest.mark.parametrize("game_string", ["fantasy-realms", "fantasy-realms(variant=chaos)"])
def test_the_starting_player_is_chosen_randomly(game_string: str) -> None:
    """'Choose a starting player randomly and play goes clockwise': over many seeds every seat
    starts some games."""
    assert {state_of(game_string, 4, seed).current_player() for seed in range(40)} == {0, 1, 2, 3}


@pytest.mark.parametrize(("game_string", "players", "reason"), [
    ("fantasy-realms(variant=two-player)", 2,
     "both hands are full and there are 12 cards in the discard area"),
    ("fantasy-realms(variant=chaos,trade_rounds=1)", 3, "the trading period ended after 1 round"),
])
def test_each_variant_says_its_own_end(game_string: str, players: int, reason: str) -> None:
    """Two-player Realms ends with both hands full and twelve cards in the discard area; Chaos
    Realms after its rounds of trading."""
    state = state_of(game_string, players)
    rng = random.Random(4)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    ended = state.outcome()
    assert ended is not None and ended.reason.split(";")[0] == reason
