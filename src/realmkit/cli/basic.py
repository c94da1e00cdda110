"""games, simulate, replay: the commands every game gets (play is in play.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

import realmkit
from realmkit.arena.match import Tally, check_player_count, play_match
from realmkit.arena.stats import wilson_interval
from realmkit.core import Game, State
from realmkit.core.agent import make_agent, refuse_interactive, split_specs
from realmkit.core.options import format_value
from realmkit.core.record import UnfinishedRecord, read_record, replay
from realmkit.core.words import count

console = Console(highlight=False)
GAMES = click.IntRange(1, 1_000_000)
"""How many games one command plays: enough for any study, and few enough to keep in memory."""


class FileName(click.Path):
    """A file's name (not a folder's), read as a Path; a name holding NUL, which no system
    takes (click's own check would raise ValueError), is refused as bad input."""

    def __init__(self) -> None:
        super().__init__(dir_okay=False, path_type=Path)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if "\0" in str(value):
            self.fail("a file name cannot hold the character NUL", param, ctx)
        return super().convert(value, param, ctx)


def game_and_players(game_string: str, players: str) -> tuple[Game, list[str]]:
    game = realmkit.load(game_string)
    specs = split_specs(players)
    for spec in specs:
        make_agent(spec)  # check every spec before anything starts
    check_player_count(game, len(specs), " (the number of --players)")
    return game, specs


@click.command("games")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def games_command(as_json: bool) -> None:
    """List every game: id, title, player counts and options with their defaults."""
    specs = realmkit.specs()
    if as_json:
        data = [
            {
                "id": s.id,
                "title": s.title,
                "min_players": s.min_players,
                "max_players": s.max_players,
                "has_chance": s.has_chance,
                "hidden_information": s.hidden_information,
                "cooperative": s.cooperative,
                "options": [
                    {"name": o.name, "default": o.default, "type": o.kind, "doc": o.doc,
                     "allowed": o.allowed()}
                    for o in s.options
                ],
            }
            for s in specs
        ]
        click.echo(json.dumps(data, indent=1))
        return
    table = Table(title="realmkit games")
    for column in ("id", "title", "players", "options (default)"):
        table.add_column(column, overflow="fold")  # at 80 columns long names wrap, never cut
    for s in specs:
        options = "\n".join(f"{o.name}={format_value(o.default)}: {o.doc}" for o in s.options)
        players = str(s.min_players) if s.min_players == s.max_players else f"{s.min_players}-{s.max_players}"
        table.add_row(s.id, s.title, players, options or "-")
    console.print(table)


def format_score(score: float) -> str:
    """A score as the game writes it: whole points without a decimal point (151, not 151.0),
    fractions as they are (Rolling Realms' tenths)."""
    return str(int(score)) if float(score).is_integer() else f"{score:g}"


def print_result(specs: list[str], state: State, shown: str = "") -> None:
    """Who won (a cooperative game: Victory or Defeat for the team), why the game ended unless
    `shown` (the final screen printed above, if any) already says so, then each player's score
    and, in a competitive game of several players, place (tied players share a place)."""
    outcome = state.outcome()
    if outcome is None:
        return
    names = [f"Player {seat + 1} ({spec})" for seat, spec in enumerate(specs)]
    placed = not state.game.spec.cooperative and len(specs) > 1
    if state.game.spec.cooperative:
        click.echo("Victory: the players win together." if outcome.winners
                   else "Defeat: the players lose together.")
    elif len(specs) > 1:
        winners = [names[seat] for seat in outcome.winners]
        click.echo(f"{winners[0]} wins." if len(winners) == 1
                   else f"{', '.join(winners[:-1])} and {winners[-1]} share the win.")
    if outcome.reason and outcome.reason not in shown:
        click.echo(f"The game ended: {outcome.reason}.")
    for seat, name in enumerate(names):
        line = f"{name}: {format_score(outcome.scores[seat])}"
        if placed:
            shared = " (shared)" if outcome.places.count(outcome.places[seat]) > 1 else ""
            line += f", place {outcome.places[seat]}{shared}"
        click.echo(line)


@click.command("simulate")
@click.argument("game_string", metavar="GAME")
@click.option("--players", required=True, help="Agent specs by seat, e.g. greedy,random,random.")
@click.option("-n", "games", type=GAMES, default=100, show_default=True,
              help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the first game.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def simulate_command(game_string: str, players: str, games: int, seed: int, as_json: bool) -> None:
    """Play N games with fixed seats: win rates, mean scores and game length per seat."""
    game, specs = game_and_players(game_string, players)
    refuse_interactive(specs, "simulate")
    tally = Tally(game.spec.cooperative)
    with Progress(console=Console(stderr=True), disable=as_json or games < 10, transient=True) as bar:
        task = bar.add_task("simulating", total=games)
        for i in range(games):
            tally.add(play_match(game, specs, seed + i))
            bar.advance(task)
    summary = tally.summary()
    summary |= {"game": str(game), "players": specs, "seed": seed}
    if as_json:
        click.echo(json.dumps(summary, indent=1))
        return
    table = Table(title=f"{game}: {count(games, 'game')} from seed {seed}")
    for column in ("seat", "player", "wins", "win rate", "mean score", "mean rank"):
        table.add_column(column, justify="right", overflow="fold")
    for seat, row in enumerate(summary["seats"]):
        table.add_row(str(seat + 1), specs[seat], f"{row['wins']:g}", f"{row['win_rate']:.1%}",
                      f"{row['mean_score']:.2f}", f"{row['mean_rank']:.2f}")
    console.print(table)
    if "groups" in summary:
        console.print(_groups_table(summary["groups"], specs, game.spec.cooperative))
    console.print(f"mean game length: {summary['mean_length']:.1f} actions")
    if game.spec.cooperative:
        console.print("wins: games the team won (a cooperative game is won or lost together)")
    else:
        console.print("wins: a first place shared by k players counts as 1/k of a win")


def _groups_table(groups: dict[str, dict[str, Any]], specs: list[str], cooperative: bool) -> Table:
    """The results by the games' `outcome_groups`: the team's wins with a 95% Wilson interval
    in a cooperative game, each seat's win rate otherwise."""
    table = Table(title="by group (a game counts for each of its labels)")
    table.add_column("group", overflow="fold")
    table.add_column("games", justify="right")
    if cooperative:
        for column in ("team wins", "win rate", "95% interval"):
            table.add_column(column, justify="right")
    else:
        for seat, spec in enumerate(specs):
            table.add_column(f"{seat + 1} {spec}", justify="right", overflow="fold")
    for label, group in groups.items():
        games = group["games"]
        if cooperative:
            wins = group["wins"][0]
            low, high = wilson_interval(wins, games)
            cells = [f"{wins:g}", f"{wins / games:.1%}", f"{low:.0%}-{high:.0%}"]
        else:
            cells = [f"{rate:.1%}" for rate in group["win_rate"]]
        table.add_row(label, str(games), *cells)
    return table


@click.command("replay")
@click.argument("path", type=FileName())
@click.option("--show", is_flag=True, help="Print the final position.")
def replay_command(path: Path, show: bool) -> None:
    """Re-run a game record and check every action and the final scores."""
    record = read_record(path)
    if isinstance(record, UnfinishedRecord):
        raise click.ClickException(
            f"{path} is the record of a game still in play ({count(len(record.moves), 'move')}): its seed "
            f"and moves are kept apart until it ends; continue it with 'realmkit play --resume {path}'")
    state = replay(record)
    status = "finished" if state.is_terminal() else "unfinished"
    click.echo(f"ok: {record.game}, seed {record.seed}, {count(len(record.actions), 'action')}, {status}")
    screen = state.render(None) if show else ""
    if show:
        click.echo(screen)
    if state.is_terminal():
        print_result(record.players, state, screen)


COMMANDS: list[click.Command] = [games_command, simulate_command, replay_command]
