"""Where the pieces of Modern Realm may go, worked out with the board as sets of spaces held in
Python integers (bit `square` set for each space of the set).

A piece runs in a straight line over empty spaces. Seen one direction at a time, every run
is a fill: the spaces reached from all the starting spaces at once are found in four shifts
of the whole board (1, 2, 4 and 8 steps, each allowed where every space passed is open: the
parallel-prefix or Kogge-Stone fill of chess programs' bitboards).
What stops a run is open or not for the whole position: an occupied space, the first space
of the enemy Counter-Agent's Realm ('no piece may ... enter a Realm containing the enemy
Counter-agent'), the first space past a Realm whose Center holds an enemy piece ('it must end
its move in a space of that Realm along its line of movement'). A run that enters a Realm
whose Center holds a friendly piece may turn there once at a right angle: the spaces of such
a Realm it reaches after entering are new starting spaces for runs across, until no new one
appears.

What belongs to one piece alone is worked out per piece: its own runs out of its starting
Realm (which it does not enter, so does not stop in, nor turn in), its own space left empty
behind it, and its starting Realm opened when it leaves that Realm's Center.
"""

from __future__ import annotations

from operator import itemgetter

from realmkit.games.realm.components import (
    CENTER_OF,
    EAST,
    NEIGHBOR,
    NORTH,
    RAYS,
    REALM_OF,
    REALM_SQUARES,
    SIZE,
    SOUTH,
    SQUARES,
    WEST,
)

FULL = (1 << SQUARES) - 1
BIT: tuple[int, ...] = tuple(1 << s for s in range(SQUARES))
REALM_MASK: tuple[int, ...] = tuple(sum(BIT[s] for s in squares) for squares in REALM_SQUARES)
COLUMN_A = sum(BIT[row * SIZE] for row in range(SIZE))
COLUMN_L = COLUMN_A << SIZE - 1
STEP: tuple[int, ...] = (SIZE, 1, -SIZE, -1)
"""The step of each direction: a run north goes from square s to s + 12."""
ON_BOARD: tuple[int, ...] = (FULL, FULL & ~COLUMN_A, FULL, FULL & ~COLUMN_L)
"""Where a shift of the board one step each way may land: a step east from column l would
come back in column a of the next row."""
RAY_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(BIT[s] for s in RAYS[d][square]) for square in range(SQUARES)) for d in range(4)
)
"""RAY_MASK[direction][square]: the spaces from the next one that way to the board's edge."""
_RAY_N, _RAY_E, _RAY_S, _RAY_W = RAY_MASK
ENTRY: tuple[int, ...] = tuple(
    sum(BIT[s] for s in range(SQUARES)
        if (back := NEIGHBOR[(d + 2) % 4][s]) >= 0 and REALM_OF[back] != REALM_OF[s])
    for d in range(4)
)
"""ENTRY[direction]: the spaces a run that way reaches by entering their Realm."""
INSIDE: tuple[int, ...] = tuple(FULL & ~entry for entry in ENTRY)
STRIP: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(BIT[NEIGHBOR[d][s]] for s in REALM_SQUARES[realm] if NEIGHBOR[d][s] >= 0
              and REALM_OF[NEIGHBOR[d][s]] != realm) for realm in range(16))
    for d in range(4)
)
"""STRIP[direction][realm]: the spaces just past the Realm that way, which a run that has
entered the Realm never reaches when its Center holds an enemy piece."""

_BYTE_SQUARES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(8 * offset + i for i in range(8) if bits >> i & 1) for bits in range(256))
    for offset in range(SQUARES // 8)
)
"""_BYTE_SQUARES[offset][bits]: the squares of the set bits of byte `offset` of a set."""
_CENTERS = itemgetter(*CENTER_OF)
Sides = tuple[tuple[int, int, int, int], tuple[int, int, int, int], int, int, int]
_SIDES: dict[tuple[int, int, tuple[int, ...]], Sides] = {}
"""`_sides` by its arguments, emptied when it holds `_KEPT` of them."""
_KEPT = 1 << 12


def empty_spaces(board: list[int]) -> int:
    """The empty spaces of a board (EMPTY is -1) as a set."""
    return sum(BIT[square] for square, code in enumerate(board) if code < 0)


def squares_of(found: int) -> list[int]:
    """The squares of a set, in order."""
    squares: list[int] = []
    for offset, bits in enumerate(found.to_bytes(SQUARES // 8, "little")):
        if bits:
            squares += _BYTE_SQUARES[offset][bits]
    return squares


def _stops(direction: int, realms: int) -> int:
    """The spaces just past each of `realms` (bits) that way: `STRIP` joined."""
    return sum(STRIP[direction][realm] for realm in range(16) if realms >> realm & 1)


_STOPS_N, _STOPS_E, _STOPS_S, _STOPS_W = (
    tuple(tuple(_stops(d, eight << 8 * half) for eight in range(256)) for half in range(2)) for d in range(4)
)
"""_STOPS_N[half][eight]: `_stops` north of the Realms 8 * half + (bits of `eight`); and so on."""
_SPACES: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(REALM_MASK[8 * half + i] for i in range(8) if eight >> i & 1) for eight in range(256))
    for half in range(2)
)
"""_SPACES[half][eight]: the spaces of the Realms 8 * half + (bits of `eight`)."""
_ON_N, _ON_E, _ON_S, _ON_W = ON_BOARD
_ENTRY_N, _ENTRY_E, _ENTRY_S, _ENTRY_W = ENTRY


def _sides(player: int, closed: int, centers: tuple[int, ...]) -> Sides:
    """For `player`, with the enemy Counter-Agent in Realm `closed` and `centers` the codes on
    the 16 Centers: per direction the spaces a run may step onto when empty (not into `closed`,
    not past a Realm whose Center holds an enemy piece, not around the board's edge), per
    direction the spaces that enter a Realm whose Center holds a friendly piece, the spaces of
    those Realms, the spaces of `closed`, and the Realms whose Center holds an enemy piece as
    bits (`closed` is neither kind)."""
    friendly = hostile = 0
    realm = 1
    for code in centers:
        if code >= 0:
            if code // 3 == player:
                friendly |= realm
            else:
                hostile |= realm
        realm <<= 1
    closed_mask = 0
    if closed >= 0:
        friendly &= ~(1 << closed)
        hostile &= ~(1 << closed)
        closed_mask = REALM_MASK[closed]
    low, high = hostile & 255, hostile >> 8
    steps = (_ON_N & ~(closed_mask | _STOPS_N[0][low] | _STOPS_N[1][high]),
             _ON_E & ~(closed_mask | _STOPS_E[0][low] | _STOPS_E[1][high]),
             _ON_S & ~(closed_mask | _STOPS_S[0][low] | _STOPS_S[1][high]),
             _ON_W & ~(closed_mask | _STOPS_W[0][low] | _STOPS_W[1][high]))
    spaces = _SPACES[0][friendly & 255] | _SPACES[1][friendly >> 8]
    entering = (_ENTRY_N & spaces, _ENTRY_E & spaces, _ENTRY_S & spaces, _ENTRY_W & spaces)
    return steps, entering, spaces, closed_mask, hostile


class Reach:
    """One player's view of a position: `destinations(square)` for each of his pieces."""

    __slots__ = ("board", "closed", "closed_mask", "empty", "entering", "fills", "friendly", "hostile",
                 "open", "player", "steps", "within")

    def __init__(self, board: list[int], player: int, empty: int) -> None:
        """`empty`: the board's empty spaces as a set (`empty_spaces`)."""
        self.board, self.player, self.empty = board, player, empty
        try:
            closed = REALM_OF[board.index((1 - player) * 3 + 1)]   # the enemy Counter-Agent's
        except ValueError:   # it has captured
            closed = -1
        self.closed = closed
        key = (player, closed, _CENTERS(board))
        sides = _SIDES.get(key)
        if sides is None:
            if len(_SIDES) >= _KEPT:
                _SIDES.clear()
            sides = _SIDES[key] = _sides(*key)
        self.open, (enter_n, enter_e, enter_s, enter_w), self.friendly, self.closed_mask, self.hostile = sides
        open_n, open_e, open_s, open_w = self.open
        n1 = empty & open_n
        n2 = n1 & n1 << 12
        n4 = n2 & n2 << 24
        e1 = empty & open_e
        e2 = e1 & e1 << 1
        e4 = e2 & e2 << 2
        s1 = empty & open_s
        s2 = s1 & s1 >> 12
        s4 = s2 & s2 >> 24
        w1 = empty & open_w
        w2 = w1 & w1 >> 1
        w4 = w2 & w2 >> 2
        self.fills = (n1, n2, n4, n4 & n4 << 48, e1, e2, e4, e4 & e4 << 4,
                      s1, s2, s4, s4 & s4 >> 48, w1, w2, w4, w4 & w4 >> 4)
        self.steps = (n1, e1, s1, w1)
        self.entering = (n1 & enter_n, e1 & enter_e, s1 & enter_s, w1 & enter_w)
        self.within = (n1 & INSIDE[NORTH], e1 & INSIDE[EAST], s1 & INSIDE[SOUTH], w1 & INSIDE[WEST])

    def _onward(self, square: int, direction: int) -> int:
        """Where a run that can still turn goes on within the starting Realm once it comes
        through the piece's own empty square: every such space is a place to turn."""
        inside = self.within[direction]
        shift = STEP[direction]
        turn = BIT[square]
        for _ in range(2):
            turn |= (turn << shift if shift > 0 else turn >> -shift) & inside
        return turn

    def destinations(self, square: int) -> int:
        """The spaces out of its Realm where the piece on `square` may end its move, as a set."""
        start = REALM_OF[square]
        own = REALM_MASK[start]
        # its own runs leave its starting Realm, which they do not enter: neither the enemy
        # Counter-Agent there nor an enemy Center stops them
        n1, e1, s1, w1 = self.steps
        if start == self.closed:
            n1, e1, s1, w1 = (step | own & self.empty for step in self.steps)
        elif self.hostile >> start & 1:
            past = self.empty & ~self.closed_mask
            n1 |= STRIP[NORTH][start] & past
            e1 |= STRIP[EAST][start] & past
            s1 |= STRIP[SOUTH][start] & past
            w1 |= STRIP[WEST][start] & past
        ray = _RAY_N[square]
        blocked = ray & ~n1
        north = ray & ((blocked & -blocked) - 1)
        ray = _RAY_E[square]
        blocked = ray & ~e1
        east = ray & ((blocked & -blocked) - 1)
        ray = _RAY_S[square]
        cut = (ray & ~s1).bit_length()
        south = ray >> cut << cut
        ray = _RAY_W[square]
        cut = (ray & ~w1).bit_length()
        west = ray >> cut << cut
        found = north | east | south | west
        turning = self.friendly & ~own
        across = (north | south) & turning   # where the piece may turn to run along a row
        along = (east | west) & turning      # where it may turn to run along a column
        if not (across or along):
            return found & ~own
        n_in, e_in, s_in, w_in = self.within
        n_enter, e_enter, s_enter, w_enter = self.entering
        center = self.board[CENTER_OF[start]]
        bit = BIT[square]
        n_through = e_through = s_through = w_through = 0
        if CENTER_OF[start] == square:
            # its Realm's Center is left vacant: coming back, the piece may not turn there
            elsewhere = ~own
            n_enter, e_enter = n_enter & elsewhere, e_enter & elsewhere
            s_enter, w_enter = s_enter & elsewhere, w_enter & elsewhere
        elif center >= 0 and center // 3 == self.player and start != self.closed:
            # its square is empty behind it: a run that may turn in its Realm can come
            # through it each way it may be stepped onto (the shared steps hold it occupied)
            open_n, open_e, open_s, open_w = self.open
            n_through, e_through = open_n & bit, open_e & bit
            s_through, w_through = open_s & bit, open_w & bit
        n1, n2, n4, n8, e1, e2, e4, e8, s1, s2, s4, s8, w1, w2, w4, w8 = self.fills
        across_done = along_done = 0
        # the four directions are written out, with no function call per run, for speed
        while across or along:
            if along:
                along_done |= along
                run = along | n1 & along << 12
                run |= n2 & run << 24
                run |= n4 & run << 48
                run |= n8 & run << 96
                found |= run
                turn = run << 12 & n_enter
                if turn:
                    turn |= turn << 12 & n_in
                    turn |= turn << 12 & n_in
                if n_through and (turn << 12 | run << 12 & ENTRY[NORTH]) & bit:
                    turn |= self._onward(square, NORTH)
                across |= turn
                run = along | s1 & along >> 12
                run |= s2 & run >> 24
                run |= s4 & run >> 48
                run |= s8 & run >> 96
                found |= run
                turn = run >> 12 & s_enter
                if turn:
                    turn |= turn >> 12 & s_in
                    turn |= turn >> 12 & s_in
                if s_through and (turn >> 12 | run >> 12 & ENTRY[SOUTH]) & bit:
                    turn |= self._onward(square, SOUTH)
                across = (across | turn) & ~across_done
                along = 0
            if across:
                across_done |= across
                run = across | e1 & across << 1
                run |= e2 & run << 2
                run |= e4 & run << 4
                run |= e8 & run << 8
                found |= run
                turn = run << 1 & e_enter
                if turn:
                    turn |= turn << 1 & e_in
                    turn |= turn << 1 & e_in
                if e_through and (turn << 1 | run << 1 & ENTRY[EAST]) & bit:
                    turn |= self._onward(square, EAST)
                along |= turn
                run = across | w1 & across >> 1
                run |= w2 & run >> 2
                run |= w4 & run >> 4
                run |= w8 & run >> 8
                found |= run
                turn = run >> 1 & w_enter
                if turn:
                    turn |= turn >> 1 & w_in
                    turn |= turn >> 1 & w_in
                if w_through and (turn >> 1 | run >> 1 & ENTRY[WEST]) & bit:
                    turn |= self._onward(square, WEST)
                along = (along | turn) & ~along_done
                across = 0
        return found & ~own
