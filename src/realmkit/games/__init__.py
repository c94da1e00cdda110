"""The built-in games; each package registers its games when imported."""

from realmkit.core.registry import add_provider

for _module in (
    "realmkit.games.fantasy_realms",
    "realmkit.games.realm.featured",
    "realmkit.games.realm.classic",
    "realmkit.games.realm.medieval",
    "realmkit.games.realm.oriental",
    "realmkit.games.realm.modern",
    "realmkit.games.twelve_thieves",
    "realmkit.games.twelve_realms",
    "realmkit.games.rolling_realms",
):
    add_provider(_module)
