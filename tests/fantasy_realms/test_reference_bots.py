"""The reference opponents follow their authors' code (games/fantasy_realms/players/reference.py):
`automatos` AutomatosV1 (ChaseHBehrens/Fantasy_Realms_AI, automatos_v1.rs), `threshold-greedy`
GreedyPlayer with GREEDY_0 (LadyMalande/FantasyRealmsTMServer, GreedyPlayer.java). Each position
below is one where the earlier reading of the bots chose otherwise."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import realmkit
from realmkit.core import GameStringError
from realmkit.core.agent import make_agent
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.components.cards import card_id, ids
from realmkit.games.fantasy_realms.phases import DISCARD, NECROMANCER_PHASE, TURN
from realmkit.games.fantasy_realms.players.oneply import cheapest_discard, draw_worth, take_worth, unseen
from realmkit.games.fantasy_realms.players.reference import (
    AutomatosAgent,
    ThresholdGreedyAgent,
    area_of,
    score,
    takes,
)
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState

LANDS = ["Mountain", "Cavern", "Forest", "Earth Elemental", "Knights", "Light Cavalry", "Candle"]
"""A hand of 94 points whose weakest card is the Candle (2 points, no bonus here)."""
WITH_NECROMANCER = ["Mountain", "Cavern", "Forest", "Earth Elemental", "Knights", "Necromancer", "Candle"]


def mask(names: Sequence[str]) -> int:
    return sum(1 << card_id(n) for n in names)


def position(hand: Sequence[str], area: Sequence[str], known: Sequence[str] = (), top: Sequence[str] = (),
             players: int = 3, turns: int = 3, variant: str = "base") -> FantasyRealmsState:
    """Player 0 to take or draw with `hand`, the discard area `area` (oldest first), `known` cards
    seen in player 1's hand, `top` the next cards of the deck (first drawn first), and `turns`
    turns begun before (fewer than the players: player 0's first turn)."""
    state = realmkit.load(f"fantasy-realms(variant={variant})").new_state(players, seed=0)
    assert isinstance(state, FantasyRealmsState)
    used = mask(hand) | mask(area) | mask(known) | mask(top)
    rest = [card_id(n) for n in known] + [c for c in ids(state.cards) if not used >> c & 1]
    size = len(hand) if variant == "two-player" else 7
    state.hands = [mask(hand)] + [sum(1 << rest.pop(0) for _ in range(size)) for _ in range(players - 1)]
    state.known = mask(known)
    state.discard = [card_id(n) for n in area]
    state.deck = rest + [card_id(n) for n in reversed(top)]
    state.player, state.phase = 0, TURN
    state.history = [act.DRAW] * turns
    return state


def test_automatos_values_the_deck_by_the_best_slot_mean() -> None:
    """AutomatosV1: for each slot, the mean score with each unseen card in it; the best slot's mean
    is the deck's value. The Knights (a take of 143 points) beat every slot's mean, though the
    mean of the best hand after the best discard (the earlier reading) is higher still."""
    state = position(["Cavern", "Island", "Blizzard", "Wildfire", "Warlock Lord", "Hydra", "War Dirigible"],
                     ["Knights"])
    hand, area = state.hands[0], area_of(state)
    cards = unseen(state, 0)
    means = [sum(score(state, hand & ~(1 << s) | 1 << c, area | 1 << s) for c in cards) / len(cards)
             for s in ids(hand)]
    take = max(takes(state, hand, ids(hand), [card_id("Knights")]))[0]
    assert max(means) < take < draw_worth(state, hand, cards)
    assert make_agent("automatos").act(state) == act.TAKE[card_id("Knights")]


def test_automatos_counts_the_necromancers_card_in_every_score() -> None:
    """A hand's score takes the Necromancer's best card from the discard area as the move leaves
    it: the Dragon left there is the hand's at the end, so no take scores more than the hand now
    and automatos draws; without the Necromancer's card (the earlier reading) taking the Dragon
    gains and is played."""
    state = position(WITH_NECROMANCER, ["Dragon"])
    hand, dragon = state.hands[0], card_id("Dragon")
    now = score(state, hand, area_of(state))
    assert now == best_total(hand | 1 << dragon) > best_total(hand)
    assert max(takes(state, hand, ids(hand), [dragon]))[0] == now
    assert take_worth(state, hand, dragon) > best_total(hand)
    assert make_agent("automatos").act(state) == act.DRAW


@pytest.mark.parametrize("name", ["automatos", "threshold-greedy"])
def test_a_drawn_card_is_kept_only_for_a_higher_score(name: str) -> None:
    """After a draw the drawn card goes unless it scores more in some card's place. The World Tree
    in the Candle's place scores the same 94: the World Tree goes (the cheapest discard, lowest
    card first, would let the Candle go); the War Dirigible takes the Candle's place."""
    for top, gone in (("World Tree", "World Tree"), ("War Dirigible", "Candle")):
        state = position(LANDS, [], top=[top])
        bot = make_agent(name)
        assert bot.act(state) == act.DRAW
        state.apply(act.DRAW)
        assert state.phase == DISCARD
        assert bot.act(state) == act.DISCARD[card_id(gone)]
    state = position(LANDS, [], top=["World Tree"])
    state.apply(act.DRAW)
    assert cheapest_discard(state) == act.DISCARD[card_id("Candle")]


def test_automatos_plays_the_first_slot_of_the_best_take_and_its_slot_takes_the_new_card() -> None:
    """The take is discarded from the slot whose replacement scored best, and the card taken sits
    in that slot afterwards (the slots are the hand's cards, first in card number order)."""
    state = position(LANDS, ["Rangers"])
    bot = make_agent("automatos")
    assert isinstance(bot, AutomatosAgent)
    assert bot.act(state) == act.TAKE[card_id("Rangers")]
    slot = ids(mask(LANDS)).index(card_id("Candle"))
    state.apply(act.TAKE[card_id("Rangers")])
    assert bot.act(state) == act.DISCARD[card_id("Candle")]
    assert bot.seats[0].order[slot] == card_id("Rangers")


def test_threshold_greedy_takes_any_gain_strictly_above_its_threshold() -> None:
    """GREEDY_0: a take must score more than the hand (threshold 0, strictly). Fountain of Life
    gains 8 (taken; the earlier threshold of 10 drew), World Tree gains nothing (drawn), the
    Elven Longbow gains 1: taken at threshold 0, not at 1."""
    expected = {("Fountain of Life", 0): "take", ("World Tree", 0): "draw",
                ("Elven Longbow", 0): "take", ("Elven Longbow", 1): "draw"}
    for (card, threshold), kind in expected.items():
        state = position(LANDS, [card])
        assert make_agent(f"threshold-greedy(threshold={threshold})").act(state).kind == kind


def test_threshold_greedy_keeps_a_running_best_over_the_area_from_the_oldest_card() -> None:
    """With threshold 1, Protection Rune (109) then the Warhorse (110, not above 109 + 1): the
    first found stays; from the other end of the area, the Warhorse comes first and stays.
    With threshold 0 the Warhorse wins either way."""
    for area, threshold, taken in ((["Protection Rune", "Warhorse"], 1, "Protection Rune"),
                                   (["Warhorse", "Protection Rune"], 1, "Warhorse"),
                                   (["Protection Rune", "Warhorse"], 0, "Warhorse")):
        state = position(LANDS, area)
        bot = make_agent(f"threshold-greedy(threshold={threshold})")
        assert bot.act(state) == act.TAKE[card_id(taken)]


def test_threshold_greedy_starts_from_the_score_of_its_hand_when_it_last_changed() -> None:
    """The running best starts at the score the bot gave its hand when it last changed, the dealt
    hand with no discard area: at its first turn the Necromancer had no card, so taking the King
    (109) beats the dealt 88 and it takes; the same hand met later, scored with the King in the
    area for the Necromancer (109), draws."""
    first = position(WITH_NECROMANCER, ["King"], turns=1)
    assert score(first, first.hands[0], 0) == 88
    assert make_agent("threshold-greedy").act(first) == act.TAKE[card_id("King")]
    later = position(WITH_NECROMANCER, ["King"], turns=3)
    assert make_agent("threshold-greedy").act(later) == act.DRAW


def test_threshold_greedy_puts_a_new_card_last_and_remembers_its_score() -> None:
    """GreedyPlayer keeps its cards in the order they came (a new card last) and the score it gave
    the hand: after taking the Fountain of Life for the Candle, 102."""
    state = position(LANDS, ["Fountain of Life"])
    bot = make_agent("threshold-greedy")
    assert isinstance(bot, ThresholdGreedyAgent)
    state.apply(bot.act(state))
    assert bot.act(state) == act.DISCARD[card_id("Candle")]
    seat = bot.seats[0]
    assert seat.order[-1] == card_id("Fountain of Life") and card_id("Candle") not in seat.order
    assert seat.score == 102


@pytest.mark.parametrize("name", ["automatos", "threshold-greedy"])
def test_a_bot_does_not_take_back_the_card_it_discarded_last_turn(name: str) -> None:
    """Our guard against an endless game (taking never fills the discard area): with the Dragon
    in the area for its Necromancer, the Cavern (+25 with a Dragon) is taken for the Magic Wand;
    the Dragon gone, the Magic Wand would be taken back, and the Cavern again when the Dragon
    returned. A bot without the memory of that discard takes it back."""
    bot = make_agent(name)
    hand = ["Bell Tower", "Knights", "Rangers", "Necromancer", "Princess", "Empress"]
    state = position([*hand, "Magic Wand"], ["Cavern", "Dragon"])
    assert bot.act(state) == act.TAKE[card_id("Cavern")]
    state.apply(act.TAKE[card_id("Cavern")])
    assert bot.act(state) == act.DISCARD[card_id("Magic Wand")]
    after = [*hand, "Cavern"]
    assert bot.act(position(after, ["Magic Wand"])) == act.DRAW
    assert make_agent(name).act(position(after, ["Magic Wand"])) == act.TAKE[card_id("Magic Wand")]


@pytest.mark.parametrize("name", ["automatos", "threshold-greedy"])
def test_the_necromancer_takes_the_card_that_raises_the_hand_most(name: str) -> None:
    state = position(WITH_NECROMANCER, ["Princess", "Dragon", "Candle"])
    state.phase = NECROMANCER_PHASE
    assert make_agent(name).act(state) == act.RAISE[card_id("Dragon")]


@pytest.mark.parametrize("name", ["automatos", "threshold-greedy"])
def test_two_player_building_keeps_the_better_of_the_two_cards_drawn(name: str) -> None:
    """Two-player Realms, hand not full: a draw brings two cards, one to discard; the one whose
    hand scores more stays."""
    state = position(["Knights", "King", "Queen"], [], top=["Candle", "Warlord"], players=2,
                     variant="two-player")
    bot = make_agent(name)
    assert bot.act(state) == act.DRAW
    state.apply(act.DRAW)
    assert bot.act(state) == act.DISCARD[card_id("Candle")]


def test_without_a_memory_of_the_turn_the_discard_is_the_least_loss() -> None:
    state = position(LANDS, [], top=["World Tree"])
    state.apply(act.DRAW)
    assert make_agent("automatos").act(state) == act.DISCARD[card_id("Candle")]


def test_the_mean_draw_counts_only_unseen_cards() -> None:
    state = position(LANDS, ["King"], known=["Dragon", "Unicorn"])
    cards = unseen(state, 0)
    assert not {card_id(n) for n in [*LANDS, "King", "Dragon", "Unicorn"]} & set(cards)
    assert len(cards) == 53 - 7 - 1 - 2


@pytest.mark.parametrize("variant", ["two-player", "chaos"])
def test_every_variant_plays_to_the_end(variant: str) -> None:
    game = realmkit.load(f"fantasy-realms(variant={variant})")
    players = 2 if variant == "two-player" else 3
    state = game.new_state(players, seed=1)
    bots = [make_agent(n, 0) for n in ("automatos", "threshold-greedy", "fr-oneply")[:players]]
    while not state.is_terminal():
        state.apply(bots[state.current_player()].act(state))


def test_the_cursed_hoard_is_played_and_the_cursed_items_refused() -> None:
    state = realmkit.load("fantasy-realms(suits=cursed-hoard)").new_state(3, seed=2)
    for name in ("automatos", "threshold-greedy"):
        assert make_agent(name).act(state) in state.legal_actions()
    items = realmkit.load("fantasy-realms(cursed_items=true)").new_state(3, seed=2)
    with pytest.raises(GameStringError, match="without the Cursed Items"):
        make_agent("automatos").act(items)


def test_another_game_is_refused_with_the_reason() -> None:
    state = realmkit.load("twelve-thieves").new_state(2, seed=0)
    with pytest.raises(GameStringError, match="plays only Fantasy Realms"):
        make_agent("automatos", 0).act(state)


def turn_with_discards(seed: int, discards: int = 4) -> FantasyRealmsState:
    """A three-player game at a turn, with cards in the discard area (greedy play to get there)."""
    state = realmkit.load("fantasy-realms").new_state(3, seed=seed)
    assert isinstance(state, FantasyRealmsState)
    while len(state.discard) < discards or state.phase != TURN:
        actions = state.legal_actions()
        state.apply(act.DRAW if act.DRAW in actions else actions[-1])
    return state


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
