"""The part of every menu screen that needs no pygame_gui: panels and text, laid out per size.

``PanelScene`` lays a screen out again for every window size: subclasses add
papyrus panels and lines of text in ``build`` and draw over them in ``draw``.
``GuiScene`` (``pharaohs.ui.frame.gui``) adds pygame_gui widgets on top; the main menu
uses our own buttons instead, so the first frame after start needs no pygame_gui.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from pharaohs.ui.kit import theme
from pharaohs.ui.kit.pictures import Lettering
from pharaohs.ui.kit.scene import Scene

#: no text on a menu screen is drawn smaller than this many pixels
MIN_TEXT = 14


def scale(size: tuple[int, int]) -> float:
    """How much bigger than at 1280×800 text is drawn (as ``theme.scaled``)."""
    return max(min(size[0] / 1280, size[1] / 800), 0.8)


def px(size: tuple[int, int], base: int) -> int:
    """A length that grows with the window like the text does."""
    return round(base * scale(size))


@dataclass
class Label:
    """A line of text the scene draws itself (headings, notes, messages)."""

    text: str
    pos: tuple[int, int]
    size: int
    colour: tuple = theme.INK
    bold: bool = False
    anchor: str = "topleft"
    max_width: int | None = None


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is already drawn, so an overlay stands out from the scene below."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*theme.NIGHT, alpha))
    surface.blit(veil, (0, 0))


class PanelScene(Scene):
    """A screen of panels and text, built again for every window size."""

    def __init__(self, app):
        super().__init__(app)
        self.size = (0, 0)
        self.panels: list[pygame.Rect] = []
        self.labels: list[Label] = []

    # -- building -------------------------------------------------------------------
    def resize(self, size) -> None:
        self.size = tuple(size)
        self.panels, self.labels = [], []
        self.build()
        self.app.invalidate()

    def build(self) -> None:
        """Create the panels and texts for ``self.size``."""

    def px(self, base: int) -> int:
        return px(self.size, base)

    def text_size(self, base: int) -> int:
        """A font size for text we draw ourselves, matching the widgets."""
        return max(MIN_TEXT, round(base * scale(self.size)))

    def label(self, text: str, pos, base: int = 18, colour=theme.INK, bold: bool = False,
              anchor: str = "topleft", max_width: int | None = None) -> int:
        """Add a line of text (a line too wide for ``max_width`` a little smaller before
        it is cut); returns its height."""
        size = self.text_size(base)
        if max_width is not None:
            size = Lettering.shrunk_size(text, size, max_width, bold)
        self.labels.append(Label(text, tuple(pos), size, colour, bold, anchor, max_width))
        return theme.font(size, bold).get_linesize()

    def line_height(self, base: int = 18, bold: bool = False) -> int:
        return theme.font(self.text_size(base), bold).get_linesize()

    def text_height(self, text: str, width: int, base: int = 18, bold: bool = False) -> int:
        """How tall ``paragraph`` would make ``text``."""
        size = self.text_size(base)
        return len(theme.wrap(text, size, width, bold)) * self.line_height(base, bold)

    def paragraph(self, text: str, pos, width: int, base: int = 18, colour=theme.INK,
                  bold: bool = False) -> int:
        """Add text wrapped to ``width``; returns its height."""
        size = self.text_size(base)
        x, y = pos
        for line in theme.wrap(text, size, width, bold):
            y += self.label(line, (x, y), base, colour, bold, max_width=width)
        return y - pos[1]

    # -- the frame ------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self.transparent:
            dim(surface)
        else:
            theme.sandstone(surface)
        for rect in self.panels:
            theme.panel(surface, rect)
        self.draw_background(surface)
        for label in self.labels:
            theme.text(surface, label.text, label.pos, label.size, label.colour, label.bold,
                       label.anchor, label.max_width)

    def draw_background(self, surface) -> None:
        """Paint what lies between the panels and the widgets (symbols, tables)."""
