"""What a seat sees: the JSON observation, the terminal picture of the table and how the game
ended.

Hands are secret: a seat sees its own palace cards and only the number of the others'.
Dancers are taken from and returned to an open supply, so everyone knows who holds how many.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.core.words import count
from realmkit.games.twelve_thieves.components import (
    CHEST_PIPS,
    DANCER,
    GUARD_SQUARES,
    OVER,
    PALACES,
    PHASE_NAMES,
    SETUP,
    card_name,
    palace_name,
)

if TYPE_CHECKING:
    from realmkit.games.twelve_thieves.state import TwelveThievesState


def observation(state: TwelveThievesState, player: int | None) -> dict[str, Any]:
    """The public table, plus the hand of `player` (None: a spectator sees no hand)."""
    n = state.num_players
    palaces = [
        {
            "palace": palace + 1,
            "guards": state.guards[palace][:n],
            "neutral_guards": state.guards[palace][n],
            "thieves": state.thieves[palace][:],
            "chests": list(CHEST_PIPS[state.chest_level[palace]:]),
        }
        for palace in range(PALACES)
    ]
    players = []
    for seat in range(n):
        hand = state.hands[seat]
        view: dict[str, Any] = {
            "supply": state.supply[seat],
            "chests": [[palace + 1, pips] for palace, pips in state.won[seat]],
            "cards": sum(hand[:PALACES]),
            "dancers": hand[DANCER],
            "guards_to_place": state.to_place[seat][0],
            "neutrals_to_place": state.to_place[seat][1],
        }
        if seat == player:
            view["hand"] = hand[:PALACES]
        players.append(view)
    return {
        "variant": "tactical" if state.tactical else "standard",
        "phase": PHASE_NAMES[state.phase],
        "turn": state.turns,
        "thief_actions": state.thief_actions,
        "acted": state.acted,
        "palaces": palaces,
        "players": players,
        "stack": len(state.stack),
        "discard": state.discard[:],
        "dancer_supply": state.dancer_supply,
        "chests_to_win": state.target,
        "viewer": player,
    }


def end_reason(state: TwelveThievesState) -> str:
    """'The player who is the first in the game to rob 6 / 5 / 4 treasure chests ... wins'; at
    the turn limit, most chests rank first, then most pips, which the reason names when they
    broke a tie."""
    if state.winner >= 0:
        return f"player {state.winner + 1} is the first to rob {count(state.target, 'treasure chest')}"
    n = state.num_players
    reason = f"the turn limit is reached ({count(state.turn_limit // n, 'turn')} each)"
    chests = [len(won) for won in state.won]
    best = max(chests)
    tied = [seat for seat in range(n) if chests[seat] == best]
    if len(tied) == 1:
        return reason
    pips = sorted((sum(p for _, p in state.won[seat]) for seat in tied), reverse=True)
    on = f"tie on {count(best, 'chest')}"
    if pips[0] > pips[1]:
        return f"{reason}; {on} broken by most pips ({pips[0]} against {pips[1]})"
    return f"{reason}; {on} and {count(pips[0], 'pip')}"


def _guard_marks(state: TwelveThievesState, palace: int) -> str:
    n = state.num_players
    marks = "".join(str(seat + 1) * state.guards[palace][seat] for seat in range(n))
    marks += "N" * state.guards[palace][n]
    return marks.ljust(GUARD_SQUARES, ".")


def counted(count: int, word: str, plural: str = "") -> str:
    """'1 chest', '2 chests'; '1 thief', '2 thieves' (`plural` when not just an added s)."""
    return f"{count} {word}" if count == 1 else f"{count} {plural or word + 's'}"


def chests_text(won: list[tuple[int, int]]) -> str:
    """The chests a player robbed, each with its palace, as '2 chests, 9 pips (palace 2: 5 pips,
    palace 5: 4 pips)'."""
    if not won:
        return "no chest"
    each = ", ".join(f"palace {palace_name(palace)}: {pips} pips" for palace, pips in won)
    if len(won) == 1:
        return f"1 chest ({each})"
    return f"{count(len(won), 'chest')}, {count(sum(pips for _, pips in won), 'pip')} ({each})"


def hand_text(hand: list[int]) -> str:
    """A hand as its cards in order, as '1 1 3 5 D'."""
    cards = [card_name(card) for card in range(DANCER + 1) for _ in range(hand[card])]
    return " ".join(cards) if cards else "(no cards)"


def render(state: TwelveThievesState, player: int | None = None) -> str:
    """Palaces with guards, thieves per player and top chest; hands; scores."""
    n = state.num_players
    variant = " (tactical)" if state.tactical else ""
    if state.phase == OVER:
        status = f"game over: {end_reason(state)}"
    elif state.phase == SETUP:
        own, neutral = state.to_place[state.player]
        left = f"{own} own and {neutral} neutral" if state.tactical else f"{own} own"
        status = f"setup: player {state.player + 1} places a guard ({left} left)"
    else:
        status = (
            f"turn {state.turns + 1}: player {state.player + 1} to act, "
            f"{state.thief_actions} of 3 actions with thieves used"
        )
    seats = " ".join(f"P{seat + 1:<2}" for seat in range(n))
    lines = [f"12 Thieves{variant}, {n} players, {count(state.target, 'chest')} win. {status}",
             f"Palace  Guards  Thieves {seats}  Chests (top first)"]
    for palace in range(PALACES):
        thieves = " ".join(f"{state.thieves[palace][seat]:<3}" for seat in range(n))
        chests = " ".join(str(pips) for pips in CHEST_PIPS[state.chest_level[palace]:]) or "robbed"
        guards = _guard_marks(state, palace)
        lines.append(f"  {palace_name(palace)}     {guards}            {thieves}  {chests}")
    lines.append("(guards: a digit is that player's guard, N a neutral guard, . a free guard square)")
    for seat in range(n):
        hand = state.hands[seat]
        cards = hand_text(hand) if seat == player else (
            f"{counted(sum(hand[:PALACES]), 'card')}, {counted(hand[DANCER], 'dancer')}"
        )
        lines.append(
            f"Player {seat + 1}: {chests_text(state.won[seat])}, "
            f"{counted(state.supply[seat], 'thief', 'thieves')} in supply; hand: {cards}"
        )
    lines.append(
        f"Stack {counted(len(state.stack), 'card')}, discard pile {sum(state.discard)}, "
        f"{counted(state.dancer_supply, 'dancer')} open"
    )
    return "\n".join(lines)
