"""The decisions of a Rolling Realms turn, their notation and their fixed integer encoding.

Notation: a die is named by the number it shows (dice.Name): `5` is a rolled 5; `5 from 4` a
rolled 4 adjusted to 5 with pumpkins; `copied 3`, `created 3` a die copied or created; a die
that 3 pumpkins let activate a realm again ends in `again` (`5 from 4 again`).

    use 5 in wingspan        activate a realm with the 5 (then choose what the realm asks)
    wingspan bird 2          a realm's own choice: the square, column, shape... (see realms/)
    adjust 5 +1              spend 2 pumpkins: the 5 becomes a 6
    adjust 5 -1 again        spend 3 pumpkins: the 5 becomes a 4 that may activate a realm again
    copy 5 hearts            spend 3 hearts (2 if the roll is a pair): a new die like the rolled 5
    copy 5 coins             spend 2 coins, if the roll sums to 7: a new die like the rolled 5
    create 4                 spend 4 coins: a new die showing 4
    compensate 2 heart       the rolled 2 cannot be used as rolled: gain a heart instead
    take pumpkin             a benefit offers a choice: gain a pumpkin
    start                    the start-of-turn effects of the realms happen now (asked only
                             while a realm's power may be used before them)
    done                     finished with this roll

A listed action may also be typed without its first word, as the terminal's menu shows it
under that word (`bird 2` for `wingspan bird 2` while Wingspan asks).
"""

from __future__ import annotations

from dataclasses import dataclass

from realmkit.core import IllegalActionError
from realmkit.games.rolling_realms.components import RESOURCES, Realm
from realmkit.games.rolling_realms.dice import ALL_NAMES, FACES, HIGH, LOW, ROLLED_NAMES, Name, read_name

PAYMENTS = ("hearts", "coins")


@dataclass(frozen=True, slots=True)
class Use:
    """Activate `realm` with the die named `die`."""

    die: Name
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
    """Spend 2 pumpkins (3 with `again`) to move the die named `die` by `delta` (+1 or -1)."""

    die: Name
    delta: int
    again: bool = False

    def __str__(self) -> str:
        return f"adjust {self.die} {self.delta:+d}{' again' if self.again else ''}"


@dataclass(frozen=True, slots=True)
class Copy:
    """Spend hearts or coins to gain a die like the rolled die showing `value` (as rolled)."""

    value: int
    pay: str

    def __str__(self) -> str:
        return f"copy {self.value} {self.pay}"


@dataclass(frozen=True, slots=True)
class Create:
    """Spend `value` coins to gain a die showing `value`."""

    value: int

    def __str__(self) -> str:
        return f"create {self.value}"


@dataclass(frozen=True, slots=True)
class Compensate:
    """Gain one resource for the rolled die named `die`, which cannot be used as rolled."""

    die: Name
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
    """Every action of a game played with `realms`, in the order of the integer encoding. Dice
    are named by what they show, so the table covers every turn, whatever its number of dice."""
    table: list[Action] = [DONE, START]
    table += [Take(r) for r in range(3)]
    table += [Compensate(die, r) for die in ROLLED_NAMES for r in range(3)]
    table += [Create(v) for v in FACES]
    table += [Copy(v, pay) for v in FACES for pay in PAYMENTS]
    table += [Adjust(die, delta, again) for die in ALL_NAMES for delta in (1, -1)
              for again in (False, True) if LOW <= die.value + delta <= HIGH]
    table += [Use(die, realm.id) for realm in realms for die in ALL_NAMES]
    table += [Place(use) for realm in realms for use in realm.labels()]
    return table


def parse(text: str, realms: dict[str, Realm]) -> Action:
    """Read an action's notation; malformed text raises IllegalActionError saying what is allowed."""
    words = text.strip().lower().split()
    bad = IllegalActionError(
        f"cannot read {text.strip()!r}: expected 'use <die> in <realm>', a realm's choice "
        "(e.g. 'wingspan bird 2'), 'adjust <die> +1|-1 [again]', 'copy <rolled number> hearts|coins', "
        "'create <1-6>', 'compensate <die> pumpkin|heart|coin', 'take pumpkin|heart|coin', 'start' "
        "or 'done'; a die is named by its number: '5', '5 from 4' (a rolled 4 adjusted), "
        "'created 5', 'copied 5', each with 'again' once 3 pumpkins let it activate a realm again"
    )
    if not words:
        raise bad
    head, rest = words[0], words[1:]
    action: Action | None = None
    if head == "done" and not rest:
        action = DONE
    elif head == "start" and not rest:
        action = START
    elif head == "use" and len(rest) >= 3 and rest[-2] == "in":
        die = read_name(rest[:-2])
        action = Use(die, rest[-1]) if die else None
    elif head == "adjust" and rest:
        again = rest[-1] == "again" and len(rest) >= 3 and rest[-2] in ("+1", "-1")
        delta = rest[-2] if again else rest[-1]
        die = read_name(rest[:-2] if again else rest[:-1])
        action = Adjust(die, int(delta), again) if die and delta in ("+1", "-1") else None
    elif head == "copy" and len(rest) == 2 and rest[0].isdigit() and rest[1] in PAYMENTS:
        action = Copy(int(rest[0]), rest[1])
    elif head == "create" and len(rest) == 1 and rest[0].isdigit():
        action = Create(int(rest[0]))
    elif head == "compensate" and len(rest) >= 2 and rest[-1] in RESOURCES:
        die = read_name(rest[:-1])
        action = Compensate(die, RESOURCES.index(rest[-1])) if die else None
    elif head == "take" and len(rest) == 1 and rest[0] in RESOURCES:
        action = Take(RESOURCES.index(rest[0]))
    elif head in realms:
        action = Place(" ".join(words))
    if action is None:
        raise bad
    return action
