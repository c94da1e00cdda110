"""The text a seat sees in the terminal."""

from __future__ import annotations

from typing import Any

from realmkit.core.words import count
from realmkit.games.fantasy_realms.cards import DOPPELGANGER, NAMES, PRINTED, SUIT, SUITS, WILD, card_id, ids
from realmkit.games.fantasy_realms.items.views import item_lines
from realmkit.games.fantasy_realms.scoring import breakdown, kept_of


def _mark(line: dict, cards: int) -> str:
    """What a line of the hand needs said beside its total: blanked, its penalty cleared, its
    suit changed by the Book of Changes."""
    if line["blanked"]:
        return " BLANKED"
    card = card_id(line["card"], cards)
    penalty_of = card_id(line["name"], cards) if card == DOPPELGANGER else card
    marks = []
    if line["cleared"] and PRINTED[penalty_of].penalty:
        marks.append("penalty cleared")
    printed = SUIT[card_id(line["name"], cards)] if SUIT[card] == WILD else SUIT[card]
    if line["suit"] != SUITS[printed]:
        marks.append(f"suit changed to {line['suit']} by Book of Changes")
    return " " + ", ".join(marks) if marks else ""


def render(state: Any, player: int | None) -> str:
    """Phase, discard area, hand sizes and, for a seat, its hand with its best score."""
    lines = [f"Fantasy Realms ({state.variant}), phase: {state.phase}"]
    if state.current_player() >= 0:
        lines.append(f"Player {state.player + 1} to act")
    discard = ", ".join(NAMES[c] for c in state.discard) or "empty"
    lines.append(f"Deck: {count(len(state.deck), 'card')}. Discard area: {discard}")
    for p, hand in enumerate(state.hands):
        known = ", ".join(NAMES[c] for c in ids(hand & state.known))
        held = count(hand.bit_count(), "card")
        lines.append(f"  Player {p + 1}: {held}" + (f" (known: {known})" if known else ""))
    if state.offer is not None:
        offerer, receiver, card = state.offer
        lines.append(f"Offer: Player {offerer + 1} offers {NAMES[card]} to Player {receiver + 1}")
    shown = range(state.num_players) if state.phase == "over" else [] if player is None else [player]
    table = state.table()
    for p in shown:
        total, choices, kept = kept_of(state.hands[p], table)
        lines.append(f"Hand of Player {p + 1}: {count(total, 'point')}")
        for line in breakdown(kept, choices, table)[1]:
            mark = _mark(line, state.cards)
            shown_name = line["card"] if line["card"] == line["name"] else f"{line['card']} as {line['name']}"
            lines.append(f"  {shown_name:<30} {line['suit'] or '-':<8} {line['total']:>4}{mark}")
    if state.cursed is not None:
        lines += item_lines(state, player)
    if player is not None and player == state.player:
        for label, mask in (("Drawn", state.drawn), ("Necromancer draws", state.pending)):
            if mask:
                lines.append(f"{label}: " + ", ".join(NAMES[c] for c in ids(mask)))
        if state.phase == "genie":
            deck = ", ".join(NAMES[c] for c in sorted(state.deck))
            lines.append(f"Genie: choose a card of the deck: {deck}")
    return "\n".join(lines)
