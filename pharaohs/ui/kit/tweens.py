"""Board kit: pieces that move on their own, by key (``Tweens``).

A tween carries a tuple of numbers (a point, or one number such as the paces a
treasure hunter has walked) from ``start`` to ``end`` in ``length`` seconds,
eased (``ui.kit.motion``) or even; a negative start time waits first. Boards ask
``at(key, home)`` where to draw a piece: sliding, or at home.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pharaohs.ui.kit.motion import ease_out


@dataclass
class Tween:
    """Numbers on their way from ``start`` to ``end``; ``t`` starts negative for a delay."""

    start: tuple
    end: tuple
    length: float
    t: float = 0.0
    #: power of the ease-out curve; 0 moves evenly
    ease: int = 3

    @property
    def progress(self) -> float:
        p = min(1.0, max(0.0, self.t / self.length))
        return ease_out(p, self.ease) if self.ease else p

    def at(self) -> tuple:
        p = self.progress
        return tuple(a + (b - a) * p for a, b in zip(self.start, self.end, strict=True))


class Tweens:
    """The running tweens of a board, by key."""

    def __init__(self):
        self.running: dict = {}

    def start(self, key, start, end, length: float, delay: float = 0.0, ease: int = 3) -> None:
        """Move ``key`` from ``start`` (or from where it is now) to ``end``."""
        if key in self.running:
            start = self.running[key].at()
        self.running[key] = Tween(tuple(start), tuple(end), length, -delay, ease)

    def follow(self, before: dict, after: dict, length: float, delays=None,
               ease: int = 3) -> None:
        """Slide every piece whose place (by key) moved from ``before`` to ``after``;
        ``delays`` holds the seconds some keys wait first."""
        for key, end in after.items():
            start = before.get(key)
            if start is not None and math.dist(start, end) > 0.5:
                self.start(key, start, end, length, (delays or {}).get(key, 0.0), ease)

    def at(self, key, home):
        """Where ``key`` is drawn now: on its way, or at ``home``."""
        tween = self.running.get(key)
        return tween.at() if tween else home

    def get(self, key) -> Tween | None:
        return self.running.get(key)

    def update(self, dt: float) -> bool:
        """Advance every tween; True when one has arrived (the board wants a redraw)."""
        done = False
        for key in list(self.running):
            tween = self.running[key]
            tween.t += dt
            if tween.t >= tween.length:
                del self.running[key]
                done = True
        return done

    @property
    def active(self) -> bool:
        return bool(self.running)

    def clear(self) -> None:
        self.running.clear()
