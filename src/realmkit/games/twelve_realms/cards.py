"""The Realms Deck and what its cards do: drawing, Creature Appearance, Events, Treasures,
Artifact Pieces, Dark Lords entering, the Invasion Tracks, and Retreating."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from realmkit.games.twelve_realms.components import (
    ACTIONS,
    ADVENTURE_CARD,
    ARTIFACT_CARD,
    BLUE,
    CREATURE_CARD,
    DEFEATED,
    IN_PLAY,
    OVER,
    PIECES,
    RED,
    SWIFTNESS,
    TOWN,
    TREASURE_CARD,
    WAITING,
    YELLOW,
    roll,
)
from realmkit.games.twelve_realms.content import Effect

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.state import TwelveRealmsState


def draw(state: TwelveRealmsState, seat: int) -> None:
    """'draws one card from the Realms Deck. If the deck is empty, simply reshuffle together all
    discarded cards to create a fresh Realms Deck.'"""
    if not state.deck:
        state.deck, state.discard = state.discard, []
        state.rng.shuffle(state.deck)
        if not state.deck:
            return
    resolve(state, seat, state.deck.pop())


def resolve(state: TwelveRealmsState, seat: int, index: int) -> None:
    """An Adventure card is kept in hand; an Event is played at once; a Creature appears."""
    card = state.content.cards[index]
    slot = state.slot_of[card.realm]
    kind = card.kind
    if kind == ADVENTURE_CARD:
        state.hands[seat].append(index)
    elif kind == CREATURE_CARD:
        if state.lord_state[slot] == DEFEATED:
            state.aside.append(index)  # 'will be ignored ... and must be put aside'
        else:
            appear(state, slot, card.creature)
            state.discard.append(index)
    elif kind == TREASURE_CARD:
        # 'Do not discard the Treasure card, but place it near the Realm map.'
        state.treasures[slot].append([index, roll(state.rng)])
    elif kind == ARTIFACT_CARD:
        place_piece(state, slot, index)
    else:
        event(state, slot, card.effect)
        state.discard.append(index)


def appear(state: TwelveRealmsState, slot: int, kind: int, area: int = 0, summoned: bool = False) -> None:
    """Creature Appearance: the token goes to the area a die shows; Horde adds identical
    tokens ('Place another identical Creature Token in the same area'), one per level, unless
    the creature is summoned: 'a Creature's Power cannot be activated in the same phase the
    Creature has been summoned'."""
    if not area:
        area = roll(state.rng)
    tokens = state.tokens[slot]
    state.serial += 1
    tokens.append([state.serial, kind, area])
    horde = state.content.kinds[kind].power("horde")
    if horde is not None and not summoned:
        for _ in range(horde.level):
            state.serial += 1
            tokens.append([state.serial, kind, area])


def place_piece(state: TwelveRealmsState, slot: int, card: int) -> None:
    """'the lowest available number must always be placed first'; with the last piece placed,
    the Dark Lord enters and the card is put aside. With none left the card does nothing."""
    number = state.placed[slot]
    if number >= PIECES:
        state.discard.append(card)
        return
    state.piece_area[slot][number] = roll(state.rng)
    state.placed[slot] = number + 1
    if number + 1 == PIECES:
        lord_enters(state, slot)
        state.aside.append(card)
    else:
        state.discard.append(card)


def lord_enters(state: TwelveRealmsState, slot: int) -> None:
    """'that Realm Dark Lord must enter into play (unless he is already present on the map)'."""
    if state.lord_state[slot] == WAITING:
        state.lord_state[slot] = IN_PLAY
        appear(state, slot, state.lord_kind[slot])


def advance(state: TwelveRealmsState, slot: int, spaces: int) -> None:
    """The Invasion Marker moves forward; over a red space the Dark Lord enters; over the last
    space 'the game is immediately over and the players are defeated'."""
    old = state.marker[slot]
    if old < 0 or spaces <= 0 or state.phase == OVER:
        return
    new = old + spaces
    realm = state.content.realms[state.realms[slot]]
    if any(old < red <= new for red in realm.red):
        lord_enters(state, slot)
    state.marker[slot] = new
    if new >= realm.track:
        state.phase = OVER
        state.won = False


def event(state: TwelveRealmsState, slot: int, effect: Effect) -> None:
    """An Event card's instructions, on its own realm (designed for realmkit)."""
    rng = state.rng
    if effect.advance:
        advance(state, slot, effect.advance)
    if effect.push_back and state.marker[slot] > 0:
        state.marker[slot] = max(0, state.marker[slot] - effect.push_back)
    if effect.appear >= 0:
        appear(state, slot, effect.appear)
    if effect.maraud:
        for token in state.tokens[slot]:
            token[2] = new_area(rng, token[2])
    for seat in range(state.num_players):
        if state.realm_at[seat] == slot:
            if effect.rest:
                state.fresh[seat][:] = state.total[seat]
            for _ in range(effect.curse):
                exploit_random(state, seat)


def reward(state: TwelveRealmsState, seat: int, effect: Effect) -> None:
    """What a Treasure, a Treasure power or an Adventure card gives the hero who gains it."""
    for colour, talent in effect.gain:
        (state.blue if colour == BLUE else state.yellow)[seat][talent] += 1
    if effect.refresh:
        state.fresh[seat][:] = state.total[seat]
    slot = state.realm_at[seat]
    if effect.push_back and state.marker[slot] > 0:
        state.marker[slot] = max(0, state.marker[slot] - effect.push_back)


def new_area(rng: random.Random, area: int) -> int:
    """Marauding: 'moved to a new random area': a die rerolled until it shows another area."""
    while True:
        other = roll(rng)
        if other != area:
            return other


def count(state: TwelveRealmsState, seat: int, colour: int, talent: int) -> int:
    """How many tokens of a colour and talent a hero can exploit."""
    if colour == RED:
        return state.fresh[seat][talent]
    return (state.yellow if colour == YELLOW else state.blue)[seat][talent]


def spend(state: TwelveRealmsState, seat: int, colour: int, talent: int, later: bool = False) -> None:
    """Exploit one token: a red one is flipped, a yellow or blue one discarded."""
    if colour == RED:
        exploit_red(state, seat, talent, later)
    else:
        (state.yellow if colour == YELLOW else state.blue)[seat][talent] -= 1


def exploit_random(state: TwelveRealmsState, seat: int) -> None:
    """Curse and Dark Magic: exploit a randomly selected Talent (if able); blue tokens are not
    affected. A fresh red token goes first, then a yellow one."""
    talent = state.content.talent_table[roll(state.rng) - 1]
    if state.fresh[seat][talent]:
        exploit_red(state, seat, talent)
    elif state.yellow[seat][talent]:
        state.yellow[seat][talent] -= 1


def exploit_red(state: TwelveRealmsState, seat: int, talent: int, later: bool = False) -> None:
    """Flip a red token; the last red Swiftness makes the hero Retreat (at once, or once the
    Confrontation in progress is resolved when `later`)."""
    fresh = state.fresh[seat]
    fresh[talent] -= 1
    if talent == SWIFTNESS and not fresh[SWIFTNESS]:
        if later:
            state.retreating.append(seat)
        else:
            retreat(state, seat)


def retreat(state: TwelveRealmsState, seat: int) -> None:
    """'A Character's token must be immediately placed on its current map's Town. Furthermore
    the player must draw a new card'; an Active Player's Perform Actions phase ends."""
    state.area_at[seat] = TOWN
    if seat == state.active and state.phase >= ACTIONS:
        state.ending = True
    draw(state, seat)

