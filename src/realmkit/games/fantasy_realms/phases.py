"""The phases of a game of Fantasy Realms and the counts that end it.

TURN (draw or take), DISCARD, OFFER and REPLY (Chaos Realms trading), GENIE, NECROMANCER and KEEP
(the end-of-game draws: Leprechaun, then Genie, then Necromancer), OVER; with Cursed Items, also
the items' own phases (items.state.ITEM_PHASES).
"""

TURN, DISCARD, OFFER, REPLY, NECROMANCER_PHASE, KEEP, OVER = (
    "turn", "discard", "offer", "reply", "necromancer", "keep", "over")
GENIE_PHASE = "genie"
HAND_SIZE = 7
BASE_END = 10
TWO_PLAYER_END = 12
HOARD_HAND, HOARD_END, HOARD_TWO_PLAYER_END, HOARD_CAP = 8, 12, 14, 9
"""With The Cursed Hoard's new suits: deal (or build to) 8 cards; the game ends at 12 cards in the
discard area (two players: both hold 8 and 14 in the discard area); a hand keeps its best 9."""
