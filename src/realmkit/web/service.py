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

from realmkit.core import GAME_OVER, Action, IllegalActionError, RealmkitError, State, load
from realmkit.core.registry import game_classes
from realmkit.core.spec_string import parse_spec
from realmkit.web import archive, people
from realmkit.web.clock import END, Clock, seconds_of
from realmkit.web.db import GroupCommit, MoveRow, SavedMove, SeatRow, TableRow, hash_token, now
from realmkit.web.errors import WebError
from realmkit.web.limits import Limits, check_effort
from realmkit.web.tables import HUMAN, Table

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
        self.commits = GroupCommit(sessions)
        self.limits = limits
        self.tables: dict[str, Table] = {}

    # -- creating and restoring -------------------------------------------------------------

    def create(self, game_text: str, seats: list[str], seed: int | None = None,
               open_seats: list[int] | None = None, player: people.Player | None = None,
               private: bool = False, clock: Clock | None = None,
               when_gone: str = END) -> tuple[Table, dict[int, str], dict[int, str]]:
        """A new table: tokens for its human seats except those left open for others to join,
        under `player`'s name, and a link for every human seat (to invite someone to an open
        seat, or to take one's own seat on another device)."""
        game = load(check_game_string(game_text))
        open_seats = open_seats or []
        if when_gone != END:
            if when_gone == HUMAN:
                raise WebError("when_gone: expected \"end\" or an AI player such as \"greedy\" "
                               "to take a gone seat")
            check_effort("when_gone", when_gone, self.limits)
        low, high = game.player_range()
        if not low <= len(seats) <= high:
            allowed = f"{low}-{high}" if low != high else f"{low}"
            raise WebError(f"{game} is played by {allowed} players, not {len(seats)}")
        for seat, spec in enumerate(seats):
            if spec != HUMAN:
                check_effort(f"seat {seat}", spec, self.limits)
        if any(not 0 <= s < len(seats) or seats[s] != HUMAN for s in open_seats):
            raise WebError("open: expected a list of human seat numbers to leave open for others to join")
        if seed is not None and (seats.count(HUMAN) > 1 or open_seats):
            raise WebError(CHOSEN_SEED)
        seed = secrets.randbits(63) if seed is None else seed
        humans = [i for i, spec in enumerate(seats) if spec == HUMAN]
        tokens = {i: secrets.token_urlsafe(24) for i in humans if i not in open_seats}
        links = {i: secrets.token_urlsafe(24) for i in humans}
        settings = {"clock": clock.model_dump() if clock is not None else None, "when_gone": when_gone}
        row = TableRow(id=secrets.token_urlsafe(9), game=str(game), seed=str(seed), seats=seats,
                       created=now(), finished=False, private=private, settings=settings)
        with self.sessions.begin() as session:
            name = people.hold(session, player) if player is not None and tokens else None
            session.add(row)
            session.flush()
            session.add_all(SeatRow(table_id=row.id, seat=i, link_hash=hash_token(links[i]),
                                    token_hash=hash_token(tokens[i]) if i in tokens else None,
                                    name=name if i in tokens else None) for i in humans)
            table = archive.read(session, row, with_agents=True)
        self.tables[row.id] = table
        return table, tokens, links

    def restore(self) -> int:
        """Replay every saved table in play from its moves; a table whose moves no longer
        replay is reported by raising, never silently changed."""
        with self.sessions() as session:
            rows = session.scalars(select(TableRow).where(TableRow.finished.is_(False))).all()
            for row in rows:
                try:
                    table = archive.read(session, row, with_agents=True)
                except RealmkitError as error:
                    raise RuntimeError(f"saved table {row.id} does not replay: {error}") from None
                table.restart_turn()  # the time the server was down is not counted
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

    def ready(self, table_id: str) -> Table | None:
        """A table in play that needs no word from the database, so that the event loop may
        answer its view at once (else None: ask `get` in a worker thread)."""
        table = self.tables.get(table_id)
        return table if table is not None and not table.unsure else None

    def playing(self, table_id: str) -> Table:
        """A table in play; a finished one is refused with the game's own words."""
        table = self.tables.get(table_id)
        if table is None:
            archive.load(self.sessions, table_id)
            raise WebError(GAME_OVER, 409)
        return table

    def lobby(self) -> dict[str, list[dict[str, Any]]]:
        """Tables in play: those with a seat to join, and the others (to watch); private tables
        are not listed."""
        groups: dict[str, list[dict[str, Any]]] = {"open": [], "playing": []}
        for table in list(self.tables.values()):
            if table.private:
                continue
            entry = {"table": table.id, "game": table.game_string, "title": table.state.game.spec.title,
                     "seats": table.seats, "moves": len(table.state.history),
                     "open_seats": table.open_seats(),
                     "names": [table.names.get(i) for i in range(len(table.seats))],
                     "clock": table.clock.model_dump() if table.clock is not None else None}
            groups["open" if entry["open_seats"] else "playing"].append(entry)
        return groups

    # -- changing ---------------------------------------------------------------------------

    def join(self, table_id: str, seat: int, player: people.Player | None = None) -> tuple[str, str]:
        """Claim an open human seat of a table listed in the lobby: its new token and link, given once."""
        table = self.playing(table_id)
        if table.private:
            raise WebError("this table is private: its open seats are taken by their invitation links", 403)
        if seat not in table.playing_humans():
            human = ", ".join(str(s) for s in table.playing_humans()) or "none"
            raise WebError(f"seat: expected the number of a human seat of this table ({human})")
        if table.token_hashes[seat] is not None:
            raise WebError(f"seat {seat} is already taken", 409)
        token, link = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
        with self.sessions.begin() as session:
            row = session.scalars(select(SeatRow).where(
                SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.token_hash.is_(None))).first()
            if row is None:
                raise WebError(f"seat {seat} is already taken", 409)
            row.name = people.hold(session, player) if player is not None else None
            row.token_hash, row.link_hash = hash_token(token), hash_token(link)
        table.token_hashes[seat], table.names[seat] = hash_token(token), row.name
        self.announce(table)
        return token, link

    def act(self, table_id: str, token: str, text: str) -> Table:
        """A human seat's action: its token must hold the seat to move and the action be legal."""
        table = self.playing(table_id)
        if not token:
            raise WebError("token: expected the token of your seat", 403)
        seat = table.seat_of(token)
        if not text.strip():
            raise WebError("action: expected an action's notation, such as one of legal_actions")
        people.check_present(table, seat)
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

    def play(self, table: Table, action: Action, state: State) -> None:
        """An AI seat's action, chosen in `state`: played if the table is still in that state
        (not moved on, taken back or ended meanwhile)."""
        with table.lock:
            self.settle(table)
            if table.state is state and not table.over:
                self.commit(table, action)

    def settle(self, table: Table) -> None:
        """After a commit whose outcome is unknown, play the moves the database holds beyond
        the table's (a commit that reached the database before its connection failed)."""
        if not table.unsure:
            return
        with self.sessions() as session:
            start = len(table.state.history)
            saved = session.execute(select(MoveRow.action, MoveRow.at).where(
                MoveRow.table_id == table.id, MoveRow.number >= start).order_by(MoveRow.number)).all()
        for text, at in saved:
            action = table.state.game.parse_action(table.state, text)
            table.publish(*table.advance(action), seconds_of(at) if at is not None else None)
        table.unsure = False
        if saved:
            self.after_move(table)

    def commit(self, table: Table, action: Action) -> None:
        """Play `action` on a copy, save it (committed with the moves of other tables made
        meanwhile), and only then make it the table's state."""
        after, entry = table.advance(action)
        table.unsure = True
        at = now()
        self.commits.save(SavedMove(table.id, len(table.state.history), str(action), at, after.is_terminal()))
        table.unsure = False
        table.publish(after, entry, seconds_of(at))
        self.after_move(table)

    def after_move(self, table: Table) -> None:
        """Tell the table's listeners; a finished game leaves memory (the database keeps it)."""
        if table.over:
            self.tables.pop(table.id, None)
        self.announce(table)

    def announce(self, table: Table) -> None:
        table.version += 1
        for listener in list(table.listeners):
            listener()
