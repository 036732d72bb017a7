"""Board kit: dice tumbling after a throw, then some of them flying to where they are
set aside (``Throw``).

A throw is decided by the rules before the dice tumble: ``Throw`` only animates it.
The faces shown while the dice tumble come from a seed of the throw's own, never
from the game's random generator, so drawing changes nothing.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from pharaohs.ui.kit.motion import ease_out

#: how long the dice tumble, and how long the set-aside dice fly afterwards
ROLL_SECONDS = 0.6
FLY_SECONDS = 0.35


@dataclass
class Throw:
    """Dice tumbling after a throw, then the ``flying`` ones flying off one after the roll."""

    dice: frozenset[int]
    flying: tuple[int, ...]
    #: where each flying die lands (whatever the board names its places by)
    landing: dict
    seed: int
    t: float = 0.0

    @property
    def length(self) -> float:
        return ROLL_SECONDS + (FLY_SECONDS if self.flying else 0.0)

    def advance(self, dt: float) -> bool:
        """Run on by ``dt`` seconds; False once the throw is over."""
        self.t += dt
        return self.t < self.length

    def tumbling(self, die: int) -> bool:
        return die in self.dice and self.t < ROLL_SECONDS

    def tumble(self, die: int, faces) -> tuple[object, float, float, float]:
        """A tumbling die now: the face it shows (one of ``faces``), how far it is off its
        place (map pixels) and how far it is turned (degrees), all settling as it lands."""
        t = self.t
        p = t / ROLL_SECONDS
        rng = random.Random(self.seed * 131 + die * 17 + int(t * 22 * (1 - p * 0.6)))
        shown = faces[rng.randrange(len(faces))]
        damp = 1 - p
        dx = math.sin(t * 19 + die * 2.1) * 14 * damp
        dy = -abs(math.sin(t * 13 + die)) * 26 * damp
        angle = math.sin(t * 23 + die * 1.7) * 35 * damp
        return shown, dx, dy, angle

    def flight(self, die: int) -> float | None:
        """How far along its flight a flying die is (0–1), or None when it is not flying."""
        if die in self.flying and ROLL_SECONDS <= self.t < self.length:
            return (self.t - ROLL_SECONDS) / FLY_SECONDS
        return None

    def in_flight(self, die: int, start, end, lift: float) -> tuple[float, float, float] | None:
        """A flying die on its arc from ``start`` to ``end`` (rising ``lift`` at the top):
        ``(x, y, how far it has come 0–1)``, or None when it is not flying."""
        p = self.flight(die)
        if p is None:
            return None
        ease = ease_out(p, 2)
        x = start[0] + (end[0] - start[0]) * ease
        y = start[1] + (end[1] - start[1]) * ease - math.sin(math.pi * p) * lift
        return x, y, ease
