"""Bad requests: strict types, one error shape everywhere, bodies limited as they arrive,
websocket messages refused with a close code; each refusal changes nothing."""

from __future__ import annotations

import asyncio
import json
import select
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from realmkit.web.limits import MAX_BODY

from .conftest import serve


def human_pair(client: TestClient, **extra: object) -> tuple[str, dict[str, str]]:
    body = {"game": "realm-classic", "seats": ["human", "human"], **extra}
    made = client.post("/api/tables", json=body).json()
    return made["table"], made["tokens"]


def test_numbers_and_texts_are_taken_only_with_their_own_types(client: TestClient) -> None:
    """`{"seat": true}` joined seat 1: a bool, a float or a numeral in text is not a number here."""
    table, tokens = human_pair(client, open=[1])
    for seat in (True, 1.0, "1", None, [1]):
        answer = client.post(f"/api/tables/{table}/join", json={"seat": seat})
        assert answer.status_code == 422 and answer.json()["error"].startswith("seat: "), answer.text
    assert client.get(f"/api/tables/{table}").json()["seats"][1]["open"]
    bad_tables = [{"seed": True}, {"seed": "5"}, {"seed": 5.0}, {"seats": ["human", 1]}, {"open": [True]},
                  {"game": 5}, {"sed": 5}]
    for change in bad_tables:
        body = {"game": "realm-classic", "seats": ["human", "random"], **change}
        answer = client.post("/api/tables", json=body)
        assert answer.status_code == 422 and set(answer.json()) == {"error"}, answer.text
    move = client.get(f"/api/tables/{table}", params={"token": tokens["0"]}).json()["legal_actions"][0]
    for body in ({"token": tokens["0"], "action": 5}, {"token": True, "action": move},
                 {"token": tokens["0"], "action": move, "seat": 0}):
        assert client.post(f"/api/tables/{table}/actions", json=body).status_code == 422
    for step in ("1.0", "true", "-1"):
        assert client.get(f"/api/tables/{table}/replay/{step}").status_code == 422
    assert client.get(f"/api/tables/{table}").json()["moves"] == 0
    assert len(client.get("/api/tables").json()["open"]) == 1


@pytest.fixture
def failing_client(client: TestClient) -> Iterator[TestClient]:
    """The client of a server whose lobby fails, answering as a server does (no exception raised)."""

    def broken() -> None:
        raise RuntimeError("a bug")

    client.app.state.service.lobby = broken
    client._transport.raise_server_exceptions = False  # type: ignore[attr-defined]
    yield client


def test_every_error_has_one_shape(failing_client: TestClient) -> None:
    client = failing_client
    table, tokens = human_pair(client)
    answers = {
        400: client.post("/api/tables", json={"game": "no-such-game", "seats": ["human"]}),
        403: client.get(f"/api/tables/{table}", params={"token": "guess"}),
        404: client.get("/no/such/route"),
        405: client.delete("/api/tables"),
        409: client.post(f"/api/tables/{table}/actions", json={"token": tokens["1"], "action": "b2-b5"}),
        413: client.post("/api/tables", content=b"{" * (MAX_BODY + 1)),
        422: client.post("/api/tables", content=b"{not json"),
        500: client.get("/api/tables"),
    }
    for status, answer in answers.items():
        assert answer.status_code == status, answer.text
        body = answer.json()
        assert list(body) == ["error"] and isinstance(body["error"], str) and body["error"], body
    assert "/no/such/route" in answers[404].json()["error"] and "DELETE" in answers[405].json()["error"]
    assert "a bug" not in answers[500].text


def test_the_openapi_document_gives_the_error_shape_for_every_operation(client: TestClient) -> None:
    document = client.get("/openapi.json").json()
    schemas = document["components"]["schemas"]
    assert "ErrorBody" in schemas and "HTTPValidationError" not in schemas
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            for status in ("4XX", "5XX"):
                content = operation["responses"][status]["content"]["application/json"]
                assert content["schema"] == {"$ref": "#/components/schemas/ErrorBody"}, (method, path)


def test_a_chunked_body_is_refused_once_past_the_limit_and_not_echoed(client: TestClient) -> None:
    """The application is given a body of 10 MB in 1 KiB chunks, with no length declared."""
    pulled: list[int] = [0]
    sent: list[dict] = []

    async def receive() -> dict:
        pulled[0] += 1
        if pulled[0] == 1:
            return {"type": "http.request", "body": b'{"game": "realm-classic", "x": "', "more_body": True}
        return {"type": "http.request", "body": b"y" * 1024, "more_body": pulled[0] < 10 * 1024}

    async def send(message: dict) -> None:
        sent.append(message)

    scope = {"type": "http", "http_version": "1.1", "method": "POST", "scheme": "http", "path": "/api/tables",
             "raw_path": b"/api/tables", "root_path": "", "query_string": b"", "server": ("test", 80),
             "client": ("test", 1), "headers": [(b"content-type", b"application/json"),
                                                  (b"transfer-encoding", b"chunked")]}
    asyncio.run(client.app(scope, receive, send))
    assert sent[0]["status"] == 413 and pulled[0] <= MAX_BODY // 1024 + 2, "the server read past the limit"
    body = b"".join(message.get("body", b"") for message in sent[1:])
    assert json.loads(body) == {"error": f"request too large: a body holds at most {MAX_BODY} bytes"}
    assert client.get("/api/tables").json() == {"open": [], "playing": []}


def whole_answer(connection: socket.socket) -> bytes:
    """An HTTP answer read up to the end of its body (its content-length)."""
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += connection.recv(4096)
    head, body = answer.split(b"\r\n\r\n", 1)
    lines = head.lower().split(b"\r\n")
    length = int(next(line.split(b":")[1] for line in lines if line.startswith(b"content-length")))
    while len(body) < length:
        body += connection.recv(4096)
    return head + b"\r\n\r\n" + body


def test_a_real_server_answers_a_chunked_upload_at_the_limit(tmp_path: Path) -> None:
    """Over a socket to `realmkit serve`: 10 MB in chunks are cut off at 16 KiB (it blocked the
    server 7.6 s and was echoed back), and the server goes on answering."""
    server, url = serve(tmp_path / "tables.sqlite3", 0)
    try:
        port = int(url.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
            connection.sendall(b"POST /api/tables HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n"
                               b"transfer-encoding: chunked\r\n\r\n")
            chunk = b"10000\r\n" + b"y" * 0x10000 + b"\r\n"
            sent, start = 0, time.monotonic()
            while sent < 10 * 1024 * 1024 and not select.select([connection], [], [], 0)[0]:
                try:
                    connection.sendall(chunk)
                except (BrokenPipeError, ConnectionResetError):
                    break
                sent += 0x10000
            answer = whole_answer(connection)
        assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
        assert b"at most 16384 bytes" in answer and b"yyyy" not in answer
        assert sent < 10 * 1024 * 1024 and time.monotonic() - start < 5, "answered only after the whole body"
        with socket.create_connection(("127.0.0.1", port), timeout=10) as again:
            again.sendall(b"GET /api/tables HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n")
            assert again.recv(4096).startswith(b"HTTP/1.1 200")
    finally:
        server.terminate()
        server.wait(10)


MESSAGES = [{"bytes": b"\x00\x01"}, {"text": "hello"}, {"text": json.dumps({"x": 1})}]


@pytest.mark.parametrize("message", MESSAGES)
def test_a_client_message_closes_the_websocket_with_a_reason(client: TestClient, message: dict) -> None:
    table, tokens = human_pair(client)
    with client.websocket_connect(f"/ws/tables/{table}?token={tokens['0']}") as live:
        assert live.receive_json()["you"] == 0
        live.send({"type": "websocket.receive", **message})
        with pytest.raises(WebSocketDisconnect) as closed:
            live.receive_json()
    assert closed.value.code == 1003 and "only sends views" in closed.value.reason
    with client.websocket_connect(f"/ws/tables/{table}") as live:
        assert live.receive_json()["moves"] == 0


def test_a_websocket_to_no_table_or_with_a_wrong_token_is_closed_with_a_reason(client: TestClient) -> None:
    table, _ = human_pair(client)
    for path, code in ((f"/ws/tables/{table}?token=guess", 4403), ("/ws/tables/nothing", 4404)):
        with pytest.raises(WebSocketDisconnect) as closed, client.websocket_connect(path) as live:
            live.receive_json()
        assert closed.value.code == code and closed.value.reason
