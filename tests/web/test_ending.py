"""Resign and leave, clocks, undo by core/undo's policy, rematch: what each does to the table,
and each refusal in the one shape, changing nothing."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from fastapi.testclient import TestClient

from realmkit.web import service, tables
from realmkit.web.app import create_app

from .conftest import NO_PAUSE, my_turn, wait_for
from .test_people import create, refused

GAME = "realm"
SHORT = "realm(max_turns=2)"


def play(client: TestClient, table: str, token: str, action: str | None = None) -> dict:
    view = client.get(f"/api/tables/{table}", params={"token": token}).json()
    answer = client.post(f"/api/tables/{table}/actions",
                         json={"token": token, "action": action or view["legal_actions"][0]})
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_a_resign_ends_the_table_when_chosen_and_the_archive_keeps_how(client: TestClient) -> None:
    made = create(client, game=GAME, name="Carol", key="carol-browser-key-0003")
    table, tokens = made["table"], made["tokens"]
    play(client, table, tokens["0"])
    refused(client, "POST", f"/api/tables/{table}/resign", {"token": "guess"}, 403, "no seat")
    refused(client, "POST", f"/api/tables/{table}/resign", {"token": ""}, 403, "token")
    assert client.get(f"/api/tables/{table}").json()["moves"] == 1
    final = client.post(f"/api/tables/{table}/resign", json={"token": tokens["1"]}).json()
    assert final["over"] and final["result"] == {"ended": "player 2 (Carol) resigned", "ranks": [1, 2]}
    assert final["seats"][1]["status"] == "resigned"
    assert table not in client.app.state.service.tables
    assert client.get("/api/tables").json() == {"open": [], "playing": []}
    assert client.get("/api/archive").json()["tables"][0]["outcome"] == "player 2 (Carol) resigned"
    assert client.get(f"/api/tables/{table}").json()["result"]["ended"] == "player 2 (Carol) resigned"
    assert len(client.get(f"/api/tables/{table}/record").json()["actions"]) == 1
    assert client.get(f"/api/tables/{table}/replay/1").json()["to_move"] == 1  # replayed as it was played
    refused(client, "POST", f"/api/tables/{table}/leave", {"token": tokens["0"]}, 409, "over")


def test_a_seat_that_leaves_is_taken_by_the_chosen_ai_and_the_game_goes_on(client: TestClient) -> None:
    made = create(client, game=SHORT, seats=["human", "human"], when_gone="random")
    table, tokens = made["table"], made["tokens"]
    play(client, table, tokens["0"])
    view = client.post(f"/api/tables/{table}/leave", json={"token": tokens["1"]}).json()
    assert view["seats"][1]["player"] == "random" and view["seats"][1]["status"] == "left"
    refused(client, "POST", f"/api/tables/{table}/actions", {"token": tokens["1"], "action": "b2-b3"}, 409,
            "you left this table")
    while not (final := my_turn(client, table, tokens["0"]))["over"]:
        play(client, table, tokens["0"])
    assert "ranks" in final["result"] and "ended" not in final["result"]
    assert client.get(f"/api/tables/{table}/record").json()["players"] == ["human", "random"]


def test_bad_table_settings_are_refused_with_what_is_allowed(client: TestClient) -> None:
    for change, words in [({"when_gone": "human"}, "when_gone: expected"),
                          ({"when_gone": "wizard"}, "unknown agent"),
                          ({"when_gone": "mcts(iterations=100000000)"}, "when_gone: mcts"),
                          ({"clock": {"speed": "blitz", "seconds": 60}}, "clock.speed"),
                          ({"clock": {"speed": "real-time", "seconds": 0}}, "clock.seconds"),
                          ({"clock": {"speed": "real-time", "seconds": 60, "bonus": 1}}, "clock.bonus"),
                          ({"private": "yes"}, "private")]:
        body = {"game": "realm-classic", "seats": ["human", "human"], **change}
        answer = client.post("/api/tables", json=body)
        assert answer.status_code in (400, 422) and words in answer.json()["error"], answer.text
    assert client.get("/api/tables").json() == {"open": [], "playing": []}


def test_a_real_time_clock_runs_down_and_a_seat_out_of_time_is_taken_by_the_ai(client: TestClient) -> None:
    made = create(client, game=SHORT, clock={"speed": "real-time", "seconds": 2, "increment": 1},
                  when_gone="random")
    table, tokens = made["table"], made["tokens"]
    view = play(client, table, tokens["0"])
    assert view["clock"] == {"speed": "real-time", "seconds": 2, "increment": 1}
    assert 2 < view["seats"][0]["clock"] <= 3  # two seconds, less the move's time, plus one
    assert view["seats"][1]["clock"] <= 2
    gone = wait_for(lambda: (v := client.get(f"/api/tables/{table}").json())["seats"][1]["status"] and v)
    assert gone["seats"][1] == {"seat": 1, "player": "random", "open": False, "name": None,
                                "status": "timed out", "clock": None}
    refused(client, "POST", f"/api/tables/{table}/actions", {"token": tokens["1"], "action": "b2-b3"}, 409,
            "your time ran out")


@pytest.fixture
def later(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[float]]:
    """The server's clock (the tables' and the moves' times), moved on by the seconds in the list."""
    real = tables.now_seconds
    shift = [0.0]
    monkeypatch.setattr(tables, "now_seconds", lambda: real() + shift[0])
    monkeypatch.setattr(service, "now", lambda: datetime.fromtimestamp(real() + shift[0], UTC).isoformat())
    yield shift


def test_a_turn_based_clock_limits_each_move_and_a_table_out_of_time_ends(client: TestClient,
                                                                          later: list[float]) -> None:
    made = create(client, game=GAME, clock={"speed": "turn-based", "seconds": 3600})
    table, tokens = made["table"], made["tokens"]
    later[0] = 3000
    view = play(client, table, tokens["0"])
    assert view["seats"][1]["clock"] == pytest.approx(3600, abs=5)  # each move has its own hour
    later[0] = 3000 + 3590
    assert client.get(f"/api/tables/{table}").json()["seats"][1]["clock"] == pytest.approx(10, abs=5)
    later[0] = 3000 + 3700
    final = wait_for(lambda: (v := client.get(f"/api/tables/{table}").json())["over"] and v)
    assert final["result"] == {"ended": "player 2 ran out of time", "ranks": [1, 2]}


def test_a_restarted_server_keeps_the_clocks_from_the_moves_times(db_url: str, later: list[float]) -> None:
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        made = create(client, game=GAME, clock={"speed": "real-time", "seconds": 600, "increment": 7})
        table, tokens = made["table"], made["tokens"]
        later[0] = 100
        play(client, table, tokens["0"])
        later[0] = 130
        play(client, table, tokens["1"])
        before = [s["clock"] for s in client.get(f"/api/tables/{table}").json()["seats"]]
    assert before == [pytest.approx(507, abs=2), pytest.approx(577, abs=2)]
    later[0] = 5000  # the server was down meanwhile: that time is not counted
    with TestClient(create_app(db_url, NO_PAUSE)) as client:
        after = [s["clock"] for s in client.get(f"/api/tables/{table}").json()["seats"]]
    assert after == [pytest.approx(507, abs=2), pytest.approx(577, abs=2)]


def test_undo_against_ai_is_at_once_and_refused_past_hidden_information_with_why(client: TestClient) -> None:
    made = create(client, game=GAME, seats=["human", "random"], seed=3)
    table, token = made["table"], made["tokens"]["0"]
    refused(client, "POST", f"/api/tables/{table}/undo", {"token": token}, 409, "you have not moved yet")
    first = play(client, table, token)["log"][0]["action"]
    view = my_turn(client, table, token)
    assert view["moves"] == 2
    undone = client.post(f"/api/tables/{table}/undo", json={"token": token}).json()
    assert undone["moves"] == 0 and undone["log"] == [] and first in undone["legal_actions"]
    assert undone["undos"] == 1  # the page draws it though it has fewer moves than the last view
    again = play(client, table, token, first)
    assert again["log"][0] == {"seat": 0, "action": first}
    fr = create(client, game="fantasy-realms", seats=["human", "random", "random"], seed=5)
    fr_table, fr_token = fr["table"], fr["tokens"]["0"]
    assert "draw" in my_turn(client, fr_table, fr_token)["legal_actions"]
    play(client, fr_table, fr_token, "draw")
    before = client.get(f"/api/tables/{fr_table}", params={"token": fr_token}).json()
    error = refused(client, "POST", f"/api/tables/{fr_table}/undo", {"token": fr_token}, 409, "stands")
    assert "'draw' stands: it showed you something hidden" in error["error"]
    assert client.get(f"/api/tables/{fr_table}", params={"token": fr_token}).json() == before


def test_undo_among_people_needs_the_others_consent(client: TestClient) -> None:
    made = create(client, game=GAME)
    table, tokens = made["table"], made["tokens"]
    play(client, table, tokens["0"])
    asked = client.post(f"/api/tables/{table}/undo", json={"token": tokens["0"]}).json()
    assert asked["moves"] == 1 and asked["undo_request"] == {"by": 0, "accepted": [], "refused": None}
    refused(client, "POST", f"/api/tables/{table}/undo/answer", {"token": tokens["0"], "accept": True}, 409,
            "other people")
    refused(client, "POST", f"/api/tables/{table}/undo/answer", {"token": tokens["1"], "accept": "yes"}, 422,
            "accept")
    no = client.post(f"/api/tables/{table}/undo/answer", json={"token": tokens["1"], "accept": False}).json()
    assert no["moves"] == 1 and no["undo_request"]["refused"] == 1
    refused(client, "POST", f"/api/tables/{table}/undo/answer", {"token": tokens["1"], "accept": True}, 409,
            "nobody asks")
    client.post(f"/api/tables/{table}/undo", json={"token": tokens["0"]})
    yes = client.post(f"/api/tables/{table}/undo/answer", json={"token": tokens["1"], "accept": True}).json()
    assert yes["moves"] == 0 and yes["undo_request"] is None and yes["legal_actions"] == []
    play(client, table, tokens["0"])
    play(client, table, tokens["1"])
    refused(client, "POST", f"/api/tables/{table}/undo", {"token": tokens["0"]}, 409,
            "player 2 has moved since")


def test_a_rematch_is_a_private_table_kept_for_the_same_people(client: TestClient) -> None:
    made = create(client, game=SHORT, open=[1], name="Dora", key="dora-browser-key-00004")
    table, tokens = made["table"], made["tokens"]
    ed = {"seat": 1, "name": "Ed", "key": "ed-browser-key-000005"}
    joined = client.post(f"/api/tables/{table}/join", json=ed)
    tokens["1"] = joined.json()["token"]
    refused(client, "POST", f"/api/tables/{table}/rematch", {"token": tokens["0"]}, 409,
            "once the game is over")
    view = client.get(f"/api/tables/{table}").json()
    while not view["over"]:
        view = play(client, table, tokens[str(view["to_move"])])
    refused(client, "POST", f"/api/tables/{table}/rematch", {"token": "guess"}, 403, "no seat")
    assert client.get(f"/api/tables/{table}").json()["rematch"] is None
    mine = client.post(f"/api/tables/{table}/rematch", json={"token": tokens["0"]}).json()
    theirs = client.post(f"/api/tables/{table}/rematch", json={"token": tokens["1"]}).json()
    again = mine["table"]
    assert theirs["table"] == again != table and (mine["seat"], theirs["seat"]) == (0, 1)
    assert client.get(f"/api/tables/{table}").json()["rematch"] == again
    rematch = client.get(f"/api/tables/{again}", params={"token": theirs["token"]}).json()
    assert rematch["you"] == 1 and rematch["private"] and rematch["moves"] == 0 and rematch["game"] == SHORT
    assert [s["name"] for s in rematch["seats"]] == ["Dora", "Ed"]
    refused(client, "POST", f"/api/tables/{table}/rematch", {"token": tokens["1"]}, 403, "no seat")
    assert client.get("/api/tables").json() == {"open": [], "playing": []}
