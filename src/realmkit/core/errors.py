"""Errors raised by realmkit: each says what is wrong and what is allowed."""

from __future__ import annotations


class RealmkitError(Exception):
    """Base class of every error realmkit raises on bad input."""


class GameStringError(RealmkitError, ValueError):
    """An unknown game or agent, a malformed spec string, or a bad option value."""


class IllegalActionError(RealmkitError, ValueError):
    """An action that is not legal in the state it was applied to; the state is unchanged."""


class RecordError(RealmkitError, ValueError):
    """A malformed or inconsistent game record; the message names the first bad entry."""


class PlayerError(RealmkitError, ValueError):
    """A player that is not a seat of the game (or a spectator where one is allowed)."""
