"""The table in a real browser: Playwright driving Debian's Chromium against `realmkit serve`."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from .browser import create_in_lobby, legal, play_by_board
from .conftest import get, post


def test_a_fantasy_realms_game_against_ai_is_played_to_its_end_by_clicks_and_replays(page) -> None:  # type: ignore[no-untyped-def]
    table = create_in_lobby(page, "fantasy-realms", ["human", "random", "random"])
    play_by_board(page, seed=3)
    assert page.inner_text("#status") == "Game over"
    assert page.locator("#banner .ranks tr[data-seat]").count() == 3
    # The breakdowns come from the scorer API after the final view is drawn: wait for them.
    page.wait_for_function("document.querySelectorAll('.breakdown tr').length >= 3 * 8")
    assert page.locator(".breakdown tr").count() >= 3 * 8
    page.goto(f"/table/{table}?replay=1")
    page.wait_for_selector("#step")
    total = page.locator("#log li").count()
    page.click("#back")
    page.wait_for_function(f"document.querySelectorAll('#log li').length === {total - 1}")
    page.click("#first")
    page.wait_for_function("document.querySelectorAll('#log li').length === 0")
    assert page.get_attribute("#export", "href").startswith("blob:")


def test_a_realm_move_by_clicks_an_illegal_one_refused_and_reload_reconnects(page) -> None:  # type: ignore[no-untyped-def]
    create_in_lobby(page, "realm-classic", ["human", "random"])
    page.wait_for_selector("#actions button[data-action]")
    move = legal(page)[0]
    start = move.split("-")[0]
    page.click(f"[data-piece='{start}']")
    assert page.get_attribute(f"[data-piece='{start}']", "aria-pressed") == "true"
    # The destination (a square, or the piece standing there) now finishes the move.
    page.click(f"#board .target[data-play='{move}']")
    page.wait_for_selector(f"#log li[data-action='{move}']")
    assert page.locator("#log li").first.inner_text() == f"Player 1 (you): {move}"
    page.wait_for_selector("#actions button[data-action]")
    page.evaluate("act('a1-l12')")
    page.wait_for_function("document.querySelector('#error').textContent.includes('a1')")
    moves = page.locator("#log li").count()
    page.reload()
    page.wait_for_selector("#actions button[data-action]")
    assert page.inner_text("#who") == "you are Player 1"
    assert page.locator("#log li").count() == moves


def test_a_spectator_sees_moves_live_and_no_hand(page, base_url: str) -> None:  # type: ignore[no-untyped-def]
    made = post(base_url + "/api/tables", {"game": "fantasy-realms", "seats": ["human"] * 3})
    table, tokens = made["table"], made["tokens"]
    page.goto(f"/table/{table}")
    page.wait_for_selector("[data-card='deck']")
    assert page.inner_text("#who") == "spectator"
    for _ in range(4):
        views = [get(f"{base_url}/api/tables/{table}?token={tokens[str(s)]}") for s in range(3)]
        seat = views[0]["to_move"]
        post(f"{base_url}/api/tables/{table}/actions", {"token": tokens[str(seat)], "action": "draw"
                                                        if "draw" in views[seat]["legal_actions"]
                                                        else views[seat]["legal_actions"][-1]})
        moves = len(views[0]["log"]) + 1
        page.wait_for_function(f"document.querySelectorAll('#log li').length === {moves}")
        shown = page.eval_on_selector_all(".card[data-card]", "cs => cs.map(c => c.dataset.card)")
        views = [get(f"{base_url}/api/tables/{table}?token={tokens[str(s)]}") for s in range(3)]
        hands = {card for view in views for card in view["observation"]["hand"]}
        public = set(views[0]["observation"]["discard"]) | {c for known in views[0]["observation"]["known"]
                                                            for c in known}
        assert "deck" in shown and not set(shown) & (hands - public)
        assert page.locator(".hand").count() == 0 and page.locator("#actions button").count() == 0


def test_the_scorer_page_scores_a_cursed_hoard_hand_with_an_item(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("/scorer")
    page.select_option("#suits", "cursed-hoard")
    page.locator("#all [data-card='Genie']").click()
    page.locator("#all [data-card='King']").click()
    page.locator("#items button", has_text="Sarcophagus").click()
    page.fill("#players", "3")
    page.dispatch_event("#players", "change")
    hand = {"cards": ["Genie", "King"], "suits": "cursed-hoard", "players": 3, "items": ["Sarcophagus"]}
    expected = post(page.url.split("/scorer")[0] + "/api/fantasy-realms/score", hand)
    page.wait_for_function(f"document.getElementById('total').textContent === 'Total: {expected['total']}'")
    assert "Sarcophagus +5" in page.inner_text("#choices")


def test_the_scorer_page_says_which_suit_the_book_of_changes_gives(page) -> None:  # type: ignore[no-untyped-def]
    page.goto("/scorer")
    for card in ("Book of Changes", "King", "Queen", "Knights", "Swamp"):
        page.locator(f"#all [data-card='{card}']").click()
    page.wait_for_function("document.getElementById('choices').textContent.includes('becomes')")
    assert "Book of Changes: King becomes an Army" in page.inner_text("#choices")


def test_a_chosen_seed_is_refused_for_two_humans_and_no_page_shows_the_seed(page, browser_db: Path) -> None:  # type: ignore[no-untyped-def]
    page.goto("/")
    page.select_option("#game", "realm-classic")
    page.select_option("[data-seat='1']", "human")
    page.fill("#seed", "11")
    page.click("#create")
    page.wait_for_function("document.querySelector('#error').textContent.includes('drawn by the server')")
    page.fill("#seed", "")
    page.click("#create")
    page.wait_for_url("**/table/**")
    table = page.url.rsplit("/", 1)[1]
    page.wait_for_selector("#actions button[data-action]")
    with sqlite3.connect(browser_db) as connection:
        seed = connection.execute("SELECT seed FROM tables WHERE id = ?", (table,)).fetchone()[0]
    page.locator("#actions button[data-action]").first.click()
    page.wait_for_function("document.querySelectorAll('#log li').length > 0")
    assert page.locator("#log li").first.inner_text().startswith("Player 1")
    shown = [page.content()]
    page.goto("/")
    page.wait_for_selector(f"a[href='/table/{table}']")
    shown.append(page.content())
    assert not [html for html in shown if seed in html]
