"""The learned value of Fantasy Realms with three to six players: the shipped network, what it
reads, how the game turns it into every seat's value for search, and its training command."""

from __future__ import annotations

import random

import pytest
from greedy_games import greedy_positions

import realmkit
from realmkit.core import ai_for
from realmkit.core.agent import make_agent
from realmkit.core.ai import one_ply_totals
from realmkit.games.fantasy_realms.ai import value, value_table
from realmkit.games.fantasy_realms.components.cards import NAMES
from realmkit.games.fantasy_realms.phases import DISCARD, NECROMANCER_PHASE, TURN
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState

GAME = "fantasy-realms"


def shipped() -> dict:  # type: ignore[type-arg]
    return value.weights_data(value_table.WEIGHTS_FILE)


def positions(seeds: range, players: int) -> list[FantasyRealmsState]:
    return greedy_positions(seeds, lambda state: True, GAME, players)


@pytest.mark.parametrize("name", [value_table.WEIGHTS_FILE, "value_table_3p.json"])
def test_the_pure_python_network_gives_the_trainers_outputs(name: str) -> None:
    """The shipped weights files carry positions, with the scalar inputs the network was fitted
    on, and the outputs the training library computed for them."""
    checks = value.weights_data(name)["checks"]
    assert len(checks) >= 4
    for check in checks:
        active, scalars = value_table.features(*check["position"])
        # the last scalar, the best total, is the scorer's of the day
        assert scalars[:-1] == pytest.approx(check["scalars"][:-1])
        got = value_table.table(name).net.forward(active, check["scalars"])
        assert got == pytest.approx(check["margin"], abs=1e-9)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_each_player_count_reads_its_own_weights(players: int) -> None:
    """Three players read the value fitted on three-player games alone, four to six the shared
    one; the game's value and fr-search's default follow the table's player count."""
    name = value_table.weights_for(players)
    assert name == ("value_table_3p.json" if players == 3 else value_table.WEIGHTS_FILE)
    assert value.weights_data(name)["made"]["players"] == ([3] if players == 3 else [3, 4, 5, 6])
    ai = ai_for(realmkit.load(GAME))
    other = value_table.table("value_table.json")   # three players: the shared value, not its own
    differs = False
    for state in positions(range(1), players)[::3]:
        for seat in range(players):
            mine = value_table.table(name).seat_margin(state, seat)
            assert ai.value(state, seat) == mine
            differs |= other.seat_margin(state, seat) != mine
    assert differs == (players == 3)
    assert value_table.weights_for(players, "value_table.json") == "value_table.json"


def test_a_value_is_refused_at_a_player_count_it_was_not_fitted_on() -> None:
    state = positions(range(1), 4)[5]
    with pytest.raises(ValueError, match=r"value_table_3p.json was fitted on games of \[3\] players, not 4"):
        value_table.table("value_table_3p.json").seat_margin(state, 0)
    with pytest.raises(ValueError, match="not 4"):
        make_agent("fr-search(weights=value_table_3p.json)", 1).act(state)


def test_weights_of_another_shape_are_refused() -> None:
    data = shipped()
    data["w1"] = data["w1"][:-1]
    with pytest.raises(ValueError, match="inputs"):
        value.ValueNet(data, value_table.NUM_FEATURES)


@pytest.mark.parametrize("players", [3, 4])
def test_every_seats_value_reads_only_what_it_knows(players: int) -> None:
    """Dealing anew what a seat has not seen, uniformly or by the evidence of the others' play,
    changes nothing of its value: the others' hidden cards and the deck's order are not read."""
    game, rng = realmkit.load(GAME), random.Random(5)
    ai = ai_for(game)
    for state in positions(range(2), players)[::4]:
        for seat in range(players):
            worth = ai.value(state, seat)
            for _ in range(2):
                assert ai.value(state.determinize(seat, rng), seat) == worth
                assert ai.value(ai.determinize(state, seat, rng), seat) == worth


def test_the_position_counts_the_turns_before_the_seat_plays() -> None:
    for state in [s for s in positions(range(1), 4) if s.phase == TURN][:5]:
        waits = [value_table.position(state, p)[4] for p in range(4)]
        assert waits[state.player] == 0 and waits[(state.player - 1) % 4] == 3
        assert sorted(waits) == [0, 1, 2, 3]


def test_a_seat_sees_only_the_known_cards_of_the_other_hands() -> None:
    state = next(s for s in positions(range(3), 3) if s.phase == TURN and s.known)
    for seat in range(3):
        hand, _, known, *_ = value_table.position(state, seat)
        others = sum(state.hands) & ~state.hands[seat]
        assert known == state.known & others and not known & hand


def test_a_seat_about_to_discard_is_valued_by_its_best_discard() -> None:
    """The others, who cannot know which card will come, are valued as they stand: the seat
    after the discarder plays next."""
    game = realmkit.load(GAME)
    ai = ai_for(game)
    for state in [s for s in positions(range(2), 3) if s.phase == DISCARD][:8]:
        mover = state.player
        after = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            after.append(ai.value(child, mover))
        assert ai.value(state, mover) == max(after)
        assert value_table.position(state, (mover + 1) % 3)[4] == 0


def test_the_value_differs_from_the_hand_total() -> None:
    ai = ai_for(realmkit.load(GAME))
    states = [s for s in positions(range(1), 3) if s.phase == TURN]
    gaps = {round(ai.value(s, p) - ai.evaluate(s, p), 6) for s in states for p in range(3)}
    assert len(gaps) > 3


@pytest.mark.parametrize(("game_string", "players"), [
    ("fantasy-realms(variant=chaos)", 3), ("fantasy-realms(suits=cursed-hoard)", 3),
    ("fantasy-realms(promos=true)", 4)])
def test_other_variants_and_decks_are_valued_by_the_evaluation(game_string: str, players: int) -> None:
    game = realmkit.load(game_string)
    state = game.new_state(players, 1)
    ai = ai_for(game)
    assert [ai.value(state, p) for p in range(players)] == [ai.evaluate(state, p) for p in range(players)]


def test_greedy_on_the_value_judges_by_the_value() -> None:
    """greedy(value=true) sums the game's search value of each action's result, where plain
    greedy sums its evaluation."""
    game = realmkit.load(GAME)
    ai = ai_for(game)
    state = next(s for s in positions(range(1), 3) if s.phase == TURN and len(s.discard) >= 3)
    actions = state.legal_actions()
    for judge, by_value in ((ai.value, True), (ai.evaluate, False)):
        world = ai.determinize(state, state.player, random.Random(9))
        expected = []
        for action in actions:
            child = world.clone()
            child.apply_unchecked(action)
            expected.append(judge(child, state.player))
        assert one_ply_totals(state, actions, 1, random.Random(9), by_value) == expected
    assert make_agent("greedy(value=true)", 1).act(state) in actions


@pytest.mark.slow
def test_learning_writes_weights_the_game_reads() -> None:
    """A small run of the training command for the base game (extra `learn`): every seat's
    position at every turn's end, its final score and the best other, and a weights file whose
    network value_table.py evaluates as the training library does. (Slow: over 20 s, most of
    it torch's start.)"""
    pytest.importorskip("torch")
    from realmkit.learn import fantasy_realms as learning

    rows = learning.generate(2, 20, workers=1, players=(3, 4), agent="threshold-greedy")
    counts = {seed: len(realmkit.load(GAME).new_state(3 + seed % 2, seed).hands) for seed in (20, 21)}
    assert counts == {20: 3, 21: 4}
    for seed, n in counts.items():
        mine = [r for r in rows if r[0] == seed]
        assert {r[1] for r in mine} == set(range(n)) and len(mine) % n == 0
        finals = {r[1]: (r[-2], r[-1]) for r in mine}
        for seat, (score, best_other) in finals.items():
            assert best_other == max(s for q, (s, _) in finals.items() if q != seat)
            assert {(r[-2], r[-1]) for r in mine if r[1] == seat} == {(score, best_other)}
    net, errors = learning.fit(rows, hidden=8, rounds=2, epochs=1, features=value_table.features,
                               num_features=value_table.NUM_FEATURES, period=2)
    assert set(errors) == {"held-out margin mse", "held-out margin variance", "held-out win log-loss"}
    data = learning.weights(net, rows, features=value_table.features)
    read = value.ValueNet(data, value_table.NUM_FEATURES)
    for check in data["checks"]:
        got = read.forward(*value_table.features(*check["position"]))
        assert got == pytest.approx(check["margin"], abs=1e-9)


def test_numpy_and_pure_python_passes_give_the_same_margins() -> None:
    """The batched numpy pass (all the discards of a hand at once) and one pure-Python pass per
    position agree to 1e-9 on fixed positions of three to six players."""
    pytest.importorskip("numpy")
    where = [value_table.after_discard(value_table.position(s, s.player), a.card)
             for players in (3, 4, 5, 6) for s in positions(range(1), players)[::7] if s.phase == DISCARD
             for a in s.legal_actions()]
    live = [p for p in where if p[1].bit_count() < 10]
    assert len(live) > 40
    rows = [value_table.features(*p) for p in live]
    fast, slow = value_table.table().forward_batch(rows), value_table.table().forward_batch(rows, fast=False)
    net = value_table.table().net
    assert slow == [net.forward(*row) for row in rows]
    assert fast == pytest.approx(slow, abs=1e-9)
    assert len({round(v, 9) for v in fast}) > len(fast) // 2


def test_margins_valued_together_are_those_valued_one_by_one() -> None:
    """`margins` remembers what it valued: a batch, its positions one by one after the memory is
    cleared, and a full discard area (the exact total less the mean best other score) agree."""
    state = next(s for s in positions(range(1), 4) if s.phase == DISCARD and len(s.discard) >= 4)
    where = [value_table.after_discard(value_table.position(state, state.player), a.card)
             for a in state.legal_actions()]
    together = value_table.table().margins(where)
    value_table.table().remembered.clear()
    assert [value_table.table().margin(*p) for p in where] == pytest.approx(together, abs=1e-9)
    full = (where[0][0], (1 << 10) - 1, 0, 4, 3, 20)
    assert value_table.table().margin(*full) == best_total(where[0][0]) - value_table.table().best_other[4]


def test_the_necromancers_pick_is_valued_by_the_final_totals() -> None:
    """The game is over once the Necromancer's owner picks, though the pick leaves the discard
    area one card short of full: every seat's value is its exact total less the mean best other
    score, so one-move play on the value takes the card that adds most."""
    state = realmkit.load(GAME).new_state(3, 1)
    assert isinstance(state, FantasyRealmsState)
    named = {name: i for i, name in enumerate(NAMES)}
    state.hands = [sum(1 << named[n] for n in hand) for hand in (
        ("Necromancer", "Knights", "Forest", "Cavern", "Candle", "Forge", "Lightning", "Hydra"),
        ("King", "Queen", "Princess", "Warlord", "Empress", "Unicorn", "Basilisk"),
        ("Swamp", "Island", "Rainstorm", "Blizzard", "Smoke", "Whirlwind", "Wildfire"))]
    state.discard = [named[n] for n in ("Dragon", "Mountain", "Bell Tower", "Light Cavalry", "Warship",
                                        "Magic Wand", "World Tree", "Gem of Order", "Fire Elemental")]
    used = sum(state.hands) | sum(1 << c for c in state.discard)
    state.deck = [c for c in state.deck if not used >> c & 1]
    state.player, state.phase = 0, DISCARD
    state.apply(state.game.parse_action(state, "discard Candle"))
    assert state.phase == NECROMANCER_PHASE
    ai, net = ai_for(state.game), value_table.table("value_table_3p.json")
    totals = {}
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        assert child.is_terminal() and len(child.discard) == (10 if "pass" in str(action) else 9)
        totals[str(action)] = best_total(child.hands[0])
        for seat in range(3):
            assert ai.value(child, seat) == best_total(child.hands[seat]) - net.best_other[3]
    assert max(totals, key=totals.__getitem__) == "necromancer Dragon"
    assert str(make_agent("greedy(value=true)", 0).act(state)) == "necromancer Dragon"
    assert str(make_agent("fr-expert", 0).act(state)) == "necromancer Dragon"
