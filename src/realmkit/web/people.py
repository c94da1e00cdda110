"""The people at a table, without accounts: names held by a browser's key, seat links, chat.

A name is held by the first browser key that used it (its SHA-256 is kept, never the key), so
that nobody else plays under it. Every human seat has a link: an open seat's link invites
someone to it; a taken seat's link gives the seat to the device that opens it (a lost device's
token stops working). Each use of a link gives the seat a new token and a new link, so a link
is spent once used: the host who sent an invitation cannot take the seat back with it.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from realmkit.web import archive
from realmkit.web.db import ChatRow, PlayerRow, SeatRow, hash_token, now
from realmkit.web.errors import WebError
from realmkit.web.tables import Table, message_of

if TYPE_CHECKING:
    from realmkit.web.service import TableService

NAME_LENGTH = 32
AI = " (AI)"
"""Added to an AI seat's spec to rate it under a name no person may take."""
KEY = re.compile(r"[A-Za-z0-9_-]+")
CHAT_LENGTH = 300
GONE = {"resigned": "you resigned at this table", "left": "you left this table",
        "timed out": "your time ran out at this table"}


@dataclass(frozen=True, slots=True)
class Player:
    """A name and the browser key that holds it."""

    name: str
    key: str


def player_of(name: str | None, key: str | None) -> Player | None:
    """The player a body names (None when it gives no name); a name needs its browser's key."""
    if name is None:
        return None
    name = name.strip()
    if not 1 <= len(name) <= NAME_LENGTH or not name.isprintable():
        raise WebError(f"name: expected 1 to {NAME_LENGTH} printable characters", 422)
    if name.casefold().endswith(AI.casefold()):
        raise WebError(f"name: {AI.strip()!r} at the end of a name marks the AI players on the leaderboard; "
                       "choose another name", 422)
    if key is None or not 16 <= len(key) <= 128 or not KEY.fullmatch(key):
        raise WebError("key: a name needs its browser's key, 16 to 128 letters, digits, '-' or '_' "
                       "(the page makes one and keeps it in localStorage)", 422)
    return Player(name, key)


def hold(session: Session, player: Player) -> str:
    """The player's name, held for its key from now on; a name another key holds is refused."""
    folded = player.name.casefold()
    row = session.get(PlayerRow, folded)
    if row is None:
        session.add(PlayerRow(folded=folded, name=player.name, key_hash=hash_token(player.key),
                              created=now()))
        return player.name
    if not secrets.compare_digest(row.key_hash, hash_token(player.key)):
        raise WebError(f"the name {row.name!r} is held by another browser; choose another name", 409)
    return row.name


def check_present(table: Table, seat: int | None) -> int:
    """`seat`, a seat whose person is still at the table; spectators and gone seats are refused."""
    if seat is None:
        raise WebError("token: expected the token of your seat", 403)
    status = table.statuses.get(seat)
    if status is not None:
        raise WebError(f"{GONE[status]}; your seat is no longer yours to play", 409)
    return seat


def claim(service: TableService, table_id: str, link: str, player: Player | None) -> dict[str, Any]:
    """Take the seat a link names: an open seat is joined under `player`'s name; a taken seat
    moves to this device. The seat gets a new token and a new link, given once."""
    table = service.playing(table_id)
    token, new_link = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
    with service.sessions.begin() as session:
        row = session.scalars(select(SeatRow).where(SeatRow.table_id == table_id,
                                                    SeatRow.link_hash == hash_token(link))).first()
        if row is None:
            raise WebError("this link holds no seat at this table (a link is spent once used: "
                           "ask for the seat's new link)", 403)
        check_present(table, row.seat)
        if row.token_hash is None and player is not None:
            row.name = hold(session, player)
        row.token_hash, row.link_hash = hash_token(token), hash_token(new_link)
        seat, name = row.seat, row.name
    table.token_hashes[seat], table.names[seat] = hash_token(token), name
    service.announce(table)
    return {"table": table_id, "seat": seat, "token": token, "link": new_link}


def say(service: TableService, table_id: str, token: str, text: str) -> list[dict[str, Any]]:
    """A seat's chat message, saved and shown to the table (also once the game is over):
    plain text, without control characters, at most CHAT_LENGTH characters."""
    text = text.strip()
    if not 1 <= len(text) <= CHAT_LENGTH or any(not c.isprintable() for c in text):
        raise WebError(f"text: expected 1 to {CHAT_LENGTH} characters of plain text on one line", 422)
    table = service.tables.get(table_id) or archive.load(service.sessions, table_id)
    seat = table.seat_of(token)
    if seat is None:
        raise WebError("token: only the table's seats write in its chat; spectators read it", 403)
    row = ChatRow(table_id=table_id, seat=seat, name=table.names.get(seat), text=text, at=now())
    with table.lock:
        with service.sessions.begin() as session:
            session.add(row)
        table.chat.append(message_of(row))
    service.announce(table)
    return table.chat
