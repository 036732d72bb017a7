"""Board kit: things a board makes once and blits many times.

- ``Pictures(game_id)``: the generated art of ``assets/<game_id>/<name>.png``,
  loaded once and kept per size, turn and look (``get``, ``faded``, ``nine_slice``),
  plus any other surface made once per size (``keep``: shadows, glow layers).
- ``Lettering``: lines of text rendered once per text, size and colour, in the
  player's language (``tr`` at draw time, so a language switch shows at once) and
  shortened with "…" to fit.
- ``Layer``: one surface painted again only when its key changes (a board's
  static background, or everything but the piece in hand).
- ``Memo``: the cache behind them, forgetting everything at once past a limit.

Board views get one of each from ``ui.board_kit.KitBoard`` and clear them when
the window changes size.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

from pharaohs.locale import language, tr
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.images import load_image

T = TypeVar("T")
#: the corner of a panel picture that ``nine_slice`` keeps square, in source pixels
SLICE = 16
#: how far a line too wide for its place may shrink before it is shortened (never below
#: ``theme.SMALLEST_TEXT``)
SHRINK = 0.8


class Memo(Generic[T]):
    """What ``make`` returned for each key, until more than ``limit`` are kept; then
    everything is forgotten at once (a long game makes many keys never wanted again)."""

    def __init__(self, limit: int):
        self.limit = limit
        self.kept: dict[Hashable, T] = {}

    def get(self, key: Hashable, make: Callable[[], T]) -> T:
        found = self.kept.get(key)
        if found is None:
            if len(self.kept) > self.limit:
                self.kept.clear()
            found = self.kept[key] = make()
        return found

    def clear(self) -> None:
        self.kept.clear()


class Pictures:
    """One game's generated pictures at the sizes its board asks for."""

    def __init__(self, folder: str, limit: int = 600):
        self.folder = folder
        self.raw: dict[str, pygame.Surface] = {}
        self.memo: Memo[pygame.Surface] = Memo(limit)

    def original(self, name: str) -> pygame.Surface:
        """``assets/<folder>/<name>.png`` as generated, loaded once."""
        image = self.raw.get(name)
        if image is None:
            image = self.raw[name] = load_image(self.folder, f"{name}.png")
        return image

    def get(self, name: str, width: int, height: int | None = None, rotation: int = 0,
            grey: bool = False) -> pygame.Surface:
        """``name`` scaled to ``width`` (and ``height``, else keeping its proportions),
        turned ``rotation`` quarter turns clockwise, greyed out when ``grey``."""
        def make() -> pygame.Surface:
            source = self.original(name)
            tall = height or max(1, round(source.get_height() * width / source.get_width()))
            image = pygame.transform.smoothscale(source, (max(1, width), max(1, tall)))
            if rotation:
                image = pygame.transform.rotate(image, -90 * rotation)
            if grey:
                image = pygame.transform.grayscale(image)
                image.fill((210, 200, 185, 170), special_flags=pygame.BLEND_RGBA_MULT)
            return image

        return self.memo.get((name, width, height, rotation % 4, grey), make)

    def faded(self, name: str, width: int, alpha: int = 80) -> pygame.Surface:
        """A piece that is used up or not to be taken now: see-through."""
        def make() -> pygame.Surface:
            image = self.get(name, width).copy()
            image.set_alpha(alpha)
            return image

        return self.memo.get(("faded", name, width, alpha), make)

    def nine_slice(self, name: str, size: tuple[int, int], corner: int) -> pygame.Surface:
        """A panel picture stretched to ``size`` with its corners kept square."""
        def make() -> pygame.Surface:
            src = self.original(name)
            sw, sh = src.get_size()
            c = SLICE
            w, h = max(size[0], 2 * corner), max(size[1], 2 * corner)
            image = pygame.Surface((w, h), pygame.SRCALPHA)
            xs = ((0, c, 0, corner), (c, sw - 2 * c, corner, w - 2 * corner),
                  (sw - c, c, w - corner, corner))
            ys = ((0, c, 0, corner), (c, sh - 2 * c, corner, h - 2 * corner),
                  (sh - c, c, h - corner, corner))
            for sx, swidth, dx, dwidth in xs:
                for sy, sheight, dy, dheight in ys:
                    if dwidth > 0 and dheight > 0:
                        part = src.subsurface((sx, sy, swidth, sheight))
                        image.blit(pygame.transform.smoothscale(part, (dwidth, dheight)),
                                   (dx, dy))
            return image

        return self.memo.get(("nine", name, tuple(size), corner), make)

    def keep(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Any other surface a board draws once per size (a shadow, a glow layer)."""
        return self.memo.get(("kept", key), make)

    def clear(self) -> None:
        self.memo.clear()


class Lettering:
    """Rendered lines of text in the player's language, shortened to fit ``max_width``."""

    def __init__(self, limit: int = 600):
        self.memo: Memo[pygame.Surface] = Memo(limit)

    def label(self, message, size: int, colour=theme.INK, bold: bool = False,
              max_width: int | None = None) -> pygame.Surface:
        line = tr(message)

        def make() -> pygame.Surface:
            # a line too wide first gets a little smaller (German words are long), and
            # only then is shortened with "…"
            fits = size if max_width is None else self.shrunk_size(line, size, max_width, bold)
            face = theme.font(fits, bold)
            image = theme.line_image(face, line, colour, max_width)
            # a line that draws nothing (only zero-width marks) is an empty picture
            return image if image is not None else pygame.Surface((0, face.get_linesize()),
                                                                  pygame.SRCALPHA)

        return self.memo.get((line, size, tuple(colour), bold, max_width), make)

    @staticmethod
    def least_size(size: int) -> int:
        """The smallest a line of ``size`` is shrunk to before it is cut instead."""
        return max(theme.SMALLEST_TEXT, round(size * SHRINK))

    @classmethod
    def shrunk_size(cls, message, size: int, width: int, bold: bool = False) -> int:
        """The size a label of ``message`` is drawn at in ``width`` pixels: a little
        smaller than ``size`` if that makes it fit (never below a fifth less)."""
        return theme.fitting_size(message, size, width, bold, cls.least_size(size))

    @classmethod
    def fits(cls, message, size: int, width: int, bold: bool = False) -> bool:
        """Whether a label of ``message`` is drawn whole in ``width`` pixels, not cut."""
        line = tr(message)
        return theme.font(cls.shrunk_size(line, size, width, bold), bold).size(line)[0] <= width

    @classmethod
    def fitting(cls, candidates, size: int, width: int, bold: bool = False,
                shrinking: bool = False):
        """The first of ``candidates`` (longest first) that fits ``width`` in the player's
        language, else the last (which is then shortened with "…"). ``shrinking``: fitting
        a little smaller counts, for a line drawn with ``max_width``, which shrinks it."""
        if shrinking:
            return next((c for c in candidates if cls.fits(c, size, width, bold)),
                        candidates[-1])
        face = theme.font(size, bold)
        return next((c for c in candidates if face.size(tr(c))[0] <= width), candidates[-1])

    def text(self, surface, message, pos, size: int, colour=theme.INK, bold: bool = False,
             anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
        """Draw one line with its ``anchor`` at ``pos``; the rect it took."""
        image = self.label(message, size, colour, bold, max_width)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def clear(self) -> None:
        self.memo.clear()


class Layer:
    """A surface painted again only when its key or size changes."""

    def __init__(self):
        self.surface: pygame.Surface | None = None
        self.key = None

    def get(self, key, size: tuple[int, int],
            paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer for ``key``; ``paint`` fills a fresh (or reused) surface first (again
        after a language switch, as a layer may hold text)."""
        size, key = tuple(size), (language(), key)
        if self.surface is None or self.key != key or self.surface.get_size() != size:
            if self.surface is None or self.surface.get_size() != size:
                self.surface = pygame.Surface(size)
                if pygame.display.get_surface() is not None:
                    self.surface = self.surface.convert()
            paint(self.surface)
            self.key = key
        return self.surface

    def over(self, surface, area: pygame.Rect, key, paint) -> None:
        """Blit the layer's ``area`` onto ``surface`` (the frame drawn so far), painted
        again only when ``key`` changes: ``paint(layer)`` draws over a copy of the frame
        there, so the layer needs no background of its own."""
        def fill(layer) -> None:
            layer.blit(surface, area, area)
            paint(layer)

        surface.blit(self.get(key, surface.get_size(), fill), area, area)

    def clear(self) -> None:
        self.surface = None
