"""Potion Explosion: fill potions with different #s; a completed potion scores and its label
is a one-time power usable at any time."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import COIN, HEART, PUMPKIN, Realm, load_layout, mark_parts
from realmkit.games.rolling_realms.dice import ALL_NAMES, CREATED, HIGH, LOW, Die, name

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

CREATE, RESOURCES, AGAIN = "create", "resources", "again"


class PotionExplosion(Realm):
    """USAGE: Use a # to fill an ingredient bubble on a potion. Within a potion, all #s must be
    unique. At any time, even when you're not activating the realm, you may mark the label on a
    completed potion to use its (one-time) ability.
    Potion 1: You may create a new die. Choose any number (1-6). All normal rules for created
    dice apply.
    Potion 2: Gain 1 resource of your choice for every star you already scored in this realm.
    Potion 3: Activate a realm you already activated this turn. This may also be the Potion
    Explosion realm. Pretend the realm didn't have any activation yet; you may assign a # to that
    realm without spending any extra pumpkins.
    SCORING: Immediately score stars for completed potions (as indicated on the potions)."""

    id = "potion-explosion"
    title = "Potion Explosion"
    layout = load_layout(__file__)
    potions = tuple((int(p["bubbles"]), int(p["stars"]), str(p["ability"])) for p in layout["potions"])
    LABELS = len(potions)
    """marks: the #s in each potion (a bit per #), then 1 per marked label."""
    size = 2 * len(potions)
    parts = mark_parts(potions=len(potions), labels=len(potions))

    def labels(self) -> list[str]:
        out = [f"potion-explosion potion {k + 1}" for k in range(len(self.potions))]
        for k, (_, _, ability) in enumerate(self.potions):
            head = f"potion-explosion label {k + 1}"
            if ability == CREATE:
                out += [f"{head} create {value}" for value in range(LOW, HIGH + 1)]
            elif ability == AGAIN:
                out += [f"{head} die {named}" for named in ALL_NAMES if not named.again]
            else:
                out.append(head)
        return out

    def complete(self, marks: list[int], k: int) -> bool:
        return bin(marks[k]).count("1") == self.potions[k][0]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"potion-explosion potion {k + 1}" for k in range(len(self.potions))
                if not self.complete(marks, k) and not marks[k] >> die.value & 1]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        marks[int(use.rsplit(" ", 1)[1]) - 1] |= 1 << die.value

    def abilities(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        """The labels of completed potions not yet marked: a die of any number; the resources; a
        die not yet used freed to activate a realm already activated this turn (offered once a
        realm has been activated), named as the turn's dice are."""
        out: list[str] = []
        for k, (_, _, ability) in enumerate(self.potions):
            if marks[self.LABELS + k] or not self.complete(marks, k):
                continue
            head = f"potion-explosion label {k + 1}"
            if ability == CREATE:
                out += [f"{head} create {value}" for value in range(LOW, HIGH + 1)]
            elif ability == RESOURCES:
                out.append(head)
            elif ability == AGAIN and any(state.activated):
                names = dict.fromkeys(name(die, state.roll) for die in state.dice
                                      if not die.used and not die.again)
                out += [f"{head} die {named}" for named in names]
        return out

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        words = ability.split()
        k = int(words[2]) - 1
        marks[self.LABELS + k] = 1
        kind = self.potions[k][2]
        if kind == CREATE:
            state.dice.append(Die(int(words[4]), CREATED))
        elif kind == RESOURCES:
            slot = state.in_play.index(self)
            for _ in range(state.realm_stars(state.seat, slot)):
                state.offer((PUMPKIN, HEART, COIN))
        else:
            named = " ".join(words[4:])
            d = next(d for d, die in enumerate(state.dice)
                     if not die.used and not die.again and str(name(die, state.roll)) == named)
            state.dice[d] = state.dice[d]._replace(again=True)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(stars for k, (_, stars, _) in enumerate(self.potions) if self.complete(marks, k))

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for k, (bubbles, stars, ability) in enumerate(self.potions):
            written = [str(v) for v in range(LOW, HIGH + 1) if marks[k] >> v & 1]
            cells = " ".join(f"({v})" for v in written) + " ( )" * (bubbles - len(written))
            label = "used" if marks[self.LABELS + k] else ability
            lines.append(f"potion {k + 1}: {cells.strip()}  {stars}* label: {label}")
        return lines
