"""Game records as JSON.

A finished game's record is whole: game string, seed, players, actions (as notation) and the
scores; `replay` re-runs it. The record of a game still in play must not hand a player its seed,
from which every hand and the deck's order follow, nor moves written as only their mover may
read them: it holds the game, the players, the moves as a spectator's log writes them and an
id. The whole record (seed and actions) is kept apart under that id in a `Vault`, a private
folder of the person who plays, and read back to resume. Once the game is over the record is
made whole and the vault's copy removed (docs/records.md).
"""

from __future__ import annotations

import json
import os
import re
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from realmkit.core.errors import RealmkitError, RecordError
from realmkit.core.files import check_writable, cut, parse_json, read_json, shorten, write_atomic
from realmkit.core.game import MAX_SEED
from realmkit.core.registry import load
from realmkit.core.state import State

FORMAT = "realmkit-record/1"
UNFINISHED = "realmkit-unfinished/1"
ID = re.compile(r"[0-9a-f]{32}")


def _check_entries(data: Any, allowed: tuple[str, ...], required: tuple[str, ...]) -> None:
    """A record is a JSON object with only `allowed` entries, `required` among them."""
    if not isinstance(data, dict):
        raise RecordError(f"a game record is a JSON object with {', '.join(required)}")
    extra = sorted(set(data) - set(allowed))
    if extra:
        raise RecordError(f"unknown entry {shorten(extra[0])}; a record has: {', '.join(sorted(allowed))}")
    for key in required:
        if key not in data:
            raise RecordError(f"missing entry {key!r}")
    if not isinstance(data["game"], str):
        raise RecordError(f"game: expected a game string, got {shorten(data['game'])}")


def _texts(data: dict[str, Any], key: str, what: str, empty: bool = True) -> list[str]:
    """The list of strings in `data[key]`; the error names the first entry that is not one."""
    value = data[key]
    if not isinstance(value, list) or not (empty or value):
        raise RecordError(f"{key}: expected a {'' if empty else 'non-empty '}list of {what}s")
    for i, text in enumerate(value):
        if not isinstance(text, str):
            raise RecordError(f"{key}[{i}]: expected {'an' if what[0] in 'aeiou' else 'a'} {what}, "
                              f"got {shorten(text)}")
    return list(value)


@dataclass
class GameRecord:
    """A whole game: enough to re-run it exactly and check its result."""

    game: str
    seed: int
    players: list[str]
    actions: list[str] = field(default_factory=list)
    scores: list[float] | None = None

    @classmethod
    def of(cls, state: State[Any], players: list[str]) -> GameRecord:
        """The record of a state's game so far, with its scores once it is over."""
        return cls(
            game=str(state.game),
            seed=state.seed,
            players=list(players),
            actions=[str(action) for action in state.history],
            scores=list(state.scores()) if state.is_terminal() else None,
        )

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "seed": self.seed,
            "players": self.players,
            "actions": self.actions,
        }
        if self.scores is not None:
            data["scores"] = self.scores
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1)

    def save(self, path: str | Path, mode: int | None = None) -> None:
        """Write the record; an existing file is replaced only by the whole new record."""
        write_atomic(path, self.to_json() + "\n", mode)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Check the shape of a record; the error names the first bad entry."""
        if isinstance(data, dict) and data.get("format") == UNFINISHED:
            raise RecordError("this is the record of a game still in play: its seed and moves are kept "
                              "apart until the game ends; continue it with 'realmkit play --resume'")
        _check_entries(data, ("format", "game", "seed", "players", "actions", "scores"),
                       ("game", "seed", "players", "actions"))
        if data.get("format", FORMAT) != FORMAT:
            raise RecordError(f"format: expected {FORMAT!r}, got {shorten(data['format'])}")
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise RecordError(f"seed: expected an integer from 0 to {MAX_SEED}, got {shorten(seed)}")
        players = _texts(data, "players", "player name", empty=False)
        actions = _texts(data, "actions", "action notation")
        scores = data.get("scores")
        if scores is not None and (
            not isinstance(scores, list)
            or len(scores) != len(players)
            or not all(isinstance(s, int | float) and not isinstance(s, bool) for s in scores)
        ):
            raise RecordError(f"scores: expected {len(players)} numbers, got {shorten(scores)}")
        return cls(data["game"], seed, players, actions, scores)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            return cls.from_dict(parse_json(text, "the game record"))
        except RealmkitError as error:
            raise RecordError(str(error)) from None

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a record file through the bounded JSON reader."""
        return cls.from_dict(_read(path))


def _read(path: str | Path) -> Any:
    """The JSON of a record file, every error a RecordError."""
    try:
        return read_json(path, "game record")
    except RealmkitError as error:
        raise RecordError(str(error)) from None


def replay(record: GameRecord, log: list[str] | None = None) -> State[Any]:
    """Re-run a record from its seed and check every action and the final scores; with `log`,
    each action is added to it as a spectator's log writes it."""
    try:
        game = load(record.game)
        state: State[Any] = game.new_state(len(record.players), record.seed)
    except RealmkitError as error:
        raise RecordError(f"game: {cut(str(error), 300)}") from None
    for i, text in enumerate(record.actions):
        if state.is_terminal():
            raise RecordError(f"actions[{i}]: {shorten(text)} comes after the end of the game")
        try:
            action = game.parse_action(state, text)
            if log is not None:
                log.append(state.notation_seen_by(action, None))
            state.apply(action)
        except RealmkitError as error:
            raise RecordError(f"actions[{i}]: {cut(str(error), 300)}") from None
    if record.scores is not None:
        if not state.is_terminal():
            raise RecordError("scores: the record gives scores but its game is not over")
        if list(state.scores()) != list(record.scores):
            raise RecordError(f"scores: the record says {record.scores}, the replay gives {state.scores()}")
    return state


@dataclass
class UnfinishedRecord:
    """The record a player may read of a game still in play: no seed, and each move as a
    spectator's log writes it; `id` names the whole record in the vault."""

    game: str
    players: list[str]
    id: str
    moves: list[str]

    def to_dict(self) -> dict[str, Any]:
        return {"format": UNFINISHED, "game": self.game, "players": self.players, "id": self.id,
                "moves": self.moves}

    def save(self, path: str | Path) -> None:
        write_atomic(path, json.dumps(self.to_dict(), indent=1) + "\n")

    @classmethod
    def from_dict(cls, data: Any) -> UnfinishedRecord:
        """Check the shape of an unfinished game's record; the error names the first bad entry."""
        _check_entries(data, ("format", "game", "players", "id", "moves"),
                       ("format", "game", "players", "id", "moves"))
        if not isinstance(data["id"], str) or not ID.fullmatch(data["id"]):
            raise RecordError(f"id: expected 32 hexadecimal digits, got {shorten(data['id'])}")
        return cls(data["game"], _texts(data, "players", "player name", empty=False), data["id"],
                   _texts(data, "moves", "move"))


def read_record(path: str | Path) -> GameRecord | UnfinishedRecord:
    """The record in `path`: a whole one, or an unfinished game's."""
    data = _read(path)
    if isinstance(data, dict) and data.get("format") == UNFINISHED:
        return UnfinishedRecord.from_dict(data)
    return GameRecord.from_dict(data)


def new_id() -> str:
    """A fresh id of an unfinished game's whole record in the vault."""
    return secrets.token_hex(16)


class Vault:
    """A private folder (mode 0700) of the whole records of unfinished games, a file (mode
    0600) per id, each written atomically: where seeds are kept while their games are played."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)

    def path(self, game_id: str) -> Path:
        if not ID.fullmatch(game_id):
            raise RecordError(f"id: expected 32 hexadecimal digits, got {shorten(game_id)}")
        return self.folder / f"{game_id}.json"

    def check(self, game_id: str) -> None:
        """Make the folder, private, and refuse before any play one that cannot be written."""
        try:
            self.folder.mkdir(mode=0o700, parents=True, exist_ok=True)
            os.chmod(self.folder, 0o700)
        except OSError as error:
            raise RecordError(f"cannot keep the seeds of games in play in {self.folder}: "
                              f"{error.strerror or error}") from None
        check_writable(self.path(game_id), "the seed and moves of the game in play", replace=True)

    def keep(self, game_id: str, record: GameRecord) -> None:
        """Write the whole record of a game in play (after `check`)."""
        record.save(self.path(game_id), mode=0o600)

    def fetch(self, game_id: str) -> GameRecord:
        """The whole record kept under `game_id`; a missing or unreadable one is a clear error."""
        path = self.path(game_id)
        if not path.exists():
            raise RecordError(f"the seed and moves of this game, kept apart in {path}, are missing: they "
                              "are kept on the computer and account that played it; nothing was changed")
        try:
            return GameRecord.load(path)
        except RecordError as error:
            raise RecordError(f"the seed and moves of this game, kept apart in {path}, cannot be read "
                              f"({cut(str(error), 200)}); nothing was changed") from None

    def discard(self, game_id: str) -> None:
        self.path(game_id).unlink(missing_ok=True)


def save_game(path: str | Path, state: State[Any], players: list[str], moves: list[str], vault: Vault,
              game_id: str) -> None:
    """Write the record of `state`'s game to `path`. Over: the whole record, and the vault's copy
    is removed. In play: the whole record into the vault first, then the record a player reads,
    with `moves` (the spectator's log), so that a stop between the two leaves the vault ahead."""
    if state.is_terminal():
        GameRecord.of(state, players).save(path)
        vault.discard(game_id)
        return
    vault.keep(game_id, GameRecord.of(state, players))
    UnfinishedRecord(str(state.game), list(players), game_id, list(moves)).save(path)


@dataclass
class Resumed:
    """A game read back to go on with: its state and players, its moves as a spectator's log
    writes them, the vault id of its whole record (None when the record read was whole), and
    a note when the record read differs from the whole one."""

    state: State[Any]
    players: list[str]
    moves: list[str]
    game_id: str | None
    note: str = ""


def resume(path: str | Path, vault: Vault) -> Resumed:
    """The game of the record in `path`, from the vault when it is unfinished. The vault's
    record, written first, is the game: a record a player reads that differs from it (edited,
    an older copy, or stopped between the two writes) gets a note, and nothing is changed."""
    record = read_record(path)
    moves: list[str] = []
    if isinstance(record, GameRecord):
        return Resumed(replay(record, moves), record.players, moves, None)
    whole = vault.fetch(record.id)
    try:
        state = replay(whole, moves)
    except RecordError as error:
        raise RecordError(f"the seed and moves of this game, kept apart in {vault.path(record.id)}, do "
                          f"not replay ({error}); nothing was changed") from None
    shown = UnfinishedRecord(whole.game, whole.players, record.id, moves)
    note = "" if shown == record else (
        f"note: {path} differs from the game kept apart ({len(record.moves)} moves shown, "
        f"{len(moves)} kept); the game goes on from the kept one")
    return Resumed(state, whole.players, moves, record.id, note)
