"""Fantasy Realms scoring, module by module in the rulebook's order of effects (its Q&A):

1. and 2. `hand`: Doppelgänger, Mirage and Shapeshifter take what they copy (`copies`: what each
   may take), the Book of Changes changes a suit (`book_moves`: the moves worth reading);
3. `steps.aim`: every CLEARS applies, even from a card blanked later;
4. `penalties` (what each penalty BLANKS, Demon's first), `step4` (blankers settled, cycles
   blanked);
5. `steps`: "BLANKED unless" conditions settle on the unblanked cards;
6. `effects` and `hoard_bonuses` (bonuses), `penalties`: the unblanked cards score base
   strength, bonus and penalty; `breakdown`: card by card.

Choices left open are chosen to give the highest total: `choices` (the search), reading the
hand's texts (`mentions`, `plan`), bounding what a choice can score (`bounds`, `wild`; before
the Book of Changes: `before_book` for step 4, `unless_moves` for "BLANKED unless", `tree_moves`
for World Tree and each choice of Island; `demon_moves`, `move_groups`; after a move beside
Demon, `moved_blanking` for step 4); `kept`: a hand over the cap keeps its best cards, each set
bounded before its search (`set_most`), and the game's scores are remembered.
"""

from realmkit.games.fantasy_realms.scoring.breakdown import breakdown
from realmkit.games.fantasy_realms.scoring.choices import CHOICE_CARDS, best, describe
from realmkit.games.fantasy_realms.scoring.hand import BASE_TABLE, NO_CHOICES, Choices, Table
from realmkit.games.fantasy_realms.scoring.kept import best_kept, best_total, kept_of
from realmkit.games.fantasy_realms.scoring.steps import Detail, evaluate

__all__ = [
    "BASE_TABLE",
    "CHOICE_CARDS",
    "NO_CHOICES",
    "Choices",
    "Detail",
    "Table",
    "best",
    "best_kept",
    "best_total",
    "breakdown",
    "describe",
    "evaluate",
    "kept_of",
]
