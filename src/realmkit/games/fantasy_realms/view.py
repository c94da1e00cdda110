"""What each seat sees of a game of Fantasy Realms: its observation, the text board, each seat's
line of a move in its log, the new deal of `determinize` (which keeps everything the seat
knows), and how the game ended.

Hands are hidden, the discard area is public; a seat knows a card's place when everyone does
(`known`: taken from the discard area, traded, shown, revealed by the end of the game), when
the Cursed Items showed it (`items.state`), or when it looked through the deck (the Genie).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from realmkit.core.words import count
from realmkit.games.fantasy_realms.actions import Action, FantasyRealmsAction
from realmkit.games.fantasy_realms.components.cards import (
    DOPPELGANGER,
    NAMES,
    PRINTED,
    STRENGTH,
    SUIT,
    SUITS,
    WILD,
    card_id,
    ids,
)
from realmkit.games.fantasy_realms.items import hooks as items
from realmkit.games.fantasy_realms.items.views import item_lines
from realmkit.games.fantasy_realms.phases import GENIE_PHASE, OVER
from realmkit.games.fantasy_realms.scoring.breakdown import breakdown
from realmkit.games.fantasy_realms.scoring.kept import kept_of

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState


def observation(state: FantasyRealmsState, player: int | None) -> dict[str, Any]:
    """The phase, the hand sizes, the cards everyone knows in each hand, the discard area, the
    deck's size (Chaos Realms: the round and the offer); for a seat its hand, and for the seat
    to act the cards it drew; at the end every hand and score."""
    view: dict[str, Any] = {
        "variant": state.variant,
        "phase": state.phase,
        "hand_sizes": [h.bit_count() for h in state.hands],
        "known": [[NAMES[c] for c in ids(h & state.known)] for h in state.hands],
        "discard": [NAMES[c] for c in state.discard],
        "deck_size": len(state.deck),
    }
    if state.variant == "chaos":
        view["round"] = state.round
        view["offer"] = None if state.offer is None else {
            "from": state.offer[0], "to": state.offer[1], "card": NAMES[state.offer[2]]}
    if player is not None:
        view["hand"] = [NAMES[c] for c in ids(state.hands[player])]
        if player == state.player:
            view["drawn"] = [NAMES[c] for c in ids(state.drawn)]
            view["necromancer_cards"] = [NAMES[c] for c in ids(state.pending)]
            if state.phase == GENIE_PHASE:
                view["deck"] = [NAMES[c] for c in sorted(state.deck)]
    if state.cursed is not None:
        view["items"] = items.item_view(state, player)
    if state.phase == OVER:
        view["scores"] = state.scores()
        view["hands"] = [[NAMES[c] for c in ids(h)] for h in state.hands]
    return view


def end_reason(state: FantasyRealmsState) -> str:
    """Why the game ended, in the rulebook's words ("The game ends when there are ten cards in the
    discard area"; the variants' counts and Chaos Realms' trading rounds), and the tie-break
    where it decided ("In case of a tie, the hand with the lowest total base strength wins")."""
    last = state.history[-1] if state.history else None
    raised = isinstance(last, Action) and last.kind == "necromancer" and last.card >= 0
    filled = count(len(state.discard) + raised, "card")   # before the Necromancer took one back
    if state.variant == "chaos":
        why = f"the trading period ended after {count(state.trade_rounds, 'round')}"
    elif state.cursed is not None and not state.deck and len(state.discard) < state.end:
        why = "the deck is empty"
    elif state.variant == "two-player":
        why = f"both hands are full and there are {filled} in the discard area"
    else:
        why = f"there are {filled} in the discard area"
    scores = state.scores()
    best = max(scores)
    tied = [p for p in range(state.num_players) if scores[p] == best]
    if len(tied) > 1:
        strengths = {p: sum(STRENGTH[c] for c in ids(state.hands[p])) for p in tied}
        lowest = min(strengths.values())
        broken = list(strengths.values()).count(lowest) == 1
        why += (f"; tie on {count(best, 'point')} broken by the lowest total base strength"
                if broken else f"; tie on {count(best, 'point')} and on total base strength: shared")
    return why


def _mark(line: dict[str, Any], cards: int) -> str:
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


VARIANTS = {"base": "base game", "two-player": "two-player", "chaos": "Chaos Realms"}
"""How the title names each variant."""


def edition(state: FantasyRealmsState) -> str:
    """The variant and the cards in play, as the title shows them: "base game, The Cursed Hoard's
    suits, promos (promo Phoenix), Cursed Items"."""
    settings = state.game.settings
    parts = [VARIANTS.get(state.variant, state.variant)]
    if settings.suits == "cursed-hoard":
        parts.append("The Cursed Hoard's suits")
    if settings.promos:
        parts.append("promos" + (" (promo Phoenix)" if settings.phoenix == "promo" else ""))
    if settings.cursed_items:
        parts.append("Cursed Items")
    return ", ".join(parts)


def render(state: FantasyRealmsState, player: int | None) -> str:
    """Phase, discard area, hand sizes and, for a seat, its hand with its best score."""
    lines = [f"Fantasy Realms ({edition(state)}), phase: {state.phase}"]
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
    shown = range(state.num_players) if state.phase == OVER else [] if player is None else [player]
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
        if state.phase == GENIE_PHASE:
            deck = ", ".join(NAMES[c] for c in sorted(state.deck))
            lines.append(f"Genie: choose a card of the deck: {deck}")
    return "\n".join(lines)


UNSEEN_CARD = {
    "genie": "genie a card",
    "keep": "keep a card",
    "wish": "wish a card",
    "return": "return a card",
    "top": "top a card",
    "bottom": "bottom a card",
}
"""The moves whose card only their player sees, as the others' logs write them: the card the
Genie takes from the deck; the card the Chaos Realms Necromancer keeps of the three it drew;
Wishing Ring's card put on top of the deck (looked for in the deck, unseen); the cards Staff of
Transmutation returns and Cauldron puts back (face down). Every other move is made openly."""


def notation_seen_by(state: FantasyRealmsState, action: FantasyRealmsAction, viewer: int | None) -> str:
    """The move as `viewer`'s log writes it: in full for its player, else with the card it
    cannot see left out."""
    if viewer == state.player:
        return str(action)
    return UNSEEN_CARD.get(action.kind, str(action))


def deal_anew(state: FantasyRealmsState, player: int, rng: random.Random) -> FantasyRealmsState:
    """A copy with every card `player` has not seen dealt anew, its generator reseeded: the
    deck and the others' cards that no one showed it. Kept: its hand, the cards everyone knows,
    the cards it saw in a hand (Spyglass) while there, the deck cards whose place it knows in
    their place, and the cards it knows are in the deck (Crystal Ball, Lantern, Wishing Ring,
    the Leprechaun and the Genie whose holders drew nothing at the end) in the deck."""
    other = state.clone()
    other.rng.seed(rng.getrandbits(64))
    cursed, n = state.cursed, state.num_players
    seer = state.deck_seen == player      # it looked through the deck, and saw the cards drawn from it
    pinned = sum(1 << c for c in state.deck) if seer else cursed.pinned[player] if cursed else 0
    in_deck = state.unheld | (cursed.in_deck[player] if cursed else 0)
    seen = cursed.seen[player] if cursed else [0] * n
    if other.cursed is not None:
        rng.shuffle(other.cursed.deck)    # the item deck, face down to all
    slots = [c for c in state.deck if not pinned >> c & 1]   # the true card of each slot
    deck_slots = len(slots)
    for q, hand in enumerate(state.hands):
        if q != player:
            slots += ids(hand & ~state.known & ~seen[q])
    if state.player != player and not seer:
        slots += ids(state.pending)
    must = [c for c in slots[:deck_slots] if in_deck >> c & 1]
    free = [c for c in slots if not in_deck >> c & 1]
    rng.shuffle(must)
    rng.shuffle(free)
    at = set(rng.sample(range(deck_slots), len(must)))
    must_iter, free_iter = iter(must), iter(free)
    new = {card: next(must_iter) if i in at else next(free_iter) for i, card in enumerate(slots)}

    def move(mask: int) -> int:
        return sum(1 << new.get(c, c) for c in ids(mask))

    other.deck = [new.get(c, c) for c in state.deck]
    other.hands = [hand if p == player else move(hand) for p, hand in enumerate(state.hands)]
    if state.player != player:
        other.drawn, other.pending = move(state.drawn), move(state.pending)
        if state.taken >= 0:
            other.taken = new.get(state.taken, state.taken)
        if other.cursed is not None:
            other.cursed.chosen = move(other.cursed.chosen)
    return other
