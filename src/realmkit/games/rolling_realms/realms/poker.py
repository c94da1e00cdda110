"""Poker: write #s on the flop, deal the rolled #s into hands, play a hand with flop cards for a
scoring combination."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, ClassVar

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

DEAL = "poker deal"


def combination(cards: tuple[int, ...]) -> str | None:
    """The scoring combination these numbers are, all of them: 1 pair (2 equal numbers), 2 pair
    (2x2 equal), 3 of a kind, 4 of a kind, full house (2 equal + 3 equal), 5-card straight."""
    counts = sorted(Counter(cards).values())
    if counts == [2]:
        return "pair"
    if counts == [2, 2]:
        return "two-pair"
    if counts == [3]:
        return "three"
    if counts == [4]:
        return "four"
    if counts == [2, 3]:
        return "full-house"
    if len(cards) == 5 and counts == [1] * 5 and max(cards) - min(cards) == 4:
        return "straight"
    return None


class Poker(Realm):
    """USAGE: Use a # to either WRITE, DEAL, or PLAY.
    You may WRITE a # on a card in the flop (the top row of the realm) if the # matches the
    condition below the card. Gain the resource.
    To DEAL, use a rolled # (no created or modified #), and then note both rolled #s (without
    modifications) on one "hand". The other rolled # remains available for use in another realm.
    To PLAY, use any # to outline an unplayed (= not outlined) hand (the used # doesn't have to
    match with the hand or the flop). Combine the hand with any number of cards from the existing
    flop to make one of the scoring combinations. The flop remains as-is.
    SCORING: When playing a hand, score stars and gain benefits as follows: 1 pair: 1 star. 2
    pair: 1 star and 1 pumpkin. 3 of a kind: 1 star and 1 coin. 4 of a kind: 2 stars and 1
    pumpkin. Full house: 2 stars and 1 coin. 5-card straight: 2 stars and 1 coin."""

    id = "poker"
    title = "Poker"
    layout = load_layout(__file__)
    flop = tuple((frozenset(card["accepts"]), benefit(card["resource"])) for card in layout["flop"])
    hands: int = layout["hands"]
    rewards: ClassVar[dict[str, Benefit]] = {
        name: benefit(gains) for name, gains in layout["combinations"].items()}
    names = tuple(rewards)
    HANDS = len(flop)
    PLAYED = HANDS + 2 * hands
    """marks: the # written on each flop card (0: empty), the two #s of each hand (0: not dealt),
    the combination each hand was played for (1-based in `names`; 0: not played)."""
    size = PLAYED + hands
    parts = mark_parts(flop=len(flop), hands=2 * hands, played=hands)

    def labels(self) -> list[str]:
        return ([f"poker write {k + 1}" for k in range(len(self.flop))] + [DEAL]
                + [f"poker play {h + 1} {name}" for h in range(self.hands) for name in self.names])

    def made(self, marks: list[int], h: int) -> list[str]:
        """The combinations hand `h` makes with any of the flop's written cards (both its #s in)."""
        hand = (marks[self.HANDS + 2 * h], marks[self.HANDS + 2 * h + 1])
        flop = [value for value in marks[: len(self.flop)] if value]
        found = {combination(hand + extra) for n in range(len(flop) + 1) for extra in combinations(flop, n)}
        return [name for name in self.names if name in found]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        out = [f"poker write {k + 1}" for k, (accepts, _) in enumerate(self.flop)
               if not marks[k] and die.value in accepts]
        dealt = [h for h in range(self.hands) if marks[self.HANDS + 2 * h]]
        if len(dealt) < self.hands and die.rolled and die.value == state.roll[die.source]:
            out.append(DEAL)
        for h in dealt:
            if not marks[self.PLAYED + h]:
                out += [f"poker play {h + 1} {name}" for name in self.made(marks, h)]
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        words = use.split()
        if words[1] == "write":
            k = int(words[2]) - 1
            marks[k] = die.value
            grant(state, self.flop[k][1])
        elif words[1] == "deal":
            h = next(h for h in range(self.hands) if not marks[self.HANDS + 2 * h])
            marks[self.HANDS + 2 * h], marks[self.HANDS + 2 * h + 1] = state.roll
        else:
            h = int(words[2]) - 1
            marks[self.PLAYED + h] = self.names.index(words[3]) + 1
            grant(state, self.rewards[words[3]])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(self.rewards[self.names[marks[self.PLAYED + h] - 1]].count((STAR,))
                   for h in range(self.hands) if marks[self.PLAYED + h])

    def draw(self, marks: list[int]) -> list[str]:
        flop = " ".join(f"[{marks[k] or ' '}] ({'/'.join(map(str, sorted(accepts)))} {benefit_text(gains)})"
                        for k, (accepts, gains) in enumerate(self.flop))
        hands = []
        for h in range(self.hands):
            a, b = marks[self.HANDS + 2 * h], marks[self.HANDS + 2 * h + 1]
            played = marks[self.PLAYED + h]
            shown = f"({a} {b})" + (f" played: {self.names[played - 1]}" if played else "")
            hands.append(shown if a else "( )")
        return [f"flop {flop}", "hands " + "  ".join(hands)]
