"""What the players of the featured game see: a JSON observation and the terminal picture.

Realm is a game of perfect information, so every seat sees the same thing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.games.realm.components import (
    CENTER_OF,
    DIRECTION_NAMES,
    REALMS,
    SQUARES,
    realm_name,
    square_name,
)
from realmkit.games.realm.featured.actions import MODE_WORDS
from realmkit.games.realm.featured.legal import CHOOSING_VICTIM, PHASE_NAMES, PLACING_ENFORCER
from realmkit.games.realm.featured.rules import BASE, ENFORCER, IMMOBILE, KIND, POWER
from realmkit.games.realm.view import render_board

if TYPE_CHECKING:
    from realmkit.games.realm.featured.legal import PositionRules as FeaturedState

KIND_NAMES = {BASE: "base", POWER: "power", ENFORCER: "enforcer"}
ARROWS = "^>v<"


def describe(state: FeaturedState, square: int) -> dict[str, Any]:
    """One piece: owner, kind, square, and for an Enforcer its facing or immobility."""
    cell = state.cells[square]
    piece: dict[str, Any] = {"player": cell & 1, "kind": KIND_NAMES[cell & KIND]}
    piece["square"] = square_name(square)
    if cell & KIND == ENFORCER:
        facing = state.facing[square]
        piece["immobile"] = facing == IMMOBILE
        if facing != IMMOBILE:
            piece["facing"] = DIRECTION_NAMES[facing]
    return piece


def observe(state: FeaturedState) -> dict[str, Any]:
    hand = [
        {"from": square_name(origin), "kind": KIND_NAMES[cell & KIND], "immobile": facing == IMMOBILE
         if cell & KIND == ENFORCER else False}
        for origin, cell, facing in state.hand
    ]
    return {
        "phase": PHASE_NAMES[state.phase],
        "pieces": [describe(state, s) for s in range(SQUARES) if state.cells[s]],
        "controlled": [state.realms_controlled(p) for p in (0, 1)],
        "uncreated_bases": list(state.bases_left),
        "uncreated_enforcers": list(state.enforcers_left),
        "captured_bases": list(state.captured),
        "turn_option": MODE_WORDS[state.mode] if state.mode >= 0 else None,
        "turn_realm": realm_name(state.realm) if state.realm >= 0 else None,
        "event_realm": realm_name(state.event_realm)
        if state.phase in (CHOOSING_VICTIM, PLACING_ENFORCER) else None,
        "pieces_moved": state.moved,
        "in_hand": hand,
        "rearranged_in_a_row": [
            {"realm": realm_name(r), "times": n} if r >= 0 else None
            for r, n in zip(state.streak_realm, state.streak, strict=True)
        ],
        "passes_in_a_row": state.passes,
        "turns": state.turns,
    }


def end_text(state: FeaturedState) -> str:
    """How the game ended and what decided it: 'The game ends as soon as one player has
    created all of his Bases or neither player, by agreement, can create another Base. The
    player controlling more Realms at that time wins the game. If a tie exists, it is broken by
    determining which player has a greater combined total of mobile Enforcers and uncreated
    Enforcers. The game is a draw if both players have an equal total of these.'"""
    if state.ending == "max_turns":
        return f"the turn limit (max_turns {state.game.settings.max_turns}) was reached: a draw"
    if state.ending == "bases":
        creator = state.bases_left.index(0)
        how = f"Player {creator + 1} has created all his Bases"
    else:
        how = "both players passed in a row: by agreement, neither can create another Base"
    realms = [state.realms_controlled(p) for p in (0, 1)]
    if realms[0] != realms[1]:
        best = realms.index(max(realms))
        return f"{how}; Player {best + 1} controls more Realms, {max(realms)} to {min(realms)}"
    reserve = [state.enforcer_reserve(p) for p in (0, 1)]
    tie = f"{how}; tie on {count(realms[0], 'Realm')}"
    if reserve[0] == reserve[1]:
        return f"{tie} and on {reserve[0]} mobile and uncreated Enforcers each: a draw"
    best = reserve.index(max(reserve))
    return (f"{tie} broken by Player {best + 1}'s more mobile and uncreated Enforcers, "
            f"{max(reserve)} to {min(reserve)}")


def cell_text(state: FeaturedState, square: int) -> str:
    """Two characters: the first player's pieces in capitals, the second's in small letters;
    B Base, P Power, E Enforcer with an arrow for its facing or * when immobile."""
    cell = state.cells[square]
    if not cell:
        return ""
    kind = cell & KIND
    letter = "B" if kind == BASE else "P" if kind == POWER else "E"
    if cell & 1:
        letter = letter.lower()
    if kind != ENFORCER:
        return letter + " "
    facing = state.facing[square]
    return letter + ("*" if facing == IMMOBILE else ARROWS[facing])


KEY = (
    "Key: B Base, P Power, E Enforcer (^ > v < its facing, * immobile); () a vacant Center; "
    "R6:1 = Realm 6 controlled by Player 1 (- nobody)"
)
"""The line under the board that tells a person how to read it."""


def count(number: int, noun: str) -> str:
    """"1 Realm", "2 Realms"."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def picture(state: FeaturedState) -> str:
    labels = {}
    for realm in range(REALMS):
        cell = state.cells[CENTER_OF[realm]]
        labels[realm] = "-" if not cell else str(cell - BASE + 1)
    lines = [render_board(lambda s: cell_text(state, s), labels), KEY]
    for p in (0, 1):
        lines.append(
            f"Player {p + 1} ({'capitals' if p == 0 else 'small letters'}): "
            f"{count(state.realms_controlled(p), 'Realm')}, {count(state.bases_left[p], 'Base')} and "
            f"{count(state.enforcers_left[p], 'Enforcer')} uncreated, "
            f"{count(state.captured[p], 'enemy Base')} captured"
        )
    if state.ending:
        lines.append(f"Game over: {end_text(state)}.")
        return "\n".join(lines)
    status = f"Player {state.player + 1} to act: {PHASE_NAMES[state.phase]}"
    if state.phase in (CHOOSING_VICTIM, PLACING_ENFORCER):
        status += f" in Realm {realm_name(state.event_realm)}"
    if state.realm >= 0:
        status += f" ({MODE_WORDS[state.mode]} Realm {realm_name(state.realm)}, {state.moved} moved)"
    lines.append(status)
    if state.hand:
        lines.append("To put back, in this order: " + ", ".join(
            f"the {KIND_NAMES[cell & KIND]} from {square_name(origin)}" for origin, cell, _ in state.hand
        ))
    return "\n".join(lines)
