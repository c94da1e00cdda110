"""A position of 12 Thieves: the palaces with guards, thieves and chests, hands, stack, turn.

Guards are counted per palace and owner (`guards[palace][owner]`, owner `num_players` is
neutral); hands are counts per palace card with dancers last (`hands[player][DANCER]`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Self

from realmkit.core import TERMINAL, State
from realmkit.games.twelve_thieves.actions import (
    END_TURN,
    GUARD_BY,
    MOVE_GUARD_THIEF,
    MOVE_NEUTRAL,
    NEUTRAL_BY,
    PASS,
    PASS_DANCER,
    PASS_TURN,
    PASS_WITH_DANCER,
    PLACE,
    PLACE_GUARD,
    SMUGGLE,
    SMUGGLE_BY,
    Action,
)
from realmkit.games.twelve_thieves.components import (
    ACTIONS,
    CHEST_PIPS,
    CHESTS_TO_WIN,
    DANCER,
    DANCERS,
    DRAW_AFTER_ACTING,
    DRAW_AFTER_PASSING,
    GUARD_SQUARES,
    HAND_SIZES,
    MAX_THIEF_ACTIONS,
    NO_CHEST,
    OVER,
    OWN_GUARDS,
    PALACES,
    SETUP,
    TACTICAL_NEUTRALS_EACH,
    THIEVES,
    full_deck,
)
from realmkit.games.twelve_thieves.reasons import illegal_reason
from realmkit.games.twelve_thieves.view import end_reason, observation, render

if TYPE_CHECKING:
    from realmkit.games.twelve_thieves.game import TwelveThieves


class TwelveThievesState(State[Action]):
    """The whole table; every field is public except the hands and the order of the stack."""

    game: TwelveThieves

    def __init__(self, game: TwelveThieves, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        n = num_players
        self.tactical = game.settings.variant == "tactical"
        self.turn_limit = game.settings.max_turns * n
        self.target = CHESTS_TO_WIN[n]
        self.guards = [[0] * (n + 1) for _ in range(PALACES)]
        self.guard_total = [0] * PALACES
        if not self.tactical:
            for palace in range(PALACES):
                self._put_guard(palace, n)
        self.thieves = [[0] * n for _ in range(PALACES)]
        self.supply = [THIEVES] * n
        self.chest_level = [0] * PALACES
        self.won: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        self.stack = full_deck()
        self.rng.shuffle(self.stack)
        self.discard = [0] * PALACES
        self.reshuffled: list[int] | None = None    # the pile that formed the stack, per palace
        self.drawn_since = [[0] * PALACES for _ in range(n)]   # each seat's draws from it, per palace
        self.dancer_supply = DANCERS
        self.hands = [[0] * (PALACES + 1) for _ in range(n)]
        for seat in range(n):
            for _ in range(HAND_SIZES[seat]):
                self.hands[seat][self.stack.pop()] += 1
        neutrals = TACTICAL_NEUTRALS_EACH if self.tactical else 0
        self.to_place = [[OWN_GUARDS[n], neutrals] for _ in range(n)]
        self.phase = SETUP
        self.player = 0
        self.thief_actions = 0
        self.acted = False
        self.turns = 0
        self.winner = -1

    # ----------------------------------------------------------------- the contract

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.player

    def legal_actions(self) -> list[Action]:
        if self.phase == ACTIONS:
            return self._card_actions()
        if self.phase == SETUP:
            own, neutral = self.to_place[self.player]
            free = [p for p in range(PALACES) if self.guard_total[p] < GUARD_SQUARES]
            actions = [PLACE[0][p] for p in free] if own else []
            if neutral:
                actions += [PLACE[1][p] for p in free]
            return actions
        return []

    def _illegal_reason(self, action: Action) -> str | None:
        return illegal_reason(self, action)

    def _apply(self, action: Action) -> None:
        kind = action.kind
        p = self.player
        if kind >= 6:
            self._end_turn(kind)
        elif kind <= 1:
            self._place(action)
        else:
            self._pay(action.pay)
            self.acted = True
            if kind == SMUGGLE:
                self.supply[p] -= 1
                self._arrive(action.palace)
            elif kind == MOVE_NEUTRAL:
                self._move_guard(action.palace, action.target, self.num_players)
            else:
                self._move_guard(action.palace, action.target, p)
                if kind == MOVE_GUARD_THIEF:
                    self.thieves[action.palace][p] -= 1
                    self._arrive(action.target)

    def scores(self) -> list[float]:
        """The treasure chests each player has robbed."""
        return [float(len(chests)) for chests in self.won]

    def ranking_key(self, player: int) -> tuple[float, ...]:
        """The winner has the most chests; at the turn limit, most chests, then most pips."""
        chests = self.won[player]
        return (float(len(chests)), float(sum(pips for _, pips in chests)))

    def _end_reason(self) -> str:
        return end_reason(self)

    def _observation(self, player: int | None) -> dict[str, Any]:
        return observation(self, player)

    def _render(self, player: int | None) -> str:
        return render(self, player)

    def _copy_into(self, other: Any) -> None:
        other.tactical = self.tactical
        other.turn_limit = self.turn_limit
        other.target = self.target
        other.guards = [row[:] for row in self.guards]
        other.guard_total = self.guard_total[:]
        other.thieves = [row[:] for row in self.thieves]
        other.supply = self.supply[:]
        other.chest_level = self.chest_level[:]
        other.won = [chests[:] for chests in self.won]
        other.stack = self.stack[:]
        other.discard = self.discard[:]
        other.reshuffled = self.reshuffled
        other.drawn_since = [row[:] for row in self.drawn_since]
        other.dancer_supply = self.dancer_supply
        other.hands = [hand[:] for hand in self.hands]
        other.to_place = [left[:] for left in self.to_place]
        other.phase = self.phase
        other.player = self.player
        other.thief_actions = self.thief_actions
        other.acted = self.acted
        other.turns = self.turns
        other.winner = self.winner

    def _determinize(self, player: int, rng: random.Random) -> Self:
        """Deal the palace cards `player` cannot see (the stack and the other hands) anew.

        Kept: every hand's size and dancers (they are taken from and returned to the open
        supply in view of all), `player`'s own hand, the discard pile; and, after a reshuffle,
        that the stack holds only cards of the pile shuffled into it that `player` has not
        drawn since (it saw the pile; the others' draws from it stay unknown).
        """
        other = self.clone()
        other.rng.seed(rng.getrandbits(64))
        unseen = other.stack[:]
        for seat, hand in enumerate(other.hands):
            if seat != player:
                for card in range(PALACES):
                    unseen += [card] * hand[card]
        size = len(other.stack)
        if self.reshuffled is None:
            rng.shuffle(unseen)
            other.stack, rest = unseen[:size], unseen[size:]
        else:
            mine = self.drawn_since[player]
            left = [count - mine[card] for card, count in enumerate(self.reshuffled)]
            possible = [card for card in range(PALACES) for _ in range(min(left[card], unseen.count(card)))]
            other.stack = rng.sample(possible, size)
            rest = unseen[:]
            for card in other.stack:
                rest.remove(card)
            rng.shuffle(rest)
            drawn = [card for card in range(PALACES) for _ in range(left[card])]
            for card in other.stack:
                drawn.remove(card)
            rng.shuffle(drawn)
            for seat in range(self.num_players):
                if seat != player:
                    count = sum(self.drawn_since[seat])
                    other.drawn_since[seat] = [0] * PALACES
                    for card in drawn[:count]:
                        other.drawn_since[seat][card] += 1
                    drawn = drawn[count:]
        start = 0
        for seat, hand in enumerate(other.hands):
            if seat != player:
                count = sum(hand[:PALACES])
                hand[:PALACES] = [0] * PALACES
                for card in rest[start:start + count]:
                    hand[card] += 1
                start += count
        return other

    # ----------------------------------------------------------------- legal actions

    def _card_actions(self) -> list[Action]:
        """Every card action the player can pay for, then the end of the turn."""
        p, n = self.player, self.num_players
        hand = self.hands[p]
        dancers = hand[DANCER]
        guards, total = self.guards, self.guard_total
        thief_ok = self.thief_actions < MAX_THIEF_ACTIONS
        actions: list[Action] = []
        if thief_ok and self.supply[p]:
            for palace in range(PALACES):
                own = guards[palace][p]
                cost = total[palace] - own
                if own and cost:
                    low = cost - hand[palace] if cost > hand[palace] else 0
                    high = cost if cost < dancers else dancers
                    if low <= high:
                        actions += SMUGGLE_BY[palace][cost][low:high + 1]
        free = [t for t in range(PALACES) if total[t] < GUARD_SQUARES]
        for source in range(PALACES):
            at = guards[source]
            here = hand[source]
            if at[p]:
                carry = thief_ok and self.thieves[source][p] > 0
                for target in free:
                    if target != source:
                        there = hand[target]
                        for by_kind in (GUARD_BY[0], GUARD_BY[1]) if carry else (GUARD_BY[0],):
                            by_source, by_target, by_dancer = by_kind[source][target]  # guard_cards
                            if here:
                                actions.append(by_source)
                            if there:
                                actions.append(by_target)
                            if dancers:
                                actions.append(by_dancer)
            if at[n]:
                for target in free:
                    if target != source:
                        there = hand[target]
                        both, with_source, with_target, two_dancers = NEUTRAL_BY[source][target]
                        if here and there:
                            actions.append(both)
                        if dancers:
                            if here:
                                actions.append(with_source)
                            if there:
                                actions.append(with_target)
                            if dancers > 1:
                                actions.append(two_dancers)
        if self.acted:
            actions.append(END_TURN)
        else:
            actions.append(PASS_TURN)
            if self.dancer_supply:
                actions.append(PASS_WITH_DANCER)
        return actions

    # ----------------------------------------------------------------- effects

    def _put_guard(self, palace: int, owner: int) -> None:
        self.guards[palace][owner] += 1
        self.guard_total[palace] += 1

    def _move_guard(self, source: int, target: int, owner: int) -> None:
        self.guards[source][owner] -= 1
        self.guards[target][owner] += 1
        self.guard_total[source] -= 1
        self.guard_total[target] += 1

    def _place(self, action: Action) -> None:
        """Setup: 'each player in turn places a guard ... until all guards have been placed'."""
        left = self.to_place[self.player]
        if action.kind == PLACE_GUARD:
            left[0] -= 1
            self._put_guard(action.palace, self.player)
        else:
            left[1] -= 1
            self._put_guard(action.palace, self.num_players)
        for step in range(1, self.num_players + 1):
            seat = (self.player + step) % self.num_players
            if sum(self.to_place[seat]):
                self.player = seat
                return
        self.phase = ACTIONS
        self.player = 0

    def _pay(self, cards: tuple[int, ...]) -> None:
        """Played palace cards go to the discard pile, dancers back to the open supply."""
        hand = self.hands[self.player]
        for card in cards:
            hand[card] -= 1
            if card == DANCER:
                self.dancer_supply += 1
            else:
                self.discard[card] += 1

    def _arrive(self, palace: int) -> None:
        """A thief enters a palace; a robbery happens as soon as the thieves suffice."""
        p = self.player
        self.thief_actions += 1
        thieves = self.thieves[palace]
        thieves[p] += 1
        level = self.chest_level[palace]
        if level < NO_CHEST and thieves[p] >= CHEST_PIPS[level]:
            pips = CHEST_PIPS[level]
            thieves[p] -= pips
            self.supply[p] += pips
            self.chest_level[palace] = level + 1
            self.won[p].append((palace, pips))
            if len(self.won[p]) >= self.target:
                self.winner = p
                self.phase = OVER

    def _draw_card(self) -> bool:
        """Draw the top card of the stack, reshuffling the discard pile when the stack is empty."""
        if not self.stack:
            self.stack = [card for card in range(PALACES) for _ in range(self.discard[card])]
            self.rng.shuffle(self.stack)
            self.reshuffled = self.discard
            self.drawn_since = [[0] * PALACES for _ in range(self.num_players)]
            self.discard = [0] * PALACES
            if not self.stack:
                return False
        card = self.stack.pop()
        self.hands[self.player][card] += 1
        self.drawn_since[self.player][card] += 1
        return True

    def _end_turn(self, kind: int) -> None:
        """Draw 3 cards after acting; 4 without actions, one of which may be a dancer."""
        if kind == PASS_DANCER:
            self.dancer_supply -= 1
            self.hands[self.player][DANCER] += 1
            count = DRAW_AFTER_PASSING - 1
        else:
            count = DRAW_AFTER_PASSING if kind == PASS else DRAW_AFTER_ACTING
        for _ in range(count):
            if not self._draw_card():
                break
        self.turns += 1
        if self.turns >= self.turn_limit:
            self.phase = OVER
            return
        self.player = (self.player + 1) % self.num_players
        self.thief_actions = 0
        self.acted = False
