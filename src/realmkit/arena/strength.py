"""The strength table: `mcts` at its default budget against `random` and `greedy`, per game.

Two-player games count mcts's win rate, draws as half a win; the targets are 90% against
random and 60% against greedy. Multi-player games seat mcts with opponents of one kind in every
other seat, and mcts must have the best mean rank. A game for two and for more players is
measured both ways (`seat_counts`). In a cooperative game the team of mcts players must win at
least as often as a team of the opponent's kind; the mcts team plays its games once for both
opponents, and its seconds per game are the row's.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from realmkit.arena.tournament import Standing, run_tournament
from realmkit.core import Game
from realmkit.core.files import write_atomic

TARGETS = {"random": 0.9, "greedy": 0.6}
MIN_WRITTEN_GAMES = 30  # the written table says every row rests on this many games or more
BEGIN = "<!-- strength table: begin (written by `realmkit strength --write`) -->"
END = "<!-- strength table: end -->"


@dataclass(frozen=True)
class StrengthRow:
    game: str
    opponent: str
    num_players: int
    games: int
    win_rate: float
    ci_low: float
    ci_high: float
    mcts_rank: float
    opponent_rank: float
    criterion: str
    met: bool
    seconds_per_game: float


def seat_counts(game: Game) -> list[int]:
    """The table sizes a game is measured at: two players if it allows two, and the smallest
    multi-player table (three or more) if it allows one; a one-player game at one."""
    low, high = game.player_range()
    counts = [2] if low <= 2 <= high else []
    if high >= 3:
        counts.append(max(3, low))
    return counts or [low]


def measure(
    game: Game, opponent: str, games: int, seed: int = 0, workers: int = 1,
    progress: Callable[[int, int], None] | None = None, seats: int | None = None,
) -> StrengthRow:
    """Play mcts against `opponent` in `games` games, seats rotated, and judge the result.

    `seats` defaults to the first of `seat_counts(game)`; `run_tournament` refuses a size the
    game does not allow."""
    seats = seats or seat_counts(game)[0]
    start = time.perf_counter()
    if game.spec.cooperative:
        mine, elapsed = _mcts_team(game, seats, games, seed, workers, progress)
        rival = run_tournament(game, [opponent] * seats, games, seed, seats, workers, progress=progress)
        theirs = rival.standings[0]
        return StrengthRow(str(game), opponent, seats, games, mine.win_rate, mine.ci_low, mine.ci_high,
                           mine.mean_rank, theirs.mean_rank, f"team wins >= {opponent} team's "
                           f"{theirs.win_rate:.0%}", mine.win_rate >= theirs.win_rate, elapsed)
    players = ["mcts"] + [opponent] * (seats - 1)
    result = run_tournament(game, players, games, seed, seats, workers, progress=progress)
    elapsed = (time.perf_counter() - start) / games
    mine = result.standings[0]
    others = result.standings[1:]
    opponent_rank = sum(s.mean_rank for s in others) / len(others)
    if seats == 2:
        target = TARGETS.get(opponent, 0.5)
        criterion, met = f"win rate >= {target:.0%}", mine.win_rate >= target
    else:
        criterion = "best mean rank"
        met = all(mine.mean_rank < s.mean_rank for s in others)
    return StrengthRow(str(game), opponent, seats, games, mine.win_rate, mine.ci_low, mine.ci_high,
                       mine.mean_rank, opponent_rank, criterion, met, elapsed)


_TEAMS: dict[tuple[str, int, int, int], tuple[Standing, float]] = {}


def _mcts_team(game: Game, seats: int, games: int, seed: int, workers: int,
               progress: Callable[[int, int], None] | None) -> tuple[Standing, float]:
    """The mcts team's standing and seconds per game, played once per game, table size, number
    of games and seed: the same games serve the rows against every opponent's team (a search
    game costs far more than a random or greedy one)."""
    key = (str(game), seats, games, seed)
    if key not in _TEAMS:
        start = time.perf_counter()
        team = run_tournament(game, ["mcts"] * seats, games, seed, seats, workers, progress=progress)
        _TEAMS[key] = team.standings[0], (time.perf_counter() - start) / games
    return _TEAMS[key]


def table(rows: list[StrengthRow]) -> str:
    """The rows as a Markdown table."""
    lines = [
        "| game | players | opponent | games | mcts wins | 95% CI | mean rank mcts / opponent "
        "| criterion | met | s per game |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| `{r.game}` | {r.num_players} | {r.opponent} | {r.games} | {r.win_rate:.1%} "
            f"| {r.ci_low:.1%}-{r.ci_high:.1%} | {r.mcts_rank:.2f} / {r.opponent_rank:.2f} "
            f"| {r.criterion} | {'yes' if r.met else '**no**'} | {r.seconds_per_game:.2f} |"
        )
    return "\n".join(lines)


def write_table(path: Path, text: str) -> None:
    """Put the table between the markers of `path` (added at the end if missing).

    Rows of games, table sizes and opponents that `text` does not measure are kept from the old
    table, so that the games can be measured in several runs.
    """
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    pattern = re.compile(re.escape(BEGIN) + r"\n(.*?)" + re.escape(END), re.DOTALL)
    found = pattern.search(old)
    lines = text.split("\n")
    header, rows = lines[:2], lines[2:]
    measured = {_key(row) for row in rows}
    previous = found.group(1).splitlines() if found else []
    kept = [row for row in previous if row.startswith("| `") and _key(row) not in measured]
    block = "\n".join([BEGIN, *header, *kept, *rows, END])
    if found:
        new = old[:found.start()] + block + old[found.end():]
    else:
        new = f"{old.rstrip()}\n\n## Strength\n\n{block}\n".lstrip()
    write_atomic(path, new)


def _key(row: str) -> tuple[str, str, str]:
    """A table row's game, number of players and opponent."""
    cells = [cell.strip() for cell in row.split("|")]
    return cells[1], cells[2], cells[3]
