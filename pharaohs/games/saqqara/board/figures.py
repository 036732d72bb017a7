"""Figures with the pictures they count, legible in the smallest window.

A picture a figure counts is never drawn too small to recognise (``KitBoard.icon``);
a count stacked under its picture is placed by their inked parts (the art's
transparent margins and the font's blank lines take no room), so neither covers the
other; a number in a disc gets a disc large enough for its ink ("10" once ran over
the pyramids' badges).
"""

from __future__ import annotations

import math

import pygame

from pharaohs.games.saqqara.rules import data
from pharaohs.ui.kit import theme


def _inked(board, text: str, map_px: float, bold: bool) -> pygame.Rect:
    """Where the letters of a label lie in its picture."""
    return board.lettering.label(text, board.text_px(map_px), theme.INK, bold).get_bounding_rect()


def place(surface, image: pygame.Surface, **at) -> pygame.Rect:
    """Blit ``image`` with what it shows (not its transparent margin) at ``at`` (a rect
    anchor such as ``center=(x, y)`` or ``midleft=``); where it shows, on ``surface``."""
    seen = image.get_bounding_rect()
    target = seen.copy()
    setattr(target, *next(iter(at.items())))
    surface.blit(image, (target.x - seen.x, target.y - seen.y))
    return target


def goods_slot(board, icon_map: float) -> pygame.Rect:
    """The room the goods' pictures take, the widest and the tallest of them."""
    seen = [board.icon(f"good_{g}", icon_map).get_bounding_rect() for g in data.GOODS]
    return pygame.Rect(0, 0, max(r.width for r in seen), max(r.height for r in seen))


def goods_band(board, icon_map: float) -> int:
    """The height the goods' pictures take side by side (the tallest of them)."""
    return goods_slot(board, icon_map).height


def stacked_width(board, name: str, count, icon_map: float, text_map: float,
                  bold: bool = True) -> int:
    """How wide ``stacked`` draws a picture and its count."""
    return max(board.icon(name, icon_map).get_bounding_rect().width,
               _inked(board, str(count), text_map, bold).width)


def stacked(board, surface, name: str, count, centre_x: int, rect: pygame.Rect,
            icon_map: float, text_map: float, band: int, colour=theme.INK,
            bold: bool = True) -> None:
    """The picture ``name`` with ``count`` beneath it, on ``centre_x`` and centred in
    ``rect``'s height: pictures side by side share the middle of their ``band``
    (``goods_band``), and their counts one baseline."""
    image = board.icon(name, icon_map)
    digits = _inked(board, "0", text_map, bold)  # lining figures: every digit this tall
    gap = max(1, board.size(2))
    top = rect.centery - (band + gap + digits.height) // 2
    seen = image.get_bounding_rect()
    surface.blit(image, (centre_x - seen.centerx, top + band // 2 - seen.centery))
    inked = _inked(board, str(count), text_map, bold)
    board.lettering.text(surface, str(count), (centre_x - inked.centerx,
                                               top + band + gap - digits.y),
                         board.text_px(text_map), colour, bold)


def badge_diameter(board, text: str, map_px: float, least_map: float) -> int:
    """The disc a number needs: ``least_map`` map pixels, or more for its ink to lie
    inside the circle."""
    inked = _inked(board, text, map_px, True)
    return max(board.size(least_map), math.ceil(math.hypot(inked.width, inked.height)) + 2)


def badge(board, surface, text: str, midleft, map_px: float, least_map: float, fill,
          colour) -> pygame.Rect:
    """A number in a disc of ``fill`` with its left at ``midleft``; the disc's rect."""
    diameter = badge_diameter(board, text, map_px, least_map)
    disc = pygame.Rect(0, 0, diameter, diameter)
    disc.midleft = midleft
    pygame.draw.ellipse(surface, fill, disc)
    inked = _inked(board, text, map_px, True)
    board.lettering.text(surface, text, (disc.centerx - inked.centerx,
                                         disc.centery - inked.centery),
                         board.text_px(map_px), colour, True)
    return disc
