"""The game `rolling-realms`: its spec, settings, notation and integer encoding."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from functools import cache
from typing import Any

from realmkit.core import Game, GameSpec, GameStringError, IllegalActionError, register
from realmkit.core.actions import ActionTable
from realmkit.core.options import option
from realmkit.games.rolling_realms.actions import Action, all_actions, parse
from realmkit.games.rolling_realms.components import REALMS_PER_ROUND, RESOURCES, ROUNDS, TURNS, Realm
from realmkit.games.rolling_realms.drawing import card
from realmkit.games.rolling_realms.realms import REALMS, SETS
from realmkit.games.rolling_realms.state import RollingRealmsState

_ID = "rolling-realms"


@dataclass(frozen=True)
class RollingRealmsSettings:
    """The options of a game of Rolling Realms."""

    set: str = option("base", "the realms drawn from: base (the original box), redux (the Redux "
                      "box), promos, all, or realm ids joined by '+' (at least 9)")
    realms: str = option("", "fix the 9 realms instead of drawing them: 9 different realm ids "
                         "joined by '+', three per round in order (e.g. for a solo challenge)")


@cache
def action_table() -> ActionTable[Action]:
    """Every action of every realm realmkit has, in the order of the integer encoding: dice are
    named by what they show, so one table serves every game whatever its settings."""
    return ActionTable(all_actions(tuple(REALMS.values())))


@register
class RollingRealms(Game[Action, RollingRealmsState]):
    """Rolling Realms by Jamey Stegmaier: everyone uses the same two dice on their own realm cards."""

    spec = GameSpec(
        id=_ID,
        title="Rolling Realms",
        min_players=1,
        max_players=6,
        settings=RollingRealmsSettings,
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

    settings: RollingRealmsSettings

    def validate_options(self) -> None:
        self.realm_set: tuple[Realm, ...] = self._read_set(self.settings.set)
        text = self.settings.realms
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

    def components(self) -> dict[str, Any]:
        """Every realm card a game with these options may draw, drawn from its layout file
        (drawing.card), with the resources in the order the observation counts them."""
        realms = [*self.realm_set, *(REALMS[name] for name in self.fixed_realms)]
        return {"resources": list(RESOURCES), "rounds": ROUNDS, "turns": TURNS,
                "realms": {realm.id: card(realm) for realm in realms}}

    def _new_state(self, num_players: int, seed: int) -> RollingRealmsState:
        return RollingRealmsState(self, num_players, seed)

    def action_table(self) -> ActionTable[Action]:
        return action_table()

    def read_action(self, state: RollingRealmsState, text: str) -> Action:
        """Read the notation of `actions.py` (spaces between words are free); text that is not
        one reads as a legal action without its first word, as a menu lists it under that word
        (`bird 2`), if one is so; blank text is never an action."""
        found = self.action_table().find(" ".join(text.split()))
        if found is not None:
            return found
        try:
            return parse(text, REALMS)
        except IllegalActionError:
            wanted = " ".join(text.lower().split())
            ends = [a for a in state.legal_actions() if str(a).partition(" ")[2] == wanted]
            if wanted and len(ends) == 1:
                return ends[0]
            raise


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
