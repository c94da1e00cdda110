"""The realm cards as a face draws them (`RollingRealms.components`): each card's layout file
turned into nested drawing nodes, so that a view draws all the realms from their data; and a
player's marks on a card as the sheet shows them (`sheet`), box by box.

A node is one of: `{"box": [gains]}` a box with its benefit ("pumpkin", "pumpkin/heart" a choice,
"star"), `{"row": [nodes]}` boxes side by side, `{"group": [nodes with "label"]}` named parts,
`{"value": n}` a printed number or flag, `{"text": s}` a printed word. Every node has an "id",
its path in the layout ("birds.0.squares.2"), by which a sheet names the box a mark fills.

A layout's "sheet" binds each part of the card's marks (`Realm.parts`) to what it fills:
- `{"boxes": path}`: mark i fills the i-th box under the layout's `path`, in reading order;
- `{"items": path}`: mark i fills the i-th entry of the list at `path` (a bird, a pirate...);
  a path's "*" steps through every entry of a list ("columns.*.gain"), and a list of paths
  joins their boxes or entries in order. With `"fill": true`, each value a path names is one
  mark's boxes, of which the mark (a count) fills the first (`"stop": n` too: a mark of n or
  more is a line closed at its count less n, its other boxes crossed out); with `"bits": true`,
  the mark is a bit mask of them (bit `n + shift` fills its n-th box; `"bits": "numbers"`: the
  numbers of its bits, each written in the next box);
- `{"grid": [width, height]}`: the card's grid, whose squares the layout only counts, a square
  a mark (`"bits": true`: one mark, a bit mask of the squares, bit i the i-th); grids and lines
  may give the numbers printed in their squares (`"printed": [1, 2, 3, 4, 5, 6]`);
- `{"lines": [lengths], "upright": bool}`: rows of squares of these lengths (columns filled from
  the bottom if upright), where the layout only gives their lengths, a square a mark
  (`"fill": true`: a line a mark, the count of its squares filled; `"bits": true`: a line a
  mark, a bit mask of its squares);
- `{"track": length or [lengths]}`: each mark a marker's space on a track, numbered from 1 (0:
  before it) or from `"first"`;
- `{"count": true}`: each mark a number written on the card (a level, stars gained, a tally);
- `{"turn": why}`: the turn's bookkeeping (a question the card asks now, what this roll used),
  never written on the card, so not drawn.
A part whose marks mix kinds binds a list of these, each taking the marks `"at": [start, step]`;
`"on": name` names what the card draws for them (the part's name by default), and grids and
lines on the same name are one drawing, their looks together in each square (a bee's reach
circled, its aged steps crossed too).
Boxes, items, grids and lines take a "show": how a nonzero mark looks, "crossed" (the default),
"circled", "outlined", "starred", "number" (the mark's value written in), or a table from a
mark's value to one of these or a word written in (a value it does not name is written in).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from realmkit.games.rolling_realms.components import ICONS, MAX_STARS, Realm

_NOT_DRAWN = ("realm", "set", "source", "note", "solo_exclusions", "sheet")
"""What a layout file says about the card rather than what is printed on it."""
Show = str | dict[str, str]
State = str | int
"""A box's look: "crossed", "circled", "outlined", "starred", or a number or word written in it."""


def _is_gain(value: object) -> bool:
    return isinstance(value, str) and bool(value) and all(part in ICONS for part in value.split("/"))


def _is_box(value: object) -> bool:
    """A gain, or a list of gains: one box of the card."""
    if isinstance(value, list):
        return bool(value) and all(_is_gain(item) for item in value)
    return _is_gain(value)


def node(value: object, path: str = "") -> dict[str, Any]:
    """One part of a layout as a drawing node, with its path in the layout as its id."""
    if _is_box(value):
        return {"id": path, "box": value if isinstance(value, list) else [value]}
    if isinstance(value, bool | int | float) or value is None:
        return {"id": path, "value": value}
    if isinstance(value, str):
        return {"id": path, "text": value}
    if isinstance(value, list):
        return {"id": path, "row": [node(item, f"{path}.{n}") for n, item in enumerate(value)]}
    if isinstance(value, dict):
        return {"id": path, "group": [{"label": key, **node(item, f"{path}.{key}")}
                                      for key, item in value.items()]}
    raise TypeError(f"a layout holds JSON values, not {type(value).__name__}")


def card(realm: Realm) -> dict[str, Any]:
    """A realm card: its name, box, printed text (usage and scoring), the marks printed on a
    fresh card, and its layout as drawing nodes, part by part."""
    layout = realm.layout
    return {
        "id": realm.id,
        "title": realm.title,
        "set": realm.realm_set,
        "text": " ".join((realm.__doc__ or "").split()),
        "note": layout.get("note", ""),
        "source": layout["source"],
        "max_stars": MAX_STARS,
        "printed_marks": realm.new_marks(),
        "parts": [{"label": key, **node(value, key)}
                  for key, value in layout.items() if key not in _NOT_DRAWN],
    }


def _entries(value: Any) -> list[tuple[str, Any]]:
    """A list's or a dict's entries with their keys (a list's by index)."""
    if isinstance(value, dict):
        return list(value.items())
    return [(str(n), item) for n, item in enumerate(value)]


def _step(value: Any, step: str) -> list[tuple[str, Any]]:
    if step == "*":
        return _entries(value)
    return [(step, value[int(step)] if isinstance(value, list) else value[step])]


def _paths(layout: dict[str, Any], path: str) -> list[tuple[str, Any]]:
    """The layout values a path names, with their ids ("*" steps through a list's entries)."""
    found: list[tuple[str, Any]] = [("", layout)]
    for step in path.split("."):
        found = [(f"{at}.{key}" if at else key, item)
                 for at, value in found for key, item in _step(value, step)]
    return found


def _boxes(value: object, path: str) -> Iterator[str]:
    """The ids of the boxes in a layout value, in reading order."""
    if _is_box(value):
        yield path
    elif isinstance(value, list | dict):
        for key, item in _entries(value):
            yield from _boxes(item, f"{path}.{key}")


def _bindings(realm: Realm, part: str) -> list[dict[str, Any]]:
    binding = realm.layout["sheet"][part]
    return binding if isinstance(binding, list) else [binding]


def _marks(binding: dict[str, Any], values: list[int]) -> list[int]:
    start, step = binding.get("at", (0, 1))
    return values[start::step]


def targets(binding: dict[str, Any], layout: dict[str, Any]) -> list[list[str]]:
    """The boxes (or list entries) a binding fills, by their ids: one list per mark (a mark
    that fills boxes one by one, or by bits, has several)."""
    kind = "boxes" if "boxes" in binding else "items"
    paths = [binding[kind]] if isinstance(binding[kind], str) else binding[kind]
    out: list[list[str]] = []
    for path in paths:
        for at, value in _paths(layout, path):
            if kind == "boxes":
                found = list(_boxes(value, at))
            elif isinstance(value, list | dict):
                found = [f"{at}.{key}" for key, _ in _entries(value)]
            else:
                found = [at]
            out += [found] if binding.get("fill") or binding.get("bits") else [[box] for box in found]
    return out


def look(value: int, show: Show) -> State | None:
    """How a mark looks in its box: nothing for 0, else as the binding shows it."""
    if not value:
        return None
    if isinstance(show, dict):
        show = show.get(str(value), "number")
    return value if show == "number" else show


def _spread(binding: dict[str, Any], value: int, length: int) -> list[State | None]:
    """The looks of the boxes one mark fills: a count from the first, a bit mask, or one box."""
    show = binding.get("show", "crossed")
    if binding.get("bits") == "numbers":
        numbers: list[State | None] = [n for n in range(value.bit_length()) if value >> n & 1]
        return (numbers + [None] * length)[:length]
    if binding.get("bits"):
        shift = binding.get("shift", 0)
        return [look(value >> (n + shift) & 1, show) for n in range(length)]
    if binding.get("fill"):
        stop = binding.get("stop", 0)
        closed = bool(stop) and value >= stop
        count = value - stop if closed else value
        return [look(1, show) if n < count else "crossed" if closed else None for n in range(length)]
    return [look(value, show)]


def _cells(binding: dict[str, Any], values: list[int], lengths: list[int]) -> list[list[State]]:
    if binding.get("bits") and "grid" in binding:
        looks = _spread(binding, values[0], sum(lengths))
    elif binding.get("fill") or binding.get("bits"):
        looks = [state for v, length in zip(values, lengths, strict=True)
                 for state in _spread(binding, v, length)]
    else:
        looks = [look(v, binding.get("show", "crossed")) for v in values]
    return [[] if state is None else [state] for state in looks]


def _drawn(binding: dict[str, Any], part: str, values: list[int]) -> dict[str, Any] | None:
    """What the card draws for marks its layout has no boxes for."""
    label = binding.get("on", part)
    if "grid" in binding:
        width, height = binding["grid"]
        return {"label": label, "grid": width, "cells": _cells(binding, values, [width * height]),
                "printed": binding.get("printed", [])}
    if "lines" in binding:
        lines = binding["lines"]
        return {"label": label, "lines": lines, "upright": binding.get("upright", False),
                "cells": _cells(binding, values, lines), "printed": binding.get("printed", [])}
    if "track" in binding:
        track = binding["track"]
        first = binding.get("first", 1)
        return {"label": label, "track": [track] * len(values) if isinstance(track, int) else track,
                "at": [v - first + 1 for v in values]}
    if "count" in binding:
        return {"label": label, "count": values}
    return None


def sheet(realm: Realm, marks: list[int]) -> dict[str, Any]:
    """A player's marks on a card as the sheet shows them: `boxes` {box id: its looks}, and
    what the card draws beyond its layout's boxes (`drawn`: grids, lines, tracks, numbers)."""
    boxes: dict[str, list[State]] = {}
    drawn: list[dict[str, Any]] = []
    for part, span in realm.parts.items():
        for binding in _bindings(realm, part):
            values = _marks(binding, [marks[i] for i in span])
            if "boxes" in binding or "items" in binding:
                for group, value in zip(targets(binding, realm.layout), values, strict=True):
                    for target, state in zip(group, _spread(binding, value, len(group)), strict=True):
                        if state is not None:
                            boxes.setdefault(target, []).append(state)
                continue
            shown = _drawn(binding, part, values)
            if shown is None:
                continue
            same = [d for d in drawn if "cells" in shown and d["label"] == shown["label"]]
            if same:
                for cell, more in zip(same[0]["cells"], shown["cells"], strict=True):
                    cell += more
            else:
                drawn.append(shown)
    return {"boxes": boxes, "drawn": drawn}
