"""A finished game reviewed move by move: what a stronger player would have played, and what it
expected to gain.

For each move of the seats reviewed, the reviewer (an agent spec; by default the game's
strongest cheap player) chooses in the same position, as it would have at the table. Both
the move played and the reviewer's are then valued alike: the mean of the game's evaluation
for the mover after the move, over worlds resampled from what the mover knew then (its own
view, never the hidden cards of the real game). The gain is the difference, in the
evaluation's unit (points of a Fantasy Realms hand; a standing from -1 to 1 in the others).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import asdict, dataclass
from typing import Any

from realmkit.core import Game, RecordError, State, load
from realmkit.core.agent import make_agent
from realmkit.core.ai import ai_for
from realmkit.core.record import GameRecord

WORLDS = 16
"""Worlds resampled per valued move in a game with hidden cards or chance."""

DEFAULT_REVIEWER = "mcts(iterations=200)"
"""The reviewer of a game that names no `adviser` of its own."""


@dataclass(frozen=True)
class MoveReview:
    """One move: its number in the game (from 1), the seat (from 0) that played it, its
    notation and the reviewer's, the value of each for the mover, and the gain the
    reviewer's would have brought (0 when the two agree)."""

    move: int
    seat: int
    played: str
    suggested: str
    played_value: float
    suggested_value: float

    @property
    def gain(self) -> float:
        return 0.0 if self.played == self.suggested else self.suggested_value - self.played_value

    def to_dict(self) -> dict[str, Any]:
        return asdict(self) | {"gain": self.gain}


def reviewer_for(game: Game[Any, Any]) -> str:
    """The agent spec that reviews a game of `game` when none is named: the game's adviser."""
    return game.adviser() or DEFAULT_REVIEWER


def review(record: GameRecord, seats: Collection[int] | None = None, reviewer: str | None = None,
           progress: Callable[[int, int], None] | None = None) -> list[MoveReview]:
    """Every move of `seats` (default: every seat) in the finished game of `record`, reviewed.
    Seeded by the record, so a review is the same each time. `progress(done, total)` is told
    after each move reviewed. Refused (RecordError) if the record does not replay."""
    game = load(record.game)
    state: State[Any] = game.new_state(len(record.players), record.seed)
    chosen = set(range(len(record.players))) if seats is None else set(seats)
    if not chosen <= set(range(len(record.players))):
        raise RecordError(f"seats: the game has seats 1 to {len(record.players)}")
    spec = reviewer or reviewer_for(game)
    ai = ai_for(game)
    uncertain = game.spec.hidden_information or game.spec.has_chance
    total = len(record.actions)
    reviews: list[MoveReview] = []
    for number, text in enumerate(record.actions, 1):
        try:
            played = game.parse_action(state, text)
        except Exception as error:
            raise RecordError(f"action {number} ({text!r}) does not replay: {error}") from None
        seat = state.current_player()
        if seat in chosen and len(state.legal_actions()) > 1:
            rng = random.Random(f"review:{record.seed}:{number}")
            agent = make_agent(spec, rng.getrandbits(63))
            suggested = agent.act(state.clone())
            worlds = [ai.determinize(state, seat, rng) if uncertain else state for _ in
                      range(WORLDS if uncertain else 1)]

            reviews.append(MoveReview(number, seat, state.notation_seen_by(played, seat),
                                      state.notation_seen_by(suggested, seat),
                                      _value(ai.evaluate, worlds, played, seat),
                                      _value(ai.evaluate, worlds, suggested, seat)))
        state.apply(played)
        if progress is not None:
            progress(number, total)
    return reviews


def _value(evaluate: Callable[[Any, int], float], worlds: list[State[Any]], action: Any, seat: int) -> float:
    """The mean evaluation for `seat` after `action`, over the worlds where it is legal (the
    mover's own moves are legal in every world resampled from its view)."""
    values = []
    for world in worlds:
        if world.illegal_reason(action) is None:
            after = world.clone()
            after.apply(action)
            values.append(evaluate(after, seat))
    return sum(values) / len(values) if values else 0.0
