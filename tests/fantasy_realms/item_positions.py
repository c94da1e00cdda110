"""Hand-made positions of Fantasy Realms with The Cursed Hoard's Cursed Items."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import NAMES, card_id, ids
from realmkit.games.fantasy_realms.items import ITEM_NAMES, item_id
from realmkit.games.fantasy_realms.positions import position as build
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
    return build({
        "game": f"fantasy-realms(cursed_items=true,variant={variant})", "players": players,
        "hands": [list(hand) for hand in hands[:players]], "deck": list(deck), "discard": list(discard),
        "items": {"face_up": list(face_up[:players]),
                  "face_down": [list(row) for row in face_down] or [[] for _ in range(players)],
                  "discard": list(item_discard)}})


def play(state: FantasyRealmsState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def legal(state: FantasyRealmsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def item(name: str) -> int:
    return item_id(name)


def item_names(items: list[int]) -> list[str]:
    return [ITEM_NAMES[i] for i in items]
