"""Counted nouns as a person writes them: "1 card", "2 cards", "1 thief", "3 thieves"."""

from __future__ import annotations


def count(number: float, noun: str, plural: str | None = None) -> str:
    """`number` and the noun, singular for exactly one; the plural adds "s" unless given."""
    shown = int(number) if float(number).is_integer() else number
    return f"{shown} {noun if shown == 1 else plural or noun + 's'}"
