"""Easing for pieces that move on their own: fast at first, settling softly."""

from __future__ import annotations


def ease_out(t: float, power: int = 3) -> float:
    """Progress 0–1 mapped so the motion slows as it arrives."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** power


def glide(start, end, t: float, power: int = 3) -> tuple[float, float]:
    """Where a piece gliding from ``start`` to ``end`` is at progress ``t``."""
    ease = ease_out(t, power)
    return start[0] + (end[0] - start[0]) * ease, start[1] + (end[1] - start[1]) * ease
