"""Where the pieces of Modern Realm may go, worked out with the board as sets of spaces held in
Python integers (bit `square` set for each space of the set).

A piece runs in a straight line over empty spaces. Seen one direction at a time, every run
is a fill: the spaces reached from all the starting spaces at once are found in four shifts
of the whole board (1, 2, 4 and 8 steps, each allowed where every space passed is open).
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

from realmkit.games.realm.components import CENTER_OF, NEIGHBOR, RAYS, REALM_OF, REALM_SQUARES, SIZE, SQUARES

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
FULL = (1 << SQUARES) - 1
BIT: tuple[int, ...] = tuple(1 << s for s in range(SQUARES))
REALM_MASK: tuple[int, ...] = tuple(sum(BIT[s] for s in squares) for squares in REALM_SQUARES)
COLUMN_A = sum(BIT[row * SIZE] for row in range(SIZE))
COLUMN_L = COLUMN_A << SIZE - 1
ENTERS_FROM: tuple[int, ...] = (SIZE, 1, -SIZE, -1)
"""The step of each direction: a run north goes from square s to s + 12."""
ON_BOARD: tuple[int, ...] = (FULL, FULL & ~COLUMN_A, FULL, FULL & ~COLUMN_L)
"""Where a shift of the board one step each way may land: a step east from column l would
come back in column a of the next row."""
RAY_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(BIT[s] for s in RAYS[d][square]) for square in range(SQUARES)) for d in range(4)
)
"""RAY_MASK[direction][square]: the spaces from the next one that way to the board's edge."""
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
Sides = tuple[tuple[int, ...], tuple[int, ...], int, int, int]
_SIDES: dict[tuple[int, int, tuple[int, ...]], Sides] = {}
"""How the Realms stand for a player, by (player, the enemy Counter-Agent's Realm, the codes
on the 16 Centers): see `_sides`."""
_SIDES_KEPT = 1 << 14


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


def _sides(player: int, closed: int, centers: tuple[int, ...]) -> Sides:
    """For `player`: per direction the spaces a run may step onto when empty (not into the
    enemy Counter-Agent's Realm `closed`, not past a Realm with an enemy Center, not around
    the board's edge), per direction the spaces that enter a Realm with a friendly Center, the
    spaces of those Realms, the spaces of `closed`, and the Realms with an enemy Center as bits."""
    friendly = hostile = 0
    for realm, code in enumerate(centers):
        if realm == closed or code < 0:
            continue
        if code // 3 == player:
            friendly |= REALM_MASK[realm]
        else:
            hostile |= 1 << realm
    closed_mask = REALM_MASK[closed] if closed >= 0 else 0
    steps = []
    for d in range(4):
        stopped = closed_mask
        for realm in range(16):
            if hostile >> realm & 1:
                stopped |= STRIP[d][realm]
        steps.append(ON_BOARD[d] & ~stopped)
    entering = tuple(ENTRY[d] & friendly for d in range(4))
    return tuple(steps), entering, friendly, closed_mask, hostile


def _doubled(step: int, shift: int) -> tuple[int, int, int, int]:
    """The spaces from which a run may go 1, 2, 4 and 8 steps over open spaces, for a fill
    one way (`shift` bits a step; negative: towards square 0)."""
    if shift > 0:
        two = step & step << shift
        four = two & two << 2 * shift
        return step, two, four, four & four << 4 * shift
    two = step & step >> -shift
    four = two & two >> -2 * shift
    return step, two, four, four & four >> -4 * shift


class Reach:
    """One player's view of a position: `destinations(square)` for each of his pieces."""

    __slots__ = ("board", "closed", "closed_mask", "empty", "entering", "fills", "friendly", "hostile",
                 "open", "player", "steps", "within")

    def __init__(self, board: list[int], player: int, empty: int) -> None:
        """`empty`: the board's empty spaces as a set (`empty_spaces`)."""
        self.empty = empty
        counter_agent = (1 - player) * 3 + 1
        closed = REALM_OF[board.index(counter_agent)] if counter_agent in board else -1
        key = (player, closed, _CENTERS(board))
        sides = _SIDES.get(key)
        if sides is None:
            if len(_SIDES) >= _SIDES_KEPT:
                _SIDES.clear()
            sides = _SIDES[key] = _sides(*key)
        self.open, entering, self.friendly, self.closed_mask, self.hostile = sides
        self.board, self.player, self.closed = board, player, closed
        self.steps = steps = tuple(empty & step for step in self.open)
        self.fills = (*_doubled(steps[NORTH], SIZE), *_doubled(steps[EAST], 1),
                      *_doubled(steps[SOUTH], -SIZE), *_doubled(steps[WEST], -1))
        self.entering = tuple(step & enter for step, enter in zip(steps, entering, strict=True))
        self.within = tuple(step & inside for step, inside in zip(steps, INSIDE, strict=True))

    def _origin_runs(self, square: int, start: int) -> tuple[int, int, int, int]:
        """The piece's own runs out of its starting Realm, north, east, south and west: that
        Realm is not entered, so neither its Counter-Agent nor an enemy Center stops them."""
        steps = self.steps
        if start == self.closed:
            own = REALM_MASK[start] & self.empty
            steps = tuple(step | own for step in steps)
        elif self.hostile >> start & 1:
            open_past = self.empty & ~self.closed_mask
            steps = tuple(step | STRIP[d][start] & open_past for d, step in enumerate(steps))
        ray = RAY_MASK[NORTH][square]
        blocked = ray & ~steps[NORTH]
        north = ray & ((blocked & -blocked) - 1)
        ray = RAY_MASK[EAST][square]
        blocked = ray & ~steps[EAST]
        east = ray & ((blocked & -blocked) - 1)
        ray = RAY_MASK[SOUTH][square]
        cut = (ray & ~steps[SOUTH]).bit_length()
        south = ray >> cut << cut
        ray = RAY_MASK[WEST][square]
        cut = (ray & ~steps[WEST]).bit_length()
        west = ray >> cut << cut
        return north, east, south, west

    def _onward(self, square: int, direction: int) -> int:
        """Where a run that can still turn goes on within the starting Realm once it comes
        through the piece's own empty square: every such space is a place to turn."""
        inside = self.within[direction]
        shift = ENTERS_FROM[direction]
        turn = BIT[square]
        for _ in range(2):
            turn |= (turn << shift if shift > 0 else turn >> -shift) & inside
        return turn

    def destinations(self, square: int) -> int:
        """The spaces out of its Realm where the piece on `square` may end its move, as a set."""
        start = REALM_OF[square]
        own = REALM_MASK[start]
        n1, n2, n4, n8, e1, e2, e4, e8, s1, s2, s4, s8, w1, w2, w4, w8 = self.fills
        n_in, e_in, s_in, w_in = self.within
        n_enter, e_enter, s_enter, w_enter = self.entering
        center = self.board[CENTER_OF[start]]
        bit = BIT[square]
        n_through = e_through = s_through = w_through = False
        if CENTER_OF[start] == square:
            # its Realm's Center is left vacant: coming back, the piece may not turn there
            n_enter, e_enter, s_enter, w_enter = (enter & ~own for enter in self.entering)
        elif center >= 0 and center // 3 == self.player and start != self.closed:
            # its square is empty behind it: a run that may turn in its Realm can come
            # through it each way it may be stepped onto (the shared steps hold it occupied)
            n_through, e_through, s_through, w_through = (bool(step & bit) for step in self.open)
        north, east, south, west = self._origin_runs(square, start)
        turning = self.friendly & ~own
        found = north | east | south | west
        across = (north | south) & turning   # where the piece may turn to run along a row
        along = (east | west) & turning      # where it may turn to run along a column
        across_done = along_done = 0
        while across or along:
            if along:
                along_done |= along
                run = along | n1 & along << 12
                run |= n2 & run << 24
                run |= n4 & run << 48
                run |= n8 & run << 96
                found |= run
                turn = run << 12 & n_enter
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
                turn |= turn >> 1 & w_in
                turn |= turn >> 1 & w_in
                if w_through and (turn >> 1 | run >> 1 & ENTRY[WEST]) & bit:
                    turn |= self._onward(square, WEST)
                along = (along | turn) & ~along_done
                across = 0
        return found & ~own
