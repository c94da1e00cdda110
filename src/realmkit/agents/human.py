"""The human agent: a person at a terminal, shown only what their seat may see."""

from __future__ import annotations

from collections.abc import Callable

from realmkit.agents.base import Agent, register_agent
from realmkit.core import Action, RealmkitError, State


class QuitGame(RealmkitError):
    """The person ended the game (end of input or 'quit')."""


def ending(state: State, action: Action) -> str:
    """A warning after an action that would end the game, found by playing it on a copy."""
    after = state.clone()
    after.apply(action)
    return "  (ends the game)" if after.is_terminal() else ""


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
        **options: object,
    ) -> None:
        super().__init__(seed, **options)
        self.ask = ask
        self.tell = tell

    def act(self, state: State) -> Action:
        seat = state.current_player()
        actions = state.legal_actions()
        self.tell(state.render(seat))
        self.tell(f"\nPlayer {seat + 1}, your move. Legal actions:")
        width = len(str(len(actions)))
        self.tell("\n".join(f"  {i + 1:>{width}}. {a}{ending(state, a)}" for i, a in enumerate(actions)))
        while True:
            try:
                text = self.ask("Action (number or notation, 'quit' to stop): ").strip()
            except EOFError:
                raise QuitGame("input ended; the game was stopped") from None
            if text.lower() in {"quit", "exit"}:
                raise QuitGame("the game was stopped")
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
