"""The decisions of a Rolling Realms turn, their notation and their fixed integer encoding.

Notation (dice are numbered in the order of the turn: 1 and 2 are the rolled dice, then the
copied and created ones):

    use 1 in wingspan        activate a realm with die 1 (then choose what the realm asks)
    wingspan bird 2          a realm's own choice: the square, column, shape... (see realms/)
    adjust 1 +1              spend 2 pumpkins: die 1 goes up by 1
    adjust 1 -1 again        spend 3 pumpkins: die 1 goes down by 1 and may activate a realm again
    copy 1 hearts            spend 3 hearts (2 if the roll is a pair): a new die like rolled die 1
    copy 1 coins             spend 2 coins, if the roll sums to 7: a new die like rolled die 1
    create 4                 spend 4 coins: a new die showing 4
    compensate 2 heart       rolled die 2 cannot be used as rolled: gain a heart instead
    take pumpkin             a benefit offers a choice: gain a pumpkin
    start                    the start-of-turn effects of the realms happen now (asked only
                             while a realm's power may be used before them)
    done                     finished with this roll
"""

from __future__ import annotations

from dataclasses import dataclass

from realmkit.core import IllegalActionError
from realmkit.games.rolling_realms.dice import MAX_DICE
from realmkit.games.rolling_realms.kit import RESOURCES, Realm

PAYMENTS = ("hearts", "coins")


@dataclass(frozen=True, slots=True)
class Use:
    """Activate `realm` with die number `die` (1-based)."""

    die: int
    realm: str

    def __str__(self) -> str:
        return f"use {self.die} in {self.realm}"


@dataclass(frozen=True, slots=True)
class Place:
    """A realm's own choice for the die being used; the notation names the realm first."""

    use: str

    def __str__(self) -> str:
        return self.use


@dataclass(frozen=True, slots=True)
class Adjust:
    """Spend 2 pumpkins (3 with `again`) to move a die by `delta` (+1 or -1)."""

    die: int
    delta: int
    again: bool = False

    def __str__(self) -> str:
        return f"adjust {self.die} {self.delta:+d}{' again' if self.again else ''}"


@dataclass(frozen=True, slots=True)
class Copy:
    """Spend hearts or coins to gain a die like a rolled one."""

    die: int
    pay: str

    def __str__(self) -> str:
        return f"copy {self.die} {self.pay}"


@dataclass(frozen=True, slots=True)
class Create:
    """Spend `value` coins to gain a die showing `value`."""

    value: int

    def __str__(self) -> str:
        return f"create {self.value}"


@dataclass(frozen=True, slots=True)
class Compensate:
    """Gain one resource for a rolled die that cannot be used as rolled."""

    die: int
    resource: int

    def __str__(self) -> str:
        return f"compensate {self.die} {RESOURCES[self.resource]}"


@dataclass(frozen=True, slots=True)
class Take:
    """Choose the resource of a benefit that offers a choice."""

    resource: int

    def __str__(self) -> str:
        return f"take {RESOURCES[self.resource]}"


@dataclass(frozen=True, slots=True)
class Start:
    """The realms' start-of-turn effects happen now; before it, only realms' powers usable
    "at any time" may be used (the player chooses the order of operations)."""

    def __str__(self) -> str:
        return "start"


@dataclass(frozen=True, slots=True)
class Done:
    """Finished with this roll: unused dice are lost."""

    def __str__(self) -> str:
        return "done"


Action = Use | Place | Adjust | Copy | Create | Compensate | Take | Start | Done
DONE = Done()
START = Start()


def all_actions(realms: tuple[Realm, ...]) -> list[Action]:
    """Every action of a game played with `realms`, in the order of the integer encoding."""
    dice = range(1, MAX_DICE + 1)
    table: list[Action] = [DONE, START]
    table += [Take(r) for r in range(3)]
    table += [Compensate(d, r) for d in (1, 2) for r in range(3)]
    table += [Create(v) for v in range(1, 7)]
    table += [Copy(d, pay) for d in (1, 2) for pay in PAYMENTS]
    table += [Adjust(d, delta, again) for d in dice for delta in (1, -1) for again in (False, True)]
    table += [Use(d, realm.id) for realm in realms for d in dice]
    table += [Place(use) for realm in realms for use in realm.labels()]
    return table


def parse(text: str, realms: dict[str, Realm]) -> Action:
    """Read an action's notation; malformed text raises IllegalActionError saying what is allowed."""
    words = text.strip().lower().split()
    bad = IllegalActionError(
        f"cannot read {text.strip()!r}: expected 'use <die> in <realm>', a realm's choice "
        "(e.g. 'wingspan bird 2'), 'adjust <die> +1|-1 [again]', 'copy <die> hearts|coins', "
        "'create <1-6>', 'compensate <die> pumpkin|heart|coin', 'take pumpkin|heart|coin', 'start' or 'done'"
    )
    if not words:
        raise bad
    head, rest = words[0], words[1:]
    try:
        if head == "done" and not rest:
            return DONE
        if head == "start" and not rest:
            return START
        if head == "use" and len(rest) == 3 and rest[1] == "in":
            return Use(int(rest[0]), rest[2])
        if head == "adjust" and len(rest) in (2, 3) and rest[1] in ("+1", "-1"):
            if len(rest) == 3 and rest[2] != "again":
                raise bad
            return Adjust(int(rest[0]), int(rest[1]), len(rest) == 3)
        if head == "copy" and len(rest) == 2 and rest[1] in PAYMENTS:
            return Copy(int(rest[0]), rest[1])
        if head == "create" and len(rest) == 1:
            return Create(int(rest[0]))
        if head == "compensate" and len(rest) == 2 and rest[1] in RESOURCES:
            return Compensate(int(rest[0]), RESOURCES.index(rest[1]))
        if head == "take" and len(rest) == 1 and rest[0] in RESOURCES:
            return Take(RESOURCES.index(rest[0]))
    except ValueError:
        raise bad from None
    if head in realms:
        return Place(" ".join(words))
    raise bad
