"""Positions for scenarios: a 12 Thieves table built from a short description, checked against
the game's limits, at the start of a turn of the actions phase (every guard placed).

Palaces and players are numbered from 1, as the notation writes them; cards are written as the
notation writes them too ("1 1 D": two cards of palace 1 and a dancer).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from realmkit.games.twelve_thieves.components import (
    ACTIONS,
    CARDS_PER_PALACE,
    CHEST_PIPS,
    DANCER,
    DANCERS,
    GUARD_SQUARES,
    NO_CHEST,
    OWN_GUARDS,
    PALACES,
    THIEVES,
    parse_card,
    parse_palace,
)
from realmkit.games.twelve_thieves.game import TwelveThieves
from realmkit.games.twelve_thieves.state import TwelveThievesState

NEUTRAL_GUARDS = 8
"""'24 guards – 4 per player colour and 8 black, neutral guards'."""


def position(
    players: int = 2,
    *,
    guards: Mapping[int, str] | None = None,
    hands: Sequence[str] | None = None,
    thieves: Mapping[tuple[int, int], int] | None = None,
    robbed: Mapping[int, Sequence[int]] | None = None,
    stack: str | None = None,
    discard: str | None = None,
    player: int = 1,
    variant: str = "standard",
    max_turns: int = 100,
    seed: int = 0,
) -> TwelveThievesState:
    """The turn of `player` in a game of `players`.

    `guards` maps a palace to its guards, as "1N" (one of player 1's, one neutral); unlisted
    palaces have none. `hands` are the cards of each seat ("1 1 D"); unless given, the hands
    dealt from `seed` stay. `thieves` maps (palace, player) to the thieves in that courtyard,
    taken from the player's supply. `robbed` maps a player to the palaces whose top chest he
    robbed, in order. `stack` lists the covert stack, top card last, and `discard` the discard
    pile; unless `stack` is given, the palace cards in no hand and not discarded form the stack,
    shuffled. A description the game's components cannot make raises ValueError.
    """
    state = TwelveThieves(variant=variant, max_turns=max_turns).new_state(players, seed)
    n = players
    state.phase, state.player = ACTIONS, _player(player, n)
    state.to_place = [[0, 0] for _ in range(n)]
    _place_guards(state, guards or {})
    for (palace, number), count in (thieves or {}).items():
        seat = _player(number, n)
        state.thieves[parse_palace(str(palace))][seat] += count
        state.supply[seat] -= count
        if count < 0 or state.supply[seat] < 0:
            raise ValueError(f"player {number} has {THIEVES} thieves, not more")
    for number, palaces in (robbed or {}).items():
        for palace in palaces:
            _rob(state, _player(number, n), parse_palace(str(palace)))
    if hands is not None:
        if len(hands) != n:
            raise ValueError(f"give the hands of all {n} players")
        state.hands = [_counts(text) for text in hands]
    dancers = sum(hand[DANCER] for hand in state.hands)
    if dancers > DANCERS:
        raise ValueError(f"there are {DANCERS} dancers, not {dancers}")
    state.dancer_supply = DANCERS - dancers
    state.discard = _counts(discard or "")[:PALACES]
    held = [sum(hand[card] for hand in state.hands) + state.discard[card] for card in range(PALACES)]
    if stack is None:
        state.stack = [card for card in range(PALACES) for _ in range(CARDS_PER_PALACE - held[card])]
        state.rng.shuffle(state.stack)
    else:
        state.stack = [parse_card(word) for word in stack.split()]
    for card in range(PALACES):
        if held[card] + state.stack.count(card) > CARDS_PER_PALACE:
            raise ValueError(f"there are {CARDS_PER_PALACE} cards of palace {card + 1}")
    if DANCER in state.stack:
        raise ValueError("dancers lie open beside the stack, never in it")
    return state


def _player(number: int, players: int) -> int:
    if not 1 <= number <= players:
        raise ValueError(f"player {number} is not one of players 1-{players}")
    return number - 1


def _place_guards(state: TwelveThievesState, guards: Mapping[int, str]) -> None:
    """Guards before each palace: at most 4, each player's and the neutrals within their number."""
    n = state.num_players
    state.guards = [[0] * (n + 1) for _ in range(PALACES)]
    state.guard_total = [0] * PALACES
    for palace, marks in guards.items():
        index = parse_palace(str(palace))
        if len(marks) > GUARD_SQUARES:
            raise ValueError(f"palace {palace} has {GUARD_SQUARES} guard squares, not {len(marks)}")
        for mark in marks:
            owner = n if mark.upper() == "N" else _player(int(mark), n) if mark.isdigit() else -1
            if owner < 0:
                raise ValueError(f"guard {mark!r}: a guard is a player's number or N (neutral)")
            state.guards[index][owner] += 1
            state.guard_total[index] += 1
    for seat in range(n + 1):
        placed = sum(state.guards[palace][seat] for palace in range(PALACES))
        most = NEUTRAL_GUARDS if seat == n else OWN_GUARDS[n]
        if placed > most:
            whose = "neutral guards" if seat == n else f"guards of player {seat + 1}"
            raise ValueError(f"there are {most} {whose}, not {placed}")


def _rob(state: TwelveThievesState, seat: int, palace: int) -> None:
    """`seat` takes the top chest of `palace`."""
    level = state.chest_level[palace]
    if level == NO_CHEST:
        raise ValueError(f"palace {palace + 1} has {len(CHEST_PIPS)} chests, not more")
    state.chest_level[palace] = level + 1
    state.won[seat].append((palace, CHEST_PIPS[level]))


def _counts(text: str) -> list[int]:
    """Cards as counts per palace, dancers last."""
    counts = [0] * (PALACES + 1)
    for word in text.split():
        counts[parse_card(word)] += 1
    return counts
