"""The Fantasy Realms hand scorer and card texts for the browser: the one game-specific
service of the web layer, over the same `score_hand` as the `score-hand` command."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field

from realmkit.games.fantasy_realms.cards import CARDS, SUITS
from realmkit.games.fantasy_realms.score_hand import HandError, score_hand
from realmkit.web.tables import WebError

router = APIRouter(prefix="/api/fantasy-realms", tags=["fantasy realms scorer"])


class Hand(BaseModel):
    cards: list[str] = Field(max_length=12, description="card names")
    choose: dict[str, str] = Field(default_factory=dict, max_length=8,
                                   description="choices, e.g. {\"Mirage\": \"Rainstorm\"}; open: best")


@router.get("/cards")
async def cards() -> list[dict[str, Any]]:
    """Every card: name, suit, base strength, bonus and penalty text."""
    return [{"name": c.name, "suit": SUITS[c.suit], "strength": c.strength, "bonus": c.bonus,
             "penalty": c.penalty} for c in CARDS]


@router.post("/score")
async def score(hand: Hand) -> dict[str, Any]:
    """A hand's total and each card's breakdown, with the best choices for those left open."""
    try:
        return score_hand(hand.cards, hand.choose)
    except HandError as error:
        raise WebError(str(error), 422) from None
