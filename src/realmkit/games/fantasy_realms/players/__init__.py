"""Fantasy Realms' own players: `fr-oneply`, `fr-expert`, `fr-search` and the public reference
bots `automatos` and `threshold-greedy`. The game's package names this module as an agent
provider (`realmkit.core.agent.add_agent_provider`), so importing it on the first lookup of an
agent registers them."""

from realmkit.games.fantasy_realms.players import (  # noqa: F401  register the players
    expert,
    oneply,
    reference,
    search,
)
