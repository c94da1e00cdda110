"""Names without accounts, seat links (invitations, a seat taken to another device), private
tables and the chat; every refusal has the one shape and changes nothing."""

from __future__ import annotations

from fastapi.testclient import TestClient

from realmkit.web.app import create_app

from .conftest import NO_PAUSE, wait_for

ALICE = {"name": "Alice", "key": "alice-browser-key-0001"}
BOB = {"name": "Bob", "key": "bob-browser-key-000002"}


def create(client: TestClient, **body: object) -> dict:
    answer = client.post("/api/tables", json={"game": "realm-classic", "seats": ["human", "human"], **body})
    assert answer.status_code == 200, answer.text
    return answer.json()


def refused(client: TestClient, method: str, path: str, body: dict, status: int, words: str) -> dict:
    """The answer to a request that must be refused: its status, the one shape, its words."""
    answer = client.request(method, path, json=body)
    assert answer.status_code == status, answer.text
    assert list(answer.json()) == ["error"] and words in answer.json()["error"], answer.json()
    return answer.json()


def test_a_name_is_held_by_the_browser_key_that_first_used_it(client: TestClient) -> None:
    made = create(client, open=[1], **ALICE)
    table = made["table"]
    view = client.get(f"/api/tables/{table}").json()
    assert [s["name"] for s in view["seats"]] == ["Alice", None]
    lobby = client.get("/api/tables").json()["open"]
    assert lobby[0]["names"] == ["Alice", None]
    before = client.get(f"/api/tables/{table}").json()
    refused(client, "POST", f"/api/tables/{table}/join", {"seat": 1, "name": "alice", "key": BOB["key"]}, 409,
            "held by another browser")
    refused(client, "POST", f"/api/tables/{table}/join", {"seat": 1, "name": "Bob"}, 422, "key")
    refused(client, "POST", f"/api/tables/{table}/join", {"seat": 1, "name": "B\nob", "key": BOB["key"]}, 422,
            "name")
    refused(client, "POST", f"/api/tables/{table}/join", {"seat": 1, **BOB, "key": "short"}, 422, "key")
    assert client.get(f"/api/tables/{table}").json() == before
    joined = client.post(f"/api/tables/{table}/join", json={"seat": 1, **BOB}).json()
    assert set(joined) == {"table", "seat", "token", "link"}
    assert [s["name"] for s in client.get(f"/api/tables/{table}").json()["seats"]] == ["Alice", "Bob"]
    again = create(client, seats=["human", "random"], **ALICE)  # the same key keeps its name
    assert client.get(f"/api/tables/{again['table']}").json()["seats"][0]["name"] == "Alice"


def test_an_invitation_link_takes_its_open_seat_once_and_a_seat_moves_to_another_device(
        client: TestClient) -> None:
    made = create(client, open=[1], **ALICE)
    table, host = made["table"], made["tokens"]["0"]
    assert set(made["links"]) == {"0", "1"}
    invited = client.post(f"/api/tables/{table}/claim", json={"link": made["links"]["1"], **BOB}).json()
    assert invited["seat"] == 1
    assert client.get(f"/api/tables/{table}", params={"token": invited["token"]}).json()["you"] == 1
    # The invitation is spent: the host cannot take the seat back with it.
    refused(client, "POST", f"/api/tables/{table}/claim", {"link": made["links"]["1"]}, 403, "no seat")
    # Alice's phone is lost: her seat's link gives it to her laptop; the phone's token stops working.
    laptop = client.post(f"/api/tables/{table}/claim", json={"link": made["links"]["0"]}).json()
    assert laptop["seat"] == 0 and laptop["link"] != made["links"]["0"]
    assert client.get(f"/api/tables/{table}", params={"token": laptop["token"]}).json()["you"] == 0
    assert client.get(f"/api/tables/{table}", params={"token": host}).status_code == 403
    move = client.get(f"/api/tables/{table}", params={"token": laptop["token"]}).json()["legal_actions"][0]
    refused(client, "POST", f"/api/tables/{table}/actions", {"token": host, "action": move}, 403, "no seat")
    played = client.post(f"/api/tables/{table}/actions", json={"token": laptop["token"], "action": move})
    assert played.status_code == 200
    assert client.get(f"/api/tables/{table}").json()["seats"][0]["name"] == "Alice"


def test_a_private_table_is_listed_nowhere_and_its_seats_are_taken_only_by_link(client: TestClient) -> None:
    made = create(client, open=[1], private=True)
    table = made["table"]
    assert client.get("/api/tables").json() == {"open": [], "playing": []}
    refused(client, "POST", f"/api/tables/{table}/join", {"seat": 1}, 403, "invitation links")
    assert client.get(f"/api/tables/{table}").json()["seats"][1]["open"]
    claimed = client.post(f"/api/tables/{table}/claim", json={"link": made["links"]["1"]})
    assert claimed.status_code == 200 and not client.get(f"/api/tables/{table}").json()["seats"][1]["open"]
    assert client.get(f"/api/tables/{table}").json()["private"] is True
    finished = create(client, game="realm-classic(max_turns=1)", seats=["random", "random"], private=True)
    public = create(client, game="realm-classic(max_turns=1)", seats=["random", "random"])
    for made in (finished, public):
        wait_for(lambda made=made: client.get(f"/api/tables/{made['table']}").json()["over"])
    listed = client.get("/api/archive").json()
    assert [entry["table"] for entry in listed["tables"]] == [public["table"]] and listed["total"] == 1


def test_the_chat_is_plain_text_of_the_seats_kept_per_table_and_after_a_restart(db_url: str) -> None:
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        made = create(client, **ALICE)
        other = create(client)
        table, token = made["table"], made["tokens"]["0"]
        text = "<b>good luck</b> & have fun"
        said = client.post(f"/api/tables/{table}/chat", json={"token": token, "text": text}).json()["chat"]
        assert [(m["seat"], m["name"], m["text"]) for m in said] == [(0, "Alice", text)]
        before = client.get(f"/api/tables/{table}").json()
        assert before["chat"] == said
        for body, status, words in [({"token": token, "text": "x" * 301}, 422, "1 to 300"),
                                    ({"token": token, "text": "   "}, 422, "1 to 300"),
                                    ({"token": token, "text": "two\nlines"}, 422, "plain text"),
                                    ({"token": "", "text": "hi"}, 403, "spectators read it"),
                                    ({"token": other["tokens"]["0"], "text": "hi"}, 403, "no seat"),
                                    ({"token": token, "text": 5}, 422, "text")]:
            refused(client, "POST", f"/api/tables/{table}/chat", body, status, words)
        assert client.get(f"/api/tables/{table}").json() == before
        assert client.get(f"/api/tables/{other['table']}").json()["chat"] == []
        with client.websocket_connect(f"/ws/tables/{table}") as live:
            assert live.receive_json()["chat"] == said
            client.post(f"/api/tables/{table}/chat", json={"token": made["tokens"]["1"], "text": "thanks"})
            assert [m["text"] for m in live.receive_json()["chat"]] == [text, "thanks"]
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        assert [m["text"] for m in client.get(f"/api/tables/{table}").json()["chat"]] == [text, "thanks"]
