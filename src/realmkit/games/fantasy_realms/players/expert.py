"""`fr-expert`: a Fantasy Realms player of the base deck without the Cursed Items (it refuses
The Cursed Hoard's new suits, the promos and the Cursed Items) that reads the others' play: on a
learned value from three players, elsewhere one move ahead or planned to the game's end
(docs/ai.md says how strong it is and when to pick it).

- The base game from `learned_from` players (three by default): as `fr-search`, each take and
  discard by the learned value (value_table.py: with three players the one fitted on
  three-player games, from four the one of four to six), the draw by its mean over the card on
  top (ai/search.py); where that search does not apply (the Necromancer), one move ahead on
  the game's value as `greedy(value=true)`.
- The base game below `learned_from` players (`plan`): each take, draw and discard by the mean
  final total of the hand it leaves, played out over the player's turns left in `plan` worlds
  dealt by the evidence of the others' play (lookahead.py), only hands within `close` points
  of the best total played out, world by world within a `budget` of hands scored a move (the
  cap on a move's work, counted without a clock, so games stay reproducible from their seed).
- Two-player Realms (`learned`): each action by the learned value of the position it leaves
  (`FantasyRealmsAI.value`), a draw by the mean over the worlds' top cards.
- With `plan=0`, and in Chaos Realms, one move ahead like `automatos`: the draw is the mean
  over the unseen cards of the hand it leaves, each card weighted by the chance that it is in
  the deck and not in another hand, counted over worlds dealt by the evidence of the others'
  takes and discards (`FantasyRealmsAI.determinize`); a hand is worth its best total plus
  `potential` times its mean gain from one more card (per turn left to the player, up to one):
  at the default 0.1 it mostly breaks ties between hands of equal total in favour of the one
  more cards will build on. Chaos Realms' trading and the Necromancer: the game's evaluation
  one move ahead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from realmkit.core import State, ai_for
from realmkit.core.agent import Agent, register_agent
from realmkit.core.ai import one_ply_choice
from realmkit.core.options import option
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.ai.evidence import synergy_table
from realmkit.games.fantasy_realms.ai.lookahead import Budget, own_turns, playouts, quantiles
from realmkit.games.fantasy_realms.ai.policy import worth
from realmkit.games.fantasy_realms.ai.search import choose, searchable
from realmkit.games.fantasy_realms.components.cards import STRENGTH, ids
from realmkit.games.fantasy_realms.phases import BASE_END, DISCARD, HAND_SIZE, TURN, TWO_PLAYER_END
from realmkit.games.fantasy_realms.players.oneply import (
    cheapest_discard,
    evaluation_ahead,
    fantasy_realms_state,
)
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState

LEARNED_SAMPLES = 4
"""Worlds dealt per decision where the learned value of three to six players plays (as
`greedy(value=true)`, whose samples it keeps: docs/lab/ai-notebook.md measured it so)."""


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


@dataclass(frozen=True)
class ExpertSettings:
    """The options of `fr-expert`."""

    samples: int = option(24, "worlds dealt by the evidence of the others' play, per decision", minimum=1)
    learned: bool = option(True, "two-player Realms: play one move ahead on the learned value")
    learned_from: int = option(3, "the base game from this many players: play the learned value, the "
                               "draw searched over the card on top, instead of planning (0: never)",
                               minimum=0)
    plan: int = option(16, "worlds in which each candidate hand is played to the game's end, one move "
                       "ahead on the deck dealt (0: off); three players or more", minimum=0)
    close: int = option(10, "with plan: hands within this many points of the best total are played "
                        "out", minimum=0)
    budget: int = option(2500, "with plan: the scoring a move may spend on playouts, in hands of no "
                         "choice card (a hand of one choice card counts 4, two 8, three or more 24); "
                         "the worlds are played out one at a time and those finished count (0: no cap)",
                         minimum=0)
    potential: float = option(0.1, "weight of a kept hand's mean gain from one more card, per turn "
                              "left to the player (up to one)", minimum=0.0)


@register_agent
class ExpertAgent(Agent[ExpertSettings]):
    """One move ahead on the exact mean draw, the deck read through the others' evidence, a
    hand's potential breaking ties, or planned to the game's end; two-player Realms, and the
    base game from three players, on the learned value."""

    name = "fr-expert"
    summary = "Fantasy Realms: the learned value, the deck read through the others' takes and discards"
    settings_class = ExpertSettings

    def act(self, state: State[Any]) -> Action:
        fr = fantasy_realms_state(state, self.name)
        actions = fr.card_actions()
        if len(actions) == 1:
            return actions[0]
        settings = self.settings
        learned_from = settings.learned_from
        if fr.variant == "base" and learned_from and fr.num_players >= max(learned_from, 3):
            if searchable(fr):
                return choose(fr, self.rng)
            return one_ply_choice(fr, list(actions), LEARNED_SAMPLES, self.rng, value=True)
        if fr.variant == "chaos" or fr.phase not in (TURN, DISCARD):
            return evaluation_ahead(fr, actions, self.rng)
        deal = ai_for(fr.game).determinize
        worlds: list[FantasyRealmsState] = [
            deal(fr, fr.player, self.rng) for _ in range(settings.samples)]
        if fr.variant == "two-player" and settings.learned:
            return self.by_value(fr, actions, worlds)
        if settings.plan and fr.variant == "base":
            return self.plan(fr, actions, worlds)
        if fr.phase == TURN:
            return self.turn(fr, actions, worlds)
        return self.discard(fr, worlds)

    def plan(self, state: FantasyRealmsState, actions: list[Action],
             worlds: list[FantasyRealmsState]) -> Action:
        """Each action by the mean final total of the hand it leaves, over the turns left
        (lookahead.py): a take or a discard by the hands within `close` points of the best
        total, a draw by the hand it leaves after each world's top card. The hands are played
        out world by world within `budget` (the draw first, then by total now, best first): the
        worlds finished for every hand count."""
        count = min(self.settings.plan, len(worlds))
        draws_left = BASE_END - len(state.discard) - 1
        turns = quantiles(own_turns(state.num_players, draws_left), count)
        hand = state.hands[state.player]
        close = self.settings.close
        budget = Budget(self.settings.budget)
        if state.phase == DISCARD:
            futures = [w.deck[::-1][:t] for w, t in zip(worlds, turns, strict=False)]
            kept_hands = {a: hand & ~(1 << a.card) for a in actions}
            top = max(budget.total(h) for h in kept_hands.values())
            near = sorted((a for a in actions if budget.total(kept_hands[a]) >= top - close),
                          key=lambda a: -budget.total(kept_hands[a]))
            means, _ = playouts([(kept_hands[a], futures) for a in near], budget)
            return max(zip(near, means, strict=True), key=lambda am: (am[1], -am[0].card))[0]
        futures = [w.deck[::-1][:t + 1] for w, t in zip(worlds, turns, strict=False)]
        later = [f[1:] for f in futures]
        takes = [(a, (hand | 1 << a.card) & ~(1 << c)) for a in actions if a != act.DRAW for c in ids(hand)]
        top = max([budget.total(hand)] + [budget.total(h) for _, h in takes])
        played = sorted(((a, h, later) for a, h in takes if budget.total(h) >= top - close),
                        key=lambda ahf: -budget.total(ahf[1]))
        if act.DRAW in actions:
            played.insert(0, (act.DRAW, hand, futures))
        means, _ = playouts([(h, f) for _, h, f in played], budget)
        values: dict[Action, float] = {}
        for (a, _, _), mean in zip(played, means, strict=True):
            values[a] = max(values.get(a, float("-inf")), mean)
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
        """The take or draw of best kept total (the draw on a tie)."""
        hand = state.hands[state.player]
        chances = deck_chances(worlds)
        weight = self.settings.potential * turns_left(state)
        values = {a: self.draw_worth(state, hand, chances, weight) if a == act.DRAW
                  else future(state, hand | 1 << a.card, ids(hand), chances, weight)
                  for a in actions}
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

    def discard(self, state: FantasyRealmsState, worlds: list[FantasyRealmsState]) -> Action:
        """The discard of best kept total and potential; the game's last discard by the kept
        total alone."""
        if ends_with_discard(state) or state.num_players < 2:
            return cheapest_discard(state)
        hand = state.hands[state.player]
        chances = deck_chances(worlds)
        lift = self.settings.potential * turns_left(state)
        own = {a: best_total(hand & ~(1 << a.card)) + lift * potential(hand & ~(1 << a.card), chances)
               for a in state.card_actions()}
        return max(own, key=lambda a: (own[a], -a.card))
