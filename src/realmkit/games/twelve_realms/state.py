"""A position of 12 Realms: the Game Realms' maps and tracks, the heroes, the Realms Deck.

Everything is open to the team but the order of the Realms Deck.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Self

from realmkit.core import TERMINAL, State
from realmkit.games.twelve_realms import confrontation, perform, setup
from realmkit.games.twelve_realms.actions import Action, Lookup
from realmkit.games.twelve_realms.components import (
    ACTIONS,
    ADVENTURES,
    ASK,
    DEFEATED,
    GROUP,
    LORDS,
    OVER,
    PAY,
)
from realmkit.games.twelve_realms.components.content import Content
from realmkit.games.twelve_realms.reasons import illegal_reason
from realmkit.games.twelve_realms.view import end_reason, observation, render

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.game import TwelveRealms, TwelveRealmsSettings


class TwelveRealmsState(State[Action]):
    """The whole table. Per Game Realm (a slot): its Invasion Marker, Dark Lord, creature
    tokens [serial, kind, area], Treasure tokens [card, area] and Artifact Pieces. Per seat:
    the hero, where it stands, its talents and its hand of Adventure cards. `challenged` holds
    the (seat, token serial) pairs a seat may not challenge again this turn."""

    game: TwelveRealms
    content: Content
    lookup: Lookup
    settings: TwelveRealmsSettings
    pool: list[int]
    realms: list[int]
    slot_of: dict[int, int]
    order: list[int]
    phase: int
    won: bool
    turn: int
    turn_pos: int
    active: int
    ending: bool
    setup_turn: int
    pending_lords: list[int]
    serial: int
    marker: list[int]
    lord_kind: list[int]
    lord_state: list[int]
    tokens: list[list[list[int]]]
    treasures: list[list[list[int]]]
    placed: list[int]
    piece_area: list[list[int]]
    holder: list[list[int]]
    hero: list[int]
    realm_at: list[int]
    area_at: list[int]
    total: list[list[int]]
    fresh: list[list[int]]
    yellow: list[list[int]]
    blue: list[list[int]]
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    aside: list[int]
    challenged: set[tuple[int, int]]
    log: list[tuple[int, ...]]
    retreating: list[int]
    target: tuple[int, int, int]
    groups: tuple[tuple[int, ...], ...]
    asking: list[int]
    offer: list[int]
    team: list[int]
    payer: int
    need: list[int]

    def __init__(self, game: TwelveRealms, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        setup.begin(self, game)

    # ----------------------------------------------------------------- the contract

    def current_player(self) -> int:
        phase = self.phase
        if phase == OVER:
            return TERMINAL
        if phase in (ACTIONS, GROUP):
            return self.active
        if phase == PAY:
            return self.team[self.payer]
        if phase == ASK:
            return self.asking[0]
        if phase == ADVENTURES:
            return self.offer[0]
        if phase == LORDS:
            return self.order[0]
        return self.order[self.setup_turn]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == ACTIONS:
            return perform.legal(self)
        if phase == PAY:
            return confrontation.legal_payments(self)
        if phase == ASK:
            return confrontation.legal_answers(self)
        if phase == GROUP:
            return confrontation.legal_groups(self)
        if phase == ADVENTURES:
            return perform.legal_before_upkeep(self)
        if phase == OVER:
            return []
        return setup.legal(self)

    def _illegal_reason(self, action: Action) -> str | None:
        return illegal_reason(self, action)

    def _apply(self, action: Action) -> None:
        phase = self.phase
        if phase == ACTIONS:
            perform.apply(self, action)
        elif phase in (ASK, GROUP, PAY):
            confrontation.apply(self, action)
        elif phase == ADVENTURES:
            perform.apply_before_upkeep(self, action)
        else:
            setup.apply(self, action)
        if self.ending and self.phase != OVER:
            perform.next_player(self)

    def scores(self) -> list[float]:
        """The Dark Lords the team has defeated."""
        return [float(self.lord_state.count(DEFEATED))] * self.num_players

    def outcome_groups(self) -> tuple[str, ...]:
        """The Game Realms, so that `realmkit simulate` gives the win rate by realm."""
        return tuple(f"realm {self.content.realms[r].slug}" for r in self.realms)

    def returns(self) -> list[float]:
        """The same for every hero: 1 for a victory, -1 for a defeat, 0 until the end."""
        if self.phase != OVER:
            return [0.0] * self.num_players
        return [1.0 if self.won else -1.0] * self.num_players

    def _end_reason(self) -> str:
        return end_reason(self)

    def _observation(self, player: int | None) -> dict[str, Any]:
        return observation(self, player)

    def _render(self, player: int | None) -> str:
        return render(self, player)

    def _copy_into(self, other: Any) -> None:
        other.content = self.content
        other.lookup = self.lookup
        other.settings = self.settings
        other.pool = self.pool
        other.realms = self.realms
        other.slot_of = self.slot_of
        other.order = self.order
        other.phase = self.phase
        other.won = self.won
        other.turn = self.turn
        other.turn_pos = self.turn_pos
        other.active = self.active
        other.ending = self.ending
        other.setup_turn = self.setup_turn
        other.pending_lords = self.pending_lords[:]
        other.serial = self.serial
        other.marker = self.marker[:]
        other.lord_kind = self.lord_kind[:]
        other.lord_state = self.lord_state[:]
        other.tokens = [[token[:] for token in tokens] for tokens in self.tokens]
        other.treasures = [[t[:] for t in ts] for ts in self.treasures]
        other.placed = self.placed[:]
        other.piece_area = [row[:] for row in self.piece_area]
        other.holder = [row[:] for row in self.holder]
        other.hero = self.hero[:]
        other.realm_at = self.realm_at[:]
        other.area_at = self.area_at[:]
        other.total = [row[:] for row in self.total]
        other.fresh = [row[:] for row in self.fresh]
        other.yellow = [row[:] for row in self.yellow]
        other.blue = [row[:] for row in self.blue]
        other.hands = [hand[:] for hand in self.hands]
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.aside = self.aside[:]
        other.challenged = set(self.challenged)
        other.log = self.log[:]
        other.retreating = self.retreating[:]
        other.target = self.target
        other.groups = self.groups
        other.asking = self.asking[:]
        other.offer = self.offer[:]
        other.team = self.team[:]
        other.payer = self.payer
        other.need = self.need[:]

    def _determinize(self, player: int, rng: random.Random) -> Self:
        """Shuffle the Realms Deck anew: its order is the one thing the team does not know."""
        other = object.__new__(type(self))  # a clone whose generator is seeded anew,
        other.game = self.game              # without copying the old one's state first
        other.num_players = self.num_players
        other.seed = self.seed
        other.rng = random.Random(rng.getrandbits(64))
        other.history = list(self.history)
        self._copy_into(other)
        rng.shuffle(other.deck)
        return other

