"""What the Realm tests share: dislodged pieces of Classic and Medieval Realm written as counts
per Realm, turned into the Border-space pieces of a diagram (`positions.position`)."""

from __future__ import annotations

from collections.abc import Mapping

from realmkit.games.realm.components import BORDERS_OF, REALM_OF, parse_square, square_name


def dislodged(water: Mapping[str, tuple[int, int]]) -> dict[str, str]:
    """Border-space pieces ("x" / "o") for (X, O) counts of dislodged pieces per Realm, each
    Realm named by its Center."""
    pieces: dict[str, str] = {}
    for center, (xs, os_) in water.items():
        borders = BORDERS_OF[REALM_OF[parse_square(center)]]
        assert xs + os_ <= len(borders), f"Realm of {center}: {xs + os_} dislodged pieces, 8 spaces"
        for square, mark in zip(borders, "x" * xs + "o" * os_, strict=False):
            pieces[square_name(square)] = mark
    return pieces


def lettered(pieces: Mapping[str, str]) -> dict[str, str]:
    """Pieces written with their owner ("E0", "M1", "A0"...) as a diagram writes them: the kind's
    letter, in capitals for player 0 and small letters for player 1."""
    return {square: code[0] if code[1] == "0" else code[0].lower() for square, code in pieces.items()}
