"""The human agent: a person at a terminal, shown only what their seat may see."""

from __future__ import annotations

from collections.abc import Callable

from realmkit.agents.base import Agent, make_agent, register_agent
from realmkit.core import Action, RealmkitError, State

LISTED = 40  # legal actions listed at first; 'all' lists the rest
HINT_AGENT = "mcts"
HELP = """Commands:
  NUMBER or NOTATION  play that legal action
  all                 list every legal action
  hint                what the strongest AI (mcts) would play here
  undo                take back your last move and the AI moves since
  card NAME           a card's full text (Fantasy Realms)
  help                this list
  quit                stop the game (with --save, the record keeps it for --resume)"""


class QuitGame(RealmkitError):
    """The person ended the game (end of input or 'quit')."""


class TakeBack(RealmkitError):
    """The person asked to take back their last move (and the moves played since)."""


def ending(state: State, action: Action) -> str:
    """A warning after an action that would end the game, found by playing it on a copy, with
    what the end would mean for the seat to move when nothing is hidden."""
    after = state.clone()
    after.apply(action)
    if not after.is_terminal():
        return ""
    if after.num_players == 1 or state.game.spec.hidden_information:
        return "  (ends the game)"  # the outcome would tell what others hold
    keys = [after.ranking_key(p) for p in range(after.num_players)]
    mine = keys[state.current_player()]
    better = sum(key > mine for key in keys)
    level = keys.count(mine) - 1
    if better == 0:
        outcome = "you would win" if level == 0 else (
            "a draw" if after.num_players == 2 else "you would share first place")
    elif after.num_players == 2:
        outcome = "you would lose"
    else:
        outcome = f"you would place {better + 1} of {after.num_players}"
    return f"  (ends the game: {outcome})"


@register_agent
class HumanAgent(Agent):
    """Shows the seat's view and the legal actions by number and notation; reads either.

    Bad input is answered with the reason and the question is asked again.
    """

    name = "human"
    summary = "a person at the terminal"
    interactive = True

    def __init__(
        self,
        seed: int = 0,
        ask: Callable[[str], str] = input,
        tell: Callable[[str], None] = print,
        card: Callable[[str], str] | None = None,
        **options: object,
    ) -> None:
        super().__init__(seed, **options)
        self.ask = ask
        self.tell = tell
        self.card = card  # the full text of a card by name, in games that have one

    def act(self, state: State) -> Action:
        seat = state.current_player()
        actions = state.legal_actions()
        self.tell(state.render(seat))
        self.tell(f"\nPlayer {seat + 1}, your move. Legal actions:")
        self.list_actions(state, actions, LISTED)
        while True:
            try:
                text = self.ask("Action (number or notation; 'help' for commands): ").strip()
            except EOFError:
                raise QuitGame("input ended; the game was stopped") from None
            command = text.lower()
            if command in {"quit", "exit"}:
                raise QuitGame("the game was stopped")
            if command == "help":
                self.tell(HELP)
                continue
            if command == "all":
                self.list_actions(state, actions, len(actions))
                continue
            if command.startswith("card ") and self.card is not None:
                self.tell(self.card(text[5:].strip()))
                continue
            if command == "undo":
                raise TakeBack("take back your last move")
            if command == "hint":
                self.tell(f"Hint: {HINT_AGENT} would play {self.hint(state)}")
                continue
            if text.isdigit():
                number = int(text)
                if 1 <= number <= len(actions):
                    return actions[number - 1]
                self.tell(f"There is no action {number}: choose 1-{len(actions)} or type one.")
                continue
            try:
                return state.game.parse_action(state, text)
            except RealmkitError as error:
                self.tell(f"Not accepted: {error}")

    def list_actions(self, state: State, actions: list[Action], shown: int) -> None:
        """The first `shown` legal actions by number; how many more there are, and how to see them."""
        width = len(str(len(actions)))
        self.tell("\n".join(f"  {i + 1:>{width}}. {a}{ending(state, a)}"
                             for i, a in enumerate(actions[:shown])))
        if len(actions) > shown:
            self.tell(f"  ... and {len(actions) - shown} more: type 'all' to list them, or type one.")

    def hint(self, state: State) -> Action:
        """What the strongest AI would play for this seat; it sees only what the seat may see,
        as it searches on determinized copies."""
        return make_agent(HINT_AGENT, self.rng.getrandbits(63)).act(state.clone())
