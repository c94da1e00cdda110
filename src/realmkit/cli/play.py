"""play: one game at the terminal, each person shown only what their seat may know.

No seat sees the seed of a game in play: it is printed once the game is over, and a record
saved mid-game keeps it apart (core/record.py, docs/records.md). Each person's log of the
moves is written as their seat sees them (`State.notation_seen_by`). `undo` follows
core/undo.py: a person takes back their own last move and the AI's since, never another
person's, and never a move that drew on chance or showed what was hidden.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

import click

from realmkit.agents.human import HumanAgent, QuitGame, TakeBack
from realmkit.arena.match import agent_seed
from realmkit.arena.tasks import settle
from realmkit.cli.basic import FileName, game_and_players, print_result
from realmkit.core import Action, State, parse_spec
from realmkit.core.agent import Agent, make_agent
from realmkit.core.files import check_writable
from realmkit.core.record import Vault, new_id, save_game
from realmkit.core.record import resume as resume_game
from realmkit.core.undo import UndoError, take_back
from realmkit.core.words import count

ERASE = "\x1b[H\x1b[2J\x1b[3J"
"""Cursor home, clear the screen, and erase the saved lines (the scrollback, xterm's "E3"),
so that the next person at a shared keyboard finds nothing to scroll back to."""


def vault() -> Vault:
    """Where the seeds and whole moves of unfinished games are kept: the user's realmkit folder."""
    return Vault(Path(click.get_app_dir("realmkit")) / "unfinished")


@click.command("play")
@click.argument("game_string", metavar="GAME", required=False)
@click.option("--players", help="Agent specs by seat, e.g. human,greedy,random.")
@click.option("--seed", type=int, default=None,
              help="Seed of the game (default: a fresh one, shown when the game is over).")
@click.option("--save", type=FileName(),
              help="Write the game record here after every move (its seed is kept apart until the end).")
@click.option("--resume", type=FileName(),
              help="Continue the game of this record where it stopped (and keep saving to it).")
@click.option("--force", is_flag=True, help="Let --save replace a file that is not this game's record.")
def play_command(game_string: str | None, players: str | None, seed: int | None, save: Path | None,
                 resume: Path | None, force: bool) -> None:
    """Play one game in the terminal; human seats are asked for their moves."""
    store = vault()
    own = False
    if resume is not None:
        if game_string is not None or seed is not None:
            raise click.UsageError("--resume takes the game and seed from the record; "
                                   "leave out GAME and --seed")
        resumed = resume_game(resume, store)
        state, moves = resumed.state, resumed.moves
        _, specs = game_and_players(str(state.game), players or ",".join(resumed.players))
        if len(specs) != len(resumed.players):
            raise click.UsageError(f"the record's game has {len(resumed.players)} players; "
                                   f"--players names {len(specs)}")
        own = save is None or same_file(save, resume)
        save = resume if save is None else save
        game_id = resumed.game_id if own and resumed.game_id else new_id()
        if resumed.note:
            click.echo(resumed.note, err=True)
        click.echo(f"Resumed after {count(len(state.history), 'move')}.")
    else:
        if game_string is None or players is None:
            raise click.UsageError("give GAME and --players, or --resume RECORD")
        game, specs = game_and_players(game_string, players)
        state, moves, game_id = game.new_state(len(specs), seed), [], new_id()
    if save is not None:
        check_writable(save, "the game record", replace=force or own)
        store.check(game_id)
    table = Table(state, specs, moves, save, store, game_id)
    click.echo(f"{state.game} with {count(len(specs), 'player')}")
    table.play()


def same_file(one: Path, other: Path) -> bool:
    """Whether two paths name the same file."""
    if one.exists() and other.exists():
        return os.path.samefile(one, other)
    return one.resolve() == other.resolve()


@dataclass
class Table:
    """A game at the terminal: its seats' agents, the moves as a spectator's log writes them
    (for the record), and where the record is saved."""

    state: State
    specs: list[str]
    moves: list[str]
    save: Path | None
    store: Vault
    game_id: str
    people: dict[int, HumanAgent] = field(init=False)
    """The seats of people at the terminal, in seat order."""
    agents: list[Agent] = field(init=False)

    def __post_init__(self) -> None:
        card = card_text if self.state.game.spec.id == "fantasy-realms" else None
        self.people = {seat: HumanAgent(card=card) for seat, spec in enumerate(self.specs)
                       if parse_spec(spec)[0] == HumanAgent.name}
        self.agents = [self.people[seat] if seat in self.people
                       else make_agent(spec, agent_seed(self.state.seed, seat))
                       for seat, spec in enumerate(self.specs)]

    @property
    def humans(self) -> list[int]:
        return list(self.people)

    def play(self) -> None:
        """Ask each seat for its move to the end (or until a person stops); save after each."""
        hot_seat = len(self.humans) > 1 and self.state.game.spec.hidden_information
        asked: int | None = None
        try:
            while not self.state.is_terminal():
                seat = self.state.current_player()
                person = self.people.get(seat)
                if hot_seat and person is not None and seat != asked:
                    pass_keyboard(seat)
                    asked = seat
                if person is not None:
                    settle()  # while a person thinks: the AI's moves to come then collect only what is new
                try:
                    action = self.agents[seat].act(self.state)
                except TakeBack:
                    if person is None:  # only a person asks to take a move back
                        raise
                    person.notice = self.take_back(seat)
                    continue
                self.announce(seat, action)
                self.state.apply(action)
                for each in self.agents:
                    each.observe(self.state, action)
                self.save_record()
        except QuitGame as stop:
            click.echo(str(stop))
        finally:
            if self.save is not None:
                self.save_record()
                click.echo(f"Record written to {self.save}")
        if self.state.is_terminal():
            screen = self.state.render(None)
            click.echo(screen)
            print_result(self.specs, self.state, screen)
            click.echo(f"The game is over; its seed was {self.state.seed}.")

    def announce(self, seat: int, action: Action) -> None:
        """Write the move about to be played into each log as that log's reader sees it: the
        record's (a spectator's), each other person's, and the screen's when an AI moves (the
        one person's view, or a spectator's when several share the screen)."""
        number = len(self.state.history)
        self.moves.append(self.state.notation_seen_by(action, None))
        for other, person in self.people.items():
            if other != seat:
                person.record(self.line(seat, action, other), number)
        if seat not in self.humans:
            click.echo(self.line(seat, action, self.humans[0] if len(self.humans) == 1 else None))

    def line(self, seat: int, action: Action, viewer: int | None) -> str:
        return f"Player {seat + 1} ({self.specs[seat]}): {self.state.notation_seen_by(action, viewer)}"

    def take_back(self, seat: int) -> str:
        """Take back `seat`'s last move and the AI's since, as core/undo.py allows; what
        happened, for the person's next screen."""
        others = [s for s in self.humans if s != seat]
        try:
            self.state = take_back(self.state, seat, others)
        except UndoError as refusal:
            return f"Undo refused: {refusal}."
        standing = len(self.state.history)
        del self.moves[standing:]
        for person in self.people.values():
            person.forget(standing)
        self.save_record()
        verb = "stands" if standing == 1 else "stand"
        return f"Taken back: {count(standing, 'move')} {verb}; player {seat + 1} again."

    def save_record(self) -> None:
        if self.save is not None:
            save_game(self.save, self.state, self.specs, self.moves, self.store, self.game_id)


def pass_keyboard(seat: int) -> None:
    """Between people at one keyboard: wipe the screen and its scrollback, and wait, so that
    no one sees another's hand."""
    wipe()
    click.prompt(f"Pass the keyboard to player {seat + 1} and press Enter", default="", show_default=False,
                 prompt_suffix=" ")
    wipe()


def wipe() -> None:
    """Clear the terminal and its scrollback; nothing when the output is not a terminal."""
    if sys.stdout.isatty():
        sys.stdout.write(ERASE)
        sys.stdout.flush()


def card_text(name: str) -> str:
    """A Fantasy Realms card's full text: name, suit, base strength, bonus and penalty (a Cursed
    Item's: timing, value and text)."""
    from realmkit.games.fantasy_realms import items
    from realmkit.games.fantasy_realms.components import cards

    printed = cards.printed_ids(name)
    item = items.find_item(name)
    if item is not None and not printed:
        found = items.ITEMS[item]
        return f"{found.name} (Cursed Item, {found.timing}, value {found.value:+d})\n  {found.text}"
    if not printed:
        try:
            cards.card_id(name, (1 << cards.NUM_IDS) - 1)
        except KeyError as error:
            return str(error.args[0])
    lines = []
    for card in (cards.PRINTED[c] for c in printed):
        edition = " [The Cursed Hoard]" if card.replaces else ""
        lines.append(f"{card.name} ({cards.SUITS[card.suit]}, base strength {card.strength}){edition}")
        lines += [f"  Bonus: {card.bonus}"] if card.bonus else []
        lines += [f"  Penalty: {card.penalty}"] if card.penalty else []
    return "\n".join(lines)


COMMANDS: list[click.Command] = [play_command]
