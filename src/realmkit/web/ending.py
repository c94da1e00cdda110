"""Leaving a table, taking moves back, and playing again.

- A seat whose person resigns, leaves or runs out of time is gone: as chosen when the table
  was created (`when_gone`), an AI player takes the seat and the game goes on, or the table
  ends there (it leaves memory and the lobby; the archive keeps it, with how it ended).
- Undo follows `realmkit.core.undo` (Board Game Arena's policy: never past chance or revealed
  hidden information): at once against AI players, or once every other person at the table
  accepts. The moves taken back are deleted and the table is replayed from its seed.
- A rematch of a finished table is a new private table of the same game, settings and seats,
  with a new seed; each human seat of it is kept for the person who held it (their old token
  is its link).
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from sqlalchemy import delete, select, update

from realmkit.core import GAME_OVER
from realmkit.core.undo import UndoError, take_back
from realmkit.web import archive, people
from realmkit.web.clock import END
from realmkit.web.db import MoveRow, SeatRow, TableRow, now
from realmkit.web.errors import WebError
from realmkit.web.tables import HUMAN, Table

if TYPE_CHECKING:
    from realmkit.web.service import TableService

RESIGNED, LEFT, TIMED_OUT = "resigned", "left", "timed out"
WORDS = {RESIGNED: "resigned", LEFT: "left the table", TIMED_OUT: "ran out of time"}


def go(service: TableService, table_id: str, token: str, status: str) -> Table:
    """The person of the token's seat resigns or leaves."""
    table = service.playing(table_id)
    seat = table.seat_of(token)
    with table.lock:
        if table.over:
            raise WebError(GAME_OVER, 409)
        gone(service, table, people.check_present(table, seat), status)
    return table


def time_out(service: TableService, table: Table, seat: int) -> None:
    """End `seat`'s turn for good if it is still to move and out of time (the runner's check)."""
    with table.lock:
        left = table.seconds_left(seat)
        if table.to_move() == seat and left is not None and left <= 0:
            gone(service, table, seat, TIMED_OUT)


def gone(service: TableService, table: Table, seat: int, status: str) -> None:
    """Mark `seat` gone, then replace it by the table's AI player or end the table (holding its lock)."""
    name = table.names.get(seat)
    who = f"player {seat + 1}" + (f" ({name})" if name else "")  # numbered from 1, as on the page
    with service.sessions.begin() as session:
        session.execute(update(SeatRow).where(SeatRow.table_id == table.id, SeatRow.seat == seat)
                        .values(status=status))
        row = session.get(TableRow, table.id)
        assert row is not None
        if table.when_gone == END:
            row.finished, row.ended, row.outcome = True, now(), f"{who} {WORDS[status]}"
        else:
            row.seats = [table.when_gone if i == seat else spec for i, spec in enumerate(row.seats)]
            rebuilt = archive.read(session, row, with_agents=True)
    table.statuses[seat] = status
    if table.when_gone == END:
        table.outcome = row.outcome
        service.after_move(table)
    else:
        table.adopt(rebuilt)
        service.announce(table)


def ask_undo(service: TableService, table_id: str, token: str) -> Table:
    """Take back the token's seat's last move (and the AI's since) now if no other person is
    seated, else ask the others; refused, with the reason, where the policy forbids it."""
    table = service.playing(table_id)
    seat = people.check_present(table, table.seat_of(token))
    with table.lock:
        service.settle(table)
        check_undo(table, seat)
        others = consenting(table, seat)
        if others:
            table.undo_request = {"by": seat, "accepted": [], "refused": None}
            service.announce(table)
        else:
            undo(service, table, seat)
    return table


def answer_undo(service: TableService, table_id: str, token: str, accept: bool) -> Table:
    """Another person's answer to the undo asked: once all accept, the moves are taken back."""
    table = service.playing(table_id)
    seat = people.check_present(table, table.seat_of(token))
    with table.lock:
        request = table.undo_request
        if request is None or request["refused"] is not None:
            raise WebError("nobody asks to undo now", 409)
        if seat not in consenting(table, request["by"]):
            raise WebError("you asked for this undo; the other people at the table answer it", 409)
        if not accept:
            table.undo_request = {**request, "refused": seat}
        else:
            table.undo_request = {**request, "accepted": sorted({*request["accepted"], seat})}
            if set(table.undo_request["accepted"]) >= set(consenting(table, request["by"])):
                undo(service, table, request["by"])
        service.announce(table)
    return table


def consenting(table: Table, seat: int) -> list[int]:
    """The people, other than `seat`, whose consent an undo needs: the other seated humans."""
    return [s for s in table.playing_humans() if s != seat and table.token_hashes[s] is not None]


def check_undo(table: Table, seat: int) -> None:
    """Refuse an undo the policy forbids, with its reason (before asking anyone)."""
    try:
        take_back(table.state, seat, others=[s for s in table.playing_humans() if s != seat])
    except UndoError as error:
        raise WebError(f"cannot undo: {error}", 409) from None


def undo(service: TableService, table: Table, seat: int) -> None:
    """Take the moves back (holding the table's lock): delete them and replay the table."""
    others = [s for s in table.playing_humans() if s != seat]
    try:
        kept = len(take_back(table.state, seat, others=others).history)
    except UndoError as error:
        raise WebError(f"cannot undo: {error}", 409) from None
    with service.sessions.begin() as session:
        session.execute(delete(MoveRow).where(MoveRow.table_id == table.id, MoveRow.number >= kept))
        row = session.get(TableRow, table.id)
        assert row is not None
        row.undos = (row.undos or 0) + 1
        rebuilt = archive.read(session, row, with_agents=True)
    table.adopt(rebuilt)
    table.restart_turn()
    service.announce(table)


def rematch(service: TableService, table_id: str, token: str) -> dict[str, Any]:
    """The rematch of a finished table (made by the first of its people to ask), and the
    asker's seat in it."""
    table = service.get(table_id)
    seat = table.seat_of(token)
    if seat is None:
        raise WebError("token: a rematch is started by one of the table's players", 403)
    if not table.over:
        raise WebError("a rematch is offered once the game is over", 409)
    new_id = secrets.token_urlsafe(9)
    humans = set(table.token_hashes)
    seats = [HUMAN if i in humans else spec for i, spec in enumerate(table.seats)]
    with service.sessions.begin() as session:
        taken = session.execute(update(TableRow).where(TableRow.id == table_id, TableRow.rematch.is_(None))
                                .values(rematch=new_id).execution_options(synchronize_session=False))
        if taken.rowcount == 1:
            old = session.get(TableRow, table_id)
            assert old is not None
            row = TableRow(id=new_id, game=old.game, seed=str(secrets.randbits(63)), seats=seats,
                           created=now(), finished=False, private=True, settings=dict(old.settings or {}))
            session.add(row)
            session.flush()
            session.add_all(SeatRow(table_id=new_id, seat=i, token_hash=None, link_hash=hashed,
                                    name=table.names.get(i)) for i, hashed in table.token_hashes.items())
            service.tables[new_id] = archive.read(session, row, with_agents=True)
        else:
            new_id = session.scalars(select(TableRow.rematch).where(TableRow.id == table_id)).one()
    return people.claim(service, new_id, token, None)
