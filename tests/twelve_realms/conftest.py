"""Hand-made 12 Realms positions: `table(...)` is the game's position constructor; `put` and
`talents` change a position in the middle of a scenario."""

from __future__ import annotations

from realmkit.games.twelve_realms.components import PLAIN, TALENTS
from realmkit.games.twelve_realms.positions import position
from realmkit.games.twelve_realms.state import TwelveRealmsState

table = position
"""A game past setup (`positions.position`): scenarios describe what they need."""


def kind(state: TwelveRealmsState, slug: str) -> int:
    return next(k.index for k in state.content.kinds if k.slug == slug)


def card(state: TwelveRealmsState, slug: str) -> int:
    """The first card named `slug` (a creature's card or an Event/Adventure card)."""
    return next(c.index for c in state.content.cards if c.slug == slug)


def put(state: TwelveRealmsState, slug: str, area: int, slot: int = 0) -> list[int]:
    """A creature token of `slug` in `area` of the realm in `slot`; returns the token."""
    state.serial += 1
    token = [state.serial, kind(state, slug), area]
    state.tokens[slot].append(token)
    return token


def talents(state: TwelveRealmsState, seat: int, **counts: int) -> None:
    """Give `seat` exactly these fresh red tokens (and as many in total)."""
    values = [0] * (PLAIN + 1)
    for name, count in counts.items():
        values[TALENTS.index(name)] = count
    state.total[seat][:] = values
    state.fresh[seat][:] = values


def play(state: TwelveRealmsState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def legal(state: TwelveRealmsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


class Dice:
    """A generator whose die rolls are given in advance (roll = int(random() * 6) + 1)."""

    def __init__(self, *rolls: int) -> None:
        self.rolls = list(rolls)

    def random(self) -> float:
        return (self.rolls.pop(0) - 1) / 6 + 0.01

    def shuffle(self, cards: list[int]) -> None:
        """Reshuffles keep the order: these scenarios never depend on it."""


def dice(state: TwelveRealmsState, *rolls: int) -> Dice:
    """Make the next die rolls of `state` these ones."""
    rng = Dice(*rolls)
    state.rng = rng  # type: ignore[assignment]  # a stand-in with the two methods the rules call
    return rng


def name(state: TwelveRealmsState, seat: int) -> str:
    """The hero of `seat` as the screen names him."""
    return f"player {seat + 1} ({state.content.heroes[state.hero[seat]].name})"
