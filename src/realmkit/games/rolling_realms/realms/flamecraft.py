"""Flamecraft: ENCHANT a shop's resource circle, or GATHER in a shop and use its ability."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICONS,
    Realm,
    benefit,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

OUTLINED, MARKED, GATHERED = 0, 1, 2
"""marks: per shop its outlined circles (bits), marked circles (bits) and numbers written; then
the ability asked (0: none, 1: enchant again, 10 + #: gather again with that #)."""
SKIP = "flamecraft skip"


class Flamecraft(Realm):
    """USAGE: Use a # to either ENCHANT or GATHER.
    When you ENCHANT, the # value doesn't matter: outline any resource circle on one of the three
    shops.
    When you GATHER, write the # in a matching shop (a 1 cannot be used to GATHER), then gain and
    mark that shop's outlined, unmarked resources, and then you may activate the shop's ability.
    In the first shop, you may ENCHANT again. In the second shop, you may GATHER again using the
    same # (as if you would activate the realm again). In the third shop, you gain 1 heart or coin.
    SCORING: Score 1 star per shop where you outlined both resource (enchant) circles, and 1 star
    per shop where you gathered 3 times (= 3 numbers are written)."""

    id = "flamecraft"
    title = "Flamecraft"
    layout = load_layout(__file__)
    shops = tuple((set(s["dice"]), [ICONS[c] for c in s["circles"]], s["ability"]) for s in layout["shops"])
    per_shop: int = layout["numbers_per_shop"]
    ASK = 3 * len(shops)
    size = 3 * len(shops) + 1
    parts = mark_parts(shops=3 * len(shops), ask=1)

    def labels(self) -> list[str]:
        enchant = [f"flamecraft enchant {s + 1} {c + 1}" for s in range(len(self.shops)) for c in range(2)]
        return [*enchant, *(f"flamecraft gather {s + 1}" for s in range(len(self.shops))), SKIP]

    def _enchants(self, marks: list[int]) -> list[str]:
        return [f"flamecraft enchant {s + 1} {c + 1}" for s in range(len(self.shops)) for c in range(2)
                if not marks[3 * s + OUTLINED] >> c & 1]

    def _gathers(self, marks: list[int], value: int) -> list[str]:
        return [f"flamecraft gather {s + 1}" for s, (dice, _, _) in enumerate(self.shops)
                if value in dice and marks[3 * s + GATHERED] < self.per_shop]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return self._enchants(marks) + self._gathers(marks, die.value)

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        self._act(marks, use, die.value, state)

    def _act(self, marks: list[int], use: str, value: int, state: RollingRealmsState) -> None:
        words = use.split(" ")
        s = int(words[2]) - 1
        if words[1] == "enchant":
            marks[3 * s + OUTLINED] |= 1 << (int(words[3]) - 1)
            return
        marks[3 * s + GATHERED] += 1
        waiting = marks[3 * s + OUTLINED] & ~marks[3 * s + MARKED]
        for c, resource in enumerate(self.shops[s][1]):
            if waiting >> c & 1:
                grant(state, ((resource,),))
        marks[3 * s + MARKED] |= waiting
        ability = self.shops[s][2]
        if ability == "enchant":
            marks[self.ASK] = 1 if self._enchants(marks) else 0
        elif ability == "gather":
            marks[self.ASK] = 10 + value if self._gathers(marks, value) else 0
        else:
            grant(state, benefit(ability))

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        ask = marks[self.ASK]
        if not ask:
            return []
        return [*(self._enchants(marks) if ask == 1 else self._gathers(marks, ask - 10)), SKIP]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        ask = marks[self.ASK]
        marks[self.ASK] = 0
        if ability != SKIP:
            self._act(marks, ability, ask - 10, state)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum((marks[3 * s + OUTLINED] == 3) + (marks[3 * s + GATHERED] == self.per_shop)
                   for s in range(len(self.shops)))

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for s, (dice, circles, ability) in enumerate(self.shops):
            shown = " ".join(
                ("x" if marks[3 * s + MARKED] >> c & 1 else "O" if marks[3 * s + OUTLINED] >> c & 1 else ".")
                + benefit_text(((r,),)) for c, r in enumerate(circles))
            written = marks[3 * s + GATHERED]
            lines.append(f"shop {s + 1} ({'/'.join(map(str, sorted(dice)))}): circles {shown}  gathered "
                         f"{'#' * written}{'.' * (self.per_shop - written)}  ability: {ability}")
        return [*lines, "(O outlined, x gained)"]
