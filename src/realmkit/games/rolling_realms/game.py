"""The game `rolling-realms`: its spec, options, notation and integer encoding."""

from __future__ import annotations

from realmkit.core import Game, GameSpec, GameStringError, IllegalActionError, Option, State, register
from realmkit.games.rolling_realms.actions import Action, all_actions, parse
from realmkit.games.rolling_realms.kit import Realm
from realmkit.games.rolling_realms.realms import REALMS, SETS
from realmkit.games.rolling_realms.state import REALMS_PER_ROUND, ROUNDS, RollingRealmsState

_ID = "rolling-realms"


@register
class RollingRealms(Game):
    """Rolling Realms by Jamey Stegmaier: everyone uses the same two dice on their own realm cards."""

    spec = GameSpec(
        id=_ID,
        title="Rolling Realms",
        min_players=1,
        max_players=6,
        options=(
            Option("realm_set", "base", "the realms drawn from: base (the eleven of the original box)",
                   choices=tuple(SETS)),
            Option("realms", "", "fix the 9 realms instead of drawing them: 9 different realm ids "
                   "joined by '+', three per round in order (e.g. for a solo challenge)"),
        ),
        has_chance=True,
        hidden_information=True,
        summary="roll-and-write: 3 rounds of 9 shared rolls used on 3 realm cards a round",
        configurations=(
            (_ID, 1),
            (_ID, 2),
            (_ID, 6),
            (f"{_ID}(realms=wingspan+scythe+tapestry+castles+cities+society"
             "+euphoria+charterstone+viticulture)", 1),
        ),
        ai="realmkit.games.rolling_realms.ai:RollingRealmsAI",
    )

    def __init__(self, **options: object) -> None:
        super().__init__(**options)  # type: ignore[arg-type]
        self.realm_set: tuple[Realm, ...] = SETS[str(self.options["realm_set"])]
        self.table = all_actions(tuple(REALMS.values()))
        self.ids = {action: n for n, action in enumerate(self.table)}

    def validate_options(self) -> None:
        text = str(self.options["realms"])
        if not text:
            self.fixed_realms: tuple[str, ...] = ()
            return
        names = tuple(name.strip() for name in text.split("+"))
        known = ", ".join(sorted(REALMS))
        for name in names:
            if name not in REALMS:
                raise GameStringError(f"option realms: {name!r} is not a realm; the realms are {known}")
        wanted = ROUNDS * REALMS_PER_ROUND
        if len(names) != wanted or len(set(names)) != wanted:
            repeats = " with repeats" if len(set(names)) != len(names) else ""
            raise GameStringError(
                f"option realms={text!r}: give {wanted} different realms joined by '+' "
                f"(three per round), not {len(names)}{repeats}"
            )
        self.fixed_realms = names

    def _new_state(self, num_players: int, seed: int) -> State:
        return RollingRealmsState(self, num_players, seed)

    def read_action(self, state: State, text: str) -> Action:
        """Read the notation of `actions.py`."""
        return parse(text, REALMS)

    def num_distinct_actions(self) -> int:
        return len(self.table)

    def action_to_id(self, action: object) -> int:
        if action not in self.ids:
            raise IllegalActionError(f"{action!r} is not a Rolling Realms action")
        return self.ids[action]  # type: ignore[index]

    def _id_to_action(self, action_id: int) -> Action:
        return self.table[action_id]
