"""A position of Realm, the featured game: setup, turns of single-piece actions, Special Events."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from realmkit.core import TERMINAL, GameStringError
from realmkit.games.realm.components import BORDERS_OF, CENTER_OF, IS_CENTER, REALM_OF, square_name
from realmkit.games.realm.featured.actions import (
    DISPERSAL,
    END_TURN,
    REARRANGEMENT,
    ChooseMode,
    CreateEnforcer,
    EndTurn,
    FeaturedAction,
    Immobilize,
    Move,
    Pass,
    PlaceBase,
    Replace,
)
from realmkit.games.realm.featured.legal import (
    CHOOSING_VICTIM,
    CONCENTRATING,
    DISPERSING,
    OVER,
    PHASE_NAMES,
    PLACING_ENFORCER,
    REARRANGING,
    SETUP_BASES,
    SETUP_POWERS,
    TURN_START,
    Census,
    PositionRules,
)
from realmkit.games.realm.featured.reasons import illegal_reason
from realmkit.games.realm.featured.rules import BASE, ENFORCER, IMMOBILE, KIND, POWER, direction_of
from realmkit.games.realm.featured.view import end_text, observe, picture

if TYPE_CHECKING:
    from realmkit.games.realm.featured.game import FeaturedGame

__all__ = [  # the phases of play, with the state that goes through them
    "CHOOSING_VICTIM", "CONCENTRATING", "DISPERSING", "OVER", "PHASE_NAMES", "PLACING_ENFORCER",
    "REARRANGING", "SETUP_BASES", "SETUP_POWERS", "TURN_START", "FeaturedState",
]


LETTERS = {"B": BASE, "P": POWER, "E": ENFORCER}
FACINGS = {"^": 0, ">": 1, "v": 2, "<": 3, "*": IMMOBILE}
"""A piece in a diagram, as on the text board: "B", "P", "E^", "E>", "Ev", "E<", "E*" (immobile)
for the first player, the same in small letters for the second."""


class FeaturedState(PositionRules):
    """Players 0 and 1; player 0 places first and moves first."""

    game: FeaturedGame
    POSITION_FIELDS = ("bases_left", "enforcers_left", "captured", "turns", "passes")

    def set_position(self, pieces: Mapping[int, str], to_move: int) -> None:
        """A diagram's pieces in play (see `positions.position`), `to_move` to choose his play
        option; Bases and Enforcers on the board count as created."""
        for square, text in pieces.items():
            kind = LETTERS.get(text[:1].upper())
            owner = 0 if text[:1].isupper() else 1
            pointing = kind == ENFORCER
            if kind is None or pointing != (len(text) == 2) or (pointing and text[1] not in FACINGS):
                raise GameStringError(f"{square_name(square)}: {text!r} is not a piece: B, P, E^, E>, Ev, "
                                      "E<, E* (small letters for the second player)")
            if (kind == BASE) != IS_CENTER[square]:
                raise GameStringError(f"{square_name(square)}: Bases stand on Centers, other pieces on "
                                      "Border spaces")
            self.cells[square] = kind + owner
            if kind == BASE:
                self.bases_left[owner] -= 1
            if kind == ENFORCER:
                self.facing[square] = FACINGS[text[1]]
                self.enforcers_left[owner] -= 1
        self.phase, self.player, self._legal = TURN_START, to_move, None

    # ----- the contract

    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.player

    def legal_actions(self) -> list[FeaturedAction]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _illegal_reason(self, action: FeaturedAction) -> str | None:
        if self.phase != OVER and action in self.legal_actions():
            return None
        return illegal_reason(self, action)

    def scores(self) -> list[float]:
        return [float(self.realms_controlled(p)) for p in (0, 1)]

    def ranking_key(self, player: int) -> tuple[float, ...]:
        """More Realms controlled wins; a tie goes to more mobile plus uncreated Enforcers."""
        if self.ending == "max_turns":
            return (0.0, 0.0)
        return (float(self.realms_controlled(player)), float(self.enforcer_reserve(player)))

    def _end_reason(self) -> str:
        return end_text(self)

    def _observation(self, player: int | None) -> dict[str, Any]:
        return observe(self)

    def _render(self, player: int | None) -> str:
        return picture(self)

    # ----- Special Events

    def _place_base(self, realm: int) -> None:
        me = self.player
        self.cells[CENTER_OF[realm]] = BASE + me
        self.bases_left[me] -= 1
        if not self.bases_left[me]:
            self._finish("bases")

    def _power_events(self, realm: int) -> None:
        census = Census(self, realm)
        if self._creates_base(realm, census):
            self._place_base(realm)
        elif self._creates_enforcer(realm, census):
            self.event_realm, self.resume, self.phase = realm, self.phase, PLACING_ENFORCER

    def _enforcer_events(self, square: int, realm: int) -> None:
        census = Census(self, realm)
        lead = census.powers - census.enemy_powers
        if census.enemy_enforcers:
            if lead <= 0:
                self.facing[square] = IMMOBILE
            if len(census.enemy_enforcers) == 1:
                self.facing[census.enemy_enforcers[0]] = IMMOBILE
            else:
                self.event_realm, self.resume, self.phase = realm, self.phase, CHOOSING_VICTIM
        elif self.cells[CENTER_OF[realm]] == BASE + 1 - self.player and lead > 0:
            self.cells[CENTER_OF[realm]] = 0
            self.captured[self.player] += 1
            if lead == 1:
                self.facing[square] = IMMOBILE
            if self.game.settings.replace_captured and self.bases_left[self.player]:
                self._place_base(realm)

    # ----- applying actions

    def _apply(self, action: FeaturedAction) -> None:
        self._legal = None
        if isinstance(action, Move):
            self._move(action.origin, action.target)
        elif isinstance(action, Replace):
            self._replace(action)
        elif isinstance(action, ChooseMode):
            self._choose(action.mode, action.realm)
        elif isinstance(action, EndTurn):
            self._end_turn()
        elif isinstance(action, CreateEnforcer):
            self.cells[action.square] = ENFORCER + self.player
            self.facing[action.square] = action.facing
            self.enforcers_left[self.player] -= 1
            self.phase = self.resume
            self._continue_turn()
        elif isinstance(action, Immobilize):
            self.facing[action.square] = IMMOBILE
            self.phase = self.resume
            self._continue_turn()
        elif isinstance(action, Pass):
            self.passes += 1
            self.mode = -1
            if self.passes >= 2:
                self._finish("agreement")
            else:
                self._end_turn()
        elif isinstance(action, PlaceBase):
            self._setup_base(action.square)
        else:
            self._setup_power(action.square)

    def _setup_base(self, square: int) -> None:
        me = self.player
        self.cells[square] = BASE + me
        self.bases_left[me] -= 1
        self.setup_realms[me].append(REALM_OF[square])
        self.player = 1 - me
        if len(self.setup_realms[1]) == self.game.settings.powers:
            self.phase, self.player = SETUP_POWERS, 0

    def _setup_power(self, square: int) -> None:
        me = self.player
        self.cells[square] = POWER + me
        self.powered[me].append(REALM_OF[square])
        self.player = 1 - me
        if len(self.powered[1]) == self.game.settings.powers:
            self.phase, self.player = TURN_START, 0

    def _choose(self, mode: int, realm: int) -> None:
        self.passes = 0
        self.mode, self.realm, self.moved = mode, realm, 0
        if mode == REARRANGEMENT:
            me, cells = self.player, self.cells
            mine = [s for s in BORDERS_OF[realm] if cells[s] and cells[s] & 1 == me]
            self.hand = [(s, cells[s], self.facing[s]) for s in mine]
            for square, _, _ in self.hand:
                cells[square] = 0
            self.phase = REARRANGING
        else:
            self.phase = DISPERSING if mode == DISPERSAL else CONCENTRATING

    def _move(self, origin: int, target: int) -> None:
        cells = self.cells
        piece = cells[origin]
        cells[origin], cells[target] = 0, piece
        self.moved += 1
        realm = REALM_OF[target]
        if piece & KIND == POWER:
            self._power_events(realm)
        else:
            self.facing[target] = direction_of(origin, target)
            self._enforcer_events(target, realm)
        self._continue_turn()

    def _replace(self, action: Replace) -> None:
        _, cell, facing = self.hand.pop(0)
        self.cells[action.target] = cell
        self.facing[action.target] = facing if action.facing is None else action.facing
        if not self.hand:
            self._end_turn()

    def _continue_turn(self) -> None:
        """After a piece and its events: the turn ends by itself once no piece can move."""
        if self.phase in (DISPERSING, CONCENTRATING):
            legal = self._compute_legal()
            if not legal or legal == [END_TURN]:
                self._end_turn()
            else:
                self._legal = legal

    def _end_turn(self) -> None:
        me = self.player
        if self.mode == REARRANGEMENT:
            self.streak[me] = self.streak[me] + 1 if self.streak_realm[me] == self.realm else 1
            self.streak_realm[me] = self.realm
        else:
            self.streak[me], self.streak_realm[me] = 0, -1
        self.turns += 1
        self.player, self.phase, self.mode, self.realm, self.moved = 1 - me, TURN_START, -1, -1, 0
        if self.turns >= self.game.settings.max_turns:
            self._finish("max_turns")

    def _finish(self, ending: str) -> None:
        self.phase, self.ending, self._legal = OVER, ending, None
