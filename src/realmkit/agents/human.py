"""The human agent: a person at a terminal, shown only what their seat may see."""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from realmkit.agents.menu import every, find_group, group_actions, menu, numbered
from realmkit.core import Action, RealmkitError, State
from realmkit.core.agent import Agent, NoSettings, make_agent, register_agent
from realmkit.core.files import cut

HINT_AGENT = "mcts"
"""The hint of a game that names no adviser of its own (`Game.adviser`)."""


def commands_help(hinter: str, cards: bool) -> str:
    """The commands at the prompt: `hinter` gives the hints; `card NAME` where cards have texts."""
    card = "  card NAME           a card's full text\n" if cards else ""
    return f"""Commands:
  NUMBER or NOTATION  play that legal action
  all                 list every legal action
  GROUP               number the actions of a group (a piece's square such as d4, or a verb)
  hint                what the strongest AI ({hinter}) would play here
  undo                take back your last move and the AI moves since, unless one drew on
                      chance or showed what was hidden
{card}  help                this list
  quit                stop the game (with --save, the record keeps it for --resume)"""


def adviser(state: State) -> str:
    """The agent spec whose play `hint` shows: the game's strongest player."""
    return state.game.adviser() or HINT_AGENT


def rules_help(state: State) -> str:
    """The game's rules in a few sentences, and where the whole rules are, before the commands."""
    spec = state.game.spec
    if not spec.rules:
        return ""
    where = f"docs/rules/{spec.id}.md in the realmkit repository"
    return f"{spec.title}: {spec.rules}\nEvery rule and reading: {where}\n\n"


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
class HumanAgent(Agent[NoSettings]):
    """A person at the terminal: one screen with the seat's view, the moves played since its
    last turn (the last one highlighted) and the legal actions, grouped when they are many;
    reads a number or a notation. Bad input is answered with the reason and asked again."""

    name = "human"
    summary = "a person at the terminal"
    interactive = True

    def __init__(
        self,
        seed: int = 0,
        ask: Callable[[str], str] = input,
        console: Console | None = None,
        card: Callable[[str], str] | None = None,
        **options: object,
    ) -> None:
        super().__init__(seed, **options)
        self.ask = ask
        self.console = console if console is not None else Console(highlight=False)
        self.card = card  # the full text of a card by name, in games that have one
        self.since: list[tuple[int, str]] = []  # the moves since this seat's last turn: number, line
        self.notice = ""  # a word for the next screen, such as why a move was not taken back

    def tell(self, text: str) -> None:
        """Plain text, wrapped (never cut) at the terminal's width."""
        self.console.print(text, markup=False, highlight=False)

    def record(self, line: str, move: int) -> None:
        """Move `move` (its index in the game's history), played by another seat and written as
        this seat sees it (`State.notation_seen_by`), to be shown at this seat's next turn."""
        self.since.append((move, line))

    def forget(self, standing: int) -> None:
        """Leave out of the log the moves taken back: those from index `standing` on."""
        self.since = [(move, line) for move, line in self.since if move < standing]

    def act(self, state: State) -> Action:
        actions, texts, notes = self.show(state)
        groups = group_actions(texts)
        while True:
            try:
                text = self.ask("Action (number or notation; 'help' for commands): ").strip()
            except EOFError:
                raise QuitGame("input ended; the game was stopped") from None
            command = text.lower()
            if command in {"quit", "exit"}:
                raise QuitGame("the game was stopped")
            if command == "help":
                self.tell(rules_help(state) + commands_help(adviser(state), self.card is not None))
                continue
            if command == "all":
                self.tell("\n".join(numbered(every(texts), notes, self.console.width)))
                continue
            if command.startswith("card ") and self.card is not None:
                self.tell(self.card(text[5:].strip()))
                continue
            if command == "undo":
                raise TakeBack("take back your last move")
            if command == "hint":
                self.tell(f"Hint: {adviser(state)} would play {self.hint(state)}")
                continue
            if text.isdigit():
                number = int(text) if text.isascii() and len(text) <= 9 else 0  # '²' is a digit too
                if 1 <= number <= len(actions):
                    return actions[number - 1]
                choose = "1" if len(actions) == 1 else f"from 1 to {len(actions)}"
                self.tell(f"There is no action {cut(text, 20)}: choose {choose} or type one.")
                continue
            try:
                return state.game.parse_action(state, text)
            except RealmkitError as error:
                group = find_group(groups, text)
                if group is None:
                    self.tell(f"Not accepted: {error}")
                    continue
                members = [(n, group.key + rest) for n, rest in group.members]
                self.tell("\n".join(numbered(members, notes, self.console.width)))

    def show(self, state: State) -> tuple[list[Action], list[str], dict[int, str]]:
        """The screen of a turn, cleared first on a terminal so that the view and the prompt fit
        on it: the seat's view, the moves since its last turn, its legal actions and any notice;
        returns the legal actions, their notations and their notes (such as ending the game)."""
        seat = state.current_player()
        actions = state.legal_actions()
        texts = [str(a) for a in actions]
        notes = {n: note for n, a in enumerate(actions, 1) if (note := ending(state, a))}
        if self.console.is_terminal:
            self.console.clear()
        self.console.print(Panel(Text(state.render(seat)), title=f"Player {seat + 1}'s view",
                                 title_align="left", expand=False))
        if self.since:
            for _, line in self.since[:-1]:
                self.console.print(Text(line, style="dim"))
            self.console.print(Text(f"Last move: {self.since[-1][1]}", style="bold reverse"))
            self.since.clear()
        self.tell(f"Player {seat + 1}, your move. Legal actions:")
        self.tell("\n".join(menu(texts, notes, self.console.width)))
        if self.notice:
            self.tell(self.notice)
            self.notice = ""
        return actions, texts, notes

    def hint(self, state: State) -> Action:
        """What the strongest AI would play for this seat; it sees only what the seat may see,
        as it searches on determinized copies."""
        return make_agent(adviser(state), self.rng.getrandbits(63)).act(state.clone())
