"""Reading and writing the JSON files people hand to realmkit (records, positions) safely.

One reader for every JSON file: bounded in size and nesting, so a binary, huge or absurdly
nested file gets a one-line error; and one writer that replaces a file only once the new text
is whole, so an interrupted or failed write never leaves an empty or partial file. Only regular
files are read or written: a device, a FIFO, a socket or a symbolic link given as an output is
refused, never replaced.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from realmkit.core.errors import RealmkitError

MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 32
ECHO_CHARS = 80
TEMPORARY = ".realmkit-"
"""The start of a temporary file's name: short, so that any name a folder takes can be written."""


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
    name = shown(path)
    try:
        _check_name(path)
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise FileError(f"cannot read {what} {name}: it is {_kind(Path(path))}, not a regular file")
        with open(path, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError as error:
        raise FileError(f"cannot read {what} {name}: {error.strerror or error}") from None
    if len(data) > max_bytes:
        raise FileError(f"{what} {name} is larger than {max_bytes // (1024 * 1024)} MB; not read")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise FileError(f"{what} {name} is not a text file (not UTF-8); expected JSON") from None
    return parse_json(text, f"{what} {name}", max_depth)


def parse_json(text: str, what: str, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text, refusing nesting deeper than `max_depth`; errors never echo the text."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise FileError(f"{what} is not valid JSON: {error.msg} (line {error.lineno}, column "
                        f"{error.colno})") from None
    except RecursionError:
        raise FileError(f"{what} is nested deeper than {max_depth} levels; not read") from None
    except ValueError:  # Python reads no integer of more than 4300 digits
        raise FileError(f"{what} holds a number too long to read (over 4300 digits); not read") from None
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


def shown(path: str | Path) -> str:
    """A file name as an error shows it: cut short, and quoted if it holds a character that does
    not print (a newline would break the one-line message)."""
    text = str(path)
    return cut(text) if text.isprintable() else shorten(text)


def _check_name(path: str | Path) -> None:
    """Refuse a name the system cannot take at all (it would raise ValueError, not OSError)."""
    if "\0" in str(path):
        raise FileError(f"{shown(path)} is not a file name: a name cannot hold the character NUL")


def _kind(path: Path) -> str:
    """What a path that is not a regular file is, in words (the link itself, not its target)."""
    mode = os.lstat(path).st_mode
    if stat.S_ISLNK(mode):
        return f"a symbolic link (to {cut(os.readlink(path))})"
    kinds = ((stat.S_ISDIR, "a folder"), (stat.S_ISCHR, "a character device"),
             (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
             (stat.S_ISSOCK, "a socket"))
    return next((name for test, name in kinds if test(mode)), "not a regular file")


def _refuse_special(target: Path, what: str) -> None:
    """Refuse a path that exists and is not a regular file: writing would replace it."""
    if os.path.lexists(target) and not stat.S_ISREG(os.lstat(target).st_mode):
        raise FileError(f"cannot write {what} to {shown(target)}: it is {_kind(target)}; realmkit writes "
                        "only regular files: give the name of a new file or of a regular one")


def check_writable(path: str | Path, what: str, replace: bool = False) -> None:
    """Refuse, before any work, a path that cannot or may not be written: a folder, a device, a
    FIFO, a socket or a symbolic link; a missing or read-only folder; a read-only file; and an
    existing file unless `replace` (the file is the caller's own, or the person said --force)."""
    target, name = Path(path), shown(path)
    try:
        _check_name(path)
        _refuse_special(target, what)
        folder = target.parent
        if not folder.is_dir():
            raise FileError(f"cannot write {what} to {name}: the folder {shown(folder)} does not exist")
        with tempfile.NamedTemporaryFile(dir=folder, prefix=TEMPORARY, delete=True):
            pass
        if target.exists():
            if not replace:
                raise FileError(f"cannot write {what} to {name}: a file of that name exists; give a new "
                                "name, or --force to replace it")
            if not os.access(target, os.W_OK):
                raise FileError(f"cannot write {what} to {name}: the file is read-only")
    except OSError as error:
        raise FileError(f"cannot write {what} to {name}: {error.strerror or error}") from None


def _umask() -> int:
    """The process's file-creation mask (reading it means setting it, so it is set back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomic(path: str | Path, text: str, mode: int | None = None) -> None:
    """Write `text` to a temporary file beside `path`, then rename it over `path`; only a
    regular file is replaced. The file gets `mode`, else the mode of the file it replaces,
    else what the umask allows."""
    target = Path(path)
    try:
        _check_name(path)
        _refuse_special(target, "the file")
        if mode is None:
            mode = os.stat(target).st_mode & 0o777 if target.exists() else 0o666 & ~_umask()
        descriptor, temporary = tempfile.mkstemp(dir=target.parent, prefix=TEMPORARY)
    except OSError as error:
        raise FileError(f"cannot write {shown(path)}: {error.strerror or error}") from None
    try:
        os.fchmod(descriptor, mode)
        with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise FileError(f"cannot write {shown(path)}: {error.strerror or error}") from None
        raise
