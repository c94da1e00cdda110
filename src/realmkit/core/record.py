"""Game records as JSON: game string, seed, players, actions (as notation), and the result."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from realmkit.core.errors import RealmkitError, RecordError
from realmkit.core.files import cut, parse_json, read_json, shorten, write_atomic
from realmkit.core.registry import load
from realmkit.core.state import State

FORMAT = "realmkit-record/1"


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

    def save(self, path: str | Path) -> None:
        """Write the record; an existing file is replaced only by the whole new record."""
        write_atomic(path, self.to_json() + "\n")

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Check the shape of a record; the error names the first bad entry."""
        if not isinstance(data, dict):
            raise RecordError("a game record is a JSON object with game, seed, players, actions")
        allowed = {"format", "game", "seed", "players", "actions", "scores"}
        extra = sorted(set(data) - allowed)
        if extra:
            raise RecordError(f"unknown entry {extra[0]!r}; a record has: {', '.join(sorted(allowed))}")
        if data.get("format", FORMAT) != FORMAT:
            raise RecordError(f"format: expected {FORMAT!r}, got {shorten(data['format'])}")
        for key in ("game", "seed", "players", "actions"):
            if key not in data:
                raise RecordError(f"missing entry {key!r}")
        if not isinstance(data["game"], str):
            raise RecordError(f"game: expected a game string, got {shorten(data['game'])}")
        if not isinstance(data["seed"], int) or isinstance(data["seed"], bool):
            raise RecordError(f"seed: expected an integer, got {shorten(data['seed'])}")
        players, actions = data["players"], data["actions"]
        if not isinstance(players, list) or not players:
            raise RecordError("players: expected a non-empty list of player names")
        for i, name in enumerate(players):
            if not isinstance(name, str):
                raise RecordError(f"players[{i}]: expected a name, got {shorten(name)}")
        if not isinstance(actions, list):
            raise RecordError("actions: expected a list of action notations")
        for i, text in enumerate(actions):
            if not isinstance(text, str):
                raise RecordError(f"actions[{i}]: expected an action notation, got {shorten(text)}")
        scores = data.get("scores")
        if scores is not None and (
            not isinstance(scores, list)
            or len(scores) != len(players)
            or not all(isinstance(s, int | float) and not isinstance(s, bool) for s in scores)
        ):
            raise RecordError(f"scores: expected {len(players)} numbers, got {shorten(scores)}")
        return cls(data["game"], data["seed"], list(players), list(actions), scores)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            return cls.from_dict(parse_json(text, "the game record"))
        except RealmkitError as error:
            raise RecordError(str(error)) from None

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        """Read a record file through the bounded JSON reader."""
        try:
            return cls.from_dict(read_json(path, "game record"))
        except RecordError:
            raise
        except RealmkitError as error:
            raise RecordError(str(error)) from None


def replay(record: GameRecord) -> State[Any]:
    """Re-run a record from its seed and check every action and the final scores."""
    try:
        game = load(record.game)
        state: State[Any] = game.new_state(len(record.players), record.seed)
    except RealmkitError as error:
        raise RecordError(f"game: {cut(str(error), 300)}") from None
    for i, text in enumerate(record.actions):
        if state.is_terminal():
            raise RecordError(f"actions[{i}]: {shorten(text)} comes after the end of the game")
        try:
            state.apply(game.parse_action(state, text))
        except RealmkitError as error:
            raise RecordError(f"actions[{i}]: {cut(str(error), 300)}") from None
    if record.scores is not None:
        if not state.is_terminal():
            raise RecordError("scores: the record gives scores but its game is not over")
        if list(state.scores()) != list(record.scores):
            raise RecordError(f"scores: the record says {record.scores}, the replay gives {state.scores()}")
    return state
