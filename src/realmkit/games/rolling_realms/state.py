"""A game of Rolling Realms: 3 rounds of 9 turns; every turn one shared roll, then each player
in seat order takes their decisions for it (dice, resources, realms) and says "done".

The realms and all 27 rolls are drawn at setup from the state's seeded generator, before any
decision, so a seed fixes them whatever the players do (the solo challenge's pre-rolled dice).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from realmkit.core import GAME_OVER, TERMINAL, State
from realmkit.games.rolling_realms import reasons, turn
from realmkit.games.rolling_realms.actions import Action
from realmkit.games.rolling_realms.components import (
    MAX_STARS,
    REALMS_PER_ROUND,
    ROUNDS,
    TURNS,
    Gain,
    Realm,
)
from realmkit.games.rolling_realms.dice import FIRST, SECOND, Die
from realmkit.games.rolling_realms.realms import REALMS
from realmkit.games.rolling_realms.view import observation, render, tenths_text

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.game import RollingRealms

class Player:
    """A player's sheet: resources (now, and gained this round), the marks of this round's
    three realms, and for each finished round the stars per realm and the unused resources."""

    __slots__ = ("gained", "leftover", "marks", "resources", "stars")

    def __init__(self) -> None:
        self.resources = [0, 0, 0]
        self.gained = [0, 0, 0]
        self.marks: list[list[int]] = []
        self.stars: list[list[int]] = []
        self.leftover: list[int] = []

    def copy(self) -> Player:
        other = Player.__new__(Player)
        other.resources = list(self.resources)
        other.gained = list(self.gained)
        other.marks = [list(m) for m in self.marks]
        other.stars = [list(s) for s in self.stars]
        other.leftover = list(self.leftover)
        return other


class RollingRealmsState(State[Action]):
    """The shared roll, the sheets, and the decisions of the seat acting on the roll."""

    game: RollingRealms

    def __init__(self, game: RollingRealms, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        pool = sorted(realm.id for realm in game.realm_set)
        drawn = self.rng.sample(pool, ROUNDS * REALMS_PER_ROUND)
        self.rolls = tuple((self.rng.randint(1, 6), self.rng.randint(1, 6)) for _ in range(ROUNDS * TURNS))
        self.realm_ids: tuple[str, ...] = game.fixed_realms or tuple(drawn)
        self.round = 0
        self.turn = 0
        self.seat = 0
        self.in_play = [REALMS[i] for i in self.realm_ids[:REALMS_PER_ROUND]]
        self.players = [Player() for _ in range(num_players)]
        for player in self.players:
            player.marks = [realm.new_marks() for realm in self.realms_in_play()]
        self.dice: list[Die] = []
        self.seen: tuple[int, int] = self.rolls[0]
        self.activated = [0, 0, 0]
        self.pending: tuple[int, int] | None = None
        self.choices: list[Gain] = []
        self.starting = False
        self.ending = False
        turn.begin(self)

    # --- what realms read -------------------------------------------------------------------

    @property
    def roll(self) -> tuple[int, int]:
        """The two rolled dice of this turn, as rolled, for the acting player: a realm's power
        may alter a rolled die "only for you", and it then counts as rolled for all purposes."""
        return self.seen

    def alter_roll(self, index: int, value: int) -> None:
        """A realm's power changes rolled die `index` (0 or 1) for the acting player: the die
        and the roll every realm reads."""
        first, second = self.seen
        self.seen = (value, second) if index == 0 else (first, value)
        self.dice[index] = self.dice[index]._replace(value=value)

    def realms_in_play(self) -> list[Realm]:
        """The three realms of this round."""
        return self.in_play

    def resources(self) -> list[int]:
        """The acting player's resources (pumpkins, hearts, coins)."""
        return self.players[self.seat].resources

    def gain(self, resource: int, count: int = 1) -> None:
        """The acting player gains resources; they count as gained this round too."""
        player = self.players[self.seat]
        player.resources[resource] += count
        player.gained[resource] += count

    def pay(self, resource: int, count: int) -> None:
        """The acting player spends resources (the caller checked they are there)."""
        self.players[self.seat].resources[resource] -= count

    def widen(self, gain: Gain) -> Gain:
        """What the acting player may take for a resource gain of a benefit: the gain, or more
        if a realm in play lets them choose (components.Realm.widen)."""
        marks = self.players[self.seat].marks
        for slot, realm in enumerate(self.in_play):
            gain = realm.widen(marks[slot], self, gain)
        return gain

    def offer(self, gain: Gain) -> None:
        """A benefit with a choice: the player picks one of its resources next."""
        self.choices.append(gain)

    def other_rolled(self, die: Die) -> list[int]:
        """FAQ: "the other rolled die" is the rolled die not assigned, as rolled; with a created
        (or copied) die the player chooses either rolled die."""
        first, second = self.roll
        if die.source == FIRST:
            return [second]
        if die.source == SECOND:
            return [first]
        return sorted({first, second})

    def realm_stars(self, player: int, slot: int) -> int:
        """The stars a realm of this round scores now, at most 6."""
        realm = self.realms_in_play()[slot]
        sheet = self.players[player]
        return min(MAX_STARS, realm.stars(sheet.marks[slot], self, sheet))

    # --- the contract -----------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.round == ROUNDS else self.seat

    def legal_actions(self) -> list[Action]:
        return [] if self.round == ROUNDS else turn.legal(self)

    def _illegal_reason(self, action: Action) -> str | None:
        if self.round == ROUNDS:
            return GAME_OVER
        return reasons.illegal_reason(self, action)

    def _apply(self, action: Action) -> None:
        turn.act(self, action)

    def tenths(self) -> list[int]:
        """Scores in tenths of a star: stars of finished rounds and unused resources (0.1 each),
        and the stars of the round under way."""
        out = []
        for p, player in enumerate(self.players):
            total = sum(10 * sum(s) + left for s, left in zip(player.stars, player.leftover, strict=True))
            if self.round < ROUNDS:
                total += 10 * sum(self.realm_stars(p, slot) for slot in range(REALMS_PER_ROUND))
            out.append(total)
        return out

    def scores(self) -> list[float]:
        return [t / 10 for t in self.tenths()]

    def _observation(self, player: int | None) -> dict[str, Any]:
        return observation(self)

    def _render(self, player: int | None) -> str:
        return render(self, player)

    def _end_reason(self) -> str:
        """After round 3 the most stars wins (tenths of a star for resources left count); alone,
        the score is to beat. A tie is shared: no public tie-break exists."""
        tenths = self.tenths()
        best = max(tenths)
        if self.num_players == 1:
            return f"3 rounds played: {tenths_text(best)} stars (alone, beat your best)"
        if tenths.count(best) > 1:
            return f"3 rounds played: a tie on {tenths_text(best)} stars is shared (no tie-break)"
        return f"3 rounds played: the most stars win ({tenths_text(best)})"

    def _copy_into(self, other: RollingRealmsState) -> None:
        other.rolls = self.rolls
        other.realm_ids = self.realm_ids
        other.round = self.round
        other.in_play = self.in_play
        other.turn = self.turn
        other.seat = self.seat
        other.players = [p.copy() for p in self.players]
        other.dice = list(self.dice)
        other.seen = self.seen
        other.starting = self.starting
        other.activated = list(self.activated)
        other.pending = self.pending
        other.choices = list(self.choices)
        other.ending = self.ending

    def _determinize(self, player: int, rng: random.Random) -> RollingRealmsState:
        """A copy with the future resampled: the rolls after this one, and the realms of rounds
        to come (unless the game fixes them), since no one knows them yet."""
        other = super()._determinize(player, rng)
        now = min(self.round * TURNS + self.turn + 1, ROUNDS * TURNS)
        other.rolls = self.rolls[:now] + tuple(
            (1 + int(6 * rng.random()), 1 + int(6 * rng.random())) for _ in range(ROUNDS * TURNS - now)
        )
        if not self.game.fixed_realms and self.round < ROUNDS - 1:
            seen = REALMS_PER_ROUND * (self.round + 1)
            unseen = [r.id for r in self.game.realm_set if r.id not in self.realm_ids[:seen]]
            other.realm_ids = self.realm_ids[:seen] + tuple(rng.sample(unseen, len(self.realm_ids) - seen))
        return other
