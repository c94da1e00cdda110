"""Ratings, reviews and Rolling Realms' challenge of the day, through the API."""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select

from realmkit.web.db import TableRow

from .conftest import my_turn, wait_for

KEY = "k" * 20


def new_table(client: TestClient, game: str, seats: list[str], **extra: object) -> dict[str, Any]:
    answer = client.post("/api/tables", json={"game": game, "seats": seats, **extra})
    assert answer.status_code == 200, answer.text
    return answer.json()


def play_out(client: TestClient, table: str, token: str, seed: int = 0) -> dict[str, Any]:
    """Play the human seat with random legal moves until the game is over."""
    rng = random.Random(seed)
    while True:
        view = my_turn(client, table, token)
        if view["over"]:
            return view
        answer = client.post(f"/api/tables/{table}/actions",
                             json={"token": token, "action": rng.choice(view["legal_actions"])})
        assert answer.status_code == 200, answer.text


def finished(client: TestClient, table: str) -> dict[str, Any]:
    return wait_for(lambda: (v := client.get(f"/api/tables/{table}").json())["over"] and v, 60)


def test_ai_players_are_rated_by_their_spec_from_finished_games(client: TestClient) -> None:
    for seed in (1, 2, 3):
        finished(client, new_table(client, "twelve-thieves", ["greedy", "random"], seed=seed)["table"])
    board = client.get("/api/leaderboard/twelve-thieves").json()["ratings"]
    assert {r["name"] for r in board} == {"greedy (AI)", "random (AI)"}
    assert all(r["games"] == 3 for r in board)
    assert board[0]["rating"] > 1500 > board[1]["rating"] and board[0]["wins"] >= 2
    missing = client.get("/api/leaderboard/chess")
    assert missing.status_code == 404 and "fantasy-realms" in missing.json()["error"]


def test_a_person_reviews_their_own_moves_once_the_game_is_over(client: TestClient) -> None:
    made = new_table(client, "twelve-thieves", ["human", "random"], seed=4, name="Ann", key=KEY)
    table, token = made["table"], made["tokens"]["0"]
    early = client.get(f"/api/tables/{table}/review", params={"token": token})
    assert early.status_code == 409 and "over" in early.json()["error"]
    play_out(client, table, token)
    assert client.get(f"/api/tables/{table}/review").status_code == 403
    review = client.get(f"/api/tables/{table}/review", params={"token": token}).json()
    assert review["reviewer"].startswith("mcts") and review["moves"]
    assert {m["seat"] for m in review["moves"]} == {0}
    assert all(m["gain"] == 0 for m in review["moves"] if m["played"] == m["suggested"])
    board = client.get("/api/leaderboard/twelve-thieves").json()["ratings"]
    assert {r["name"] for r in board} == {"Ann", "random (AI)"}


def test_everyone_plays_the_same_challenge_of_the_day_and_the_finished_are_ranked(client: TestClient) -> None:
    today = client.get("/api/challenge").json()
    assert today["game"].startswith("rolling-realms(realms=") and today["leaderboard"] == []
    first = client.post("/api/challenge", json={"name": "Ann", "key": KEY}).json()
    second = client.post("/api/challenge", json={}).json()
    sessions = client.app.state.service.sessions  # type: ignore[attr-defined]
    with sessions() as session:
        rows = {row.id: row for row in session.scalars(select(TableRow))}
    assert rows[first["table"]].seed == rows[second["table"]].seed
    assert rows[first["table"]].game == today["game"] and rows[first["table"]].private
    listed = client.get("/api/tables").json()
    assert first["table"] not in str(listed)
    play_out(client, first["table"], first["tokens"]["0"])
    board = client.get("/api/challenge").json()["leaderboard"]
    assert [row["name"] for row in board] == ["Ann"] and board[0]["stars"] >= 0
    refused = client.post("/api/challenge", json={"name": "Ann"})
    assert refused.status_code == 422 and "key" in refused.json()["error"]


def test_no_person_takes_the_name_an_ai_is_rated_under(client: TestClient) -> None:
    answer = client.post("/api/tables", json={"game": "twelve-thieves", "seats": ["human", "random"],
                                              "name": "mcts (AI)", "key": KEY})
    assert answer.status_code == 422 and "AI players" in answer.json()["error"]
