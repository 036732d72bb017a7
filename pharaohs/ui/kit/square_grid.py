"""Board kit: a square board of n × n cells inside a layout rect, with a rim around it.

The layout gives a board only a rect; ``SquareGrid`` puts the largest square in its
middle and cuts it into cells whose edges are rounded once, so neighbours meet
exactly. It says which cell lies under a point and where a piece beyond the rim goes
(``beyond``), so drawing and hit testing agree at every window size.
"""

from __future__ import annotations

import pygame

#: for each way out (N, E, S, W): which edge of a piece beyond the rim meets which
#: edge of the frame, and whether the gap between them runs along the axis or against it
BEYOND = {"W": ("right", "left", -1), "E": ("left", "right", 1),
          "S": ("top", "bottom", 1), "N": ("bottom", "top", -1)}


class SquareGrid:
    """``cells`` × ``cells`` cells in the square middle of ``rect``; ``frame`` adds a rim
    of ``rim`` times the side on every side."""

    def __init__(self, rect: pygame.Rect, cells: int, rim: float = 0.0):
        side = min(rect.width, rect.height)
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.center = rect.center
        self.cells = cells
        self.cell = side / cells
        self.rim = round(side * rim)
        self.frame = self.rect.inflate(2 * self.rim, 2 * self.rim)

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        x0 = self.rect.x + round(col * self.cell)
        y0 = self.rect.y + round(row * self.cell)
        return pygame.Rect(x0, y0, self.rect.x + round((col + 1) * self.cell) - x0,
                           self.rect.y + round((row + 1) * self.cell) - y0)

    def centre(self, row: int, col: int) -> tuple[float, float]:
        return (self.rect.x + (col + 0.5) * self.cell,
                self.rect.y + (row + 0.5) * self.cell)

    def point(self, row: int, col: int) -> tuple[int, int]:
        """The middle of cell (row, col) on whole pixels, to draw at."""
        x, y = self.centre(row, col)
        return round(x), round(y)

    def cell_at(self, pos) -> tuple[int, int] | None:
        """(row, col) of the cell under ``pos``, or None off the grid."""
        if not self.rect.collidepoint(pos):
            return None
        return (min(self.cells - 1, int((pos[1] - self.rect.y) / self.cell)),
                min(self.cells - 1, int((pos[0] - self.rect.x) / self.cell)))

    def beyond(self, rect: pygame.Rect, way: str, gap: int) -> pygame.Rect:
        """``rect`` moved out across the frame's edge facing ``way`` (N, E, S or W), to
        lie ``gap`` pixels beyond the rim."""
        edge, frame_edge, sign = BEYOND[way]
        setattr(rect, edge, getattr(self.frame, frame_edge) + sign * gap)
        return rect
