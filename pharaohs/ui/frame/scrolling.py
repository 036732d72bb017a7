"""A scrolled column of text lines with its scroll bar, for the panels that need one
(the player aid, the results' breakdown): drawn the same way in both."""

from __future__ import annotations

import pygame

from pharaohs.ui.kit import theme


def draw_lines(surface, view: pygame.Rect, lines, scroll: int) -> None:
    """The ``lines`` (each with ``text``, ``pos`` in the column, ``size``, ``colour``,
    ``bold``, ``anchor``, ``max_width``) that fall inside ``view``, scrolled up by
    ``scroll`` pixels; the caller sets and clears the clip."""
    left, top = view.x, view.y - scroll
    for line in lines:
        y = top + line.pos[1]
        if view.top - line.size * 2 < y < view.bottom:
            theme.text(surface, line.text, (left + line.pos[0], y), line.size, line.colour,
                       line.bold, line.anchor, line.max_width)


def draw_scroll_bar(surface, view: pygame.Rect, scroll: int, max_scroll: int, content_h: int,
                    gap: int, px) -> None:
    """A track ``gap`` pixels right of ``view`` with a thumb where ``scroll`` stands;
    ``px`` scales the bar's design sizes to the window."""
    if not max_scroll:
        return
    track = pygame.Rect(view.right + gap, view.y, px(6), view.height)
    pygame.draw.rect(surface, theme.PAPYRUS_DARK, track, border_radius=3)
    thumb_h = max(px(24), track.height * view.height // content_h)
    thumb_y = track.y + (track.height - thumb_h) * scroll // max_scroll
    pygame.draw.rect(surface, theme.LAPIS, (track.x, thumb_y, track.width, thumb_h),
                     border_radius=3)
