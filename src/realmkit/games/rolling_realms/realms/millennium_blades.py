"""Millennium Blades: bring the # to a card's number (0-9) with pumpkins and coins, mark the card,
gain its benefit and the die below it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    COIN,
    PUMPKIN,
    STAR,
    Realm,
    benefit,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
)
from realmkit.games.rolling_realms.dice import CREATED, Die

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState


class MillenniumBlades(Realm):
    """USAGE: Use the dice to mark a card and then gain that card's benefit. To mark a card, you
    must match the card number, not the die below the card. To do this, you may modify the used #
    using pumpkins as normal (2 pumpkins for +-1, or 3 pumpkins if you want to reactivate the
    realm), but you can bring the # as low as 0. Additionally, you can use coins to modify the #
    (1 coin for +-1). When marking a card, gain the benefit below. This benefit always includes a
    gained #. Follow all standard rules for gained dice, as if you created this # with coins.
    SCORING: Score stars as benefits from cards 0, 4, 8, and 9. Also, score 1 star per completed
    row of cards."""

    id = "millennium-blades"
    title = "Millennium Blades"
    layout = load_layout(__file__)
    rows: tuple[tuple[int, ...], ...] = tuple(tuple(row) for row in layout["rows"])
    cards = tuple((int(card["die"]), benefit(card["benefit"])) for card in layout["cards"])
    step_pumpkins: int = layout["step_pumpkins"]
    step_coins: int = layout["step_coins"]
    size = len(cards)
    """marks: 1 per marked card."""
    parts = mark_parts(cards=len(cards))

    def labels(self) -> list[str]:
        top = len(self.cards) - 1
        return [f"millennium-blades card {n}" + (f" pumpkins {k}" if k else "")
                for n in range(len(self.cards)) for k in range(top + 1)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """Unmarked cards the # reaches in steps of 1 (0 to 9), each step paid with 2 pumpkins or
        1 coin; `pumpkins k` says how many steps the pumpkins pay (the coins pay the rest)."""
        pumpkins, _, coins = state.resources()
        out = []
        for n in range(len(self.cards)):
            if marks[n]:
                continue
            steps = abs(n - die.value)
            out += [f"millennium-blades card {n}" + (f" pumpkins {k}" if k else "")
                    for k in range(steps + 1)
                    if k * self.step_pumpkins <= pumpkins and (steps - k) * self.step_coins <= coins]
        return out

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        pumpkins, _, coins = state.resources()
        reach = pumpkins // self.step_pumpkins + coins // self.step_coins
        return any(not marks[n] and abs(n - die.value) <= reach for n in range(len(self.cards)))

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        """Pay the steps, mark the card, gain its benefit and its # as a created die."""
        words = use.split()
        n = int(words[2])
        k = int(words[4]) if len(words) > 3 else 0
        steps = abs(n - die.value)
        state.pay(PUMPKIN, k * self.step_pumpkins)
        state.pay(COIN, (steps - k) * self.step_coins)
        marks[n] = 1
        value, gains = self.cards[n]
        grant(state, gains)
        state.dice.append(Die(value, CREATED))

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        cards = sum(gains.count((STAR,)) for n, (_, gains) in enumerate(self.cards) if marks[n])
        return cards + sum(1 for row in self.rows if all(marks[n] for n in row))

    def draw(self, marks: list[int]) -> list[str]:
        def card(n: int) -> str:
            value, gains = self.cards[n]
            return f"[{n}:{'X' if marks[n] else ' '}] ({value} {benefit_text(gains)})"

        lines = [" ".join(card(n) for n in row) for row in self.rows]
        return [*lines, "(card number: X marked; below it the gained # and benefit)"]
