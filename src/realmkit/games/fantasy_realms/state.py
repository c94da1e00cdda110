"""A game of Fantasy Realms in play: base game, two-player Realms and Chaos Realms: a turn (draw
or take, then discard), Chaos Realms' trading, the end-of-game draws and the scores.

Hands, the deck and the discard area are bitmasks / lists of card ids; the phases are in
phases.py; the Cursed Items' state is `cursed` (None without them). What each seat sees is in
view.py, why a move is refused in reasons.py.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from realmkit.core import GAME_OVER, TERMINAL, State
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms import view
from realmkit.games.fantasy_realms.actions import Action, FantasyRealmsAction
from realmkit.games.fantasy_realms.components.cards import (
    GENIE,
    LEPRECHAUN,
    NECROMANCERS,
    PRINTED_SUIT_MASK,
    RAISE_SUITS,
    STRENGTH,
    deck,
    ids,
)
from realmkit.games.fantasy_realms.items import hooks as items
from realmkit.games.fantasy_realms.items.actions import ItemAction
from realmkit.games.fantasy_realms.items.state import Cursed
from realmkit.games.fantasy_realms.phases import (
    BASE_END,
    DISCARD,
    GENIE_PHASE,
    HAND_SIZE,
    HOARD_CAP,
    HOARD_END,
    HOARD_HAND,
    HOARD_TWO_PLAYER_END,
    KEEP,
    NECROMANCER_PHASE,
    OFFER,
    OVER,
    REPLY,
    TURN,
    TWO_PLAYER_END,
)
from realmkit.games.fantasy_realms.reasons import why_not
from realmkit.games.fantasy_realms.scoring.hand import Table
from realmkit.games.fantasy_realms.scoring.kept import best_total

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.game import FantasyRealms

RAISABLE = {card: sum(PRINTED_SUIT_MASK[s] for s in suits) for card, suits in RAISE_SUITS.items()}
"""What each Necromancer may take from the discard area (by printed suit)."""


class FantasyRealmsState(State[FantasyRealmsAction]):
    """Whose turn it is, the hands (hidden), the deck, the discard area (public)."""

    game: FantasyRealms

    def __init__(self, game: FantasyRealms, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        settings = game.settings
        self.variant = settings.variant
        self.trade_rounds = settings.trade_rounds
        hoard = settings.suits == "cursed-hoard"
        self.cards = deck(settings.suits, settings.promos, settings.phoenix)
        self.hand_size = HOARD_HAND if hoard else HAND_SIZE
        self.end = (HOARD_TWO_PLAYER_END if self.variant == "two-player" else HOARD_END) if hoard else \
            TWO_PLAYER_END if self.variant == "two-player" else BASE_END
        self.cap = HOARD_CAP if hoard else items.HAND_CAP if settings.cursed_items else 0
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
        self.cursed: Cursed | None = items.deal(self) if settings.cursed_items else None

    # --- whose turn, and what may be done -------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.player

    def is_terminal(self) -> bool:
        """`current_player() == TERMINAL` without the call: a playout asks it at every action."""
        return self.phase == OVER

    def legal_actions(self) -> list[FantasyRealmsAction]:
        phase, hand = self.phase, self.hands[self.player]
        if self.cursed is not None and phase in items.ITEM_PHASES:
            return items.phase_actions(self)
        if phase == TURN:
            out: list[FantasyRealmsAction] = [act.DRAW] if self.deck else []
            if self.cursed is not None:
                takeable = items.takeable(self, self.player)
                out += [act.TAKE[c] for c in sorted(self.discard) if takeable >> c & 1]
                return out + items.turn_actions(self)
            return out + [act.TAKE[c] for c in sorted(self.discard)]
        if phase == DISCARD:
            options = self.drawn or hand & ~(1 << self.taken if self.taken >= 0 else 0)
            discards: list[FantasyRealmsAction] = [act.DISCARD[c] for c in ids(options)]
            return discards if self.cursed is None else items.with_discards(self, discards)
        if phase == OFFER:
            return [act.PASS, *(act.OFFER[c][p] for c in ids(hand)
                                  for p in range(self.num_players) if p != self.player)]
        if phase == REPLY:
            return [act.REFUSE, *(act.ACCEPT[c] for c in ids(hand))]
        if phase == NECROMANCER_PHASE:
            if self.variant == "chaos":
                return [act.NECROMANCER_PASS, act.NECROMANCER_DRAW]
            raisable = RAISABLE[self._necromancer(self.player)]
            if self.cursed is not None:
                raisable &= items.takeable(self, self.player)
            return [act.NECROMANCER_PASS, *(act.RAISE[c] for c in sorted(self.discard) if raisable >> c & 1)]
        if phase == GENIE_PHASE:
            return [act.GENIE[c] for c in sorted(self.deck)]
        if phase == KEEP:
            return [act.KEEP[c] for c in ids(self.pending)]
        return []

    def card_actions(self) -> list[Action]:
        """The legal actions that are the cards' own (all of them without the Cursed Items): what
        the players that do not play the items, the playout policy and the learned values read."""
        return [a for a in self.legal_actions() if isinstance(a, Action)]

    def _illegal_reason(self, action: FantasyRealmsAction) -> str | None:
        if self.phase == OVER:
            return GAME_OVER
        if self.phase in items.ITEM_PHASES:
            return items.phase_reason(self, action)
        if isinstance(action, ItemAction):
            return items.item_reason(self, action)
        return None if action in self.legal_actions() else why_not(self, action)

    # --- playing ----------------------------------------------------------------------------------

    def _apply(self, action: FantasyRealmsAction) -> None:
        if isinstance(action, ItemAction):
            items.play_item(self, action)
        elif self.cursed is None:
            self._play(action)
        elif not items.before(self, action):
            self._play(action)
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
        return view.observation(self, player)

    def _render(self, player: int | None) -> str:
        return view.render(self, player)

    def _end_reason(self) -> str:
        return view.end_reason(self)

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

    def _notation_seen_by(self, action: FantasyRealmsAction, viewer: int | None) -> str:
        return view.notation_seen_by(self, action, viewer)

    def _determinize(self, player: int, rng: random.Random) -> FantasyRealmsState:
        """Deal anew every card `player` has not seen (view.deal_anew)."""
        return view.deal_anew(self, player, rng)
