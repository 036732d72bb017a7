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


def player_symbol(surface, seat: int, centre, radius: int) -> None:
    """A player's disc in their colour with their symbol drawn on it."""
    colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
    x, y = centre
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, INK, centre, radius, 2)
    r = max(3, radius // 2)
    kind = PLAYER_SYMBOLS[seat % len(PLAYER_SYMBOLS)]
    white = (250, 245, 230)
    if kind == "ankh":
        pygame.draw.circle(surface, white, (x, y - r // 2), max(2, r // 2), 2)
        pygame.draw.line(surface, white, (x, y), (x, y + r), 3)
        pygame.draw.line(surface, white, (x - r // 1.5, y + r // 4), (x + r // 1.5, y + r // 4), 3)
    elif kind == "eye":
        pygame.draw.ellipse(surface, white, (x - r, y - r // 2, 2 * r, r), 2)
        pygame.draw.circle(surface, white, centre, max(2, r // 3))
    elif kind == "scarab":
        pygame.draw.ellipse(surface, white, (x - r // 1.6, y - r, r * 1.25, 2 * r), 2)
        pygame.draw.line(surface, white, (x, y - r), (x, y + r), 2)
    elif kind == "lotus":
        for dx in (-r // 1.5, 0, r // 1.5):
            pygame.draw.ellipse(surface, white, (x + dx - r // 4, y - r, r // 2, 2 * r), 2)
    else:
        pygame.draw.circle(surface, white, centre, max(2, r // 2), 2)
        for i in range(8):
            v = pygame.math.Vector2(1, 0).rotate(i * 45)
            pygame.draw.line(surface, white, (x + v.x * r * 0.7, y + v.y * r * 0.7),
                             (x + v.x * r, y + v.y * r), 2)


def set_window_icon() -> None:
    """Use the generated application icon when it is there."""
    try:
        pygame.display.set_icon(pygame.image.load(str(resource("assets", "icon.png"))))
    except (MissingResource, pygame.error):
        pass
