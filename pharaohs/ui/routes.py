"""Board kit: a route drawn on the board and a piece walking along it.

- ``stroke``: lines through points with round joints over one dark outline, in parts
  of different colours (an old stretch and a new one) that join without a seam;
- ``along``: where a piece stands a number of steps along a route (fractions lie
  between two points, so a tween of the steps walks it smoothly).
"""

from __future__ import annotations

import pygame

from pharaohs.ui import theme


def stroke(surface, parts, width: int, outline: int = 2, ink=theme.INK) -> None:
    """Each ``(points, colour)`` of ``parts`` as a line ``width`` wide with round joints,
    over an ``ink`` line ``outline`` pixels wider on each side under all of them."""
    for wide, inked in ((width + 2 * outline, True), (width, False)):
        for points, colour in parts:
            if len(points) > 1:
                pygame.draw.lines(surface, ink if inked else colour, False, points, wide)
                for p in points:
                    pygame.draw.circle(surface, ink if inked else colour, p, wide / 2)


def along(points, steps: float) -> tuple[float, float]:
    """The point ``steps`` along the route through ``points`` (kept on the route)."""
    steps = max(0.0, min(steps, len(points) - 1))
    index = int(steps)
    (x0, y0), (x1, y1) = points[index], points[min(index + 1, len(points) - 1)]
    return x0 + (x1 - x0) * (steps - index), y0 + (y1 - y0) * (steps - index)
