"""12 Realms in a real browser: a whole game beside a random AI hero played by clicking the
board's `data-play` elements only (Dark Lords, heroes, Towns, map areas, creatures, Treasures,
Artifact Pieces, Adventure cards, the Confrontation dialog), never the list of notations; and
the maps and texts drawn from `components()`."""

from __future__ import annotations

import random

import realmkit

from .browser import create_in_lobby
from .test_browser_rolling_realms import OVER, accessible, board_plays, press


def test_the_components_give_every_map_creature_card_and_hero() -> None:
    game = realmkit.load("twelve-realms")
    pieces = game.components()
    content = game.content  # type: ignore[attr-defined]
    assert set(pieces["realms"]) == {realm.slug for realm in content.realms}
    oz = pieces["realms"]["oz"]
    assert oz["areas"][0] == {"area": "town", "name": "The Emerald City", "to": ["2", "3"]}
    assert oz["red"] == [35, 56] and oz["track"] == 70 and len(oz["pieces"]) == 3
    witch = pieces["kinds"]["wicked-witch"]
    assert witch["dark_lord"] and witch["powers"] == ["Summon 1 (Winged Monkeys)", "Dark Magic 1"]
    assert pieces["kinds"]["winged-monkeys"]["groups"] == [["charm", "gold"], ["magic"]]
    adventures = {slug: card for slug, card in pieces["cards"].items() if card["kind"] == "adventure"}
    assert adventures and all(card["text"] for card in adventures.values())
    assert pieces["heroes"]["siegfried"]["talents"]["swiftness"] == 5


def test_a_twelve_realms_game_beside_ai_is_played_to_its_end_by_clicking_the_board(page) -> None:  # type: ignore[no-untyped-def]
    table = create_in_lobby(page, "twelve-realms", ["human", "random"])
    rng = random.Random(3)
    dialogs = 0
    seen = set()
    for _ in range(800):
        page.wait_for_function(f"document.querySelector('#board [data-play]') || {OVER}")
        if page.inner_text("#status") == "Game over":
            break
        plays = board_plays(page)
        legal = page.eval_on_selector_all("#actions button[data-action]",
                                          "bs => bs.map(b => b.dataset.action)")
        # Every legal move is on the board (an area reached in several ways by its first part).
        assert {a.split(" with ")[0] for a in legal} <= set(plays)
        dialogs += page.locator(".tr-dialog[role='dialog']").count()
        moves = page.locator("#log li").count()
        accessible(page)
        if moves > 30:  # the rest of the game on a phone
            page.set_viewport_size({"width": 390, "height": 844})
        full = [p for p in plays if p in legal]
        busy = [p for p in full if p != "end"] or full
        choice = "end" if "end" in full and rng.random() < 0.3 else rng.choice(busy)
        if choice.startswith("move ") and any(a.startswith(choice + " with") for a in legal):
            # The area first, then the token to exploit: the move's two parts.
            page.locator(f"#board button.tr-areaname[data-play='{choice}']").first.click()
            page.wait_for_selector(".tr-paywith")
            tokens = page.locator(".tr-paywith [data-play]")
            tokens.nth(rng.randrange(tokens.count())).click()
            seen.add("two-part move")
        else:
            press(page, page.locator(f"#board [data-play='{choice}']").first, keyboard=not seen)
        seen.add(choice.split(" ")[0])
        page.wait_for_function(f"document.querySelectorAll('#log li').length > {moves} || {OVER}")
    assert page.inner_text("#status") == "Game over"
    assert {"hero", "town", "move", "two-part move", "confront"} <= seen
    assert dialogs  # a Confrontation was drawn as a dialog
    assert page.locator(".tr-outcome").count() == 1
    # The replay draws the board of any step, with nothing to play.
    page.goto(f"/table/{table}?replay=1")
    page.wait_for_selector("#step")
    page.click("#back")
    page.wait_for_selector(".tr-map")
    assert page.locator("#board [data-play]").count() == 0
