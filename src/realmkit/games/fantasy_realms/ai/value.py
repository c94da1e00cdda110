"""A learned value of two-player Fantasy Realms positions, for search.

A small network (two hidden layers) estimates, for the seat that has just ended its turn,
the final score margin it can expect: what it will score minus what the other seat will.
It reads only what that seat knows: its own hand, the discard area, the cards of the other
hand that everyone knows (taken from the discard area), the other hand's size, the deck's
size, and the hand's present best total. It was fitted by `realmkit.learn.fantasy_realms` on
games between two `greedy` players; the weights are in `value2p.json`. Evaluation is pure
Python, so the core needs no numeric library.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib.resources import files
from operator import mul
from typing import TYPE_CHECKING, Any

from realmkit.games.fantasy_realms.components.cards import NUM_CARDS, ids
from realmkit.games.fantasy_realms.phases import HAND_SIZE
from realmkit.games.fantasy_realms.scoring.kept import best_total

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

END = 12
SCALARS = ("hand size / 7", "other hand size / 7", "discard area size / 12", "deck size / 53",
           "best total / 100", "setup (a hand not yet full)")
NUM_FEATURES = 3 * NUM_CARDS + len(SCALARS)
MARGIN_UNIT = 50.0   # the network's margin output is in units of 50 points
WEIGHTS_FILE = "value2p.json"


def features(hand: int, discard: int, known: int, other_size: int,
             deck: int) -> tuple[list[int], list[float]]:
    """The active one-hot inputs (hand cards, discard area cards, the other hand's known cards)
    and the scalar inputs, in the order of SCALARS."""
    active = ids(hand) + [NUM_CARDS + c for c in ids(discard)] + [2 * NUM_CARDS + c for c in ids(known)]
    size = hand.bit_count()
    scalars = [size / HAND_SIZE, other_size / HAND_SIZE, discard.bit_count() / END, deck / NUM_CARDS,
               best_total(hand) / 100, 1.0 if size < HAND_SIZE or other_size < HAND_SIZE else 0.0]
    return active, scalars


def position(state: FantasyRealmsState, seat: int) -> tuple[int, int, int, int, int]:
    """What `seat` knows that the network reads: its hand, the discard area (a mask), the
    other hand's known cards and size, the deck's size."""
    other = state.hands[1 - seat]
    return (state.hands[seat], sum(1 << c for c in state.discard), state.known & other,
            other.bit_count(), len(state.deck))


class ValueNet:
    """The network: inputs (three one-hot blocks of cards, then scalars) -> ReLU layer -> ReLU
    layer -> margin. `inputs` is the number of features the weights must have."""

    def __init__(self, data: dict[str, Any], inputs: int = NUM_FEATURES) -> None:
        self.w1: list[list[float]] = data["w1"]     # one row of hidden weights per input
        self.b1: list[float] = data["b1"]
        self.w2: list[list[float]] = data["w2"]     # one row of inputs per unit
        self.b2: list[float] = data["b2"]
        self.w3: list[float] = data["w3"]
        self.b3: float = data["b3"]
        self.mean_final_score: float = data["mean final score"]
        if len(self.w1) != inputs:
            raise ValueError(f"value weights have {len(self.w1)} inputs; features are {inputs}")

    def forward(self, active: list[int], scalars: list[float]) -> float:
        """The margin output for the given inputs, in network units."""
        h = list(self.b1)
        for i in active:
            h = [a + b for a, b in zip(h, self.w1[i], strict=True)]
        base = 3 * NUM_CARDS
        for j, x in enumerate(scalars):
            if x:
                h = [a + x * b for a, b in zip(h, self.w1[base + j], strict=True)]
        h = [a if a > 0 else 0.0 for a in h]
        h2 = [b + sum(map(mul, row, h)) for row, b in zip(self.w2, self.b2, strict=True)]
        return float(self.b3 + sum(w * a for w, a in zip(self.w3, h2, strict=True) if a > 0))


def weights_data(name: str) -> dict[str, Any]:
    """A weights file of this package (a learned value's network and what it was fitted on)."""
    data: dict[str, Any] = json.loads(files(__package__).joinpath(name).read_text(encoding="utf-8"))
    return data


@lru_cache(maxsize=1)
def network() -> ValueNet:
    """The shipped network."""
    return ValueNet(weights_data(WEIGHTS_FILE))


def mean_final_score() -> float:
    """The mean final score of a hand in the self-play games the network was fitted on."""
    return network().mean_final_score


@lru_cache(maxsize=1 << 17)
def margin(hand: int, discard: int, known: int, other_size: int, deck: int) -> float:
    """The expected final margin in points of a seat that has just ended its turn with `hand`."""
    return MARGIN_UNIT * network().forward(*features(hand, discard, known, other_size, deck))
