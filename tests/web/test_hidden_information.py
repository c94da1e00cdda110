"""No answer or message to a seat holds another seat's hidden information, in any game.

What a seat (or a spectator) is sent must not change when everything it cannot know is
resampled (`determinize`): a view that changed would hold hidden cards or the deck order.
Once a game is over its hands and scores are shown to all, so only games in play are checked.
"""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

import realmkit
from realmkit.core.registry import specs
from realmkit.web.tables import Table

CONFIGURATIONS = [
    (game_string, players)
    for spec in specs()
    for game_string, players in spec.configurations or ((spec.id, spec.min_players),)
]


def table_of(state: realmkit.State) -> Table:
    return Table("t", ["human"] * state.num_players, state, {}, {})


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_views_do_not_change_when_hidden_information_is_resampled(game_string: str, players: int) -> None:
    for seed in (1, 2):
        state = realmkit.load(game_string).new_state(players, seed)
        rng = random.Random(seed)
        while not state.is_terminal() and len(state.history) <= 80:
            if rng.random() < 0.3:
                for seat in range(players):
                    world = state.determinize(seat, random.Random(rng.getrandbits(32)))
                    assert table_of(world).view(seat) == table_of(state).view(seat)
                    assert table_of(world).view(None) == table_of(state).view(None)
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_string", sorted({spec.id for spec in specs() if spec.hidden_information}))
def test_api_and_websocket_send_each_seat_only_its_view(client: TestClient, game_string: str) -> None:
    game = realmkit.load(game_string)
    players = game.player_range()[0]
    body = {"game": game_string, "seats": ["human"] * players, "seed": 3}
    made = client.post("/api/tables", json=body).json()
    table, tokens = made["table"], made["tokens"]
    live = client.app.state.service.get(table)
    rng = random.Random(3)
    with client.websocket_connect(f"/ws/tables/{table}?token={tokens['0']}") as socket, \
            client.websocket_connect(f"/ws/tables/{table}") as spectator:
        for _ in range(12):
            state = live.state
            if state.is_terminal():
                break
            assert socket.receive_json() == live.view(0)
            assert spectator.receive_json() == live.view(None)
            world = state.determinize(0, rng)
            assert Table(live.id, live.seats, world, {}, live.token_hashes).view(0) == live.view(0)
            for seat in range(players):
                answer = client.get(f"/api/tables/{table}", params={"token": tokens[str(seat)]}).json()
                assert answer == live.view(seat)
            assert client.get(f"/api/tables/{table}").json() == live.view(None)
            seat = state.current_player()
            move = rng.choice(live.view(seat)["legal_actions"])
            client.post(f"/api/tables/{table}/actions", json={"token": tokens[str(seat)], "action": move})
