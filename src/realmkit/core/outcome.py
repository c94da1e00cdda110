"""How a finished game ended, as every face and adapter reads it.

Like python-chess's `Outcome` for a chess game: who won, and why the game ended, in the game's
own words; with several players, each seat's place too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


def places(returns: Sequence[float]) -> list[int]:
    """Each player's place, 1 for the best; tied players share the better place."""
    return [1 + sum(other > mine for other in returns) for mine in returns]


@dataclass(frozen=True)
class Outcome:
    """The end of a game: `winners` (the seats placed first; in a cooperative game every seat
    if the team won, none if it lost), each seat's `places` (1 is first, ties share), the
    `scores` and the `reason` the game ended, in the rulebook's words (empty where a game's
    end needs no words beyond the scores)."""

    winners: tuple[int, ...]
    places: tuple[int, ...]
    scores: tuple[float, ...]
    reason: str

    def to_dict(self) -> dict[str, Any]:
        """The JSON form every observation carries under "outcome" once the game is over."""
        return {"winners": list(self.winners), "places": list(self.places), "scores": list(self.scores),
                "reason": self.reason}
