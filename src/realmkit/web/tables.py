"""A table: a state that only the server changes, through the contract, and its log.

The log keeps, for every move, who made it and how each seat and a spectator read it
(`State.notation_seen_by` in the state the move was played in), so that a seat's view never
names what that seat may not know. The log is kept as the game is played and rebuilt by
replaying the moves when a table is read back from the database.

Beside the game, a table keeps its people (names, how each went), its clock, its chat, a
pending request to undo, and how it ended when it ended before the game did.
"""

from __future__ import annotations

import json
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from realmkit.arena.match import agent_seed, ranks
from realmkit.core import Action, State, load
from realmkit.core.agent import Agent, make_agent
from realmkit.core.record import GameRecord
from realmkit.web.clock import Clock, now_seconds, remaining, seconds_of
from realmkit.web.db import ChatRow, SeatRow, TableRow, hash_token
from realmkit.web.errors import WebError

HUMAN = "human"
LEFT = "left"
CHAT_SHOWN = 100
"""Chat messages a view carries (the latest)."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One move of the log: the seat that made it and its text for each seat, then a spectator."""

    seat: int
    texts: tuple[str, ...]

    def seen_by(self, viewer: int | None) -> dict[str, Any]:
        return {"seat": self.seat, "action": self.texts[-1 if viewer is None else viewer]}


def entry_of(state: State, action: Action) -> Entry:
    """How `action`, about to be played in `state`, is logged for each viewer."""
    viewers: list[int | None] = [*range(state.num_players), None]
    texts = [state.notation_seen_by(action, viewer) for viewer in viewers]
    public = texts[-1]
    return Entry(state.current_player(), tuple(public if text == public else text for text in texts))


@dataclass
class Table:
    """A table: its identity, state, log, the agents of its AI seats and its human seats' tokens.

    A published state is never changed: a move is played on a copy, which replaces it."""

    id: str
    seats: list[str]
    state: State
    agents: dict[int, Agent]
    token_hashes: dict[int, str | None]
    log: list[Entry] = field(default_factory=list)
    listeners: set[Callable[[], None]] = field(default_factory=set)
    lock: threading.Lock = field(default_factory=threading.Lock)
    unsure: bool = False  # a commit failed in a way that may have saved it: read the database first
    names: dict[int, str | None] = field(default_factory=dict)
    statuses: dict[int, str | None] = field(default_factory=dict)
    private: bool = False
    clock: Clock | None = None
    when_gone: str = "end"
    outcome: str | None = None  # how the table ended before the game did
    rematch: str | None = None
    undos: int = 0  # moves were taken back this many times: a view with fewer moves is newer
    chat: list[dict[str, Any]] = field(default_factory=list)
    undo_request: dict[str, Any] | None = None  # {"by": seat, "accepted": [seats], "refused": seat}
    turn_started: float = 0.0
    used: dict[int, float] = field(default_factory=dict)
    moved: dict[int, int] = field(default_factory=dict)
    version: int = 0  # changes told to the listeners so far
    sent: dict[int | None, tuple[int, str, bool]] = field(default_factory=dict)  # viewer: version, text, over

    @property
    def game_string(self) -> str:
        return str(self.state.game)

    @property
    def over(self) -> bool:
        return self.outcome is not None or self.state.is_terminal()

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
        return None if self.over else self.state.current_player()

    def playing_humans(self) -> list[int]:
        """Human seats whose person has not gone (open ones included)."""
        return [seat for seat in self.token_hashes
                if self.seats[seat] == HUMAN and self.statuses.get(seat) is None]

    def open_seats(self) -> list[int]:
        return [seat for seat in self.playing_humans() if self.token_hashes[seat] is None]

    def seconds_left(self, seat: int, at: float | None = None) -> float | None:
        """The seconds `seat` has left on the clock (None: not timed), at time `at` (now)."""
        if self.clock is None or seat not in self.playing_humans() or self.over:
            return None
        running = (now_seconds() if at is None else at) - self.turn_started if seat == self.to_move() else 0.0
        return remaining(self.clock, self.used.get(seat, 0.0), self.moved.get(seat, 0), running)

    def advance(self, action: Action) -> tuple[State, Entry]:
        """The state after `action` (played on a copy) and the move's log entry; nothing changes."""
        entry = entry_of(self.state, action)
        after = self.state.clone()
        after.apply(action)
        return after, entry

    def publish(self, after: State, entry: Entry, at: float | None = None) -> None:
        """Make `after` the table's state, its move logged, timed (the move made at `at`, when
        known) and told to the agents; a pending undo request lapses."""
        self.log.append(entry)
        self.state = after
        self.undo_request = None
        if at is not None:
            self.used[entry.seat] = self.used.get(entry.seat, 0.0) + max(0.0, at - self.turn_started)
            self.turn_started = at
        self.moved[entry.seat] = self.moved.get(entry.seat, 0) + 1
        for agent in self.agents.values():
            agent.observe(after, after.history[-1])

    def restart_turn(self) -> None:
        """The turn in progress starts now (after an undo, or a restart of the server)."""
        self.turn_started = now_seconds()

    def adopt(self, other: Table) -> None:
        """Take the game, log, seats, agents and clock of `other`, a rebuilt copy of this table
        (after an undo or a seat replaced), keeping its listeners and lock."""
        self.seats, self.state, self.agents, self.log = other.seats, other.state, other.agents, other.log
        self.used, self.moved, self.undos, self.undo_request = other.used, other.moved, other.undos, None

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` (None: a spectator) is sent: its observation, its log, and its legal
        actions when it is to move. Nothing here depends on what `seat` may not know."""
        state = self.state
        moves = len(state.history)
        to_move = self.to_move()
        mine = to_move is not None and seat == to_move and self.statuses.get(seat) is None
        at = now_seconds()
        view: dict[str, Any] = {
            "table": self.id,
            "game": self.game_string,
            "spec": state.game.spec.id,
            "title": state.game.spec.title,
            "seats": [
                {"seat": i, "player": spec, "open": i in self.open_seats(), "name": self.names.get(i),
                 "status": self.statuses.get(i), "clock": self.seconds_left(i, at)}
                for i, spec in enumerate(self.seats)
            ],
            "you": seat,
            "to_move": to_move,
            "moves": moves,
            "log": [entry.seen_by(seat) for entry in self.log[:moves]],
            "observation": state.observation(seat),
            "legal_actions": [str(a) for a in state.legal_actions()] if mine else [],
            "over": to_move is None,
            "private": self.private,
            "clock": self.clock.model_dump() if self.clock is not None else None,
            "when_gone": self.when_gone,
            "undo_request": self.undo_request,
            "chat": self.chat[-CHAT_SHOWN:],
            "rematch": self.rematch,
            "undos": self.undos,
        }
        if state.is_terminal():
            returns = state.returns()
            view["result"] = {"scores": state.scores(), "returns": returns, "ranks": ranks(returns)}
        elif self.outcome is not None:
            view["result"] = {"ended": self.outcome, "ranks": self.early_ranks()}
        return view

    def message(self, seat: int | None) -> tuple[str, bool]:
        """The view of `seat` as the JSON text a websocket sends, and whether the game is over.
        Without a clock the view changes only with the table, so it is built and encoded once a
        change for every socket of that seat; with one, at each sending (its clocks count down)."""
        version = self.version
        cached = self.sent.get(seat)
        if cached is not None and cached[0] == version and self.clock is None:
            return cached[1], cached[2]
        view = self.view(seat)
        text = json.dumps(view, separators=(",", ":"), ensure_ascii=False)
        if self.clock is None:
            self.sent[seat] = version, text, view["over"]
        return text, view["over"]

    def early_ranks(self) -> list[int] | None:
        """Ranks of a table ended before its game: the seats still in share the first place
        and those that resigned or ran out of time the last; no ranks if someone left."""
        gone = {seat: status for seat, status in self.statuses.items() if status is not None}
        if any(status == LEFT for status in gone.values()):
            return None
        return [len(self.seats) - len(gone) + 1 if seat in gone else 1 for seat in range(len(self.seats))]

    def record(self) -> GameRecord:
        """The game's record, seed included: given only once the game is over."""
        return GameRecord.of(self.state, list(self.seats))


def rebuild(row: TableRow, seat_rows: dict[int, SeatRow], moves: list[str], times: list[str | None],
            chat: list[ChatRow], with_agents: bool) -> Table:
    """A table replayed from its seed and moves through the contract, its log and clocks rebuilt
    on the way; its AI seats' agents (told of every move) only if `with_agents`."""
    seed, seats = int(row.seed), list(row.seats)
    state = load(row.game).new_state(len(seats), seed)
    agents = {i: make_agent(spec, agent_seed(seed, i)) for i, spec in enumerate(seats)
              if spec != HUMAN and with_agents}
    settings = row.settings or {}
    table = Table(row.id, seats, state, agents, {i: r.token_hash for i, r in seat_rows.items()},
                  names={i: r.name for i, r in seat_rows.items()},
                  statuses={i: r.status for i, r in seat_rows.items()}, private=bool(row.private),
                  clock=Clock(**settings["clock"]) if settings.get("clock") else None,
                  when_gone=settings.get("when_gone", "end"), outcome=row.outcome, rematch=row.rematch,
                  undos=row.undos or 0, chat=[message_of(c) for c in chat],
                  turn_started=seconds_of(row.created))
    for text, at in zip(moves, times, strict=True):
        action = table.state.game.parse_action(table.state, text)
        table.publish(*table.advance(action), seconds_of(at) if at is not None else None)
    return table


def message_of(row: ChatRow) -> dict[str, Any]:
    return {"seat": row.seat, "name": row.name, "text": row.text, "at": row.at}
