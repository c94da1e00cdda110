"""The realm cards: one module and one layout file per realm. `BASE` is the original eleven."""

from realmkit.games.rolling_realms.kit import Realm
from realmkit.games.rolling_realms.realms.castles import BetweenTwoCastles
from realmkit.games.rolling_realms.realms.charterstone import Charterstone
from realmkit.games.rolling_realms.realms.cities import BetweenTwoCities
from realmkit.games.rolling_realms.realms.euphoria import Euphoria
from realmkit.games.rolling_realms.realms.little_scythe import MyLittleScythe
from realmkit.games.rolling_realms.realms.pendulum import Pendulum
from realmkit.games.rolling_realms.realms.scythe import Scythe
from realmkit.games.rolling_realms.realms.society import TheSociety
from realmkit.games.rolling_realms.realms.tapestry import Tapestry
from realmkit.games.rolling_realms.realms.viticulture import Viticulture
from realmkit.games.rolling_realms.realms.wingspan import Wingspan

BASE: tuple[Realm, ...] = (
    BetweenTwoCastles(), BetweenTwoCities(), Charterstone(), Euphoria(), MyLittleScythe(),
    Pendulum(), Scythe(), Tapestry(), TheSociety(), Viticulture(), Wingspan(),
)
"""The eleven realms of the original Rolling Realms box."""

SETS: dict[str, tuple[Realm, ...]] = {"base": BASE}
REALMS: dict[str, Realm] = {realm.id: realm for realm in BASE}
