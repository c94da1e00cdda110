"""`fr-expert`: a Fantasy Realms player that reads the others' play: on a learned value from three
players of the base game, elsewhere one move ahead or planned to the game's end.

The base game below `learned_from` players (`plan`, docs/ai.md, "Fantasy Realms: fr-expert
plays to the game's end"): each take, draw and discard by the mean final total of the hand it
leaves, played out over the player's turns left in `plan` worlds dealt by the evidence of the
others' play (lookahead.py), only hands within `close` points of the best total played out,
world by world within a `budget` of hands scored a move (the cap on a move's work, counted
without a clock, so games stay reproducible from their seed); with `rival_gain`, a take (which
leaves one more draw before the game ends) played out with the turns it leaves, each turn
charged with the points the best other hand gains in it. With `plan=0`, and in Chaos
Realms, it looks one move ahead like `automatos`:

- The draw is the mean over the unseen cards of the hand it leaves, each card weighted by the
  chance that it is in the deck and not in another hand, counted over worlds dealt by the
  evidence of the others' takes and discards (`FantasyRealmsAI.determinize`).
- A hand is worth its best total plus `potential` times its mean gain from one more card (per
  turn left to the player, up to one): at the default 0.1 it mostly breaks ties between hands
  of equal total in favour of the one more cards will build on.
- Two-player Realms (`learned`, whatever `plan`): each action by the learned value of the
  position it leaves (`FantasyRealmsAI.value`), a draw by the mean over the worlds' top cards.
- The base game from three players (`learned_from`): as `fr-search`, each take and discard by
  the learned value (value_table.py: with three players the one fitted on three-player games,
  from four the one of four to six), the draw by its mean over the card on top (ai/search.py);
  with other decks or the Cursed Items, one move ahead on the game's value as
  `greedy(value=true)`. Planning measured weaker there (docs/ai.md).
- Options not measured stronger and off by default: `rival_gain` (above), `aim`, a planned
  hand valued by its final total's chance of beating every other hand rather than by the total; with `plan=0`,
  `denial`, a discard charged with what the next player gains by taking it (never the game's
  last discard), and `endgame`, the turn that can end the game played for the chance of
  winning against the others' dealt hands (a draw ends it with the card drawn; a take leaves
  the next player one turn).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from realmkit.agents.fantasy_realms_bots import cheapest_discard, fantasy_realms_state, kept, take_worth
from realmkit.agents.greedy import one_ply_choice, one_ply_totals
from realmkit.core import Option, State, ai_for
from realmkit.core.agent import Agent, register_agent
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.ai.evidence import synergy_table
from realmkit.games.fantasy_realms.ai.lookahead import Budget, own_turns, playouts, quantiles, winning_chance
from realmkit.games.fantasy_realms.ai.policy import worth
from realmkit.games.fantasy_realms.ai.search import choose, searchable
from realmkit.games.fantasy_realms.cards import STRENGTH, ids
from realmkit.games.fantasy_realms.scoring import best_total
from realmkit.games.fantasy_realms.state import (
    BASE_END,
    DISCARD,
    HAND_SIZE,
    TURN,
    TWO_PLAYER_END,
    FantasyRealmsState,
)

CLOSE = 12
"""Only discards within this many points of the best kept total are charged for denial: the
next player's mean gain, halved, rarely reaches it."""
DENIAL_WORLDS = 12
LEARNED_SAMPLES = 4
"""Worlds dealt per decision where the learned value of three to six players plays (as
`greedy(value=true)`, whose samples it keeps: docs/ai.md measured it so)."""


def ends_with_draw(state: FantasyRealmsState) -> bool:
    """Whether a draw now, and the discard after it, ends the game (a take never does: it
    leaves the discard area as it was)."""
    if state.variant == "two-player":   # a hand not full keeps one of the two cards drawn
        sizes = [h.bit_count() + (p == state.player) for p, h in enumerate(state.hands)]
        return min(sizes) >= HAND_SIZE and len(state.discard) + 1 >= TWO_PLAYER_END
    return len(state.discard) + 1 >= BASE_END


def ends_with_discard(state: FantasyRealmsState) -> bool:
    """Whether the discard to come ends the game."""
    if state.taken >= 0:
        return False
    hands = [h.bit_count() - (1 if p == state.player else 0) for p, h in enumerate(state.hands)]
    if state.variant == "two-player":
        return min(hands) >= HAND_SIZE and len(state.discard) + 1 >= TWO_PLAYER_END
    return len(state.discard) + 1 >= BASE_END


def deck_chances(worlds: list[FantasyRealmsState]) -> dict[int, float]:
    """The chance of each card being the next drawn, from how often the worlds put it in the
    deck (every card of a deck being as likely on top)."""
    counts: dict[int, int] = {}
    for world in worlds:
        for c in world.deck:
            counts[c] = counts.get(c, 0) + 1
    total = sum(counts.values())
    return {c: n / total for c, n in counts.items()}


def turns_left(state: FantasyRealmsState) -> float:
    """The player's turns after this one if every turn draws, at most one."""
    end = TWO_PLAYER_END if state.variant == "two-player" else BASE_END
    return min(1.0, max(0, end - len(state.discard) - 1) / state.num_players)


def potential(hand: int, chances: dict[int, float]) -> float:
    """The mean gain of one more card for a hand: a card's strength and what it scores with
    each card of the hand (pairs, synergy_table), less the hand's weakest card's own line,
    where that is a gain."""
    table = synergy_table()
    held = ids(hand)
    weakest = min(worth(hand)[1].values())
    gain = 0.0
    for c, p in chances.items():
        row = table[c]
        g = STRENGTH[c] + sum(row[k] for k in held) - weakest
        if g > 0:
            gain += p * g
    return gain


def future(state: FantasyRealmsState, hand: int, allowed: list[int], chances: dict[int, float],
           weight: float) -> float:
    """The best worth of `hand` less one of the `allowed` cards: its total plus `weight` times
    its potential (the potential of the hand of best total only, for speed). Two-player
    Realms with a hand not over full: the hand as it is."""
    if state.variant == "two-player" and hand.bit_count() <= HAND_SIZE:
        return best_total(hand) + weight * potential(hand, chances)
    total, drop = max((best_total(hand & ~(1 << c)), c) for c in allowed)
    return total + weight * potential(hand & ~(1 << drop), chances) if weight else float(total)


def mean_turns(futures: list[list[int]], now: int) -> float:
    """The mean number of turns the `futures` play after this one (`now`: cards drawn this turn)."""
    return sum(len(f) - now for f in futures) / len(futures)


def share(mine: float, others: list[float]) -> float:
    """A win 1, a tie for first shared, a loss 0."""
    best = max(others)
    if mine > best:
        return 1.0
    return 1.0 / (1 + others.count(best)) if mine == best else 0.0


@register_agent
class ExpertAgent(Agent):
    """One move ahead on the exact mean draw, the deck read through the others' evidence, a
    hand's potential breaking ties, or planned to the game's end; two-player Realms, and the
    base game from three players, on the learned value."""

    name = "fr-expert"
    summary = "Fantasy Realms: the learned value, the deck read through the others' takes and discards"
    options_spec = (
        Option("samples", 24, "worlds dealt by the evidence of the others' play, per decision",
               minimum=1),
        Option("denial", 0.0, "weight of the next player's gain from a discard", minimum=0.0),
        Option("endgame", False, "when a turn can end the game, play for the chance of winning"),
        Option("learned", True, "two-player Realms: play one move ahead on the learned value"),
        Option("learned_from", 3, "the base game from this many players: play the learned value, the "
               "draw searched over the card on top, instead of planning (0: never)",
               minimum=0),
        Option("plan", 16, "worlds in which each candidate hand is played to the game's end, one move "
               "ahead on the deck dealt (0: off); three players or more", minimum=0),
        Option("aim", False, "with plan: each hand by its final total's chance of beating the "
               "others rather than by the total"),
        Option("close", 10, "with plan: hands within this many points of the best total are played "
               "out", minimum=0),
        Option("budget", 2500, "with plan: the scoring a move may spend on playouts, in hands of no "
               "choice card (a hand of one choice card counts 4, two 8, three or more 24); the worlds "
               "are played out one at a time and those finished count (0: no cap)", minimum=0),
        Option("prune", 0.0, "with plan: after four worlds, hands more than this many points below "
               "the best mean final total are no longer played out (0: never)", minimum=0.0),
        Option("rival_gain", 0.0, "with plan: a take valued with the turn it adds to the game, less "
               "this many points a turn the best other hand gains meanwhile (0: a take and a draw "
               "valued with the same turns)", minimum=0.0),
        Option("potential", 0.1, "weight of a kept hand's mean gain from one more card, per turn "
               "left to the player (up to one)", minimum=0.0),
    )

    def act(self, state: State) -> Action:
        fr = fantasy_realms_state(state, self.name)
        actions = fr.legal_actions()
        if len(actions) == 1:
            return actions[0]
        learned_from = int(self.options["learned_from"])
        if fr.variant == "base" and learned_from and fr.num_players >= max(learned_from, 3):
            if searchable(fr):
                return choose(fr, self.rng)
            choice = one_ply_choice(fr, list(actions), LEARNED_SAMPLES, self.rng, value=True)
            assert isinstance(choice, Action)
            return choice
        if fr.variant == "chaos" or fr.phase not in (TURN, DISCARD):
            totals = one_ply_totals(fr, list(actions), 4, self.rng)
            return actions[max(range(len(actions)), key=totals.__getitem__)]
        deal = ai_for(fr.game).determinize
        worlds: list[FantasyRealmsState] = [
            deal(fr, fr.player, self.rng) for _ in range(int(self.options["samples"]))]  # type: ignore[misc]
        if fr.variant == "two-player" and self.options["learned"]:
            return self.by_value(fr, actions, worlds)
        if self.options["plan"] and fr.variant == "base":
            return self.plan(fr, actions, worlds)
        if fr.phase == TURN:
            return self.turn(fr, actions, worlds)
        return self.discard(fr, worlds)

    def plan(self, state: FantasyRealmsState, actions: list[Action],
             worlds: list[FantasyRealmsState]) -> Action:
        """Each action by the mean final total of the hand it leaves, over the turns left
        (lookahead.py): a take or a discard by the hands within `close` points of the best
        total, a draw by the hand it leaves after each world's top card; with `rival_gain`, a
        take and a draw each with their own turns left, less `rival_gain` a turn. The hands
        are played out world by world within `budget` (the draw first, then by total now, best
        first): the worlds finished for every hand count."""
        count = min(int(self.options["plan"]), len(worlds))
        draws_left = BASE_END - len(state.discard) - 1
        turns = quantiles(own_turns(state.num_players, draws_left), count)
        hand = state.hands[state.player]
        close = float(self.options["close"])
        budget = Budget(int(self.options["budget"]))
        prune = float(self.options["prune"])
        value: Callable[[int], float] = (partial(winning_chance, players=state.num_players)
                                         if self.options["aim"] else float)
        if state.phase == DISCARD:
            futures = [w.deck[::-1][:t] for w, t in zip(worlds, turns, strict=False)]
            kept_hands = {a: hand & ~(1 << a.card) for a in actions}
            top = max(budget.total(h) for h in kept_hands.values())
            near = sorted((a for a in actions if budget.total(kept_hands[a]) >= top - close),
                          key=lambda a: -budget.total(kept_hands[a]))
            means, _ = playouts([(kept_hands[a], futures) for a in near], budget, value, prune)
            return max(zip(near, means, strict=True), key=lambda am: (am[1], -am[0].card))[0]
        gain = float(self.options["rival_gain"])
        futures = [w.deck[::-1][:t + 1] for w, t in zip(worlds, turns, strict=False)]
        if gain:     # a take leaves the area as it was: one more draw before the game ends
            longer = quantiles(own_turns(state.num_players, draws_left + 1), count)
            later = [w.deck[::-1][1:t + 1] for w, t in zip(worlds, longer, strict=False)]
        else:
            later = [f[1:] for f in futures]
        takes = [(a, (hand | 1 << a.card) & ~(1 << c)) for a in actions if a != act.DRAW for c in ids(hand)]
        top = max([budget.total(hand)] + [budget.total(h) for _, h in takes])
        played = sorted(((a, h, later) for a, h in takes if budget.total(h) >= top - close),
                        key=lambda ahf: -budget.total(ahf[1]))
        if act.DRAW in actions:
            played.insert(0, (act.DRAW, hand, futures))
        means, counted = playouts([(h, f) for _, h, f in played], budget, value, prune)
        values: dict[Action, float] = {}
        for (a, _, f), mean in zip(played, means, strict=True):
            charge = gain * mean_turns([f[w] for w in counted], 1 if a == act.DRAW else 0)
            values[a] = max(values.get(a, float("-inf")), mean - charge)
        return max(actions, key=lambda a: (values.get(a, float("-inf")), a == act.DRAW, -a.card))

    def by_value(self, state: FantasyRealmsState, actions: list[Action],
                 worlds: list[FantasyRealmsState]) -> Action:
        """Two-player Realms: the action of best learned value (`FantasyRealmsAI.value`, which
        reads only the seat's own side); a draw by its mean over the worlds' top cards."""
        value = ai_for(state.game).value
        me = state.player

        def after(action: Action, world: FantasyRealmsState) -> float:
            child = world.clone()
            child.apply_unchecked(action)
            return value(child, me)

        def worth(action: Action) -> float:
            if action == act.DRAW:
                return sum(after(action, w) for w in worlds) / len(worlds)
            return after(action, state)

        return max(actions, key=lambda a: (worth(a), a == act.DRAW, -a.card))

    def turn(self, state: FantasyRealmsState, actions: list[Action],
             worlds: list[FantasyRealmsState]) -> Action:
        """The take or draw of best kept total; when a draw would end the game, the one of best
        chance of winning (then kept total)."""
        hand = state.hands[state.player]
        chances = deck_chances(worlds)
        weight = float(self.options["potential"]) * turns_left(state)
        values = {a: self.draw_worth(state, hand, chances, weight) if a == act.DRAW
                  else future(state, hand | 1 << a.card, ids(hand), chances, weight)
                  for a in actions}
        if self.options["endgame"] and act.DRAW in actions and ends_with_draw(state):
            winning = {a: self.chance(state, a, worlds) for a in actions}
            return max(actions, key=lambda a: (winning[a], values[a], a == act.DRAW))
        return max(actions, key=lambda a: (values[a], a == act.DRAW))

    def draw_worth(self, state: FantasyRealmsState, hand: int, chances: dict[int, float],
                   weight: float) -> float:
        """The mean worth of the hand kept after a draw, each unseen card weighted by its chance
        of being on the deck. Two-player Realms with a hand not full: one card kept of the two."""
        if not chances:
            return float("-inf")
        if state.variant == "two-player" and hand.bit_count() < HAND_SIZE:
            return sum(p * (best_total(hand | 1 << c) + weight * potential(hand | 1 << c, chances))
                       for c, p in chances.items())
        return sum(p * future(state, hand | 1 << c, ids(hand | 1 << c), chances, weight)
                   for c, p in chances.items())

    def chance(self, state: FantasyRealmsState, action: Action, worlds: list[FantasyRealmsState]) -> float:
        """The share of worlds won after `action` when a draw ends the game: the draw against the
        others' hands as dealt; a take against the next player's best after one more turn (the
        deck's top card or the card discarded), the rest as dealt."""
        me, hand = state.player, state.hands[state.player]
        nxt = (me + 1) % state.num_players
        won = 0.0
        for world in worlds:
            others = [float(best_total(h)) for p, h in enumerate(world.hands) if p != me]
            if action == act.DRAW:
                mine = kept(hand | 1 << world.deck[-1], False)
                won += share(mine, others)
                continue
            full = hand | 1 << action.card
            keep = max(ids(hand), key=lambda c: (best_total(full & ~(1 << c)), -c))
            mine = float(best_total(full & ~(1 << keep)))
            theirs = world.hands[nxt]
            reply = max(kept(theirs | 1 << world.deck[-1], False), take_worth(world, theirs, keep))
            rest = [float(best_total(h)) for p, h in enumerate(world.hands) if p not in (me, nxt)]
            won += share(mine, [max(reply, float(best_total(theirs))), *rest])
        return won / len(worlds)

    def discard(self, state: FantasyRealmsState, worlds: list[FantasyRealmsState]) -> Action:
        """The discard of best kept total less `denial` times the next player's mean gain from
        taking it, in the worlds dealt; the game's last discard by the kept total alone."""
        if ends_with_discard(state) or state.num_players < 2:
            return cheapest_discard(state)
        me, hand = state.player, state.hands[state.player]
        nxt = (me + 1) % state.num_players
        chances = deck_chances(worlds)
        lift = float(self.options["potential"]) * turns_left(state)
        own = {a: best_total(hand & ~(1 << a.card)) + lift * potential(hand & ~(1 << a.card), chances)
               for a in state.legal_actions()}
        top = max(own.values())
        weight = float(self.options["denial"])
        hands = [w.hands[nxt] for w in worlds[:DENIAL_WORLDS]]
        base = [float(best_total(h)) for h in hands]

        def worth(action: Action) -> tuple[float, int]:
            if own[action] < top - CLOSE or not weight:
                return own[action], -action.card
            gain = sum(max(0.0, take_worth(state, h, action.card) - b)
                       for h, b in zip(hands, base, strict=True)) / len(hands)
            return own[action] - weight * gain, -action.card

        return max(own, key=worth)
