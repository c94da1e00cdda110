"""Typed options of games and agents, parsed from spec strings.

A game declares its options once, as the fields of a frozen dataclass made with `option`
(its `GameSpec.settings`); `options_of` reads them back as `Option`s for spec strings, the
command line and the web, and the game reads its values typed, as `game.settings.<name>`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from realmkit.core.errors import GameStringError
from realmkit.core.files import shorten

OptionValue = bool | int | float | str

_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


@dataclass(frozen=True)
class Option:
    """One option: its name, default (which fixes its type), doc and allowed values."""

    name: str
    default: OptionValue
    doc: str
    choices: tuple[str, ...] | None = None
    minimum: int | float | None = None
    maximum: int | float | None = None
    reads_file: bool = False  # its value may name a file on the machine that loads the game

    @property
    def kind(self) -> str:
        return type(self.default).__name__

    def allowed(self) -> str:
        """A short description of the values this option takes."""
        if self.choices is not None:
            return "one of " + ", ".join(self.choices)
        if isinstance(self.default, bool):
            return "true or false"
        low = "" if self.minimum is None else f" >= {self.minimum}"
        high = "" if self.maximum is None else f" <= {self.maximum}"
        sep = " and" if low and high else ""
        return f"{'an integer' if isinstance(self.default, int) else 'a finite number'}{low}{sep}{high}"

    def parse(self, value: Any) -> OptionValue:
        """Convert a string (or a Python value) to this option's type, or raise GameStringError."""
        bad = GameStringError(f"option {self.name}={shorten(value)} is invalid: expected {self.allowed()}")
        result: OptionValue
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                result = value
            elif str(value).lower() in _TRUE:
                result = True
            elif str(value).lower() in _FALSE:
                result = False
            else:
                raise bad
        elif isinstance(self.default, int):
            if isinstance(value, bool):
                raise bad
            try:
                result = int(value)
            except (TypeError, ValueError):
                raise bad from None
            if isinstance(value, float) and value != result:
                raise bad
        elif isinstance(self.default, float):
            if isinstance(value, bool):
                raise bad
            try:
                result = float(value)
            except (TypeError, ValueError):
                raise bad from None
            if not math.isfinite(result):
                raise bad
        else:
            result = str(value)
        if self.choices is not None and result not in self.choices:
            raise bad
        if isinstance(result, int | float) and (
                (self.minimum is not None and result < self.minimum)
                or (self.maximum is not None and result > self.maximum)):
            raise bad
        return result


def option(
    default: OptionValue,
    doc: str,
    *,
    choices: tuple[str, ...] | None = None,
    minimum: int | float | None = None,
    maximum: int | float | None = None,
    reads_file: bool = False,
) -> Any:
    """A field of a settings dataclass that is an option of its game: its default (which fixes
    its type), doc and allowed values, as `Option` has them."""
    return dataclasses.field(default=default, metadata={"option": {
        "doc": doc, "choices": choices, "minimum": minimum, "maximum": maximum, "reads_file": reads_file}})


def option_like(declared: Option) -> Any:
    """A field of a settings dataclass for an `Option` declared once and shared by several
    settings (an agent option of the same name, meaning and values in two agents)."""
    return option(declared.default, declared.doc, choices=declared.choices, minimum=declared.minimum,
                  maximum=declared.maximum, reads_file=declared.reads_file)


def options_of(settings: type) -> tuple[Option, ...]:
    """The options a settings dataclass declares, in the order of its fields."""
    found = []
    for f in dataclasses.fields(settings):
        if "option" not in f.metadata:
            raise TypeError(f"{settings.__name__}.{f.name} is not made with option(...)")
        if not isinstance(f.default, bool | int | float | str):
            raise TypeError(f"{settings.__name__}.{f.name}: an option's default is a bool, int, float or str")
        found.append(Option(f.name, f.default, **f.metadata["option"]))
    return tuple(found)


def resolve_options(
    owner: str, declared: Iterable[Option], given: Mapping[str, Any]
) -> dict[str, OptionValue]:
    """Validate `given` against `declared` and fill in defaults; unknown names are an error."""
    by_name = {option.name: option for option in declared}
    unknown = [name for name in given if name not in by_name]
    if unknown:
        allowed = ", ".join(by_name) or "none"
        raise GameStringError(f"{owner} has no option {unknown[0]!r}; its options are: {allowed}")
    values = {name: option.default for name, option in by_name.items()}
    for name, value in given.items():
        values[name] = by_name[name].parse(value)
    return values


def format_value(value: OptionValue) -> str:
    """An option value as written in a spec string."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
