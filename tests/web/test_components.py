"""`Game.components()`: the public pieces the browser views draw, with the game's options, and
served per table."""

from __future__ import annotations

import json
from importlib import resources

from fastapi.testclient import TestClient

import realmkit

from .test_api import new_table

DATA = resources.files("realmkit.games.fantasy_realms.components")
HOARD = json.loads(DATA.joinpath("cursed_hoard.json").read_text("utf-8"))


def names(game: str) -> list[str]:
    return [card["name"] for card in realmkit.load(game).components()["cards"]]


def test_fantasy_realms_gives_every_card_in_play_with_its_printed_text() -> None:
    base = realmkit.load("fantasy-realms").components()
    assert len(base["cards"]) == 53 and {c["set"] for c in base["cards"]} == {"base"} and base["items"] == []
    king = next(c for c in base["cards"] if c["name"] == "King")
    assert (king["suit"], king["strength"]) == ("Leader", 8) and "Army" in king["bonus"]
    # The Cursed Hoard: 15 new cards and 8 printed anew, which replace the base cards of their name.
    hoard = realmkit.load("fantasy-realms(suits=cursed-hoard)").components()["cards"]
    assert len(hoard) == 53 + len(HOARD["new_cards"]) == len({c["name"] for c in hoard}) == 68
    printed_anew = len(HOARD["new_cards"]) + len(HOARD["replacement_cards"])
    assert sum(c["set"] == "The Cursed Hoard" for c in hoard) == printed_anew
    assert {c["name"] for c in hoard if c["set"] == "The Cursed Hoard"} >= {"Dark Queen", "Bell Tower"}
    assert set(names("fantasy-realms(promos=true)")) - set(names("fantasy-realms")) == {"Jester", "Phoenix"}
    assert "Phoenix (Promo)" in names("fantasy-realms(promos=true,phoenix=promo)")


def test_fantasy_realms_gives_the_cursed_items_with_their_timing_and_text_only_when_played() -> None:
    items = realmkit.load("fantasy-realms(cursed_items=true)").components()["items"]
    assert [i["name"] for i in items] == [i["name"] for i in HOARD["cursed_items"]]
    assert all(i["timing"] and i["text"] and isinstance(i["value"], int) for i in items)
    assert realmkit.load("fantasy-realms(suits=cursed-hoard)").components()["items"] == []


def test_twelve_thieves_gives_the_box() -> None:
    box = realmkit.load("twelve-thieves").components()
    assert [p["palace"] for p in box["palaces"]] == [1, 2, 3, 4, 5, 6]
    assert all(p["chests"] == [4, 5, 6, 7] and p["guard_squares"] == 4 for p in box["palaces"])
    assert box["chests_to_win"] == {"2": 6, "3": 5, "4": 4} and box["dancers"] == 8 and box["thieves"] == 12
    costs = {a["action"]: a["cost"] for a in box["actions"]}
    assert costs["Moving a neutral guard"].startswith("2 cards") and len(costs) == 4


def test_a_table_serves_its_games_components(client: TestClient) -> None:
    for game, seats in (("twelve-thieves", 2), ("fantasy-realms(cursed_items=true,suits=cursed-hoard)", 3)):
        table = new_table(client, game, ["human"] + ["random"] * (seats - 1))["table"]
        assert client.get(f"/api/tables/{table}/components").json() == realmkit.load(game).components()


def test_realm_and_modern_realm_give_their_pieces_with_the_rulebooks_text() -> None:
    featured = {p["kind"]: p["text"] for p in realmkit.load("realm").components()["pieces"]}
    assert set(featured) == {"base", "power", "enforcer"} and "quarter-turn" in featured["enforcer"]
    modern = {p["kind"]: p["text"] for p in realmkit.load("realm-modern").components()["pieces"]}
    assert set(modern) == {"agent", "counter-agent", "hq"}
    assert "always captures" in modern["counter-agent"] and "never move" in modern["hq"]
