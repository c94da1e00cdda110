"""Observation tensor of Rolling Realms, generic over the realm kit: every realm keeps its marks
in one flat list of ints, so every realm encodes the same way and a new realm needs no code.

The shape follows the realm registry: R realms (every realm realmkit has, in id order, whatever
the game's set), M the most marks a realm card keeps, and n players. With B = 40 bits a mark
(a grid of up to 6 x 6 kept as a bit mask fits; counters are small), the vector holds:

    9 x R       the realm of each of the 9 slots (3 a round, in order), one-hot, for the slots
                the viewer knows: this round's and the past ones' (every slot when the game
                fixes its realms); the realms of rounds to come are unknown
    3 + 9       the round and the turn, one-hot
    n           the seat to act, by relative seat (the viewer first)
    2 x 6       the roll as the acting seat sees it (a realm's power may alter it), one-hot
    2 x 11      the two rolled dice: value one-hot (6), used, free to activate a realm again
                (3 pumpkins), the realm slot it went to, one-hot (3)
    2 x 6 + 3   the copied and created dice (any number): unused ones counted by value, apart
                from those free to activate a realm again, / 3; used ones counted by the realm
                slot they went to, / 3
    3           the activations of each realm slot this turn / 3
    3 + 6 + 1   a die waiting for its use: its realm slot, its value, one-hot, and whether it
                was rolled
    4 x 4       up to 4 benefits waiting for the seat's choice: the icons offered (pumpkin,
                heart, coin, star)
    2           start-of-turn and end-of-turn steps under way

then per relative seat (the viewer first):

    3 + 3       resources held / 10, resources gained this round / 10
    3 x 3 + 3   stars of each realm of the finished rounds / 6, resources left at each
                round's end / 10
    3 x M x B   the marks of this round's three realm cards, each mark's bits (two's
                complement for a negative mark)

Every sheet is public; the rolls to come and the realms of rounds to come are not, and no
slice reads them. The rules set no limit on the actions of a turn (resources may copy and
create dice), so the RL adapters cut a game at 60 actions per player and turn, far above the
about 5 of random play.
"""

from __future__ import annotations

from realmkit.core import Game, TensorEncoder
from realmkit.games.rolling_realms.actions import Action
from realmkit.games.rolling_realms.components import REALMS_PER_ROUND, ROUNDS, TURNS
from realmkit.games.rolling_realms.realms import REALMS
from realmkit.games.rolling_realms.state import RollingRealmsState

MARK_BITS = 40
"""Bits a mark: a 6 x 6 grid kept as a bit mask needs 36."""
ROLLED_FEATURES = 11
EXTRA_FEATURES = 2 * 6 + 3
PENDING_FEATURES = 3 + 6 + 1
CHOICES = 4
ACTIONS_PER_TURN = 60
"""The cut of a game: this many actions per player and turn (random play takes about 5)."""


class RollingRealmsTensor(TensorEncoder[RollingRealmsState]):
    """Rolling Realms' observation tensor; each slice is described in the module docstring."""

    length_is_bound = False

    def __init__(self, game: Game[Action, RollingRealmsState]) -> None:
        super().__init__(game)
        self.realm_index = {realm_id: i for i, realm_id in enumerate(sorted(REALMS))}
        self.marks = max(realm.size for realm in REALMS.values())
        slots = ROUNDS * REALMS_PER_ROUND
        self.head = (slots * len(REALMS) + ROUNDS + TURNS + 2 * 6 + 2 * ROLLED_FEATURES
                     + EXTRA_FEATURES + REALMS_PER_ROUND + PENDING_FEATURES + CHOICES * 4 + 2)
        self.sheet = 6 + 3 * 3 + 3 + REALMS_PER_ROUND * self.marks * MARK_BITS

    def shape(self, num_players: int) -> tuple[int, ...]:
        return (self.head + num_players * (1 + self.sheet),)

    def max_game_length(self, num_players: int) -> int:
        return ROUNDS * TURNS * num_players * ACTIONS_PER_TURN

    def _nonzero(self, state: RollingRealmsState, seat: int) -> list[tuple[int, float]]:
        n = state.num_players
        out: list[tuple[int, float]] = []
        over = state.round >= ROUNDS
        shown = ROUNDS - 1 if over else state.round
        known = len(state.realm_ids) if state.game.fixed_realms else REALMS_PER_ROUND * (shown + 1)
        width = len(self.realm_index)
        for slot, realm_id in enumerate(state.realm_ids[:known]):
            out.append((slot * width + self.realm_index[realm_id], 1.0))
        at = ROUNDS * REALMS_PER_ROUND * width
        out.append((at + shown, 1.0))
        out.append((at + ROUNDS + min(state.turn, TURNS - 1), 1.0))
        at += ROUNDS + TURNS
        if not over:
            out.append((at + (state.seat - seat) % n, 1.0))
            out += [(at + n + die * 6 + value - 1, 1.0) for die, value in enumerate(state.seen)]
        at += n + 2 * 6
        for index, die in enumerate(state.dice[:2]):
            base = at + index * ROLLED_FEATURES
            out.append((base + die.value - 1, 1.0))
            if die.used:
                out.append((base + 6, 1.0))
            if die.again:
                out.append((base + 7, 1.0))
            if die.slot >= 0:
                out.append((base + 8 + die.slot, 1.0))
        at += 2 * ROLLED_FEATURES
        extra = [0.0] * EXTRA_FEATURES
        for die in state.dice[2:]:
            extra[12 + die.slot if die.used else 6 * die.again + die.value - 1] += 1 / 3
        out += [(at + i, v) for i, v in enumerate(extra) if v]
        at += EXTRA_FEATURES
        out += [(at + slot, min(count, 3) / 3) for slot, count in enumerate(state.activated) if count]
        at += REALMS_PER_ROUND
        if state.pending is not None:
            slot, index = state.pending
            die = state.dice[index]
            out += [(at + slot, 1.0), (at + REALMS_PER_ROUND + die.value - 1, 1.0)]
            if die.rolled:
                out.append((at + REALMS_PER_ROUND + 6, 1.0))
        at += PENDING_FEATURES
        for choice, gain in enumerate(state.choices[:CHOICES]):
            out += [(at + choice * 4 + icon, 1.0) for icon in gain]
        at += CHOICES * 4
        if state.starting:
            out.append((at, 1.0))
        if state.ending:
            out.append((at + 1, 1.0))
        at += 2
        for relative in range(n):
            out += self._sheet(state, (seat + relative) % n, at + relative * self.sheet)
        return out

    def _sheet(self, state: RollingRealmsState, seat: int, at: int) -> list[tuple[int, float]]:
        """One player's sheet from `at`: resources, finished rounds, this round's marks in bits."""
        player = state.players[seat]
        out = [(at + i, v / 10) for i, v in enumerate(player.resources) if v]
        out += [(at + 3 + i, v / 10) for i, v in enumerate(player.gained) if v]
        for done, stars in enumerate(player.stars):
            out += [(at + 6 + done * 3 + slot, v / 6) for slot, v in enumerate(stars) if v]
        out += [(at + 15 + done, v / 10) for done, v in enumerate(player.leftover) if v]
        at += 18
        mask = (1 << MARK_BITS) - 1
        if state.round < ROUNDS:
            for slot, marks in enumerate(player.marks):
                for index, mark in enumerate(marks):
                    bits = mark & mask
                    base = at + (slot * self.marks + index) * MARK_BITS
                    while bits:
                        low = bits & -bits
                        out.append((base + low.bit_length() - 1, 1.0))
                        bits ^= low
        return out
