"""Board kit: a piece in hand and where it may land, drawn while it is held.

- ``shadow``: the dark see-through patch a lifted piece casts;
- ``light_places``: every place the piece may go, tinted and outlined in the light
  of a place (``marks.GLOW``), painted once per set of places onto one layer;
- ``mark_target``: the place under the pointer, outlined when the piece may go
  there, crossed out in red when it is taken.
"""

from __future__ import annotations

import pygame

from pharaohs.ui.kit import theme
from pharaohs.ui.kit.marks import GLOW

#: a taken place under a held piece
REFUSED = (170, 40, 30)


def shadow(pictures, size) -> pygame.Surface:
    """A dark see-through patch of ``size``, made once per size."""
    def make() -> pygame.Surface:
        patch = pygame.Surface(size, pygame.SRCALPHA)
        patch.fill((0, 0, 0, 70))
        return patch

    return pictures.keep(("shadow", tuple(size)), make)


def light_places(pictures, surface, area: pygame.Rect, rects, key) -> None:
    """Each of ``rects`` (inside ``area``) lit; the layer is kept under ``key`` (what the
    places depend on) and ``area``'s size."""
    def make() -> pygame.Surface:
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        for rect in rects:
            rect = rect.move(-area.x, -area.y)
            layer.fill((*GLOW, 70), rect)
            pygame.draw.rect(layer, (*GLOW, 200), rect, 2, border_radius=4)
        return layer

    surface.blit(pictures.keep(("places", key, area.size), make), area)


def mark_target(surface, rect: pygame.Rect, free: bool) -> None:
    """The place under a held piece: outlined in light if ``free``, else crossed out."""
    if free:
        pygame.draw.rect(surface, theme.INK, rect, 6, border_radius=4)
        pygame.draw.rect(surface, GLOW, rect.inflate(-2, -2), 4, border_radius=4)
    else:
        pygame.draw.rect(surface, REFUSED, rect, 4, border_radius=4)
        pygame.draw.line(surface, REFUSED, rect.topleft, rect.bottomright, 4)
        pygame.draw.line(surface, REFUSED, rect.topright, rect.bottomleft, 4)
