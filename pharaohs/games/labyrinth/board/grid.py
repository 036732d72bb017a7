"""Where the 5 × 5 spaces and 10 × 10 quarters of one pyramid lie on screen.

The layout gives each pyramid only a rect; everything inside it, the portal
choices outside its rim included, is computed here, so drawing and hit testing
agree at every window size.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth.rules import data

SIZE = data.BOARD_SIZE
QUARTERS = SIZE * data.TILE_SIZE
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
#: where a portal choice lies beyond the rim: which of its edges meets which of the
#: frame's, and whether the gap runs along or against the axis
OUTSIDE = {"W": ("right", "left", -1), "E": ("left", "right", 1),
           "S": ("top", "bottom", 1), "N": ("bottom", "top", -1)}


class Grid:
    """The 5 × 5 spaces and 10 × 10 quarters of one pyramid on screen."""

    def __init__(self, rect: pygame.Rect):
        side = min(rect.width, rect.height)
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.center = rect.center
        self.tile = side / SIZE
        self.quarter = self.tile / 2
        rim = round(side * data.BOARD_RIM)
        self.frame = self.rect.inflate(2 * rim, 2 * rim)
        self.rim = rim

    def cell_rect(self, row: int, col: int, step: float) -> pygame.Rect:
        """Cell (row, col) of the cells ``step`` pixels wide (spaces or quarters), with
        rounded edges that meet their neighbours' exactly."""
        x0 = self.rect.x + round(col * step)
        y0 = self.rect.y + round(row * step)
        return pygame.Rect(x0, y0, self.rect.x + round((col + 1) * step) - x0,
                           self.rect.y + round((row + 1) * step) - y0)

    def cell_at(self, pos, step: float, count: int) -> tuple[int, int] | None:
        """(row, col) of the cell ``step`` pixels wide under ``pos``, of ``count`` a side."""
        if not self.rect.collidepoint(pos):
            return None
        return (min(count - 1, int((pos[1] - self.rect.y) / step)),
                min(count - 1, int((pos[0] - self.rect.x) / step)))

    def space_rect(self, space: int) -> pygame.Rect:
        return self.cell_rect(*divmod(space, SIZE), self.tile)

    def quarter_rect(self, row: int, col: int) -> pygame.Rect:
        return self.cell_rect(row, col, self.quarter)

    def centre(self, row: int, col: int) -> tuple[float, float]:
        return (self.rect.x + (col + 0.5) * self.quarter,
                self.rect.y + (row + 0.5) * self.quarter)

    def space_at(self, pos) -> int | None:
        found = self.cell_at(pos, self.tile, SIZE)
        return None if found is None else found[0] * SIZE + found[1]

    def quarter_at(self, pos) -> tuple[int, int] | None:
        return self.cell_at(pos, self.quarter, QUARTERS)

    def portal_point(self, portal: str, side: str) -> tuple[float, float]:
        """Where the path enters: the middle of the rim outside the portal quarter."""
        out, left, right = data.PORTALS[portal]
        row, col = left if side == "left" else right
        x, y = self.centre(row, col)
        dr, dc = STEP[out]
        reach = self.quarter / 2 + self.rim * 0.6
        return x + dc * reach, y + dr * reach

    def entrance_rect(self, portal: str, side: str, gap: int | None = None) -> pygame.Rect:
        """The portal choice outside the rim, beside the portal quarter, ``gap`` pixels
        off the rim (by default a little less than a tenth of a quarter)."""
        if gap is None:
            gap = max(3, round(self.quarter * 0.08))
        out, left, right = data.PORTALS[portal]
        rect = self.quarter_rect(*(left if side == "left" else right))
        edge, frame_edge, sign = OUTSIDE[out]
        setattr(rect, edge, getattr(self.frame, frame_edge) + sign * gap)
        return rect
