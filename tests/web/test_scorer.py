"""The Fantasy Realms scorer API behind the scorer page and the end-of-game breakdown."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

import realmkit
from realmkit.games.fantasy_realms.score_hand import score_hand


def test_the_scorer_gives_the_breakdown_and_best_choices(client: TestClient) -> None:
    hand = ["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire", "Mirage"]
    answer = client.post("/api/fantasy-realms/score", json={"cards": hand})
    assert answer.status_code == 200
    assert answer.json() == score_hand(hand)
    assert [line["card"] for line in answer.json()["cards"]] == hand
    assert len(client.get("/api/fantasy-realms/cards").json()) == 53


def test_the_scorer_refuses_an_unknown_card_and_an_oversized_hand(client: TestClient) -> None:
    unknown = client.post("/api/fantasy-realms/score", json={"cards": ["Mountain", "Dragonn"]})
    assert unknown.status_code == 422 and "Dragonn" in unknown.json()["error"]
    assert client.post("/api/fantasy-realms/score", json={"cards": ["Mountain"] * 13}).status_code == 422


def test_the_breakdown_shown_at_the_end_adds_up_to_the_game_score() -> None:
    """The table's end screen scores each revealed hand with the scorer: it must agree with the game."""
    for variant, players in (("base", 3), ("two-player", 2), ("chaos", 4)):
        for seed in range(8):
            state = realmkit.load(f"fantasy-realms(variant={variant})").new_state(players, seed)
            rng = random.Random(seed)
            while not state.is_terminal():
                state.apply(rng.choice(state.legal_actions()))
            end = state.observation(None)
            assert [score_hand(hand)["total"] for hand in end["hands"]] == end["scores"]


def test_the_scorer_takes_the_cursed_hoard_the_promos_and_the_items(client: TestClient) -> None:
    hoard = client.get("/api/fantasy-realms/cards", params={"suits": "cursed-hoard", "promos": True}).json()
    assert len(hoard) == 68 + 2 and "Genie" in {c["name"] for c in hoard}
    assert len(client.get("/api/fantasy-realms/items").json()) == 24
    hand = {"cards": ["Genie", "King", "Queen", "Knights", "Swamp", "Candle", "Forest", "Rangers"],
            "suits": "cursed-hoard", "players": 4, "items": ["Sarcophagus"]}
    answer = client.post("/api/fantasy-realms/score", json=hand)
    assert answer.status_code == 200
    assert answer.json() == score_hand(hand["cards"], suits="cursed-hoard", players=4, items=["Sarcophagus"])
    assert answer.json()["items"] == [{"item": "Sarcophagus", "value": 5}]
    refused = client.post("/api/fantasy-realms/score", json={"cards": ["Genie", "King"]})
    assert refused.status_code == 422 and "suits" in refused.json()["error"]
    assert client.post("/api/fantasy-realms/score", json={**hand, "players": 9}).status_code == 422


def test_the_scorer_reads_numbers_and_flags_only_with_their_own_types(client: TestClient) -> None:
    for change in ({"players": True}, {"players": "3"}, {"players": 3.0}, {"promos": "yes"}, {"promos": 1},
                   {"cards": "Mountain"}, {"hand": []}):
        answer = client.post("/api/fantasy-realms/score", json={"cards": ["Mountain"], **change})
        assert answer.status_code == 422 and list(answer.json()) == ["error"], answer.text
