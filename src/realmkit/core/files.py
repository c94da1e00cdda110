"""Reading and writing the JSON files people hand to realmkit (records, positions) safely.

One reader for every JSON file: bounded in size and nesting, so a binary, huge or absurdly
nested file gets a one-line error; and one writer that replaces a file only once the new text
is whole, so an interrupted or failed write never leaves an empty or partial file.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from realmkit.core.errors import RealmkitError

MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 32
ECHO_CHARS = 80


class FileError(RealmkitError, ValueError):
    """A file that cannot be read or written, or whose content is not what was expected."""


def cut(text: str, limit: int = ECHO_CHARS) -> str:
    """`text` cut to `limit` characters, saying how much was left out, for error messages."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text) - limit} more characters)"


def shorten(value: object, limit: int = ECHO_CHARS) -> str:
    """`repr(value)` cut to `limit` characters: how an error message echoes a given value."""
    return cut(repr(value), limit)


def read_json(path: str | Path, what: str, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value in `path`; `what` names the file in errors (e.g. "game record")."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError as error:
        raise FileError(f"cannot read {what} {path}: {error.strerror or error}") from None
    if len(data) > max_bytes:
        raise FileError(f"{what} {path} is larger than {max_bytes // (1024 * 1024)} MB; not read")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileError(f"{what} {path} is not a text file (not UTF-8); expected JSON") from None
    return parse_json(text, f"{what} {path}", max_depth)


def parse_json(text: str, what: str, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text, refusing nesting deeper than `max_depth`; errors never echo the text."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise FileError(f"{what} is not valid JSON: {error.msg} (line {error.lineno}, column "
                        f"{error.colno})") from None
    except RecursionError:
        raise FileError(f"{what} is nested deeper than {max_depth} levels; not read") from None
    if _depth(value) > max_depth:
        raise FileError(f"{what} is nested deeper than {max_depth} levels; not read")
    return value


def _depth(value: Any) -> int:
    """How deeply lists and objects nest in a parsed JSON value (a scalar is 0)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in children)
    return deepest


def check_writable(path: str | Path, what: str) -> None:
    """Refuse, before any work, a path that cannot be written: a folder, a missing or read-only
    folder, or a read-only file."""
    target = Path(path)
    if target.is_dir():
        raise FileError(f"cannot write {what} to {path}: it is a folder; give a file name")
    folder = target.parent
    if not folder.is_dir():
        raise FileError(f"cannot write {what} to {path}: the folder {folder} does not exist")
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=f".{target.name}.", delete=True):
            pass
    except OSError as error:
        raise FileError(f"cannot write {what} to {path}: {error.strerror or error}") from None
    if target.exists() and not os.access(target, os.W_OK):
        raise FileError(f"cannot write {what} to {path}: the file is read-only")


def write_atomic(path: str | Path, text: str) -> None:
    """Write `text` to a temporary file beside `path`, then rename it over `path`."""
    target = Path(path)
    try:
        descriptor, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    except OSError as error:
        raise FileError(f"cannot write {path}: {error.strerror or error}") from None
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise FileError(f"cannot write {path}: {error.strerror or error}") from None
        raise
