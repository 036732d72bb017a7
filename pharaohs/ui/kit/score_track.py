"""Board kit: a score track of numbered spaces that markers go round (``ScoreTrack``).

A score past the last space goes round again, so a marker stands on the score's
space modulo the track's length, and a lap label (``+100``) says how many times
it went round. Markers sharing a space are spread around its centre.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class ScoreTrack:
    """The spaces ``<prefix>0`` … ``<prefix><spaces - 1>`` of a layout, in map pixels."""

    prefix: str
    spaces: int
    #: how far markers sharing a space stand from its centre, across and down
    spread: tuple[float, float] = (10, 8)

    def space(self, score: int) -> str:
        """The spot a marker at ``score`` stands on."""
        return f"{self.prefix}{max(0, score) % self.spaces}"

    def lap(self, score: int) -> str | None:
        """The label beside a marker that went round (``+100``), or None."""
        return f"+{score // self.spaces * self.spaces}" if score >= self.spaces else None

    def markers(self, layout, scores) -> dict[int, tuple[float, float]]:
        """Each seat's marker by the ``scores`` (by seat)."""
        cells: dict[str, list[int]] = {}
        for seat, score in enumerate(scores):
            cells.setdefault(self.space(score), []).append(seat)
        out = {}
        for cell, seats in cells.items():
            cx, cy = layout.spot(cell).centre
            for k, seat in enumerate(seats):
                if len(seats) == 1:
                    out[seat] = (cx, cy)
                else:
                    angle = math.pi * 2 * k / len(seats) - math.pi * 3 / 4
                    out[seat] = (cx + self.spread[0] * math.cos(angle),
                                 cy + self.spread[1] * math.sin(angle))
        return out
