"""Driving a table in the browser as a person does: create it in the lobby, then play by
clicking the board's `data-play` elements (never the list of notations)."""

from __future__ import annotations

import json
import random
from typing import Any

YOUR_TURN = "Your turn"
GAME_OVER = "Game over"
# Elements a person clicks to move, in the order a move is finished: the choices a click left
# open, then the targets of a selected first part, then anything that plays or starts a move.
CHOICES = "#choices:not([hidden]) [data-play]"
TARGETS = "#board .target[data-play]"
PLAYS = "#board [data-play]"


def create_in_lobby(page: Any, game: str, seats: list[str], seed: str | None = "11",
                    options: dict[str, str] | None = None) -> str:
    """A table made from the lobby's form; the page is then at the table. Returns its id."""
    page.goto("/")
    page.select_option("#game", game)
    for name, value in (options or {}).items():
        field = page.locator(f"#options [data-option='{name}']")
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        elif field.get_attribute("type") == "checkbox":
            field.set_checked(value == "true")
        else:
            field.fill(value)
    page.fill("#count", str(len(seats)))
    page.press("#count", "Tab")  # the browser's own change event, once: it redraws the seats
    for seat, player in enumerate(seats):
        page.select_option(f"[data-seat='{seat}']", player)
    if seed is not None:
        page.fill("#seed", seed)
    page.click("#create")
    page.wait_for_url("**/table/**")
    return page.url.rsplit("/", 1)[1]


def legal(page: Any) -> list[str]:
    return page.eval_on_selector_all("#actions button[data-action]", "bs => bs.map(b => b.dataset.action)")


def wait_for_turn(page: Any) -> str:
    """Wait until it is this seat's turn or the game is over; the status then."""
    status = "document.getElementById('status').textContent"
    page.wait_for_function(f"['{YOUR_TURN}', '{GAME_OVER}'].includes({status})")
    return page.inner_text("#status")


SIGNATURE = ("[current.moves, document.getElementById('choices').hidden,"
             " document.querySelector('#board [aria-pressed=true]')?.getAttribute('data-play') || '',"
             " document.getElementById('error').textContent].join('|')")
"""What a click changes: the moves played, the choices shown, the first part selected, an error."""


def play_by_board(page: Any, seed: int, clicks: int = 3000) -> int:
    """Play this seat's moves to the end of the game by clicking, at random, the board's
    elements that play a move or finish the one begun; the number of clicks."""
    rng = random.Random(seed)
    for click in range(clicks):
        if wait_for_turn(page) == GAME_OVER:
            return click
        for selector in (CHOICES, TARGETS, PLAYS):
            found = page.locator(selector)
            if found.count():
                break
        else:
            raise AssertionError(f"nothing on the board plays any of {legal(page)}")
        before = page.evaluate(SIGNATURE)
        found.nth(rng.randrange(found.count())).click()
        page.wait_for_function(f"{SIGNATURE} !== {json.dumps(before)}")
        assert page.inner_text("#error") == "", page.inner_text("#error")
    raise AssertionError(f"the game was not over after {clicks} clicks")
