"""The actions of 12 Thieves, their notation and their table (the fixed integer encoding).

Notation (palaces 1-6, cards 1-6 or D for a dancer; the cards paid are listed in order,
palaces first, dancers last):

    place guard 3            setup: put one of your own guards before palace 3
    place neutral 3          setup, tactical variant: put a neutral guard before palace 3
    smuggle 3 pay 3,D        smuggle one thief into palace 3, paying a 3 and a dancer
    guard 3>5 pay 5          move your guard from palace 3 to palace 5, paying a 5
    guard 3>5 thief pay 3    the same, taking one of your thieves from palace 3 along
    neutral 3>5 pay 3,D      move a neutral guard from palace 3 to 5, paying a 3 and a dancer
    end                      end the turn after acting: draw 3 cards
    pass                     end the turn without acting: draw 4 cards
    pass dancer              end the turn without acting: take a dancer and draw 3 cards
"""

from __future__ import annotations

from dataclasses import dataclass

from realmkit.core import IllegalActionError
from realmkit.core.actions import ActionTable
from realmkit.games.twelve_thieves.components import (
    DANCER,
    GUARD_SQUARES,
    PALACES,
    card_name,
    palace_name,
    parse_card,
    parse_palace,
)

PLACE_GUARD, PLACE_NEUTRAL, SMUGGLE, MOVE_GUARD, MOVE_GUARD_THIEF, MOVE_NEUTRAL = range(6)
END, PASS, PASS_DANCER = 6, 7, 8

_WORDS = {END: "end", PASS: "pass", PASS_DANCER: "pass dancer"}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: a setup placement, a card action with its exact payment, or an end of turn.

    `palace` is the palace acted on (for moves, the one the guard leaves), `target` the palace
    a guard moves to, `pay` the cards spent in canonical order (palaces ascending, dancers last).
    """

    kind: int
    palace: int = -1
    target: int = -1
    pay: tuple[int, ...] = ()

    def __str__(self) -> str:
        kind = self.kind
        if kind in _WORDS:
            return _WORDS[kind]
        if kind == PLACE_GUARD:
            return f"place guard {palace_name(self.palace)}"
        if kind == PLACE_NEUTRAL:
            return f"place neutral {palace_name(self.palace)}"
        paid = "pay " + ",".join(card_name(card) for card in self.pay)
        if kind == SMUGGLE:
            return f"smuggle {palace_name(self.palace)} {paid}"
        route = f"{palace_name(self.palace)}>{palace_name(self.target)}"
        if kind == MOVE_GUARD:
            return f"guard {route} {paid}"
        if kind == MOVE_GUARD_THIEF:
            return f"guard {route} thief {paid}"
        return f"neutral {route} {paid}"

    @property
    def moves_thief(self) -> bool:
        """Smuggling and moving a guard with a thief are the 'actions with thieves'."""
        return self.kind == SMUGGLE or self.kind == MOVE_GUARD_THIEF


def smuggle_pays(palace: int) -> list[tuple[int, ...]]:
    """'You need to play 1 card of the respective palace for each external guard': every
    payment of 1-3 external guards, so many cards of the palace, dancers ('a joker as any
    palace card') taking the place of the last ones."""
    return [
        (palace,) * (cost - dancers) + (DANCER,) * dancers
        for cost in range(1, GUARD_SQUARES)
        for dancers in range(cost + 1)
    ]


def guard_cards(source: int, target: int) -> tuple[int, int, int]:
    """The guard card: moving one's own guard costs 1 card that 'must either display the palace
    that the guard is standing in front of now or display the palace to which the guard is to
    be sent', or a dancer in its place: the card of `source`, of `target`, a dancer, in this
    order."""
    return (source, target, DANCER)


def neutral_pays(source: int, target: int) -> tuple[tuple[int, int], ...]:
    """Moving a neutral guard costs 2 cards: 'One card must display the palace that the guard
    is standing in front of and the other card must display the palace to which the guard is
    to be sent'; a dancer may replace either: both cards, the source's and a dancer, the
    target's and a dancer, two dancers, in this order."""
    low, high = sorted((source, target))
    return ((low, high), (source, DANCER), (target, DANCER), (DANCER, DANCER))


def _listed() -> list[Action]:
    """Every action in the order of the integer encoding."""
    actions = [Action(PLACE_GUARD, p) for p in range(PALACES)]
    actions += [Action(PLACE_NEUTRAL, p) for p in range(PALACES)]
    actions += [Action(SMUGGLE, p, -1, pay) for p in range(PALACES) for pay in smuggle_pays(p)]
    for kind in (MOVE_GUARD, MOVE_GUARD_THIEF):
        actions += [
            Action(kind, s, t, (card,))
            for s in range(PALACES)
            for t in range(PALACES)
            if s != t
            for card in guard_cards(s, t)
        ]
    actions += [
        Action(MOVE_NEUTRAL, s, t, pay)
        for s in range(PALACES)
        for t in range(PALACES)
        if s != t
        for pay in neutral_pays(s, t)
    ]
    actions += [Action(END), Action(PASS), Action(PASS_DANCER)]
    return actions


TABLE: ActionTable[Action] = ActionTable(_listed())
"""Every action; an action's integer is its place here. The same for every setting (the
variant and the turn limit change no action), so it is built once."""


def _own(action: Action) -> Action:
    """The table's own object of `action`, so that what `legal_actions` lists is what is played."""
    return TABLE[TABLE.id_of(action, "12 Thieves")]


PLACE = tuple(tuple(_own(Action(kind, p)) for p in range(PALACES)) for kind in (PLACE_GUARD, PLACE_NEUTRAL))
"""PLACE[neutral][palace]: the setup placements."""
SMUGGLE_BY = tuple(
    tuple(
        tuple(_own(Action(SMUGGLE, p, -1, (p,) * (c - d) + (DANCER,) * d)) for d in range(c + 1)) if c else ()
        for c in range(GUARD_SQUARES)
    )
    for p in range(PALACES)
)
"""SMUGGLE_BY[palace][cost][dancers]: smuggling into `palace` with `dancers` of the `cost` cards
(cost 0 never happens: smuggling needs an external guard)."""
GUARD_BY = tuple(
    tuple(
        tuple(tuple(_own(Action(kind, s, t, (card,))) for card in guard_cards(s, t)) if s != t else ()
              for t in range(PALACES))
        for s in range(PALACES)
    )
    for kind in (MOVE_GUARD, MOVE_GUARD_THIEF)
)
"""GUARD_BY[with_thief][source][target]: the moves of an own guard, paid as `guard_cards` lists."""
NEUTRAL_BY = tuple(
    tuple(tuple(_own(Action(MOVE_NEUTRAL, s, t, pay)) for pay in neutral_pays(s, t)) if s != t else ()
          for t in range(PALACES))
    for s in range(PALACES)
)
"""NEUTRAL_BY[source][target]: a neutral guard's move, paid as `neutral_pays` lists."""
END_TURN, PASS_TURN, PASS_WITH_DANCER = _own(Action(END)), _own(Action(PASS)), _own(Action(PASS_DANCER))


def _parse_pay(words: list[str]) -> tuple[int, ...]:
    if len(words) < 2 or words[0] != "pay":
        raise IllegalActionError("a card action ends with the cards paid, as 'pay 3,D'")
    cards = [parse_card(word) for word in " ".join(words[1:]).replace(" ", ",").split(",") if word]
    return tuple(sorted(cards))


def _parse_route(text: str) -> tuple[int, int]:
    source, sep, target = text.partition(">")
    if not sep:
        raise IllegalActionError(f"{text!r} is not a move: write the palaces as '3>5'")
    return parse_palace(source), parse_palace(target)


def parse(text: str) -> Action:
    """The action written as `text` (see the module's notation); it may be illegal in the state."""
    words = text.strip().lower().split()
    if not words:
        raise IllegalActionError("empty action: type an action such as 'smuggle 3 pay 3' or 'end'")
    head, rest = words[0], words[1:]
    joined = " ".join(words)
    for kind, word in _WORDS.items():
        if joined == word:
            return Action(kind)
    if head == "place" and len(rest) == 2 and rest[0] in ("guard", "neutral"):
        return Action(PLACE_GUARD if rest[0] == "guard" else PLACE_NEUTRAL, parse_palace(rest[1]))
    if head == "smuggle" and rest:
        return Action(SMUGGLE, parse_palace(rest[0]), -1, _parse_pay(rest[1:]))
    if head in ("guard", "neutral") and rest:
        source, target = _parse_route(rest[0])
        if source == target:
            raise IllegalActionError("a guard must be sent to another palace")
        if head == "guard" and len(rest) > 1 and rest[1] == "thief":
            return Action(MOVE_GUARD_THIEF, source, target, _parse_pay(rest[2:]))
        kind = MOVE_GUARD if head == "guard" else MOVE_NEUTRAL
        return Action(kind, source, target, _parse_pay(rest[1:]))
    raise IllegalActionError(
        f"{text.strip()!r} is not an action: use 'place guard 3', 'place neutral 3', "
        "'smuggle 3 pay 3,D', 'guard 3>5 pay 5', 'guard 3>5 thief pay 3', "
        "'neutral 3>5 pay 3,5', 'end', 'pass' or 'pass dancer'"
    )
