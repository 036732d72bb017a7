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
_SPAN = 1 << 64


def _limit(n: int) -> int:
    """Raw draws at or above this are rejected, so ``value % n`` is unbiased."""
    return _SPAN - _SPAN % n


#: ``_limit`` of the small bounds (dice, hands, decks), looked up instead of computed
_LIMITS = tuple(_limit(n) for n in range(1, 129))


def _draw(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in ``range(n)`` and the next generator state: SplitMix64 steps,
    rejecting the raw draws that would bias ``value % n``. On plain integers, so a
    shuffle makes one generator object, not one per card."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = _LIMITS[n - 1] if n <= len(_LIMITS) else _limit(n)
    while True:
        state = (state + _GOLDEN) & _MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        z ^= z >> 31
        if z < limit:
            return z % n, state


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
        """A raw 64-bit draw (every value is kept)."""
        value, state = _draw(self.state, _SPAN)
        return value, Rng(state)

    def below(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(n)`` (n >= 1)."""
        value, state = _draw(self.state, n)
        rng = _new(Rng)  # ``Rng(state)`` without the frozen ``__init__``, a third cheaper
        _set_state(rng, state)
        return value, rng

    def choice(self, items):
        """One item of a non-empty sequence, and the next generator."""
        index, state = _draw(self.state, len(items))
        rng = _new(Rng)  # as in ``below``
        _set_state(rng, state)
        return items[index], rng

    def shuffled(self, items) -> tuple[tuple, Rng]:
        """The items in a new random order (Fisher-Yates), and the next generator."""
        out = list(items)
        state = self.state
        for i in range(len(out) - 1, 0, -1):
            j, state = _draw(state, i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), Rng(state)

    def fork(self) -> tuple[Rng, Rng]:
        """Two independent generators: one to keep, one to hand on."""
        value, rng = self.next64()
        return Rng(value), rng


_new, _set_state = object.__new__, Rng.state.__set__
