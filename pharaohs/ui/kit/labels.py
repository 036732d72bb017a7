"""Board kit: numbers and short words drawn on pieces and into empty places.

- ``corner_tag``: a number on a small papyrus tag in a piece's corner, turned with it;
- ``number_on``: a number in the middle of a piece (a marker's value);
- ``seat_name``: a seat's symbol with its name after it (a title, a row of a table);
- ``chip``: a small rounded chip that takes a click, with the longest label that fits;
- ``pill``: a line of words on a papyrus pill edged in their colour (a note to read now);
- ``empty_slot``: a place to put something: a dashed edge and a few short words in it.

Numbers are never smaller than the smallest text (``theme.SMALLEST_TEXT``), so the
art need not print them small.
"""

from __future__ import annotations

import pygame

from pharaohs.ui.kit import theme
from pharaohs.ui.kit.marks import dashed_rect

#: the corners a tag sits in as its piece turns clockwise
CORNERS = ("topleft", "topright", "bottomright", "bottomleft")


def corner_tag(surface, text: str, rect, turn: int = 0, share: float = 0.2) -> pygame.Rect:
    """``text`` on a papyrus tag in the top-left corner of ``rect`` turned ``turn`` quarter
    turns clockwise with the piece; its text ``share`` of the piece's width high. The
    rect the tag took."""
    size = max(theme.SMALLEST_TEXT, round(rect.width * share))
    label = theme.font(size, True).render(text, True, theme.INK)
    tag = label.get_rect().inflate(round(size * 0.4), 0)
    corner = CORNERS[turn % 4]
    setattr(tag, corner, getattr(rect.inflate(-2, -2), corner))
    pygame.draw.rect(surface, theme.PAPYRUS, tag, border_radius=3)
    pygame.draw.rect(surface, theme.INK, tag, 1, border_radius=3)
    surface.blit(label, label.get_rect(center=tag.center))
    return tag


def number_on(surface, text: str, rect, share: float, ink=theme.INK) -> None:
    """``text`` in bold in the middle of ``rect``, ``share`` of its height high."""
    size = max(theme.SMALLEST_TEXT, round(rect.height * share))
    label = theme.font(size, True).render(text, True, ink)
    surface.blit(label, label.get_rect(center=rect.center))


def seat_name(lettering, surface, seat: int, name, midleft, radius: int, size: int, gap: int,
              max_width: int | None = None) -> pygame.Rect:
    """``seat``'s symbol of ``radius`` from ``midleft`` on, and its ``name`` in bold ``gap``
    pixels after it; the rect the name took."""
    x, y = midleft
    theme.player_symbol(surface, seat, (x + radius, y), radius)
    return lettering.text(surface, name, (x + 2 * radius + gap, y), size, theme.INK, True,
                          "midleft", max_width=max_width)


def chip(lettering, surface, rect, candidates, size: int, lit: bool = False,
         hovered: bool = False) -> None:
    """A chip lit in gold when chosen or under the pointer (its edge thicker then), with
    the first of ``candidates`` (longest first) that fits, in bold at ``size`` or a little
    smaller."""
    pygame.draw.rect(surface, theme.GOLD_LIGHT if lit or hovered else theme.PAPYRUS, rect,
                     border_radius=6)
    pygame.draw.rect(surface, theme.INK, rect, 3 if hovered else 2, border_radius=6)
    size = theme.fitting_size(candidates[0], size, rect.width - 6, True)
    message = lettering.fitting(candidates, size, rect.width - 4, True)
    lettering.text(surface, message, rect.center, size, theme.INK, True, "center")


def pill(lettering, surface, message, midleft, size: int, colour, max_width: int) -> None:
    """``message`` in bold ``colour``, starting at ``midleft``, on a pill edged in it."""
    image = lettering.label(message, size, colour, True, max_width)
    box = image.get_rect(midleft=midleft).inflate(20, 10)
    theme.panel(surface, box, border=colour, radius=10)
    surface.blit(image, image.get_rect(center=box.center))


def empty_slot(lettering, surface, rect, lines, size: int, bold: bool, step: float,
               edge=theme.INK_SOFT) -> None:
    """A dashed ``edge`` around ``rect`` and the short ``lines`` ``step`` pixels apart
    around its middle."""
    dashed_rect(surface, rect, edge, 2, 10)
    for i, line in enumerate(lines):
        middle = rect.centery + (i - (len(lines) - 1) / 2) * step
        lettering.text(surface, line, (rect.centerx, middle), size, theme.INK, bold, "center")
