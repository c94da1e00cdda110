"""The realm cards as a face draws them (`RollingRealms.components`): each card's layout file
turned into nested drawing nodes, so that a view draws all the realms from their data.

A node is one of: `{"box": [gains]}` a box with its benefit ("pumpkin", "pumpkin/heart" a choice,
"star"), `{"row": [nodes]}` boxes side by side, `{"group": [nodes with "label"]}` named parts,
`{"value": n}` a printed number or flag, `{"text": s}` a printed word.
"""

from __future__ import annotations

from typing import Any

from realmkit.games.rolling_realms.components import ICONS, MAX_STARS, Realm

_NOT_DRAWN = ("realm", "set", "source", "note", "solo_exclusions")
"""What a layout file says about the card rather than what is printed on it."""


def _is_gain(value: object) -> bool:
    return isinstance(value, str) and bool(value) and all(part in ICONS for part in value.split("/"))


def node(value: object) -> dict[str, Any]:
    """One part of a layout as a drawing node."""
    if _is_gain(value):
        return {"box": [value]}
    if isinstance(value, list) and value and all(_is_gain(item) for item in value):
        return {"box": list(value)}
    if isinstance(value, bool | int | float) or value is None:
        return {"value": value}
    if isinstance(value, str):
        return {"text": value}
    if isinstance(value, list):
        return {"row": [node(item) for item in value]}
    if isinstance(value, dict):
        return {"group": [{"label": key, **node(item)} for key, item in value.items()]}
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
        "parts": [{"label": key, **node(value)} for key, value in layout.items() if key not in _NOT_DRAWN],
    }
