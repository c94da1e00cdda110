"""The Fantasy Realms hand scorer and card texts for the browser: the one game-specific
service of the web layer, over the same `score_hand` as the `score-hand` command (The Cursed
Hoard's new suits, the promos, the discard area and face-down Cursed Items included)."""

from __future__ import annotations

from typing import Any, Literal

from fastapi import APIRouter
from pydantic import BaseModel, Field

from realmkit.games.fantasy_realms.components.cards import PRINTED, SUITS, deck
from realmkit.games.fantasy_realms.items import ITEMS
from realmkit.games.fantasy_realms.score_hand import HandError, score_hand
from realmkit.web.errors import WebError
from realmkit.web.models import STRICT

router = APIRouter(prefix="/api/fantasy-realms", tags=["fantasy realms scorer"])
Suits = Literal["base", "cursed-hoard"]


class Hand(BaseModel):
    model_config = STRICT

    cards: list[str] = Field(max_length=12, description="card names")
    choose: dict[str, str] = Field(default_factory=dict, max_length=8,
                                   description="choices, e.g. {\"Mirage\": \"Rainstorm\"}; open: best")
    suits: Suits = Field("base", description="base, or cursed-hoard (The Cursed Hoard's new suits)")
    promos: bool = Field(False, description="the promo cards Jester and Phoenix")
    players: int | None = Field(None, ge=2, le=7, description="players at the table (Genie, Spyglass)")
    discard: list[str] = Field(default_factory=list, max_length=40, description="the discard area (Undead)")
    items: list[str] = Field(default_factory=list, max_length=24, description="face-down Cursed Items")


@router.get("/cards")
async def cards(suits: Suits = "base", promos: bool = False) -> list[dict[str, Any]]:
    """Every card in play with those options: name, suit, base strength, bonus and penalty text."""
    in_play = deck(suits, promos)
    return [{"name": c.name, "suit": SUITS[c.suit], "strength": c.strength, "bonus": c.bonus,
             "penalty": c.penalty} for c in PRINTED if in_play >> c.id & 1]


@router.get("/items")
async def items() -> list[dict[str, Any]]:
    """The 24 Cursed Items: name, printed value, timing and text."""
    return [{"name": i.name, "value": i.value, "timing": i.timing, "text": i.text} for i in ITEMS]


@router.post("/score")
async def score(hand: Hand) -> dict[str, Any]:
    """A hand's total and each card's breakdown, with the best choices for those left open."""
    try:
        return score_hand(hand.cards, hand.choose, suits=hand.suits, promos=hand.promos, players=hand.players,
                          discard=hand.discard, items=hand.items)
    except HandError as error:
        raise WebError(str(error), 422) from None
