"""Reviews, the leaderboard and the challenge of the day in a real browser (Debian's Chromium)."""

from __future__ import annotations

from .browser import create_in_lobby

OVER = "document.querySelector('#status').textContent === 'Game over'"


def test_a_finished_game_is_reviewed_rated_and_the_challenge_opens(page) -> None:  # type: ignore[no-untyped-def]
    create_in_lobby(page, "fantasy-realms", ["human", "random", "random"])
    for _ in range(200):
        page.wait_for_function(f"document.querySelector('#actions button') || {OVER}")
        if page.evaluate(OVER):
            break
        moves = page.locator("#log li").count()
        page.locator("#actions button").first.click()
        page.wait_for_function(f"document.querySelectorAll('#log li').length > {moves}")
    assert page.evaluate(OVER)
    page.click("#review-ask")
    page.wait_for_selector("#review-body table.review tbody tr", timeout=120000)
    assert "fr-expert" in page.inner_text("#review-body")
    rows = page.eval_on_selector_all("#review-body tbody tr", "rs => rs.length")
    assert rows >= 10  # every move of the human seat, a take or draw and a discard a turn

    page.goto("/leaderboard")
    page.select_option("#game", "fantasy-realms")
    page.wait_for_function("document.querySelector('#ratings').textContent.includes('random (AI)')")
    assert "a guest" in page.inner_text("#ratings")

    page.click("#challenge-play")
    page.wait_for_url("**/table/**")
    page.wait_for_function("document.querySelector('#actions button') !== null")
    assert "Rolling Realms" in page.inner_text("header")
