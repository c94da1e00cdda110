"""The built-in games; each package registers its games when imported."""

from realmkit.core.registry import add_provider

for _module in (
    "realmkit.games.fantasy_realms",
    "realmkit.games.realm.featured.game",
    "realmkit.games.realm.classic.game",
    "realmkit.games.realm.medieval.game",
    "realmkit.games.realm.oriental.game",
    "realmkit.games.realm.modern.game",
    "realmkit.games.twelve_thieves",
    "realmkit.games.twelve_realms",
    "realmkit.games.rolling_realms",
):
    add_provider(_module)
