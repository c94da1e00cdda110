"""How many stars an agent scores on each Rolling Realms realm card in a round: the realm is
played in round 1 beside two realms drawn from the seed (and six more for the rounds the
measurement does not play), by one seat, and the round's stars on it are counted (0-6).

    python tools/realm_stars.py [--agent greedy] [-n 60] [--seed 0] [--designed] [realm ...]

prints, per realm, the rounds played, the share of rounds at each count of stars, the mean,
and the share of rounds at 6 stars; `--designed` measures every realm whose layout is
"designed for realmkit". Round i of a realm uses seed `--seed` + i for the game and its
companions, so two runs on the same seeds meet the same rolls and companions.
"""

from __future__ import annotations

import argparse
import random
import time

from realmkit.core.agent import make_agent
from realmkit.games.rolling_realms.game import RollingRealms
from realmkit.games.rolling_realms.realms import REALMS


def round_stars(realm_id: str, seed: int, agent: str) -> int:
    """The stars `realm_id` scores in round 1 of a solo game played by `agent`."""
    rng = random.Random(seed)
    others = rng.sample(sorted(r for r in REALMS if r != realm_id), 8)
    state = RollingRealms(realms="+".join([realm_id, *others])).new_state(1, seed)
    seat = make_agent(agent, seed)
    while state.round == 0:
        action = seat.act(state)
        state.apply(action)
        seat.observe(state, action)
    return state.players[0].stars[0][0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("realms", nargs="*")
    parser.add_argument("--agent", default="greedy")
    parser.add_argument("-n", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--designed", action="store_true")
    args = parser.parse_args()
    ids = list(args.realms)
    if args.designed:
        ids += [r for r, realm in sorted(REALMS.items())
                if realm.layout["source"].startswith("designed for realmkit") and r not in ids]
    print(f"{'realm':20} rounds  " + " ".join(f"{k:>4}" for k in range(7)) + "   mean   6 stars")
    for realm_id in ids:
        start = time.process_time()
        counts = [0] * 7
        for i in range(args.n):
            counts[round_stars(realm_id, args.seed + i, args.agent)] += 1
        mean = sum(k * c for k, c in enumerate(counts)) / args.n
        shares = " ".join(f"{c / args.n:4.0%}" for c in counts)
        print(f"{realm_id:20} {args.n:6}  {shares}  {mean:5.2f}  {counts[6] / args.n:6.0%}"
              f"   ({time.process_time() - start:.0f} s CPU)", flush=True)


if __name__ == "__main__":
    main()
