"""The tables of a server: tables in play in memory, every table in the database.

An accepted action is written to the database and committed before the table's state moves
on and before anyone is told; a commit that fails leaves the table as it was (the move not
played), and a commit whose outcome is unknown is settled from the database before the next
move, so no move is lost or played twice. A finished game leaves memory; it is read back from
the database (`archive`). A restart replays every table in play from its moves.

Each method here may wait on the database: the application calls them in worker threads.
"""

from __future__ import annotations

import contextlib
import secrets
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import sessionmaker

from realmkit.core import GAME_OVER, Action, IllegalActionError, RealmkitError, load
from realmkit.core.registry import game_classes
from realmkit.core.spec_string import parse_spec
from realmkit.web import archive
from realmkit.web.db import MoveRow, SeatRow, TableRow, hash_token, moves_of, now, token_hashes_of
from realmkit.web.errors import WebError
from realmkit.web.limits import Limits, check_effort
from realmkit.web.tables import HUMAN, Table, rebuild

MAX_SEED = 2**63 - 1
CHOSEN_SEED = ("seed: a table with more than one human seat, or a seat left open, plays a seed drawn by the "
               "server and kept secret until the game is over (a chosen seed would tell its chooser every "
               "hand); leave seed out, or choose one for a table with one human seat")


def check_game_string(text: str) -> str:
    """A game string the web may load: options that read files are refused."""
    if not text.strip():
        raise WebError("game: expected a game string such as 'fantasy-realms(variant=chaos)'")
    name, params = parse_spec(text)
    game_class = game_classes().get(name)
    for option in game_class.spec.options if game_class is not None else ():
        if option.reads_file and option.name in params:
            raise WebError(
                f"option {option.name} of {name} reads a file on the server and cannot be set from the web"
            )
    return text


class TableService:
    """Every table of one server."""

    def __init__(self, sessions: sessionmaker, limits: Limits) -> None:
        self.sessions = sessions
        self.limits = limits
        self.tables: dict[str, Table] = {}

    # -- creating and restoring -------------------------------------------------------------

    def create(self, game_text: str, seats: list[str], seed: int | None = None,
               open_seats: list[int] | None = None) -> tuple[Table, dict[int, str]]:
        """A new table; tokens for its human seats except those left open for others to join."""
        game = load(check_game_string(game_text))
        open_seats = open_seats or []
        low, high = game.player_range()
        if not low <= len(seats) <= high:
            allowed = f"{low}-{high}" if low != high else f"{low}"
            raise WebError(f"{game} is played by {allowed} players, not {len(seats)}")
        for seat, spec in enumerate(seats):
            if spec != HUMAN:
                check_effort(seat, spec, self.limits)
        if any(not 0 <= s < len(seats) or seats[s] != HUMAN for s in open_seats):
            raise WebError("open: expected a list of human seat numbers to leave open for others to join")
        if seed is not None and (seats.count(HUMAN) > 1 or open_seats):
            raise WebError(CHOSEN_SEED)
        seed = secrets.randbits(63) if seed is None else seed
        tokens = {i: secrets.token_urlsafe(24) for i, spec in enumerate(seats)
                  if spec == HUMAN and i not in open_seats}
        hashes = {i: hash_token(tokens[i]) if i in tokens else None
                  for i, spec in enumerate(seats) if spec == HUMAN}
        table_id = secrets.token_urlsafe(9)
        with self.sessions.begin() as session:
            session.add(TableRow(id=table_id, game=str(game), seed=str(seed), seats=seats,
                                 created=now(), finished=False))
            session.flush()
            session.add_all(SeatRow(table_id=table_id, seat=i, token_hash=h) for i, h in hashes.items())
        table = rebuild(table_id, str(game), seed, seats, hashes, [], with_agents=True)
        self.tables[table_id] = table
        return table, tokens

    def restore(self) -> int:
        """Replay every saved table in play from its moves; a table whose moves no longer
        replay is reported by raising, never silently changed."""
        with self.sessions() as session:
            rows = session.scalars(select(TableRow).where(TableRow.finished.is_(False))).all()
            for row in rows:
                try:
                    hashes, moves = token_hashes_of(session, row.id), moves_of(session, row.id)
                    table = rebuild(row.id, row.game, int(row.seed), list(row.seats), hashes, moves, True)
                except RealmkitError as error:
                    raise RuntimeError(f"saved table {row.id} does not replay: {error}") from None
                self.tables[row.id] = table
        return len(rows)

    # -- reading ----------------------------------------------------------------------------

    def get(self, table_id: str) -> Table:
        """A table in play (settled with the database if a commit's outcome is unknown and the
        database answers; else as it is in memory), or a finished one read from the database."""
        table = self.tables.get(table_id)
        if table is None:
            return archive.load(self.sessions, table_id)
        if table.unsure:
            with table.lock, contextlib.suppress(DBAPIError):
                self.settle(table)
        return table

    def playing(self, table_id: str) -> Table:
        """A table in play; a finished one is refused with the game's own words."""
        table = self.tables.get(table_id)
        if table is None:
            archive.load(self.sessions, table_id)
            raise WebError(GAME_OVER, 409)
        return table

    def lobby(self) -> dict[str, list[dict[str, Any]]]:
        """Tables in play: those with a seat to join, and the others (to watch)."""
        groups: dict[str, list[dict[str, Any]]] = {"open": [], "playing": []}
        for table in list(self.tables.values()):
            entry = {"table": table.id, "game": table.game_string, "title": table.state.game.spec.title,
                     "seats": table.seats, "moves": len(table.state.history),
                     "open_seats": table.open_seats()}
            groups["open" if entry["open_seats"] else "playing"].append(entry)
        return groups

    # -- changing ---------------------------------------------------------------------------

    def join(self, table_id: str, seat: int) -> str:
        """Claim an open human seat: its new token, given once."""
        table = self.playing(table_id)
        if seat not in table.token_hashes:
            human = ", ".join(str(s) for s in table.token_hashes) or "none"
            raise WebError(f"seat: expected the number of a human seat of this table ({human})")
        if table.token_hashes[seat] is not None:
            raise WebError(f"seat {seat} is already taken", 409)
        token = secrets.token_urlsafe(24)
        with self.sessions.begin() as session:
            row = session.scalars(select(SeatRow).where(
                SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.token_hash.is_(None))).first()
            if row is None:
                raise WebError(f"seat {seat} is already taken", 409)
            row.token_hash = hash_token(token)
        table.token_hashes[seat] = hash_token(token)
        self.announce(table)
        return token

    def act(self, table_id: str, token: str, text: str) -> Table:
        """A human seat's action: its token must hold the seat to move and the action be legal."""
        table = self.playing(table_id)
        if not token:
            raise WebError("token: expected the token of your seat", 403)
        seat = table.seat_of(token)
        if not text.strip():
            raise WebError("action: expected an action's notation, such as one of legal_actions")
        with table.lock:
            self.settle(table)
            to_move = table.to_move()
            if to_move is None:
                raise WebError(GAME_OVER, 409)
            if seat != to_move:
                raise WebError(f"it is seat {to_move}'s turn, not yours (seat {seat})", 409)
            try:
                action = table.state.game.parse_action(table.state, text)
            except IllegalActionError as error:
                raise WebError(str(error), 422) from None
            self.commit(table, action)
        return table

    def play(self, table: Table, action: Action, moves: int) -> None:
        """An AI seat's action, chosen when the table had `moves` moves: played if it still has."""
        with table.lock:
            self.settle(table)
            if len(table.state.history) == moves:
                self.commit(table, action)

    def settle(self, table: Table) -> None:
        """After a commit whose outcome is unknown, play the moves the database holds beyond
        the table's (a commit that reached the database before its connection failed)."""
        if not table.unsure:
            return
        with self.sessions() as session:
            saved = moves_of(session, table.id, start=len(table.state.history))
        for text in saved:
            table.publish(*table.advance(table.state.game.parse_action(table.state, text)))
        table.unsure = False
        if saved:
            self.after_move(table)

    def commit(self, table: Table, action: Action) -> None:
        """Play `action` on a copy, save it, and only then make it the table's state."""
        after, entry = table.advance(action)
        table.unsure = True
        with self.sessions.begin() as session:
            session.add(MoveRow(table_id=table.id, number=len(table.state.history), action=str(action)))
            if after.is_terminal():
                row = session.get(TableRow, table.id)
                if row is not None:
                    row.finished, row.ended = True, now()
        table.unsure = False
        table.publish(after, entry)
        self.after_move(table)

    def after_move(self, table: Table) -> None:
        """Tell the table's listeners; a finished game leaves memory (the database keeps it)."""
        if table.over:
            self.tables.pop(table.id, None)
        self.announce(table)

    def announce(self, table: Table) -> None:
        for listener in list(table.listeners):
            listener()
