"""`realmkit score-hand`: the score of a Fantasy Realms hand, card by card."""

from __future__ import annotations

import json

import click

from realmkit.games.fantasy_realms.score_hand import HandError
from realmkit.games.fantasy_realms.score_hand import score_hand as score


@click.command("score-hand")
@click.argument("cards", nargs=-1, required=True)
@click.option("--choose", "choose", multiple=True, metavar="CARD=VALUE",
              help="A choice: Mirage=Rainstorm, Doppelganger=Basilisk, Island=Swamp, Necromancer=Knights, "
                   "Angel=King, 'Book of Changes=Bell Tower:Leader'. Choices left open are chosen for the "
                   "highest total.")
@click.option("--suits", type=click.Choice(["base", "cursed-hoard"]), default="base", show_default=True,
              help="cursed-hoard: The Cursed Hoard's new suits (15 new cards, 8 replacement cards).")
@click.option("--promos", is_flag=True, help="The promo cards: Jester, Phoenix and 'Phoenix (Promo)'.")
@click.option("--players", type=int, default=None, help="The number of players (Genie, Spyglass).")
@click.option("--discard", multiple=True, metavar="CARD",
              help="A card of the discard area (the Undead read it; the Necromancer takes from it).")
@click.option("--item", "items", multiple=True, metavar="ITEM", help="A face-down Cursed Item.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object: total, choices, cards.")
def score_hand(cards: tuple[str, ...], choose: tuple[str, ...], suits: str, promos: bool, players: int | None,
               discard: tuple[str, ...], items: tuple[str, ...], as_json: bool) -> None:
    """Score a Fantasy Realms hand: CARD ... are card names (quote names with spaces)."""
    choices: dict[str, str] = {}
    for item in choose:
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or not value.strip():
            raise click.UsageError(f"--choose {item!r}: write CARD=VALUE, e.g. --choose Mirage=Rainstorm")
        if key.strip() in choices:
            raise click.UsageError(f"--choose {key.strip()} is given twice")
        choices[key.strip()] = value.strip()
    try:
        result = score(list(cards), choices, suits=suits, promos=promos, players=players,
                       discard=list(discard), items=list(items))
    except HandError as error:
        raise click.UsageError(str(error)) from None
    if as_json:
        click.echo(json.dumps(result))
        return
    for line in result["cards"]:
        name = line["card"] if line["card"] == line["name"] else f"{line['card']} as {line['name']}"
        notes = [word for word, on in (("BLANKED", line["blanked"]), ("cleared", line["cleared"])) if on]
        click.echo(f"{name:<32} {line['suit'] or '-':<9} base {line['base']:>3}  bonus {line['bonus']:>4}  "
                   f"penalty {line['penalty']:>4}  = {line['total']:>4}  {' '.join(notes)}".rstrip())
    for line in result.get("items", []):
        click.echo(f"{line['item']:<32} {'item':<9} {'':>37}= {line['value']:>4}")
    if "set_aside" in result:
        click.echo("Set aside (a hand keeps its best nine cards): " + ", ".join(result["set_aside"]))
    for key, value in result["choices"].items():
        shown = (f"{value['target']} becomes {'an' if value['suit'][0] in 'AEIOU' else 'a'} {value['suit']}"
                 if isinstance(value, dict) else value)
        click.echo(f"{key}: {shown}")
    click.echo(f"Total: {result['total']}")


COMMANDS = [score_hand]
