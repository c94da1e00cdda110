"""`realmkit score-hand` with The Cursed Hoard: --suits, --promos, --players, --discard, --item;
a card of a set not enabled is refused with the option that enables it."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from realmkit.cli import cli
from realmkit.games.fantasy_realms.score_hand import HandError, score_hand


def run(*args: str) -> tuple[int, dict | str]:
    result = CliRunner().invoke(cli, ["score-hand", *args])
    return result.exit_code, json.loads(result.stdout) if result.exit_code == 0 and "--json" in args \
        else result.stderr


def test_replacement_cards_score_by_their_own_text_with_the_new_suits() -> None:
    code, data = run("--json", "--suits", "cursed-hoard", "World Tree", "King", "Knights", "Castle")
    assert code == 0 and isinstance(data, dict) and data["total"] == 72 + 13 + 20 + 30
    code, data = run("--json", "World Tree", "King", "Knights")
    assert code == 0 and isinstance(data, dict) and data["total"] == 52 + 13 + 20     # base World Tree +50


@pytest.mark.parametrize(("args", "message"), [
    (("King", "Dungeon"), "enable them with --suits cursed-hoard"),
    (("King", "Jester"), "Jester (Wizard) is a card of the promo cards; enable them with --promos"),
    (("--suits", "cursed-hoard", "King", "Spyglass"), "give a face-down Cursed Item with --item"),
    (("--suits", "cursed-hoard", "Genie"), "Genie scores by the number of players: give --players N"),
    (("--item", "Spyglass", "King"), "Spyglass scores by the number of players"),
    (("--item", "Sword of Keth", "King"), "'Sword of Keth' is not a Cursed Item"),
    (("--players", "9", "King"), "a game has 2 to 7 players"),
])
def test_bad_input_is_refused_with_what_is_allowed(args: tuple[str, ...], message: str) -> None:
    code, err = run(*args)
    assert code == 2 and message in str(err)


def test_discard_area_feeds_the_undead_and_the_necromancer_takes_its_best_card() -> None:
    result = score_hand(["Necromancer", "Lich", "Crypt"], suits="cursed-hoard",
                        discard=["Knights", "Ghoul", "Sword of Keth"])
    assert result["choices"]["Necromancer"] == "Ghoul"
    assert result["total"] == 3 + 33 + 42 + 12       # Ghoul +4 for the Knights left in the discard area
    with pytest.raises(HandError, match="King is not in it"):
        score_hand(["Necromancer", "Lich"], {"Necromancer": "King"}, suits="cursed-hoard", discard=["Ghoul"])


def test_angel_choice_and_the_new_necromancer_takes_an_undead() -> None:
    result = score_hand(["Angel", "Basilisk", "King", "Knights"], {"Angel": "King"}, suits="cursed-hoard")
    assert result["total"] == 16 + 35 + 8 and result["choices"]["Angel"] == "King"
    result = score_hand(["Necromancer", "Lich"], {"Necromancer": "Ghoul"}, suits="cursed-hoard")
    assert result["total"] == 3 + 33 + 8
    with pytest.raises(HandError, match=r"Lich \(Undead\) is a card of The Cursed Hoard's new suits"):
        score_hand(["Necromancer", "Knights"], {"Necromancer": "Lich"})
    with pytest.raises(HandError, match="takes an Army, Leader, Wizard, Beast or Undead; Castle"):
        score_hand(["Necromancer", "Knights"], {"Necromancer": "Castle"}, suits="cursed-hoard")


def test_items_add_their_values_treasure_chest_and_spyglass() -> None:
    three = ["Shovel", "Rake", "Sarcophagus"]
    result = score_hand(["King"], items=["Treasure Chest", *three], players=3)
    assert result["total"] == 8 + (-5 + 25) + (-2 - 4 + 5)
    assert score_hand(["King"], items=["Treasure Chest", "Shovel"], players=3)["total"] == 8 - 5 - 2
    assert score_hand(["King"], items=["Spyglass"], players=2)["total"] == 8 - 10
    assert score_hand(["King"], items=["Spyglass"], players=4)["total"] == 8 - 1


def test_genie_by_players_and_a_hand_keeps_its_best_nine() -> None:
    names = ["Leprechaun", "Angel", "Dark Queen", "Death Knight", "Specter", "Ghoul", "Magic Wand", "Genie",
             "Elven Longbow", "Mountain"]
    result = score_hand(names, suits="cursed-hoard", players=4)
    assert result["set_aside"] == ["Genie"] and result["total"] == 93
    with pytest.raises(HandError, match="at most 8 cards with the new suits"):
        score_hand([*names[1:7], "King", "Queen", "Knights"], suits="cursed-hoard")


@pytest.mark.parametrize(("args", "total"), [
    (("Book of Changes", "Phoenix (Promo)", "Beastmaster",
      "--choose", "Book of Changes=Phoenix (Promo):Flame"), 3 + 14 + 9),
    (("Book of Changes", "Phoenix (Promo)", "Sword of Keth", "Gem of Order", "Swamp", "Candle",
      "Fountain of Life"), 71),
])
def test_the_phoenix_promo_changed_by_the_book_or_blanked_beside_gem_of_order_scores(
        args: tuple[str, ...], total: int) -> None:
    """The breakdown agrees with the search (these hands stopped the command before)."""
    code, data = run("--json", "--promos", *args)
    assert code == 0 and isinstance(data, dict) and data["total"] == total
    assert sum(line["total"] for line in data["cards"]) == total
