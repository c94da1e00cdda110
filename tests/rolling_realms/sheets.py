"""Hand-made Rolling Realms positions (chosen realms, roll, resources and marks) and toy realms."""

from __future__ import annotations

from functools import cache

import pytest

from realmkit.games.rolling_realms import game
from realmkit.games.rolling_realms.components import RESOURCES
from realmkit.games.rolling_realms.positions import position
from realmkit.games.rolling_realms.realms import REALMS
from realmkit.games.rolling_realms.realms.wingspan import Wingspan
from realmkit.games.rolling_realms.state import RollingRealmsState


def table(
    realms: tuple[str, ...] = ("wingspan", "scythe", "tapestry"),
    roll: tuple[int, int] = (3, 4),
    resources: tuple[int, int, int] = (0, 0, 0),
    gained: tuple[int, int, int] = (0, 0, 0),
    later: tuple[tuple[int, int], ...] = (),
    players: int = 1,
    turn: int = 1,
    marks: dict[str, dict[str, int | list[int]] | list[int]] | None = None,
    preset: dict[str, dict[int, int]] | None = None,
) -> RollingRealmsState:
    """A game whose first round uses `realms` (the other rounds base realms), at turn `turn` of
    the round (1-9), with the roll `roll` and the rolls of the turns after it `later`; every
    player holds `resources` (pumpkins, hearts, coins) and has gained `gained` this round when
    the turn starts (so start-of-turn effects see them), with `marks` by part name
    (positions.position) on every sheet; `preset` gives marks by box number ({realm: {index:
    value}}) where a test has not named them yet."""
    named = dict(marks or {})
    for realm, values in (preset or {}).items():
        card = REALMS[realm].new_marks()
        for index, value in values.items():
            card[index] = value
        named[realm] = card
    return position({"realms": list(realms), "turn": turn, "rolls": [list(r) for r in (roll, *later)],
                     "players": players, "resources": dict(zip(RESOURCES, resources, strict=True)),
                     "gained": dict(zip(RESOURCES, gained, strict=True)), "marks": named})


def play(state: RollingRealmsState, *moves: str) -> None:
    """Apply moves written in notation, each checked."""
    for move in moves:
        state.apply(state.game.parse_action(state, move))


def legal(state: RollingRealmsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def marks(state: RollingRealmsState, realm: str, player: int = 0) -> list[int]:
    """The marks of a realm in play this round (the list itself, to read or to preset)."""
    slot = [r.id for r in state.realms_in_play()].index(realm)
    return state.players[player].marks[slot]


def stars(state: RollingRealmsState, realm: str, player: int = 0) -> int:
    slot = [r.id for r in state.realms_in_play()].index(realm)
    return state.realm_stars(player, slot)


def toy(monkeypatch: pytest.MonkeyPatch, uses: tuple[str, ...] = (), **hooks: object) -> None:
    """Wingspan with some of its hooks replaced: a toy realm acting outside activation, whose
    `uses` join the game's action encoding (a game loaded afterwards encodes them)."""
    printed = Wingspan.labels
    monkeypatch.setattr(Wingspan, "labels", lambda self: [*printed(self), *uses])
    monkeypatch.setattr(game, "action_table", cache(game.action_table.__wrapped__))
    for name, hook in hooks.items():
        monkeypatch.setattr(Wingspan, name, hook)
        if name in ("abilities", "demands"):
            monkeypatch.setattr(Wingspan, f"has_{name}", True)


def box(realm: str, part: str, k: int = 0) -> int:
    """The index in a card's marks of box `k` of its named `part` (the card's `parts`)."""
    boxes = REALMS[realm].parts[part]
    assert k < len(boxes), f"{realm} {part} has {len(boxes)} boxes"
    return boxes[k]


def mark(state: RollingRealmsState, realm: str, part: str, k: int = 0) -> int:
    """Box `k` of the named `part` of a realm's card on the first sheet."""
    return marks(state, realm)[box(realm, part, k)]
