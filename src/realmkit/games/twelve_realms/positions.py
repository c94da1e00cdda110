"""Positions for scenarios: a 12 Realms game past setup, built from a short description checked
against the game's content, at the start of the first player's Perform Actions phase.

Players are numbered from 1 and areas from 0 (the Town) to 6, as the notation writes them;
realms, creatures, cards and talents are named as the notation types them. What the
description leaves out is empty: no creature, Treasure or Artifact Piece on the maps, every
Invasion Marker on its first space, every hero in the Town of the first Game Realm with his
Character card's red tokens fresh, no hand, an empty Realms Deck and discard pile, the players
in seat order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from realmkit.games.twelve_realms.components import (
    ACTIONS,
    AREAS,
    DEFEATED,
    IN_PLAY,
    PIECES,
    PLAIN,
    TALENTS,
    TOWN,
    TREASURE_CARD,
    WAITING,
)
from realmkit.games.twelve_realms.components.content import Card
from realmkit.games.twelve_realms.game import TwelveRealms
from realmkit.games.twelve_realms.state import TwelveRealmsState

HEROES = ("siegfried", "snow-white", "dartagnan", "red-riding-hood", "robin-hood", "aladdin")
"""The heroes of a position unless it names them, in seat order."""
LORD_STATES = {"waiting": WAITING, "in play": IN_PLAY, "defeated": DEFEATED}

Tokens = Mapping[int, Mapping[str, int]]
"""Tokens per player: counts by talent name, as {1: {"combat": 2, "crown": 1}}."""


def position(
    players: int = 1,
    *,
    realms: str = "oz+lapland",
    heroes: str = "",
    seed: int = 0,
    talents: Tokens | None = None,
    exploited: Tokens | None = None,
    yellow: Tokens | None = None,
    blue: Tokens | None = None,
    at: Mapping[int, int | tuple[str, int]] | None = None,
    creatures: Sequence[tuple[str, int] | tuple[str, int, str]] = (),
    treasures: Sequence[tuple[str, int]] = (),
    pieces: Mapping[str, Sequence[int | str | None]] | None = None,
    markers: Mapping[str, int] | None = None,
    lords: Mapping[str, str] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    **options: object,
) -> TwelveRealmsState:
    """A game of `players` on the Game Realms `realms` (as the option writes them) with the
    heroes `heroes` (default: `HEROES` in seat order) and the game's other `options`.

    `talents` gives a player's red tokens (instead of his Character card's), fresh but for
    those `exploited` (flipped); `yellow` and `blue` his one-use tokens. `at` puts a player in
    an area of the first Game Realm, or (realm, area) of another. `creatures` are tokens (kind,
    area), or (kind, area, realm) off the first Game Realm, each of its own pack; `treasures`
    (card, area) on their card's map. `pieces` gives a realm's Artifact Pieces I, II, III in
    order: an area where it lies, "player N" who holds it, or None for one not placed yet
    (placed ones come first). `markers` puts Invasion Markers on a space; `lords` says whose
    Dark Lord is "waiting", "in play" or "defeated" (its marker then leaves the track).
    `hands` are Adventure cards held; `deck` the Realms Deck, top card last, and `discard` its
    discard pile. A description the content cannot make raises ValueError.
    """
    names = heroes or "+".join(HEROES[:players])
    state = TwelveRealms(realms=realms, heroes=names, **options).new_state(players, seed)
    while state.phase != ACTIONS:
        state.apply(state.legal_actions()[0])
    _empty(state)
    for number, where in (at or {}).items():
        seat = _seat(state, number)
        slot, area = (0, where) if isinstance(where, int) else (_slot(state, where[0]), where[1])
        state.realm_at[seat], state.area_at[seat] = slot, _area(area)
    for number, counts in (talents or {}).items():
        seat = _seat(state, number)
        state.total[seat][:] = _counts(counts, crown=True)
        state.fresh[seat][:] = state.total[seat]
    for number, counts in (exploited or {}).items():
        seat = _seat(state, number)
        spent = _counts(counts, crown=True)
        state.fresh[seat][:] = [red - gone for red, gone in zip(state.total[seat], spent, strict=True)]
        if min(state.fresh[seat]) < 0:
            raise ValueError(f"player {number} cannot have exploited more red tokens than he has")
    for tokens, row in ((yellow, state.yellow), (blue, state.blue)):
        for number, counts in (tokens or {}).items():
            row[_seat(state, number)][:] = _counts(counts, crown=True)
    for creature in creatures:
        _creature(state, *creature)
    for slug, area in treasures:
        card = _card(state, slug)
        if card.kind != TREASURE_CARD:
            raise ValueError(f"{slug} is not a Treasure card")
        state.treasures[_slot(state, state.content.realms[card.realm].slug)].append([card.index, _area(area)])
    for realm, placed in (pieces or {}).items():
        _pieces(state, _slot(state, realm), placed)
    for realm, space in (markers or {}).items():
        slot = _slot(state, realm)
        if not 0 <= space < state.content.realms[state.realms[slot]].track:
            raise ValueError(f"{realm}'s Invasion Track has no space {space}")
        state.marker[slot] = space
    for realm, word in (lords or {}).items():
        slot = _slot(state, realm)
        if word not in LORD_STATES:
            raise ValueError(f"a Dark Lord is {', '.join(LORD_STATES)}, not {word!r}")
        state.lord_state[slot] = LORD_STATES[word]
        if word == "defeated":
            state.marker[slot] = -1  # 'remove his Realm Invasion Marker from play'
    for number, cards in (hands or {}).items():
        state.hands[_seat(state, number)] = [_card(state, slug).index for slug in cards]
    state.deck = [_card(state, slug).index for slug in deck]
    state.discard = [_card(state, slug).index for slug in discard]
    return state


def _empty(state: TwelveRealmsState) -> None:
    """Empty maps with markers at the start, heroes fresh in the first Town, nothing in hand."""
    for slot in range(len(state.realms)):
        state.tokens[slot] = []
        state.treasures[slot] = []
        state.marker[slot] = 0
        state.piece_area[slot] = [-1] * PIECES
        state.holder[slot] = [-1] * PIECES
        state.placed[slot] = 0
    for seat in range(state.num_players):
        state.realm_at[seat] = 0
        state.area_at[seat] = TOWN
        state.fresh[seat][:] = state.total[seat]
        state.yellow[seat] = [0] * (PLAIN + 1)
        state.blue[seat] = [0] * (PLAIN + 1)
        state.hands[seat] = []
    state.deck, state.discard, state.aside, state.log = [], [], [], []
    state.order = list(range(state.num_players))
    state.turn_pos = 0
    state.active = 0


def _seat(state: TwelveRealmsState, number: int) -> int:
    if not 1 <= number <= state.num_players:
        raise ValueError(f"player {number} is not one of players 1-{state.num_players}")
    return number - 1


def _slot(state: TwelveRealmsState, realm: str) -> int:
    for slot, index in enumerate(state.realms):
        if state.content.realms[index].slug == realm:
            return slot
    names = ", ".join(state.content.realms[index].slug for index in state.realms)
    raise ValueError(f"{realm} is not a Game Realm of this game ({names})")


def _area(area: int) -> int:
    if not 0 <= area < AREAS:
        raise ValueError(f"area {area} is not one of 0 (the Town) to {AREAS - 1}")
    return area


def _counts(counts: Mapping[str, int], crown: bool) -> list[int]:
    row = [0] * (PLAIN + 1)
    allowed = TALENTS if crown else TALENTS[:PLAIN]
    for name, count in counts.items():
        if name not in allowed or count < 0:
            raise ValueError(f"{name}={count}: tokens are counted by talent ({', '.join(allowed)})")
        row[TALENTS.index(name)] = count
    return row


def _creature(state: TwelveRealmsState, slug: str, area: int, realm: str = "") -> None:
    """A creature or Dark Lord token, of the pack of the map it stands on."""
    slot = _slot(state, realm) if realm else 0
    pack = state.content.realms[state.realms[slot]]
    kind = next((k for k in state.content.kinds if k.slug == slug), None)
    if kind is None or kind.realm != pack.index:
        raise ValueError(f"{slug} is no creature or Dark Lord of {pack.slug}")
    state.serial += 1
    state.tokens[slot].append([state.serial, kind.index, _area(area)])


def _card(state: TwelveRealmsState, slug: str) -> Card:
    """The first card named `slug` (a creature's, or an Event, Adventure or Treasure card)."""
    card = next((c for c in state.content.cards if c.slug == slug), None)
    if card is None:
        raise ValueError(f"no card is named {slug}")
    return card


def _pieces(state: TwelveRealmsState, slot: int, placed: Sequence[int | str | None]) -> None:
    """'the lowest available number must always be placed first': the pieces given come first."""
    if len(placed) > PIECES or None in placed[:len([p for p in placed if p is not None])]:
        raise ValueError(f"Artifact Pieces I-III are placed in order: give {PIECES} at most, "
                         "the placed ones first")
    for number, where in enumerate(placed):
        if where is None:
            continue
        if isinstance(where, str):
            words = where.split()
            if len(words) != 2 or words[0] != "player" or not words[1].isdigit():
                raise ValueError(f"{where!r}: an Artifact Piece lies in an area or is held by 'player N'")
            state.holder[slot][number] = _seat(state, int(words[1]))
        else:
            state.piece_area[slot][number] = _area(where)
        state.placed[slot] = number + 1
