"""A table: a state that only the server changes, through the contract, and its log.

The log keeps, for every move, who made it and how each seat and a spectator read it
(`State.notation_seen_by` in the state the move was played in), so that a seat's view never
names what that seat may not know. The log is kept as the game is played and rebuilt by
replaying the moves when a table is read back from the database.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from realmkit.arena.match import agent_seed, ranks
from realmkit.core import Action, State, load
from realmkit.core.agent import Agent, make_agent
from realmkit.core.record import GameRecord
from realmkit.web.db import hash_token
from realmkit.web.errors import WebError

HUMAN = "human"


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

    @property
    def game_string(self) -> str:
        return str(self.state.game)

    @property
    def over(self) -> bool:
        return self.state.is_terminal()

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

    def open_seats(self) -> list[int]:
        return [seat for seat, known in self.token_hashes.items() if known is None]

    def advance(self, action: Action) -> tuple[State, Entry]:
        """The state after `action` (played on a copy) and the move's log entry; nothing changes."""
        entry = entry_of(self.state, action)
        after = self.state.clone()
        after.apply(action)
        return after, entry

    def publish(self, after: State, entry: Entry) -> None:
        """Make `after` the table's state, its move logged and told to the agents."""
        self.log.append(entry)
        self.state = after
        for agent in self.agents.values():
            agent.observe(after, after.history[-1])

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` (None: a spectator) is sent: its observation, its log, and its legal
        actions when it is to move. Nothing here depends on what `seat` may not know."""
        state = self.state
        moves = len(state.history)
        to_move = None if state.is_terminal() else state.current_player()
        mine = to_move is not None and seat == to_move
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
            "moves": moves,
            "log": [entry.seen_by(seat) for entry in self.log[:moves]],
            "observation": state.observation(seat),
            "legal_actions": [str(a) for a in state.legal_actions()] if mine else [],
            "over": to_move is None,
        }
        if to_move is None:
            returns = state.returns()
            view["result"] = {"scores": state.scores(), "returns": returns, "ranks": ranks(returns)}
        return view

    def record(self) -> GameRecord:
        """The game's record, seed included: given only once the game is over."""
        return GameRecord.of(self.state, list(self.seats))


def rebuild(table_id: str, game_text: str, seed: int, seats: list[str], token_hashes: dict[int, str | None],
            moves: list[str], with_agents: bool) -> Table:
    """A table replayed from its seed and moves through the contract, its log rebuilt on the way;
    its AI seats' agents (told of every move) only if `with_agents`."""
    state = load(game_text).new_state(len(seats), seed)
    agents = {i: make_agent(spec, agent_seed(seed, i)) for i, spec in enumerate(seats)
              if spec != HUMAN and with_agents}
    table = Table(table_id, seats, state, agents, token_hashes)
    for text in moves:
        table.publish(*table.advance(table.state.game.parse_action(table.state, text)))
    return table
