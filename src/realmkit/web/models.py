"""The bodies the API reads: strict types (no `true` for a seat, no `"1"` for a number), no
unknown fields, bounded sizes."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

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


class Move(BaseModel):
    model_config = STRICT

    token: str = Field(max_length=200, description="the token of your seat")
    action: str = Field(max_length=200, description="the action's notation, one of legal_actions")


class Join(BaseModel):
    model_config = STRICT

    seat: int = Field(ge=0, description="an open human seat")
