"""games, play, simulate, replay: the commands every game gets."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

import realmkit
from realmkit.agents.human import HumanAgent, QuitGame, TakeBack
from realmkit.arena.match import agent_seed, check_player_count, play_match, ranks, summarize_matches
from realmkit.arena.stats import wilson_interval
from realmkit.arena.tasks import settle
from realmkit.core import Game, State
from realmkit.core.agent import make_agent, refuse_interactive, split_specs
from realmkit.core.files import check_writable
from realmkit.core.options import format_value
from realmkit.core.record import GameRecord, replay
from realmkit.core.words import count

console = Console(highlight=False)


def _game_and_players(game_string: str, players: str) -> tuple[Game, list[str]]:
    game = realmkit.load(game_string)
    specs = split_specs(players)
    for spec in specs:
        make_agent(spec)  # check every spec before anything starts
    check_player_count(game, len(specs), " (the number of --players)")
    return game, specs


@click.command("games")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def games_command(as_json: bool) -> None:
    """List every game: id, title, player counts and options with their defaults."""
    specs = realmkit.specs()
    if as_json:
        data = [
            {
                "id": s.id,
                "title": s.title,
                "min_players": s.min_players,
                "max_players": s.max_players,
                "has_chance": s.has_chance,
                "hidden_information": s.hidden_information,
                "cooperative": s.cooperative,
                "options": [
                    {"name": o.name, "default": o.default, "type": o.kind, "doc": o.doc,
                     "allowed": o.allowed()}
                    for o in s.options
                ],
            }
            for s in specs
        ]
        click.echo(json.dumps(data, indent=1))
        return
    table = Table(title="realmkit games")
    for column in ("id", "title", "players", "options (default)"):
        table.add_column(column, overflow="fold")  # at 80 columns long names wrap, never cut
    for s in specs:
        options = "\n".join(f"{o.name}={format_value(o.default)}: {o.doc}" for o in s.options)
        players = str(s.min_players) if s.min_players == s.max_players else f"{s.min_players}-{s.max_players}"
        table.add_row(s.id, s.title, players, options or "-")
    console.print(table)


@click.command("play")
@click.argument("game_string", metavar="GAME", required=False)
@click.option("--players", help="Agent specs by seat, e.g. human,greedy,random.")
@click.option("--seed", type=int, default=None, help="Seed of the game (default: a fresh one).")
@click.option("--save", type=click.Path(dir_okay=False, path_type=Path),
              help="Write the game record here after every move.")
@click.option("--resume", type=click.Path(dir_okay=False, path_type=Path),
              help="Continue the game of this record where it stopped (and keep saving to it).")
def play_command(game_string: str | None, players: str | None, seed: int | None, save: Path | None,
                 resume: Path | None) -> None:
    """Play one game in the terminal; human seats are asked for their moves."""
    if resume is not None:
        if game_string is not None or seed is not None:
            raise click.UsageError("--resume takes the game and seed from the record; "
                                   "leave out GAME and --seed")
        record = GameRecord.load(resume)
        state = replay(record)
        game, specs = _game_and_players(record.game, players or ",".join(record.players))
        if len(specs) != len(record.players):
            raise click.UsageError(f"the record's game has {len(record.players)} players; "
                                   f"--players names {len(specs)}")
        click.echo(f"Resumed after {count(len(state.history), 'move')}.")
        save = resume if save is None else save
    else:
        if game_string is None or players is None:
            raise click.UsageError("give GAME and --players, or --resume RECORD")
        game, specs = _game_and_players(game_string, players)
        state = game.new_state(len(specs), seed)
    if save is not None:
        check_writable(save, "the game record")
    agents = [
        HumanAgent(card=card_text if game.spec.id == "fantasy-realms" else None)
        if spec == "human" else make_agent(spec, agent_seed(state.seed, seat))
        for seat, spec in enumerate(specs)
    ]
    click.echo(f"{game} with {count(len(specs), 'player')} (seed {state.seed})")
    hot_seat = specs.count("human") > 1
    asked: int | None = None
    try:
        while not state.is_terminal():
            seat = state.current_player()
            if hot_seat and specs[seat] == "human" and seat != asked:
                pass_keyboard(seat)
                asked = seat
            if specs[seat] == "human":
                settle()   # while a person thinks: the AI's moves to come then collect only what is new
            try:
                action = agents[seat].act(state)
            except TakeBack:
                state = take_back(state, seat)
                click.echo(f"Taken back: {count(len(state.history), 'move')} stand; player {seat + 1} again.")
                continue
            state.apply(action)
            for agent in agents:
                agent.observe(state, action)
            if save is not None:
                GameRecord.of(state, specs).save(save)
            line = f"Player {seat + 1} ({specs[seat]}): {action}"
            for other, agent in enumerate(agents):
                if isinstance(agent, HumanAgent) and other != seat:
                    agent.record(line)
            if specs[seat] != "human":
                click.echo(line)
    except QuitGame as stop:
        click.echo(str(stop))
    finally:
        if save is not None:
            GameRecord.of(state, specs).save(save)
            click.echo(f"Record written to {save}")
    if state.is_terminal():
        click.echo(state.render(None))
        _print_result(specs, state.scores(), state.returns())


def card_text(name: str) -> str:
    """A Fantasy Realms card's full text: name, suit, base strength, bonus and penalty (a Cursed
    Item's: timing, value and text)."""
    from realmkit.games.fantasy_realms import cards, items

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


def pass_keyboard(seat: int) -> None:
    """Between humans at one keyboard: clear the screen and wait, so no one sees another's hand."""
    click.clear()
    click.prompt(f"Pass the keyboard to player {seat + 1} and press Enter", default="", show_default=False,
                 prompt_suffix=" ")
    click.clear()


def take_back(state: State, seat: int) -> State:
    """The game replayed up to `seat`'s last decision (with every move since taken back), or
    the same state if that seat has not moved yet."""
    replayed = state.game.new_state(state.num_players, state.seed)
    movers = []
    for action in state.history:
        movers.append(replayed.current_player())
        replayed.apply(action)
    if seat not in movers:
        return state
    last = len(movers) - 1 - movers[::-1].index(seat)
    again = state.game.new_state(state.num_players, state.seed)
    for action in state.history[:last]:
        again.apply(action)
    return again


def format_score(score: float) -> str:
    """A score as the game writes it: whole points without a decimal point (151, not 151.0),
    fractions as they are (Rolling Realms' tenths)."""
    return str(int(score)) if float(score).is_integer() else f"{score:g}"


def _print_result(specs: list[str], scores: list[float], returns: list[float]) -> None:
    """Each player's score and place (tied players share a place); the game's own text above
    says how it ended, such as a win or a turn limit with no winner."""
    places = ranks(returns)
    for seat, spec in enumerate(specs):
        shared = " (shared)" if places.count(places[seat]) > 1 else ""
        click.echo(f"Player {seat + 1} ({spec}): {format_score(scores[seat])}, place {places[seat]}{shared}")


@click.command("simulate")
@click.argument("game_string", metavar="GAME")
@click.option("--players", required=True, help="Agent specs by seat, e.g. greedy,random,random.")
@click.option("-n", "games", type=click.IntRange(min=1), default=100, show_default=True,
              help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the first game.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def simulate_command(game_string: str, players: str, games: int, seed: int, as_json: bool) -> None:
    """Play N games with fixed seats: win rates, mean scores and game length per seat."""
    game, specs = _game_and_players(game_string, players)
    refuse_interactive(specs, "simulate")
    results = []
    with Progress(console=Console(stderr=True), disable=as_json or games < 10, transient=True) as bar:
        task = bar.add_task("simulating", total=games)
        for i in range(games):
            results.append(play_match(game, specs, seed + i))
            bar.advance(task)
    summary = summarize_matches(results, game.spec.cooperative)
    summary |= {"game": str(game), "players": specs, "seed": seed}
    if as_json:
        click.echo(json.dumps(summary, indent=1))
        return
    table = Table(title=f"{game}: {count(games, 'game')} from seed {seed}")
    for column in ("seat", "player", "wins", "win rate", "mean score", "mean rank"):
        table.add_column(column, justify="right", overflow="fold")
    for seat, row in enumerate(summary["seats"]):
        table.add_row(str(seat + 1), specs[seat], f"{row['wins']:g}", f"{row['win_rate']:.1%}",
                      f"{row['mean_score']:.2f}", f"{row['mean_rank']:.2f}")
    console.print(table)
    if "groups" in summary:
        console.print(_groups_table(summary["groups"], specs, game.spec.cooperative))
    console.print(f"mean game length: {summary['mean_length']:.1f} actions")
    if game.spec.cooperative:
        console.print("wins: games the team won (a cooperative game is won or lost together)")
    else:
        console.print("wins: a first place shared by k players counts as 1/k of a win")


def _groups_table(groups: dict[str, dict[str, Any]], specs: list[str], cooperative: bool) -> Table:
    """The results by the games' `outcome_groups`: the team's wins with a 95% Wilson interval
    in a cooperative game, each seat's win rate otherwise."""
    table = Table(title="by group (a game counts for each of its labels)")
    table.add_column("group", overflow="fold")
    table.add_column("games", justify="right")
    if cooperative:
        for column in ("team wins", "win rate", "95% interval"):
            table.add_column(column, justify="right")
    else:
        for seat, spec in enumerate(specs):
            table.add_column(f"{seat + 1} {spec}", justify="right", overflow="fold")
    for label, group in groups.items():
        games = group["games"]
        if cooperative:
            wins = group["wins"][0]
            low, high = wilson_interval(wins, games)
            cells = [f"{wins:g}", f"{wins / games:.1%}", f"{low:.0%}-{high:.0%}"]
        else:
            cells = [f"{rate:.1%}" for rate in group["win_rate"]]
        table.add_row(label, str(games), *cells)
    return table


@click.command("replay")
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--show", is_flag=True, help="Print the final position.")
def replay_command(path: Path, show: bool) -> None:
    """Re-run a game record and check every action and the final scores."""
    record = GameRecord.load(path)
    state = replay(record)
    status = "finished" if state.is_terminal() else "unfinished"
    click.echo(f"ok: {record.game}, seed {record.seed}, {count(len(record.actions), 'action')}, {status}")
    if show:
        click.echo(state.render(None))
    if state.is_terminal():
        _print_result(record.players, state.scores(), state.returns())


COMMANDS: list[click.Command] = [games_command, play_command, simulate_command, replay_command]
