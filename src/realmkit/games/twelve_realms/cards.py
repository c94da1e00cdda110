"""The Realms Deck and what its cards do: drawing, Creature Appearance, Events, Treasures,
Artifact Pieces, Dark Lords entering, the Invasion Tracks, and Retreating."""

from __future__ import annotations

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
from realmkit.games.twelve_realms.components.content import Effect
from realmkit.games.twelve_realms.story import (
    ADVANCE,
    APPEAR,
    ASIDE,
    DRAW,
    EXPLOIT,
    LORD,
    MARAUD,
    PIECE,
    PIECE_NONE,
    PUSH_BACK,
    REST,
    RETREAT,
    SUMMON,
    TREASURE,
    tell,
)

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
    card = state.deck.pop()
    tell(state, DRAW, seat, card)
    resolve(state, seat, card)


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
            tell(state, ASIDE, slot)
        else:
            appear(state, slot, card.creature)
            state.discard.append(index)
    elif kind == TREASURE_CARD:
        # 'Do not discard the Treasure card, but place it near the Realm map.'
        area = roll(state.rng)
        state.treasures[slot].append([index, area])
        tell(state, TREASURE, slot, index, area)
    elif kind == ARTIFACT_CARD:
        place_piece(state, slot, index)
    else:
        event(state, slot, card.effect)
        state.discard.append(index)


def appear(state: TwelveRealmsState, slot: int, kind: int, area: int = 0, summoner: int = -1) -> None:
    """Creature Appearance: the token goes to the area a die shows; Horde adds identical
    tokens ('Place another identical Creature Token in the same area'), one per level, unless
    the creature is summoned (by the kind `summoner`): 'a Creature's Power cannot be activated
    in the same phase the Creature has been summoned'."""
    die = 0 if area else roll(state.rng)
    area = area or die
    tokens = state.tokens[slot]
    state.serial += 1
    tokens.append([state.serial, kind, area])
    horde = state.content.kinds[kind].power("horde")
    more = horde.level if horde is not None and summoner < 0 else 0
    for _ in range(more):
        state.serial += 1
        tokens.append([state.serial, kind, area])
    if summoner < 0:
        tell(state, APPEAR, slot, kind, area, die, more)
    else:
        tell(state, SUMMON, slot, kind, area, die, more, summoner)


def place_piece(state: TwelveRealmsState, slot: int, card: int) -> None:
    """'the lowest available number must always be placed first'; with the last piece placed,
    the Dark Lord enters and the card is put aside. With none left the card does nothing."""
    number = state.placed[slot]
    if number >= PIECES:
        state.discard.append(card)
        tell(state, PIECE_NONE, slot)
        return
    state.piece_area[slot][number] = area = roll(state.rng)
    state.placed[slot] = number + 1
    tell(state, PIECE, slot, number, area)
    if number + 1 == PIECES:
        lord_enters(state, slot)
        state.aside.append(card)
    else:
        state.discard.append(card)


def lord_enters(state: TwelveRealmsState, slot: int) -> None:
    """'that Realm Dark Lord must enter into play (unless he is already present on the map)'."""
    if state.lord_state[slot] == WAITING:
        state.lord_state[slot] = IN_PLAY
        tell(state, LORD, slot)
        appear(state, slot, state.lord_kind[slot])


def advance(state: TwelveRealmsState, slot: int, spaces: int) -> None:
    """The Invasion Marker moves forward; over a red space the Dark Lord enters; over the last
    space 'the game is immediately over and the players are defeated'."""
    old = state.marker[slot]
    if old < 0 or spaces <= 0 or state.phase == OVER:
        return
    new = old + spaces
    realm = state.content.realms[state.realms[slot]]
    state.marker[slot] = new
    tell(state, ADVANCE, slot, old, new)
    if any(old < red <= new for red in realm.red):
        lord_enters(state, slot)
    if new >= realm.track:
        state.phase = OVER
        state.won = False


def event(state: TwelveRealmsState, slot: int, effect: Effect) -> None:
    """An Event card's instructions, on its own realm (designed for realmkit)."""
    if effect.advance:
        advance(state, slot, effect.advance)
    push_back(state, slot, effect.push_back)
    if effect.appear >= 0:
        appear(state, slot, effect.appear)
    if effect.maraud:
        for token in state.tokens[slot]:
            maraud(state, slot, token)
    if effect.rest:
        tell(state, REST, slot)
    for seat in range(state.num_players):
        if state.realm_at[seat] == slot:
            if effect.rest:
                state.fresh[seat][:] = state.total[seat]
            for _ in range(effect.curse):
                exploit_random(state, seat)


def push_back(state: TwelveRealmsState, slot: int, spaces: int) -> None:
    """An Invasion Marker moves back, to the first space at most (designed for realmkit)."""
    old = state.marker[slot]
    if spaces and old > 0:
        state.marker[slot] = max(0, old - spaces)
        tell(state, PUSH_BACK, slot, old, state.marker[slot])


def reward(state: TwelveRealmsState, seat: int, effect: Effect) -> None:
    """What a Treasure, a Treasure power or an Adventure card gives the hero who gains it."""
    for colour, talent in effect.gain:
        (state.blue if colour == BLUE else state.yellow)[seat][talent] += 1
    if effect.refresh:
        state.fresh[seat][:] = state.total[seat]
    push_back(state, state.realm_at[seat], effect.push_back)


def maraud(state: TwelveRealmsState, slot: int, token: list[int]) -> None:
    """Marauding: 'moved to a new random area': a die rerolled until it shows another area."""
    rolls = [roll(state.rng)]
    while rolls[-1] == token[2]:
        rolls.append(roll(state.rng))
    tell(state, MARAUD, slot, token[1], token[2], *rolls)
    token[2] = rolls[-1]


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
    die = roll(state.rng)
    talent = state.content.talent_table[die - 1]
    taken = bool(state.fresh[seat][talent] or state.yellow[seat][talent])
    tell(state, EXPLOIT, seat, die, talent, taken)
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
    tell(state, RETREAT, seat, state.realm_at[seat])
    if seat == state.active and state.phase >= ACTIONS:
        state.ending = True
    draw(state, seat)

