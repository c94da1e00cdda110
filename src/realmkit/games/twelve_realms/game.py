"""The game `twelve-realms`: its spec, options, notation and integer encoding."""

from __future__ import annotations

from typing import Any

from realmkit.core import Game, GameSpec, GameStringError, IllegalActionError, Option, State, register
from realmkit.games.twelve_realms.actions import Action, action_table, parse
from realmkit.games.twelve_realms.content import ContentError, load_content
from realmkit.games.twelve_realms.drawing import pieces
from realmkit.games.twelve_realms.state import TwelveRealmsState

_ID = "twelve-realms"


@register
class TwelveRealms(Game):
    """12 Realms by Ignazio Corrao: heroes of the tales against the Dark Lords' invasion."""

    spec = GameSpec(
        id=_ID,
        title="12 Realms",
        min_players=1,
        max_players=6,
        options=(
            Option("realms", "", "the Game Realms, as sherwood+oz (default: drawn from the seed); "
                   "2 for 1-2 players, 3 for 3-4, 4 for 5-6, one more with extra_realm"),
            Option("no_starting_artifacts", False, "longer and more difficult: no Artifact Piece I "
                   "at setup"),
            Option("extra_realm", False, "more challenging: one more Game Realm (epic: both options)"),
            Option("lone_hero_crown", True, "designed for realmkit: a lone hero (one player) "
                   "takes one more red Crown; false plays the rulebook's one-player game"),
            Option("two_player_swiftness", True, "designed for realmkit: at two players every "
                   "hero takes one red Swiftness fewer; false plays the rulebook's two-player game"),
            Option("full_table_crown", True, "designed for realmkit: at six players every hero "
                   "takes one more red Crown; false plays the rulebook's six-player game"),
            Option("heroes", "", "the heroes offered at setup, as siegfried+snow-white+... "
                   "(default: all)"),
            Option("realm_packs", "", "a TOML file of more realm packs, by path", reads_file=True),
        ),
        has_chance=True,
        hidden_information=False,  # open hands; the deck's order is unknown to all, as dice are
        cooperative=True,
        summary="cooperative adventure: 1-6 heroes against the Dark Lords' invasion",
        rules=(
            "The heroes win together when the last Dark Lord falls, and lose together when an "
            "Invasion Track passes its last space. A turn: draw Realms cards, then take any actions "
            "(move, confront a creature or Dark Lord with Talent tokens, claim Treasures and "
            "Artifact Pieces, entrust, travel), then upkeep (refresh in a Town, creature powers, "
            "invasion tracks). A Dark Lord can be challenged only with all its realm's Artifact "
            "Pieces. Any hero may play an Adventure card during a Perform Actions phase."
        ),
        configurations=(
            (_ID, 1),
            (_ID, 2),
            (f"{_ID}(extra_realm=true)", 3),
            (f"{_ID}(no_starting_artifacts=true)", 4),
            (f"{_ID}(realms=oz+lapland+camelot+baghdad)", 5),
            (f"{_ID}(no_starting_artifacts=true,extra_realm=true)", 6),
            (f"{_ID}(heroes=siegfried+snow-white+dartagnan+red-riding-hood)", 3),
            (f"{_ID}(lone_hero_crown=false)", 1),
            (f"{_ID}(two_player_swiftness=false)", 2),
            (f"{_ID}(full_table_crown=false)", 6),
        ),
        ai="realmkit.games.twelve_realms.ai:TwelveRealmsAI",
        tensor="realmkit.games.twelve_realms.tensor:TwelveRealmsTensor",
    )

    def validate_options(self) -> None:
        try:
            self.content = load_content(str(self.options["realm_packs"]))
            self.chosen_realms = [self.content.realm(slug).index
                                  for slug in _names(self.options["realms"])]
        except ContentError as error:
            raise GameStringError(str(error)) from None
        if len(set(self.chosen_realms)) != len(self.chosen_realms):
            raise GameStringError(f"option realms={self.options['realms']} names a realm twice")
        heroes = {hero.slug: hero.index for hero in self.content.heroes}
        names = _names(self.options["heroes"])
        unknown = [name for name in names if name not in heroes]
        if unknown:
            raise GameStringError(f"option heroes: no hero {unknown[0]!r}; heroes: {', '.join(heroes)}")
        self.hero_pool = [heroes[name] for name in names] or list(heroes.values())
        self.table = action_table(self.content)

    def components(self) -> dict[str, Any]:
        """Every realm map, creature, Dark Lord, card and hero of the content, with the words
        the notation and the observation use for them (drawing.pieces)."""
        return pieces(self.content)

    def player_range(self) -> tuple[int, int]:
        return 1, min(6, len(self.hero_pool))

    def _new_state(self, num_players: int, seed: int) -> State:
        return TwelveRealmsState(self, num_players, seed)

    def read_action(self, state: State, text: str) -> Action:
        """Read the notation of `actions.py`."""
        return parse(self.table, text)

    def num_distinct_actions(self) -> int:
        return len(self.table.actions)

    def action_to_id(self, action: object) -> int:
        if action not in self.table.ids:
            raise IllegalActionError(f"{action!r} is not a 12 Realms action")
        return self.table.ids[action]  # type: ignore[index]

    def _id_to_action(self, action_id: int) -> Action:
        return self.table.actions[action_id]


def _names(value: object) -> list[str]:
    return [name.strip() for name in str(value).split("+") if name.strip()]
