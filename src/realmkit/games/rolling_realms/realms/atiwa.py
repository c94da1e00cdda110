"""Atiwa: outline terrain cards, or circle their bats; mark circled bats three at a time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    STAR,
    Benefit,
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


class Atiwa(Realm):
    """USAGE: When you assign a #, either outline any matching terrain card (1-2: column 1, 3-4:
    column 2, 5-6: column 3) (the top-left terrain card is already outlined) and gain the
    depicted resources or stars, OR use the # to circle up to that # of bats on terrain cards
    that have already been outlined. After outlining a card or circling bats, you may mark exactly
    3 circled, unmarked bats to gain 1 pumpkin or heart. Marking circled bats is a free action,
    but you may only do it once per activation.
    SCORING: Score stars on outlined terrain cards. Score 1 star if you circled all bats and an
    additional 2 stars if you also marked them all."""

    id = "atiwa"
    title = "Atiwa"
    layout = load_layout(__file__)
    cards: tuple[tuple[set[int], Benefit, int], ...] = tuple(
        (set(column["dice"]), benefit(card["benefit"]) if card["benefit"] else (), card["bats"])
        for column in layout["columns"] for card in column["cards"])
    together: int = layout["bats_marked_together"]
    marking = benefit(layout["marking_gains"])
    total_bats = sum(bats for _, _, bats in cards)
    CIRCLED, MARKED = len(cards), len(cards) + 1
    """marks: a mark per card (1 = outlined), then the bats circled and the bats marked."""
    size = len(cards) + 2
    parts = mark_parts(cards=len(cards), circled=1, marked=1)

    def new_marks(self) -> list[int]:
        marks = [0] * self.size
        for n in self.layout["outlined_at_start"]:
            marks[n] = 1
        return marks

    def labels(self) -> list[str]:
        uses = [f"atiwa card {n + 1}" for n in range(len(self.cards))] + ["atiwa bats"]
        return uses + [f"{use} and mark bats" for use in uses]

    def _room(self, marks: list[int]) -> int:
        """Bats on outlined cards not yet circled."""
        return sum(bats for n, (_, _, bats) in enumerate(self.cards) if marks[n]) - marks[self.CIRCLED]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        uses = [(f"atiwa card {n + 1}", 0) for n, (dice, _, _) in enumerate(self.cards)
                if die.value in dice and not marks[n]]
        if self._room(marks):
            uses.append(("atiwa bats", min(die.value, self._room(marks))))
        out = []
        for use, circled in uses:
            out.append(use)
            if marks[self.CIRCLED] + circled - marks[self.MARKED] >= self.together:
                out.append(f"{use} and mark bats")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        """Circling takes as many bats as the # allows ("up to": more never hurts)."""
        words = use.split(" ")
        if words[1] == "card":
            n = int(words[2]) - 1
            marks[n] = 1
            grant(state, self.cards[n][1])
        else:
            marks[self.CIRCLED] += min(die.value, self._room(marks))
        if use.endswith("and mark bats"):
            marks[self.MARKED] += self.together
            grant(state, self.marking)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        cards = sum(gains.count((STAR,)) for n, (_, gains, _) in enumerate(self.cards) if marks[n])
        circled = marks[self.CIRCLED] == self.total_bats
        marked = marks[self.MARKED] == self.total_bats
        return (cards + (self.layout["all_circled_stars"] if circled else 0)
                + (self.layout["all_marked_stars"] if marked else 0))

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for row in range(3):
            cells = []
            for column in range(3):
                n = 3 * column + row
                _, gains, bats = self.cards[n]
                edge = "()" if marks[n] else "  "
                shown = benefit_text(gains) if gains else "-"
                cells.append(f"{edge[0]}{n + 1}:{shown:>2} {'b' * bats:3}{edge[1]}")
            lines.append("  ".join(cells))
        lines.append(f"bats circled {marks[self.CIRCLED]}/{self.total_bats}, marked {marks[self.MARKED]}"
                     "  (outlined cards in brackets; columns: 1-2, 3-4, 5-6)")
        return lines
