"""Board kit: the marks boards draw over pieces and places.

- ``glow``: a tinted, rounded outline around a place (a legal target, the last move);
- ``glow_ring``: a glowing ring in a dark one (a spot a piece may go, a piece that scores);
- ``dashed_rect``: a dashed outline (a place to put something, a piece not yet laid);
- ``again_badge``: circling arrows in a ring (a die or piece that will be thrown again);
- ``hint_mark``, ``hint_arrow``: where the hinted move takes hold and where it goes;
- ``LastMoves``: what each seat's last move touched, kept until its next move or undo.
"""

from __future__ import annotations

import math

import pygame

from pharaohs.ui.kit import theme

#: the light of a place a piece may go
GLOW = (255, 236, 150)
#: the kit's light on the places the piece in hand may go: stronger, for sandstone
TARGET = (255, 214, 90)
#: the outline of what the last move touched
LAST_MOVE = (32, 150, 160)
#: the hinted move's marks: a colour no board uses for anything else
HINT = (236, 96, 200)


def glow(surface, rect, colour, width: int, fill_alpha: int = 60, radius: int = 8,
         grow: int = 0) -> None:
    """A rounded outline ``width`` pixels wide around ``rect`` (grown by ``grow``), its
    inside tinted with ``fill_alpha``."""
    rect = pygame.Rect(rect).inflate(grow, grow)
    overlay = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(overlay, (*colour, fill_alpha), overlay.get_rect(), border_radius=radius)
    pygame.draw.rect(overlay, (*colour, 255), overlay.get_rect(), max(2, width),
                     border_radius=radius)
    surface.blit(overlay, rect)


def glow_ring(surface, centre, radius: int, width: int = 2, colour=GLOW) -> None:
    """A glowing ring ``width`` wide inside a dark one two pixels wider."""
    pygame.draw.circle(surface, theme.INK, centre, radius, width + 2)
    pygame.draw.circle(surface, colour, centre, radius, width)


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


def again_badge(surface, centre, radius: int, ring: int, width: int, colour=GLOW,
                arrows=(252, 246, 230), fill=theme.NIGHT) -> None:
    """Two circling arrows ``width`` wide in a ``ring``-wide ring of ``radius``: this
    will be thrown (or dealt) again."""
    pygame.draw.circle(surface, fill, centre, radius)
    pygame.draw.circle(surface, colour, centre, radius, ring)
    r = radius * 0.6
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = centre
    pygame.draw.arc(surface, arrows, box, 0.3, 2.8, width)
    pygame.draw.arc(surface, arrows, box, 3.4, 5.9, width)
    for angle in (0.3, 3.4):
        tip = (centre[0] + r * math.cos(angle), centre[1] - r * math.sin(angle))
        turn = (width if angle < 1 else -width) * 0.2
        pygame.draw.polygon(surface, arrows, [
            (tip[0] - width * 1.4, tip[1] - width * 0.4),
            (tip[0] + width * 1.4, tip[1] - width * 0.4), (tip[0] + turn, tip[1] + width * 1.6)])


def hint_mark(surface, rect, width: int) -> None:
    """A hinted move's place: a bright outline in a dark one, the inside lightly tinted."""
    rect = pygame.Rect(rect).inflate(2 * width, 2 * width)
    glow(surface, rect.inflate(2, 2), theme.INK, width + 2, fill_alpha=0, radius=width * 3)
    glow(surface, rect, HINT, width, fill_alpha=50, radius=width * 3)


def hint_arrow(surface, start_rect, end_rect, width: int) -> None:
    """An arrow from the place where the hinted move takes hold to where it lets go,
    edge to edge (centre to centre where the two overlap)."""
    start, end = pygame.Rect(start_rect), pygame.Rect(end_rect)
    a, b = start.center, end.center
    if not start.colliderect(end):
        a = start.clipline(a, b)[1]
        b = end.clipline(a, b)[0]
    length = math.dist(a, b)
    head = 4 * width
    if length < 2 * head:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    base = (b[0] - ux * head, b[1] - uy * head)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    triangle = [b, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.line(surface, theme.INK, a, base, width + 2)
    pygame.draw.polygon(surface, theme.INK, triangle, 3)
    pygame.draw.line(surface, HINT, a, base, width)
    pygame.draw.polygon(surface, HINT, triangle)


class LastMoves:
    """What the last moves touched, by key (a seat, or one key for the whole table):
    the board records what it wants to outline and draws it until replaced."""

    def __init__(self):
        self.marks: dict = {}

    def record(self, key, what) -> None:
        self.marks[key] = what

    def forget(self, key=None) -> None:
        """Forget one key's mark, or all of them."""
        if key is None:
            self.marks.clear()
        else:
            self.marks.pop(key, None)

    def get(self, key, default=None):
        return self.marks.get(key, default)

    def items(self) -> tuple:
        return tuple(self.marks.items())
