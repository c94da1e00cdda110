"""The reference hands (copied from the shared data: public scorers and the rulebook examples)
and the rulebook's scoring examples and Q&A."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from realmkit.games.fantasy_realms.score_hand import score_hand

CASES = json.loads((Path(__file__).parent / "scoring_cases.json").read_text(encoding="utf-8"))


def as_choose(choices: dict[str, object]) -> dict[str, str]:
    out = {}
    for card, value in choices.items():
        out[card] = f"{value['target']}:{value['suit']}" if isinstance(value, dict) else str(value)
    return out


@pytest.mark.parametrize("case", CASES, ids=[c["title"] or " ".join(c["hand"]) for c in CASES])
def test_reference_hand_with_its_choices(case: dict) -> None:
    result = score_hand(case["hand"], as_choose(case["choices"]))
    assert result["total"] == case["expected"]
    assert sum(line["total"] for line in result["cards"]) == case["expected"], "the breakdown adds up"


@pytest.mark.parametrize("case", CASES, ids=[c["title"] or " ".join(c["hand"]) for c in CASES])
def test_open_choices_never_score_less(case: dict) -> None:
    """Choices left open are chosen to give the highest total."""
    assert score_hand(case["hand"])["total"] >= case["expected"]


def test_rulebook_example_one_mirage_as_rainstorm() -> None:
    """The ersatz Rainstorm does not put out the Wildfire; the Mountain clears the Great Flood's
    penalty; the Air Elemental scores 45 for Smoke, Whirlwind and the fake Rainstorm."""
    result = score_hand(["Mountain", "Great Flood", "Smoke", "Whirlwind", "Air Elemental", "Wildfire",
                         "Mirage"],
                        {"Mirage": "Rainstorm"})
    lines = {line["card"]: line for line in result["cards"]}
    assert not lines["Wildfire"]["blanked"]
    assert lines["Great Flood"]["cleared"]
    assert lines["Air Elemental"]["bonus"] == 45
    assert lines["Mirage"]["name"] == "Rainstorm" and lines["Mirage"]["suit"] == "Weather"
    assert result["total"] == 260


def test_rulebook_example_two_book_of_changes_makes_a_wizard() -> None:
    """One of the highest hands: the Book of Changes must make a Wizard for Candle and Bell Tower."""
    hand = ["Bell Tower", "Candle", "Queen", "Sword of Keth", "Shield of Keth", "Gem of Order",
            "Book of Changes"]
    assert score_hand(hand, {"Book of Changes": "Gem of Order:Wizard"})["total"] == 380
    assert score_hand(hand, {"Book of Changes": "none"})["total"] == 380 - 115
    assert score_hand(hand)["total"] == 380


def test_qa_blanking_chain_with_and_without_cavern() -> None:
    """Q&A: the Cavern clears Blizzard first, so Great Flood quenches the Wildfire and drowns the
    Cavern, which still has cleared; active are Blizzard and Flood. Without Cavern, the Flood is
    blanked and Blizzard and Wildfire are active."""
    with_cavern = {line["card"]: line for line in
                   score_hand(["Blizzard", "Great Flood", "Wildfire", "Cavern"])["cards"]}
    assert {c for c, line in with_cavern.items() if not line["blanked"]} == {"Great Flood", "Blizzard"}
    without = {line["card"]: line for line in score_hand(["Blizzard", "Great Flood", "Wildfire"])["cards"]}
    assert {c for c, line in without.items() if not line["blanked"]} == {"Blizzard", "Wildfire"}


def test_qa_doppelganger_copying_basilisk_blanks_both() -> None:
    """Q&A: with no card clearing their penalties, both Basilisks are blanked."""
    result = score_hand(["Basilisk", "Doppelganger"], {"Doppelganger": "Basilisk"})
    assert all(line["blanked"] for line in result["cards"])
    cleared = score_hand(["Basilisk", "Doppelganger", "Protection Rune"], {"Doppelganger": "Basilisk"})
    assert cleared["total"] == 35 + 35 + 1


def test_qa_book_of_changes_keeps_names() -> None:
    """Q&A: bonuses on other cards which name the changed card remain the same."""
    changed = score_hand(["Book of Changes", "Hydra", "Swamp"], {"Book of Changes": "Swamp:Weather"})
    assert changed["total"] == 3 + 40 + 18


def test_qa_mirage_as_generic_suit_and_zero_strength_in_a_run() -> None:
    """Q&A: a wild card may just take a suit; its base strength stays 0, usable in a Gem of Order run."""
    result = score_hand(["Gem of Order", "Shapeshifter", "Protection Rune", "Candle", "Forge"],
                        {"Shapeshifter": "Magic Wand"})
    assert result["total"] == 5 + 10 + 0 + 1 + 2 + 9 + 3 * 9
    stays = score_hand(["Gem of Order", "Shapeshifter", "Protection Rune", "Candle", "Forge"],
                       {"Shapeshifter": "none"})
    assert stays["total"] == 5 + 10 + 0 + 1 + 2 + 9 + 2 * 9


def test_with_bonus_paid_once_for_each_paid_per_card() -> None:
    """WITH: Magic Wand gets +25 once with two Wizards; FOR EACH: Beastmaster +9 per Beast."""
    assert score_hand(["Magic Wand", "Necromancer", "Collector"])["total"] == 1 + 25 + 3 + 7
    assert score_hand(["Beastmaster", "Warhorse", "Hydra"])["total"] == 9 + 18 + 20 + 12


def test_blanked_card_has_no_suit_bonus_penalty_or_strength() -> None:
    """BLANKS: a blanked Army is not counted by Princess, and its own penalty is gone."""
    result = score_hand(["Great Flood", "Dwarvish Infantry", "Knights", "Princess"])
    lines = {line["card"]: line for line in result["cards"]}
    assert lines["Knights"] == {"card": "Knights", "name": "Knights", "suit": None, "base": 0, "bonus": 0,
                                "penalty": 0, "blanked": True, "cleared": False, "total": 0}
    assert lines["Princess"]["bonus"] == 0
    assert result["total"] == 32 + 2


def test_cleared_card_keeps_suit_strength_and_bonus() -> None:
    """CLEARS: the Empress cleared by Protection Rune keeps its +10 per Army."""
    result = score_hand(["Protection Rune", "Empress", "King", "Knights"])
    lines = {line["card"]: line for line in result["cards"]}
    assert lines["Empress"] == {"card": "Empress", "name": "Empress", "suit": "Leader", "base": 15,
                                "bonus": 10,
                                "penalty": 0, "blanked": False, "cleared": True, "total": 25}


def test_blanked_only_by_a_blanked_card_stays() -> None:
    """Penalties start with cards no other card blanks: Blizzard blanks Great Flood, whose
    blanking of the Knights then does not happen."""
    result = score_hand(["Blizzard", "Great Flood", "Knights"])
    lines = {line["card"]: line for line in result["cards"]}
    assert lines["Great Flood"]["blanked"] and not lines["Knights"]["blanked"]
