"""The decisions of 12 Realms, their notation and their table (the integer encoding).

Notation (areas are 'town' or 1-6; seats are 'player 1'...):

    lord morgan                 setup: the Dark Lord kept where two share a Realm Symbol
    hero siegfried              setup: the Character card chosen
    town sherwood               setup: the Town of that realm where the hero starts
    move 3                      exploit a red Swiftness token and move to area 3
    move town with yellow crown the same, exploiting a yellow Crown token
    confront green-knight       declare a Challenge against a creature in your area
    claim kings-ransom          claim a Treasure in your area
    claim piece sherwood 2      claim an Artifact Piece in your area
    entrust sherwood 2 to player 3
    travel oz                   from a Town, go to the Town of another Game Realm
    play merry-men              play an Adventure card from your hand
    end                         end your Perform Actions phase
    join / decline              an Ally's answer to the Leader
    group 2 / withdraw          the vulnerability group to overcome, or no Confrontation
    exploit combat              exploit a red Combat token
    exploit blue crown as magic exploit a blue Crown token for a Magic symbol
    done                        exploit no more tokens (the next Ally continues)
    pass                        play no (more) Adventure cards before Upkeep
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from realmkit.core import IllegalActionError
from realmkit.core.actions import ActionTable
from realmkit.games.twelve_realms.components import (
    ADVENTURE_CARD,
    AREAS,
    COLOURS,
    CROWN,
    PIECES,
    PLAIN,
    RED,
    SWIFTNESS,
    TALENTS,
    TREASURE_CARD,
)
from realmkit.games.twelve_realms.components.packs import load_content

(LORD, HERO, TOWN_CHOICE, MOVE, CONFRONT, CLAIM_TREASURE, CLAIM_PIECE, ENTRUST, TRAVEL, PLAY, END,
 JOIN, DECLINE, GROUP, WITHDRAW, EXPLOIT, DONE, PASS) = range(18)
MAX_SEATS = 6
ROMAN = ("I", "II", "III")


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: its kind and up to three integers; `text` is its notation."""

    kind: int
    a: int = -1
    b: int = -1
    c: int = -1
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text


def area_name(area: int) -> str:
    return "town" if area == 0 else str(area)


def _token(colour: int, talent: int) -> str:
    return f"{COLOURS[colour]} {TALENTS[talent]}" if colour != RED else TALENTS[talent]


@dataclass(frozen=True)
class Lookup:
    """The actions of a content set, found by what they name: `table` is the core's table of
    them all (the integer encoding, the notation), the rest the ones the rules list."""

    table: ActionTable[Action]
    move: dict[tuple[int, int, int], Action]
    exploit: dict[tuple[int, int, int], Action]
    group: tuple[Action, ...]
    confront: dict[int, Action]
    claim_treasure: dict[int, Action]
    claim_piece: dict[tuple[int, int], Action]
    entrust: dict[tuple[int, int, int], Action]
    travel: dict[int, Action]
    town: dict[int, Action]
    play: dict[int, Action]
    hero: dict[int, Action]
    lord: dict[int, Action]
    end: Action
    join: Action
    decline: Action
    withdraw: Action
    done: Action
    pass_: Action


@cache
def lookup(realm_packs: str) -> Lookup:
    """The actions of every realm and hero of the game's content (the built-in packs and those
    of the file `realm_packs`), in the order of the integer encoding. Of the settings, only the
    packs change the table, so it is built once per packs file, as the content is loaded."""
    content = load_content(realm_packs)
    out: list[Action] = []

    def add(kind: int, text: str, a: int = -1, b: int = -1, c: int = -1) -> Action:
        action = Action(kind, a, b, c, text)
        out.append(action)
        return action

    lord = {k.index: add(LORD, f"lord {k.slug}", k.index) for k in content.kinds if k.lord}
    hero = {h.index: add(HERO, f"hero {h.slug}", h.index) for h in content.heroes}
    town = {r.index: add(TOWN_CHOICE, f"town {r.slug}", r.index) for r in content.realms}
    move = {}
    for area in range(AREAS):
        for colour in range(len(COLOURS)):
            for talent in (SWIFTNESS, CROWN):
                suffix = "" if colour == RED and talent == SWIFTNESS else f" with {_token(colour, talent)}"
                text = f"move {area_name(area)}{suffix}"
                move[area, colour, talent] = add(MOVE, text, area, colour, talent)
    confront = {k.index: add(CONFRONT, f"confront {k.slug}", k.index) for k in content.kinds}
    claim_treasure = {c.index: add(CLAIM_TREASURE, f"claim {c.slug}", c.index)
                      for c in content.cards if c.kind == TREASURE_CARD}
    claim_piece = {(r.index, n): add(CLAIM_PIECE, f"claim piece {r.slug} {ROMAN[n]}", r.index, n)
                   for r in content.realms for n in range(PIECES)}
    entrust = {(r.index, n, s): add(ENTRUST, f"entrust {r.slug} {ROMAN[n]} to player {s + 1}", r.index, n, s)
               for r in content.realms for n in range(PIECES) for s in range(MAX_SEATS)}
    travel = {r.index: add(TRAVEL, f"travel {r.slug}", r.index) for r in content.realms}
    play = {c.index: add(PLAY, f"play {c.slug}", c.index)
            for c in content.cards if c.kind == ADVENTURE_CARD}
    end = add(END, "end")
    join = add(JOIN, "join")
    decline = add(DECLINE, "decline")
    groups = max(len(k.groups) for k in content.kinds)
    group = tuple(add(GROUP, f"group {i + 1}", i) for i in range(groups))
    withdraw = add(WITHDRAW, "withdraw")
    exploit = {}
    for colour in range(len(COLOURS)):
        for talent in range(PLAIN):
            exploit[colour, talent, talent] = add(EXPLOIT, f"exploit {_token(colour, talent)}",
                                                  colour, talent, talent)
        for symbol in range(PLAIN):
            exploit[colour, CROWN, symbol] = add(EXPLOIT, f"exploit {_token(colour, CROWN)} as "
                                                 f"{TALENTS[symbol]}", colour, CROWN, symbol)
    done = add(DONE, "done")
    pass_ = add(PASS, "pass")
    return Lookup(ActionTable(out), move, exploit, group, confront, claim_treasure, claim_piece, entrust,
                  travel, town, play, hero, lord, end, join, decline, withdraw, done, pass_)


def read(table: ActionTable[Action], text: str) -> Action:
    """The action written as `text` (any case, any spaces between words), legal or not; unknown
    words are refused with the forms."""
    action = table.find(" ".join(text.split()))
    if action is None:
        raise IllegalActionError(
            f"{text.strip()!r} is not a 12 Realms action: use forms such as 'move 3', "
            "'move town with yellow crown', 'confront <creature>', 'claim <treasure>', "
            "'claim piece <realm> II', 'entrust <realm> I to player 2', 'travel <realm>', "
            "'play <card>', 'end', 'join', 'decline', 'group 1', 'withdraw', 'exploit combat', "
            "'exploit blue crown as magic', 'done', 'pass'"
        )
    return action
