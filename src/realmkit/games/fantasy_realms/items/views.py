"""What each seat sees of the Cursed Items: in the observation, on the text screen and in the
tensor. Items are public once dealt (face up, then face down before everyone's eyes); the item
deck's order is hidden; what Spyglass, Crystal Ball, Crystal Lens, Book of Prophecy, Wishing Ring
and the other items showed a seat is its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.core.words import count
from realmkit.games.fantasy_realms.components.cards import NAMES, NUM_IDS, ids
from realmkit.games.fantasy_realms.items import ITEM_NAMES, NUM_ITEMS
from realmkit.games.fantasy_realms.items.play import DOES, turn_actions
from realmkit.games.fantasy_realms.items.state import ITEM_PHASES

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState


def _names(items: list[int]) -> list[str]:
    return [ITEM_NAMES[i] for i in items]


def _cards(mask: int) -> list[str]:
    return [NAMES[c] for c in ids(mask)]


def known_places(state: FantasyRealmsState, seat: int) -> list[list[Any]]:
    """The deck cards whose place `seat` knows, as [place from the top (1 = top), card]."""
    cursed = state.cursed
    assert cursed is not None
    size = len(state.deck)
    return [[size - i, NAMES[c]] for i, c in enumerate(state.deck) if cursed.pinned[seat] >> c & 1][::-1]


def item_view(state: FantasyRealmsState, player: int | None) -> dict[str, Any]:
    """The items on the table, and for a seat what the items showed it."""
    cursed = state.cursed
    assert cursed is not None
    view: dict[str, Any] = {
        "face_up": [ITEM_NAMES[i] if i >= 0 else None for i in cursed.face_up],
        "face_down": [_names(items) for items in cursed.face_down],
        "backpack": [_names(items) for items in cursed.backpack],
        "item_deck_size": len(cursed.deck),
        "item_discard": _names(cursed.discard),
        "sealed": [_cards(mask) for mask in cursed.sealed],
        "option_taken": cursed.done, "discarding_item": cursed.scrap, "portal": cursed.portal,
        "extra_turn": cursed.hourglass, "owed_discards": cursed.discards + cursed.count,
        "chain": ITEM_NAMES[cursed.chain] if cursed.chain >= 0 else None,
        "revealed": NAMES[cursed.revealed] if cursed.revealed >= 0 else None,
        "shown": [_cards(mask) for mask in cursed.shown],
    }
    if player is not None:
        view["seen"] = [_cards(mask & state.hands[q]) for q, mask in enumerate(cursed.seen[player])]
        view["deck_places_known"] = known_places(state, player)
        view["known_in_deck"] = _cards(cursed.in_deck[player] & ~cursed.pinned[player])
        if player == state.player:
            view["drawn_for_cauldron"] = _cards(cursed.chosen) if state.phase == "cauldron" else []
            view["returning"] = _cards(cursed.chosen) if state.phase == "return" else []
    return view


def item_lines(state: FantasyRealmsState, player: int | None) -> list[str]:
    """The items as the text screen shows them to `player`."""
    cursed = state.cursed
    assert cursed is not None
    lines = [f"Cursed Items: deck {count(len(cursed.deck), 'item')}, discarded: "
             + (", ".join(_names(cursed.discard)) or "none")]
    for p in range(state.num_players):
        up = ITEM_NAMES[cursed.face_up[p]] if cursed.face_up[p] >= 0 else "none"
        down = ", ".join(_names(cursed.face_down[p])) or "none"
        kept = ", ".join(_names(cursed.backpack[p]))
        extra = f"; set aside by Backpack: {kept}" if kept else ""
        sealed = f"; sealed: {', '.join(_cards(cursed.sealed[p]))}" if cursed.sealed[p] else ""
        lines.append(f"  Player {p + 1}: face up {up}; face down {down}{extra}{sealed}")
    if state.phase in ITEM_PHASES:
        lines.append(f"Item: Player {state.player + 1} must {DOES[state.phase]}")
    elif state.phase == "discard" and turn_actions(state):
        item = ITEM_NAMES[cursed.face_up[state.player]]
        lines.append(f"Item: Player {state.player + 1} may use or discard {item} before discarding a card")
    if state.phase == "over":
        totals = ", ".join(f"Player {p + 1} {score:g}" for p, score in enumerate(state.scores()))
        lines.append(f"Scores with the face-down items: {totals}")
    if cursed.revealed >= 0:
        shown = "; ".join(f"Player {q + 1} shows {', '.join(_cards(m))}"
                          for q, m in enumerate(cursed.shown) if m)
        lines.append(f"Market Wagon: {NAMES[cursed.revealed]} revealed" + (f"; {shown}" if shown else ""))
    if player is not None:
        for q, mask in enumerate(cursed.seen[player]):
            if mask & state.hands[q]:
                seen = ", ".join(_cards(mask & state.hands[q]))
                lines.append(f"Seen in the hand of Player {q + 1}: {seen}")
        places = known_places(state, player)
        if places:
            where = ", ".join(f"{card} ({place} from the top)" for place, card in places)
            lines.append(f"Known in the deck: {where}")
        loose = cursed.in_deck[player] & ~cursed.pinned[player]
        if loose:
            lines.append("Somewhere in the deck: " + ", ".join(_cards(loose)))
    return lines


def item_tensor_size(num_players: int) -> int:
    """Length of the items' block of the tensor (see `item_nonzero`)."""
    return 3 * num_players * NUM_ITEMS + NUM_ITEMS + (num_players + 2) * NUM_IDS + len(ITEM_PHASES) + 4


def item_nonzero(state: FantasyRealmsState, seat: int, base: int) -> list[tuple[int, float]]:
    """The items' block from `base`, seats counted from the viewer: per seat its face-up item
    (one-hot), its face-down items, its Backpack items; the item discard pile; per other seat the
    cards the viewer has seen in its hand; the deck cards whose place the viewer knows, those it
    knows are in the deck, the sealed cards; the item phase (one-hot); the turn's item option taken,
    Portal, Hourglass, item deck size / 24."""
    cursed = state.cursed
    assert cursed is not None
    n = state.num_players
    order = [(seat + k) % n for k in range(n)]
    out: list[tuple[int, float]] = []
    for k, p in enumerate(order):
        if cursed.face_up[p] >= 0:
            out.append((base + k * NUM_ITEMS + cursed.face_up[p], 1.0))
        for block, items in ((1, cursed.face_down[p]), (2, cursed.backpack[p])):
            out += [(base + (block * n + k) * NUM_ITEMS + i, 1.0) for i in sorted(set(items))]
    base += 3 * n * NUM_ITEMS
    out += [(base + i, 1.0) for i in sorted(set(cursed.discard))]
    base += NUM_ITEMS
    sealed = 0
    for mask in cursed.sealed:
        sealed |= mask
    planes = [cursed.seen[seat][p] & state.hands[p] for p in order[1:]]
    planes += [cursed.pinned[seat], cursed.in_deck[seat], sealed]
    out += [(base + k * NUM_IDS + c, 1.0) for k, mask in enumerate(planes) for c in ids(mask)]
    base += (n + 2) * NUM_IDS
    if state.phase in ITEM_PHASES:
        out.append((base + ITEM_PHASES.index(state.phase), 1.0))
    base += len(ITEM_PHASES)
    flags = (float(cursed.done), float(cursed.portal), cursed.hourglass / 2, len(cursed.deck) / NUM_ITEMS)
    out += [(base + k, value) for k, value in enumerate(flags) if value]
    return out
