"""What each view shows and how a move is made on it, in Chromium: two-click moves, the lifted
piece of a Rearrangement, the card just drawn, the keyboard, the rules at the table, a lost
connection."""

from __future__ import annotations

import random
from typing import Any

from .browser import create_in_lobby, legal, wait_for_turn


def act_at_random(page: Any, rng: random.Random, prefer: str = "") -> None:
    """Set a position up: one of this seat's legal actions, `prefer`red ones first."""
    actions = legal(page)
    chosen = [a for a in actions if prefer and a.startswith(prefer)] or actions
    moves = page.evaluate("current.moves")
    page.evaluate(f"act({chosen[rng.randrange(len(chosen))]!r})")
    page.wait_for_function(f"current.moves > {moves}")


def test_a_twelve_thieves_guard_moves_by_clicking_the_guard_then_a_palace(page: Any) -> None:
    create_in_lobby(page, "twelve-thieves", ["human", "random"])
    wait_for_turn(page)
    while page.evaluate("current.observation.phase") == "setup":
        wait_for_turn(page)
        if page.evaluate("current.observation.phase") != "setup":
            break
        palace = page.locator(".palace[data-play^='place guard']").first
        moves = page.evaluate("current.moves")
        palace.click()
        page.wait_for_function(f"current.moves > {moves}")
    wait_for_turn(page)
    guard = page.locator("#board .token.guard[data-play^='guard ']").first
    start = guard.get_attribute("data-play")
    guard.click()
    assert page.get_attribute(f"[data-play='{start}']", "aria-pressed") == "true"
    targets = page.locator("#board .palace.target")
    ends = {a.split(">")[1].split(" ")[0] for a in legal(page) if a.startswith(start)}
    assert {targets.nth(i).get_attribute("data-palace") for i in range(targets.count())} == ends
    targets.first.click()
    if page.locator("#choices:not([hidden])").count():
        page.locator("#choices [data-play]").first.click()
    mine = "[...document.querySelectorAll('#log li')].map(li => li.dataset.action)"
    page.wait_for_function(f"{mine}.some(a => a.startsWith('{start}'))")
    assert page.locator(".palace .token.chest").count() > 0 and page.locator(".hand .tcard").count() == 7
    page.click("#help summary")
    assert "Moving a neutral guard: 2 cards" in page.inner_text("#pieces")


def test_a_rearrangement_shows_the_lifted_piece_and_puts_it_back_by_a_click(page: Any) -> None:
    create_in_lobby(page, "realm", ["human", "random"], seed="4")
    rng = random.Random(4)
    for _ in range(200):
        wait_for_turn(page)
        if page.evaluate("(current.observation.in_hand || []).length"):
            break
        act_at_random(page, rng, prefer="rearrange")
    lifted = page.evaluate("current.observation.in_hand.map(h => h.from)")
    for square in lifted:
        assert page.locator(f"svg g.lifted[data-piece='{square}']").count() == 1
    assert page.locator(".hand-pieces .piece").count() == len(lifted)
    # One lifted piece starts selected; with several, the player clicks one first.
    if len(lifted) > 1:
        page.locator(".hand-pieces .piece").first.click()
    target = page.locator("#board .target[data-play]").first
    move = target.get_attribute("data-play")
    assert "=" in move and move.split("=")[0] in lifted
    target.click()
    page.wait_for_selector(f"#log li[data-action='{move}']")


def test_modern_first_turn_is_played_from_the_board_with_the_long_list_folded(page: Any) -> None:
    create_in_lobby(page, "realm-modern", ["human", "random"])
    page.wait_for_selector("#board [data-play]")
    assert page.inner_text("#count") == "672"
    assert not page.evaluate("document.getElementById('notation').open")
    assert page.locator("#board g[data-play]").count() == 8
    page.focus("[data-piece='b2']")
    page.keyboard.press("Enter")
    assert page.locator("#board .target[data-play^='b2-']").count() == 84
    page.focus("#board .target[data-play='b2-d1']")
    page.keyboard.press("Enter")
    page.wait_for_selector("#log li[data-action='b2-d1']")
    assert page.inner_text("#log li") == "Player 1 (you): b2-d1"
    page.click("#help summary")
    assert "Counter-Agent (C): " in page.inner_text("#pieces")


def test_fantasy_realms_marks_the_card_drawn_scores_the_hand_and_gives_every_card_text(page: Any) -> None:
    create_in_lobby(page, "fantasy-realms", ["human", "random", "random"],
                    options={"suits": "cursed-hoard", "cursed_items": "true", "promos": "true"})
    wait_for_turn(page)
    page.wait_for_selector(".running .score")
    assert page.inner_text(".running .score").startswith("Hand score: ")
    assert page.locator(".items .card.item .timing").count() == 3
    if page.locator("[data-card='deck'][data-play]").count() == 0:  # an item's option first
        page.locator(".moves [data-play]").first.click()
    hand = set(page.evaluate("current.observation.hand"))
    page.click("[data-card='deck'][data-play='draw']")
    page.wait_for_function(f"current.observation.hand.length > {len(hand)}")
    drawn = set(page.evaluate("current.observation.hand")) - hand
    assert set(page.eval_on_selector_all(".hand .card.drawn", "cs => cs.map(c => c.dataset.card)")) == drawn
    page.click("#help summary")
    glossary = page.inner_text("#pieces")
    assert "Dark Queen" in glossary and "Phoenix" in glossary and "Wishing Ring" in glossary
    assert "seven-card hand" in page.inner_text("#rules")


def test_a_lost_connection_is_shown_and_the_table_reconnects(page: Any) -> None:
    create_in_lobby(page, "realm-classic", ["human", "random"])
    page.wait_for_selector("#board [data-play]")
    assert page.is_hidden("#connection")
    page.evaluate("socket.close()")
    page.wait_for_selector("#connection", state="visible")
    assert page.is_visible("#reconnect")
    page.wait_for_selector("#connection", state="hidden")
    assert page.inner_text("#status") == "Your turn"
