"""A learned value of Fantasy Realms positions with three to six players (the base deck), for
search and one-move play.

The network of value.py, with other inputs: for a seat at the end of a turn (its own or
another's), the final margin it can expect over the best of the other hands. It reads only
what that seat knows: its own hand, the discard area, the cards of the other hands that
everyone knows (taken from the discard area), the number of players, how many turns pass
before the seat plays again, the deck's size and the hand's present best total. It was fitted
by `python -m realmkit.learn.fantasy_realms --players 3 4 5 6` on self-play games (docs/lab/ai-notebook.md,
"A learned value for three to six players"); the weights are in `value_table.json`.
Evaluation is pure Python, or numpy when it is installed: the positions a search values
together (every discard of a hand) go through the network in one matrix product, and give the
same numbers (to rounding, 1e-12) as the pure-Python pass.
"""

from __future__ import annotations

from functools import cache, cached_property
from importlib.resources import files
from typing import TYPE_CHECKING, Any

from realmkit.core.options import Option
from realmkit.games.fantasy_realms.ai.value import MARGIN_UNIT, ValueNet, weights_data
from realmkit.games.fantasy_realms.components.cards import NUM_CARDS, ids
from realmkit.games.fantasy_realms.phases import BASE_END, DISCARD, NECROMANCER_PHASE, OVER, TURN
from realmkit.games.fantasy_realms.scoring.kept import best_total

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

PLAYERS = (3, 4, 5, 6)
SCALARS = ("3 players", "4 players", "5 players", "6 players", "turns before the seat plays / players",
           "discard area size / 10", "draws left per player / 4", "deck size / 53", "best total / 100")
NUM_FEATURES = 3 * NUM_CARDS + len(SCALARS)
WEIGHTS_FILE = "value_table.json"
PLAYER_FILES: dict[int, str] = {3: "value_table_3p.json"}
"""Player counts whose value is fitted on games of that count alone (docs/lab/ai-notebook.md, "a value of its
own for three players"); the others read WEIGHTS_FILE."""
BY_PLAYERS = "by-players"
"""The `weights` of the agents that read this value: the file of the table's player count."""
WEIGHTS_FILES = tuple(sorted(p.name for p in files(__package__).iterdir()
                             if p.name.startswith("value_table") and p.name.endswith(".json")))
"""The package's weights files of this value: the shipped one (WEIGHTS_FILE) and those of other
rounds of self-play beside it."""
WEIGHTS_OPTION = Option("weights", BY_PLAYERS, "the package's weights file of the learned value "
                        "(by-players: the shipped one of the table's player count)",
                        choices=(BY_PLAYERS, *WEIGHTS_FILES))
"""The option `weights` of the agents that read this value (`fr-search`, `greedy-weights`)."""

Position = tuple[int, int, int, int, int, int]
"""What a seat knows that the network reads: its hand, the discard area (a mask), the other
hands' known cards, the number of players, the turns before the seat plays again, the deck's
size."""


def features(hand: int, discard: int, known: int, players: int, wait: int,
             deck: int) -> tuple[list[int], list[float]]:
    """The active one-hot inputs (hand cards, discard area cards, the other hands' known cards)
    and the scalar inputs, in the order of SCALARS."""
    active = ids(hand) + [NUM_CARDS + c for c in ids(discard)] + [2 * NUM_CARDS + c for c in ids(known)]
    area = discard.bit_count()
    scalars = [1.0 if players == n else 0.0 for n in PLAYERS]
    scalars += [wait / players, area / BASE_END, max(0, BASE_END - area) / players / 4, deck / NUM_CARDS,
                best_total(hand) / 100]
    return active, scalars


def next_to_play(state: FantasyRealmsState) -> int:
    """The seat whose turn comes next: the one to play, or after the one about to discard; once
    the game is over, the one after the seat that ended it."""
    if state.phase == TURN:
        return state.player
    if state.phase == DISCARD:
        return (state.player + 1) % state.num_players
    return (state.ender + 1) % state.num_players


def position(state: FantasyRealmsState, seat: int) -> Position:
    """`seat`'s position as the network reads it (for a seat about to discard, see `seat_margin`)."""
    hand = state.hands[seat]
    others = sum(state.hands) & ~hand
    n = state.num_players
    return (hand, sum(1 << c for c in state.discard), state.known & others, n,
            (seat - next_to_play(state)) % n, len(state.deck))


def after_discard(where: Position, card: int) -> Position:
    """The position of the seat that discards `card` and so ends its turn."""
    hand, discard, known, players, _, deck = where
    return hand & ~(1 << card), discard | 1 << card, known, players, players - 1, deck


CACHE = 1 << 17
"""Margins remembered per weights file (a search values the same positions again and again)."""


class Table:
    """The value of one weights file: its network, the mean best score of the other hands it
    ends the game with, and the margins it has given (remembered)."""

    def __init__(self, data: dict[str, Any], name: str = WEIGHTS_FILE) -> None:
        self.name = name
        self.net = ValueNet(data, NUM_FEATURES)
        self.best_other = {int(n): float(v) for n, v in data["mean best other score"].items()}
        """The mean best score of the other hands at the game's end in the self-play games, by
        number of players: the player counts the network was fitted on."""
        self.remembered: dict[Position, float] = {}

    @cached_property
    def matrices(self) -> tuple[Any, ...] | None:
        """The network's weights as numpy arrays (w1, b1, w2 transposed, b2, w3, b3), or None
        without numpy: the pure-Python pass then values every position. Made on first use."""
        try:
            import numpy as np
        except ImportError:
            return None
        net = self.net
        return (np.array(net.w1), np.array(net.b1), np.array(net.w2).T, np.array(net.b2),
                np.array(net.w3), float(net.b3))

    def forward_batch(self, rows: list[tuple[list[int], list[float]]], fast: bool = True) -> list[float]:
        """The network's outputs for many inputs (`features`' pairs): one matrix product with
        numpy (`fast`, when installed), else one pure-Python pass each."""
        weights = self.matrices if fast else None
        if weights is None or len(rows) < 2:
            return [self.net.forward(active, scalars) for active, scalars in rows]
        import numpy as np
        w1, b1, w2t, b2, w3, b3 = weights
        x = np.zeros((len(rows), NUM_FEATURES))
        base = 3 * NUM_CARDS
        for r, (active, scalars) in enumerate(rows):
            x[r, active] = 1.0
            x[r, base:] = scalars
        h = np.maximum(x @ w1 + b1, 0.0)
        h2 = np.maximum(h @ w2t + b2, 0.0)
        return [float(v) for v in h2 @ w3 + b3]

    def margins(self, where: list[Position], fast: bool = True) -> list[float]:
        """`margin` of each position, those not yet remembered valued together (`forward_batch`)."""
        known = self.remembered
        new = [p for p in dict.fromkeys(where) if p not in known]
        if new:
            for players in {p[3] for p in new}:
                self.check(players)
            if len(known) + len(new) > CACHE:
                known.clear()
            live = []
            for p in new:
                if p[1].bit_count() >= BASE_END:
                    known[p] = self.final(p[0], p[3])
                else:
                    live.append(p)
            outputs = self.forward_batch([features(*p) for p in live], fast)
            known.update(zip(live, (MARGIN_UNIT * v for v in outputs), strict=True))
        return [known[p] for p in where]

    def final(self, hand: int, players: int) -> float:
        """The margin of a seat whose hand is final (the game over): its exact total less the mean
        best other score."""
        self.check(players)
        return best_total(hand) - self.best_other[players]

    def check(self, players: int) -> None:
        """Refuses a player count the network was not fitted on."""
        if players not in self.best_other:
            raise ValueError(f"{self.name} was fitted on games of {sorted(self.best_other)} players, not "
                             f"{players}: use weights={BY_PLAYERS} or a file fitted on that count")

    def margin(self, hand: int, discard: int, known: int, players: int, wait: int, deck: int) -> float:
        """The expected final margin in points, over the best other hand, of a seat at the end of
        a turn. Once the discard area is full the game is over and the seat's own total is known
        exactly: that total less the mean best other score."""
        return self.margins([(hand, discard, known, players, wait, deck)])[0]

    def seat_margin(self, state: FantasyRealmsState, seat: int) -> float:
        """`seat`'s learned margin from what it knows. A seat about to discard is valued by its
        best discard (all discards valued together); the others as they stand (the card to come,
        which they cannot know, not yet in the discard area). Once the game is over, or over but
        for the Necromancer's pick, by its exact total less the mean best other score."""
        if state.phase in (OVER, NECROMANCER_PHASE):   # the Necromancer's pick may leave the area
            return self.final(state.hands[seat], state.num_players)     # short of full
        where = position(state, seat)
        if state.phase != DISCARD or seat != state.player:
            return self.margin(*where)
        return max(self.margins([after_discard(where, a.card) for a in state.card_actions() if a.card >= 0]))


@cache
def table(name: str = WEIGHTS_FILE) -> Table:
    """The value of the package's weights file `name` (the shipped one by default)."""
    return Table(weights_data(name), name)


def weights_for(players: int, weights: str = BY_PLAYERS) -> str:
    """The weights file to read: `weights`, or with BY_PLAYERS the one of `players` players."""
    return PLAYER_FILES.get(players, WEIGHTS_FILE) if weights == BY_PLAYERS else weights


def seat_margin(state: FantasyRealmsState, seat: int) -> float:
    """`Table.seat_margin` with the shipped weights of the table's player count."""
    return table(weights_for(state.num_players)).seat_margin(state, seat)
