"""games, play, simulate, replay, bench."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
