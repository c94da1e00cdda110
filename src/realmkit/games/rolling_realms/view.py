"""What each seat sees: everything on the table but the future (rolls to come, and the realms
of rounds to come unless the game fixes them), as the observation and as text: the roll and
the dice of the turn, then each player's resources, realm cards (grid, marks, benefits, stars)
and stars per realm and round."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.core.words import count
from realmkit.games.rolling_realms import drawing
from realmkit.games.rolling_realms.components import (
    MAX_STARS,
    REALMS_PER_ROUND,
    RESOURCES,
    ROUNDS,
    TURNS,
)
from realmkit.games.rolling_realms.dice import name

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.state import RollingRealmsState


def tenths_text(tenths: int) -> str:
    """A score as the game writes it: stars with one decimal for resources (23.4)."""
    return f"{tenths // 10}.{tenths % 10}"


def header(state: RollingRealmsState) -> list[str]:
    if state.is_terminal():
        return ["Rolling Realms - game over"]
    first, second = state.roll
    unused = [str(name(d, state.roll)) for d in state.dice if not d.used]
    used = [str(name(d, state.roll)) for d in state.dice if d.used]
    dice = ", ".join(unused) or "none"
    if used:
        dice += f" (used: {', '.join(used)})"
    lines = [
        f"Rolling Realms - round {state.round + 1} of 3, turn {state.turn + 1} of 9 - "
        f"roll: {first} and {second}",
        f"Player {state.seat + 1} to act. Dice to use: {dice}",
        "Icons: P pumpkin, H heart, C coin, * star; X marked",
    ]
    if state.pending is not None:
        slot, die = state.pending
        realm = state.realms_in_play()[slot]
        lines.append(f"Using the {name(state.dice[die], state.roll)} in {realm.title}: choose where.")
    if state.choices:
        lines.append("Choose a resource: " + " or ".join(RESOURCES[r] for r in state.choices[0]))
    return lines


def sheet(state: RollingRealmsState, seat: int, viewer: int | None) -> list[str]:
    player = state.players[seat]
    you = " (you)" if seat == viewer else ""
    resources = "  ".join(f"{name}s {n}" for name, n in zip(RESOURCES, player.resources, strict=True))
    gained = "/".join(str(n) for n in player.gained)
    lines = [f"== Player {seat + 1}{you} == {resources}   (gained this round {gained})"]
    if not state.is_terminal():
        for slot, realm in enumerate(state.realms_in_play()):
            used = " activated" if seat == state.seat and state.activated[slot] else ""
            stars = state.realm_stars(seat, slot)
            lines.append(f"-- {realm.title} [{realm.id}] -- stars {stars}/{MAX_STARS}{used}")
            lines += ["   " + line for line in realm.draw(player.marks[slot])]
    for n, (stars_by_realm, left) in enumerate(zip(player.stars, player.leftover, strict=True)):
        names = state.realm_ids[3 * n: 3 * n + 3]
        parts = " + ".join(f"{name} {s}" for name, s in zip(names, stars_by_realm, strict=True))
        earned = count(sum(stars_by_realm), "star")
        lines.append(f"round {n + 1}: {parts} = {earned}, {count(left, 'resource')} (+{tenths_text(left)})")
    lines.append(f"score {tenths_text(state.tenths()[seat])}")
    return lines


def render(state: RollingRealmsState, player: int | None = None) -> str:
    """What `player` sees: everything on the table (nothing of it is hidden)."""
    lines = header(state)
    for seat in range(state.num_players):
        lines.append("")
        lines += sheet(state, seat, player)
    return "\n".join(lines)


def observation(state: RollingRealmsState) -> dict[str, Any]:
    """Everything on the table: the realms and rolls so far, every sheet, the turn's dice.
    Future rolls, and the realms of rounds to come unless fixed by the game, stay hidden.
    `sheets` shows each player's marks on each card of the round box by box (`drawing.sheet`)."""
    shown = state.round if state.round < ROUNDS else ROUNDS - 1
    known_realms = (REALMS_PER_ROUND * ROUNDS if state.game.fixed_realms
                    else REALMS_PER_ROUND * (shown + 1))
    return {
        "round": min(state.round, ROUNDS - 1) + 1,
        "turn": state.turn + 1,
        "realms": list(state.realm_ids[:known_realms]),
        "rolls": [list(r) for r in state.rolls[: min(state.round * TURNS + state.turn + 1, ROUNDS * TURNS)]],
        "roll": list(state.seen) if state.round < ROUNDS else None,
        "dice": [list(d) for d in state.dice],
        "activated": list(state.activated),
        "pending": list(state.pending) if state.pending else None,
        "choices": [list(c) for c in state.choices],
        "players": [
            {
                "resources": dict(zip(RESOURCES, p.resources, strict=True)),
                "gained": dict(zip(RESOURCES, p.gained, strict=True)),
                "marks": [list(m) for m in p.marks],
                "stars": [list(s) for s in p.stars],
                "leftover": list(p.leftover),
            }
            for p in state.players
        ],
        "score_tenths": state.tenths(),
        "sheets": [[drawing.sheet(realm, marks)
                    for realm, marks in zip(state.realms_in_play(), p.marks, strict=False)]
                   for p in state.players],
    }
