"""No answer or message to a seat holds what that seat may not know, in any game.

What a seat (or a spectator) is sent must not change when everything it cannot know is
resampled and the generator reseeded (`determinize`): a view that changed would hold hidden
cards, the deck order or future chance. The seed, which fixes all of them, is never sent
while the game is in play. Once a game is over its hands and scores are shown to all, so only
games in play are checked.
"""

from __future__ import annotations

import json
import random

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

import realmkit
from realmkit.core.registry import specs
from realmkit.web.db import TableRow, now
from realmkit.web.tables import Table, rebuild

CONFIGURATIONS = [
    (game_string, players)
    for spec in specs()
    for game_string, players in spec.configurations or ((spec.id, spec.min_players),)
]
SEEDS = (4_611_686_018_427_387_903, 7_046_029_254_386_353_131)  # long enough to be found if shown


def resampled(table: Table, seat: int, rng: random.Random) -> Table:
    """The table in a world where what `seat` cannot know is drawn again, and the generator reseeded."""
    world = table.state.determinize(seat, rng.getrandbits(63))
    return Table(table.id, table.seats, world, {}, table.token_hashes, log=table.log)


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_views_do_not_change_when_hidden_information_is_resampled(game_string: str, players: int) -> None:
    for seed in SEEDS:
        row = TableRow(id="t", game=game_string, seed=str(seed), seats=["human"] * players, created=now())
        table = rebuild(row, {}, [], [], [], with_agents=False)
        rng = random.Random(seed)
        while not table.over and len(table.state.history) <= 80:
            if rng.random() < 0.3:
                for seat in range(players):
                    view = table.view(seat)
                    assert str(seed) not in json.dumps(view)
                    world = resampled(table, seat, rng)
                    assert world.view(seat) == view
                    assert world.view(None) == table.view(None)
            table.publish(*table.advance(rng.choice(table.state.legal_actions())))


def sent(client: TestClient, table: str, tokens: dict[str, str], players: int) -> list[str]:
    """Every answer the API gives about a table in play, as text: each seat's view, a
    spectator's, the lobby, the table's page, and the refusals of its record and replay."""
    answers = [client.get(f"/api/tables/{table}", params={"token": tokens[str(s)]}) for s in range(players)]
    answers += [client.get(f"/api/tables/{table}"), client.get("/api/tables"), client.get(f"/table/{table}"),
                client.get(f"/api/tables/{table}/record"), client.get(f"/api/tables/{table}/replay/0")]
    assert [answer.status_code for answer in answers[-2:]] == [409, 409]
    return [answer.text for answer in answers]


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_api_and_websocket_send_each_seat_its_view_and_never_the_seed(
        client: TestClient, game_string: str, players: int) -> None:
    made = client.post("/api/tables", json={"game": game_string, "seats": ["human"] * players}).json()
    table, tokens = made["table"], made["tokens"]
    service = client.app.state.service
    with service.sessions() as session:
        seed = session.scalar(select(TableRow.seed).where(TableRow.id == table))
    live = service.get(table)
    rng = random.Random(players)
    with client.websocket_connect(f"/ws/tables/{table}?token={tokens['0']}") as socket, \
            client.websocket_connect(f"/ws/tables/{table}") as spectator:
        for _ in range(8):
            if live.over:
                break
            messages = [socket.receive_text(), spectator.receive_text()]
            assert [json.loads(m) for m in messages] == [live.view(0), live.view(None)]
            texts = sent(client, table, tokens, players) + messages
            assert not [text for text in texts if seed in text]
            for seat in range(players):
                assert json.loads(texts[seat]) == live.view(seat) == resampled(live, seat, rng).view(seat)
            seat = live.state.current_player()
            move = rng.choice(live.view(seat)["legal_actions"])
            body = {"token": tokens[str(seat)], "action": move}
            answer = client.post(f"/api/tables/{table}/actions", json=body)
            assert answer.status_code == 200 and seed not in answer.text


def test_a_chosen_seed_is_refused_where_it_would_show_another_player_s_hand(client: TestClient) -> None:
    """A creator who chose the seed knows every hand dealt: a seed is taken only for a table
    with one human seat, taken by its creator."""
    for seats, open_seats in ((["human", "human"], []), (["human", "human", "random"], [1]),
                              (["random", "human"], [1])):
        body = {"game": "fantasy-realms(variant=two-player)" if len(seats) == 2 else "fantasy-realms",
                "seats": seats, "open": open_seats, "seed": 5}
        answer = client.post("/api/tables", json=body)
        assert answer.status_code == 400 and "drawn by the server" in answer.json()["error"], answer.text
    assert client.get("/api/tables").json() == {"open": [], "playing": []}
    one = client.post("/api/tables", json={"game": "realm-classic", "seats": ["human", "random"], "seed": 5})
    assert one.status_code == 200
    assert client.app.state.service.get(one.json()["table"]).state.seed == 5


def test_the_seed_is_given_with_the_record_once_the_game_is_over(client: TestClient) -> None:
    body = {"game": "realm-classic(max_turns=4)", "seats": ["human", "human"]}
    made = client.post("/api/tables", json=body).json()
    table, tokens = made["table"], made["tokens"]
    view = client.get(f"/api/tables/{table}").json()
    while not view["over"]:
        seat = view["to_move"]
        mine = client.get(f"/api/tables/{table}", params={"token": tokens[str(seat)]}).json()
        view = client.post(f"/api/tables/{table}/actions",
                           json={"token": tokens[str(seat)], "action": mine["legal_actions"][0]}).json()
    record = client.get(f"/api/tables/{table}/record").json()
    state = realmkit.load(record["game"]).new_state(2, record["seed"])
    for text in record["actions"]:
        state.apply(state.game.parse_action(state, text))
    assert state.scores() == view["result"]["scores"]
