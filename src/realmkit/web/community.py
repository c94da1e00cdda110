"""What the tables of a server add up to: Elo ratings per game and name, a review of a finished
game's moves, and Rolling Realms' solo challenge of the day with its leaderboard.

Everything is read from the tables the database keeps; a finished table never changes, so
what is read of it (its places, its review) is kept in memory by table id.
"""

from __future__ import annotations

import datetime
import random
import threading
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import FastAPI, Query
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from realmkit.arena.ratings import Finished, leaderboard
from realmkit.arena.review import review, reviewer_for
from realmkit.core import RealmkitError, load, specs
from realmkit.games.rolling_realms.realms import SETS
from realmkit.web import archive, people
from realmkit.web.db import TableRow
from realmkit.web.errors import WebError
from realmkit.web.service import TableService

HUMAN = "human"
GUEST = "a guest"
"""The name of a human seat that gave none."""
CHALLENGE_GAME = "rolling-realms"
REVIEWED_SEATS = 64
"""Reviews kept in memory (each a finished table's seat); the oldest go first."""


@dataclass(frozen=True)
class Played:
    """What a finished table's game came to: its game id, the names by seat, their places and
    scores, whether the game was played to its end, and when the table ended."""

    game: str
    names: tuple[str, ...]
    places: tuple[int, ...]
    scores: tuple[float, ...]
    complete: bool
    ended: str


class Challenge(BaseModel):
    """A request to play today's challenge under a name held by this browser's key."""

    model_config = ConfigDict(extra="forbid", strict=True)
    name: str | None = Field(default=None, max_length=200)
    key: str | None = Field(default=None, max_length=200)


class Community:
    """The server's ratings, reviews and challenges, read from `service`'s database."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.played: dict[str, Played] = {}
        self.reviews: dict[tuple[str, int], dict[str, Any]] = {}
        self.reviewing = threading.Lock()  # one review at a time: each replays a whole game

    def finished(self, session: Session, game: str | None = None) -> list[Played]:
        """The finished tables (of one game string, if given), oldest first."""
        query = select(TableRow).where(TableRow.finished.is_(True))
        if game is not None:
            query = query.where(TableRow.game == game)
        rows = session.scalars(query.order_by(TableRow.ended, TableRow.created)).all()
        return [self._played(session, row) for row in rows]

    def _played(self, session: Session, row: TableRow) -> Played:
        if row.id not in self.played:
            table = archive.read(session, row, with_agents=False)
            state = table.state
            names = tuple((table.names.get(i) or GUEST) if spec == HUMAN else f"{spec}{people.AI}"
                          for i, spec in enumerate(row.seats))
            outcome = state.outcome()
            self.played[row.id] = Played(
                state.game.spec.id, names, outcome.places if outcome else (), tuple(state.scores()),
                outcome is not None, row.ended or "")
        return self.played[row.id]

    def ratings(self, game_id: str) -> list[dict[str, Any]]:
        """The leaderboard of `game_id`: every name that finished one of its games by the rules
        (a table ended by a resignation or a seat gone is not rated), the highest first."""
        if game_id not in {spec.id for spec in specs()}:
            raise WebError(f"game: no game {game_id!r}; games: {', '.join(s.id for s in specs())}", 404)
        cooperative = load(game_id).spec.cooperative
        title = load(game_id).spec.title
        with self.service.sessions() as session:
            games = [Finished(p.names, p.places, cooperative, title) for p in self.finished(session)
                     if p.game == game_id and p.complete]
        return [{"name": r.name, "rating": round(r.rating, 1), "games": r.games, "wins": r.wins}
                for r in leaderboard(games)]

    def review(self, table_id: str, token: str | None) -> dict[str, Any]:
        """The review of the moves of the seat whose token is given, once its table is over."""
        table = self.service.get(table_id)
        seat = table.seat_of(token)
        if seat is None:
            raise WebError("token: a review is of your own moves; give your seat's token", 403)
        if not table.over:
            raise WebError("a game is reviewed once it is over", 409)
        key = (table_id, seat)
        if key not in self.reviews:
            if not table.state.is_terminal():
                raise WebError("this table ended before its game did: there is no game to review", 409)
            record = table.record()
            with self.reviewing:
                spec = reviewer_for(table.state.game)
                moves = review(record, [seat], spec)
            if len(self.reviews) >= REVIEWED_SEATS:
                del self.reviews[next(iter(self.reviews))]
            self.reviews[key] = {
                "reviewer": spec, "seat": seat,
                "unit": "points" if table.state.game.spec.id == "fantasy-realms" else "standing (-1 to 1)",
                "moves": [m.to_dict() for m in moves]}
        return self.reviews[key]

    def challenge(self, day: datetime.date) -> dict[str, Any]:
        """The challenge of `day` (its game string) and its leaderboard: the stars of every
        finished game of it, the most first."""
        game = challenge_game(day)
        with self.service.sessions() as session:
            played = [p for p in self.finished(session, game) if p.complete]
        board = [{"name": p.names[0], "stars": p.scores[0], "ended": p.ended}
                 for p in sorted(played, key=lambda p: (-p.scores[0], p.ended))]
        return {"day": day.isoformat(), "game": game, "leaderboard": board}

    def start_challenge(self, day: datetime.date, player: people.Player | None) -> dict[str, Any]:
        """A table of `day`'s challenge for one person: the same realms and rolls as everyone's
        that day (the seed of the day's first challenge table, drawn by the server and shown
        to none until their own game is over)."""
        game = challenge_game(day)
        with self.service.sessions() as session:
            first = session.scalars(select(TableRow.seed).where(TableRow.game == game)
                                    .order_by(TableRow.created).limit(1)).first()
        seed = None if first is None else int(first)
        table, tokens, links = self.service.create(game, [HUMAN], seed, None, player, True)
        return {"table": table.id, "tokens": tokens, "links": links}


def challenge_game(day: datetime.date) -> str:
    """The game string of `day`'s challenge: one player, nine realms of the base set drawn
    from the date, three a round."""
    base = sorted(realm.id for realm in SETS["base"])
    realms = random.Random(f"challenge:{day.isoformat()}").sample(base, 9)
    return f"{CHALLENGE_GAME}(realms={'+'.join(realms)})"


def install(app: FastAPI, service: TableService) -> Community:
    """The leaderboard, review and challenge routes on `app`."""
    community = Community(service)

    @app.get("/api/leaderboard/{game_id}")
    async def ratings(game_id: str) -> dict[str, Any]:
        """Elo ratings of every player name and AI that finished a game of `game_id` here."""
        return {"game": game_id, "ratings": await run_in_threadpool(community.ratings, game_id)}

    @app.get("/api/tables/{table_id}/review")
    async def reviewed(table_id: str,
                       token: Annotated[str | None, Query(max_length=200)] = None) -> dict[str, Any]:
        """Your moves in a finished game beside the reviewer's (the game's adviser: fr-expert in
        base Fantasy Realms, mcts elsewhere) and what it expected to gain, valued from what you
        knew."""
        try:
            return await run_in_threadpool(community.review, table_id, token)
        except RealmkitError as error:
            raise WebError(str(error), 409) from None

    @app.get("/api/challenge")
    async def today() -> dict[str, Any]:
        """Today's Rolling Realms solo challenge (UTC) and its leaderboard."""
        return await run_in_threadpool(community.challenge, datetime.datetime.now(datetime.UTC).date())

    @app.post("/api/challenge")
    async def play_today(body: Challenge) -> dict[str, Any]:
        """A table of today's challenge for you: its id and your seat's token and link."""
        player = people.player_of(body.name, body.key)
        return await run_in_threadpool(community.start_challenge, datetime.datetime.now(datetime.UTC).date(),
                                       player)

    return community
