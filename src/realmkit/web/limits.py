"""What one server allows: the AI seats' pause and effort, the size of a request.

An AI seat's effort is capped server-wide and checked when a table is created, because a
move cannot be stopped once an agent thinks: `mcts(iterations=10**20)` would hold a worker
thread, and a share of every other table's time, for ever.
"""

from __future__ import annotations

import math

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from realmkit.core.agent import make_agent
from realmkit.web.errors import WebError

MAX_BODY = 16 * 1024
"""Bytes of a request body, and of a websocket message, the server reads at most."""

EFFORT_OPTIONS = frozenset({"iterations", "samples", "deals", "cards", "drop", "plan", "budget", "rollouts"})
"""Agent options (by name, across agents) that multiply the work of a move: playouts,
worlds dealt, candidates tried, planning budgets."""

UNCAPPED_AT_ZERO = frozenset({"budget"})
"""Effort options whose 0 lifts the cap (fr-expert's planning budget)."""

TIME_OPTIONS = frozenset({"time"})
"""Agent options that set the seconds a move may think."""


class Limits(BaseModel):
    """The options of `realmkit serve` that bound what a table may ask of the server."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    pause: float = Field(default=0.6, ge=0, le=10, allow_inf_nan=False,
                         description="seconds an AI seat waits before each move, so that people follow it")
    ai_effort: float = Field(default=4.0, ge=1, le=1000, allow_inf_nan=False,
                             description="the most effort an AI seat may ask, as a multiple of its agent's "
                                         "default: the product over its effort options")
    ai_seconds: float = Field(default=10.0, gt=0, le=600, allow_inf_nan=False,
                              description="the most seconds an AI seat may be set to think per move")


def limits(**values: float) -> Limits:
    """`Limits` from option values, or ValueError naming the first bad option and what it allows."""
    try:
        return Limits(**values)
    except ValidationError as error:
        first = error.errors()[0]
        name = str(first["loc"][0]) if first["loc"] else "limits"
        field = Limits.model_fields.get(name)
        allowed = f" ({field.description})" if field is not None else ""
        given = values.get(name, "")
        raise ValueError(f"--{name.replace('_', '-')} {given}: {first['msg'].lower()}{allowed}") from None


def check_effort(where: str, spec: str, limit: Limits) -> None:
    """Refuse an agent spec that asks more effort than `limit` allows, naming the limit and
    `where` the spec was given ("seat 1", "when_gone")."""
    agent = make_agent(spec)
    defaults = {option.name: option.default for option in agent.options_spec}
    effort = 1.0
    for name, value in agent.options.items():
        default = defaults[name]
        if name in TIME_OPTIONS and isinstance(value, int | float) and value > limit.ai_seconds:
            raise WebError(f"{where}: {spec} thinks {value} seconds a move; this server allows at most "
                           f"{limit.ai_seconds:g} (realmkit serve --ai-seconds)")
        if name in EFFORT_OPTIONS and isinstance(value, int | float) and isinstance(default, int | float):
            ratio = math.inf if value <= 0 and name in UNCAPPED_AT_ZERO else value / max(default, 1)
            effort *= max(1.0, ratio)
    if effort > limit.ai_effort:
        shown = "effort without a cap" if math.isinf(effort) else f"{effort:.3g} times the default effort"
        raise WebError(f"{where}: {spec} asks {shown} of {agent.name}; this server "
                       f"allows at most {limit.ai_effort:g} times (realmkit serve --ai-effort), the product "
                       f"over its options {', '.join(sorted(EFFORT_OPTIONS & set(defaults)))}")
