"""Fantasy Realms: the game, its options and variants and the action encoding (its AI is in ai/)."""

from __future__ import annotations

from typing import Any

from realmkit.core import Game, GameSpec, GameStringError, IllegalActionError, Option, State, register
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.cards import NUM_CARDS, PRINTED, PROMO_CARDS, SUITS, deck
from realmkit.games.fantasy_realms.items import ITEMS
from realmkit.games.fantasy_realms.items.actions import (
    ALL_ITEM_ACTIONS,
    ITEM_ACTION_ID,
    ItemAction,
    read_item_action,
)
from realmkit.games.fantasy_realms.state import FantasyRealmsState

PLAYERS = {"base": (3, 6), "two-player": (2, 2), "chaos": (3, 7)}


@register
class FantasyRealms(Game):
    """Draw and discard to build the best seven-card hand of 53 cards with bonuses and penalties."""

    spec = GameSpec(
        id="fantasy-realms",
        title="Fantasy Realms",
        min_players=2,
        max_players=7,
        options=(
            Option("variant", "base", "base (3-6 players), two-player (2), or chaos (Chaos Realms, 3-7)",
                   choices=("base", "two-player", "chaos")),
            Option("trade_rounds", 3, "Chaos Realms: rounds of the trading period, each player making "
                   "one trade offer per round", minimum=1, maximum=20),
            Option("cursed_items", False, "The Cursed Hoard's 24 Cursed Items: one face up before each "
                   "player, to use, discard or keep on each turn (not with chaos)"),
            Option("suits", "base", "base (53 cards) or cursed-hoard (The Cursed Hoard's new suits: 68 "
                   "cards, deal 8, end at 12 discards)", choices=("base", "cursed-hoard")),
            Option("promos", False, "add the promo cards Jester and Phoenix"),
            Option("phoenix", "deluxe", "with promos: the Phoenix printing, deluxe or promo (the original "
                   "text)", choices=("deluxe", "promo")),
        ),
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

    def validate_options(self) -> None:
        if self.options["variant"] != "chaos" and self.options["trade_rounds"] != 3:
            raise GameStringError("option trade_rounds applies only to variant=chaos")
        if self.options["variant"] == "chaos" and self.options["cursed_items"]:
            raise GameStringError("option cursed_items=true is not played with variant=chaos (Chaos Realms "
                                  "has no turns to use the items in); use variant=base or variant=two-player")
        if self.options["phoenix"] != "deluxe" and not self.options["promos"]:
            raise GameStringError("option phoenix applies only with promos=true")

    def player_range(self) -> tuple[int, int]:
        return PLAYERS[str(self.options["variant"])]

    def _new_state(self, num_players: int, seed: int) -> State:
        return FantasyRealmsState(self, num_players, seed)

    def components(self) -> dict[str, Any]:
        """Every card in play with these options, as printed (name, suit, base strength, bonus
        and penalty text, and its set: base, The Cursed Hoard or promo), and with cursed_items
        the 24 Cursed Items (printed value, timing, text)."""
        in_play = deck(str(self.options["suits"]), bool(self.options["promos"]), str(self.options["phoenix"]))
        cards = [{"name": c.name, "suit": SUITS[c.suit], "strength": c.strength, "bonus": c.bonus,
                  "penalty": c.penalty, "set": "base" if c.id < NUM_CARDS else "promo"
                  if PROMO_CARDS >> c.id & 1 else "The Cursed Hoard"}
                 for c in PRINTED if in_play >> c.id & 1]
        items = [{"name": i.name, "value": i.value, "timing": i.timing, "text": i.text} for i in ITEMS]
        return {"cards": cards, "items": items if self.options["cursed_items"] else []}

    def num_distinct_actions(self) -> int:
        """The cards' actions, then with Cursed Items the items' actions."""
        return len(act.ALL_ACTIONS) + (len(ALL_ITEM_ACTIONS) if self.options["cursed_items"] else 0)

    def action_to_id(self, action: Action | ItemAction) -> int:  # type: ignore[override]
        try:
            if isinstance(action, ItemAction) and self.options["cursed_items"]:
                return len(act.ALL_ACTIONS) + ITEM_ACTION_ID[action]
            return act.ACTION_ID[action]  # type: ignore[index]
        except (KeyError, TypeError):
            raise IllegalActionError(f"{action!r} is not a Fantasy Realms action") from None

    def _id_to_action(self, action_id: int) -> Action | ItemAction:
        if self.options["cursed_items"] and len(act.ALL_ACTIONS) <= action_id < self.num_distinct_actions():
            return ALL_ITEM_ACTIONS[action_id - len(act.ALL_ACTIONS)]
        return act.action_from_id(action_id)

    def read_action(self, state: State, text: str) -> Action | ItemAction:
        """Read `draw`, `take CARD`, `discard CARD`, ...; an action not legal now is refused with
        the reason."""
        if self.options["cursed_items"]:
            item_action = read_item_action(text, state.cards)  # type: ignore[attr-defined]
            if item_action is not None:
                return item_action
        return act.read(text, state.cards)  # type: ignore[attr-defined]
