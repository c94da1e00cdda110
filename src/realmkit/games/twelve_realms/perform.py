"""Phase 2, Perform Actions: Move, Confront, Claim a Treasure or an Artifact Piece, Entrust,
Travel, play an Adventure card, end; then the next Active Player, Upkeep and a new turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.twelve_realms import adventures, cards, confrontation, upkeep
from realmkit.games.twelve_realms.actions import (
    CLAIM_PIECE,
    CLAIM_TREASURE,
    CONFRONT,
    END,
    ENTRUST,
    MOVE,
    PLAY,
    TRAVEL,
    Action,
)
from realmkit.games.twelve_realms.components import (
    ACTIONS,
    ADVENTURES,
    BLUE,
    CROWN,
    OVER,
    PIECES,
    RED,
    SWIFTNESS,
    TOWN,
    YELLOW,
)
from realmkit.games.twelve_realms.story import TURN, tell

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.state import TwelveRealmsState

_MOVE_TOKENS = ((RED, SWIFTNESS), (RED, CROWN), (YELLOW, SWIFTNESS), (YELLOW, CROWN),
                (BLUE, SWIFTNESS), (BLUE, CROWN))


def legal(state: TwelveRealmsState) -> list[Action]:
    """The Active Player's actions now, in a fixed order, 'end' last."""
    lookup = state.lookup
    seat = state.active
    slot, area = state.realm_at[seat], state.area_at[seat]
    realm = state.content.realms[state.realms[slot]]
    actions: list[Action] = []
    own = {RED: state.fresh[seat], YELLOW: state.yellow[seat], BLUE: state.blue[seat]}
    tokens = [(c, t) for c, t in _MOVE_TOKENS if own[c][t]]
    if tokens:
        move = lookup.move
        for near in realm.neighbours[area]:
            for colour, talent in tokens:
                actions.append(move[near, colour, talent])
    if area != TOWN:
        seen: set[int] = set()
        for token in state.tokens[slot]:
            kind = token[1]
            if token[2] == area and kind not in seen:
                seen.add(kind)
                if confrontation.challenge_reason(state, seat, kind) is None:
                    actions.append(lookup.confront[kind])
        pool = confrontation.pool(state, (seat,))
        for card, at in state.treasures[slot]:
            if at == area and confrontation.feasible(state.content.cards[card].vulnerability, pool):
                actions.append(lookup.claim_treasure[card])
        for number in range(PIECES):
            if state.piece_area[slot][number] == area and confrontation.feasible(realm.pieces[number], pool):
                actions.append(lookup.claim_piece[realm.index, number])
    if any(seat in held for held in state.holder):
        others = [s for s in range(state.num_players)
                  if s != seat and state.realm_at[s] == slot and state.area_at[s] == area]
        for held_slot, held in enumerate(state.holder):
            for number in range(PIECES):
                if held[number] == seat:
                    for other in others:
                        actions.append(lookup.entrust[state.realms[held_slot], number, other])
    if area == TOWN:
        actions += [lookup.travel[r] for r in state.realms if state.slot_of[r] != slot]
    actions += adventures.plays(state, seat)
    actions.append(lookup.end)
    return actions


def apply(state: TwelveRealmsState, action: Action) -> None:
    seat = state.active
    kind = action.kind
    if kind == MOVE:
        # 'by exploiting first one Swiftness token and then placing his Character token'
        state.area_at[seat] = action.a
        cards.spend(state, seat, action.b, action.c)
    elif kind == CONFRONT:
        confrontation.challenge(state, seat, action.a)
    elif kind in (CLAIM_TREASURE, CLAIM_PIECE):
        confrontation.claim(state, seat, action)
    elif kind == ENTRUST:
        state.holder[state.slot_of[action.a]][action.b] = action.c
    elif kind == TRAVEL:
        # 'place his Character token in a new Town ... must draw a new card ... The Player's
        # Perform Actions phase ends'
        state.realm_at[seat] = state.slot_of[action.a]
        state.area_at[seat] = TOWN
        state.ending = True
        cards.draw(state, seat)
    elif kind == PLAY:
        adventures.play(state, seat, action.a)
    elif kind == END:
        state.ending = True


def next_player(state: TwelveRealmsState) -> None:
    """The next player in turn is Active; after the last one, the heroes holding an Adventure
    card that pushes back their Invasion Marker may play it, then Upkeep and a new turn."""
    state.ending = False
    if state.turn_pos + 1 < state.num_players:
        state.turn_pos += 1
        state.active = state.order[state.turn_pos]
        return
    state.offer = adventures.before_upkeep(state)
    if state.offer:
        state.phase = ADVENTURES
    else:
        end_turn(state)


def legal_before_upkeep(state: TwelveRealmsState) -> list[Action]:
    """The cards the first hero offered may play, then 'pass'."""
    return [*adventures.plays(state, state.offer[0]), state.lookup.pass_]


def apply_before_upkeep(state: TwelveRealmsState, action: Action) -> None:
    """A hero plays a card (and is offered the others he may play) or passes."""
    seat = state.offer[0]
    if action.kind == PLAY:
        adventures.play(state, seat, action.a)
    if action.kind != PLAY or not adventures.plays(state, seat):
        state.offer.pop(0)
    if not state.offer:
        end_turn(state)


def end_turn(state: TwelveRealmsState) -> None:
    """Phase 3, Upkeep, then a new turn."""
    upkeep.upkeep(state)
    if state.phase != OVER:
        start_turn(state)


def start_turn(state: TwelveRealmsState) -> None:
    """Phase 1, Draw Cards: each player in turn draws one card; then the first player acts."""
    state.turn += 1
    tell(state, TURN, state.turn)
    state.challenged.clear()
    state.phase = ACTIONS
    for seat in state.order:
        cards.draw(state, seat)
        if state.phase == OVER:
            return
    state.ending = False
    state.turn_pos = 0
    state.active = state.order[0]
