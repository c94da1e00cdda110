"""What each seat's log says of a move, and what the end of the game shows to all: a card only
its player sees is left out of the others' logs (Genie, the Chaos Necromancer's keep, Wishing
Ring, Staff of Transmutation, Cauldron); the others' views do not tell which card it was; and
`determinize` never deals a world the seat knows to be impossible."""

from __future__ import annotations

import random

import pytest
from item_positions import play, position

import realmkit
from realmkit.core import ai_for
from realmkit.games.fantasy_realms.components.cards import HOARD_DECK, NAMES, card_id, ids
from realmkit.games.fantasy_realms.positions import position as build
from realmkit.games.fantasy_realms.state import FantasyRealmsState

HOARD = "fantasy-realms(suits=cursed-hoard)"


def hoard_cards(*names: str) -> int:
    return sum(1 << card_id(n, HOARD_DECK) for n in names)


def end_position(game_string: str = HOARD, genie: int = 2) -> FantasyRealmsState:
    """Eleven cards discarded, player 1 (seat 0) to discard the twelfth; seat 1 holds the
    Leprechaun, seat `genie` the Genie (-1: the Genie lies at the bottom of the deck), seat 0 the
    Necromancer."""
    hands = [["Necromancer", "Knights", "Forest", "Cavern", "Candle", "Forge", "Lightning", "Hydra", "Lich"],
             ["Leprechaun", "King", "Queen", "Princess", "Warlord", "Empress", "Unicorn", "Basilisk"],
             ["Swamp", "Island", "Rainstorm", "Blizzard", "Smoke", "Whirlwind", "Wildfire"]]
    if genie >= 0:
        hands[genie].append("Genie")
    discard = ["Dragon", "Mountain", "Bell Tower", "Light Cavalry", "Warship", "Magic Wand", "World Tree",
               "Gem of Order", "Fire Elemental", "Ghoul", "Castle"]
    placed = {card_id(n, HOARD_DECK) for n in (*discard, *(n for hand in hands for n in hand))}
    deck = [NAMES[c] for c in ids(HOARD_DECK) if c not in placed]
    if genie < 0:                                       # the Genie at the bottom
        deck = ["Genie", *(n for n in deck if n != "Genie")]
    return build({"game": game_string, "players": 3, "hands": hands, "discard": discard, "deck": deck,
                  "player": 0, "phase": "discard"})


def logs(state: FantasyRealmsState, text: str) -> list[str]:
    """The line of the move `text` in the log of each seat, then of a spectator."""
    action = state.game.parse_action(state, text)
    return [state.notation_seen_by(action, viewer) for viewer in [*range(state.num_players), None]]


def view(state: FantasyRealmsState, seat: int) -> tuple[object, str]:
    return state.observation(seat), state.render(seat)


def test_the_genie_s_card_is_written_for_its_holder_only() -> None:
    """Genie: its holder "looks through the deck" and puts a card in the hand; the others see a card
    taken, not which."""
    state = end_position()
    play(state, "discard Candle")
    assert logs(state, "genie Dark Queen") == ["genie a card", "genie a card", "genie Dark Queen",
                                               "genie a card"]


def test_the_end_of_game_draws_show_who_holds_the_leprechaun_the_genie_and_the_necromancer() -> None:
    """The end-of-game draws are made in view of all: the Leprechaun's holder draws, the Genie's
    holder takes a card, the Necromancer's holder decides; every seat knows who holds each, and
    `determinize` keeps each in its holder's hand."""
    state = end_position()
    play(state, "discard Candle")
    known = state.observation(0)["known"]
    assert "Leprechaun" in known[1] and "Genie" in known[2]
    play(state, "genie Dark Queen")
    assert state.phase == "necromancer" and "Necromancer" in state.observation(1)["known"][0]
    for seed in range(12):
        world = state.determinize(1, random.Random(seed))
        assert world.hands[0] & hoard_cards("Necromancer") and world.hands[2] & hoard_cards("Genie")
        assert world.legal_actions() == state.legal_actions()


def test_determinize_in_another_seat_s_necromancer_decision_keeps_its_necromancer() -> None:
    """Base game: the Necromancer's decision shows its holder; a world dealt for another seat
    (uniformly, or by the AI's evidence-weighted deal) keeps the Necromancer in that hand (it used
    to be dealt away, and the holder's legal actions then raised IndexError)."""
    state = realmkit.load("fantasy-realms").new_state(3, 9)
    assert isinstance(state, FantasyRealmsState)
    rng = random.Random(9)
    while state.phase != "necromancer":
        state.apply(rng.choice(state.legal_actions()))
    owner = state.player
    ai = ai_for(state.game)
    for seat in range(3):
        for seed in range(12):
            rng = random.Random(seed)
            worlds = (state.determinize(seat, rng), ai.determinize(state, seat, rng))
            for world in worlds:
                assert world.legal_actions() == state.legal_actions(), (seat, seed)
                assert world.hands[owner] == state.hands[owner] or seat != owner
                assert world.hands[owner] & state.hands[owner] & state.known


def test_an_end_of_game_draw_not_made_shows_its_card_is_in_the_deck() -> None:
    """No hand drew for the Genie at the end though the deck held cards: every seat knows the Genie
    is in the deck, and `determinize` deals it into no hand."""
    state = end_position(genie=-1)
    play(state, "discard Candle")
    assert state.phase == "necromancer"
    genie = hoard_cards("Genie")
    for seed in range(30):
        world = state.determinize(1, random.Random(seed))
        assert not any(hand & genie for hand in world.hands)
    assert sorted(world.deck) != sorted(state.deck) or world.deck != state.deck


def test_the_genie_s_holder_keeps_the_deck_it_looked_through() -> None:
    """The Genie's holder has seen the deck: in the Necromancer's decision that follows, a world
    dealt for it keeps the deck as it was."""
    state = end_position()
    play(state, "discard Candle", "genie Dark Queen")
    assert state.phase == "necromancer"
    for seed in range(5):
        world = state.determinize(2, random.Random(seed))
        assert world.deck == state.deck and world.hands[2] == state.hands[2]
    assert any(state.determinize(1, random.Random(seed)).deck != state.deck for seed in range(5))


def test_the_chaos_necromancer_s_card_kept_is_written_for_its_owner_only() -> None:
    """Chaos Realms: the Necromancer's owner draws three cards (seen by that player only) and keeps
    one; the others read "keep a card"."""
    state = realmkit.load("fantasy-realms(variant=chaos,trade_rounds=1)").new_state(3, 1)
    assert isinstance(state, FantasyRealmsState)
    owner = state.current_player()
    necromancer = 1 << card_id("Necromancer")
    state.hands = [hand & ~necromancer for hand in state.hands]
    state.deck = [c for c in state.deck if c != card_id("Necromancer")]
    state.hands[owner] |= necromancer
    play(state, "pass", "pass", "pass", "necromancer draw")
    kept = NAMES[state.legal_actions()[0].card]
    lines = logs(state, f"keep {kept}")
    assert lines[owner] == f"keep {kept}"
    assert [line for seat, line in enumerate(lines) if seat != owner] == ["keep a card"] * 3


def test_a_wish_is_written_for_its_user_only_and_leaves_no_trace_in_the_others_views() -> None:
    """Wishing Ring: "Look through the deck and place any card you wish on top." The others do not
    see which card: a seat that knew the places of the bottom cards no longer knows them, which
    would show the card wished for when it came from there."""
    views = []
    for wish in ("Warship", "Great Flood"):
        state = position(("Wishing Ring", "Rake", "Portal"))
        assert state.cursed is not None
        state.cursed.pinned[1] = 1 << card_id("Warship")      # seat 1 knows the bottom card
        play(state, "use Wishing Ring")
        assert logs(state, f"wish {wish}") == [f"wish {wish}", "wish a card", "wish a card", "wish a card"]
        play(state, f"wish {wish}")
        assert "Warship" in state.observation(1)["items"]["known_in_deck"]
        views.append([view(state, seat) for seat in (1, 2)])
    assert views[0] == views[1]


def test_staff_of_transmutation_s_cards_are_written_for_their_owner_only() -> None:
    """Staff of Transmutation: "Return 3-8 cards from your hand to the bottom of the deck and replace
    them from the top." The cards go back face down: the others read "return a card", and once the
    cards are replaced they no longer know any card of that hand (it might have gone back)."""
    views = []
    for returned in (("Dragon", "Candle", "Forest"), ("Candle", "Forest", "Rainstorm")):
        state = position(("Staff of Transmutation", "Rake", "Portal"))
        state.known = 1 << card_id("Dragon")                  # as if taken from the discard area
        play(state, "use Staff of Transmutation")
        first = f"return {returned[0]}"
        assert logs(state, first) == [first, "return a card", "return a card", "return a card"]
        play(state, *(f"return {card}" for card in returned), "stop returning")
        assert state.observation(1)["known"][0] == []
        views.append([view(state, seat) for seat in (1, 2)])
    assert views[0] == views[1]


@pytest.mark.parametrize("where", ["top", "bottom"])
def test_cauldron_s_cards_put_back_are_written_for_their_owner_only(where: str) -> None:
    """Cauldron: "draw three cards, then place two of them on the top or bottom of the deck": the
    others see where a card goes, not which; a seat that knew the top card and saw it drawn no
    longer knows it is in the hand once a card has gone back."""
    views = []
    for card in ("Wildfire", "Great Flood"):
        state = position(("Cauldron", "Rake", "Portal"))
        assert state.cursed is not None
        state.cursed.pinned[1] = 1 << card_id("Wildfire")     # seat 1 knows the top card
        play(state, "use Cauldron")
        assert state.observation(1)["items"]["seen"][0] == ["Wildfire"]
        assert logs(state, f"{where} {card}") == [f"{where} {card}"] + [f"{where} a card"] * 3
        play(state, f"{where} {card}")
        views.append([view(state, seat) for seat in (1, 2)])
    assert views[0] == views[1]


def test_the_genie_s_card_leaves_no_trace_in_the_others_knowledge_of_the_deck() -> None:
    """With Cursed Items a seat may know where cards of the deck lie; the Genie's holder takes a
    card unseen, so the others no longer know any place in the deck, whichever card it took."""
    views = []
    for card in ("Dark Queen", "Unicorn"):
        state = end_position("fantasy-realms(cursed_items=true,suits=cursed-hoard)")
        assert state.cursed is not None
        hand1 = hoard_cards("Unicorn")
        state.hands[1] &= ~hand1
        state.deck.insert(0, card_id("Unicorn", HOARD_DECK))
        play(state, "discard Candle")
        state.cursed.pinned[0] = hoard_cards("Unicorn")      # seat 0 knows the bottom card
        play(state, f"genie {card}")
        views.append([view(state, seat) for seat in (0, 1)])
    assert views[0] == views[1]


@pytest.mark.parametrize("text", ["take Dragon", "discard Candle", "necromancer Dragon", "offer Candle to 2",
                                  "accept Knights", "use Spyglass on 2", "reveal Candle", "show Knights",
                                  "trade for Knights", "pick Rake", "seal Dragon", "rake Dragon",
                                  "mirror Dragon", "use Shovel on Dragon", "use Lantern on Army"])
def test_moves_made_openly_are_written_alike_for_everyone(text: str) -> None:
    """The discard area is public; offers and answers, Market Wagon's reveals and shows, the items
    used and their targets, Backpack's items (face up) are all made in view of the table."""
    state = position()
    action = state.game.read_action(state, text)
    assert {state.notation_seen_by(action, viewer) for viewer in (0, 1, 2, None)} == {text}
