"""The `realmkit` command line. Each module in COMMAND_MODULES defines a list COMMANDS."""

from __future__ import annotations

import importlib
from typing import Any

import click

from realmkit.core import RealmkitError
from realmkit.core.files import cut

MESSAGE_CHARS = 2000  # an error never echoes more of its input than this

COMMAND_MODULES = (
    "realmkit.cli.basic",
    "realmkit.cli.score_hand",
    "realmkit.cli.tournament",
    "realmkit.cli.bench",
    "realmkit.cli.serve",
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


def main(args: list[str] | None = None) -> int:
    """Run the command line; every error is one line on stderr and a non-zero exit code."""
    try:
        result = cli.main(args=args, prog_name="realmkit", standalone_mode=False)
    except click.exceptions.Exit as done:
        return done.exit_code
    except click.ClickException as error:
        hint = ""
        if isinstance(error, click.UsageError) and error.ctx is not None:
            hint = f" (see '{error.ctx.command_path} --help')"
        click.echo(f"realmkit: error: {cut(error.format_message(), MESSAGE_CHARS)}{hint}", err=True)
        return error.exit_code
    except (click.Abort, KeyboardInterrupt):
        click.echo("realmkit: stopped", err=True)
        return 130
    return result if isinstance(result, int) else 0


def run() -> None:
    """The console script."""
    raise SystemExit(main())
