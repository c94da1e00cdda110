"""What the team sees (everything but the order of the Realms Deck), as JSON and as text.

Before a Challenge the screen shows what it takes: every creature's and Dark Lord's
vulnerability groups and powers, every Treasure's and Artifact Piece's vulnerability, every
hero's talents; then what the cards and dice did since the last Upkeep began, and at the end
'Victory' or 'Defeat'. Names are written as the notation types them (`components.content.notation`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.core.words import count
from realmkit.games.twelve_realms import story
from realmkit.games.twelve_realms.actions import ROMAN, area_name
from realmkit.games.twelve_realms.components import (
    ADVENTURES,
    ASK,
    DEFEATED,
    GROUP,
    IN_PLAY,
    OVER,
    PAY,
    PIECES,
    PLAIN,
    TALENTS,
)
from realmkit.games.twelve_realms.components.content import Content, Kind
from realmkit.games.twelve_realms.confrontation import CREATURE, TREASURE

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.state import TwelveRealmsState

_LORD_WORDS = {0: "waiting", IN_PLAY: "in play", DEFEATED: "defeated"}
_PHASE_WORDS = ("choosing Dark Lords", "choosing heroes", "choosing Towns", "Perform Actions",
                "asking Allies", "choosing a vulnerability group", "exploiting talents",
                "Adventure cards before Upkeep", "over")


def group_words(group: tuple[int, ...]) -> list[str]:
    return [TALENTS[t] for t in range(PLAIN) for _ in range(group[t])]


def powers(content: Content, kind: Kind) -> list[str]:
    """A creature's powers as printed: 'Blast 1', 'Summon 1 (Nomes)', 'Treasure (gain ...)'."""
    words = []
    for power in kind.powers:
        name = power.name.replace("_", " ").title()
        if power.name == "summon":
            words.append(f"{name} {power.level} ({content.kinds[power.creature].name})")
        elif power.name == "treasure" and power.reward is not None:
            words.append(f"{name} ({story.effect_words(power.reward)})")
        else:
            words.append(f"{name} {power.level}")
    return words


def _vulnerability(kind: Kind) -> str:
    """The groups of the player's choosing, or a Changeling's rolled at each Challenge."""
    changeling = kind.power("changeling")
    if changeling is not None:
        return f"rolled when challenged ({count(changeling.level, 'talent')})"
    return " or ".join(story.group_words(g) for g in kind.groups)


def _kinds_of(state: TwelveRealmsState, slot: int) -> list[int]:
    """The Dark Lord, then each kind with a token on the map, in the order they entered."""
    kinds = [state.lord_kind[slot]]
    for token in state.tokens[slot]:
        if token[1] not in kinds:
            kinds.append(token[1])
    return kinds


def observation(state: TwelveRealmsState, player: int | None) -> dict[str, Any]:
    """The same for every seat and a spectator: the game is cooperative and its hands are open."""
    content = state.content
    realms = []
    for slot, index in enumerate(state.realms):
        realm = content.realms[index]
        realms.append({
            "realm": realm.slug,
            "marker": state.marker[slot],
            "track": realm.track,
            "red": list(realm.red),
            "dark_lord": content.kinds[state.lord_kind[slot]].slug,
            "dark_lord_state": _LORD_WORDS[state.lord_state[slot]],
            "creatures": [[t[0], content.kinds[t[1]].slug, t[2]] for t in state.tokens[slot]],
            "vulnerability": {content.kinds[k].slug: {
                "groups": [group_words(g) for g in content.kinds[k].groups],
                "powers": powers(content, content.kinds[k])} for k in _kinds_of(state, slot)},
            "treasures": [[content.cards[c].slug, a, group_words(content.cards[c].vulnerability)]
                          for c, a in state.treasures[slot]],
            "pieces": [{"area": state.piece_area[slot][n], "holder": state.holder[slot][n],
                        "vulnerability": group_words(realm.pieces[n])} for n in range(PIECES)],
            "pieces_placed": state.placed[slot],
        })
    heroes = []
    for seat in range(state.num_players):
        hero = state.hero[seat]
        heroes.append({
            "hero": content.heroes[hero].slug if hero >= 0 else None,
            "realm": (content.realms[state.realms[state.realm_at[seat]]].slug
                      if state.realm_at[seat] >= 0 else None),
            "area": state.area_at[seat],
            "red": state.total[seat][:], "fresh": state.fresh[seat][:],
            "yellow": state.yellow[seat][:], "blue": state.blue[seat][:],
            "hand": [content.cards[c].slug for c in state.hands[seat]],
            "not_challengeable_this_turn": sorted(serial for who, serial in state.challenged if who == seat),
        })
    view: dict[str, Any] = {
        "phase": _PHASE_WORDS[state.phase],
        "turn": state.turn,
        "order": state.order,
        "realms": realms,
        "heroes": heroes,
        "deck_size": len(state.deck),
        "discard": sorted(content.cards[c].slug for c in state.discard),
        "aside": sorted(content.cards[c].slug for c in state.aside),
        "story": story.lines(state),
    }
    if state.phase in (ASK, GROUP, PAY):
        view["confrontation"] = {
            "target": list(state.target), "team": state.team[:], "asking": state.asking[:],
            "groups": [group_words(g) for g in state.groups], "need": group_words(tuple(state.need)),
            "payer": state.team[state.payer] if state.phase == PAY else None,
        }
    if state.phase == ADVENTURES:
        view["before_upkeep"] = state.offer[:]
    return view


def _talents(state: TwelveRealmsState, seat: int) -> str:
    """Each talent as fresh/total red tokens, then one-use tokens: 'combat 2/4 +1y'."""
    parts = []
    for t, name in enumerate(TALENTS):
        total, fresh = state.total[seat][t], state.fresh[seat][t]
        yellow, blue = state.yellow[seat][t], state.blue[seat][t]
        if total or yellow or blue:
            extra = (f" +{yellow}y" if yellow else "") + (f" +{blue}b" if blue else "")
            parts.append(f"{name} {fresh}/{total}{extra}")
    return ", ".join(parts)


def _map(state: TwelveRealmsState, slot: int) -> list[str]:
    """A Game Realm: its track, its areas and what stands there, then what each creature, the
    Dark Lord, each Treasure and Artifact Piece takes to overcome."""
    content = state.content
    realm = content.realms[state.realms[slot]]
    lord = content.kinds[state.lord_kind[slot]]
    lord_state = _LORD_WORDS[state.lord_state[slot]]
    lines = [f"== {realm.name} ({realm.symbol}) - Dark Lord {lord.name}: {lord_state}"]
    if state.marker[slot] >= 0:
        marks = "".join("X" if space == state.marker[slot] else ("R" if space in realm.red else ".")
                        for space in range(realm.track))
        lines.append(f"   invasion {state.marker[slot]}/{realm.track} red {list(realm.red)} |{marks}| defeat")
    for area, name in enumerate(realm.areas):
        here: dict[str, int] = {}
        for token in state.tokens[slot]:
            if token[2] == area:
                word = content.kinds[token[1]].name
                here[word] = here.get(word, 0) + 1
        items = [word + (f" x{n}" if n > 1 else "") for word, n in here.items()]
        items += [f"Treasure {content.cards[c].name}" for c, a in state.treasures[slot] if a == area]
        items += [f"Artifact Piece {realm.slug} {ROMAN[n]}" for n in range(PIECES)
                  if state.piece_area[slot][n] == area]
        items += [story.hero(state, s) for s in range(state.num_players)
                  if state.realm_at[s] == slot and state.area_at[s] == area]
        near = ",".join(area_name(a) for a in realm.neighbours[area])
        lines.append(f"   {area_name(area):>4} {name} (to {near}): {'; '.join(items) or '-'}")
    for index in _kinds_of(state, slot):
        kind = content.kinds[index]
        if kind.lord and state.lord_state[slot] == DEFEATED:
            continue
        title = f"Dark Lord {kind.name} (all {PIECES} Artifact Pieces needed)" if kind.lord else kind.name
        lines.append(f"   - {title}: {'; '.join([_vulnerability(kind), *powers(state.content, kind)])}")
    for card, _ in state.treasures[slot]:
        treasure = content.cards[card]
        lines.append(f"   - Treasure {treasure.name}: {story.group_words(treasure.vulnerability)}; "
                     f"reward: {story.effect_words(treasure.effect)}")
    pieces = [f"{ROMAN[n]} {story.group_words(realm.pieces[n])}" for n in range(PIECES)
              if state.piece_area[slot][n] >= 0]
    if pieces:
        lines.append(f"   - Artifact Pieces of {realm.artifact}: {', '.join(pieces)}")
    return lines


def _confrontation(state: TwelveRealmsState) -> str:
    what, slot, ident = state.target
    content = state.content
    if what == CREATURE:
        token = next((t for t in state.tokens[slot] if t[0] == ident), None)
        name = content.kinds[token[1]].name if token is not None else "a creature"
    elif what == TREASURE:
        name = f"the Treasure {content.cards[ident].name}"
    else:
        name = f"Artifact Piece {content.realms[state.realms[slot]].slug} {ROMAN[ident]}"
    allies = ", ".join(f"player {s + 1}" for s in state.team[1:]) or "none"
    groups = "; ".join(f"group {i + 1}: {story.group_words(g)}" for i, g in enumerate(state.groups))
    line = f"Confrontation with {name}: player {state.team[0] + 1} leads, Allies {allies}; {groups}"
    if state.phase == PAY:
        line += f"; still to exploit: {story.group_words(tuple(state.need))}"
    return line


def render(state: TwelveRealmsState, player: int | None = None) -> str:
    """Each map with what its tokens take; the heroes' talents, pieces and hands; the story since
    the last Upkeep began; a Confrontation under way; at the end 'Victory' or 'Defeat'."""
    content = state.content
    lines = [f"12 Realms, turn {state.turn}: {_PHASE_WORDS[state.phase]}"]
    for slot in range(len(state.realms)):
        lines += _map(state, slot)
    for seat in range(state.num_players):
        mark = ">" if seat == state.current_player() else " "
        lines.append(f"{mark}{story.hero(state, seat)}: {_talents(state, seat)}")
        held = [f"{content.realms[state.realms[s]].slug} {ROMAN[n]}" for s in range(len(state.realms))
                for n in range(PIECES) if state.holder[s][n] == seat]
        hand = [f"{content.cards[c].name} ({story.effect_words(content.cards[c].effect)})"
                for c in state.hands[seat]]
        if held or hand:
            lines.append(f"     Artifact Pieces: {', '.join(held) or '-'}; hand: {', '.join(hand) or '-'}")
    lines.append(f"Realms Deck: {count(len(state.deck), 'card')}, discard {len(state.discard)}")
    told = story.lines(state)
    if told:
        lines += ["Since the last Upkeep began:" if state.turn > 1 else "Since the game began:", *told]
    if state.phase in (ASK, GROUP, PAY):
        lines.append(_confrontation(state))
    if state.phase == OVER:
        lines.append(end_reason(state))
    return "\n".join(lines)


def end_reason(state: TwelveRealmsState) -> str:
    """'When the last Dark Lord has been defeated, the game is immediately over and declared a
    victory for the players'; 'If the Invasion Marker moves over the Track's last space the
    game is immediately over and the players are defeated'."""
    if state.won:
        return "Victory: every Dark Lord is defeated."
    realms = state.content.realms
    lost = [realms[r].name for slot, r in enumerate(state.realms) if state.marker[slot] >= realms[r].track]
    return f"Defeat: the Invasion Marker of {' and '.join(lost)} passed the last space of its track."
