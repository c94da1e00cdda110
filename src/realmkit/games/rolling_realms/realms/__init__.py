"""The realm cards: one module and one layout file per realm, registered here. Each card's
layout file says its box (base, redux or promo); `SETS` are the realms of each box, and all."""

from realmkit.games.rolling_realms.components import Realm
from realmkit.games.rolling_realms.realms.apiary import Apiary
from realmkit.games.rolling_realms.realms.architects import Architects
from realmkit.games.rolling_realms.realms.ark_nova import ArkNova
from realmkit.games.rolling_realms.realms.arnak import LostRuinsOfArnak
from realmkit.games.rolling_realms.realms.atiwa import Atiwa
from realmkit.games.rolling_realms.realms.biddy_walter import BiddyWalter
from realmkit.games.rolling_realms.realms.boonlake import Boonlake
from realmkit.games.rolling_realms.realms.brass import Brass
from realmkit.games.rolling_realms.realms.cant_stop import CantStop
from realmkit.games.rolling_realms.realms.castles import BetweenTwoCastles
from realmkit.games.rolling_realms.realms.charterstone import Charterstone
from realmkit.games.rolling_realms.realms.cities import BetweenTwoCities
from realmkit.games.rolling_realms.realms.crusaders import Crusaders
from realmkit.games.rolling_realms.realms.dice_throne import DiceThrone
from realmkit.games.rolling_realms.realms.dinosaur_island import DinosaurIsland
from realmkit.games.rolling_realms.realms.dog_park import DogPark
from realmkit.games.rolling_realms.realms.eminent_domain import EminentDomain
from realmkit.games.rolling_realms.realms.euphoria import Euphoria
from realmkit.games.rolling_realms.realms.expedition import Expedition
from realmkit.games.rolling_realms.realms.feast_for_odin import FeastForOdin
from realmkit.games.rolling_realms.realms.finspan import Finspan
from realmkit.games.rolling_realms.realms.flamecraft import Flamecraft
from realmkit.games.rolling_realms.realms.fleet import Fleet
from realmkit.games.rolling_realms.realms.genotype import Genotype
from realmkit.games.rolling_realms.realms.gugong import Gugong
from realmkit.games.rolling_realms.realms.guild import GuildOfMerchantExplorers
from realmkit.games.rolling_realms.realms.hokkaido import Hokkaido
from realmkit.games.rolling_realms.realms.honey_buzz import HoneyBuzz
from realmkit.games.rolling_realms.realms.isle_of_cats import IsleOfCats
from realmkit.games.rolling_realms.realms.legacy_of_yu import LegacyOfYu
from realmkit.games.rolling_realms.realms.libertalia import Libertalia
from realmkit.games.rolling_realms.realms.little_scythe import MyLittleScythe
from realmkit.games.rolling_realms.realms.meadow import Meadow
from realmkit.games.rolling_realms.realms.micro_dojo import MicroDojo
from realmkit.games.rolling_realms.realms.millennium_blades import MillenniumBlades
from realmkit.games.rolling_realms.realms.minigolf import Minigolf
from realmkit.games.rolling_realms.realms.momiji import Momiji
from realmkit.games.rolling_realms.realms.obsession import Obsession
from realmkit.games.rolling_realms.realms.onirim import Onirim
from realmkit.games.rolling_realms.realms.parks import Parks
from realmkit.games.rolling_realms.realms.pendulum import Pendulum
from realmkit.games.rolling_realms.realms.planet_unknown import PlanetUnknown
from realmkit.games.rolling_realms.realms.poker import Poker
from realmkit.games.rolling_realms.realms.potion_explosion import PotionExplosion
from realmkit.games.rolling_realms.realms.praga import PragaCaputRegni
from realmkit.games.rolling_realms.realms.rock_paper_scissors import RockPaperScissors
from realmkit.games.rolling_realms.realms.roll_player import RollPlayer
from realmkit.games.rolling_realms.realms.rolling_realms import RollingRealmsRealm
from realmkit.games.rolling_realms.realms.scythe import Scythe
from realmkit.games.rolling_realms.realms.skoventyr import Skoventyr
from realmkit.games.rolling_realms.realms.skulk_hollow import SkulkHollow
from realmkit.games.rolling_realms.realms.sleeping_gods import SleepingGods
from realmkit.games.rolling_realms.realms.smitten import Smitten
from realmkit.games.rolling_realms.realms.society import TheSociety
from realmkit.games.rolling_realms.realms.space_base import SpaceBase
from realmkit.games.rolling_realms.realms.spaceshipped import SpaceShipped
from realmkit.games.rolling_realms.realms.stamp_swap import StampSwap
from realmkit.games.rolling_realms.realms.tapestry import Tapestry
from realmkit.games.rolling_realms.realms.terra_mystica import TerraMystica
from realmkit.games.rolling_realms.realms.terraforming_mars import TerraformingMars
from realmkit.games.rolling_realms.realms.tidal_blades import TidalBlades
from realmkit.games.rolling_realms.realms.tokaido import Tokaido
from realmkit.games.rolling_realms.realms.trickerion import Trickerion
from realmkit.games.rolling_realms.realms.underwater_cities import UnderwaterCities
from realmkit.games.rolling_realms.realms.viticulture import Viticulture
from realmkit.games.rolling_realms.realms.wingspan import Wingspan
from realmkit.games.rolling_realms.realms.wonderlands_war import WonderlandsWar
from realmkit.games.rolling_realms.realms.wyrmspan import Wyrmspan

ALL: tuple[Realm, ...] = (
    BetweenTwoCastles(), BetweenTwoCities(), Charterstone(), Euphoria(), MyLittleScythe(),
    Pendulum(), Scythe(), Tapestry(), TheSociety(), Viticulture(), Wingspan(),
    ArkNova(), BiddyWalter(), Boonlake(), CantStop(), Crusaders(), DinosaurIsland(), EminentDomain(),
    Fleet(), Gugong(), LegacyOfYu(), Architects(), LostRuinsOfArnak(), DogPark(), Libertalia(),
    Apiary(), Atiwa(), DiceThrone(), Genotype(), HoneyBuzz(), Flamecraft(), Brass(),
    Finspan(), Expedition(), FeastForOdin(), Hokkaido(),
    Momiji(), Obsession(), Parks(), PragaCaputRegni(),
    Tokaido(), TerraformingMars(), Wyrmspan(),
    RockPaperScissors(), RollPlayer(), RollingRealmsRealm(), Skoventyr(), SkulkHollow(),
    SleepingGods(), Smitten(), SpaceBase(),
    SpaceShipped(), StampSwap(), TerraMystica(), GuildOfMerchantExplorers(),
    IsleOfCats(), TidalBlades(), Trickerion(), UnderwaterCities(),
    WonderlandsWar(),
    Meadow(), MicroDojo(), Minigolf(), MillenniumBlades(), Onirim(), PlanetUnknown(),
    Poker(), PotionExplosion(),
)
"""Every realm realmkit plays."""

REALMS: dict[str, Realm] = {realm.id: realm for realm in ALL}
BASE: tuple[Realm, ...] = tuple(realm for realm in ALL if realm.realm_set == "base")
"""The eleven realms of the original Rolling Realms box."""
SETS: dict[str, tuple[Realm, ...]] = {
    "base": BASE,
    "redux": tuple(realm for realm in ALL if realm.realm_set == "redux"),
    "promos": tuple(realm for realm in ALL if realm.realm_set == "promo"),
    "all": ALL,
}
"""The realms drawn from by the option `set`: a box's realms, or every realm."""
