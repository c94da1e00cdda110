"""realmkit bench: throughput figures, with units and the issue's targets."""

from __future__ import annotations

import json

import click
from rich.console import Console
from rich.table import Table

import realmkit
from realmkit.bench import Measurement, benchmarks_for


@click.command("bench")
@click.argument("games", nargs=-1, metavar="[GAME]...")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def bench_command(games: tuple[str, ...], as_json: bool) -> None:
    """Measure throughput of the given games (default: every game), one core.
    `realmkit bench web` loads the browser table on loopback instead (extra `web`)."""
    ids = list(games) or [spec.id for spec in realmkit.specs()]
    if ids == ["web"]:
        from realmkit.bench.web import bench_web

        ids = []
        results: list[Measurement] = bench_web()
    else:
        results = []
    for game_id in ids:
        realmkit.load(game_id)  # an unknown game fails before any measuring
    console = Console(stderr=True, quiet=as_json)
    with console.status("measuring...") as status:
        for game_id in ids:
            for benchmark in benchmarks_for(game_id):
                status.update(f"measuring {game_id}...")
                results.extend(benchmark())
    if as_json:
        click.echo(json.dumps([m.to_dict() for m in results], indent=1))
        return
    table = Table(title="realmkit bench (one core, CPU time)")
    for column in ("game", "measure", "value", "unit", "target"):
        table.add_column(column, justify="right" if column in ("value", "target") else "left",
                         overflow="fold")
    for m in results:
        target = ""
        if m.target is not None:
            sign = ">=" if m.higher_is_better else "<="
            target = f"{sign} {m.target:g} {'ok' if m.meets_target else 'MISSED'}"
        table.add_row(m.game, m.name, f"{m.value:,.1f}", m.unit, target)
    Console().print(table)


COMMANDS = [bench_command]
