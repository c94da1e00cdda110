"""Undo never lets a player peek at the future: no move is taken back past chance or what was
hidden (Board Game Arena's policy), in every game."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

import pytest

import realmkit
from realmkit.core import Action, State
from realmkit.core.undo import CHANCE, UndoError, take_back, why_final

SHOWED = "something hidden"


def reach(game: str, players: int, seed: int, wanted: Callable[[State, Action], bool],
          limit: int = 600) -> tuple[State, Action]:
    """A position of a seeded random game and a legal action in it that `wanted` picks."""
    state = realmkit.load(game).new_state(players, seed)
    rng = random.Random(seed)
    while not state.is_terminal() and len(state.history) < limit:
        actions = state.legal_actions()
        for action in actions:
            if wanted(state, action):
                return state, action
        state.apply(rng.choice(actions))
    raise AssertionError(f"no such action in {game} from seed {seed}")


def named(word: str) -> Callable[[State, Action], bool]:
    return lambda state, action: str(action).split()[0] == word


def test_a_fantasy_realms_draw_stands_and_the_same_card_cannot_be_drawn_again() -> None:
    state, draw = reach("fantasy-realms", 3, 1, named("draw"))
    reason = why_final(state, draw, state.current_player())
    assert reason == "it showed you something hidden"


def test_taking_a_card_from_the_discard_area_shows_nothing_and_can_be_taken_back() -> None:
    state, take = reach("fantasy-realms", 3, 1, named("take"))
    assert why_final(state, take) is None


def test_discarding_an_unknown_card_shows_the_others_what_the_mover_held() -> None:
    """The discarded card is one the others could not know: in some world resampled from their
    view the mover does not hold it (the action is illegal there)."""
    state, _ = reach("fantasy-realms", 3, 1, named("draw"))
    mover = state.current_player()
    state.apply(state.legal_actions()[0])  # the draw: the drawn card is known to its drawer only
    drawn = [a for a in state.legal_actions() if str(a).startswith("discard")]
    reasons = {why_final(state, a, mover) for a in drawn}
    others = {f"it showed player {other + 1} {SHOWED}" for other in (0, 1, 2) if other != mover}
    assert reasons and reasons <= others


def test_a_twelve_thieves_draw_at_the_end_of_a_turn_stands() -> None:
    state, end = reach("twelve-thieves", 2, 3, lambda s, a: str(a) in ("end", "pass"))
    assert why_final(state, end) in (CHANCE, f"it showed player {state.current_player() + 1} {SHOWED}")
    assert why_final(state, end, state.current_player()) in (CHANCE, f"it showed you {SHOWED}")


def test_placing_a_twelve_thieves_guard_at_setup_can_be_taken_back() -> None:
    state, place = reach("twelve-thieves", 2, 3, named("place"))
    assert why_final(state, place) is None


def test_a_rolling_realms_turn_that_rolls_the_next_dice_stands() -> None:
    """The rolls are drawn at setup; ending a turn shows the next one, which resampled worlds
    do not share."""
    def shows_next_roll(state: State, action: Action) -> bool:
        after = state.clone()
        after.apply(action)
        return len(after.observation(None)["rolls"]) > len(state.observation(None)["rolls"])

    state, done = reach("rolling-realms", 2, 4, shows_next_roll)
    assert why_final(state, done) == f"it showed player 1 {SHOWED}"
    state, use = reach("rolling-realms", 2, 4, named("use"))
    assert why_final(state, use) is None


def test_a_twelve_realms_roll_stands_and_a_move_without_one_does_not() -> None:
    def rolls(state: State, action: Action) -> bool:
        after = state.clone()
        after.apply(action)
        return after.rng.getstate() != state.rng.getstate()

    state, rolled = reach("twelve-realms", 2, 5, rolls)
    assert why_final(state, rolled) == CHANCE
    state, chosen = reach("twelve-realms", 2, 5, lambda s, a: not rolls(s, a) and str(a).startswith("hero"))
    assert why_final(state, chosen) is None


REALMS = ["realm", "realm-classic", "realm-medieval", "realm-oriental", "realm-modern"]


@pytest.mark.parametrize("game", REALMS)
def test_every_realm_move_can_be_taken_back(game: str) -> None:
    state = realmkit.load(game).new_state(2, 6)
    rng = random.Random(6)
    for _ in range(40):
        action = rng.choice(state.legal_actions())
        assert why_final(state, action) is None
        state.apply(action)


def test_the_answer_is_the_same_every_time_whatever_the_global_generator_did() -> None:
    state, _ = reach("fantasy-realms", 4, 2, lambda s, a: len(s.history) > 20)
    answers = []
    for disturbance in (1, 2):
        random.seed(disturbance)
        answers.append([why_final(state, a) for a in state.legal_actions()])
    assert answers[0] == answers[1]


def shown_share(state: State, action: Action, seat: int, worlds: int) -> float:
    """The share of worlds resampled for `seat` in which `action` is illegal or leaves `seat` a
    view unlike the most common one: what the action shows it."""
    views: Counter[str] = Counter()
    for world_seed in range(worlds):
        world = state.determinize(seat, 1_000_000 + world_seed)
        if world.illegal_reason(action) is None:
            world.apply(action)
            views[repr(world.observation(seat))] += 1
    return 1 - max(views.values(), default=0) / worlds


HIDDEN = [("fantasy-realms", 3), ("fantasy-realms(cursed_items=true)", 3), ("twelve-thieves", 3),
          ("twelve-realms", 3)]


@pytest.mark.parametrize(("game", "players"), HIDDEN)
def test_a_move_called_undoable_shows_no_seat_anything_in_many_more_worlds(game: str, players: int) -> None:
    """The worlds `why_final` draws are enough: where it finds a move undoable, sixty other
    worlds resampled for each seat show that seat a difference in under 10% of them (what it
    could all but tell already), over a game's first 100 moves."""
    state = realmkit.load(game).new_state(players, 8)
    rng = random.Random(8)
    undoable = 0
    while not state.is_terminal() and len(state.history) < 100:
        action = rng.choice(state.legal_actions())
        if why_final(state, action) is None:
            undoable += 1
            for seat in range(players):
                assert shown_share(state, action, seat, 60) < 0.1, (str(action), seat)
        state.apply(action)
    assert undoable > 5


def play(game: str, players: int, seed: int, moves: int) -> State:
    state = realmkit.load(game).new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def movers(state: State) -> list[int]:
    """The seat that played each move of `state`'s game."""
    replayed = state.game.new_state(state.num_players, state.seed)
    seats = []
    for action in state.history:
        seats.append(replayed.current_player())
        replayed.apply(action)
    return seats


def test_take_back_returns_to_the_seats_last_decision_with_the_ai_moves_since() -> None:
    state = play("realm-classic", 2, 1, 12)
    seat = state.current_player()
    last = len(state.history) - 1 - movers(state)[::-1].index(seat)
    assert last < len(state.history) - 1, "another seat moved since"
    again = take_back(state, seat)
    assert again.history == state.history[:last] and again.current_player() == seat


def test_take_back_refuses_a_seat_that_has_not_moved() -> None:
    state = realmkit.load("realm-classic").new_state(2, 1)
    state.apply(state.legal_actions()[0])
    with pytest.raises(UndoError, match="you have not moved yet"):
        take_back(state, 1)


def test_take_back_refuses_to_take_back_another_persons_move() -> None:
    state = play("realm-classic", 2, 1, 12)
    seat = state.current_player()
    with pytest.raises(UndoError, match=f"player {2 - seat} has moved since your last move"):
        take_back(state, seat, others=[1 - seat])


def test_take_back_refuses_past_a_draw_and_says_whose_move_stands() -> None:
    state, draw = reach("fantasy-realms", 3, 1, named("draw"))
    seat = state.current_player()
    state.apply(draw)
    with pytest.raises(UndoError, match="your move 'draw' stands: it showed you something hidden"):
        take_back(state, seat)
