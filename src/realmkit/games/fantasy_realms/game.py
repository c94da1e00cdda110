"""Fantasy Realms: the game, its settings and variants (its actions are in actions.py, its AI
in ai/, its own players in players/)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from realmkit.core import Game, GameSpec, GameStringError, register
from realmkit.core.actions import ActionTable
from realmkit.core.options import option
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import FantasyRealmsAction
from realmkit.games.fantasy_realms.components.cards import NUM_CARDS, PRINTED, PROMO_CARDS, SUITS, deck
from realmkit.games.fantasy_realms.items import ITEMS
from realmkit.games.fantasy_realms.items.actions import read_item_action
from realmkit.games.fantasy_realms.state import FantasyRealmsState


@dataclass(frozen=True)
class FantasyRealmsSettings:
    """The options of a game of Fantasy Realms."""

    variant: str = option("base", "base (3-6 players), two-player (2), or chaos (Chaos Realms, 3-7)",
                          choices=("base", "two-player", "chaos"))
    trade_rounds: int = option(3, "Chaos Realms: rounds of the trading period, each player making "
                               "one trade offer per round", minimum=1, maximum=20)
    cursed_items: bool = option(False, "The Cursed Hoard's 24 Cursed Items: one face up before each "
                                "player, to use, discard or keep on each turn (not with chaos)")
    suits: str = option("base", "base (53 cards) or cursed-hoard (The Cursed Hoard's new suits: 68 "
                        "cards, deal 8, end at 12 discards)", choices=("base", "cursed-hoard"))
    promos: bool = option(False, "add the promo cards Jester and Phoenix")
    phoenix: str = option("deluxe", "with promos: the Phoenix printing, deluxe or promo (the original "
                          "text)", choices=("deluxe", "promo"))

    @property
    def base_deck(self) -> bool:
        """The 53 cards of the base game alone: no new suits, promos or Cursed Items."""
        return self.suits == "base" and not self.promos and not self.cursed_items


PLAYERS = {"base": (3, 6), "two-player": (2, 2), "chaos": (3, 7)}


@register
class FantasyRealms(Game[FantasyRealmsAction, FantasyRealmsState]):
    """Draw and discard to build the best seven-card hand of 53 cards with bonuses and penalties."""

    spec = GameSpec(
        id="fantasy-realms",
        title="Fantasy Realms",
        min_players=2,
        max_players=7,
        settings=FantasyRealmsSettings,
        has_chance=True,
        hidden_information=True,
        ai="realmkit.games.fantasy_realms.ai:FantasyRealmsAI",
        summary="card game: draw, take and discard to score the best hand; variants two-player and chaos",
        rules=(
            "Hold the best seven-card hand. On your turn take one card, from the deck or from the "
            "discard area, then discard one card face up into the discard area. The game ends when "
            "the discard area holds ten cards (the two-player and Chaos variants change this: see "
            "docs/rules/fantasy-realms.md). Each card scores its base strength plus its bonus, minus "
            "its penalty; a BLANKED card counts nothing. The highest hand wins. 'card NAME' shows a "
            "card's text. With cursed_items=true each player has a Cursed Item face up, to use "
            "(it then lies face down and scores its value at the end), discard, or keep."
        ),
        tensor="realmkit.games.fantasy_realms.tensor:FantasyRealmsTensor",
        configurations=(
            ("fantasy-realms", 3),
            ("fantasy-realms", 6),
            ("fantasy-realms(variant=two-player)", 2),
            ("fantasy-realms(variant=chaos)", 3),
            ("fantasy-realms(trade_rounds=1,variant=chaos)", 7),
            ("fantasy-realms(cursed_items=true)", 4),
            ("fantasy-realms(cursed_items=true,variant=two-player)", 2),
            ("fantasy-realms(suits=cursed-hoard)", 4),
            ("fantasy-realms(promos=true,suits=cursed-hoard)", 6),
            ("fantasy-realms(promos=true)", 3),
            ("fantasy-realms(suits=cursed-hoard,variant=two-player)", 2),
            ("fantasy-realms(phoenix=promo,promos=true,suits=cursed-hoard,trade_rounds=1,variant=chaos)", 7),
            ("fantasy-realms(cursed_items=true,promos=true,suits=cursed-hoard)", 3),
        ),
    )

    settings: FantasyRealmsSettings

    def validate_options(self) -> None:
        settings = self.settings
        if settings.variant != "chaos" and settings.trade_rounds != 3:
            raise GameStringError("option trade_rounds applies only to variant=chaos")
        if settings.variant == "chaos" and settings.cursed_items:
            raise GameStringError("option cursed_items=true is not played with variant=chaos (Chaos Realms "
                                  "has no turns to use the items in); use variant=base or variant=two-player")
        if settings.phoenix != "deluxe" and not settings.promos:
            raise GameStringError("option phoenix applies only with promos=true")

    def adviser(self) -> str:
        """fr-expert where it plays (the base deck without the Cursed Items; docs/ai.md)."""
        return "fr-expert" if self.settings.base_deck and not self.settings.cursed_items else ""

    def player_range(self) -> tuple[int, int]:
        return PLAYERS[self.settings.variant]

    def _new_state(self, num_players: int, seed: int) -> FantasyRealmsState:
        return FantasyRealmsState(self, num_players, seed)

    def components(self) -> dict[str, Any]:
        """Every card in play with these options, as printed (name, suit, base strength, bonus
        and penalty text, and its set: base, The Cursed Hoard or promo), and with cursed_items
        the 24 Cursed Items (printed value, timing, text)."""
        settings = self.settings
        in_play = deck(settings.suits, settings.promos, settings.phoenix)
        cards = [{"name": c.name, "suit": SUITS[c.suit], "strength": c.strength, "bonus": c.bonus,
                  "penalty": c.penalty, "set": "base" if c.id < NUM_CARDS else "promo"
                  if PROMO_CARDS >> c.id & 1 else "The Cursed Hoard"}
                 for c in PRINTED if in_play >> c.id & 1]
        items = [{"name": i.name, "value": i.value, "timing": i.timing, "text": i.text} for i in ITEMS]
        return {"cards": cards, "items": items if settings.cursed_items else []}

    def action_table(self) -> ActionTable[FantasyRealmsAction]:
        return act.action_table(self.settings.cursed_items)

    def read_action(self, state: FantasyRealmsState, text: str) -> FantasyRealmsAction:
        """Read `draw`, `take CARD`, `discard CARD`, ... with card names among the cards in play,
        in any case and without accents; an action not legal now is refused with the reason."""
        if self.settings.cursed_items:
            item_action = read_item_action(text, state.cards)
            if item_action is not None:
                return item_action
        return act.read(text, state.cards)
