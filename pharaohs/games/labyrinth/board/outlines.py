"""The two marks the board draws in many places: dashed slots and glowing rings.

A dashed outline is a place to put something (or a tile not yet confirmed); an
inked, glowing ring is somewhere a treasure may go or one that scores now.
"""

from __future__ import annotations

import pygame

from pharaohs.ui import theme

GLOW = (255, 236, 150)


def dashed_rect(surface, rect, colour, width: int, dash: int) -> None:
    """A dashed outline (a place to put something, or a piece not yet laid)."""
    rect = pygame.Rect(rect)
    dash = max(4, dash)
    for x0, y0, x1, y1 in ((rect.left, rect.top, rect.right, rect.top),
                           (rect.right - 1, rect.top, rect.right - 1, rect.bottom),
                           (rect.right, rect.bottom - 1, rect.left, rect.bottom - 1),
                           (rect.left, rect.bottom, rect.left, rect.top)):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, dash * 2):
            end = min(length, start + dash)
            a = (x0 + (x1 - x0) * start / length, y0 + (y1 - y0) * start / length)
            b = (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length)
            pygame.draw.line(surface, colour, a, b, width)


def glow_ring(surface, centre, radius: int, width: int = 2) -> None:
    """A glowing ring ``width`` wide inside a dark one two pixels wider."""
    pygame.draw.circle(surface, theme.INK, centre, radius, width + 2)
    pygame.draw.circle(surface, GLOW, centre, radius, width)
