"""Where the 5 × 5 spaces and 10 × 10 quarters of one pyramid lie on screen.

The layout gives each pyramid only a rect; the kit's ``SquareGrid`` of quarters
fills it, and a space is the block of its four quarters, so drawing and hit testing
agree at every window size. The portal choices lie outside the rim.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth.rules import data
from pharaohs.ui.kit.square_grid import SquareGrid

SIZE = data.BOARD_SIZE
QUARTERS = SIZE * data.TILE_SIZE
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


class Grid(SquareGrid):
    """The 5 × 5 spaces and 10 × 10 quarters of one pyramid on screen."""

    def __init__(self, rect: pygame.Rect):
        super().__init__(rect, QUARTERS, data.BOARD_RIM)
        self.quarter = self.cell

    quarter_rect = SquareGrid.cell_rect
    quarter_at = SquareGrid.cell_at

    def space_rect(self, space: int) -> pygame.Rect:
        row, col = divmod(space, SIZE)
        return self.cell_rect(2 * row, 2 * col).union(self.cell_rect(2 * row + 1, 2 * col + 1))

    def space_at(self, pos) -> int | None:
        found = self.cell_at(pos)
        return None if found is None else found[0] // 2 * SIZE + found[1] // 2

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
        out, left, right = data.PORTALS[portal]
        gap = max(3, round(self.quarter * 0.08)) if gap is None else gap
        return self.beyond(self.quarter_rect(*(left if side == "left" else right)), out, gap)
