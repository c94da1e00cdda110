"""The JSON API: create, act, read, join, record, replay; every refusal changes nothing."""

from __future__ import annotations

from fastapi.testclient import TestClient

import realmkit
from realmkit.core.record import GameRecord, replay
from realmkit.web.app import create_app

from .conftest import NO_PAUSE, my_turn, wait_for


def new_table(client: TestClient, game: str, seats: list[str], **extra: object) -> dict:
    answer = client.post("/api/tables", json={"game": game, "seats": seats, **extra})
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_a_game_against_ai_is_played_to_its_end_and_its_record_replays(client: TestClient) -> None:
    made = new_table(client, "fantasy-realms", ["human", "random", "random"], seed=7)
    table, token = made["table"], made["tokens"]["0"]
    assert set(made["tokens"]) == {"0"}
    while True:
        view = my_turn(client, table, token)
        if view["over"]:
            break
        move = {"token": token, "action": view["legal_actions"][0]}
        answer = client.post(f"/api/tables/{table}/actions", json=move)
        assert answer.status_code == 200, answer.text
    assert sorted(view["result"]["ranks"])[0] == 1
    record = client.get(f"/api/tables/{table}/record").json()
    assert record["seed"] == 7 and record["actions"] == [entry["action"] for entry in view["log"]]
    assert replay(GameRecord.from_dict(record)).scores() == view["result"]["scores"]
    step = client.get(f"/api/tables/{table}/replay/3").json()
    assert step["log"] == view["log"][:3] and step["steps"] == len(view["log"])
    assert client.get("/api/tables").json() == {"open": [], "playing": []}
    assert [entry["table"] for entry in client.get("/api/archive").json()["tables"]] == [table]


def test_a_spectator_sees_no_legal_actions_and_the_seat_sees_its_own(client: TestClient) -> None:
    made = new_table(client, "realm-classic", ["human", "human"])
    table = made["table"]
    spectator = client.get(f"/api/tables/{table}").json()
    seat = client.get(f"/api/tables/{table}", params={"token": made["tokens"]["0"]}).json()
    assert spectator["you"] is None and spectator["legal_actions"] == []
    assert seat["you"] == 0 and seat["legal_actions"]


def refused(client: TestClient, table: str, token: str, body: dict, status: int, words: str) -> None:
    before = client.get(f"/api/tables/{table}", params={"token": token}).json()
    answer = client.post(f"/api/tables/{table}/actions", json=body)
    assert answer.status_code == status, answer.text
    assert words in answer.json()["error"]
    assert client.get(f"/api/tables/{table}", params={"token": token}).json() == before


def test_bad_actions_and_tokens_are_refused_and_change_nothing(client: TestClient) -> None:
    made = new_table(client, "realm-classic", ["human", "human"])
    table, first, second = made["table"], made["tokens"]["0"], made["tokens"]["1"]
    refused(client, table, first, {"token": first, "action": "b2-b3"}, 422, "b2-b3")
    refused(client, table, first, {"token": first, "action": "no such move"}, 422, "")
    refused(client, table, first, {"token": second, "action": "b2-b5"}, 409, "seat 0's turn")
    refused(client, table, first, {"token": "guess", "action": "b2-b5"}, 403, "no seat")
    refused(client, table, first, {"token": first, "action": 5}, 422, "action")
    refused(client, table, first, {"token": first, "action": "x" * 20000}, 413, "too large")
    assert client.get(f"/api/tables/{table}", params={"token": "guess"}).status_code == 403
    assert client.get("/api/tables/nothing").status_code == 404


def test_bad_tables_are_refused_with_what_is_allowed(client: TestClient) -> None:
    cases = [
        ({"game": "no-such-game", "seats": ["human", "human"]}, "unknown game"),
        ({"game": "realm-classic(speed=3)", "seats": ["human", "human"]}, "no option 'speed'"),
        ({"game": "realm-classic", "seats": ["human"]}, "played by 2 players"),
        ({"game": "realm-classic", "seats": ["human", "wizard"]}, "unknown agent"),
        ({"game": "realm-classic", "seats": ["human", "random"], "seed": -1}, "seed"),
        ({"game": "realm-classic", "seats": ["human", "random"], "open": [1]}, "open"),
    ]
    for body, words in cases:
        answer = client.post("/api/tables", json=body)
        assert answer.status_code in (400, 422), answer.text
        assert words in answer.json()["error"], answer.json()
    assert client.get("/api/tables").json() == {"open": [], "playing": []}


def test_options_that_read_files_are_refused_from_the_web(client: TestClient, tmp_path) -> None:
    position = tmp_path / "position.json"
    position.write_text("{}")
    body = {"game": f"realm-classic(setup={position})", "seats": ["human"] * 2}
    answer = client.post("/api/tables", json=body)
    assert answer.status_code == 400
    assert "reads a file" in answer.json()["error"]
    options = {g["id"]: [o["name"] for o in g["options"]] for g in client.get("/api/games").json()["games"]}
    assert "setup" not in options["realm-classic"] and "placement" in options["realm-classic"]


def test_an_open_seat_is_joined_once(client: TestClient) -> None:
    made = new_table(client, "realm-classic", ["human", "human"], open=[1])
    table = made["table"]
    assert set(made["tokens"]) == {"0"}
    assert [e["table"] for e in client.get("/api/tables").json()["open"]] == [table]
    token = client.post(f"/api/tables/{table}/join", json={"seat": 1}).json()["token"]
    assert client.get(f"/api/tables/{table}", params={"token": token}).json()["you"] == 1
    again = client.post(f"/api/tables/{table}/join", json={"seat": 1})
    assert again.status_code == 409 and "already taken" in again.json()["error"]
    assert client.post(f"/api/tables/{table}/join", json={"seat": 0}).status_code == 409


def test_a_restarted_server_resumes_every_table_where_it_was(db_url: str) -> None:
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        made = new_table(client, "twelve-thieves", ["human", "greedy", "random"])
        table, token = made["table"], made["tokens"]["0"]
        for _ in range(4):
            view = my_turn(client, table, token)
            move = {"token": token, "action": view["legal_actions"][-1]}
            client.post(f"/api/tables/{table}/actions", json=move)
        before = my_turn(client, table, token)
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        after = client.get(f"/api/tables/{table}", params={"token": token}).json()
        assert after == before and len(after["log"]) >= 4


def test_the_websocket_sends_each_change_to_a_spectator(client: TestClient) -> None:
    made = new_table(client, "realm-classic", ["human", "human"])
    table, token = made["table"], made["tokens"]["0"]
    with client.websocket_connect(f"/ws/tables/{table}") as socket:
        first = socket.receive_json()
        assert first["moves"] == 0 and first["you"] is None
        move = client.get(f"/api/tables/{table}", params={"token": token}).json()["legal_actions"][0]
        client.post(f"/api/tables/{table}/actions", json={"token": token, "action": move})
        second = socket.receive_json()
        assert second["log"] == [{"seat": 0, "action": move}] and second["legal_actions"] == []
    with client.websocket_connect(f"/ws/tables/{table}?token={token}") as socket:
        assert socket.receive_json()["you"] == 0


def test_ai_seats_play_against_each_other_to_the_end(client: TestClient) -> None:
    table = new_table(client, "realm-classic(max_turns=6)", ["random", "random"])["table"]
    view = wait_for(lambda: (v := client.get(f"/api/tables/{table}").json())["over"] and v)
    assert view["result"]["ranks"]


def test_the_api_is_described_by_openapi_and_the_docs_page_needs_no_cdn(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/tables", "/api/tables/{table_id}", "/api/tables/{table_id}/actions",
            "/api/tables/{table_id}/record"} <= set(paths)
    for page in ("/", "/docs", "/scorer", "/table/x"):
        html = client.get(page).text
        assert "<script" in html and "http://" not in html and "https://" not in html


def test_a_table_gives_its_public_components_and_an_unknown_table_is_refused(client: TestClient) -> None:
    table = new_table(client, "fantasy-realms", ["human", "random", "random"])["table"]
    answer = client.get(f"/api/tables/{table}/components")
    assert answer.status_code == 200
    assert answer.json() == realmkit.load("fantasy-realms").components()
    assert client.get("/api/tables/no-such-table/components").status_code == 404
