"""Group commit: moves of many tables saved at once share a transaction, each saver returns
only once its move is in the database, and a move the database refuses fails alone."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from realmkit.web.db import GroupCommit, MoveRow, SavedMove, TableRow, now, open_database

from .conftest import wait_for


class Gate:
    """Sessions whose first transaction, once its writes are made, waits before committing
    until `release` is set, so that other moves queue meanwhile; transactions are counted."""

    def __init__(self, sessions: sessionmaker) -> None:
        self.sessions = sessions
        self.release = threading.Event()
        self.transactions = 0

    def __call__(self) -> Session:
        return self.sessions()

    @contextlib.contextmanager
    def begin(self) -> Iterator[Session]:
        self.transactions += 1
        first = self.transactions == 1
        with self.sessions.begin() as session:
            yield session
            if first:
                assert self.release.wait(10)


def saved(sessions: sessionmaker, table: str) -> dict[int, str]:
    with sessions() as session:
        rows = session.execute(select(MoveRow.number, MoveRow.action).where(MoveRow.table_id == table))
        return {number: action for number, action in rows}


def play_at_once(db_url: str, before: list[int]) -> tuple[Gate, dict[int, bool], dict[int, BaseException]]:
    """Six moves of one table saved from six threads: the first leads and waits inside its
    transaction until the five others are queued. `before`: move numbers already saved."""
    sessions = open_database(db_url)
    with sessions.begin() as session:
        session.add(TableRow(id="t", game="realm-classic", seed="1", seats=["random", "random"],
                             created=now()))
        session.add_all(MoveRow(table_id="t", number=n, action="earlier", at=now()) for n in before)
    gate = Gate(sessions)
    commits = GroupCommit(gate)  # type: ignore[arg-type]
    there: dict[int, bool] = {}
    errors: dict[int, BaseException] = {}

    def save(number: int) -> None:
        try:
            commits.save(SavedMove("t", number, f"move {number}", now(), False))
        except IntegrityError as error:
            errors[number] = error
            return
        there[number] = saved(sessions, "t").get(number) == f"move {number}"

    threads = [threading.Thread(target=save, args=(number,)) for number in range(6)]
    threads[0].start()
    wait_for(lambda: gate.transactions == 1)
    for thread in threads[1:]:
        thread.start()
    wait_for(lambda: len(commits._waiting) == 5)
    gate.release.set()
    for thread in threads:
        thread.join(10)
    return gate, there, errors


def test_moves_queued_during_a_commit_share_the_next_and_each_is_saved_when_answered(db_url: str) -> None:
    gate, there, errors = play_at_once(db_url, [])
    assert gate.transactions == 2 and not errors
    assert there == {number: True for number in range(6)}


def test_a_move_the_database_refuses_fails_alone(db_url: str) -> None:
    gate, there, errors = play_at_once(db_url, [3])
    assert list(errors) == [3]
    assert there == {number: True for number in (0, 1, 2, 4, 5)}
    assert saved(open_database(db_url), "t")[3] == "earlier"
    assert gate.transactions == 1 + 1 + 5  # the first; the five together, refused; each alone
