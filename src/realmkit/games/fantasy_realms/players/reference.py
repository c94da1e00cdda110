"""The public Fantasy Realms reference bots, rebuilt from their authors' code (docs/lab/ai-notebook.md,
"Fantasy Realms: reference opponents"). Written from the behaviour read in these files; no code
or text of theirs is copied.

`automatos` is AutomatosV1 of ChaseHBehrens/Fantasy_Realms_AI:
- fantasy_realms_ai/automatos_v1.rs, commit 37367334c47c00abc54ad416849ea8761301a9b3 (the bot);
- fantasy_realms_ai/lib.rs, same commit (the bot's two calls: the draw, then the discard);
- simulated_game.rs, commit 4eb78aef719b97513e9a211fbcff04721c173528 (what the game passes it:
  the hand, the discard pile, the cards known in the others' hands);
- the crate it scores with, fantasy_realms_unofficial_api 0.1.0 (not in the code index; read in
  its docs.rs source view): src/deck/necromancer.rs (the Necromancer adds one Army, Leader,
  Wizard or Beast of the discard pile), src/card_collection.rs (a collection is a bit set of the
  cards; `!` is every card not in it), src/hand.rs (a hand is seven slots; only its opening could
  be read, not the body of `score`).

`threshold-greedy` is GreedyPlayer of LadyMalande/FantasyRealmsTMServer, commit
5f185503efc33809b66292ade84154e4193b127c:
- src/artificialintelligence/GreedyPlayer.java (`performMove`, the rule below for thresholds 0
  and 1; from 2 the threshold is an "insight", a search over several cards, not rebuilt);
- src/server/Server.java (`setAI`: the AI opponents of a game with people are GreedyPlayer with
  parameter 0, GREEDY_0; `readArgs`: experiments name GREEDY_N);
- src/interactive/TakeCardOfTypeAtTheEnd.java (the Necromancer's card: the best of none and each
  card of its suits on the table, a card only if strictly better);
- src/artificialintelligence/CacheMap.java (a cache of hand scores, cleared of hands with the
  Necromancer after every move: it changes no choice).

What both share: a hand's score is its best total with the discard area as the move leaves it,
its Necromancer taking the best card of its suits there or none (`score`). Where the originals'
games differ from ours, the nearest reading, recorded in docs/lab/ai-notebook.md: slots and hand order start
in card number order; The Cursed Hoard and the promos are played by the same rule (every card of
the hand is a slot); two-player Realms' hand building adds a card where there is no slot to
free; an empty deck (never met by the originals) leaves the best take; Chaos Realms trading and
the Chaos Necromancer by the game's evaluation one move ahead. The Cursed Items are refused.
One departure from their code: a bot does not take back the card it discarded on its previous
turn, since taking never fills the discard area and two players can otherwise swap cards for ever.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from realmkit.core import State
from realmkit.core.agent import Agent, NoSettings, register_agent
from realmkit.core.options import option
from realmkit.games.fantasy_realms import actions as act
from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.components.cards import NECROMANCERS, ids
from realmkit.games.fantasy_realms.phases import DISCARD, NECROMANCER_PHASE, TURN
from realmkit.games.fantasy_realms.players.oneply import evaluation_ahead, fantasy_realms_state, unseen
from realmkit.games.fantasy_realms.scoring.hand import Table
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import RAISABLE, FantasyRealmsState


def bit(card: int) -> int:
    """The card as a bitmask (no card, -1: none)."""
    return 1 << card if card >= 0 else 0


def area_of(state: FantasyRealmsState) -> int:
    """The discard area as a bitmask."""
    return sum(1 << c for c in state.discard)


def total(state: FantasyRealmsState, hand: int, area: int) -> float:
    """The hand's best total with the discard area `area` (The Cursed Hoard's Undead read it)."""
    return float(best_total(hand, Table(state.cards, state.num_players, area, state.cap)))


def score(state: FantasyRealmsState, hand: int, area: int) -> float:
    """The hand's best total with the discard area `area`, its Necromancer taking the card of its
    suits from `area` that raises the total most, or none."""
    best = total(state, hand, area)
    for necromancer in ids(hand & NECROMANCERS):
        for card in ids(RAISABLE[necromancer] & area):
            best = max(best, total(state, hand | 1 << card, area & ~(1 << card)))
    return best


def building(state: FantasyRealmsState, hand: int) -> bool:
    """Two-player Realms with the hand not yet full: a take adds a card, a draw brings two."""
    return state.variant == "two-player" and hand.bit_count() < state.hand_size


def first_turn(state: FantasyRealmsState) -> bool:
    """Whether the player to act has not yet had a turn (fewer turns begun than players)."""
    begun = sum(1 for a in state.history if isinstance(a, Action) and a.kind in ("draw", "take"))
    return begun < state.num_players


@dataclass
class Seat:
    """What a bot remembers of its own hand between its moves: the order of its cards (its slots),
    the hand at its turn's start (so it knows the card it drew), the discard planned with a take,
    the score it last gave its hand (threshold-greedy's running best starts there), and the card
    it discarded this turn and the turn before (`barred`: not taken back, our guard against an
    endless game)."""

    order: list[int]
    score: float
    before: int = 0
    plan: int = -1
    gone: int = -1
    barred: int = -1


Settings = TypeVar("Settings")


class _RebuiltBot(Agent[Settings]):
    """A reference bot: its own rule for the turn and the discard, the Necromancer's best card at
    the end, and the game's evaluation one move ahead where its author's game has no such move."""

    def __init__(self, seed: int = 0, **options: Any) -> None:
        super().__init__(seed, **options)
        self.seats: dict[int, Seat] = {}

    def act(self, state: State[Any]) -> Action:
        fr = fantasy_realms_state(state, self.name, any_deck=True)
        actions = fr.card_actions()
        if fr.phase == TURN:
            return self.turn(fr, actions, self.remember(fr))
        seat = self.seats.get(fr.player)
        hand = fr.hands[fr.player]
        if fr.phase == DISCARD and seat is not None and seat.before & hand == seat.before:
            new = hand & ~seat.before
            choice = planned(fr, actions, seat) if fr.taken >= 0 else self.discard(fr, seat, new)
            seat.gone = choice.card
            return choice
        if fr.phase == DISCARD:
            return least_loss(fr, actions)
        if fr.phase == NECROMANCER_PHASE and fr.variant != "chaos":
            return necromancer_pick(fr, actions)
        if len(actions) == 1:
            return actions[0]
        return evaluation_ahead(fr, actions, self.rng)

    def remember(self, state: FantasyRealmsState) -> Seat:
        """The seat's memory at its turn's start, made anew at its first turn or when the hand is
        not the one remembered (then the score is the hand's now)."""
        hand = state.hands[state.player]
        seat = self.seats.get(state.player)
        first = first_turn(state)
        if first or seat is None or sum(1 << c for c in seat.order) != hand:
            seat = Seat(ids(hand), self.dealt_score(state, hand, first))
            self.seats[state.player] = seat
        seat.before, seat.plan, seat.barred, seat.gone = hand, -1, seat.gone, -1
        return seat

    def dealt_score(self, state: FantasyRealmsState, hand: int, first: bool) -> float:
        """The score a new memory starts from."""
        return score(state, hand, area_of(state))

    def turn(self, state: FantasyRealmsState, actions: list[Action], seat: Seat) -> Action:
        raise NotImplementedError

    def discard(self, state: FantasyRealmsState, seat: Seat, new: int) -> Action:
        raise NotImplementedError

    def keep_one_of_two(self, state: FantasyRealmsState, seat: Seat) -> tuple[int, float]:
        """Two-player hand building, two cards drawn: the one whose hand scores more (the lower
        card number on a tie) is kept; the card kept and its score."""
        area = area_of(state)
        first, second = ids(state.drawn)
        values = [(score(state, seat.before | 1 << c, area | 1 << o), c)
                  for c, o in ((first, second), (second, first))]
        value, keep = max(values, key=lambda v: (v[0], -v[1]))
        return keep, value


def least_loss(state: FantasyRealmsState, actions: list[Action]) -> Action:
    """Without a memory of the turn (the card drawn unknown): the discard whose loss costs least,
    the lowest card number on a tie."""
    hand, area = state.hands[state.player], area_of(state)
    cards = [a for a in actions if a.kind == "discard"]
    return max(cards, key=lambda a: (score(state, hand & ~(1 << a.card), area | 1 << a.card), -a.card))


def necromancer_pick(state: FantasyRealmsState, actions: list[Action]) -> Action:
    """The card of the discard area that raises the hand's total most, if any raises it."""
    hand, area = state.hands[state.player], area_of(state)
    best, choice = total(state, hand, area), act.NECROMANCER_PASS
    for action in actions:
        if action.kind == "necromancer":
            value = total(state, hand | 1 << action.card, area & ~(1 << action.card))
            if value > best:
                best, choice = value, action
    return choice


def planned(state: FantasyRealmsState, actions: list[Action], seat: Seat) -> Action:
    """After a take, the discard chosen with it."""
    choice = act.DISCARD[seat.plan] if seat.plan >= 0 else None
    return choice if choice in actions else least_loss(state, actions)


Take = tuple[float, int, int]
"""A take: its score, the card taken, the slot it fills (-1: none)."""


def takes(state: FantasyRealmsState, hand: int, slots: list[int], cards: list[int]) -> list[Take]:
    """For each slot in turn (-1: none, the hand not full) and each card of the discard area in the
    order given, the score of the hand with the card in the slot: (score, card, slot)."""
    area = area_of(state)
    return [(score(state, hand & ~bit(slot) | 1 << card, area & ~(1 << card) | bit(slot)), card, slot)
            for slot in slots for card in cards]


def first_best(values: list[Take]) -> Take:
    """The first of the highest: the deck is empty (never so in the originals' games), so a card
    must be taken."""
    return max(values, key=lambda v: v[0])


@register_agent
class AutomatosAgent(_RebuiltBot[NoSettings]):
    """AutomatosV1. The turn: the hand's score now is the mark, the draw the choice. Slot by slot,
    each card of the discard area in the slot (the slot's card discarded): a score above the mark
    makes that take the choice and its score the mark. Then, slot by slot, the mean score with each
    unseen card in the slot (every card not in the hand, the area or known in another hand, not
    the deck alone): a mean above the mark makes the draw the choice again. After a take the
    slot's card goes; after a draw, the drawn card goes unless it scores above the hand as it was
    in some slot (the first slot of the best score). The new card takes its slot's place."""

    name = "automatos"
    summary = "Fantasy Realms reference bot AutomatosV1: each slot's mean over the unseen cards"

    def turn(self, state: FantasyRealmsState, actions: list[Action], seat: Seat) -> Action:
        hand, area = state.hands[state.player], area_of(state)
        slots = [-1] if building(state, hand) else seat.order
        options = takes(state, hand, slots, [c for c in ids(area) if c != seat.barred])
        mark, choice = score(state, hand, area), (0.0, -1, -1)
        for take in options:
            if take[0] > mark:
                mark, choice = take[0], take
        cards = unseen(state, state.player)
        for slot in slots if cards else []:
            mean = sum(score(state, hand & ~bit(slot) | 1 << c, area | bit(slot)) for c in cards) / len(cards)
            if mean > mark:
                mark, choice = mean, (0.0, -1, -1)
        if act.DRAW not in actions and choice[1] < 0:
            choice = first_best(options or takes(state, hand, slots, ids(area)))
        _, card, slot = choice
        if card < 0:
            return act.DRAW
        seat.plan = slot
        if slot >= 0:
            seat.order[seat.order.index(slot)] = card
        else:
            seat.order.append(card)
        return act.TAKE[card]

    def discard(self, state: FantasyRealmsState, seat: Seat, new: int) -> Action:
        if state.drawn:
            keep, _ = self.keep_one_of_two(state, seat)
            seat.order.append(keep)
            return act.DISCARD[ids(state.drawn & ~(1 << keep))[0]]
        area, drawn = area_of(state), ids(new)[0]
        mark, drop = score(state, seat.before, area), drawn
        for slot in seat.order:
            value = score(state, seat.before & ~(1 << slot) | 1 << drawn, area | 1 << slot)
            if value > mark:
                mark, drop = value, slot
        if drop != drawn:
            seat.order[seat.order.index(drop)] = drawn
        return act.DISCARD[drop]


@dataclass(frozen=True)
class ThresholdSettings:
    """The options of `threshold-greedy`."""

    threshold: int = option(0, "points a take or a drawn card must gain over the running best "
                            "(GREEDY_0 and GREEDY_1; from 2 the original searches several cards, not "
                            "rebuilt)", minimum=0, maximum=1)


@register_agent
class ThresholdGreedyAgent(_RebuiltBot[ThresholdSettings]):
    """GreedyPlayer with threshold 0 (GREEDY_0, the server's AI opponents). The running best starts
    at the score it gave its hand when it last changed (the dealt hand: with an empty discard
    area). Card by card of the hand in its order (cards kept in the order they came, a new one
    last), and each card of the discard area from the oldest: a take scoring more than the
    running best plus `threshold` becomes the choice and the running best. None: it draws, and
    card by card of the hand, the drawn card in that card's place must beat the running best plus
    `threshold` in the same way; none does, the drawn card goes."""

    name = "threshold-greedy"
    summary = "Fantasy Realms reference bot GreedyPlayer (GREEDY_0): a card kept only if it gains"
    settings_class = ThresholdSettings

    def dealt_score(self, state: FantasyRealmsState, hand: int, first: bool) -> float:
        return score(state, hand, 0 if first else area_of(state))

    def turn(self, state: FantasyRealmsState, actions: list[Action], seat: Seat) -> Action:
        hand = state.hands[state.player]
        slots = [-1] if building(state, hand) else seat.order
        options = takes(state, hand, slots, [c for c in state.discard if c != seat.barred])
        gain = self.settings.threshold
        best, choice = seat.score, (0.0, -1, -1)
        for take in options:
            if take[0] > best + gain:
                best, choice = take[0], take
        if act.DRAW not in actions and choice[1] < 0:
            choice = first_best(options or takes(state, hand, slots, list(state.discard)))
        value, card, slot = choice
        if card < 0:
            return act.DRAW
        seat.score, seat.plan = value, slot
        seat.order = [c for c in seat.order if c != slot] + [card]
        return act.TAKE[card]

    def discard(self, state: FantasyRealmsState, seat: Seat, new: int) -> Action:
        if state.drawn:
            keep, seat.score = self.keep_one_of_two(state, seat)
            seat.order.append(keep)
            return act.DISCARD[ids(state.drawn & ~(1 << keep))[0]]
        area, drawn = area_of(state), ids(new)[0]
        gain = self.settings.threshold
        best, drop = seat.score, drawn
        for slot in seat.order:
            value = score(state, seat.before & ~(1 << slot) | 1 << drawn, area | 1 << slot)
            if value > best + gain:
                best, drop = value, slot
        if drop != drawn:
            seat.order = [c for c in seat.order if c != drop] + [drawn]
        seat.score = best
        return act.DISCARD[drop]
