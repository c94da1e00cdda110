"""Tables in play: each holds a state that only the server changes, through the contract.

An accepted action is written to the database and committed before the table's state moves
on and before any seat is told; a restart replays every saved table from its moves.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import sessionmaker

from realmkit.agents.base import Agent, make_agent
from realmkit.arena.match import agent_seed, ranks
from realmkit.core import GAME_OVER, IllegalActionError, RealmkitError, State, load
from realmkit.core.record import GameRecord
from realmkit.core.registry import game_classes
from realmkit.core.spec_string import parse_spec
from realmkit.web.db import MoveRow, SeatRow, TableRow, hash_token, now

HUMAN = "human"
MAX_SEED = 2**63 - 1


class WebError(Exception):
    """A request the server refuses; `status` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class Table:
    """A live table: its saved identity, its state, the agents in its AI seats."""

    id: str
    seats: list[str]
    state: State
    agents: dict[int, Agent]
    token_hashes: dict[int, str | None]
    listeners: set[Callable[[], None]] = field(default_factory=set)

    @property
    def game_string(self) -> str:
        return str(self.state.game)

    def seat_of(self, token: str | None) -> int | None:
        """The seat a token acts for; None for no token (a spectator); a wrong token is refused."""
        if token is None or token == "":
            return None
        wanted = hash_token(token)
        for seat, known in self.token_hashes.items():
            if known is not None and secrets.compare_digest(known, wanted):
                return seat
        raise WebError("this token holds no seat at this table", 403)

    def to_move(self) -> int | None:
        return None if self.state.is_terminal() else self.state.current_player()

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` (None: a spectator) is sent: its observation, and its legal actions
        when it is to move. Nothing here depends on what `seat` may not know."""
        state = self.state
        over = state.is_terminal()
        to_move = self.to_move()
        view: dict[str, Any] = {
            "table": self.id,
            "game": self.game_string,
            "spec": state.game.spec.id,
            "title": state.game.spec.title,
            "seats": [
                {"seat": i, "player": spec, "open": spec == HUMAN and self.token_hashes.get(i) is None}
                for i, spec in enumerate(self.seats)
            ],
            "you": seat,
            "to_move": to_move,
            "moves": len(state.history),
            "log": [str(action) for action in state.history],
            "observation": state.observation(seat),
            "legal_actions": (
                [str(a) for a in state.legal_actions()] if seat is not None and seat == to_move else []
            ),
            "over": over,
        }
        if over:
            returns = state.returns()
            view["result"] = {"scores": state.scores(), "returns": returns, "ranks": ranks(returns)}
        return view

    def record(self) -> GameRecord:
        return GameRecord.of(self.state, list(self.seats))


def check_game_string(text: Any) -> str:
    """A game string the web may load: options that read files are refused."""
    if not isinstance(text, str) or not text.strip() or len(text) > 500:
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
    """Every table, kept in memory and in the database."""

    def __init__(self, sessions: sessionmaker) -> None:
        self.sessions = sessions
        self.tables: dict[str, Table] = {}

    # -- creating and restoring -------------------------------------------------------------

    def create(
        self, game_text: Any, seats: Any, seed: Any = None, open_seats: Any = ()
    ) -> tuple[Table, dict[int, str]]:
        """A new table; tokens for its human seats except those left open for others to join."""
        game = load(check_game_string(game_text))
        if not isinstance(seats, list) or not seats or not all(isinstance(s, str) for s in seats):
            raise WebError("seats: expected a list such as [\"human\", \"mcts\"], one entry per seat")
        low, high = game.player_range()
        if not low <= len(seats) <= high:
            allowed = f"{low}-{high}" if low != high else f"{low}"
            raise WebError(f"{game} is played by {allowed} players, not {len(seats)}")
        for spec in seats:
            if spec != HUMAN:
                make_agent(spec)
        if seed is None:
            seed = secrets.randbits(63)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise WebError(f"seed: expected an integer from 0 to {MAX_SEED}")
        if not isinstance(open_seats, list | tuple) or any(
            not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < len(seats) or seats[s] != HUMAN
            for s in open_seats
        ):
            raise WebError("open: expected a list of human seat numbers to leave open for others to join")
        tokens = {i: secrets.token_urlsafe(24) for i, spec in enumerate(seats)
                  if spec == HUMAN and i not in open_seats}
        table_id = secrets.token_urlsafe(9)
        with self.sessions.begin() as session:
            session.add(TableRow(id=table_id, game=str(game), seed=str(seed), seats=seats,
                                 created=now(), finished=False))
            session.flush()
            for i, spec in enumerate(seats):
                if spec == HUMAN:
                    token = tokens.get(i)
                    session.add(SeatRow(table_id=table_id, seat=i,
                                        token_hash=None if token is None else hash_token(token)))
        table = self._live(table_id, str(game), seed, seats,
                           {i: None if i not in tokens else hash_token(tokens[i])
                            for i, spec in enumerate(seats) if spec == HUMAN}, [])
        return table, tokens

    def _live(self, table_id: str, game_text: str, seed: int, seats: list[str],
              token_hashes: dict[int, str | None], moves: list[str]) -> Table:
        game = load(game_text)
        state = game.new_state(len(seats), seed)
        agents = {i: make_agent(spec, agent_seed(seed, i)) for i, spec in enumerate(seats) if spec != HUMAN}
        for text in moves:
            action = game.parse_action(state, text)
            state.apply(action)
            for agent in agents.values():
                agent.observe(state, action)
        table = Table(table_id, seats, state, agents, token_hashes)
        self.tables[table_id] = table
        return table

    def restore(self) -> int:
        """Replay every saved table from its moves; a table whose moves no longer replay is
        reported by raising, never silently changed."""
        with self.sessions() as session:
            rows = session.scalars(select(TableRow)).all()
            for row in rows:
                moves = session.scalars(
                    select(MoveRow.action).where(MoveRow.table_id == row.id).order_by(MoveRow.number)
                ).all()
                seats = session.scalars(select(SeatRow).where(SeatRow.table_id == row.id)).all()
                try:
                    self._live(row.id, row.game, int(row.seed), list(row.seats),
                               {s.seat: s.token_hash for s in seats}, list(moves))
                except RealmkitError as error:
                    raise RuntimeError(f"saved table {row.id} does not replay: {error}") from None
        return len(rows)

    # -- reading ----------------------------------------------------------------------------

    def get(self, table_id: str) -> Table:
        table = self.tables.get(table_id)
        if table is None:
            raise WebError(f"no table {table_id!r}", 404)
        return table

    def lobby(self) -> dict[str, list[dict[str, Any]]]:
        """Open tables (a seat to join), tables in play (to watch), finished games (to replay)."""
        groups: dict[str, list[dict[str, Any]]] = {"open": [], "playing": [], "finished": []}
        for table in self.tables.values():
            entry = {"table": table.id, "game": table.game_string, "title": table.state.game.spec.title,
                     "seats": table.seats, "moves": len(table.state.history),
                     "open_seats": [s for s, h in table.token_hashes.items() if h is None]}
            if table.state.is_terminal():
                groups["finished"].append(entry)
            elif entry["open_seats"]:
                groups["open"].append(entry)
            else:
                groups["playing"].append(entry)
        return groups

    # -- changing ---------------------------------------------------------------------------

    def join(self, table_id: str, seat: Any) -> str:
        """Claim an open human seat: its new token, given once."""
        table = self.get(table_id)
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in table.token_hashes:
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

    def act(self, table_id: str, token: Any, text: Any) -> Table:
        """A human seat's action: its token must hold the seat to move and the action be legal."""
        table = self.get(table_id)
        if not isinstance(token, str) or not token:
            raise WebError("token: expected the token of your seat", 403)
        seat = table.seat_of(token)
        if not isinstance(text, str) or not text.strip() or len(text) > 200:
            raise WebError("action: expected an action's notation, such as one of legal_actions")
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

    def commit(self, table: Table, action: Any) -> None:
        """Apply `action` to a copy, save it, and only then make it the table's state."""
        after = table.state.clone()
        after.apply(action)
        with self.sessions.begin() as session:
            session.add(MoveRow(table_id=table.id, number=len(table.state.history), action=str(action)))
            if after.is_terminal():
                row = session.get(TableRow, table.id)
                if row is not None:
                    row.finished = True
        table.state = after
        for agent in table.agents.values():
            agent.observe(after, action)
        self.announce(table)

    def announce(self, table: Table) -> None:
        for listener in list(table.listeners):
            listener()

