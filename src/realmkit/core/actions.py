"""The action table: every action of a game in a fixed order, its integer encoding and its
notation, built once per set of options.

A game lists its actions once (`Game.action_table`); the core derives the integer encoding
(`num_distinct_actions`, `action_to_id`, `id_to_action`), the check that an object is exactly
one of the game's actions (`canonical`) and the default reading of a notation from it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Iterable
from typing import Generic, TypeVar

from realmkit.core.errors import IllegalActionError
from realmkit.core.files import shorten

A = TypeVar("A", bound=Hashable)


class ActionTable(Generic[A]):
    """Every action of a game, each once: its integer is its place in the table; a notation
    (`str(action)`, read in any case) that names one action alone finds it."""

    __slots__ = ("_by_text", "_ids", "_templates", "actions")

    def __init__(self, actions: Iterable[A]) -> None:
        self.actions: tuple[A, ...] = tuple(actions)
        self._ids: dict[object, int] = {}  # looked up with any object, which may be no action
        self._by_text: dict[str, A | None] = {}
        self._templates: dict[type, A] = {}
        for number, action in enumerate(self.actions):
            if action in self._ids:
                raise ValueError(f"{action} is listed twice: ids {self._ids[action]} and {number}")
            self._ids[action] = number
            text = str(action).lower()
            self._by_text[text] = None if text in self._by_text else action  # None: ambiguous
            self._templates.setdefault(type(action), action)

    def __len__(self) -> int:
        return len(self.actions)

    def __getitem__(self, number: int) -> A:
        return self.actions[number]

    def id_of(self, action: object, title: str) -> int:
        """The integer of one of the table's own actions; anything else is refused, naming the
        game by `title`."""
        own = self.canonical(action)
        if own is None:
            raise IllegalActionError(f"{shorten(action)} is not a {title} action")
        return self._ids[own]

    def canonical(self, action: object) -> A | None:
        """The table's own action that `action` is in every respect (class, and every field's
        type and value, those left out of comparisons too), or None: a float for an integer, a
        forged notation or an object that merely compares equal is not one."""
        try:
            number = self._ids.get(action)
        except Exception:  # an object of any kind may fail in any way while it is hashed
            return None
        if number is None:
            return None
        own = self.actions[number]
        if own is action:  # the table's own object, as a game's legal actions give it
            return own
        try:
            return own if same_action(action, own) else None
        except Exception:  # a forged object may lack fields or fail to compare
            return None

    def find(self, text: str) -> A | None:
        """The one action whose notation is `text` (any case, spaces around ignored), or None
        (no action, or several of the table's, has it)."""
        return self._by_text.get(text.strip().lower())

    def shaped_like(self, action: object) -> bool:
        """Whether `action` has the class of one of the table's actions and fields of the same
        types, though its values may be outside the table (a move no rule allows)."""
        template = self._templates.get(type(action))
        return template is not None and _same_shape(action, template)


def same_action(given: object, own: object) -> bool:
    """Whether `given` is `own` in every respect: the same class, and every field (those left
    out of comparisons too, such as a notation) of the same type and value, nested tuples
    alike."""
    if type(given) is not type(own):
        return False
    if dataclasses.is_dataclass(own):
        return all(same_action(getattr(given, f.name), getattr(own, f.name)) for f in dataclasses.fields(own))
    if isinstance(own, tuple) and isinstance(given, tuple):  # both or neither: the same class
        return len(given) == len(own) and all(same_action(a, b) for a, b in zip(given, own, strict=True))
    return bool(given == own)


def _fields(value: object) -> tuple[object, ...] | None:
    if dataclasses.is_dataclass(value):
        return tuple(getattr(value, f.name) for f in dataclasses.fields(value))
    return tuple(value) if isinstance(value, tuple) else None


def _same_shape(given: object, own: object) -> bool:
    """The same class, and fields of the same types, whatever values; a tuple field may hold
    any number of plain values (integers, text, truth values, tuples of them)."""
    mine, theirs = _fields(own), _fields(given)
    if mine is None or theirs is None:
        return mine is None and theirs is None
    pairs = zip(theirs, mine, strict=False)
    return len(mine) == len(theirs) and all(
        type(a) is type(b) and (not isinstance(a, tuple) or _plain(a)) for a, b in pairs
    )


def _plain(values: tuple[object, ...]) -> bool:
    return all(type(v) in (int, str, bool) or (isinstance(v, tuple) and _plain(v)) for v in values)
