"""A seeded random generator that is a plain value.

It lives inside frozen game states, so it must be immutable, hashable and
JSON-friendly: the whole generator is one 64-bit integer. Every draw returns
the value and the next generator (SplitMix64, which is fast and well mixed).
Views given to players never carry it (see ``Game.view``).
"""

from __future__ import annotations

from dataclasses import dataclass

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


@dataclass(frozen=True, slots=True)
class Rng:
    """An immutable random generator: ``value, rng = rng.below(6)``."""

    state: int

    @classmethod
    def from_seed(cls, seed: int | str) -> Rng:
        """A generator from any int or string seed, the same on every machine."""
        if isinstance(seed, str):
            acc = 0
            for ch in seed.encode("utf-8"):
                acc = (acc * 131 + ch) & _MASK
            seed = acc
        return cls(int(seed) & _MASK)

    def next64(self) -> tuple[int, Rng]:
        state = (self.state + _GOLDEN) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(n)`` (n >= 1)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        rng = self
        while True:
            value, rng = rng.next64()
            if value < limit:
                return value % n, rng

    def choice(self, items):
        """One item of a non-empty sequence, and the next generator."""
        index, rng = self.below(len(items))
        return items[index], rng

    def shuffled(self, items) -> tuple[tuple, Rng]:
        """The items in a new random order (Fisher-Yates), and the next generator."""
        out = list(items)
        rng = self
        for i in range(len(out) - 1, 0, -1):
            j, rng = rng.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), rng

    def fork(self) -> tuple[Rng, Rng]:
        """Two independent generators: one to keep, one to hand on."""
        value, rng = self.next64()
        return Rng(value), rng
