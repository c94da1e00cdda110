"""Confront a Creature, Claim a Treasure or an Artifact Piece: the Challenge and its powers,
the Allies' answers, the vulnerability group, the talents exploited, and the outcome.

The target is (CREATURE, slot, token serial), (TREASURE, slot, card) or (PIECE, slot, number).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from realmkit.games.twelve_realms import adventures, cards
from realmkit.games.twelve_realms.actions import (
    CLAIM_TREASURE,
    DECLINE,
    DONE,
    EXPLOIT,
    GROUP,
    JOIN,
    PLAY,
    Action,
)
from realmkit.games.twelve_realms.components import (
    ACTIONS,
    ASK,
    BLUE,
    CROWN,
    DEFEATED,
    OVER,
    PAY,
    PIECES,
    PLAIN,
    RED,
    YELLOW,
    roll,
)
from realmkit.games.twelve_realms.components import (
    GROUP as GROUP_PHASE,
)
from realmkit.games.twelve_realms.story import (
    BLAST,
    CHANGELING,
    DARK_MAGIC,
    DEFEAT,
    UNYIELDING,
    tell,
)

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.state import TwelveRealmsState

CREATURE, TREASURE, PIECE = range(3)


def pool(state: TwelveRealmsState, seats: Sequence[int]) -> list[int]:
    """The tokens the seats could exploit, per talent (Crown last), all colours together."""
    fresh, yellow, blue = state.fresh, state.yellow, state.blue
    total: list[int] = []
    for seat in seats:
        mine = [f + y + b for f, y, b in zip(fresh[seat], yellow[seat], blue[seat], strict=True)]
        total = [a + b for a, b in zip(total, mine, strict=True)] if total else mine
    return total or [0] * (PLAIN + 1)


def feasible(need: Sequence[int], have: Sequence[int]) -> bool:
    """Whether `have` covers `need`, Crowns standing in for any missing talent."""
    missing = 0
    for t in range(PLAIN):
        if need[t] > have[t]:
            missing += need[t] - have[t]
    return missing <= have[CROWN]


def present(state: TwelveRealmsState, seat: int) -> list[int]:
    """The other characters in the same area as `seat`, in turn order after it."""
    n = state.num_players
    slot, area = state.realm_at[seat], state.area_at[seat]
    return [s for s in ((seat + i) % n for i in range(1, n))
            if state.realm_at[s] == slot and state.area_at[s] == area]


def challenge_reason(state: TwelveRealmsState, seat: int, kind: int) -> str | None:
    """Why `seat` may not challenge a creature of `kind` in its area now, or None."""
    slot, area = state.realm_at[seat], state.area_at[seat]
    creature = state.content.kinds[kind]
    tokens = [t for t in state.tokens[slot] if t[1] == kind and t[2] == area]
    if not tokens:
        return f"no {creature.name} stands in your area"
    if creature.lord and any(state.holder[slot][n] != seat for n in range(PIECES)):
        return (f"to Challenge {creature.name} you must possess all {PIECES} Artifact Pieces of "
                f"{state.content.realms[creature.realm].name}")
    if all((seat, t[0]) in state.challenged for t in tokens):
        if creature.power("changeling") is not None:
            return (f"a player cannot challenge the same Changeling Creature ({creature.name}) "
                    "more than once per turn")
        return (f"you withdrew from the Confrontation with {creature.name} this turn; you may "
                "challenge it again next turn, the other players now")
    if creature.power("changeling") is not None:
        return None
    team = [seat, *present(state, seat)]
    have = adventures.reach(state, team, pool(state, team))
    if not any(feasible(group, have) for group in creature.groups):
        return (f"your team in this area lacks the talents of every vulnerability group of {creature.name}, "
                "even with its Adventure cards")
    return None


def challenge(state: TwelveRealmsState, seat: int, kind: int) -> None:
    """Declare a Challenge: the powers that act on a challenge strike the Leader alone, then the
    characters in his area are asked to be Allies."""
    slot, area = state.realm_at[seat], state.area_at[seat]
    creature = state.content.kinds[kind]
    token = next(t for t in state.tokens[slot]
                 if t[1] == kind and t[2] == area and (seat, t[0]) not in state.challenged)
    state.target = (CREATURE, slot, token[0])
    state.groups = creature.groups
    if not only_the_leader(state, seat, token):
        return
    state.team = [seat]
    state.asking = present(state, seat)
    state.phase = ASK if state.asking else GROUP_PHASE


def only_the_leader(state: TwelveRealmsState, seat: int, token: list[int]) -> bool:
    """'Allied players may contribute to the Confrontation by exploiting any necessary Talents,
    but only the Leader can be affected by any Creature Powers': the powers that take effect
    'when a player challenges this Creature' (Blast, Dark Magic, Changeling) are resolved on the
    Leader `seat`, in the card's order, before any Ally is asked. Whether the Confrontation goes
    on (not when the Leader had to Retreat, or the game ended)."""
    kind = token[1]
    area = state.area_at[seat]
    rng = state.rng
    for power in state.content.kinds[kind].powers:
        if power.name == "blast":
            dice = [roll(rng) for _ in range(power.level)]
            tell(state, BLAST, seat, kind, *dice)
            if 1 in dice:
                cards.retreat(state, seat)
                return False
        elif power.name == "dark_magic":
            tell(state, DARK_MAGIC, seat, kind)
            for _ in range(power.level):
                cards.exploit_random(state, seat)
                if state.area_at[seat] != area or state.phase == OVER:
                    return False  # the Leader Retreated: no Confrontation takes place
        elif power.name == "changeling":
            state.challenged.add((seat, token[0]))
            dice = [roll(rng) for _ in range(power.level)]
            tell(state, CHANGELING, kind, *dice)
            group = [0] * PLAIN
            for die in dice:
                group[state.content.talent_table[die - 1]] += 1
            state.groups = (tuple(group),)
    return True


def claim(state: TwelveRealmsState, seat: int, action: Action) -> None:
    """Claim a Treasure or an Artifact Piece: the Active Player alone exploits its talents."""
    slot = state.realm_at[seat]
    if action.kind == CLAIM_TREASURE:
        state.target = (TREASURE, slot, action.a)
        state.groups = (state.content.cards[action.a].vulnerability,)
    else:
        state.target = (PIECE, slot, action.b)
        state.groups = (state.content.realms[action.a].pieces[action.b],)
    state.team = [seat]
    state.asking = []
    choose(state, 0)


def legal_answers(state: TwelveRealmsState) -> list[Action]:
    """'join' or 'decline', and the Adventure cards the asked character may play first."""
    return [state.lookup.join, state.lookup.decline,
            *adventures.plays(state, state.asking[0])]


def legal_groups(state: TwelveRealmsState) -> list[Action]:
    """The groups the Leader and Allies together can overcome ('withdraw' when there is none),
    and the Adventure cards the Leader may play first."""
    have = pool(state, state.team)
    groups = [state.lookup.group[i] for i, g in enumerate(state.groups) if feasible(g, have)]
    return (groups or [state.lookup.withdraw]) + adventures.plays(state, state.team[0])


def legal_payments(state: TwelveRealmsState) -> list[Action]:
    """The tokens the payer can exploit so that the team can still pay the rest, then 'done'
    if the Allies after the payer can pay it all."""
    seat = state.team[state.payer]
    need = state.need
    later = pool(state, state.team[state.payer + 1:])
    own = pool(state, (seat,))
    have = [a + b for a, b in zip(own, later, strict=True)]
    exploit = state.lookup.exploit
    actions: list[Action] = []
    colours = ((RED, state.fresh[seat]), (YELLOW, state.yellow[seat]), (BLUE, state.blue[seat]))
    for colour, counts in colours:
        for t in range(PLAIN):
            if counts[t] and need[t]:
                actions.append(exploit[colour, t, t])
        if counts[CROWN]:
            for t in range(PLAIN):
                if need[t]:
                    need[t] -= 1
                    have[CROWN] -= 1
                    if feasible(need, have):
                        actions.append(exploit[colour, CROWN, t])
                    need[t] += 1
                    have[CROWN] += 1
    if state.payer + 1 < len(state.team) and feasible(need, later):
        actions.append(state.lookup.done)
    return actions


def apply(state: TwelveRealmsState, action: Action) -> None:
    kind = action.kind
    if kind == PLAY:  # by the character asked, or by the Leader choosing the group
        adventures.play(state, state.asking[0] if state.phase == ASK else state.team[0], action.a)
    elif kind in (JOIN, DECLINE):
        seat = state.asking.pop(0)
        if kind == JOIN:
            state.team.append(seat)  # 'designated "Ally"'
        if not state.asking:
            state.phase = GROUP_PHASE
    elif kind == GROUP:
        choose(state, action.a)
    elif kind == EXPLOIT:
        cards.spend(state, state.team[state.payer], action.a, action.b, later=True)
        state.need[action.c] -= 1
        if not any(state.need):
            succeed(state)
    elif kind == DONE:
        state.payer += 1
    else:  # withdraw: the Leader may not challenge the token again this turn (docs/rules)
        if state.target[0] == CREATURE:
            state.challenged.add((state.team[0], state.target[2]))
        finish(state)


def choose(state: TwelveRealmsState, group: int) -> None:
    state.need = list(state.groups[group])
    state.payer = 0
    state.phase = PAY


def succeed(state: TwelveRealmsState) -> None:
    """The Confrontation is successful: powers triggered by the defeat, then the token leaves."""
    what, slot, ident = state.target
    leader = state.team[0]
    if what == TREASURE:
        state.treasures[slot] = [t for t in state.treasures[slot] if t[0] != ident]
        cards.reward(state, leader, state.content.cards[ident].effect)
        state.discard.append(ident)
    elif what == PIECE:
        state.piece_area[slot][ident] = -1
        state.holder[slot][ident] = leader
    else:
        defeat(state, slot, ident, leader)
    finish(state)


def defeat(state: TwelveRealmsState, slot: int, serial: int, leader: int) -> None:
    """Treasure: 'The Active Player immediately gains the reward'; Unyielding: 'If any of the
    dice shows a "1" result, this Creature's token is not removed from the map'."""
    tokens = state.tokens[slot]
    token = next(t for t in tokens if t[0] == serial)
    creature = state.content.kinds[token[1]]
    stays = False
    for power in creature.powers:
        if power.name == "treasure" and power.reward is not None:
            cards.reward(state, leader, power.reward)
        elif power.name == "unyielding":
            dice = [roll(state.rng) for _ in range(power.level)]
            tell(state, UNYIELDING, token[1], *dice)
            stays = stays or 1 in dice
    if stays:
        return
    tokens.remove(token)
    tell(state, DEFEAT, slot, token[1])
    if creature.lord:
        # 'remove his Realm Invasion Marker from play'
        state.lord_state[slot] = DEFEATED
        state.marker[slot] = -1
        if all(s == DEFEATED for s in state.lord_state):
            state.phase = OVER  # 'declared a victory for the players'
            state.won = True


def finish(state: TwelveRealmsState) -> None:
    """Back to the Leader's Perform Actions; heroes who exploited their last red Swiftness
    during the Confrontation Retreat now, the Leader last."""
    if state.phase != OVER:
        state.phase = ACTIONS
    retreating = sorted(set(state.retreating), key=lambda s: s == state.active)
    state.retreating = []
    state.team = []
    for seat in retreating:
        if state.phase != OVER:
            cards.retreat(state, seat)
