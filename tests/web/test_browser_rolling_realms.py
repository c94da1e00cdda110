"""Rolling Realms in a real browser: a whole game against a random AI played by clicking the
board's `data-play` elements only (the realm cards, the dice, the resources), never the list
of notations; the realm cards drawn from `components()`, not from hand-written copies; and a
mark drawn in the box the observation's sheet binds it to, once the move is played."""

from __future__ import annotations

import random

import realmkit
from realmkit.games.rolling_realms.realms import REALMS

from .browser import create_in_lobby

OVER = "document.querySelector('#status').textContent === 'Game over'"


def board_plays(tab) -> list[str]:  # type: ignore[no-untyped-def]
    return tab.eval_on_selector_all("#board [data-play]", "bs => bs.map(b => b.dataset.play)")


def accessible(tab) -> None:  # type: ignore[no-untyped-def]
    """Every element of the board that plays is a button with a label, and the board fits its
    column (a phone's 390 px included)."""
    assert tab.eval_on_selector_all("#board [data-play]", "bs => bs.every(b => b.tagName === 'BUTTON' "
                                    "&& b.getAttribute('aria-label'))")
    assert tab.eval_on_selector("#board", "b => b.scrollWidth <= b.clientWidth")


MARKED = ("els => els.map(e => [e.closest('[data-realm]').dataset.realm, "
          "e.dataset.box || e.closest('[data-drawn]').dataset.drawn, e.title].join(' '))")


def marked(tab) -> set[str]:  # type: ignore[no-untyped-def]
    """The marked boxes (and drawn squares) of the viewer's cards: realm, box id, its looks."""
    return set(tab.eval_on_selector_all(".rr-cards .rr-marked", MARKED))


def press(tab, target, keyboard: bool) -> None:  # type: ignore[no-untyped-def]
    """Play a board element by a click, or by the keyboard: focus it, then Enter."""
    if keyboard:
        target.focus()
        tab.keyboard.press("Enter")
    else:
        target.click()


def test_every_realm_card_is_drawn_from_its_layout_file() -> None:
    cards = realmkit.load("rolling-realms(set=all)").components()["realms"]
    assert set(cards) == set(REALMS) and len(cards) == 68
    wingspan = cards["wingspan"]
    star = wingspan["parts"][0]["row"][0]["group"][1]["row"][2]
    assert star == {"id": "birds.0.squares.2", "box": ["star"]}
    assert wingspan["text"].startswith("USAGE:")
    euphoria = cards["euphoria"]["parts"][1]["row"][2]["group"][2]
    assert euphoria == {"id": "rewards_by_area_sum.2.reward", "label": "reward", "box": ["pumpkin/heart"]}
    assert realmkit.load("rolling-realms").components()["realms"].keys() == {
        realm.id for realm in realmkit.load("rolling-realms").realm_set}


def test_a_rolling_realms_game_against_ai_is_played_to_its_end_by_clicking_the_board(page) -> None:  # type: ignore[no-untyped-def]
    table = create_in_lobby(page, "rolling-realms", ["human", "random"])
    page.wait_for_selector(".rr-card")
    assert page.locator(".rr-card").count() == 3
    assert page.locator(".rr-dice .rr-die").count() == 2
    rng = random.Random(5)
    picked_first = keyed = False
    drawn_in_box = []
    for _ in range(600):
        page.wait_for_function(f"document.querySelector('#board [data-play]') || {OVER}")
        if page.inner_text("#status") == "Game over":
            break
        plays = board_plays(page)
        picks = [p for p in plays if p.startswith("use ") and " in " not in p]
        # Every legal move is on the board, and nothing else plays there.
        assert set(plays) - set(picks) == set(page.eval_on_selector_all(
            "#actions button[data-action]", "bs => bs.map(b => b.dataset.action)"))
        moves = page.locator("#log li").count()
        before = marked(page)
        accessible(page)
        if moves > 30:  # the rest of the game on a phone
            page.set_viewport_size({"width": 390, "height": 844})
        if picks and not picked_first:
            # A die first, then a realm card that takes it: the move's two parts.
            page.click(f"#board [data-play='{picks[0]}']")
            page.wait_for_selector(".rr-card.rr-target")
            page.locator(".rr-card.rr-target [data-play^='use ']").first.click()
            picked_first = True
        else:
            full = [p for p in plays if p not in picks]
            choice = "done" if "done" in full and rng.random() < 0.35 else rng.choice(
                [p for p in full if p != "done"] or full)
            press(page, page.locator(f"#board [data-play='{choice}']").first, keyboard=not keyed)
            keyed = True
        page.wait_for_function(f"document.querySelectorAll('#log li').length > {moves} || {OVER}")
        if not drawn_in_box and page.inner_text("#status") != "Game over":
            drawn_in_box = sorted(marked(page) - before)
            shown = [line.split(" ") for line in drawn_in_box]
            if shown and "." in shown[0][1]:  # a box of the layout: the one the sheet names
                view = page.evaluate(f"fetch('/api/tables/{table}').then(r => r.json())")
                observation = view["observation"]
                first = (observation["round"] - 1) * 3
                slot = observation["realms"][first:first + 3].index(shown[0][0])
                assert shown[0][1] in observation["sheets"][0][slot]["boxes"]
            else:
                drawn_in_box = []
    assert page.inner_text("#status") == "Game over"
    assert picked_first
    assert drawn_in_box, "no move drew its mark in a box of a realm card"
    assert page.locator(".rr-scores tr").count() == 3
    assert page.locator("#result tr[data-seat]").count() == 2
    # The replay draws the board of any step, with nothing to play.
    page.goto(f"/table/{table}?replay=1")
    page.wait_for_selector("#step")
    page.click("#back")
    page.wait_for_selector(".rr-card")
    assert page.locator("#board [data-play]").count() == 0
