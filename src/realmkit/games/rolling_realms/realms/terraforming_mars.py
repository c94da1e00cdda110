"""Terraforming Mars: cards are outlined by resources gained this round, then marked with a #."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICON_LETTERS,
    ICONS,
    STAR,
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


class TerraformingMars(Realm):
    """USAGE: Whenever you reach a card's upper requirement (from all realms, spent and unspent),
    outline it. Use a # to mark an outlined card and gain its benefit.
    SCORING: Score stars from marked cards."""

    id = "terraforming-mars"
    title = "Terraforming Mars"
    layout = load_layout(__file__)
    cards = tuple((ICONS[card["resource"]], card["requirement"], card["die"], benefit(card["benefit"]))
                  for card in layout["cards"])
    size = len(cards)
    """marks: 1 per marked card, top row first. A card is outlined while the player has gained
    its requirement this round (gains only grow within a round, so no mark is needed)."""
    parts = mark_parts(cards=len(cards))

    def labels(self) -> list[str]:
        return [f"terraforming-mars card {k + 1}" for k in range(self.size)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        gained = state.players[state.seat].gained
        return [f"terraforming-mars card {k + 1}" for k, (resource, needed, value, _) in enumerate(self.cards)
                if not marks[k] and value == die.value and gained[resource] >= needed]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = int(use.rsplit(" ", 1)[1]) - 1
        grant(state, self.cards[k][3])
        marks[k] = 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(card[3].count((STAR,)) for k, card in enumerate(self.cards) if marks[k])

    def draw(self, marks: list[int]) -> list[str]:
        cells = [f"[{'X' if marks[k] else benefit_text(gains):>2} {needed}{ICON_LETTERS[resource]} #{value}]"
                 for k, (resource, needed, value, gains) in enumerate(self.cards)]
        return [" ".join(cells[row:row + 3]) for row in range(0, self.size, 3)] + [
            "(a card is outlined at its requirement of resources gained this round)"]
