"""The designed content: 12 realm packs, the heroes, the talent table, and a loader that refuses
a bad pack naming the file, the entry and the fault."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import pytest

import realmkit
from realmkit.core import GameStringError
from realmkit.games.twelve_realms import TwelveRealms
from realmkit.games.twelve_realms.components import (
    ADVENTURE_CARD,
    CREATURE_CARD,
    POWERS,
    TALENTS,
    TREASURE_CARD,
)
from realmkit.games.twelve_realms.components.content import notation
from realmkit.games.twelve_realms.components.packs import load_content

PACK = resources.files("realmkit.games.twelve_realms").joinpath("realms/oz.toml").read_text("utf-8")


def test_twelve_packs_every_power_and_eight_heroes() -> None:
    content = load_content()
    assert len(content.realms) == 12
    assert len(content.heroes) >= 8
    assert {"siegfried", "snow-white", "dartagnan", "red-riding-hood"} <= {h.slug for h in content.heroes}
    used = {p.name for k in content.kinds for p in k.powers}
    assert used == set(POWERS)
    for realm in content.realms:
        creature_cards = [c for c in realm.cards if content.cards[c].kind == CREATURE_CARD]
        assert len(creature_cards) == 8 and len(realm.cards) == 13, realm.slug
        assert 1 <= len(realm.lords) <= 2


def test_talent_table_follows_the_final_notes() -> None:
    assert [TALENTS[t] for t in load_content().talent_table] == list(TALENTS[:6])


def test_every_data_file_says_it_is_designed_for_realmkit() -> None:
    folder = resources.files("realmkit.games.twelve_realms")
    files = [folder.joinpath("heroes.toml"), *folder.joinpath("realms").iterdir()]
    assert len(files) == 13
    for entry in files:
        assert "designed for realmkit" in entry.read_text("utf-8").splitlines()[0].lower(), entry.name


def _pack(tmp_path: Path, text: str) -> str:
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _user_pack(change: tuple[str, str] = ("", "")) -> str:
    """Oz under other names: the realm Ozma, each entry's name (and so its notation) with 'Ozma's'
    in front, and the names the pack refers to changed alike."""
    text = re.sub(r'name = "(The )?', "name = \"Ozma's ", PACK)
    text = text.replace('name = "Ozma\'s Oz"', 'name = "Ozma"', 1)
    text = re.sub(r'(creature|appear) = "', r'\1 = "ozmas-', text)
    return text.replace(*change) if change[0] else text


def test_a_users_pack_file_is_loaded_by_path(tmp_path: Path) -> None:
    path = _pack(tmp_path, _user_pack())
    game = realmkit.load(f"twelve-realms(realm_packs={path},realms=ozma+lapland)")
    state = game.new_state(2, 0)
    assert state.observation(None)["realms"][0]["realm"] == "ozma"


@pytest.mark.parametrize(("change", "fault"), [
    (('"craft", "craft"], ["magic", "charm"]]', '"craft", "sorcery"], ["magic", "charm"]]'),
     "creature 'ozmas-hammer-heads': unknown talent 'sorcery'"),
    (("paths = [[0, 2], [0, 3], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 1], [2, 6]]",
      "paths = [[0, 2], [0, 3], [2, 3], [3, 4]]"), "the map is not connected: areas [1, 5, 6]"),
    (('creature = "ozmas-nomes"', 'creature = "gnomes"'), "power summon: it names 'gnomes'"),
    (("cards = 2\nvulnerability = [[\"charm\"", "cards = 3\nvulnerability = [[\"charm\""),
     "a pack has 8 Creature cards, not 9"),
    (('kind = "event"', 'kind = "omen"'), "card 'ozmas-deadly-poppies': 'kind' must be one of"),
])
def test_a_bad_pack_is_refused_naming_file_entry_and_fault(tmp_path: Path, change: tuple[str, str],
                                                           fault: str) -> None:
    text = _user_pack(change)
    assert text != _user_pack(), "the change applies"
    path = _pack(tmp_path, text)
    with pytest.raises(GameStringError) as error:
        realmkit.load(f"twelve-realms(realm_packs={path})")
    assert path in str(error.value) and "realm 'ozma'" in str(error.value)
    assert fault in str(error.value)


def test_a_missing_pack_file_and_unknown_names_are_refused(tmp_path: Path) -> None:
    with pytest.raises(GameStringError, match="cannot read the pack file"):
        realmkit.load(f"twelve-realms(realm_packs={tmp_path / 'none.toml'})")
    with pytest.raises(GameStringError, match="no realm pack 'narnia'"):
        realmkit.load("twelve-realms(realms=narnia+oz)")
    with pytest.raises(GameStringError, match="no hero 'alice'"):
        realmkit.load("twelve-realms(heroes=alice)")
    with pytest.raises(GameStringError, match="3 players need 3 Game Realms"):
        realmkit.load("twelve-realms(realms=oz+lapland)").new_state(3, 0)


def _cards_with(realm_slug: str, power: str) -> int:
    """How many of a pack's Creature cards show a creature with `power` (with any power: "")."""
    content = load_content()
    realm = next(r for r in content.realms if r.slug == realm_slug)
    cards = [content.cards[c] for c in realm.cards if content.cards[c].kind == CREATURE_CARD]
    return sum((content.kinds[card.creature].power(power) is not None) if power
               else bool(content.kinds[card.creature].powers) for card in cards)


def test_the_tuned_packs_keep_their_character() -> None:
    """The balance tuning eased Lilliput, Hamelin and Wonderland and hardened Baghdad
    (docs/rules/twelve-realms.md): Lilliput still brings hordes (the game's only Horde 2) of
    tiny soldiers that each fall to one talent, and its Emperor summons; Hamelin's rats still
    come in hordes and are summoned by the Rat King and the Pied Piper; Wonderland's creatures
    are still mostly changelings and its Queen still summons Card Soldiers in hordes; Baghdad's
    Forty Thieves are a band no single talent beats, in a realm of treasures."""
    content = load_content()
    kinds = {k.slug: k for k in content.kinds}
    assert _cards_with("lilliput", "horde") >= 2
    assert [p.level for k in content.kinds for p in k.powers if p.name == "horde" and p.level > 1] == [2]
    assert [p.level for p in kinds["big-endians"].powers if p.name == "horde"] == [2]
    assert kinds["emperor-of-blefuscu"].power("summon") is not None
    for tiny in ("blefuscudian-fleet", "big-endians", "palace-guard"):
        assert min(sum(group) for group in kinds[tiny].groups) == 1
    rats = kinds["rats"]
    assert rats.power("horde") is not None and _cards_with("hamelin", "horde") >= 2
    for summoner in ("rat-king", "pied-piper"):
        assert [p.creature for p in kinds[summoner].powers if p.name == "summon"] == [rats.index]
    assert _cards_with("wonderland", "changeling") > 8 / 2
    soldiers = kinds["card-soldiers"]
    assert soldiers.power("horde") is not None
    assert [p.creature for p in kinds["queen-of-hearts"].powers if p.name == "summon"] == [soldiers.index]
    assert min(sum(group) for group in kinds["forty-thieves"].groups) == 2
    assert _cards_with("baghdad", "treasure") > 8 / 2


def test_the_notation_of_every_name_is_the_name_as_typed() -> None:
    """The names on screen and in the notation agree: each realm, creature, Dark Lord, card and
    hero is typed as its name, lower case, without a leading 'The' or apostrophes."""
    content = load_content()
    table = TwelveRealms().action_table()
    assert notation("The Wizard's Gifts") == "wizards-gifts" and notation("Jeanne d'Arc") == "jeanne-darc"
    for realm in content.realms:
        assert table.find(f"travel {notation(realm.name)}") is not None
    for kind in content.kinds:
        assert table.find(f"confront {notation(kind.name)}") is not None
    for card in content.cards:
        word = {TREASURE_CARD: "claim", ADVENTURE_CARD: "play"}.get(card.kind)
        assert card.slug == notation(card.name)
        if word:
            assert table.find(f"{word} {notation(card.name)}") is not None
    for hero in content.heroes:
        assert table.find(f"hero {notation(hero.name)}") is not None


def test_no_name_comes_from_a_film() -> None:
    """Names come from the public-domain tales: Barrie's Little House and crocodile, the
    Grimms' wolf; not the films' Skull Rock, Tick-Tock Crocodile or Big Bad Wolf."""
    folder = resources.files("realmkit.games.twelve_realms")
    text = "\n".join(entry.read_text("utf-8") for entry in folder.joinpath("realms").iterdir())
    for film in ("Skull Rock", "Tick-Tock", "Big Bad Wolf", "Second Star", "Mad Hatter", "Cave of Wonders",
                 "Sword in the Stone"):
        assert film not in text
    kinds = {kind.slug: kind.name for kind in load_content().kinds}
    assert kinds["crocodile"] == "The Crocodile" and kinds["wolf"] == "The Wolf"


def test_every_creature_card_of_oz_has_a_power() -> None:
    """Oz's creatures from Baum's books, each with a Creature Power of the rulebook: Winged
    Monkeys maraud, Kalidahs come two by two (Horde), the Forty Wolves and the Hammer-Heads drive
    heroes back (Blast), Mombi changes shape (Changeling), the Black Bees sting (Curse), Nomes
    come back out of the rock (Unyielding)."""
    assert _cards_with("oz", "") == 8
    powers = {p.name for k in load_content().kinds if k.realm == load_content().realm("oz").index
              and not k.lord for p in k.powers}
    assert powers == {"marauding", "horde", "blast", "changeling", "curse", "unyielding"}
