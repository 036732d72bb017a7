"""The board's words as pictures: each line rendered once per size and colour.

The board layer is painted again on every hover change, and most of its lines
(names, counts, labels) stay the same, so they are rendered once and blitted.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth.board.memo import Memo
from pharaohs.ui import theme


class Lettering:
    """Rendered lines of text, shortened with an ellipsis to fit ``max_width``."""

    def __init__(self):
        self.memo: Memo[pygame.Surface] = Memo(600)

    def label(self, message: str, size: int, colour=theme.INK, bold: bool = False,
              max_width: int | None = None) -> pygame.Surface:
        def make() -> pygame.Surface:
            line = message
            face = theme.font(size, bold)
            if max_width is not None and face.size(line)[0] > max_width:
                while line and face.size(line + "…")[0] > max_width:
                    line = line[:-1]
                line += "…"
            return face.render(line, True, colour)

        return self.memo.get((message, size, colour, bold, max_width), make)

    def text(self, surface, message, pos, size, colour=theme.INK, bold=False,
             anchor="topleft", max_width=None) -> pygame.Rect:
        """Draw one line with its ``anchor`` at ``pos``; the rect it took."""
        image = self.label(message, size, colour, bold, max_width)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def clear(self) -> None:
        self.memo.clear()
