"""The `realmkit` command line. Each module in COMMAND_MODULES defines a list COMMANDS."""

from __future__ import annotations

import importlib
from typing import Any

import click

from realmkit.core import RealmkitError

COMMAND_MODULES = (
    "realmkit.cli.basic",
    "realmkit.cli.bench",
)


class RealmkitGroup(click.Group):
    """A group whose commands turn realmkit's input errors into a one-line message."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except RealmkitError as error:
            raise click.ClickException(str(error)) from None


@click.group(cls=RealmkitGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="realmkit")
def cli() -> None:
    """realmkit: play, simulate, score and benchmark the Realm family of games."""


for _module in COMMAND_MODULES:
    for _command in importlib.import_module(_module).COMMANDS:
        cli.add_command(_command)


def main() -> None:
    cli()
