"""Hand-made positions of Fantasy Realms with The Cursed Hoard's Cursed Items."""

from __future__ import annotations

import realmkit
from realmkit.games.fantasy_realms.cards import NAMES, card_id, ids
from realmkit.games.fantasy_realms.items import ITEM_NAMES, NUM_ITEMS, item_id
from realmkit.games.fantasy_realms.state import FantasyRealmsState

HANDS = (
    ("Knights", "Candle", "Forest", "Rainstorm", "Dragon", "Queen", "Swamp"),
    ("Unicorn", "Mountain", "Forge", "Island", "Hydra", "King", "Smoke"),
    ("Basilisk", "Cavern", "Blizzard", "Warhorse", "Empress", "Lightning", "Whirlwind"),
)
DECK = ("Warship", "Magic Wand", "Sword of Keth", "Elven Longbow", "War Dirigible", "Shield of Keth",
        "Gem of Order", "World Tree", "Book of Changes", "Protection Rune", "Great Flood", "Wildfire")
"""The deck from the bottom up: Wildfire is on top."""


def cards(*names: str) -> int:
    return sum(1 << card_id(n) for n in names)


def names(mask: int) -> set[str]:
    return {NAMES[c] for c in ids(mask)}


def position(face_up: tuple[str, ...] = ("Winged Boots", "Spyglass", "Rake"), *, players: int = 3,
             hands: tuple[tuple[str, ...], ...] = HANDS, deck: tuple[str, ...] = DECK,
             discard: tuple[str, ...] = ("Elven Archers", "Light Cavalry"),
             face_down: tuple[tuple[str, ...], ...] = (), item_discard: tuple[str, ...] = (),
             variant: str = "base") -> FantasyRealmsState:
    """Player 1 (seat 0) to start a turn; the item deck holds the items not placed, in id order
    with the highest on top."""
    game = realmkit.load(f"fantasy-realms(cursed_items=true,variant={variant})")
    state = game.new_state(players, 1)
    assert isinstance(state, FantasyRealmsState) and state.cursed is not None
    state.hands = [cards(*hand) for hand in hands[:players]]
    state.deck = [card_id(n) for n in deck]
    state.discard = [card_id(n) for n in discard]
    state.known, state.player, state.phase = 0, 0, "turn"
    cursed = state.cursed
    cursed.face_up = [item_id(n) if n else -1 for n in face_up[:players]]
    cursed.face_down = [[item_id(n) for n in row] for row in face_down] or [[] for _ in range(players)]
    cursed.discard = [item_id(n) for n in item_discard]
    placed = set(cursed.face_up) | {i for row in cursed.face_down for i in row} | set(cursed.discard)
    cursed.deck = [i for i in range(NUM_ITEMS) if i not in placed]
    return state


def play(state: FantasyRealmsState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def legal(state: FantasyRealmsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def item(name: str) -> int:
    return item_id(name)


def item_names(items: list[int]) -> list[str]:
    return [ITEM_NAMES[i] for i in items]
