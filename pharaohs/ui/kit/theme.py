"""One visual language for all five games: colours, player marks, fonts, text.

Sandstone and papyrus grounds; lapis, turquoise, carnelian and gold accents;
thin dark outlines. Every player colour comes with a symbol so colour is
never the only cue.
"""

from __future__ import annotations

from functools import cache

import pygame

from pharaohs import palette
from pharaohs.locale import tr
from pharaohs.palette import (  # noqa: F401 - the theme's colours, re-exported
    BAD,
    CARNELIAN,
    GOLD,
    GOLD_LIGHT,
    GOOD,
    INK,
    INK_SOFT,
    LAPIS,
    NIGHT,
    PAPYRUS,
    PAPYRUS_DARK,
    PLAYER_SYMBOLS,
    SAND,
    SAND_DARK,
    SUCCESS,
    TURQUOISE,
)
from pharaohs.resources import MissingResource, resource

FONT_REGULAR = "NotoSans-Regular.ttf"
FONT_BOLD = "NotoSans-Bold.ttf"
#: the smallest text anything may draw, in pixels, at the smallest window (1024×640)
SMALLEST_TEXT = 12
#: the smallest a picture that a figure counts (a good, a worker, a card) is drawn at the
#: smallest window: what it shows, in pixels along its longer side
SMALLEST_ICON = 16

#: the seats' colours now: the standard ones, or another palette's (``ui.palettes.use``
#: changes them in place, so every module that imported this list follows)
PLAYER_COLOURS: list[tuple[int, int, int]] = list(palette.PLAYER_COLOURS)

#: text sizes asked for while ``SizeRecorder`` listens (the legibility test)
_listening: list[set[int]] = []


class SizeRecorder:
    """Collects every text size drawn while it is open: ``with SizeRecorder() as sizes``."""

    def __enter__(self) -> set[int]:
        self.sizes: set[int] = set()
        _listening.append(self.sizes)
        return self.sizes

    def __exit__(self, *_exc) -> None:
        _listening.remove(self.sizes)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled Noto Sans at ``size`` pixels (German umlauts included)."""
    for sizes in _listening:
        sizes.add(size)
    return _font(size, bold)


@cache
def _font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    name = FONT_BOLD if bold else FONT_REGULAR
    try:
        return pygame.font.Font(str(resource("assets", "fonts", name)), size)
    except MissingResource:
        return pygame.font.Font(None, size)


font.cache_clear = _font.cache_clear  # fonts die with pygame.quit(): a new window forgets them


def scaled(size: tuple[int, int], base: int) -> int:
    """A font size that grows with the window: ``base`` at 1280×800, never below 14."""
    factor = min(size[0] / 1280, size[1] / 800)
    return max(14, round(base * max(factor, 0.8)))


def text(surface, message: str, pos, size: int = 18, colour=INK, bold=False,
         anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    """Draw one line of text in the player's language (``tr``, at draw time, so a
    ``Message`` shows in the language of this frame); too long lines end with "…"."""
    face = font(size, bold)
    image = line_image(face, tr(message), colour, max_width)
    if image is None:
        return pygame.Rect(pos, (0, face.get_linesize()))
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def fitting_size(message: str, size: int, width: int, bold: bool = False,
                 smallest: int = 14) -> int:
    """The largest text size from ``size`` down to ``smallest`` at which ``message`` (in the
    player's language) fits ``width`` pixels; ``smallest`` if none does (a name shrinks a
    little before it is cut)."""
    line = tr(message)
    while size > smallest and _font(size, bold).size(line)[0] > width:
        size -= 1
    return size


def shortened(face: pygame.font.Font, message: str, max_width: int,
              width: int | None = None) -> str:
    """``message`` cut to fit ``max_width`` pixels, ending in "…" when cut (``width``:
    the message's own, when the caller has measured it already).

    A binary search over the length: a 20,000-character line costs about fifteen
    measurements, not one per character."""
    if (face.size(message)[0] if width is None else width) <= max_width:
        return message
    fits, too_long = 0, len(message)
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if face.size(message[:middle] + "…")[0] <= max_width:
            fits = middle
        else:
            too_long = middle
    return message[:fits] + "…"


#: the widest line SDL_ttf renders in one piece; longer ones are shortened to it
WIDEST_LINE = 8192


def line_image(face: pygame.font.Font, message: str, colour,
               max_width: int | None = None) -> pygame.Surface | None:
    """One line of text rendered, shortened to ``max_width``; None when it would draw
    nothing (pygame refuses text of zero width: only zero-width or direction marks)."""
    if not message:
        return None
    width, limit = face.size(message)[0], min(max_width or WIDEST_LINE, WIDEST_LINE)
    if width == 0:
        return None
    return face.render(shortened(face, message, limit, width), True, colour)


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break ``message``, in the player's language, into lines that fit ``width`` pixels."""
    message = tr(message)
    face = font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if face.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def wrapped_fitting(messages, size: int, width: int, room, smallest: int,
                    bold: bool = False) -> tuple[int, list]:
    """``(size, lines)``: ``messages`` wrapped to ``width`` at the largest size from ``size``
    down to ``smallest`` whose lines are no more than ``room(size)`` (at ``smallest`` if
    none is; the caller then shows the cut, see ``at_most``)."""
    while True:
        lines = [line for message in messages for line in wrap(message, size, width, bold)]
        if len(lines) <= room(size) or size <= smallest:
            return size, lines
        size -= 1


def at_most(lines: list[str], count: int) -> list[str]:
    """Wrapped ``lines`` as at most ``count``: the rest joins the last, which is then drawn
    shortened with "…", so a cut shows instead of words silently missing."""
    return [*lines[:count - 1], " ".join(lines[count - 1:])] if len(lines) > count else lines


def panel(surface, rect, fill=PAPYRUS, border=INK_SOFT, radius: int = 8, width: int = 2):
    """A papyrus panel with a soft shadow and a thin dark outline."""
    rect = pygame.Rect(rect)
    shadow = rect.move(3, 4)
    pygame.draw.rect(surface, SAND_DARK, shadow, border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def sandstone(surface) -> None:
    """Fill the background with a quiet sandstone gradient."""
    width, height = surface.get_size()
    surface.fill(SAND)
    band = max(1, height // 24)
    for i in range(0, height, band):
        t = i / max(height, 1)
        shade = tuple(int(a + (b - a) * t) for a, b in zip(SAND, SAND_DARK, strict=True))
        pygame.draw.rect(surface, shade, (0, i, width, band))


#: a seat badge is drawn this many times larger and scaled down, for soft edges
BADGE_SUPERSAMPLE = 4
#: the badge's symbol spans this share of the disc's radius
BADGE_SYMBOL = 0.62
BADGE_SYMBOL_FILL = (252, 246, 230)


def player_symbol(surface, seat: int, centre, radius: int) -> None:
    """A player's disc in their colour with their symbol on it, the same symbol as on
    their pieces in the art (both are drawn from ``palette.SYMBOL_SHAPES``)."""
    colour = tuple(PLAYER_COLOURS[seat % len(PLAYER_COLOURS)])
    image = _badge(PLAYER_SYMBOLS[seat % len(PLAYER_SYMBOLS)], colour, max(2, radius))
    surface.blit(image, image.get_rect(center=centre))


@cache
def _badge(kind: str, colour, radius: int) -> pygame.Surface:
    scale = BADGE_SUPERSAMPLE
    side = (2 * radius + 2) * scale
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    middle = side / 2
    pygame.draw.circle(big, colour, (middle, middle), radius * scale)
    pygame.draw.circle(big, INK, (middle, middle), radius * scale, 2 * scale)
    r = radius * BADGE_SYMBOL * scale
    line = max(scale, round(r / 10))  # as thin beside the symbol as on the pieces' art

    def at(x: float, y: float) -> tuple[float, float]:
        return middle + x * r, middle + y * r

    for shape, points, paint, times in palette.SYMBOL_SHAPES[kind]:
        fill = {"fill": BADGE_SYMBOL_FILL, "ink": INK, "ring": None}[paint]
        if shape == "line":
            pygame.draw.line(big, fill, at(*points[0]), at(*points[1]), line * times)
            continue
        if shape == "ellipse":
            (x0, y0), (x1, y1) = at(*points[:2]), at(*points[2:])
            box = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
            if fill is not None:
                pygame.draw.ellipse(big, fill, box)
            pygame.draw.ellipse(big, INK, box, line * times)
        else:
            corners = [at(x, y) for x, y in points]
            if fill is not None:
                pygame.draw.polygon(big, fill, corners)
            pygame.draw.polygon(big, INK, corners, line * times)
    return pygame.transform.smoothscale(big, (side // scale, side // scale))


def set_window_icon() -> None:
    """Use the generated application icon when it is there."""
    try:
        pygame.display.set_icon(pygame.image.load(str(resource("assets", "icon.png"))))
    except (MissingResource, pygame.error):
        pass
