"""The `realmkit` command line. Each module in COMMAND_MODULES defines a list COMMANDS."""

from __future__ import annotations

import importlib

import click

COMMAND_MODULES = (
    "realmkit.cli.basic",
)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="realmkit")
def cli() -> None:
    """realmkit: play, simulate, score and benchmark the Realm family of games."""


for _module in COMMAND_MODULES:
    for _command in importlib.import_module(_module).COMMANDS:
        cli.add_command(_command)


def main() -> None:
    cli()
