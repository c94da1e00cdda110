"""Spec strings, OpenSpiel style: `name(key=value,...)`, for games and agents alike."""

from __future__ import annotations

import re
from collections.abc import Mapping

from realmkit.core.errors import GameStringError
from realmkit.core.options import OptionValue, format_value

_NAME = re.compile(r"[a-z][a-z0-9_-]*\Z")
_KEY = re.compile(r"[a-z_][a-z0-9_]*\Z")


def parse_spec(text: str) -> tuple[str, dict[str, str]]:
    """Split `name(k=v,...)` into the name and its raw option strings."""
    text = text.strip()
    name, _, rest = text.partition("(")
    name = name.strip()
    if not _NAME.match(name):
        raise GameStringError(f"malformed spec {text!r}: expected name(key=value,...)")
    params: dict[str, str] = {}
    if not rest:
        return name, params
    if not rest.endswith(")"):
        raise GameStringError(f"malformed spec {text!r}: missing closing parenthesis")
    body = rest[:-1].strip()
    if not body:
        return name, params
    for item in body.split(","):
        key, eq, value = item.partition("=")
        key, value = key.strip(), value.strip()
        if not eq or not _KEY.match(key) or not value:
            raise GameStringError(f"malformed option {item.strip()!r} in {text!r}: expected key=value")
        if key in params:
            raise GameStringError(f"option {key!r} is given twice in {text!r}")
        params[key] = value
    return name, params


def format_spec(name: str, values: Mapping[str, OptionValue]) -> str:
    """The canonical spec string: the name, then the given options in order."""
    if not values:
        return name
    inner = ",".join(f"{key}={format_value(value)}" for key, value in values.items())
    return f"{name}({inner})"
