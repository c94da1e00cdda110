"""Meadow: a # on a fence post crosses off a symbol that many spaces away and marks a card of
that symbol up a meadow column; a 6 marks a discovery card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
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


class Meadow(Realm):
    """USAGE: Use a #. If it is 1-5, write the # on a fence post, then cross off an uncrossed
    symbol that many spaces away and mark a corresponding (= the same symbol) card in the meadow.
    To mark this card in the meadow, you must choose one of the two columns and mark bottom to
    top, without skipping any cards. Gain the card benefits as they are marked.
    If the used # is 6, mark one of the discovery cards at the bottom and gain the card benefits.
    SCORING: Score stars from marked cards (both meadow and discovery)."""

    id = "meadow"
    title = "Meadow"
    layout = load_layout(__file__)
    meadow_dice = frozenset(layout["meadow_dice"])
    discovery_dice = frozenset(layout["discovery_dice"])
    fence: tuple[str, ...] = tuple(layout["fence"])
    posts: tuple[int, ...] = tuple(layout["posts"])
    """The fence space right after each post (clockwise), on the ring of fence spaces."""
    columns = tuple(tuple((card["symbol"], benefit(card["benefit"])) for card in column)
                    for column in layout["columns"])
    discovery = tuple(benefit(card) for card in layout["discovery"])
    CROSSED = len(posts)
    HEIGHT = CROSSED + 1
    FOUND = HEIGHT + len(columns)
    """marks: the # written on each post (0: empty), the crossed fence spaces (a bit each), the
    cards marked in each meadow column, the marked discovery cards (a bit each)."""
    size = FOUND + 1
    parts = mark_parts(posts=len(posts), crossed=1, height=len(columns), found=1)

    def labels(self) -> list[str]:
        meadow = [f"meadow post {p + 1} space {s + 1} column {c + 1}" for p in range(len(self.posts))
                  for s in range(len(self.fence)) for c in range(len(self.columns))]
        return meadow + [f"meadow discovery {d + 1}" for d in range(len(self.discovery))]

    def spaces(self, post: int, value: int) -> list[int]:
        """The fence spaces `value` spaces away from a post, clockwise and counter-clockwise."""
        ring, first = len(self.fence), self.posts[post]
        return sorted({(first + value - 1) % ring, (first - value) % ring})

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """A 1-5: an empty post, an uncrossed space that far, a column whose next card shows that
        space's symbol (crossing off without a card to mark is no use). A 6: an unmarked discovery card."""
        if die.value in self.discovery_dice:
            return [f"meadow discovery {d + 1}" for d in range(len(self.discovery))
                    if not marks[self.FOUND] >> d & 1]
        if die.value not in self.meadow_dice:
            return []
        nexts = [column[marks[self.HEIGHT + c]][0] if marks[self.HEIGHT + c] < len(column) else None
                 for c, column in enumerate(self.columns)]
        out = []
        for p in range(len(self.posts)):
            if marks[p]:
                continue
            for s in self.spaces(p, die.value):
                if not marks[self.CROSSED] >> s & 1:
                    out += [f"meadow post {p + 1} space {s + 1} column {c + 1}"
                            for c, symbol in enumerate(nexts) if symbol == self.fence[s]]
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        words = use.split()
        if words[1] == "discovery":
            d = int(words[2]) - 1
            marks[self.FOUND] |= 1 << d
            grant(state, self.discovery[d])
            return
        post, space, column = int(words[2]) - 1, int(words[4]) - 1, int(words[6]) - 1
        marks[post] = die.value
        marks[self.CROSSED] |= 1 << space
        card = self.columns[column][marks[self.HEIGHT + column]]
        marks[self.HEIGHT + column] += 1
        grant(state, card[1])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        meadow = sum(gains.count((STAR,)) for c, column in enumerate(self.columns)
                     for _, gains in column[: marks[self.HEIGHT + c]])
        return meadow + sum(gains.count((STAR,)) for d, gains in enumerate(self.discovery)
                            if marks[self.FOUND] >> d & 1)

    def draw(self, marks: list[int]) -> list[str]:
        fence = []
        for s, symbol in enumerate(self.fence):
            if s in self.posts:
                written = marks[self.posts.index(s)]
                fence.append(f"|{written or ' '}|")
            fence.append("x" if marks[self.CROSSED] >> s & 1 else symbol[0].upper())
        lines = ["fence (a ring; |#| posts): " + " ".join(fence)]
        for c, column in enumerate(self.columns):
            cards = " ".join(f"[{'X' if n < marks[self.HEIGHT + c] else ' '}{symbol[0].upper()} "
                             f"{benefit_text(gains)}]" for n, (symbol, gains) in enumerate(column))
            lines.append(f"column {c + 1} (bottom to top): {cards}")
        found = " ".join(f"[{'X' if marks[self.FOUND] >> d & 1 else ' '} {benefit_text(gains)}]"
                         for d, gains in enumerate(self.discovery))
        return [*lines, f"discovery (a 6): {found}  (F flower, B bird, S sun)"]
