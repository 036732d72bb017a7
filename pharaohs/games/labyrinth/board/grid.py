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
#: quarter offsets inside a tile in the order of ``rules.tile_quarters`` (NW, NE, SE, SW)
QUARTER_POS = ((0, 0), (0, 1), (1, 1), (1, 0))
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


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

    def space_rect(self, space: int) -> pygame.Rect:
        row, col = divmod(space, SIZE)
        x0 = self.rect.x + round(col * self.tile)
        y0 = self.rect.y + round(row * self.tile)
        return pygame.Rect(x0, y0, self.rect.x + round((col + 1) * self.tile) - x0,
                           self.rect.y + round((row + 1) * self.tile) - y0)

    def quarter_rect(self, row: int, col: int) -> pygame.Rect:
        x0 = self.rect.x + round(col * self.quarter)
        y0 = self.rect.y + round(row * self.quarter)
        return pygame.Rect(x0, y0, self.rect.x + round((col + 1) * self.quarter) - x0,
                           self.rect.y + round((row + 1) * self.quarter) - y0)

    def centre(self, row: int, col: int) -> tuple[float, float]:
        return (self.rect.x + (col + 0.5) * self.quarter,
                self.rect.y + (row + 0.5) * self.quarter)

    def space_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        col = min(SIZE - 1, int((pos[0] - self.rect.x) / self.tile))
        row = min(SIZE - 1, int((pos[1] - self.rect.y) / self.tile))
        return row * SIZE + col

    def quarter_at(self, pos) -> tuple[int, int] | None:
        if not self.rect.collidepoint(pos):
            return None
        col = min(QUARTERS - 1, int((pos[0] - self.rect.x) / self.quarter))
        row = min(QUARTERS - 1, int((pos[1] - self.rect.y) / self.quarter))
        return row, col

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
        quarter = self.quarter_rect(*(left if side == "left" else right))
        rect = quarter.copy()
        if out == "W":
            rect.right = self.frame.left - gap
        elif out == "E":
            rect.left = self.frame.right + gap
        elif out == "S":
            rect.top = self.frame.bottom + gap
        else:
            rect.bottom = self.frame.top - gap
        return rect
