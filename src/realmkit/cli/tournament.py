"""tournament and strength: pit agents against each other, and measure the search's strength."""

from __future__ import annotations

import csv
import io
import json
import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from realmkit.arena.backends import BACKENDS, MAX_WORKERS, default_workers
from realmkit.arena.match import check_player_count
from realmkit.arena.strength import MIN_WRITTEN_GAMES, TARGETS, measure, seat_counts, table, write_table
from realmkit.arena.tournament import TournamentResult, default_num_players, run_tournament, seatings
from realmkit.cli.basic import GAMES, FileName
from realmkit.core import load, specs
from realmkit.core.agent import make_agent, refuse_interactive, split_specs
from realmkit.core.files import check_writable, write_atomic
from realmkit.core.words import count


@contextmanager
def progress_bar(label: str, quiet: bool) -> Iterator[Callable[[int, int], None]]:
    """A progress bar on stderr, with the time spent, which runs on while long games are played;
    yields the callback that counts finished games."""
    if quiet:
        yield lambda done, total: None
        return
    with Progress(SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TextColumn("games"), TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn(),
                  console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=None)

        def advance(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield advance


def show(result: TournamentResult, seconds: float) -> None:
    games = count(len(result.outcomes), "game")
    view = Table(title=f"{result.game}, {count(result.num_players, 'player')}, {games}, "
                       f"seed {result.seed} ({seconds:.1f} s)")
    for column in ("agent", "games", "win\nrate", "95% CI", "mean\nscore", "mean\nrank", "rating"):
        # the figures never wrap; an agent spec too long for the terminal folds, never cut
        view.add_column(column, justify="left" if column == "agent" else "right", overflow="fold",
                        no_wrap=column != "agent")
    for s in result.standings:
        view.add_row(s.agent, str(s.games), f"{s.win_rate:.1%}",
                     f"{100 * s.ci_low:.0f}-{100 * s.ci_high:.0f}%",
                     f"{s.mean_score:.2f}", f"{s.mean_rank:.2f}", f"{s.rating:.0f}")
    Console().print(view)
    Console().print("win rate: a first place shared by k players counts as 1/k of a win")


def write_output(path: str, text: str) -> None:
    """Print to stdout for '-', or replace the file only once the text is whole."""
    if path == "-":
        click.echo(text, nl=False)
    else:
        write_atomic(path, text)


def save_json(result: TournamentResult, path: str) -> None:
    write_output(path, json.dumps(result.to_dict(), indent=1) + "\n")


def save_csv(result: TournamentResult, path: str) -> None:
    rows = [asdict(s) for s in result.standings]
    text = io.StringIO(newline="")
    writer = csv.DictWriter(text, fieldnames=list(rows[0]))
    writer.writeheader()
    writer.writerows(rows)
    write_output(path, text.getvalue())


@click.command()
@click.argument("game")
@click.option("--players", required=True,
              help="Agent specs separated by commas, e.g. random,mcts(iterations=400).")
@click.option("-n", "--games", type=GAMES, default=100, show_default=True,
              help="Number of games; seats rotate game by game.")
@click.option("--seed", type=int, default=None, help="Tournament seed (default: a fresh one, printed).")
@click.option("-p", "--num-players", type=click.IntRange(min=1), default=None,
              help="Seats per game (default: as many as agents, within the game's range).")
@click.option("--workers", type=click.IntRange(1, MAX_WORKERS), default=None,
              help="Worker processes (default: the number of CPUs).")
@click.option("--backend", type=click.Choice(BACKENDS), default="process", show_default=True)
@click.option("--address", default=None, help="Address of a Ray cluster (with --backend ray).")
@click.option("--json", "json_path", default=None,
              help="Write standings and every game as JSON ('-': stdout).")
@click.option("--csv", "csv_path", default=None, help="Write the standings as CSV ('-': stdout).")
@click.option("--force", is_flag=True, help="Let --json and --csv replace existing files.")
@click.option("-q", "--quiet", is_flag=True, help="No progress bar and no table.")
def tournament(game: str, players: str, games: int, seed: int | None, num_players: int | None,
               workers: int | None, backend: str, address: str | None, json_path: str | None,
               csv_path: str | None, force: bool, quiet: bool) -> None:
    """Play GAME between agents in every seating; win rates, scores, ranks and ratings."""
    if address is not None and backend != "ray":
        raise click.UsageError("--address is for --backend ray")
    if json_path is not None and json_path == csv_path:
        raise click.UsageError("--json and --csv name the same " + ("output" if json_path == "-" else "file"))
    for path in (json_path, csv_path):
        if path not in (None, "-"):
            check_writable(path, "the results", replace=force)
    seed = secrets.randbits(31) if seed is None else seed
    start = time.perf_counter()
    loaded = load(game)
    specs_list = split_specs(players)
    for spec in specs_list:
        make_agent(spec)
    refuse_interactive(specs_list, "a tournament")
    seats = num_players or default_num_players(loaded, len(specs_list))
    check_player_count(loaded, seats, " (-p)" if num_players else "")
    rounds = len(seatings(len(specs_list), seats))
    if games % rounds:
        click.echo(f"note: {games} games do not share the {rounds} seatings evenly; "
                   f"a multiple of {rounds} does", err=True)
    with progress_bar(f"{loaded}", quiet) as advance:
        result = run_tournament(loaded, specs_list, games, seed, num_players,
                                workers or default_workers(), backend, address, advance)
    if not quiet and "-" not in (json_path, csv_path):
        show(result, time.perf_counter() - start)
    if json_path:
        save_json(result, json_path)
    if csv_path:
        save_csv(result, csv_path)


@click.command()
@click.argument("games", nargs=-1)
@click.option("-n", "--games-per-match", "count", type=GAMES, default=100, show_default=True,
              help="Games of mcts against each opponent, seats rotated.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--workers", type=click.IntRange(1, MAX_WORKERS), default=None,
              help="Worker processes (default: the number of CPUs).")
@click.option("--write", "path", type=FileName(), default=None,
              help="Put the table into this Markdown file, e.g. docs/ai.md.")
@click.option("-p", "--num-players", "seats", type=click.IntRange(min=1), multiple=True,
              help="Measure only at this number of players; repeat it for several (default: two, "
                   "and the smallest multi-player table, where the game allows them).")
@click.option("-q", "--quiet", is_flag=True, help="No progress bar.")
def strength(games: tuple[str, ...], count: int, seed: int, workers: int | None, path: Path | None,
             seats: tuple[int, ...], quiet: bool) -> None:
    """mcts at its default budget against random and greedy in GAMES (default: every game)."""
    if path is not None:
        if count < MIN_WRITTEN_GAMES:
            raise click.UsageError(f"--write keeps rows on {MIN_WRITTEN_GAMES} games or more, as the "
                                   f"table says; -n {count} is too few (leave out --write to only print)")
        check_writable(path, "the strength table", replace=True)  # its table is updated, the rest kept
    names = list(games) or [spec.id for spec in specs()]
    loaded = [load(name) for name in names]
    for game in loaded:
        for players in seats:
            check_player_count(game, players, " (-p)")
    rows = []
    for game in loaded:
        for players in seats or seat_counts(game):
            for opponent in TARGETS:
                with progress_bar(f"{game}, {players} players, vs {opponent}", quiet) as advance:
                    rows.append(measure(game, opponent, count, seed, workers or default_workers(),
                                        advance, players))
                click.echo(f"{game}, {players} players, vs {opponent}: {rows[-1].win_rate:.1%} "
                           f"({'met' if rows[-1].met else 'NOT met'}: {rows[-1].criterion})", err=True)
                if path is not None:
                    write_table(path, table(rows))  # kept up to date as the rows come in
    click.echo(table(rows))


COMMANDS = [tournament, strength]
