"""A position of Fantasy Realms built from a small dict, for tests and examples:

    position({"game": "fantasy-realms", "players": 3,
              "hands": [["Necromancer", "Knights"], ["King"], ["Smoke"]],
              "discard": ["Dragon"], "player": 0, "phase": "discard"})

Keys: "game" (a game string, default "fantasy-realms"), "players" (default the game's fewest),
"seed" (of the state's generator, default 1), "hands" (one list of card names per seat;
default: every hand empty),
"discard" (the discard area, oldest first), "deck" (bottom to top: the last is drawn first;
default: every other card in play, in the order the seed dealt them), "known" (cards of the
hands everyone knows), "player" (the seat to act, default 0), "phase" (default "turn"), and
with the Cursed Items "items": {"face_up": [item or None per seat], "face_down": [[items] per
seat], "discard": [items]} (the item deck: the items not placed, the highest id on top).
Every name is checked against the cards (or items) in play and may be placed once; anything
else is refused with a ValueError that says what is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import realmkit
from realmkit.games.fantasy_realms.components.cards import card_id as find_card
from realmkit.games.fantasy_realms.components.cards import ids
from realmkit.games.fantasy_realms.items import NUM_ITEMS, item_id
from realmkit.games.fantasy_realms.phases import (
    DISCARD,
    GENIE_PHASE,
    KEEP,
    NECROMANCER_PHASE,
    OFFER,
    OVER,
    REPLY,
    TURN,
)
from realmkit.games.fantasy_realms.state import FantasyRealmsState

KEYS = ("game", "players", "seed", "hands", "discard", "deck", "known", "player", "phase", "items")
PHASES = (TURN, DISCARD, OFFER, REPLY, GENIE_PHASE, NECROMANCER_PHASE, KEEP, OVER)
ITEM_KEYS = ("face_up", "face_down", "discard")


def position(spec: Mapping[str, Any]) -> FantasyRealmsState:
    """The state `spec` describes (see the module's docstring)."""
    unknown = sorted(set(spec) - set(KEYS))
    if unknown:
        raise ValueError(f"unknown key {unknown[0]!r} of a position; keys are: {', '.join(KEYS)}")
    game = realmkit.load(str(spec.get("game", "fantasy-realms")))
    state = game.new_state(spec.get("players"), int(spec.get("seed", 1)))
    if not isinstance(state, FantasyRealmsState):
        raise ValueError(f"{game} is not Fantasy Realms")
    placed: set[int] = set()

    def cards(names: Sequence[str], where: str) -> list[int]:
        out = []
        for name in names:
            try:
                card = find_card(name, state.cards)
            except KeyError as error:
                raise ValueError(f"{where}: {error.args[0]} (not among the cards of {game})") from None
            if card in placed:
                raise ValueError(f"{where}: {name} is placed twice")
            placed.add(card)
            out.append(card)
        return out

    hands = spec.get("hands", [[] for _ in range(state.num_players)])
    if len(hands) != state.num_players:
        raise ValueError(f"hands: {len(hands)} given for {state.num_players} players")
    state.hands = [sum(1 << c for c in cards(hand, f"hand of player {seat + 1}"))
                   for seat, hand in enumerate(hands)]
    state.discard = cards(spec.get("discard", ()), "discard area")
    if "deck" in spec:
        state.deck = cards(spec["deck"], "deck")
    else:
        state.deck = [c for c in state.deck if c not in placed] + [
            c for c in ids(state.cards) if c not in placed and c not in state.deck]
    held = sum(state.hands)
    known = sum(1 << find_card(name, state.cards) for name in spec.get("known", ()))
    if known & ~held:
        raise ValueError("known: only cards in a hand can be known to be there")
    state.known = known
    player = spec.get("player", 0)
    if not isinstance(player, int) or not 0 <= player < state.num_players:
        raise ValueError(f"player: a seat 0-{state.num_players - 1}, not {player!r}")
    phase = spec.get("phase", TURN)
    if phase not in PHASES:
        raise ValueError(f"phase: one of {', '.join(PHASES)}, not {phase!r}")
    state.player, state.phase = player, phase
    if "items" in spec:
        _place_items(state, spec["items"])
    return state


def _place_items(state: FantasyRealmsState, items: Mapping[str, Any]) -> None:
    cursed = state.cursed
    if cursed is None:
        raise ValueError("items: this game is played without the Cursed Items (cursed_items=true)")
    unknown = sorted(set(items) - set(ITEM_KEYS))
    if unknown:
        raise ValueError(f"items: unknown key {unknown[0]!r}; keys are: {', '.join(ITEM_KEYS)}")
    placed: set[int] = set()

    def found(name: str) -> int:
        try:
            item = item_id(name)
        except KeyError as error:
            raise ValueError(f"items: {error.args[0]}") from None
        if item in placed:
            raise ValueError(f"items: {name} is placed twice")
        placed.add(item)
        return item

    n = state.num_players
    face_up = items.get("face_up", [None] * n)
    face_down = items.get("face_down", [[] for _ in range(n)])
    if len(face_up) != n or len(face_down) != n:
        raise ValueError(f"items: face_up and face_down list one entry per player ({n})")
    cursed.face_up = [found(name) if name else -1 for name in face_up]
    cursed.face_down = [[found(name) for name in row] for row in face_down]
    cursed.discard = [found(name) for name in items.get("discard", ())]
    cursed.deck = [i for i in range(NUM_ITEMS) if i not in placed]
