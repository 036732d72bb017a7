"""A board drawn at play size and shrunk into a smaller box, as the results screen
shows the final board.

Drawn straight into a small box, a board keeps its words at the smallest readable
size while everything else shrinks, so they no longer fit their places and are cut
("Königskammer…"). Drawn at the layout's own scale and then shrunk as one picture,
every word is laid out whole, as the players saw it. The board keeps its play-size
coordinates (``board.rect``); ``shown`` maps them into the box.
"""

from __future__ import annotations

import pygame

from pharaohs.ui.kit import theme

#: the least scale the board is drawn at before it is shrunk: the layout's own size,
#: at which every board's words fit their places as designed
DRAW_SCALE = 1.0


class Miniature:
    """``board`` fitted into ``box``: drawn directly when the box is large enough,
    else drawn at ``DRAW_SCALE`` off screen on the papyrus of the results' panels and
    shrunk, the picture kept while the viewer stays."""

    def __init__(self, board, box: pygame.Rect):
        self.board = board
        box = pygame.Rect(box.x, box.y, max(0, box.width), max(0, box.height))  # a tiny window
        layout = getattr(board, "layout", None)  # a board drawn without a Tiled layout
        fit = layout.fit(box) if layout is not None else None
        self.factor = min(1.0, fit.scale / DRAW_SCALE) if fit is not None else 1.0
        if self.factor == 1.0:
            board.resize(box)
        else:
            board.resize(pygame.Rect(0, 0, round(layout.width * DRAW_SCALE),
                                     round(layout.height * DRAW_SCALE)))
        self.area = fit.board_rect if fit is not None else pygame.Rect(box)
        self.picture: tuple | None = None  # (viewer, the shrunk picture)

    def shown(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a rect of the board (in its own coordinates) lies on screen."""
        if self.factor == 1.0:
            return pygame.Rect(rect)
        f, (x, y) = self.factor, self.area.topleft
        return pygame.Rect(round(x + rect.x * f), round(y + rect.y * f),
                           max(1, round(rect.width * f)), max(1, round(rect.height * f)))

    def draw(self, surface: pygame.Surface, view, viewer: int | None) -> None:
        if self.factor == 1.0:
            self.board.draw(surface, view, viewer)
            return
        if not self.area.width or not self.area.height:
            return
        if self.picture is None or self.picture[0] != viewer:  # the final board stays
            full = pygame.Surface(self.board.placement.board_rect.size)
            full.fill(theme.PAPYRUS)
            self.board.draw(full, view, viewer)
            self.picture = viewer, pygame.transform.smoothscale(full, self.area.size)
        surface.blit(self.picture[1], self.area)
