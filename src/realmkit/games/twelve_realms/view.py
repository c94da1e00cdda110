"""What the team sees (everything but the order of the Realms Deck), as JSON and as text."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from realmkit.core.words import count
from realmkit.games.twelve_realms.actions import ROMAN, area_name
from realmkit.games.twelve_realms.components import (
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

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.state import TwelveRealmsState

_LORD_WORDS = {0: "waiting", IN_PLAY: "in play", DEFEATED: "defeated"}
_PHASE_WORDS = ("choosing Dark Lords", "choosing heroes", "choosing Towns", "Perform Actions",
                "asking Allies", "choosing a vulnerability group", "exploiting talents",
                "Adventure cards before Upkeep", "over")


def _group(group: tuple[int, ...]) -> list[str]:
    return [TALENTS[t] for t in range(PLAIN) for _ in range(group[t])]


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
            "treasures": [[content.cards[c].slug, a] for c, a in state.treasures[slot]],
            "pieces": [{"area": state.piece_area[slot][n], "holder": state.holder[slot][n]}
                       for n in range(PIECES)],
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
        "active": state.active,
        "realms": realms,
        "heroes": heroes,
        "deck_size": len(state.deck),
        "discard": sorted(content.cards[c].slug for c in state.discard),
        "aside": sorted(content.cards[c].slug for c in state.aside),
        "outcome": ("victory" if state.won else "defeat") if state.phase == OVER else None,
    }
    if state.phase in (ASK, GROUP, PAY):
        view["confrontation"] = {
            "target": list(state.target), "team": state.team[:], "asking": state.asking[:],
            "groups": [_group(g) for g in state.groups], "need": _group(tuple(state.need)),
            "payer": state.team[state.payer] if state.phase == PAY else None,
        }
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


def render(state: TwelveRealmsState, player: int | None = None) -> str:
    """Each map (areas, Town, tokens, heroes), its Invasion Track (X the marker, R the red
    spaces), each hero's talents fresh/total, the hands of Adventure cards."""
    content = state.content
    lines = [f"12 Realms, turn {state.turn}: {_PHASE_WORDS[state.phase]}"]
    for slot, index in enumerate(state.realms):
        realm = content.realms[index]
        lord = content.kinds[state.lord_kind[slot]]
        lines.append(f"== {realm.name} ({realm.symbol}) - Dark Lord {lord.name}: "
                     f"{_LORD_WORDS[state.lord_state[slot]]}")
        if state.marker[slot] >= 0:
            marks = "".join("X" if space == state.marker[slot] else ("R" if space in realm.red else ".")
                            for space in range(realm.track))
            lines.append(f"   invasion {state.marker[slot]}/{realm.track} red {list(realm.red)} "
                         f"|{marks}| defeat")
        for area, name in enumerate(realm.areas):
            items = [content.kinds[t[1]].name for t in state.tokens[slot] if t[2] == area]
            items += [f"treasure {content.cards[c].name}" for c, a in state.treasures[slot] if a == area]
            items += [f"piece {ROMAN[n]}" for n in range(PIECES) if state.piece_area[slot][n] == area]
            items += [f"P{s + 1}" for s in range(state.num_players)
                      if state.realm_at[s] == slot and state.area_at[s] == area]
            near = ",".join(area_name(a) for a in realm.neighbours[area])
            lines.append(f"   {area_name(area):>4} {name} (to {near}): {'; '.join(items) or '-'}")
    for seat in range(state.num_players):
        hero = state.hero[seat]
        name = content.heroes[hero].name if hero >= 0 else "(no hero yet)"
        held = [f"{content.realms[state.realms[s]].slug} {ROMAN[n]}" for s in range(len(state.realms))
                for n in range(PIECES) if state.holder[s][n] == seat]
        hand = [content.cards[c].name for c in state.hands[seat]]
        mark = ">" if seat == state.current_player() else " "
        lines.append(f"{mark}P{seat + 1} {name}: {_talents(state, seat)}")
        if held or hand:
            lines.append(f"     pieces: {', '.join(held) or '-'}; hand: {', '.join(hand) or '-'}")
    lines.append(f"Realms Deck: {count(len(state.deck), 'card')}, discard {len(state.discard)}")
    if state.phase in (GROUP, PAY):
        groups = " | ".join(" ".join(_group(g)) for g in state.groups)
        still = f"; still to exploit: {' '.join(_group(tuple(state.need)))}" if state.phase == PAY else ""
        lines.append(f"Confrontation: groups {groups}{still}")
    return "\n".join(lines)
