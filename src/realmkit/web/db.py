"""Saved tables in a database (SQLAlchemy 2, migrations by Alembic): SQLite or PostgreSQL.

A table is its game string, seed and seats; its moves are rows of notation in order. A move
is committed before anyone is told of it, so a restart replays every table to where it was.
Moves of many tables are committed together (`GroupCommit`): one transaction, and on SQLite one
wait for the disk, for every move that arrived while the previous commit was being made.
"""

from __future__ import annotations

import hashlib
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    JSON,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker
from sqlalchemy.pool import ConnectionPoolEntry

MIGRATIONS = Path(__file__).with_name("migrations")
CONNECT_SECONDS = 5
"""How long a connection to PostgreSQL is waited for before the request is answered 503."""


class Base(DeclarativeBase):
    pass


class TableRow(Base):
    """A table: its game, seed, seats (\"human\" or an agent spec), whether and when it ended.
    The seed is the server's secret until the game is over (it fixes every hidden card)."""

    __tablename__ = "tables"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(Text)
    seed: Mapped[str] = mapped_column(String(24))
    seats: Mapped[list[str]] = mapped_column(JSON)
    created: Mapped[str] = mapped_column(String(40))
    finished: Mapped[bool] = mapped_column(default=False)
    ended: Mapped[str | None] = mapped_column(String(40), nullable=True, index=True)
    private: Mapped[bool] = mapped_column(default=False)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    outcome: Mapped[str | None] = mapped_column(Text, nullable=True)
    rematch: Mapped[str | None] = mapped_column(String(32), nullable=True)
    undos: Mapped[int] = mapped_column(Integer, default=0)


class SeatRow(Base):
    """A human seat; the SHA-256 of its token and of its link are kept, never the secrets
    (a null token: open to join). `name` is the player's name, `key_hash` that of the browser's
    key that holds the name; `status` says how the seat's person went (resigned, left, out of time)."""

    __tablename__ = "seats"
    __table_args__ = (UniqueConstraint("table_id", "seat"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    link_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    name: Mapped[str | None] = mapped_column(String(40), nullable=True)
    status: Mapped[str | None] = mapped_column(String(20), nullable=True)


class MoveRow(Base):
    """The n-th accepted action of a table, as notation."""

    __tablename__ = "moves"
    __table_args__ = (UniqueConstraint("table_id", "number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(Text)
    at: Mapped[str | None] = mapped_column(String(40), nullable=True)


class ChatRow(Base):
    """A chat message at a table: plain text as written, by a seat under its player's name."""

    __tablename__ = "chat"
    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    name: Mapped[str | None] = mapped_column(String(40), nullable=True)
    text: Mapped[str] = mapped_column(Text)
    at: Mapped[str] = mapped_column(String(40))


class PlayerRow(Base):
    """A player's name (no account): held by the first browser key that used it (its SHA-256)."""

    __tablename__ = "players"
    folded: Mapped[str] = mapped_column(String(40), primary_key=True)
    name: Mapped[str] = mapped_column(String(40))
    key_hash: Mapped[str] = mapped_column(String(64))
    created: Mapped[str] = mapped_column(String(40))


def moves_of(session: Session, table_id: str, start: int = 0) -> list[str]:
    """The notation of a table's moves from the `start`-th on, in order."""
    query = select(MoveRow.action).where(MoveRow.table_id == table_id, MoveRow.number >= start)
    return list(session.scalars(query.order_by(MoveRow.number)))


def seat_rows_of(session: Session, table_id: str) -> dict[int, SeatRow]:
    """Each human seat of a table, by seat number."""
    rows = session.scalars(select(SeatRow).where(SeatRow.table_id == table_id))
    return {row.seat: row for row in rows}


def move_times_of(session: Session, table_id: str) -> list[str | None]:
    """When each move of a table was saved (None for moves saved before times were kept)."""
    query = select(MoveRow.at).where(MoveRow.table_id == table_id).order_by(MoveRow.number)
    return list(session.scalars(query))


def chat_of(session: Session, table_id: str) -> list[ChatRow]:
    """A table's chat messages, oldest first."""
    return list(session.scalars(select(ChatRow).where(ChatRow.table_id == table_id).order_by(ChatRow.id)))


@dataclass(slots=True)
class SavedMove:
    """One move to save: its table, number, notation and time; `ends` if it ends the game."""

    table_id: str
    number: int
    action: str
    at: str
    ends: bool
    done: bool = False
    error: BaseException | None = None
    wake: threading.Lock = field(default_factory=threading.Lock)  # held until its saver is woken


class GroupCommit:
    """Moves saved from many threads at once, committed together.

    A thread that saves a move while no commit is under way leads: it takes every move waiting
    (its own among them) and commits them in one transaction. Moves saved meanwhile wait; when
    the commit ends, their savers are woken, the first of them to lead the next commit. `save`
    returns only once the transaction that holds its move has committed, and raises its error if
    that transaction failed: then none of its moves was saved, or (the connection lost during
    the commit) it is unknown whether they were, as for a commit of one move. A transaction that
    the database refuses (a constraint) is tried again one move at a time, so that only the move
    at fault fails.
    """

    def __init__(self, sessions: sessionmaker) -> None:
        self.sessions = sessions
        self._lock = threading.Lock()
        self._waiting: list[SavedMove] = []
        self._leading = False

    def save(self, move: SavedMove) -> None:
        move.wake.acquire()
        with self._lock:
            self._waiting.append(move)
            follow, self._leading = self._leading, True
        if follow:
            move.wake.acquire()  # released when its move is committed, or when it is to lead
        if not move.done:
            self._lead(move)
        if move.error is not None:
            raise move.error

    def _lead(self, move: SavedMove) -> None:
        with self._lock:
            batch, self._waiting = self._waiting, []
        try:
            try:
                self._commit(batch)
            except IntegrityError:
                if len(batch) == 1:
                    raise
                for alone in batch:  # one move the database refuses fails no other table's move
                    try:
                        self._commit([alone])
                    except BaseException as error:
                        alone.error = error
        except BaseException as error:
            for saved in batch:
                saved.error = error
        finally:
            for saved in batch:
                saved.done = True
                if saved is not move:
                    saved.wake.release()
            with self._lock:
                if self._waiting:
                    self._waiting[0].wake.release()
                else:
                    self._leading = False


    def _commit(self, batch: list[SavedMove]) -> None:
        with self.sessions.begin() as session:
            connection = session.connection()
            connection.execute(insert(MoveRow), [
                {"table_id": m.table_id, "number": m.number, "action": m.action, "at": m.at} for m in batch])
            for ending in (m for m in batch if m.ends):
                connection.execute(update(TableRow).where(TableRow.id == ending.table_id)
                                   .values(finished=True, ended=ending.at))


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def default_url() -> str:
    """SQLite in the user's data directory."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("realmkit"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'tables.sqlite3'}"


def open_database(url: str) -> sessionmaker:
    """Bring the database's schema up to date (Alembic) and return a session factory."""
    engine = make_engine(url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
    return sessionmaker(engine, expire_on_commit=False)


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _durable(connection: DBAPIConnection, _record: ConnectionPoolEntry) -> None:
            cursor = connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=FULL")
            cursor.close()

        return engine
    connect_args = {"connect_timeout": CONNECT_SECONDS} if url.startswith("postgresql") else {}
    return create_engine(url, pool_pre_ping=True, connect_args=connect_args)
