"""A game of Fantasy Realms in play: base game, two-player Realms and Chaos Realms.

Hands, the deck and the discard area are bitmasks / lists of card ids. Phases:
TURN (draw or take), DISCARD, OFFER and REPLY (Chaos Realms trading), GENIE, NECROMANCER and KEEP
(the end-of-game draws: Leprechaun, then Genie, then Necromancer), OVER; with Cursed Items, also
the items' own phases (items.state.ITEM_PHASES; the items' state is `cursed`, None without them).
"""

from __future__ import annotations

import random
from typing import Any

from realmkit.core import GAME_OVER, TERMINAL, Game, State
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.cards import (
    GENIE,
    LEPRECHAUN,
    NAMES,
    NECROMANCERS,
    PRINTED_SUIT_MASK,
    RAISE_SUITS,
    STRENGTH,
    deck,
    ids,
)
from realmkit.games.fantasy_realms.hidden import deal_anew, notation_seen_by
from realmkit.games.fantasy_realms.items import hooks as items
from realmkit.games.fantasy_realms.items.state import Cursed
from realmkit.games.fantasy_realms.scoring import Table, best_total

TURN, DISCARD, OFFER, REPLY, NECROMANCER_PHASE, KEEP, OVER = (
    "turn", "discard", "offer", "reply", "necromancer", "keep", "over")
GENIE_PHASE = "genie"
HAND_SIZE = 7
BASE_END = 10
TWO_PLAYER_END = 12
HOARD_HAND, HOARD_END, HOARD_TWO_PLAYER_END, HOARD_CAP = 8, 12, 14, 9
"""With The Cursed Hoard's new suits: deal (or build to) 8 cards; the game ends at 12 cards in the
discard area (two players: both hold 8 and 14 in the discard area); a hand keeps its best 9."""
RAISABLE = {card: sum(PRINTED_SUIT_MASK[s] for s in suits) for card, suits in RAISE_SUITS.items()}
"""What each Necromancer may take from the discard area (by printed suit)."""


class FantasyRealmsState(State):
    """Whose turn it is, the hands (hidden), the deck, the discard area (public)."""

    def __init__(self, game: Game, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.variant = str(game.options["variant"])
        self.trade_rounds = int(game.options["trade_rounds"])
        hoard = game.options["suits"] == "cursed-hoard"
        options = game.options
        self.cards = deck(str(options["suits"]), bool(options["promos"]), str(options["phoenix"]))
        self.hand_size = HOARD_HAND if hoard else HAND_SIZE
        self.end = (HOARD_TWO_PLAYER_END if self.variant == "two-player" else HOARD_END) if hoard else \
            TWO_PLAYER_END if self.variant == "two-player" else BASE_END
        self.cap = HOARD_CAP if hoard else items.HAND_CAP if options["cursed_items"] else 0
        cards = ids(self.cards)
        self.rng.shuffle(cards)
        self.deck = cards
        self.hands = [0] * num_players
        if self.variant != "two-player":
            for p in range(num_players):
                for _ in range(self.hand_size):
                    self.hands[p] |= 1 << cards.pop()
        self.discard: list[int] = []
        self.known = 0          # cards in hands whose holder everyone knows
        self.drawn = 0          # two-player setup: the two cards drawn, one to discard
        self.taken = -1         # the card taken from the discard area this turn
        self.pending = 0        # Chaos Realms Necromancer: the three cards drawn
        self.deck_seen = -1     # the seat that looked through the deck at the end (the Genie's)
        self.unheld = 0         # cards everyone knows are in the deck: end-of-game draws not made
        self.offer: tuple[int, int, int] | None = None   # (from, to, card)
        self.round = 0
        self.offers_made = 0
        self.player = self.rng.randrange(num_players)
        self.ender = -1         # the player whose turn ended the game
        self.phase = OFFER if self.variant == "chaos" else TURN
        self.cursed: Cursed | None = items.deal(self) if game.options["cursed_items"] else None

    # --- whose turn, and what may be done -------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.player

    def legal_actions(self) -> list[Action]:  # type: ignore[override]
        phase, hand = self.phase, self.hands[self.player]
        if self.cursed is not None and phase in items.ITEM_PHASES:
            return items.phase_actions(self)
        if phase == TURN:
            out = [act.DRAW] if self.deck else []
            if self.cursed is not None:
                takeable = items.takeable(self, self.player)
                out += [act.TAKE[c] for c in sorted(self.discard) if takeable >> c & 1]
                return out + items.turn_actions(self)
            return out + [act.TAKE[c] for c in sorted(self.discard)]
        if phase == DISCARD:
            options = self.drawn or hand & ~(1 << self.taken if self.taken >= 0 else 0)
            discards = [act.DISCARD[c] for c in ids(options)]
            return discards if self.cursed is None else items.with_discards(self, discards)
        if phase == OFFER:
            return [act.PASS] + [act.OFFER[c][p] for c in ids(hand)
                                 for p in range(self.num_players) if p != self.player]
        if phase == REPLY:
            return [act.REFUSE] + [act.ACCEPT[c] for c in ids(hand)]
        if phase == NECROMANCER_PHASE:
            if self.variant == "chaos":
                return [act.NECROMANCER_PASS, act.NECROMANCER_DRAW]
            raisable = RAISABLE[self._necromancer(self.player)]
            if self.cursed is not None:
                raisable &= items.takeable(self, self.player)
            return [act.NECROMANCER_PASS] + [act.RAISE[c] for c in sorted(self.discard) if raisable >> c & 1]
        if phase == GENIE_PHASE:
            return [act.GENIE[c] for c in sorted(self.deck)]
        if phase == KEEP:
            return [act.KEEP[c] for c in ids(self.pending)]
        return []

    def _illegal_reason(self, action: object) -> str | None:
        if self.phase == OVER:
            return GAME_OVER
        if self.cursed is not None and (not isinstance(action, Action) or self.phase in items.ITEM_PHASES):
            return items.item_reason(self, action)
        if not isinstance(action, Action) or action not in act.ACTION_ID:
            return f"{action!r} is not a Fantasy Realms action; actions are: {act.NOTATION}"
        if action in self.legal_actions():
            return None
        return self._why_not(action)

    def _why_not(self, action: Action) -> str:
        phase, kind = self.phase, action.kind
        name = NAMES[action.card] if action.card >= 0 else ""
        hand = self.hands[self.player]
        wanted = {TURN: "draw or take a card from the discard area", DISCARD: "discard a card",
                  OFFER: "offer a card in trade or pass", REPLY: "accept the offer (accept CARD) or refuse",
                  NECROMANCER_PHASE: "use the Necromancer or pass", KEEP: "keep one of the three cards drawn",
                  GENIE_PHASE: "put one card of the deck in the hand (genie CARD)"}
        expected = {TURN: ("draw", "take"), DISCARD: ("discard",), OFFER: ("offer", "pass"),
                    REPLY: ("accept", "refuse"), KEEP: ("keep",),
                    NECROMANCER_PHASE: ("necromancer", "necromancer pass", "necromancer draw"),
                    GENIE_PHASE: ("genie",)}
        if kind not in expected[phase]:
            return f"'{action}' is not possible now: Player {self.player + 1} must {wanted[phase]}"
        if kind == "draw":
            return "the deck is empty; take a card from the discard area"
        if kind == "necromancer" and self.variant == "chaos":
            return "in Chaos Realms the Necromancer draws three cards (necromancer draw) or passes"
        if kind in ("take", "necromancer") and action.card not in self.discard:
            return f"{name} is not in the discard area"
        if kind in ("take", "necromancer") and self.cursed is not None and \
                not items.takeable(self, self.player) >> action.card & 1:
            return f"{name} lies under another player's Sealed Vault: only that player may take it"
        if kind == "necromancer" and action.card >= 0:
            return f"the Necromancer takes only an Army, Leader, Wizard or Beast (or Undead), not {name}"
        if kind == "genie":
            return f"{name} is not in the deck"
        if kind == "necromancer draw":
            return "the Necromancer draws three cards only in Chaos Realms"
        if kind in ("discard", "offer", "accept") and not hand >> action.card & 1:
            return f"{name} is not in your hand"
        if kind == "discard" and self.drawn:
            return "discard one of the two cards you drew: " + " or ".join(NAMES[c] for c in ids(self.drawn))
        if kind == "discard":
            return f"{name} was just taken from the discard area and cannot be discarded this turn"
        if kind == "offer" and action.seat == self.player:
            return "you cannot offer a card to yourself; offer it to another player"
        if kind == "offer":
            return f"there is no player {action.seat + 1}: players are numbered 1-{self.num_players}"
        if kind == "keep":
            return f"{name} is not among the three cards drawn"
        return f"{action} is not legal now"

    # --- playing ----------------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:  # type: ignore[override]
        if self.cursed is not None and items.before(self, action):
            return
        self._play(action)
        if self.cursed is not None:
            items.after(self, action)

    def _play(self, action: Action) -> None:
        kind, card, p = action.kind, action.card, self.player
        bit = 1 << card if card >= 0 else 0
        if kind == "draw":
            if self.variant == "two-player" and self.hands[p].bit_count() < self.hand_size:
                first, second = self.deck.pop(), self.deck.pop()
                self.drawn = 1 << first | 1 << second
                self.hands[p] |= self.drawn
            else:
                self.hands[p] |= 1 << self.deck.pop()
            self.phase = DISCARD
        elif kind == "take":
            self.discard.remove(card)
            self.hands[p] |= bit
            self.known |= bit
            if self.variant == "two-player" and self.hands[p].bit_count() <= self.hand_size:
                self._end_turn()
            else:
                self.taken = card
                self.phase = DISCARD
        elif kind == "discard":
            self.hands[p] &= ~bit
            self.known &= ~bit
            self.discard.append(card)
            self.drawn, self.taken = 0, -1
            self._end_turn()
        elif kind == "offer":
            self.offer = (p, action.seat, card)
            self.known |= bit
            self.player, self.phase = action.seat, REPLY
        elif kind in ("accept", "refuse"):
            self._settle_offer(card if kind == "accept" else -1)
        elif kind == "pass":
            self._next_offer()
        elif kind == "genie":
            self.deck.remove(card)
            self.hands[p] |= bit
            self.unheld = 0       # the others do not see which card left the deck
            if self.cursed is not None:
                items.searched(self, p, [card])
            self._necromancer_step()
        else:
            self._apply_necromancer(action)

    def _end_turn(self) -> None:
        """Next player, unless the game ends (`_over`). The Cursed Items end the turn first
        (items.end_of_turn)."""
        if self._over():
            self._end_of_game()
        elif self.cursed is None or items.end_of_turn(self):
            self.player = (self.player + 1) % self.num_players
            self.phase = TURN

    def _over(self) -> bool:
        """The discard area holds ten cards (two-player: both hands full and at least twelve; with
        the new suits 12, two-player 14); with Cursed Items, also an empty deck, which they can
        bring before the discard area is full."""
        if self.cursed is not None and not self.deck:
            return True
        if self.variant == "two-player":
            full = all(h.bit_count() >= self.hand_size for h in self.hands)
            return full and len(self.discard) >= self.end
        return len(self.discard) >= self.end

    def _settle_offer(self, given: int) -> None:
        assert self.offer is not None
        offerer, receiver, card = self.offer
        if given >= 0:
            self.hands[offerer] = self.hands[offerer] & ~(1 << card) | 1 << given
            self.hands[receiver] = self.hands[receiver] & ~(1 << given) | 1 << card
            self.known |= 1 << given
        self.offer = None
        self.player = offerer
        self._next_offer()

    def _next_offer(self) -> None:
        """Chaos Realms: each round, every player in turn from the first may make one offer."""
        self.offers_made += 1
        if self.offers_made % self.num_players == 0:
            self.round += 1
        if self.round >= self.trade_rounds:
            self._end_of_game()
            return
        self.player = (self.player + 1) % self.num_players
        self.phase = OFFER

    def _end_of_game(self) -> None:
        """The end-of-game draws in order: Leprechaun (the top card of the deck), Genie (its
        holder picks any card of the deck), Necromancer (its holder decides); then the game is over.
        The draws happen even for a card that scoring will blank, and in view of all: everyone
        then knows who holds the Leprechaun and the Genie, or, where no one drew for them, that
        they lie in the deck (`unheld`)."""
        self.ender = self.player
        lucky = self._holder(1 << LEPRECHAUN)
        if lucky >= 0 and self.deck:
            card = self.deck.pop()
            self.hands[lucky] |= 1 << card
            self.known |= 1 << LEPRECHAUN
            if self.cursed is not None:
                items.left_deck(self, lucky, [card])
        self.unheld = sum(1 << c for c in (LEPRECHAUN, GENIE) if c in self.deck)
        genie = self._holder(1 << GENIE)
        if genie >= 0 and self.deck:
            self.player, self.phase = genie, GENIE_PHASE
            self.known |= 1 << GENIE
            self.deck_seen = genie
            return
        self._necromancer_step()

    def _holder(self, cards: int) -> int:
        """The player holding one of `cards`, or -1."""
        return next((p for p in range(self.num_players) if self.hands[p] & cards), -1)

    def _necromancer(self, player: int) -> int:
        """The Necromancer `player` holds."""
        return ids(self.hands[player] & NECROMANCERS)[0]

    def _necromancer_step(self) -> None:
        """The Necromancer's owner decides, if it can do anything (everyone then knows who holds
        it); then the game is over."""
        owner = self._holder(NECROMANCERS)
        usable = owner >= 0 and (len(self.deck) >= 3 if self.variant == "chaos"
                                 else any(RAISABLE[self._necromancer(owner)] >> c & 1 for c in self.discard))
        if usable:
            self.player, self.phase = owner, NECROMANCER_PHASE
            self.known |= self.hands[owner] & NECROMANCERS
        else:
            self.phase = OVER

    def _apply_necromancer(self, action: Action) -> None:
        p = self.player
        if action.kind == "necromancer draw":
            for _ in range(3):
                self.pending |= 1 << self.deck.pop()
            self.unheld = 0       # the others do not see the three cards drawn
            self.phase = KEEP
            return
        if action.kind == "necromancer":
            self.discard.remove(action.card)
            self.hands[p] |= 1 << action.card
            self.known |= 1 << action.card
        elif action.kind == "keep":
            self.hands[p] |= 1 << action.card
            self.deck[:0] = ids(self.pending & ~(1 << action.card))
            self.pending = 0
        self.phase = OVER

    # --- outcome ----------------------------------------------------------------------------------

    def table(self) -> Table:
        """What the scores read beyond the hands: the cards in play, the number of players, the
        discard area and the hand cap."""
        return Table(self.cards, self.num_players, sum(1 << c for c in self.discard), self.cap)

    def scores(self) -> list[float]:
        """Each hand's total with its choices made at their best (of its best cards where the hand
        holds more than the cap), with Cursed Items plus its face-down items."""
        table = self.table()
        return [self._score(player, table) for player in range(self.num_players)]

    def _score(self, player: int, table: Table) -> float:
        total = float(best_total(self.hands[player], table))
        if self.cursed is not None:
            total += items.items_total(self.cursed.face_down[player], self.num_players)
        return total

    def ranking_key(self, player: int) -> tuple[float, ...]:
        """Highest score; in a tie, the hand with the lowest total base strength wins. (Only
        this player's hand is scored: `returns` asks every player's key.)"""
        hand = self.hands[player]
        return self._score(player, self.table()), -float(sum(STRENGTH[c] for c in ids(hand)))

    # --- views ------------------------------------------------------------------------------------

    def _observation(self, player: int | None) -> dict[str, Any]:
        view: dict[str, Any] = {
            "variant": self.variant,
            "phase": self.phase,
            "current_player": self.current_player(),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "known": [[NAMES[c] for c in ids(h & self.known)] for h in self.hands],
            "discard": [NAMES[c] for c in self.discard],
            "deck_size": len(self.deck),
        }
        if self.variant == "chaos":
            view["round"] = self.round
            view["offer"] = None if self.offer is None else {
                "from": self.offer[0], "to": self.offer[1], "card": NAMES[self.offer[2]]}
        if player is not None:
            view["hand"] = [NAMES[c] for c in ids(self.hands[player])]
            if player == self.player:
                view["drawn"] = [NAMES[c] for c in ids(self.drawn)]
                view["necromancer_cards"] = [NAMES[c] for c in ids(self.pending)]
                if self.phase == GENIE_PHASE:
                    view["deck"] = [NAMES[c] for c in sorted(self.deck)]
        if self.cursed is not None:
            view["items"] = items.item_view(self, player)
        if self.phase == OVER:
            view["scores"] = self.scores()
            view["hands"] = [[NAMES[c] for c in ids(h)] for h in self.hands]
        return view

    def _render(self, player: int | None) -> str:
        from realmkit.games.fantasy_realms.render import render

        return render(self, player)

    def _copy_into(self, other: Any) -> None:
        other.variant, other.trade_rounds = self.variant, self.trade_rounds
        other.cards, other.hand_size, other.end, other.cap = self.cards, self.hand_size, self.end, self.cap
        other.deck = list(self.deck)
        other.hands = list(self.hands)
        other.discard = list(self.discard)
        other.known, other.drawn = self.known, self.drawn
        other.taken, other.pending = self.taken, self.pending
        other.deck_seen, other.unheld = self.deck_seen, self.unheld
        other.offer, other.round, other.offers_made = self.offer, self.round, self.offers_made
        other.player, other.phase = self.player, self.phase
        other.ender = self.ender
        other.cursed = None if self.cursed is None else self.cursed.copy()

    def _notation_seen_by(self, action: Action, viewer: int | None) -> str:  # type: ignore[override]
        return notation_seen_by(self, action, viewer)

    def _determinize(self, player: int, rng: random.Random) -> FantasyRealmsState:
        """Deal anew every card `player` has not seen (hidden.deal_anew)."""
        return deal_anew(self, player, rng)
