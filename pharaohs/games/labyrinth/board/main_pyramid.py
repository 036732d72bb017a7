"""The big pyramid: the viewer's own, with its title, the scarabs to fill, the portal
choices and the status line under it (the corridor markers, or what a drop would do).
"""

from __future__ import annotations

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import pyramid, words
from pharaohs.games.labyrinth.rules import data
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.labels import chip, pill, seat_name
from pharaohs.ui.kit.marks import glow_ring


def draw(board, surface, view, seat: int, viewer) -> None:
    grid = board.main
    pyramid.paint(board, surface, view, seat, grid, True)
    draw_title(board, surface, view, seat)
    if seat == viewer and rules.treasure_colours(view, seat) and not board.drag.dragging:
        for row, col in rules.free_scarabs(view, seat):
            glow_ring(surface, grid.point(row, col), round(grid.quarter * 0.5))
    if rules.entrance_open(view, seat) and seat == viewer:
        for (portal, side), paces in entrance_counts(board, view, seat).items():
            letter = side[0].upper()  # the side's letter and the paces it would give
            chip(board.lettering, surface, grid.entrance_rect(portal, side),
                 [f"{letter} {paces}", str(paces)], board.font,
                 hovered=board.hover_entrance == (portal, side))
    elif view.entrances[seat] and view.phase != "over":
        portal, side = view.entrances[seat]
        chip(board.lettering, surface, grid.entrance_rect(portal, side), [side[0].upper()],
             board.font, lit=True)
    draw_status(board, surface, view, seat, viewer)


def draw_title(board, surface, view, seat: int) -> None:
    """Whose pyramid, the path and the treasures' points, the turn."""
    title = board.rect("main_title")
    text, font = board.lettering.text, board.font
    radius = max(9, round(title.height * 0.36))
    rect = seat_name(board.lettering, surface, seat, board.ctx.name(seat),
                     (title.x + 2, title.centery), radius, font + 2, 8, title.width // 3)
    right = text(surface, words.turn_of(view), (title.right, title.centery), font, theme.INK,
                 False, "midright")
    room = max(10, right.left - rect.right - 28)
    info = board.lettering.fitting(words.title_info(view, seat), font, room)
    text(surface, info, (rect.right + 14, title.centery), font, theme.INK, False, "midleft",
         max_width=room)


def entrance_counts(board, view, seat: int) -> dict:
    """Paces from each of the six ways in, with the dropped tile if there is one."""
    found = board.tiles.pending_for(view, seat)
    state = board.tiles.preview(view, seat, *found).after if found else view
    return dict(rules.preview_entrances(state, seat))


def draw_status(board, surface, view, seat: int, viewer) -> None:
    """Under the big pyramid: the corridor markers reached and the drop's preview."""
    area = board.rect("main_status")
    found = board.tiles.pending_for(view, seat) if seat == viewer else None
    if found:  # what the dropped tile would do
        note = words.preview_note(view, seat, board.tiles.preview(view, seat, *found))
        pill(board.lettering, surface, note, (area.x + 12, area.centery), board.font,
             theme.LAPIS, area.width - 24)
        return
    path = rules.entrance_path(view, seat)
    reached = {colour for colour, _quarter in rules.markers(path)}
    size = min(area.height - 4, round(board.font * 2.2))
    x = area.x
    for _pace, colour in data.MARKERS:
        name = f"marker_{colour}"
        image = (board.pictures.get if colour in reached else board.pictures.faded)(name, size)
        pyramid.marker_number(surface, colour, surface.blit(image, image.get_rect(
            midleft=(x, area.centery))))
        x += image.get_width() + 2
    board.lettering.text(surface, words.status_note(view, seat, path), (x + 8, area.centery),
                         board.font, theme.INK, False, "midleft", max_width=area.right - x - 8)

