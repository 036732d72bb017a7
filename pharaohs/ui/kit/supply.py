"""Board kit: a player's supply of pieces on the board.

- ``supply_box``: one kind of piece as a box, lit when the player may take a piece of
  it now and edged in gold when it is the kind a click places; the piece's picture
  faded when none is left or it may not be taken; how many are left at the right ("×3");
- ``home_piece``: a single piece at its home spot, a dashed gap while it is away.
"""

from __future__ import annotations

import pygame

from pharaohs.ui.kit import theme
from pharaohs.ui.kit.marks import dashed_rect


def supply_box(board, surface, rect: pygame.Rect, name: str, count: int, usable: bool,
               chosen: bool, faded: bool) -> None:
    """The box of picture ``name`` in ``rect`` with ``count`` left (``board`` gives the
    kit's pictures, lettering and text size)."""
    pygame.draw.rect(surface, theme.PAPYRUS if usable else theme.PAPYRUS_DARK, rect,
                     border_radius=8)
    pygame.draw.rect(surface, theme.GOLD if chosen else theme.INK_SOFT, rect, 3 if chosen else 1,
                     border_radius=8)
    image = (board.pictures.faded if faded else board.pictures.get)(name, round(rect.height * 0.78))
    surface.blit(image, image.get_rect(midleft=(rect.x + 2, rect.centery)))
    board.lettering.text(surface, f"×{count}", (rect.right - 6, rect.centery), board.font,
                         theme.INK, True, "midright")


def home_piece(board, surface, rect: pygame.Rect, name: str, away: bool, usable: bool) -> None:
    """The piece ``name`` at its home ``rect``: a dashed gap while it is away (in hand or
    played), else its picture, faded unless it may be taken, outlined under the pointer."""
    if away:
        dashed_rect(surface, rect, theme.INK_SOFT, 2, 8)
        return
    board.blit_at(surface, (board.pictures.get if usable else board.pictures.faded)(
        name, rect.width), rect.center)
    if usable and rect.collidepoint(board.pointer):
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, 2, border_radius=8)
