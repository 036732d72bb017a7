"""Board kit: one kind of piece in a player's supply, drawn as a box (``supply_box``).

The box is lit when the player may take a piece of it now and edged in gold when it
is the kind a click places; the piece's picture is faded when none is left or it may
not be taken; how many are left stands at the right ("×3").
"""

from __future__ import annotations

import pygame

from pharaohs.ui import theme


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
