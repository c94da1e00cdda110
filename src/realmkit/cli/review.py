"""`realmkit review`: a finished game's moves beside what a stronger player would have played."""

from __future__ import annotations

import json
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from realmkit.arena.review import review, reviewer_for
from realmkit.cli.basic import FileName
from realmkit.core import RecordError, load
from realmkit.core.agent import make_agent, refuse_interactive
from realmkit.core.record import GameRecord


@click.command("review")
@click.argument("path", type=FileName())
@click.option("--seat", "seats", type=int, multiple=True, metavar="N",
              help="A seat to review, from 1 (repeat for several; default: every seat).")
@click.option("--reviewer", default=None, metavar="SPEC",
              help="The agent that reviews (default: fr-expert in Fantasy Realms, mcts(iterations=200) "
                   "in the others).")
@click.option("--json", "as_json", is_flag=True, help="Print the moves reviewed as JSON.")
def review_command(path: Path, seats: tuple[int, ...], reviewer: str | None, as_json: bool) -> None:
    """Review a finished game's record: for each move, what the reviewer would have played and
    what it expected to gain, valued from what the mover knew."""
    record = GameRecord.load(path)
    players = len(record.players)
    bad = [seat for seat in seats if not 1 <= seat <= players]
    if bad:
        raise RecordError(f"--seat {bad[0]}: the game has seats 1 to {players}")
    spec = reviewer or reviewer_for(load(record.game))
    refuse_interactive([spec], "review")
    make_agent(spec)  # an unknown or malformed spec fails before the game is replayed
    with Console(stderr=True, quiet=as_json).status("reviewing...") as status:
        moves = review(record, [s - 1 for s in seats] or None, spec,
                       lambda done, total: status.update(f"reviewing move {done} of {total}..."))
    if as_json:
        click.echo(json.dumps({"game": record.game, "reviewer": spec,
                               "moves": [m.to_dict() for m in moves]}, indent=1))
        return
    table = Table(title=f"{record.game}: reviewed by {spec}")
    for column in ("move", "player", "played", "suggested", "gain"):
        table.add_column(column, justify="right" if column in ("move", "gain") else "left", overflow="fold")
    for m in moves:
        table.add_row(str(m.move), f"{m.seat + 1} {record.players[m.seat]}", m.played,
                      "" if m.suggested == m.played else m.suggested,
                      "" if m.suggested == m.played else f"{m.gain:+.2f}")
    Console().print(table)
    lost = sum(max(0.0, m.gain) for m in moves)
    click.echo(f"{len(moves)} moves reviewed; {sum(m.suggested == m.played for m in moves)} as the reviewer "
               f"would have played; expected gain left on the table: {lost:.2f}")


COMMANDS = [review_command]
