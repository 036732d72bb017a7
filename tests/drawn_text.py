"""The lines of text the screen draws during a test, as a player sees them: a line cut
to fit its room ends in "…" here as on screen, and is also listed in ``cut``."""

from __future__ import annotations

from contextlib import contextmanager

from pharaohs.locale import tr
from pharaohs.ui import theme


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
    often it drew: its ``draw`` is wrapped for the rest of the test."""

    def __init__(self, board):
        self.now, self.times = False, 0
        real = board.draw

        def draw(*args):
            self.now, self.times = True, self.times + 1
            try:
                real(*args)
            finally:
                self.now = False

        board.draw = draw

    def __call__(self) -> bool:
        return self.now
