"""The `realmkit` command line. Each module in COMMAND_MODULES defines a list COMMANDS."""

from __future__ import annotations

import importlib
import signal
from types import FrameType
from typing import Any

import click

from realmkit.core import RealmkitError
from realmkit.core.files import cut

MESSAGE_CHARS = 2000  # an error never echoes more of its input than this

COMMAND_MODULES = (
    "realmkit.cli.basic",
    "realmkit.cli.play",
    "realmkit.cli.score_hand",
    "realmkit.cli.review",
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


class Stopped(KeyboardInterrupt):
    """A stop asked by a signal (SIGTERM, SIGHUP): everything stops as on Ctrl-C, workers are
    ended and a game's record written on the way out."""


def _stop(signum: int, frame: FrameType | None) -> None:
    raise Stopped(signum)


STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def main(args: list[str] | None = None) -> int:
    """Run the command line; every error is one line on stderr and a non-zero exit code."""
    try:
        previous = {number: signal.signal(number, _stop) for number in STOP_SIGNALS}
    except ValueError:  # not the main thread: signals stay as they are
        previous = {}
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
    except (click.Abort, KeyboardInterrupt) as stop:
        asked = stop.__cause__ if isinstance(stop, click.Abort) else stop  # click wraps the interrupt
        click.echo("realmkit: stopped", err=True)
        return 128 + asked.args[0] if isinstance(asked, Stopped) else 130
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
    return result if isinstance(result, int) else 0


def run() -> None:
    """The console script."""
    raise SystemExit(main())
