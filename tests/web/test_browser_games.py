"""Each game's view played to its end against AI in Chromium by clicking the board's `data-play`
elements only, as a person does (never the list of notations), and read back as people read it:
the log names the movers, the banner gives the result."""

from __future__ import annotations

from typing import Any

import pytest

from .browser import create_in_lobby, play_by_board

GAMES = [
    ("fantasy-realms", {}, ["human", "random", "random"]),
    ("fantasy-realms", {"variant": "two-player", "suits": "cursed-hoard", "cursed_items": "true",
                        "promos": "true"}, ["human", "random"]),
    ("fantasy-realms", {"variant": "chaos"}, ["human", "random", "random"]),
    ("twelve-thieves", {"max_turns": "4"}, ["human", "random"]),
    ("twelve-thieves", {"variant": "tactical", "max_turns": "3"}, ["human", "random", "random"]),
    ("realm", {"bases": "11"}, ["human", "random"]),
    ("realm-modern", {"max_turns": "12"}, ["human", "random"]),
]


NAMES = [f"{game}({','.join(options)})" for game, options, _ in GAMES]


@pytest.mark.parametrize(("game", "options", "seats"), GAMES, ids=NAMES)
def test_a_game_is_played_to_its_end_by_clicking_the_board(page: Any, game: str, options: dict[str, str],
                                                           seats: list[str]) -> None:
    create_in_lobby(page, game, seats, options=options)
    page.wait_for_selector("#board [data-play], #status:text('To move')")
    clicks = play_by_board(page, seed=len(game))
    assert clicks > 0
    page.wait_for_selector("#banner:not([hidden]) .headline")
    outcome = page.evaluate("current.observation.outcome")
    headline = page.inner_text("#banner .headline")
    winners = outcome["winners"]
    if len(winners) == len(seats):
        assert headline == "Draw"
    else:
        assert headline == ("You won" if winners == [0] else "You won (shared)" if 0 in winners else "Defeat")
    assert page.locator("#banner .ranks tr[data-seat]").count() == len(seats)
    assert "null" not in page.inner_text("#banner")
    movers = page.eval_on_selector_all("#log .mover", "ms => ms.map(m => m.textContent)")
    assert "Player 1 (you): " in movers and "Player 2 (random): " in movers
