"""Board kit: a route drawn on the board and a piece walking along it.

- ``stroke``: lines through points with round joints over one dark outline, in parts
  of different colours (an old stretch and a new one) that join without a seam;
- ``arrowhead``: where a route starts, pointing the way in;
- ``along``: where a piece stands a number of steps along a route (fractions lie
  between two points, so a tween of the steps walks it smoothly);
- ``pawn``: a player's piece standing on a point of its route, on an oval of its colour;
- ``Walks``: pieces walking the new end of their route, by key, with the board's tweens.
"""

from __future__ import annotations

import pygame

from pharaohs.ui.kit import theme


def stroke(surface, parts, width: int, outline: int = 2, ink=theme.INK) -> None:
    """Each ``(points, colour)`` of ``parts`` as a line ``width`` wide with round joints,
    over an ``ink`` line ``outline`` pixels wider on each side under all of them."""
    for wide, inked in ((width + 2 * outline, True), (width, False)):
        for points, colour in parts:
            if len(points) > 1:
                pygame.draw.lines(surface, ink if inked else colour, False, points, wide)
                for p in points:
                    pygame.draw.circle(surface, ink if inked else colour, p, wide / 2)


def arrowhead(surface, at, direction, ahead: float, behind: float, wing: float, colour,
              ink=theme.INK) -> None:
    """A filled arrowhead with a dark edge pointing along ``direction``, one of the four
    ways along the axes ((1, 0), (0, -1), …): its tip ``ahead`` beyond ``at``, its back
    ``behind`` short of it, ``wing`` wide on each side."""
    (x, y), (dx, dy) = at, direction
    bx, by = x - dx * behind, y - dy * behind
    points = [(x + dx * ahead, y + dy * ahead), (bx - dy * wing, by - dx * wing),
              (bx + dy * wing, by + dx * wing)]  # across an axis, (dy, dx) is square to it
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, ink, points, 2)


def along(points, steps: float) -> tuple[float, float]:
    """The point ``steps`` along the route through ``points`` (kept on the route)."""
    steps = max(0.0, min(steps, len(points) - 1))
    index = int(steps)
    (x0, y0), (x1, y1) = points[index], points[min(index + 1, len(points) - 1)]
    return x0 + (x1 - x0) * (steps - index), y0 + (y1 - y0) * (steps - index)


def pawn(surface, image, at, seat: int, base: int) -> None:
    """``image`` standing at ``at`` (its feet a little below the point, as on a board seen
    from above) on an oval ``base`` pixels wide each side in ``seat``'s colour."""
    x, y = at
    height = image.get_height()
    centre = (round(x), round(y + height * 0.3))
    foot = pygame.Rect(centre[0] - base, centre[1] - base // 2, base * 2, base)
    pygame.draw.ellipse(surface, theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)], foot)
    pygame.draw.ellipse(surface, theme.INK, foot, 1)
    surface.blit(image, image.get_rect(midbottom=(round(x), round(y + height * 0.42))))


class Walks:
    """Pieces walking along their routes, by key: each route and a tween of the steps taken
    (``("walk", key)`` in the board's ``Tweens``), ``pace`` seconds a step, at most
    ``longest`` in all."""

    def __init__(self, tweens, pace: float, longest: float):
        self.tweens, self.pace, self.longest = tweens, pace, longest
        self.routes: dict = {}

    def start(self, key, route, start: int = 0) -> None:
        """``key`` walks ``route`` from step ``start`` to its end, if it goes further."""
        if len(route) > start:
            self.routes[key] = route
            self.tweens.start(("walk", key), (start,), (len(route),),
                              min(self.longest, 0.15 + self.pace * (len(route) - start)), ease=0)

    def at(self, key) -> float | None:
        """How many steps along its route ``key`` is while it walks, else None."""
        tween = self.tweens.get(("walk", key))
        return tween.at()[0] if tween and key in self.routes else None

    def walking(self) -> tuple:
        """The keys walking now."""
        return tuple(key for key in self.routes if self.at(key) is not None)
