"""The table as text: the roll, resources, every card with its marks and stars, the score."""

from __future__ import annotations

from tests.rolling_realms.sheets import play, table

from realmkit.games.rolling_realms.realms import ALL, BASE


def test_every_base_realm_is_drawn_with_its_title_marks_and_stars() -> None:
    for n in (0, 3, 6, 8):
        realms = tuple(r.id for r in BASE[n: n + 3])
        state = table(realms, roll=(3, 5), resources=(1, 2, 3))
        text = state.render(0)
        assert "roll: 3 and 5" in text and "pumpkins 1  hearts 2  coins 3" in text
        for realm in BASE[n: n + 3]:
            assert f"-- {realm.title} [{realm.id}] -- stars 0/6" in text
    state = table(("wingspan", "castles", "society"), roll=(3, 5), marks={"wingspan": [1, 2, 4]})
    text = state.render(None)
    assert "bird 1 wingspan  7: [1] [2] [4]  sum 7" in text and "stars 2/6" in text
    assert "[D]" in text  # the castles' doors


def test_the_stars_of_finished_rounds_and_the_score_in_tenths() -> None:
    state = table(("wingspan", "castles", "society"), roll=(3, 5), resources=(1, 1, 1),
                  marks={"wingspan": [1, 2, 4]})
    for _ in range(9):
        play(state, "done")
    text = state.render(0)
    assert "round 1: wingspan 2 + castles 0 + society 0 = 2 stars, 3 resources (+0.3)" in text
    assert "score 2.3" in text


def test_the_text_shows_no_future_roll() -> None:
    state = table(roll=(3, 5), later=((6, 6),))
    assert "6 and 6" not in state.render(0)


def test_every_realm_is_drawn_fresh_and_marked() -> None:
    """Every card of every set draws as text, as printed and after a use of each die."""
    for n in range(0, len(ALL), 3):
        realms = tuple(r.id for r in ALL[n: n + 3])
        realms += tuple(r.id for r in BASE if r.id not in realms)[: 3 - len(realms)]
        state = table(realms, roll=(1, 1))
        text = state.render(0)
        for realm in state.realms_in_play():
            assert f"-- {realm.title} [{realm.id}] -- stars" in text
            assert all(realm.draw(state.players[0].marks[state.in_play.index(realm)]))
        for die in (1, 2):
            uses = [a for a in state.legal_actions() if str(a).startswith(f"use {die} in")]
            if uses:
                state.apply(uses[0])
                while state.choices or state.pending is not None:
                    state.apply(state.legal_actions()[-1])
        assert "-- " in state.render(None)


def test_one_star_and_one_resource_are_counted_in_the_singular() -> None:
    state = table(("wingspan", "castles", "society"), roll=(3, 5), resources=(1, 0, 0),
                  marks={"wingspan": [1, 2, 3]})
    for _ in range(9):
        play(state, "done")
    text = state.render(0)
    assert "= 1 star, 1 resource (+0.1)" in text
