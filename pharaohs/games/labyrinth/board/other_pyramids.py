"""The other players' pyramids, small, each under its title; in a solo game their place
holds the best solo score and how each treasure would score now.
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _
from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import pyramid, words
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.labels import seat_name
from pharaohs.ui.kit.solo import draw_notes, standing

#: small pyramids the layout has room for
OTHER_SPOTS = 4


def draw(board, surface, view, main: int) -> None:
    for seat, grid, n in zip(board.other_seats(view, main), board.others,
                             range(1, OTHER_SPOTS + 1), strict=False):
        pyramid.paint(board, surface, view, seat, grid, False)
        draw_title(board, surface, view, seat, board.rect(f"other_{n}_title"))
    if view.players == 1:
        draw_solo_note(board, surface, view)


def draw_title(board, surface, view, seat: int, title) -> None:
    """The player's mark and name, a bet lying face down beside it, and under the name
    the length of the path in full words ("8 Schritte", not "8 S")."""
    name_y, status_y = title.y + title.height // 4, title.y + title.height * 3 // 4
    radius = max(7, round(title.height * 0.19))
    size = max(14, board.font - 3)
    indent = title.x + 2 * radius + 6
    room = title.right - indent
    if view.phase == "bet" and view.bets[seat] is not None:
        icon = board.pictures.get("bet_back", round(title.height * 0.55))
        surface.blit(icon, icon.get_rect(midright=(title.right, name_y)))
        room -= icon.get_width() + 4
    seat_name(board.lettering, surface, seat, board.ctx.name(seat), (title.x + 1, name_y),
              radius, size, 5, max(10, room))
    status = ([words.paces(len(rules.entrance_path(view, seat)))] if view.entrances[seat]
              else [_("no entrance yet"), _("no entrance")])
    board.lettering.text(surface, board.lettering.fitting(status, size, title.right - indent,
                                                          shrinking=True),
                         (indent, status_y), size, theme.INK, False, "midleft",
                         max_width=title.right - indent)


def solo_best(board, view) -> str:
    """The best solo score of this rule set, read once while playing and again at the
    end, when the finished game is in the high scores (``ui.solo.standing``)."""
    key = board.ctx.high_score_key() if view.phase == rules.OVER else None
    if board.solo_record is None or board.solo_record[0] != key:
        board.solo_record = (key, standing(board.ctx.solo_scores(), key))
    return board.solo_record[1]


def draw_solo_note(board, surface, view) -> None:
    """Solo: the best score so far, and how each treasure would score now."""
    area = board.rect("solo_note")
    theme.panel(surface, area)
    draw_notes(board.lettering, surface, words.solo_lines(view, solo_best(board, view)),
               pygame.Rect(area.x + 10, area.y + 8, area.width - 20, area.height - 12),
               max(14, board.font - 2), lambda n: _("… and {n} more (point at a treasure)", n=n))
