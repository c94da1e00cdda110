"""Taking moves back without peeking at the future.

The policy is Board Game Arena's: no undo past randomness or revealed hidden information. A
move stands (is final) once it drew on chance, since playing it again from the same seed would
show what chance gave before; and once it showed some seat something that seat did not know,
since that seat cannot forget it. `why_final` tells the two apart from every other move, for the
terminal's `undo` and any other face that offers one; `take_back` applies it to a game.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Collection
from typing import Any

from realmkit.core.errors import IllegalActionError, RealmkitError
from realmkit.core.game import Action
from realmkit.core.state import State

WORLDS = 48
"""Worlds resampled from each seat's view to see whether a move showed that seat anything. A
move that shows a seat something in a share q of its worlds passes unseen with chance
(1 - q) ** 48: under 1% for q = 10%, so only what the seat could all but tell already (12
Thieves' card paid from a hand nearly known) may go unnoticed. The search stops at the
first world that differs, so a final move costs a few worlds."""

CHANCE = "it drew on chance (a shuffle, a draw or a roll)"


class UndoError(RealmkitError):
    """A take-back that the policy refuses; the message says why. The game is unchanged."""


def why_final(state: State[Any], action: Action, viewer: int | None = None) -> str | None:
    """Why `action`, about to be played in `state`, could not be taken back once played, or
    None if it could. It is final when it moves the state's generator (chance), or when some
    seat's view after it differs between worlds resampled from that seat's view before it, or
    it is illegal in one of them (it showed what the mover held). The worlds are drawn from a
    generator seeded by the seat's own view, so the answer is the same every time. The reason
    is worded for `viewer` (the seat that asks, if any)."""
    after = state.clone()
    after.apply(action)
    if after.rng.getstate() != state.rng.getstate():
        return CHANCE
    if type(state)._determinize is State._determinize:
        return None  # nothing unknown to anyone, and no chance: every world plays it alike
    for seat in range(state.num_players):
        if _shows(state, action, seat):
            return f"it showed {'you' if seat == viewer else f'player {seat + 1}'} something hidden"
    return None


def _shows(state: State[Any], action: Action, seat: int) -> bool:
    """Whether `action` shows `seat` something: its view after the action is not the same in
    every world resampled from its view, or the action is illegal in one of them."""
    rng = random.Random(_view_seed(state, seat))
    seen = set()
    for _ in range(WORLDS):
        world = state.determinize(seat, rng)
        try:
            world.apply(action)
        except IllegalActionError:
            return True
        seen.add(json.dumps(world.observation(seat), sort_keys=True, default=str))
        if len(seen) > 1:
            return True
    return False


def _view_seed(state: State[Any], seat: int) -> int:
    """A seed from what `seat` knows of the position (its view and the move number), so that
    the worlds sampled, and the answer, depend on nothing hidden from it."""
    view = json.dumps(state.observation(seat), sort_keys=True, default=str)
    text = f"{state.game}|{len(state.history)}|{seat}|{view}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def take_back(state: State[Any], seat: int, others: Collection[int] = ()) -> State[Any]:
    """The game again at `seat`'s last decision, every move since taken back: replayed from
    the seed. Refused (UndoError, saying why) when `seat` has not moved yet, when a seat of
    `others` (other people, whose moves are their own) moved since, or when a move to be taken
    back is final (`why_final`)."""
    movers = []
    replayed = state.game.new_state(state.num_players, state.seed)
    for action in state.history:
        movers.append(replayed.current_player())
        replayed.apply(action)
    if seat not in movers:
        raise UndoError("you have not moved yet; there is nothing to take back")
    last = len(movers) - 1 - movers[::-1].index(seat)
    moved = sorted({m for m in movers[last:] if m in others and m != seat})
    if moved:
        raise UndoError(f"player {moved[0] + 1} has moved since your last move; undo takes back "
                        "only your own moves and the AI's since")
    again: State[Any] = state.game.new_state(state.num_players, state.seed)
    for action in state.history[:last]:
        again.apply(action)
    walk = again.clone()
    for index in range(last, len(movers)):
        action = state.history[index]
        reason = why_final(walk, action, seat)
        if reason is not None:
            mover = movers[index]
            whose = "your" if mover == seat else f"player {mover + 1}'s"
            raise UndoError(f"{whose} move '{walk.notation_seen_by(action, seat)}' stands: {reason} "
                            "(no undo past chance or hidden information)")
        walk.apply(action)
    return again
