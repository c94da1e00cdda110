"""Game records: JSON round trip, replay, and errors that name the first bad entry."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import realmkit
from realmkit.core import RecordError
from realmkit.core.record import GameRecord, replay


def finished_record() -> GameRecord:
    state = realmkit.load("toy-swap").new_state(2, 3)
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    return GameRecord.of(state, ["random", "greedy"])


def test_record_round_trip_through_a_file(tmp_path: Path) -> None:
    record = finished_record()
    path = tmp_path / "game.json"
    record.save(path)
    again = GameRecord.load(path)
    assert again == record
    assert replay(again).scores() == record.scores


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("seed"), "missing entry 'seed'"),
        (lambda d: d.update(seed="x"), "seed: expected an integer"),
        (lambda d: d.update(players=[]), "players: expected a non-empty list"),
        (lambda d: d.update(actions="keep"), "actions: expected a list"),
        (lambda d: d["actions"].__setitem__(1, 5), r"actions\[1\]: expected an action notation"),
        (lambda d: d["actions"].__setitem__(2, "swap 99"), r"actions\[2\]: 'swap 99' is not a legal"),
        (lambda d: d["actions"].append("keep"), r"actions\[4\]: 'keep' comes after the end"),
        (lambda d: d.update(scores=[1.0, 2.0]), "scores: the record says"),
        (lambda d: d.update(game="nope"), "game: unknown game 'nope'"),
        (lambda d: d.update(colour="red"), "unknown entry 'colour'"),
        (lambda d: d.update(players=["a"] * 4, scores=None), "game: toy-swap is played by 2-3 players"),
    ],
)
def test_bad_records_name_the_first_bad_entry(
    change: Callable[[dict[str, Any]], object], message: str
) -> None:
    data = finished_record().to_dict()
    change(data)
    with pytest.raises(RecordError, match=message):
        replay(GameRecord.from_json(json.dumps(data)))


def test_unreadable_records_are_refused(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.from_json("{")
    with pytest.raises(RecordError, match="cannot read"):
        GameRecord.load(tmp_path / "missing.json")
    with pytest.raises(RecordError, match="JSON object"):
        GameRecord.from_json("[]")
