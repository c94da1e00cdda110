"""Game Setup: Game Realms, Dark Lords, the Invasion, the Realms Deck, starting Artifact Pieces
and the Characters Setup (heroes chosen in turn and placed in a Town)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.core import GameStringError
from realmkit.games.twelve_realms import cards, perform
from realmkit.games.twelve_realms.actions import HERO, LORD, Action
from realmkit.games.twelve_realms.components import (
    CREATURE_CARD,
    CROWN,
    HEROES,
    LORDS,
    PIECES,
    PLAIN,
    REALMS_BY_PLAYERS,
    SWIFTNESS,
    TOWN,
    TOWNS,
    VANGUARD_PER_PLAYER,
    WAITING,
    roll,
)
from realmkit.games.twelve_realms.story import FIRST, PIECE, tell

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.game import TwelveRealms, TwelveRealmsSettings
    from realmkit.games.twelve_realms.state import TwelveRealmsState


def begin(state: TwelveRealmsState, game: TwelveRealms) -> None:
    """Choose the Game Realms (given, or drawn from the seed) and the first player."""
    n = state.num_players
    content = state.content = game.content
    state.lookup = game.lookup
    state.settings = game.settings
    state.pool = game.hero_pool
    wanted = REALMS_BY_PLAYERS[n] + (1 if game.settings.extra_realm else 0)
    named = game.chosen_realms
    if named:
        if len(named) != wanted:
            raise GameStringError(f"{game} names {len(named)} realms; {n} players need {wanted} Game Realms")
        state.realms = list(named)
    else:
        state.realms = state.rng.sample(range(len(content.realms)), wanted)
    state.slot_of = {realm: slot for slot, realm in enumerate(state.realms)}
    first = state.rng.randrange(n)  # 'randomly determine the first player'
    state.order = [(first + i) % n for i in range(n)]
    state.log = []
    state.won = False
    state.turn = 0
    state.turn_pos = 0
    state.active = state.order[0]
    state.ending = False
    state.setup_turn = 0
    state.serial = 0
    slots = range(len(state.realms))
    state.marker = [0] * len(slots)
    state.lord_kind = [content.realms[r].lords[0] for r in state.realms]
    state.lord_state = [WAITING] * len(slots)
    state.tokens = [[] for _ in slots]
    state.treasures = [[] for _ in slots]
    state.placed = [0] * len(slots)
    state.piece_area = [[-1] * PIECES for _ in slots]
    state.holder = [[-1] * PIECES for _ in slots]
    state.hero = [-1] * n
    state.realm_at = [-1] * n
    state.area_at = [-1] * n
    state.total = [[0] * (PLAIN + 1) for _ in range(n)]
    state.fresh = [[0] * (PLAIN + 1) for _ in range(n)]
    state.yellow = [[0] * (PLAIN + 1) for _ in range(n)]
    state.blue = [[0] * (PLAIN + 1) for _ in range(n)]
    state.hands = [[] for _ in range(n)]
    state.deck = []
    state.discard = []
    state.aside = []
    state.challenged = set()
    state.retreating = []
    state.target = (-1, -1, -1)
    state.groups = ()
    state.asking = []
    state.offer = []
    state.team = []
    state.payer = 0
    state.need = [0] * PLAIN
    # 'If more than one Dark Lord card is sharing the same Realm symbol choose one'
    state.pending_lords = [slot for slot in slots if len(content.realms[state.realms[slot]].lords) > 1]
    if state.pending_lords:
        state.phase = LORDS
    else:
        prepare(state)


def prepare(state: TwelveRealmsState) -> None:
    """The Invasion Begins, the vanguard, the Realms Deck and the starting Artifact Pieces."""
    content = state.content
    creatures = [c.index for c in content.cards if c.kind == CREATURE_CARD and c.realm in state.slot_of]
    state.rng.shuffle(creatures)
    for _ in range(VANGUARD_PER_PLAYER * state.num_players):
        if creatures:
            card = creatures.pop()
            cards.appear(state, state.slot_of[content.cards[card].realm], content.cards[card].creature)
            state.discard.append(card)  # 'Its card must then be discarded'
    others = [c.index for c in content.cards if c.kind != CREATURE_CARD and c.realm in state.slot_of]
    state.deck = creatures + state.discard + others
    state.discard = []
    state.rng.shuffle(state.deck)
    if not state.settings.no_starting_artifacts:
        for slot in range(len(state.realms)):
            state.piece_area[slot][0] = area = roll(state.rng)
            state.placed[slot] = 1
            tell(state, PIECE, slot, 0, area)
    state.phase = HEROES


def legal(state: TwelveRealmsState) -> list[Action]:
    """Setup decisions: a Dark Lord, a hero not taken, a Town of a Game Realm."""
    lookup = state.lookup
    if state.phase == LORDS:
        realm = state.content.realms[state.realms[state.pending_lords[0]]]
        return [lookup.lord[k] for k in realm.lords]
    if state.phase == HEROES:
        return [lookup.hero[h] for h in state.pool if h not in state.hero]
    return [lookup.town[r] for r in state.realms]


def apply(state: TwelveRealmsState, action: Action) -> None:
    if action.kind == LORD:
        state.lord_kind[state.pending_lords.pop(0)] = action.a
        if not state.pending_lords:
            prepare(state)
        return
    seat = state.order[state.setup_turn]
    if action.kind == HERO:
        if not state.setup_turn:
            tell(state, FIRST, seat)  # 'randomly determine the first player'
        hero = state.content.heroes[action.a]
        state.hero[seat] = hero.index
        state.total[seat][:] = hero.talents
        talent, more = table_tokens(state.settings, state.num_players)
        state.total[seat][talent] += more
        state.fresh[seat][:] = state.total[seat]
        state.phase = TOWNS
        return
    state.realm_at[seat] = state.slot_of[action.a]
    state.area_at[seat] = TOWN
    state.setup_turn += 1
    if state.setup_turn < state.num_players:
        state.phase = HEROES
    else:
        perform.start_turn(state)


def table_tokens(settings: TwelveRealmsSettings, players: int) -> tuple[int, int]:
    """Designed for realmkit, not in the rulebook: the talent of which every hero takes more (or
    fewer) red tokens than his Character card shows, and how many, at this number of players:
    one more red Crown for a lone hero (`lone_hero_crown`), one red Swiftness fewer at two
    (`two_player_swiftness`), one more red Crown at six (`full_table_crown`); none while the
    option is false (the rulebook's game) or at three to five. A lone hero keeps two Game Realms
    and meets every Dark Lord without an Ally; two heroes hold two Game Realms, one each, the
    easiest table; six share four, with the densest vanguard (docs/rules/twelve-realms.md,
    "Balance")."""
    if players == 1 and settings.lone_hero_crown:
        return CROWN, 1
    if players == 2 and settings.two_player_swiftness:
        return SWIFTNESS, -1
    if players == 6 and settings.full_table_crown:
        return CROWN, 1
    return CROWN, 0
