"""Adventure cards: 'An Adventure card must be kept in hand and can be used at any moment during
an Active Player's Perform Actions phase ... To play the card follow the card instructions and
then discard it to the Realms Deck discard pile.'

Any holder may play one, not only the Active Player. A decision point is offered where a card's
effect can matter to the one who plays it, so that no decision is flooded with offers:

- the Active Player, between his actions;
- a character asked to be an Ally, before he answers (his tokens count for the group);
- the Leader, when he chooses the vulnerability group, after the powers of the Challenge (Healing
  Apples after Dark Magic, yellow tokens for a Changeling's rolled group);
- at the close of the turn's last Perform Actions phase, before Upkeep moves the Invasion
  Markers, every hero holding a card that would push back the marker of his map.

A card is offered only when it would change something (docs/rules/twelve-realms.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.twelve_realms import cards
from realmkit.games.twelve_realms.actions import Action

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.state import TwelveRealmsState


def useful(state: TwelveRealmsState, seat: int, card: int) -> bool:
    """Whether playing `card` would change anything for `seat` now."""
    effect = state.content.cards[card].effect
    if effect.gain or (effect.refresh and state.fresh[seat] != state.total[seat]):
        return True
    return pushes_back(state, seat, card)


def pushes_back(state: TwelveRealmsState, seat: int, card: int) -> bool:
    """Whether `card` would push back the Invasion Marker of the map `seat` stands on."""
    return state.content.cards[card].effect.push_back > 0 and state.marker[state.realm_at[seat]] > 0


def plays(state: TwelveRealmsState, seat: int) -> list[Action]:
    """The Adventure cards `seat` may play now, each once, in the order of the content."""
    play = state.lookup.play
    return [play[card] for card in sorted(set(state.hands[seat])) if useful(state, seat, card)]


def play(state: TwelveRealmsState, seat: int, card: int) -> None:
    """'follow the card instructions and then discard it to the Realms Deck discard pile'."""
    state.hands[seat].remove(card)
    cards.reward(state, seat, state.content.cards[card].effect)
    state.discard.append(card)


def before_upkeep(state: TwelveRealmsState) -> list[int]:
    """The heroes, in turn order, offered their cards before Upkeep: those holding a card that
    would push back their map's Invasion Marker."""
    return [seat for seat in state.order
            if any(pushes_back(state, seat, card) for card in state.hands[seat])]


def reach(state: TwelveRealmsState, seats: list[int], have: list[int]) -> list[int]:
    """`have` (the seats' tokens per talent) with what their Adventure cards would add."""
    total = have[:]
    for seat in seats:
        refreshed = False
        for card in state.hands[seat]:
            effect = state.content.cards[card].effect
            for _, talent in effect.gain:
                total[talent] += 1
            refreshed = refreshed or effect.refresh
        if refreshed:
            for talent, (red, fresh) in enumerate(zip(state.total[seat], state.fresh[seat], strict=True)):
                total[talent] += red - fresh
    return total
