"""What may be done in a position of the featured game: the legal actions of each phase, the
Concentration condition, Rearrangement's spaces and the conditions of the Special Events."""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any

from realmkit.core import State
from realmkit.games.realm.components import (
    BORDERS_OF,
    CENTER_OF,
    RAYS,
    REALM_OF,
    REALMS,
    realm_column,
    realm_row,
)
from realmkit.games.realm.featured.actions import (
    CHOOSE,
    CONCENTRATION,
    CREATE,
    DISPERSAL,
    END_TURN,
    IMMOBILIZE,
    MOVE,
    PASS,
    PLACE_BASE,
    PLACE_POWER,
    REARRANGEMENT,
    REPLACE,
    FeaturedAction,
    Move,
    Replace,
)
from realmkit.games.realm.featured.rules import (
    ALL_DIRECTIONS,
    BASE,
    ENFORCER,
    FIRST_SPACE,
    IMMOBILE,
    KIND,
    PATHS,
    POWER,
    TURNS,
    reaches,
    targets,
)

if TYPE_CHECKING:
    from realmkit.games.realm.featured.game import FeaturedGame

BORDER_CELLS = tuple(operator.itemgetter(*borders) for borders in BORDERS_OF)
"""BORDER_CELLS[realm](cells): the cells of the Realm's Border spaces, in order."""
CENTER_CELLS = operator.itemgetter(*CENTER_OF)
"""CENTER_CELLS(cells): the cells of the Centers, by Realm."""

SETUP_BASES, SETUP_POWERS, TURN_START, DISPERSING, CONCENTRATING, REARRANGING = range(6)
CHOOSING_VICTIM, PLACING_ENFORCER, OVER = range(6, 9)
PHASE_NAMES = (
    "placing Bases", "placing Powers", "choosing a play option", "Dispersal", "Concentration",
    "Rearrangement", "choosing the Enforcer to immobilize", "placing a created Enforcer", "over",
)


class Census:
    """What stands in one Realm, seen by the moving player."""

    __slots__ = ("enemy_enforcers", "enemy_powers", "mobile_enforcers", "powers", "vacant")

    def __init__(self, state: PositionRules, realm: int) -> None:
        cells, facing, me = state.cells, state.facing, state.player
        self.powers = self.enemy_powers = self.mobile_enforcers = 0
        self.enemy_enforcers: list[int] = []
        self.vacant: list[int] = []
        for square in BORDERS_OF[realm]:
            cell = cells[square]
            if not cell:
                self.vacant.append(square)
            elif cell & KIND == POWER:
                if cell & 1 == me:
                    self.powers += 1
                else:
                    self.enemy_powers += 1
            elif facing[square] != IMMOBILE:
                self.mobile_enforcers += 1
                if cell & 1 != me:
                    self.enemy_enforcers.append(square)


class PositionRules(State[FeaturedAction]):
    """A position of the featured game: its fields (set up here, at the start of the setup) and
    what the rules allow in it; FeaturedState plays the turns through them."""

    game: FeaturedGame
    cells: bytearray
    facing: list[int]
    phase: int
    player: int
    bases_left: list[int]
    enforcers_left: list[int]
    setup_realms: list[list[int]]
    powered: list[list[int]]
    realm: int
    event_realm: int
    resume: int
    moved: int
    hand: list[tuple[int, int, int]]
    streak_realm: list[int]
    streak: list[int]
    captured: list[int]
    mode: int
    passes: int
    turns: int
    ending: str

    def __init__(self, game: FeaturedGame, num_players: int, seed: int) -> None:
        super().__init__(game, num_players, seed)
        self.cells = bytearray(len(REALM_OF))
        self.facing = [0] * len(REALM_OF)
        self.phase = SETUP_BASES
        self.player = 0
        self.bases_left = [game.settings.bases, game.settings.bases]
        self.enforcers_left = [game.settings.enforcers, game.settings.enforcers]
        self.captured = [0, 0]
        self.setup_realms: list[list[int]] = [[], []]
        self.powered: list[list[int]] = [[], []]
        self.mode = -1
        self.realm = -1
        self.event_realm = -1
        self.resume = TURN_START
        self.moved = 0
        self.hand: list[tuple[int, int, int]] = []
        self.streak_realm = [-1, -1]
        self.streak = [0, 0]
        self.passes = 0
        self.turns = 0
        self.ending = ""
        self._legal: list[FeaturedAction] | None = None

    def _copy_into(self, other: Any) -> None:
        other.cells = self.cells[:]
        other.facing = self.facing[:]
        other.phase, other.player, other.mode, other.realm = self.phase, self.player, self.mode, self.realm
        other.bases_left = self.bases_left[:]
        other.enforcers_left = self.enforcers_left[:]
        other.captured = self.captured[:]
        other.setup_realms = [realms[:] for realms in self.setup_realms]
        other.powered = [realms[:] for realms in self.powered]
        other.event_realm, other.resume, other.moved = self.event_realm, self.resume, self.moved
        other.hand = self.hand[:]
        other.streak_realm = self.streak_realm[:]
        other.streak = self.streak[:]
        other.passes, other.turns, other.ending = self.passes, self.turns, self.ending
        other._legal = self._legal

    # ----- counts

    def realms_controlled(self, player: int) -> int:
        return CENTER_CELLS(self.cells).count(BASE + player)

    def enforcer_reserve(self, player: int) -> int:
        """The tie-break: mobile Enforcers on the board plus uncreated Enforcers."""
        mobile = sum(1 for s in self.squares_of(ENFORCER + player) if self.facing[s] != IMMOBILE)
        return mobile + self.enforcers_left[player]

    def directions(self, square: int) -> tuple[int, ...]:
        """The ways the piece on `square` may move now (none for a Base or an immobile Enforcer)."""
        kind = self.cells[square] & KIND
        if kind == POWER:
            return ALL_DIRECTIONS
        if kind == ENFORCER and self.facing[square] != IMMOBILE:
            return TURNS[self.facing[square]]
        return ()

    def enemy_base_stop(self) -> int:
        """The cell that stops moves under variation 4 (an enemy Base), or -1 without it."""
        return BASE + 1 - self.player if self.game.settings.stop_in_enemy_realms else -1

    def squares_of(self, cell: int) -> list[int]:
        """The squares holding `cell` (a kind plus its owner), in order."""
        cells = self.cells
        found: list[int] = []
        square = cells.find(cell)
        while square >= 0:
            found.append(square)
            square = cells.find(cell, square + 1)
        return found

    def movers(self) -> list[tuple[int, tuple[int, ...]]]:
        """The moving player's mobile Powers, then Enforcers: (square, the ways it may move)."""
        me = self.player
        return self._movers(self.squares_of(POWER + me), self.squares_of(ENFORCER + me))

    def _movers(self, powers: list[int], enforcers: list[int]) -> list[tuple[int, tuple[int, ...]]]:
        facing = self.facing
        found = [(square, ALL_DIRECTIONS) for square in powers]
        for square in enforcers:
            if facing[square] != IMMOBILE:
                found.append((square, TURNS[facing[square]]))
        return found

    # ----- legal actions by phase

    def _compute_legal(self) -> list[FeaturedAction]:
        phase = self.phase
        if phase == TURN_START:
            return self._turn_options()
        if phase in (DISPERSING, CONCENTRATING):
            moves: list[FeaturedAction] = list(self._moves())
            if self.moved >= (1 if phase == DISPERSING else 2):
                moves.append(END_TURN)
            return moves
        if phase == REARRANGING:
            return list(self._replacements())
        if phase == CHOOSING_VICTIM:
            return [IMMOBILIZE[s] for s in Census(self, self.event_realm).enemy_enforcers]
        if phase == PLACING_ENFORCER:
            return [CREATE[s, f] for s in self._creation_spaces() for f in ALL_DIRECTIONS]
        if phase == SETUP_BASES:
            return [PLACE_BASE[CENTER_OF[r]] for r in self._setup_base_realms()]
        if phase == SETUP_POWERS:
            p = self.player
            return [PLACE_POWER[s] for r in sorted(set(self.setup_realms[p]) - set(self.powered[p]))
                    for s in BORDERS_OF[r]]
        return []

    def _setup_base_realms(self) -> list[int]:
        """Vacant Realms; unless variation 3, none in a row or column of one's earlier Bases
        (when that leaves no Realm, any vacant one: our reading)."""
        vacant = [r for r in range(REALMS) if not self.cells[CENTER_OF[r]]]
        if self.game.settings.free_placement:
            return vacant
        mine = self.setup_realms[self.player]
        rows, columns = {realm_row(r) for r in mine}, {realm_column(r) for r in mine}
        allowed = [r for r in vacant if realm_row(r) not in rows and realm_column(r) not in columns]
        return allowed or vacant

    def _turn_options(self) -> list[FeaturedAction]:
        """Pass, then Dispersal from, Concentration into and Rearrangement of each Realm."""
        stop, cells, me = self.enemy_base_stop(), self.cells, self.player
        powers, enforcers = self.squares_of(POWER + me), self.squares_of(ENFORCER + me)
        reach: dict[int, list[tuple[int, int]]] = {}
        disperse = set()
        for origin, directions in self._movers(powers, enforcers):
            found = targets(cells, origin, directions, stop)
            if found:
                disperse.add(REALM_OF[origin])
                for target in found:
                    realm = REALM_OF[target]
                    if realm in reach:
                        reach[realm].append((origin, target))
                    else:
                        reach[realm] = [(origin, target)]
        options: list[FeaturedAction] = [PASS]
        options += [CHOOSE[DISPERSAL][r] for r in sorted(disperse)]
        options += [CHOOSE[CONCENTRATION][realm] for realm in sorted(reach)
                    if len(reach[realm]) > 1 and self._first_moves(realm, reach[realm], True)]
        mine = sorted({REALM_OF[s] for s in powers + enforcers})
        options += [CHOOSE[REARRANGEMENT][r] for r in mine if self._can_rearrange(r)]
        return options

    def _moves(self) -> list[Move]:
        stop, cells, realm = self.enemy_base_stop(), self.cells, self.realm
        if self.phase == DISPERSING:
            borders, me = BORDERS_OF[realm], self.player
            moves: list[Move] = []
            for origin, directions in self._movers([s for s in borders if cells[s] == POWER + me],
                                                   [s for s in borders if cells[s] == ENFORCER + me]):
                moves += [MOVE[origin][t] for t in targets(cells, origin, directions, stop)]
            return moves
        entries: list[tuple[int, int]] = []
        for origin, directions in self.movers():
            path = PATHS[origin][realm]  # the one way into the Realm
            if path is not None and path[0] in directions:
                entries += [(origin, target) for target in targets(cells, origin, path[:1], stop)
                            if REALM_OF[target] == realm]
        if not self.moved:
            entries = self._first_moves(realm, entries, False)
        return [MOVE[origin][target] for origin, target in entries]

    # ----- Concentration: never offer a turn that cannot still bring two pieces in

    @staticmethod
    def aligned(movers: list[tuple[int, tuple[int, ...]]], realm: int) -> list[tuple[int, tuple[int, ...]]]:
        """The movers outside `realm` that a straight line leads into it from: the only ones
        that could ever end a move there."""
        return [mover for mover in movers if PATHS[mover[0]][realm] is not None]

    def _first_moves(self, realm: int, entries: list[tuple[int, int]], one: bool) -> list[tuple[int, int]]:
        """The first moves (origin, target) into `realm`, among all the `entries` into it now,
        after which a second piece can still end there (only the first such move when `one`).

        A second piece needs only its first space in the Realm: one that reaches it now, unless
        the first piece ends on that space, or one whose line the first piece clears. An
        Enforcer created by a first Power is placed elsewhere whenever two or more spaces are
        still vacant."""
        cells, me = self.cells, self.player
        fills = (cells[CENTER_OF[realm]] == BASE + me and BORDER_CELLS[realm](cells).count(0) == 2
                 and self._creates_enforcer(realm, Census(self, realm)))
        if one and not fills:
            origin, target = entries[0]  # the first space of its piece's line in the Realm
            last = entries[-1][0]
            if last == origin:  # one piece reaches the Realm; the piece behind it may follow it
                return entries[1:2] if self._clears(origin, realm) else []
            if FIRST_SPACE[last][realm] != target:  # another piece reaches it, by another space
                return entries[:1]
        firsts = {origin: FIRST_SPACE[origin][realm] for origin, _ in entries}
        found: list[tuple[int, int]] = []
        for origin, target in entries:
            if fills and cells[origin] & KIND == POWER:
                continue  # the created Enforcer fills the only space a second piece could enter
            if not any(second != origin and first != target for second, first in firsts.items()) and (
                target == firsts[origin] or not self._clears(origin, realm)
            ):
                continue
            found.append((origin, target))
            if one:
                break
        return found

    def _clears(self, origin: int, realm: int) -> bool:
        """Whether the piece leaving `origin` opens the line of another mover into `realm`: the
        next piece behind it on its line, if it may move that way and the crossed Realms allow
        (the line is then blocked again if the first piece ends on its first space there)."""
        path = PATHS[origin][realm]
        if path is None:
            return False
        cells, direction = self.cells, path[0]
        for square in RAYS[(direction + 2) % 4][origin]:
            if cells[square]:
                behind = PATHS[square][realm]
                stop = self.enemy_base_stop()
                return (cells[square] & 1 == self.player and direction in self.directions(square)
                        and behind is not None
                        and all(cells[CENTER_OF[crossed]] != stop for crossed in behind[2]))
        return False

    def _arrives_around(self, square: int, realm: int, movers: list[tuple[int, tuple[int, ...]]]) -> bool:
        """Whether a second piece can still arrive with a created Enforcer on `square`."""
        self.cells[square] = ENFORCER + self.player
        try:
            return self._second_arrives(realm, movers)
        finally:
            self.cells[square] = 0

    def _second_arrives(self, realm: int, movers: list[tuple[int, tuple[int, ...]]]) -> bool:
        """Whether a piece other than the one that moved (now in `realm`) can end there."""
        stop, cells = self.enemy_base_stop(), self.cells
        for origin, directions in movers:
            if cells[origin] and reaches(cells, origin, realm, directions, stop):
                return True
        return False

    def _creation_spaces(self) -> list[int]:
        vacant = Census(self, self.event_realm).vacant
        if self.resume == CONCENTRATING and self.moved < 2:
            aligned = self.aligned(self.movers(), self.event_realm)
            return [s for s in vacant if self._arrives_around(s, self.event_realm, aligned)]
        return vacant

    # ----- Rearrangement

    def _can_rearrange(self, realm: int) -> bool:
        """Own pieces to pick up (the caller knows there are), two or more spaces to use, and
        not a third time in a row."""
        me = self.player
        if self.streak_realm[me] == realm and self.streak[me] >= 2:
            return False
        cells = BORDER_CELLS[realm](self.cells)
        free = cells.count(0) + cells.count(POWER + me) + cells.count(ENFORCER + me)
        return free >= 2

    def _replacements(self) -> list[Replace]:
        """Spaces for the next picked-up piece: vacant, not where it stood, and leaving the
        last piece a space other than its own."""
        origin, cell, facing = self.hand[0]
        free = [s for s in BORDERS_OF[self.realm] if not self.cells[s]]
        rest = self.hand[1:]
        facings: tuple[int | None, ...] = (
            ALL_DIRECTIONS if cell & KIND == ENFORCER and facing != IMMOBILE else (None,)
        )
        found: list[Replace] = []
        for target in free:
            if target == origin:
                continue
            if len(rest) == 1 and [s for s in free if s != target] == [rest[0][0]]:
                continue
            found += [REPLACE[origin, target, f] for f in facings]
        return found

    # ----- Special Events

    def _creates_base(self, realm: int, census: Census) -> bool:
        """Event 1: vacant Center, no enemy Powers (variation 5: no other Powers at all)."""
        if self.cells[CENTER_OF[realm]] or census.enemy_powers or not self.bases_left[self.player]:
            return False
        return not (self.game.settings.lone_power_creates and census.powers > 1)

    def _creates_enforcer(self, realm: int, census: Census) -> bool:
        """Event 2: a friendly-controlled Realm with no mobile Enforcer and a vacant Border space."""
        return (
            self.cells[CENTER_OF[realm]] == BASE + self.player
            and not census.mobile_enforcers
            and self.enforcers_left[self.player] > 0
            and bool(census.vacant)
        )
