"""Hand-made 12 Realms positions: `table(...)` sets the maps, heroes and deck directly."""

from __future__ import annotations

from realmkit.games.twelve_realms import TwelveRealms
from realmkit.games.twelve_realms.components import ACTIONS, PLAIN, TALENTS, TOWN
from realmkit.games.twelve_realms.state import TwelveRealmsState


def table(players: int = 1, realms: str = "oz+lapland", heroes: str = "", seed: int = 0,
          **options: object) -> TwelveRealmsState:
    """A game past setup with empty maps, markers at the start, empty hands, deck and story,
    every hero in the Town of the first realm and the first seat active: scenarios add what they
    need."""
    names = heroes or "+".join(["siegfried", "snow-white", "dartagnan", "red-riding-hood",
                                "robin-hood", "aladdin"][:players])
    game = TwelveRealms(realms=realms, heroes=names, **options)
    state = game.new_state(players, seed)
    while state.phase != ACTIONS:
        state.apply(state.legal_actions()[0])
    for slot in range(len(state.realms)):
        state.tokens[slot] = []
        state.treasures[slot] = []
        state.marker[slot] = 0
        state.piece_area[slot] = [-1, -1, -1]
        state.holder[slot] = [-1, -1, -1]
        state.placed[slot] = 0
    for seat in range(players):
        state.realm_at[seat] = 0
        state.area_at[seat] = TOWN
        state.fresh[seat][:] = state.total[seat]
        state.yellow[seat] = [0] * (PLAIN + 1)
        state.blue[seat] = [0] * (PLAIN + 1)
        state.hands[seat] = []
    state.deck, state.discard, state.aside, state.log = [], [], [], []
    state.order = list(range(players))
    state.turn_pos = 0
    state.active = 0
    return state


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
    state.rng = Dice(*rolls)  # type: ignore[assignment]
    return state.rng  # type: ignore[return-value]


def name(state: TwelveRealmsState, seat: int) -> str:
    """The hero of `seat` as the screen names him."""
    return f"player {seat + 1} ({state.content.heroes[state.hero[seat]].name})"
