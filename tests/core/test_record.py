"""Game records: JSON round trip, replay, errors that name the first bad entry, and the records
of unfinished games, which keep the seed apart from what a player reads."""

from __future__ import annotations

import json
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import realmkit
from realmkit.core import RecordError, State
from realmkit.core.record import GameRecord, UnfinishedRecord, Vault, new_id, replay, resume, save_game


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


def unfinished_game(moves: int = 2) -> State:
    state = realmkit.load("toy-swap").new_state(2, 918_273_645)
    for _ in range(moves):
        state.apply(state.legal_actions()[-1])
    return state


def spectator_log(state: State) -> list[str]:
    return [f"seen: move {n}" for n in range(len(state.history))]


def vault_and_id(tmp_path: Path) -> tuple[Vault, str]:
    """A vault in `tmp_path`, ready for a new game's id."""
    vault, game_id = Vault(tmp_path / "vault"), new_id()
    vault.check(game_id)
    return vault, game_id


def test_an_unfinished_games_record_holds_no_seed_and_the_vault_keeps_it_private(tmp_path: Path) -> None:
    state = unfinished_game()
    vault, game_id = vault_and_id(tmp_path)
    save_game(tmp_path / "game.json", state, ["human", "random"], spectator_log(state), vault, game_id)
    text = (tmp_path / "game.json").read_text()
    assert "918273645" not in text and "seed" not in text
    assert "swap " not in text and "keep" not in text  # the moves only as the spectator's log writes them
    assert json.loads(text) == {"format": "realmkit-unfinished/1", "game": "toy-swap",
                                "players": ["human", "random"], "id": game_id,
                                "moves": ["seen: move 0", "seen: move 1"]}
    kept = vault.path(game_id)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600 and stat.S_IMODE(kept.parent.stat().st_mode) == 0o700
    assert GameRecord.load(kept) == GameRecord.of(state, ["human", "random"])


def test_a_finished_game_makes_its_record_whole_and_removes_the_kept_copy(tmp_path: Path) -> None:
    state = unfinished_game()
    vault, game_id = vault_and_id(tmp_path)
    save_game(tmp_path / "game.json", state, ["a", "b"], spectator_log(state), vault, game_id)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    save_game(tmp_path / "game.json", state, ["a", "b"], spectator_log(state), vault, game_id)
    record = GameRecord.load(tmp_path / "game.json")
    assert record.seed == 918_273_645 and record.scores == state.scores()
    assert not vault.path(game_id).exists()


def test_resume_reads_the_kept_record_and_the_spectators_log(tmp_path: Path) -> None:
    state = unfinished_game()
    vault, game_id = vault_and_id(tmp_path)
    log: list[str] = []
    replay(GameRecord.of(state, ["a", "b"]), log)
    save_game(tmp_path / "game.json", state, ["a", "b"], log, vault, game_id)
    resumed = resume(tmp_path / "game.json", vault)
    assert resumed.state.history == state.history and resumed.state.rng.getstate() == state.rng.getstate()
    assert (resumed.players, resumed.moves, resumed.game_id, resumed.note) == (["a", "b"], log, game_id, "")


def test_a_record_unlike_its_kept_copy_goes_on_from_the_kept_one_with_a_note(tmp_path: Path) -> None:
    """The kept copy is written first: a record one move behind (a stop between the two writes,
    or an older copy of the file) resumes from the kept copy, and says so."""
    state = unfinished_game(3)
    vault, game_id = vault_and_id(tmp_path)
    save_game(tmp_path / "game.json", state, ["a", "b"], spectator_log(state)[:2], vault, game_id)
    resumed = resume(tmp_path / "game.json", vault)
    assert len(resumed.state.history) == 3 and "2 moves shown, 3 kept" in resumed.note


@pytest.mark.parametrize(("damage", "message"), [
    (lambda path: path.unlink(), "are missing: they are kept on the computer and account that played it"),
    (lambda path: path.write_text("{"), "cannot be read .*not valid JSON"),
    (lambda path: path.write_text(json.dumps({"game": "toy-swap", "seed": 1, "players": ["a", "b"],
                                              "actions": ["swap 99"]})), "do not replay"),
])
def test_a_missing_or_damaged_kept_copy_is_a_clear_error_that_changes_nothing(
    tmp_path: Path, damage: Callable[[Path], object], message: str
) -> None:
    state = unfinished_game()
    vault, game_id = vault_and_id(tmp_path)
    save_game(tmp_path / "game.json", state, ["a", "b"], spectator_log(state), vault, game_id)
    damage(vault.path(game_id))
    before = (tmp_path / "game.json").read_bytes()
    with pytest.raises(RecordError, match=message):
        resume(tmp_path / "game.json", vault)
    assert (tmp_path / "game.json").read_bytes() == before


@pytest.mark.parametrize("game_id", ["../../../etc/passwd", "A" * 32, "0" * 31, 7])
def test_an_id_is_32_hexadecimal_digits_so_it_never_names_another_file(tmp_path: Path,
                                                                       game_id: object) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"format": "realmkit-unfinished/1", "game": "toy-swap", "players": ["a", "b"],
                                "id": game_id, "moves": []}))
    with pytest.raises(RecordError, match="id: expected 32 hexadecimal digits"):
        resume(path, Vault(tmp_path))


def test_a_whole_record_of_an_unfinished_game_written_before_still_resumes(tmp_path: Path) -> None:
    state = unfinished_game()
    GameRecord.of(state, ["a", "b"]).save(tmp_path / "old.json")
    resumed = resume(tmp_path / "old.json", Vault(tmp_path / "vault"))
    assert resumed.state.history == state.history and resumed.game_id is None


def test_replay_refuses_an_unfinished_games_record_and_says_how_to_go_on(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    UnfinishedRecord("toy-swap", ["a", "b"], new_id(), []).save(path)
    with pytest.raises(RecordError, match=r"a game still in play.*realmkit play --resume"):
        GameRecord.load(path)


def test_a_seed_of_5000_digits_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"game": "toy-swap", "seed": ' + "7" * 5000 + ', "players": ["a", "b"], "actions": []}')
    with pytest.raises(RecordError, match="a number too long to read") as error:
        GameRecord.load(path)
    assert len(str(error.value)) < 200
    path.write_text('{"game": "toy-swap", "seed": ' + "7" * 4000 + ', "players": ["a", "b"], "actions": []}')
    with pytest.raises(RecordError, match=r"seed: expected an integer from 0 to \d+, got 7777") as error:
        GameRecord.load(path)
    assert len(str(error.value)) < 200
