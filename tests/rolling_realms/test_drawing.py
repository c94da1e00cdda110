"""The sheet of every realm (`drawing.sheet`): each part of a card's marks bound, beside the card's
layout, to the boxes it fills, or declared a grid, a line, a track, a number or the turn's
bookkeeping; and every mark of whole games landing in what its binding names."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import realmkit
from realmkit.core import ai_for
from realmkit.games.rolling_realms import drawing
from realmkit.games.rolling_realms.components import Realm
from realmkit.games.rolling_realms.realms import ALL, REALMS
from realmkit.games.rolling_realms.state import RollingRealmsState

KINDS = ("boxes", "items", "grid", "lines", "track", "count", "turn")


def node_ids(nodes: list[dict[str, Any]]) -> Iterator[str]:
    for item in nodes:
        yield item["id"]
        yield from node_ids(item.get("row", []) + item.get("group", []))


def bindings(realm: Realm) -> Iterator[tuple[str, dict[str, Any], list[int]]]:
    """Each binding of the card's sheet, with the indexes of the marks it takes."""
    for part, span in realm.parts.items():
        binding = realm.layout["sheet"][part]
        for one in binding if isinstance(binding, list) else [binding]:
            start, step = one.get("at", (0, 1))
            yield part, one, list(span)[start::step]


@pytest.mark.parametrize("realm", ALL, ids=lambda realm: realm.id)
def test_each_part_of_a_realm_s_marks_is_bound_to_boxes_the_card_draws(realm: Realm) -> None:
    assert set(realm.layout["sheet"]) == set(realm.parts)
    drawn = set(node_ids(drawing.card(realm)["parts"]))
    for part, binding, marks in bindings(realm):
        kinds = [kind for kind in KINDS if kind in binding]
        assert len(kinds) == 1, f"{realm.id} {part}: one kind of {KINDS}, not {kinds}"
        if kinds[0] in ("boxes", "items"):
            groups = drawing.targets(binding, realm.layout)
            assert len(groups) == len(marks), f"{realm.id} {part}: a box (or a line of them) per mark"
            assert all(groups) and {box for group in groups for box in group} <= drawn
        elif kinds[0] == "grid":
            width, height = binding["grid"]
            assert (1 if binding.get("bits") else width * height) == len(marks)
            assert len(binding.get("printed", [])) in (0, width * height)
        elif kinds[0] == "lines":
            per_line = binding.get("fill") or binding.get("bits")
            assert (len if per_line else sum)(binding["lines"]) == len(marks)
            assert len(binding.get("printed", [])) in (0, sum(binding["lines"]))
        elif kinds[0] == "track" and isinstance(binding["track"], list):
            assert len(binding["track"]) == len(marks)


def unbound(realm: Realm, marks: list[int]) -> list[str]:
    """The marks of a card that its sheet cannot show: a mark with no box, a count beyond its
    line, a bit beyond its boxes, a marker off its track."""
    sheet = drawing.sheet(realm, marks)
    out = []
    for part, binding, indexes in bindings(realm):
        values = [marks[i] for i in indexes]
        show = binding.get("show", "crossed")
        if "boxes" in binding or "items" in binding:
            lengths = [len(group) for group in drawing.targets(binding, realm.layout)]
            groups = drawing.targets(binding, realm.layout)
        elif "grid" in binding:
            lengths = [binding["grid"][0] * binding["grid"][1]]
        elif "lines" in binding:
            per_line = binding.get("fill") or binding.get("bits")
            lengths = binding["lines"] if per_line else [1] * len(values)
        elif "track" in binding:
            track = binding["track"]
            tracks = [track] * len(values) if isinstance(track, int) else track
            first = binding.get("first", 1)
            out += [f"{part}: {v} off its track" for v, length in zip(values, tracks, strict=True)
                    if not first - 1 <= v <= length + first - 1]
            continue
        else:
            continue
        for n, (value, length) in enumerate(zip(values, lengths, strict=False)):
            if binding.get("bits") == "numbers":
                fits = value.bit_count() <= length
            elif binding.get("bits"):
                shift = binding.get("shift", 0)
                fits = value >> (length + shift) == 0 and value & ((1 << shift) - 1) == 0
            elif binding.get("fill"):
                stop = binding.get("stop", 0)
                fits = (value - stop if stop and value >= stop else value) <= length
            else:
                fits = True
                if value and ("boxes" in binding or "items" in binding):
                    fits = drawing.look(value, show) in sheet["boxes"].get(groups[n][0], [])
            if not fits:
                out.append(f"{part}: mark {value} does not fit")
    return out


def _realm_groups() -> list[list[str]]:
    """Every realm in a game of 9 fixed realms (the last game filled up with the first realms)."""
    ids = [realm.id for realm in ALL]
    return [(ids[k:k + 9] + ids)[:9] for k in range(0, len(ids), 9)]


@pytest.mark.parametrize("realms", _realm_groups(), ids=lambda realms: realms[0])
def test_every_mark_of_a_game_lands_in_a_box_or_a_declared_track_or_count(realms: list[str]) -> None:
    game = realmkit.load(f"rolling-realms(realms={'+'.join(realms)})")
    ai = ai_for(game)
    rng = random.Random(len(realms[0]))
    state: RollingRealmsState = game.new_state(2, 7)
    looked = set()
    while not state.is_terminal():
        for player in state.players:
            for realm, marks in zip(state.realms_in_play(), player.marks, strict=True):
                assert unbound(realm, marks) == [], realm.id
                looked.add(realm.id)
        playout = rng.random() < 0.8
        state.apply(ai.rollout_action(state, rng) if playout else rng.choice(state.legal_actions()))
    assert looked == set(realms)


def test_a_number_written_a_circle_and_a_cross_land_in_their_boxes() -> None:
    wingspan = REALMS["wingspan"]
    marks = wingspan.new_marks()
    marks[4] = 5
    assert drawing.sheet(wingspan, marks) == {"boxes": {"birds.1.squares.1": [5]}, "drawn": []}
    viticulture = REALMS["viticulture"]
    marks = viticulture.new_marks()
    marks[0], marks[2], marks[6] = 1, 2, 1
    assert drawing.sheet(viticulture, marks)["boxes"] == {
        "grapes.0": ["circled"], "grapes.2": ["crossed"], "wine_orders.0": ["crossed"]}


def test_a_bit_mask_of_squares_is_drawn_as_its_grid() -> None:
    tapestry = REALMS["tapestry"]
    marks = tapestry.new_marks()
    grid = drawing.sheet(tapestry, marks)["drawn"][0]
    assert grid["grid"] == 6
    assert [n for n, cell in enumerate(grid["cells"]) if cell] == [n for n in range(36) if marks[0] >> n & 1]


def test_counts_fill_their_boxes_from_the_first_and_a_stopped_column_is_crossed_off() -> None:
    cant_stop = REALMS["cant-stop"]
    marks = cant_stop.new_marks()
    marks[0], marks[1] = 2, 101
    boxes = drawing.sheet(cant_stop, marks)["boxes"]
    assert boxes == {"columns_bottom_up.0.0": ["outlined"], "columns_bottom_up.0.1": ["outlined"],
                     "columns_bottom_up.1.0": ["outlined"], "columns_bottom_up.1.1": ["crossed"],
                     "columns_bottom_up.1.2": ["crossed"]}


def test_marks_of_one_line_in_two_parts_are_drawn_together() -> None:
    biddy = REALMS["biddy-walter"]
    marks = biddy.new_marks()
    marks[0], marks[3] = 3, 2
    rows = drawing.sheet(biddy, marks)["drawn"][0]
    assert rows["label"] == "rows"
    assert rows["cells"][:4] == [["outlined", "crossed"], ["outlined", "crossed"], ["outlined"], []]


def test_every_seat_sees_every_sheet_as_the_cards_show_the_marks() -> None:
    game = realmkit.load("rolling-realms")
    state = game.new_state(3, 4)
    rng = random.Random(4)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    sheets = state.observation(0)["sheets"]
    assert all(state.observation(seat)["sheets"] == sheets for seat in (None, 1, 2))
    assert sheets == [[drawing.sheet(realm, marks) for realm, marks in zip(state.realms_in_play(), p.marks,
                                                                            strict=True)]
                      for p in state.players]
