"""The bodies the API reads: strict types (no `true` for a seat, no `"1"` for a number), no
unknown fields, bounded sizes."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from realmkit.web.clock import END, Clock
from realmkit.web.people import CHAT_LENGTH, NAME_LENGTH
from realmkit.web.service import MAX_SEED

STRICT = ConfigDict(strict=True, extra="forbid")


def digits(value: object) -> object:
    """A number in a path or query is written in digits only: not `1.0`, `true` or `+1`."""
    if isinstance(value, str) and not (value.isascii() and value.isdigit()):
        raise ValueError("expected a whole number written in digits")
    return value


Count = Annotated[int, BeforeValidator(digits)]
"""A whole number from a path or a query string."""


class NewTable(BaseModel):
    model_config = STRICT

    game: str = Field(max_length=500, description="a game string, e.g. \"fantasy-realms(variant=chaos)\"")
    seats: list[str] = Field(min_length=1, max_length=16,
                             description="per seat: \"human\" or an agent spec such as \"mcts\"")
    seed: int | None = Field(default=None, ge=0, le=MAX_SEED,
                             description="the game's seed, only for a table with one human seat and none "
                                         "open; otherwise the server draws it and keeps it secret until "
                                         "the game is over")
    open: list[int] = Field(default_factory=list, max_length=16,
                            description="human seats left open for others to join")
    name: str | None = Field(default=None, max_length=4 * NAME_LENGTH,
                             description="your name at the table (no account: held by your browser's key)")
    key: str | None = Field(default=None, max_length=128, description="your browser's key, with a name")
    private: bool = Field(default=False, description="not listed in the lobby nor the archive; open seats "
                                                      "are taken by their invitation links")
    clock: Clock | None = Field(default=None, description="no clock if absent")
    when_gone: str = Field(default=END, max_length=200,
                           description="a seat whose person resigns, leaves or runs out of time: \"end\" "
                                       "ends the table; an AI player such as \"greedy\" takes the seat")


class Move(BaseModel):
    model_config = STRICT

    token: str = Field(max_length=200, description="the token of your seat")
    action: str = Field(max_length=200, description="the action's notation, one of legal_actions")


class Join(BaseModel):
    model_config = STRICT

    seat: int = Field(ge=0, description="an open human seat")
    name: str | None = Field(default=None, max_length=4 * NAME_LENGTH, description="your name at the table")
    key: str | None = Field(default=None, max_length=128, description="your browser's key, with a name")


class Claim(BaseModel):
    model_config = STRICT

    link: str = Field(max_length=200, description="the seat's link (an invitation, or your own seat's)")
    name: str | None = Field(default=None, max_length=4 * NAME_LENGTH,
                             description="your name, when the link invites you to an open seat")
    key: str | None = Field(default=None, max_length=128, description="your browser's key, with a name")


class Token(BaseModel):
    model_config = STRICT

    token: str = Field(max_length=200, description="the token of your seat")


class Answer(BaseModel):
    model_config = STRICT

    token: str = Field(max_length=200, description="the token of your seat")
    accept: bool = Field(description="true to take the moves back, false to refuse")


class Say(BaseModel):
    model_config = STRICT

    token: str = Field(max_length=200, description="the token of your seat")
    text: str = Field(max_length=4 * CHAT_LENGTH, description=f"plain text, at most {CHAT_LENGTH} characters")
