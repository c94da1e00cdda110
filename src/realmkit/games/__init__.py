"""The built-in games; each package registers its games when imported."""

from realmkit.core.registry import add_provider

for _module in (
    "realmkit.games.fantasy_realms",
):
    add_provider(_module)
