"""Board kit: painting a board's static layer in the layout's terms (``LayerPen``).

The board without its pieces is painted once per window size onto a surface the
size of the board (``ui.pictures.Layer``), so every spot must be moved from the
screen onto that surface first. ``LayerPen`` does that once, and draws pictures
stretched over spots, nine-slice panels and text sized in map pixels there, so a
board's painter names spots instead of shifting rects.
"""

from __future__ import annotations

import pygame


class LayerPen:
    """Draws on ``surface``, a board's static layer covering ``board``'s board rect."""

    def __init__(self, board, surface):
        self.board = board
        self.surface = surface
        area = board.placement.board_rect
        self.offset = (-area.x, -area.y)

    def rect(self, name: str) -> pygame.Rect:
        """The spot ``name`` on the layer."""
        return self.board.rect(name).move(self.offset)

    def point(self, x: float, y: float) -> tuple[int, int]:
        """The map point ``(x, y)`` on the layer."""
        sx, sy = self.board.point(x, y)
        return sx + self.offset[0], sy + self.offset[1]

    def picture(self, picture: str, name: str) -> pygame.Rect:
        """The picture ``picture`` stretched over the spot ``name``; the spot's rect."""
        rect = self.rect(name)
        self.surface.blit(self.board.pictures.get(picture, rect.width, rect.height), rect)
        return rect

    def panels(self, picture: str, names, corner: int) -> None:
        """The panel picture ``picture`` over each spot of ``names``, its corners kept
        ``corner`` pixels square (``Pictures.nine_slice``)."""
        for name in names:
            rect = self.rect(name)
            self.surface.blit(self.board.pictures.nine_slice(picture, rect.size, corner), rect)

    def text(self, message, pos, map_px: float, colour=None, bold: bool = False,
             anchor: str = "center", max_width: int | None = None) -> pygame.Rect:
        """One line of text on the layer, as ``KitBoard.label`` draws it on the screen."""
        return self.board.label(self.surface, message, pos, map_px, colour, bold, anchor,
                                max_width)

    def title(self, message, name: str, map_px: float, inset: float = 6) -> pygame.Rect:
        """A bold title at the left of the spot ``name``, ``inset`` map pixels in, shortened
        to the spot's width."""
        rect = self.rect(name)
        return self.text(message, (rect.x + self.board.size(inset), rect.centery), map_px,
                         bold=True, anchor="midleft", max_width=rect.width)
