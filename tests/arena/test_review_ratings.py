"""Reviews of finished games and Elo ratings from them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import realmkit
from realmkit.arena.match import play_match
from realmkit.arena.ratings import Finished, leaderboard, rate
from realmkit.arena.review import review, reviewer_for
from realmkit.cli import cli
from realmkit.core import RecordError
from realmkit.core.record import GameRecord


@pytest.fixture(scope="module")
def thieves() -> GameRecord:
    return play_match(realmkit.load("twelve-thieves"), ["random", "greedy"], 3).record


def test_a_review_covers_the_seats_asked_and_is_the_same_each_time(thieves: GameRecord) -> None:
    first = review(thieves, [0], "greedy")
    assert first and {m.seat for m in first} == {0}
    assert first == review(thieves, [0], "greedy")
    assert all(m.gain == 0 for m in first if m.played == m.suggested)


def test_a_random_players_fantasy_realms_moves_leave_points_to_the_expert() -> None:
    """Cards taken and discarded at random lose hand points that fr-expert keeps."""
    record = play_match(realmkit.load("fantasy-realms"), ["random", "random", "random"], 5).record
    moves = review(record, [1])
    assert sum(m.gain for m in moves) > 20
    assert sum(m.played != m.suggested for m in moves) > len(moves) // 2


@pytest.mark.parametrize(("game", "reviewer"), [
    ("fantasy-realms", "fr-expert"), ("fantasy-realms(suits=cursed-hoard)", "mcts(iterations=200)"),
    ("fantasy-realms(cursed_items=true)", "mcts(iterations=200)"),
    ("twelve-thieves", "mcts(iterations=200)")])
def test_the_reviewer_is_the_games_adviser_where_it_plays(game: str, reviewer: str) -> None:
    """fr-expert plays only the base deck without Cursed Items: The Cursed Hoard's games are
    reviewed by mcts (they once stopped with fr-expert's refusal)."""
    assert reviewer_for(realmkit.load(game)) == reviewer


def test_a_cursed_hoard_game_is_reviewed() -> None:
    record = play_match(realmkit.load("fantasy-realms(suits=cursed-hoard)"), ["random"] * 3, 5).record
    moves = review(record, [2], "mcts(iterations=20)")
    assert moves and {m.seat for m in moves} == {2}


def test_a_record_that_does_not_replay_is_refused(thieves: GameRecord) -> None:
    broken = GameRecord(thieves.game, thieves.seed, thieves.players, [*thieves.actions[:3], "no such move"])
    with pytest.raises(RecordError, match="action 4"):
        review(broken)
    with pytest.raises(RecordError, match="seats 1 to 2"):
        review(thieves, [2])


def test_the_review_command_prints_json_and_refuses_a_seat_not_in_the_game(thieves: GameRecord,
                                                                              tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    thieves.save(path)
    result = CliRunner().invoke(cli, ["review", str(path), "--seat", "2", "--reviewer", "greedy", "--json"])
    assert result.exit_code == 0, result.output
    answer = json.loads(result.output)
    assert answer["reviewer"] == "greedy" and {m["seat"] for m in answer["moves"]} == {1}
    refused = CliRunner().invoke(cli, ["review", str(path), "--seat", "3"])
    assert refused.exit_code != 0 and "seats 1 to 2" in refused.output


def test_elo_moves_two_equal_players_by_half_k_and_a_tie_by_nothing() -> None:
    ratings = rate([Finished(("ann", "bob"), (1, 2))])
    assert ratings["ann"].rating == pytest.approx(1512) and ratings["bob"].rating == pytest.approx(1488)
    tied = rate([Finished(("ann", "bob"), (1, 1))])
    assert tied["ann"].rating == pytest.approx(1500) and tied["ann"].wins == pytest.approx(0.5)


def test_a_game_of_three_moves_the_winner_as_much_as_one_two_player_game() -> None:
    ratings = rate([Finished(("ann", "bob", "cid"), (1, 2, 3))])
    assert ratings["ann"].rating == pytest.approx(1512)
    assert ratings["bob"].rating == pytest.approx(1500) and ratings["cid"].rating == pytest.approx(1488)


def test_an_ai_at_two_seats_plays_one_game_and_not_against_itself() -> None:
    ratings = rate([Finished(("ann", "random", "random"), (2, 1, 3))])
    assert ratings["random"].games == 1 and ratings["random"].wins == 1
    assert ratings["ann"].rating == pytest.approx(1500)  # won against one, lost against the other


def test_a_cooperative_game_is_played_against_the_game_itself() -> None:
    games = [Finished(("ann", "bob"), (1, 1), cooperative=True, title="12 Realms"),
             Finished(("ann", "bob"), (2, 2), cooperative=True, title="12 Realms"),
             Finished(("ann", "bob"), (2, 2), cooperative=True, title="12 Realms")]
    board = leaderboard(games)
    assert board[0].name == "12 Realms" and board[0].games == 3 and board[0].wins == 2
    assert {r.name for r in board} == {"ann", "bob", "12 Realms"}
