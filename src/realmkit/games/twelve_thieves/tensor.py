"""The observation tensor of 12 Thieves: the open table and the viewer's own hand, flat.

Seats are counted from the viewer (relative seat 0 is the viewer, 1 the next, ...); palaces
are 0-5 (shown 1-6). With n players:

    slice                         meaning
    6 x (n+1) floats              guards before each palace: palace-major, by relative seat,
                                  then neutral; each / 4 (the squares before a palace)
    6 x n floats                  thieves in each palace, palace-major, by relative seat, / 12
    6 x 5 floats                  each palace's chest stack, one-hot: next chest 4, 5, 6, 7
                                  pips, or robbed out
    7 floats                      the viewer's hand: cards of palaces 1-6 / 17, dancers / 8
    n x 7 floats                  per relative seat: thieves in supply / 12, chests robbed /
                                  chests to win, pips robbed / 22, palace cards in hand / 20,
                                  dancers / 8, guards (own, then neutral) left to place / 4
    6 floats                      the discard pile per palace / 17
    2 floats                      stack size / 102, dancers in the open supply / 8
    3 floats                      the phase, one-hot: setup, actions, over
    n floats                      the seat to act, one-hot by relative seat (all 0 at the end)
    3 floats                      thief actions this turn / 3, acted this turn, turns / limit

The other hands' palace cards and the order of the stack are never read.
"""

from __future__ import annotations

from realmkit.core import TensorEncoder
from realmkit.games.twelve_thieves.components import (
    CARDS_PER_PALACE,
    CHEST_PIPS,
    DANCER,
    DANCERS,
    GUARD_SQUARES,
    OVER,
    OWN_GUARDS,
    PALACES,
    TACTICAL_NEUTRALS_EACH,
    THIEVES,
)
from realmkit.games.twelve_thieves.state import TwelveThievesState

DECK = PALACES * CARDS_PER_PALACE


class TwelveThievesTensor(TensorEncoder[TwelveThievesState]):
    """Guards, thieves and chests of the palaces, the viewer's hand, the seats' open counts."""

    def shape(self, num_players: int) -> tuple[int, ...]:
        n = num_players
        return (PALACES * (n + 1) + PALACES * n + PALACES * (len(CHEST_PIPS) + 1) + DANCER + 1
                + 7 * n + PALACES + 2 + 3 + n + 3,)

    def max_game_length(self, num_players: int) -> int:
        """Setup placements, then per turn at most one action per card held and the end of the
        turn; a hand never holds more than all 102 palace cards and 8 dancers."""
        n = num_players
        setup = n * (OWN_GUARDS[n] + TACTICAL_NEUTRALS_EACH)
        turns: int = self.game.settings.max_turns
        return setup + turns * n * (DECK + DANCERS + 1)

    def _encode(self, state: TwelveThievesState, seat: int) -> list[float]:
        n = state.num_players
        order = [(seat + k) % n for k in range(n)]
        out: list[float] = []
        for palace in range(PALACES):
            guards = state.guards[palace]
            out += [guards[p] / GUARD_SQUARES for p in order]
            out.append(guards[n] / GUARD_SQUARES)
        for palace in range(PALACES):
            out += [state.thieves[palace][p] / THIEVES for p in order]
        for palace in range(PALACES):
            level = [0.0] * (len(CHEST_PIPS) + 1)
            level[state.chest_level[palace]] = 1.0
            out += level
        hand = state.hands[seat]
        out += [hand[card] / CARDS_PER_PALACE for card in range(PALACES)] + [hand[DANCER] / DANCERS]
        for p in order:
            won = state.won[p]
            out += [state.supply[p] / THIEVES, len(won) / state.target,
                    sum(pips for _, pips in won) / sum(CHEST_PIPS[:4]),
                    sum(state.hands[p][:PALACES]) / 20, state.hands[p][DANCER] / DANCERS,
                    state.to_place[p][0] / GUARD_SQUARES, state.to_place[p][1] / GUARD_SQUARES]
        out += [count / CARDS_PER_PALACE for count in state.discard]
        out += [len(state.stack) / DECK, state.dancer_supply / DANCERS]
        phase = [0.0, 0.0, 0.0]
        phase[state.phase] = 1.0
        out += phase
        acting = [0.0] * n
        if state.phase != OVER:
            acting[order.index(state.player)] = 1.0
        out += acting
        out += [state.thief_actions / 3, float(state.acted), state.turns / state.turn_limit]
        return out
