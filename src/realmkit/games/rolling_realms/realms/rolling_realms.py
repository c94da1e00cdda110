"""Rolling Realms (the realm): write #s on the faces of three worlds; stars for worlds of
different faces and for worlds whose sums match."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    RESOURCES,
    Realm,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

LAYOUT = load_layout(__file__)


class RollingRealmsRealm(Realm):
    """USAGE: Use a # and write it on an empty face on any world. Then mark a benefit below that
    world and gain that resource.
    SCORING: Score 1 star per complete world whose faces each have a different number.
    Additionally, score 1 star per complete world whose sum is equal to the sum of any of the two
    other worlds (complete or not). To score all 6 stars in this realm, all worlds must be
    complete and must have the same sum, and all 3 faces within every world must be different."""

    id = "rolling-realms"
    title = "Rolling Realms"
    layout = LAYOUT
    faces: int = LAYOUT["faces_per_world"]
    below = tuple(tuple(RESOURCES.index(name) for name in world) for world in LAYOUT["benefits_below"])
    worlds = len(below)
    BENEFITS = worlds * faces
    """marks: the # on each face, world by world (0: empty), then 1 per marked benefit below."""
    size = 2 * worlds * faces
    parts = mark_parts(worlds=worlds * faces, benefits=worlds * faces)

    def labels(self) -> list[str]:
        return [f"rolling-realms world {w + 1} {name}" for w in range(self.worlds) for name in RESOURCES]

    def _faces(self, marks: list[int], w: int) -> list[int]:
        return marks[w * self.faces:(w + 1) * self.faces]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """A world with an empty face, and one of the resources still unmarked below it."""
        out = []
        for w, resources in enumerate(self.below):
            if 0 in self._faces(marks, w):
                first = self.BENEFITS + w * self.faces
                unmarked = {r for k, r in enumerate(resources) if not marks[first + k]}
                out += [f"rolling-realms world {w + 1} {RESOURCES[r]}" for r in sorted(unmarked)]
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        _, _, world, name = use.split(" ")
        w, resource = int(world) - 1, RESOURCES.index(name)
        marks[w * self.faces + self._faces(marks, w).index(0)] = die.value
        k = next(k for k, r in enumerate(self.below[w])
                 if r == resource and not marks[self.BENEFITS + w * self.faces + k])
        marks[self.BENEFITS + w * self.faces + k] = 1
        grant(state, ((resource,),))

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        sums = [sum(self._faces(marks, w)) for w in range(self.worlds)]
        score = 0
        for w in range(self.worlds):
            faces = self._faces(marks, w)
            if 0 in faces:
                continue
            score += len(set(faces)) == self.faces
            score += any(sums[w] == sums[o] for o in range(self.worlds) if o != w)
        return score

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for w, resources in enumerate(self.below):
            faces = " ".join(f"[{v or ' '}]" for v in self._faces(marks, w))
            gains = " ".join("x" if marks[self.BENEFITS + w * self.faces + k] else benefit_text(((r,),))
                             for k, r in enumerate(resources))
            lines.append(f"world {w + 1}: {faces}  sum {sum(self._faces(marks, w)):2}  below: {gains}")
        return lines
