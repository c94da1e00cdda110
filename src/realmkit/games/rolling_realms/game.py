"""The game `rolling-realms`: its spec, options, notation and integer encoding."""

from __future__ import annotations

import difflib

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
            Option("set", "base", "the realms drawn from: base (the original box), redux (the Redux "
                   "box), promos, all, or realm ids joined by '+' (at least 9)"),
            Option("realms", "", "fix the 9 realms instead of drawing them: 9 different realm ids "
                   "joined by '+', three per round in order (e.g. for a solo challenge)"),
        ),
        has_chance=True,
        hidden_information=True,
        summary="roll-and-write: 3 rounds of 9 shared rolls used on 3 realm cards a round",
        rules=(
            "Three rounds of nine rolls of two dice shared by every player, with three realm cards a "
            "round. On each roll use each die in a different one of your realms (using a die is "
            "optional) and mark what that realm's card allows; spend the pumpkins, hearts and coins "
            "you gain to adjust, copy or create dice. Stars score (at most 6 a realm) and each "
            "resource left at a round's end a tenth of a star. The highest score wins; alone, beat "
            "your best."
        ),
        configurations=(
            (_ID, 1),
            (_ID, 2),
            (_ID, 6),
            (f"{_ID}(realms=wingspan+scythe+tapestry+castles+cities+society"
             "+euphoria+charterstone+viticulture)", 1),
            (f"{_ID}(set=all)", 1),
            (f"{_ID}(set=all)", 3),
        ),
        ai="realmkit.games.rolling_realms.ai:RollingRealmsAI",
        tensor="realmkit.games.rolling_realms.tensor:RollingRealmsTensor",
    )

    def __init__(self, **options: object) -> None:
        super().__init__(**options)  # type: ignore[arg-type]
        self.table = all_actions(tuple(REALMS.values()))
        self.ids = {action: n for n, action in enumerate(self.table)}

    def validate_options(self) -> None:
        self.realm_set: tuple[Realm, ...] = self._read_set(str(self.options["set"]))
        text = str(self.options["realms"])
        if not text:
            self.fixed_realms: tuple[str, ...] = ()
            return
        names = _realm_names("realms", text)
        wanted = ROUNDS * REALMS_PER_ROUND
        if len(names) != wanted or len(set(names)) != wanted:
            repeats = " with repeats" if len(set(names)) != len(names) else ""
            raise GameStringError(
                f"option realms={text!r}: give {wanted} different realms joined by '+' "
                f"(three per round), not {len(names)}{repeats}"
            )
        self.fixed_realms = names

    @staticmethod
    def _read_set(text: str) -> tuple[Realm, ...]:
        """The realms drawn from: a set's name, or realm ids joined by '+' (at least 9)."""
        wanted = ROUNDS * REALMS_PER_ROUND
        if text in SETS:
            realms = SETS[text]
            if len(realms) < wanted:
                raise GameStringError(
                    f"option set={text}: a game draws {wanted} realms and realmkit has {len(realms)} "
                    f"of that set; choose a set with at least {wanted} "
                    f"({', '.join(s for s in SETS if len(SETS[s]) >= wanted)}) or list realms")
            return realms
        if "+" not in text and text not in REALMS:
            close = difflib.get_close_matches(text, [*SETS, *REALMS], n=3)
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            raise GameStringError(f"option set={text!r} is not a set: expected one of {', '.join(SETS)}, "
                                  f"or realm ids joined by '+'{hint}")
        names = _realm_names("set", text)
        if len(set(names)) != len(names) or len(names) < wanted:
            raise GameStringError(f"option set={text!r}: list at least {wanted} different realms "
                                  f"joined by '+', not {len(names)}")
        return tuple(REALMS[name] for name in names)

    def _new_state(self, num_players: int, seed: int) -> State:
        return RollingRealmsState(self, num_players, seed)

    def read_action(self, state: State, text: str) -> Action:
        """Read the notation of `actions.py`; text that is not one reads as a legal action
        without its first word, as a menu lists it under that word (`bird 2`), if one is so."""
        try:
            return parse(text, REALMS)
        except IllegalActionError:
            assert isinstance(state, RollingRealmsState)
            wanted = " ".join(text.lower().split())
            ends = [a for a in state.legal_actions() if str(a).partition(" ")[2] == wanted]
            if len(ends) == 1:
                return ends[0]
            raise

    def num_distinct_actions(self) -> int:
        return len(self.table)

    def action_to_id(self, action: object) -> int:
        if action not in self.ids:
            raise IllegalActionError(f"{action!r} is not a Rolling Realms action")
        return self.ids[action]  # type: ignore[index]

    def _id_to_action(self, action_id: int) -> Action:
        return self.table[action_id]


def _realm_names(option: str, text: str) -> tuple[str, ...]:
    """Realm ids joined by '+'; an unknown one is refused with the closest names."""
    names = tuple(name.strip() for name in text.split("+"))
    for name in names:
        if name not in REALMS:
            close = difflib.get_close_matches(name, list(REALMS), n=3, cutoff=0.5)
            hint = (f"did you mean {' or '.join(close)}?" if close
                    else f"the realms are {', '.join(sorted(REALMS))}")
            raise GameStringError(f"option {option}: {name!r} is not a realm; {hint}")
    return names
