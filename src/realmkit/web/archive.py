"""Finished games, read from the database: they are not kept in memory once over.

The archive lists them newest first, a page at a time; a finished table is rebuilt from its
seed and moves whenever its view, record or replay is asked for.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session, sessionmaker

from realmkit.core.registry import game_classes
from realmkit.core.spec_string import parse_spec
from realmkit.web.db import MoveRow, TableRow, chat_of, move_times_of, moves_of, seat_rows_of
from realmkit.web.errors import WebError
from realmkit.web.tables import Table, rebuild

PAGE = 20
MAX_PAGE = 100


def read(session: Session, row: TableRow, with_agents: bool) -> Table:
    """The table of `row` replayed from its moves, with its seats' people and its chat."""
    return rebuild(row, seat_rows_of(session, row.id), moves_of(session, row.id),
                   move_times_of(session, row.id), chat_of(session, row.id), with_agents)


def load(sessions: sessionmaker, table_id: str) -> Table:
    """The table `table_id` replayed from the database (no agents: nobody moves in it)."""
    with sessions() as session:
        row = session.get(TableRow, table_id)
        if row is None:
            raise WebError(f"no table {table_id!r}", 404)
        return read(session, row, with_agents=False)


def replay(sessions: sessionmaker, table_id: str, step: int) -> dict[str, Any]:
    """A finished game after `step` of its moves, as a spectator saw it."""
    with sessions() as session:
        row = session.get(TableRow, table_id)
        if row is None:
            raise WebError(f"no table {table_id!r}", 404)
        if not row.finished:
            raise WebError("a game is replayed once it is over", 409)
        moves = moves_of(session, table_id)
        times = move_times_of(session, table_id)
    if step > len(moves):
        raise WebError(f"step: expected 0 to {len(moves)}")
    table = rebuild(row, {}, moves[:step], times[:step], [], with_agents=False)
    return {"step": step, "steps": len(moves), "log": [entry.seen_by(None) for entry in table.log],
            "observation": table.state.observation(None), "spec": table.state.game.spec.id,
            "game": table.game_string, "seats": table.seats,
            "to_move": None if table.state.is_terminal() else table.state.current_player()}


def page(sessions: sessionmaker, offset: int, limit: int) -> dict[str, Any]:
    """Finished games, newest first: `limit` of them from the `offset`-th on, and how many there
    are; private tables are not listed (they are read by their address)."""
    moves = (select(MoveRow.table_id, func.count().label("moves")).group_by(MoveRow.table_id).subquery())
    with sessions() as session:
        total = session.scalar(select(func.count()).select_from(TableRow)
                               .where(TableRow.finished.is_(True), TableRow.private.is_(False)))
        rows = session.execute(
            select(TableRow, func.coalesce(moves.c.moves, 0))
            .outerjoin(moves, moves.c.table_id == TableRow.id)
            .where(TableRow.finished.is_(True), TableRow.private.is_(False))
            .order_by(TableRow.ended.desc(), TableRow.id).offset(offset).limit(limit)
        ).all()
    return {"total": total or 0, "offset": offset, "limit": limit,
            "tables": [{"table": row.id, "game": row.game, "title": title(row.game), "seats": row.seats,
                        "moves": count, "ended": row.ended, "outcome": row.outcome} for row, count in rows]}


def title(game_text: str) -> str:
    """The title of the game a saved game string names."""
    game_class = game_classes().get(parse_spec(game_text)[0])
    return game_class.spec.title if game_class is not None else game_text
