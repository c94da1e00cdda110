"""The realm kit: what every realm card is made of (benefits, costs, grids, star slots) and
the `Realm` base class that a realm module fills in so that it reads as its card.

A realm keeps its marks in one flat list of ints (cheap to copy), read by name: its `parts`
name where each part of the card lies in the list, and the realm's code reads a part's first
box by the constant of the same name (`marks[STARS]`; the tests check the two agree); its
layout is a JSON file beside its module that says where it comes from.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

PUMPKIN, HEART, COIN, STAR = range(4)
RESOURCES = ("pumpkin", "heart", "coin")
ICONS = {"pumpkin": PUMPKIN, "heart": HEART, "coin": COIN, "star": STAR}
ICON_NAMES = ("pumpkin", "heart", "coin", "star")
ICON_LETTERS = "PHC*"
"""How a card drawn as text shows icons: P pumpkin, H heart, C coin, * star."""
ROUNDS, TURNS, REALMS_PER_ROUND = 3, 9, 3
"""3 rounds x 9 turns; each round uses 3 realms, the same for every player."""
MAX_STARS = 6
"""FAQ: "Every realm only has space for 6 stars, and that's the maximum." """
REALM_SETS = ("base", "redux", "promo")
"""Compendium: the original realms have no symbol in the card's corner, "the realms included in
the Redux box have a hex in the upper-left corner. The promo realms (sold separately) have a star"."""

Gain = tuple[int, ...]
"""One gain: a single icon, or several icons of which the player chooses one ("pumpkin/heart")."""
Benefit = tuple[Gain, ...]
"""What a box gives: every gain in it (a box drawn with two icons gives both)."""


def benefit(icons: list[str] | str) -> Benefit:
    """Read a benefit of a layout file: a list of icon names, "a/b" for a choice."""
    items = [icons] if isinstance(icons, str) else icons
    return tuple(tuple(ICONS[name] for name in item.split("/")) for item in items)


def benefit_text(gains: Benefit) -> str:
    """A benefit as the card shows it: "PH" a pumpkin and a heart, "P/H" one of them, "*" a star."""
    return "".join("/".join(ICON_LETTERS[icon] for icon in gain) for gain in gains) or "-"


def grant(state: RollingRealmsState, gains: Benefit) -> int:
    """Give the acting player a benefit; returns the stars in it (the realm keeps them)."""
    stars = 0
    for gain in gains:
        if gain[0] != STAR:
            gain = state.widen(gain)
        if len(gain) > 1:
            state.offer(gain)
        elif gain[0] == STAR:
            stars += 1
        else:
            state.gain(gain[0])
    return stars


def mark_parts(**lengths: int) -> dict[str, range]:
    """Where each part of a card's marks lies in its flat list, from the parts' numbers of boxes
    in the order given: `mark_parts(octagon=5, number=6, stars=1)` puts the stars at box 11."""
    out, start = {}, 0
    for name, length in lengths.items():
        out[name] = range(start, start + length)
        start += length
    return out


def load_layout(module_file: str) -> dict[str, Any]:
    """The layout data file beside a realm module (same name, .json)."""
    data: dict[str, Any] = json.loads(Path(module_file).with_suffix(".json").read_text())
    if not data.get("source"):
        raise ValueError(f"{module_file}: a layout file must say its source")
    return data


def orthogonal(index: int, width: int, height: int) -> list[int]:
    """The squares sharing a side with `index` in a row-major grid."""
    row, col = divmod(index, width)
    out = []
    if row > 0:
        out.append(index - width)
    if row < height - 1:
        out.append(index + width)
    if col > 0:
        out.append(index - 1)
    if col < width - 1:
        out.append(index + 1)
    return out


def square_name(index: int, width: int) -> str:
    """A grid square as a person names it: column letter, row number from the top (a1, b3)."""
    row, col = divmod(index, width)
    return f"{'abcdef'[col]}{row + 1}"


class Realm:
    """A realm card. Subclasses give its `id` (the notation's word), `title`, `layout`, and
    the rules: which uses a die allows (`options`), what a use does (`place`), its stars.

    A realm that acts outside activation overrides the turn steps' hooks, for every realm in
    play: `turn_start` (the start of every turn, after the roll: it reads the roll, so it also
    settles what an earlier turn foretold of this one), `turn_end` (when the player is done),
    `abilities` (powers used "at any time", even before the start-of-turn effects), `demands`
    (decisions the card asks before the player goes on) and `widen` (what any realm's benefit
    lets the player choose). A realm reads the whole state, so it may look at other realms.

    Its layout file says which box it comes from (`set`: base, redux or promo) and the solo
    campaigns it may not be used in (`solo_exclusions`), as data for the game and later modes.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    layout: ClassVar[dict[str, Any]]
    realm_set: ClassVar[str]
    solo_exclusions: ClassVar[tuple[str, ...]]
    has_abilities: ClassVar[bool]
    has_demands: ClassVar[bool]
    """Whether the card has powers or asks decisions (the turn steps skip the cards without)."""
    size: int
    parts: ClassVar[dict[str, range]] = {}
    """The named parts of the card's marks (`mark_parts(...)`), where the card names them; the marks
    of a card that declares parts are exactly its parts."""

    def __init_subclass__(cls) -> None:
        """Read the card's box and solo exclusions from its layout file."""
        super().__init_subclass__()
        end = max((part.stop for part in cls.parts.values()), default=0)
        if cls.parts and end != cls.size:
            raise ValueError(f"{cls.__name__}: its parts end at box {end}, its marks at {cls.size}")
        if cls.layout.get("set") not in REALM_SETS:
            raise ValueError(f"{cls.__name__}: its layout's set must be one of {', '.join(REALM_SETS)}")
        cls.realm_set = cls.layout["set"]
        cls.solo_exclusions = tuple(cls.layout.get("solo_exclusions", ()))
        cls.has_abilities = cls.abilities is not Realm.abilities
        cls.has_demands = cls.demands is not Realm.demands

    def new_marks(self) -> list[int]:
        """The marks of a fresh card (pre-printed marks included)."""
        return [0] * self.size

    def labels(self) -> list[str]:
        """Every use this card can ever offer, for the fixed action encoding."""
        raise NotImplementedError

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """The uses of `die` this card allows now, in a stable order (none: it cannot be used)."""
        raise NotImplementedError

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        """Whether `die` has a use here now (a card with many uses answers without listing them)."""
        return bool(self.options(marks, die, state))

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        """Carry out a use returned by `options`: mark the card, gain its benefits."""
        raise NotImplementedError

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        """The stars this card scores as it stands, before the 6-star maximum."""
        raise NotImplementedError

    def abilities(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        """Uses of this card open now without activating it (powers usable "at any time" in the
        turn, even before the start-of-turn effects); each is one of `labels`. Each use must
        spend something, so that a turn always ends. A card without such powers has none."""
        return []

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        """Decisions this card asks now, before the player goes on (e.g. a choice at the end of
        the turn); each is one of `labels`. While a card demands, the player's other decisions
        wait (abilities stay open). The card clears its demand in `use_ability`."""
        return []

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        """Carry out an ability returned by `abilities`, or a decision returned by `demands`."""
        raise NotImplementedError

    def reopened(self, marks: list[int]) -> bool:
        """Whether the card takes one more # this turn though already activated, without
        pumpkins (Finspan's plus); the activation is counted all the same."""
        return False

    def turn_start(self, marks: list[int], state: RollingRealmsState) -> None:
        """What the card does at the start of every turn, once the roll is seen (after the
        player's abilities they chose to use first), before any realm is activated."""

    def turn_end(self, marks: list[int], state: RollingRealmsState) -> None:
        """What the card does when the player has finished with the roll."""

    def widen(self, marks: list[int], state: RollingRealmsState, gain: Gain) -> Gain:
        """What the player may take for a resource `gain` of any realm's benefit (a card whose
        power lets them choose returns more resources); by default the gain as printed."""
        return gain

    def draw(self, marks: list[int]) -> list[str]:
        """The card as lines of text: its grid, marks and benefits."""
        raise NotImplementedError


def placements(cells: list[tuple[int, int]], width: int, height: int) -> list[int]:
    """Every way to put a shape in a width x height grid, turned and flipped, as bit masks."""
    out: list[int] = []
    shape = cells
    for _ in range(2):
        for _ in range(4):
            shape = [(c, -r) for r, c in shape]
            low_r, low_c = min(r for r, _ in shape), min(c for _, c in shape)
            norm = [(r - low_r, c - low_c) for r, c in shape]
            high_r, high_c = max(r for r, _ in norm), max(c for _, c in norm)
            for dr in range(height - high_r):
                for dc in range(width - high_c):
                    mask = sum(1 << ((r + dr) * width + c + dc) for r, c in norm)
                    if mask not in out:
                        out.append(mask)
        shape = [(r, -c) for r, c in shape]
    return out
