"""What the cards and dice did since the last Upkeep began: each draw and each die, recorded by
the rules as a small tuple (an event code, then numbers) and worded only when a view shows it.

The story is open to every seat: a drawn card and a rolled die are seen by the whole table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.twelve_realms.actions import ROMAN, area_name
from realmkit.games.twelve_realms.components import COLOURS, PLAIN, TALENTS

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.components.content import Effect
    from realmkit.games.twelve_realms.state import TwelveRealmsState

(TURN, UPKEEP, DRAW, APPEAR, SUMMON, TREASURE, PIECE, PIECE_NONE, LORD, ASIDE, ADVANCE, PUSH_BACK,
 MARAUD, CURSE, DARK_MAGIC, EXPLOIT, BLAST, CHANGELING, UNYIELDING, DEFEAT, RETREAT, REST,
 FIRST) = range(23)


def tell(state: TwelveRealmsState, *event: int) -> None:
    """Record one event: its code, then its numbers (seats, slots, cards, kinds, areas, dice)."""
    state.log.append(event)


def dice(values: tuple[int, ...] | list[int]) -> str:
    return ("die " if len(values) == 1 else "dice ") + " ".join(map(str, values))


def hero(state: TwelveRealmsState, seat: int) -> str:
    """A seat as the screen and the notation name it: 'player 2 (Snow White)'."""
    index = state.hero[seat]
    return f"player {seat + 1}" + (f" ({state.content.heroes[index].name})" if index >= 0 else "")


def effect_words(effect: Effect) -> str:
    """A card's instructions, as the screen shows them."""
    words = [f"gain {', '.join(f'{COLOURS[colour]} {TALENTS[talent]}' for colour, talent in effect.gain)}"]
    words = words if effect.gain else []
    words += ["refresh every red token"] if effect.refresh else []
    words += [f"push the Invasion Marker back {effect.push_back}"] if effect.push_back else []
    words += [f"advance the Invasion Marker {effect.advance}"] if effect.advance else []
    words += ["every creature of the map marauds"] if effect.maraud else []
    words += ["a creature appears"] if effect.appear >= 0 else []
    words += [f"every hero on the map exploits {effect.curse} random talent(s)"] if effect.curse else []
    words += ["every hero on the map refreshes"] if effect.rest else []
    return "; ".join(words)


def lines(state: TwelveRealmsState) -> list[str]:
    """The story worded, one line an event."""
    return [_line(state, event) for event in state.log]


def _line(state: TwelveRealmsState, event: tuple[int, ...]) -> str:
    content = state.content
    code, *n = event

    def realm(slot: int) -> str:
        return content.realms[state.realms[slot]].name

    def kind(index: int) -> str:
        return content.kinds[index].name

    if code == TURN:
        return f"Turn {n[0]}: each player draws a card"
    if code == UPKEEP:
        return "Upkeep: players in a Town refresh; Creature Powers; the Invasion Markers move"
    if code == FIRST:
        return f"{hero(state, n[0])} is the first player"
    if code == DRAW:
        return f"{hero(state, n[0])} draws {content.cards[n[1]].name}"
    if code in (APPEAR, SUMMON):
        slot, what, area, die, more = n[:5]
        where = f"{realm(slot)}, area {area_name(area)}" + (f" ({dice([die])})" if die else "")
        if code == SUMMON:
            return f"  Summon: {kind(n[5])} summons {kind(what)} to {where}"
        horde = f", with {more} more (Horde)" if more else ""
        return f"  {kind(what)} appears in {where}{horde}"
    if code == TREASURE:
        return f"  the Treasure {content.cards[n[1]].name} goes to {realm(n[0])}, area {n[2]} (die {n[2]})"
    if code == PIECE:
        piece = f"{content.realms[state.realms[n[0]]].slug} {ROMAN[n[1]]}"
        return f"  Artifact Piece {piece} goes to area {n[2]} (die {n[2]})"
    if code == PIECE_NONE:
        return f"  every Artifact Piece of {realm(n[0])} is placed: the card does nothing"
    if code == LORD:
        return f"  the Dark Lord {kind(state.lord_kind[n[0]])} enters {realm(n[0])}"
    if code == ASIDE:
        return f"  the Dark Lord of {realm(n[0])} is defeated: the card is put aside"
    if code in (ADVANCE, PUSH_BACK):
        verb = "moves" if code == ADVANCE else "is pushed back"
        track = content.realms[state.realms[n[0]]].track
        return f"  {realm(n[0])}'s Invasion Marker {verb} from {n[1]} to {n[2]} of {track}"
    if code == MARAUD:
        return f"  Marauding: {kind(n[1])} moves from area {n[2]} to area {n[-1]} ({dice(n[3:])})"
    if code == CURSE:
        return f"  Curse of {kind(n[1])}: every hero in {realm(n[0])} exploits a random talent"
    if code == DARK_MAGIC:
        return f"  Dark Magic of {kind(n[1])}: {hero(state, n[0])} exploits a random talent"
    if code == EXPLOIT:
        talent = TALENTS[n[2]]
        lost = f"exploits a {talent} token" if n[3] else f"has no {talent} token it can take"
        return f"    {hero(state, n[0])}: {dice([n[1]])}, {talent}: {lost}"
    if code == BLAST:
        rolled = n[2:]
        outcome = f"a 1: {hero(state, n[0])} is forced to Retreat" if 1 in rolled else "no 1"
        return f"  Blast of {kind(n[1])}: {dice(rolled)}, {outcome}"
    if code == CHANGELING:
        group = [TALENTS[content.talent_table[d - 1]] for d in n[1:]]
        return f"  Changeling {kind(n[0])}: {dice(n[1:])}, its vulnerability is {'+'.join(group)}"
    if code == UNYIELDING:
        stays = "it stays on the map" if 1 in n[1:] else "it leaves the map"
        return f"  Unyielding {kind(n[0])}: {dice(n[1:])}, {stays}"
    if code == DEFEAT:
        return f"  {kind(n[1])} is defeated in {realm(n[0])}"
    if code == RETREAT:
        return f"  {hero(state, n[0])} Retreats to the Town of {realm(n[1])}"
    assert code == REST, event
    return f"  every hero in {realm(n[0])} refreshes"


def group_words(group: tuple[int, ...]) -> str:
    """A vulnerability group as 'combat+combat+craft'."""
    return "+".join(TALENTS[t] for t in range(PLAIN) for _ in range(group[t]))
