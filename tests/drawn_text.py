"""The lines of text the screen draws during a test, as a player sees them: a line cut
to fit its room ends in "…" here as on screen, and is also listed in ``cut``."""

from __future__ import annotations

from contextlib import contextmanager

import pygame

from pharaohs.locale import tr
from pharaohs.ui.kit import theme


class Lines(list):
    """The lines drawn, as shown; ``cut`` holds those shortened to fit (a line whose own
    words end in "…", such as "Load game…", is not cut)."""

    def __init__(self):
        super().__init__()
        self.cut: list[str] = []


@contextmanager
def drawn_lines(counting=lambda: True):
    """A list that fills with each line drawn meanwhile, while ``counting()`` is true."""
    lines = Lines()
    real = theme.line_image

    def spy(face, message, colour, max_width=None):
        if counting():
            shown = theme.shortened(face, message, max_width or theme.WIDEST_LINE)
            lines.append(shown)
            if shown != tr(message):
                lines.cut.append(shown)
        return real(face, message, colour, max_width)

    theme.line_image = spy
    try:
        yield lines
    finally:
        theme.line_image = real


class BoardDrawing:
    """Whether ``board`` is drawing now (``drawn_lines`` counts its words only), and how
    often it drew: its ``draw`` (or another drawing ``method``, such as the table's
    ``draw_prompt``) is wrapped for the rest of the test."""

    def __init__(self, board, method: str = "draw"):
        self.now, self.times = False, 0
        real = getattr(board, method)

        def draw(*args):
            self.now, self.times = True, self.times + 1
            try:
                real(*args)
            finally:
                self.now = False

        setattr(board, method, draw)

    def __call__(self) -> bool:
        return self.now


@contextmanager
def drawn_boxes(counting=lambda: True):
    """A list that fills with ``(line, box, surface)`` for each label a board draws
    (``Lettering.text``) while ``counting()`` is true: ``box`` is where its letters
    are, without the font's blank margins, on the surface it was drawn on."""
    from pharaohs.ui.kit.pictures import Lettering

    boxes: list[tuple[str, pygame.Rect, int]] = []
    real = Lettering.text

    def spy(self, surface, message, pos, size, colour=theme.INK, bold=False,
            anchor="topleft", max_width=None):
        rect = real(self, surface, message, pos, size, colour, bold, anchor, max_width)
        if counting():
            image = self.label(message, size, colour, bold, max_width)
            box = image.get_bounding_rect().move(rect.topleft)
            if box.width and box.height:
                boxes.append((tr(message), box, id(surface)))
        return rect

    Lettering.text = spy
    try:
        yield boxes
    finally:
        Lettering.text = real


def overlapping(boxes) -> list[tuple[str, str]]:
    """The pairs of labels drawn on the same surface whose letters overlap (by more than
    a pixel's anti-aliasing each way)."""
    found = []
    for i, (line, box, surface) in enumerate(boxes):
        for other, other_box, other_surface in boxes[i + 1:]:
            common = box.clip(other_box)
            if surface == other_surface and common.width > 1 and common.height > 1:
                found.append((line, other))
    return found
