"""Elo ratings per game and player name, from finished games, AI seats rated like people.

A game of several players counts as one match between each pair of them, scored by their
places (1 for the better place, 1/2 for a tie, 0 for the worse), each pair's change scaled by
1/(players - 1) so that a game moves a player's rating as much as one two-player game does.
Seats of the same name (an AI at two seats) are not matched against each other. A
cooperative game (the team wins or loses together) is a match of each player against the
game itself, rated under the game's title, so a table sees how hard its game is played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

START = 1500.0
K = 24.0
SPREAD = 400.0
"""Elo's scale: a lead of 400 points expects 10 wins for 1."""


@dataclass
class Rating:
    """A player's rating in one game, with the games and wins behind it (a first place shared
    by k seats counts 1/k)."""

    name: str
    rating: float = START
    games: int = 0
    wins: float = 0.0


@dataclass(frozen=True)
class Finished:
    """One finished game as ratings read it: the names by seat and each seat's place (1 is
    first; tied seats share a place), or for a cooperative game whether the team won."""

    names: tuple[str, ...]
    places: tuple[int, ...]
    cooperative: bool = False
    title: str = ""


def expected(rating: float, other: float) -> float:
    """The score Elo expects of `rating` against `other`, from 0 to 1."""
    return 1.0 / (1.0 + 10.0 ** ((other - rating) / SPREAD))


def rate(games: Iterable[Finished]) -> dict[str, Rating]:
    """The ratings after `games`, played in the order given, by name."""
    table: dict[str, Rating] = {}
    for game in games:
        names = list(game.names)
        if game.cooperative:
            won = game.places[0] == 1
            names.append(game.title)
            places: Sequence[int] = [1 if won else 2] * len(game.names) + [2 if won else 1]
        else:
            places = game.places
        ratings = [table.setdefault(name, Rating(name)) for name in names]
        before = [r.rating for r in ratings]
        step = K / max(1, len(names) - 1)
        for i, mine in enumerate(ratings):
            change = 0.0
            for j in range(len(ratings)):
                if i != j and names[i] != names[j]:
                    score = 1.0 if places[i] < places[j] else 0.5 if places[i] == places[j] else 0.0
                    change += step * (score - expected(before[i], before[j]))
            mine.rating += change
        firsts = [i for i, place in enumerate(places) if place == 1]
        for name in dict.fromkeys(names):  # a name at several seats plays one game
            table[name].games += 1
            table[name].wins += sum(names[i] == name for i in firsts) / len(firsts)
    return table


def leaderboard(games: Iterable[Finished]) -> list[Rating]:
    """Every rated name, the highest rating first (ties by more games, then by name)."""
    return sorted(rate(games).values(), key=lambda r: (-r.rating, -r.games, r.name))
