"""The Ra dice board without its pieces: ground, areas, spaces, numbers and titles.

None of it changes during a game, so it is painted once per window size and
player count into the board's static ``Layer`` that every frame starts from
(the kit's ``LayerPen`` puts the layout's spots onto that layer).
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _, ngettext
from pharaohs.games.ra_dice.board import places
from pharaohs.games.ra_dice.rules import data
from pharaohs.locale import tr
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.layer_pen import LayerPen

#: the empty slots for Civilization markers
SLOT_OUTLINE = (196, 178, 140)
#: the spots on the sandstone ground, and the lighter panels on them
AREAS = ("sun_track", "pharaoh_track", "nile_track", "dice_tray", "civ_area", "disaster_area",
         "monument_area", "score_track")
PANELS = ("pharaoh_label", "nile_label", "flood_box", "two_points")


def paint(board, surface, players: int) -> None:
    """Paint the static layer of ``board`` (a ``RaDiceBoard``) for ``players`` seats."""
    pen = LayerPen(board, surface)
    surface.blit(board.pictures.get("board", *surface.get_size()), (0, 0))
    pen.panels("area", AREAS, max(6, board.size(14)))
    pen.panels("panel", PANELS, max(5, board.size(10)))
    _sun_track(pen, players)
    _tracks(pen)
    for i in range(data.NUM_DICE):
        pen.picture("die_slot", f"die_{i}")
    _box(pen, "flood_box", _("Flood the Nile"), data.NILE, 3, "")
    _box(pen, "two_points", _("Two Ankhs"), data.ANKH, 2,
         _("= {points} points", points=data.TWO_ANKHS_POINTS))
    _civilization(pen, players)
    _monuments(pen)
    pen.title(_("Score"), "score_title", 22)
    for n in range(100):
        r = pen.picture("score_space_five" if n % 5 == 0 else "score_space", f"score_{n}")
        pen.text(str(n), r.center, 19, theme.INK_SOFT)
    width = pen.rect("disaster_title").width - board.size(6)
    pen.title(board.lettering.fitting((_("Disaster: 4–5 Suns"), _("Disaster")),
                                      board.text_px(22), width, True), "disaster_title", 22, 4)


def _sun_track(pen, players) -> None:
    board = pen.board
    for n in range(1, data.SUN_TRACK_LENGTH + 1):
        r = pen.picture("sun_space_end" if n == data.SUN_TRACK_LENGTH else "sun_space",
                        f"sun_{n}")
        if n == data.RA_START[players]:
            pygame.draw.rect(pen.surface, theme.LAPIS, r.inflate(-board.size(8), -board.size(8)),
                             max(2, board.size(4)), border_radius=board.size(6))
        pen.text(str(n), (r.centerx, r.bottom - board.size(4)), 20, bold=True, anchor="midbottom")


def _tracks(pen) -> None:
    board = pen.board
    icon = board.size(52)
    for track in places.TRACKS:
        label = pen.rect(f"{track}_label")
        pen.surface.blit(board.pictures.get(f"symbol_{track}", icon),
                         (label.centerx - icon // 2, label.y + board.size(6)))
        pen.text(data.FACE_NAMES[track], (label.centerx, label.bottom - board.size(6)), 21,
                 bold=True, anchor="midbottom", max_width=label.width - 4)
        for n in range(data.TRACK_MIN, data.TRACK_MAX + 1):
            r = pen.picture(f"{track}_space", f"{track}_{n}")
            pen.text(str(n), (r.centerx, r.y + board.size(3)), 21, bold=True, anchor="midtop")


def _box(pen, name, title, face, count, caption) -> None:
    """A special use of dice: a title above a row of little dice and a caption."""
    board, box = pen.board, pen.rect(name)
    pen.text(title, (box.centerx, box.y + board.size(8)), 23, bold=True, anchor="midtop",
             max_width=box.width - board.size(10))
    icon = board.size(52)
    step = icon + board.size(4)
    caption_w = (theme.font(board.text_px(21)).size(tr(caption))[0] + board.size(8)
                 if caption else 0)
    x = box.centerx - (step * (count - 1) + icon + caption_w) // 2
    y = box.bottom - board.size(10) - icon
    for k in range(count):
        colour = data.COLOURS[(k * 2 + 1) % data.NUM_DICE]
        pen.surface.blit(board.pictures.get(f"die_{colour}_{face}", icon), (x + k * step, y))
    if caption:
        pen.text(caption, (x + step * (count - 1) + icon + board.size(8), y + icon // 2), 21,
                 anchor="midleft")


def _civilization(pen, players) -> None:
    board = pen.board
    capacity = data.civilization_capacity(players)
    pen.title(ngettext("Civilization — {n} marker per colour",
                       "Civilization — {n} markers per colour", capacity), "civ_title", 23)
    size = board.size(places.civ_marker(board.layout, players) + 4)
    for c in range(data.NUM_DICE):
        pen.picture(f"civ_{data.COLOURS[c]}", f"civ_{c}")
        for k in range(capacity):
            slot = pygame.Rect(0, 0, size, size)
            slot.center = pen.point(*places.civ_slot(board.layout, c, k, players))
            pygame.draw.rect(pen.surface, SLOT_OUTLINE, slot, max(1, board.size(3)),
                             border_radius=board.size(6))
    table = pen.rect("civ_table")
    parts = [f"{n}: {p:+d}" if p else f"{n}: 0" for n, p in enumerate(data.CIVILIZATION_POINTS)]
    pen.text(_("Epoch score for your markers, then they leave:"),
             (table.x + board.size(6), table.y + board.size(6)), 20, theme.INK_SOFT,
             anchor="topleft", max_width=table.width)
    pen.text("   ".join(parts), (table.x + board.size(6), table.bottom - board.size(8)), 21,
             bold=True, anchor="bottomleft", max_width=table.width)


def _monuments(pen) -> None:
    pen.title(_("Monuments — scored at the end"), "monument_title", 22)
    for c in range(data.MONUMENT_COLUMNS):
        pen.text(str(c + 1), pen.rect(f"monument_col_{c}").center, 20, theme.INK_SOFT, bold=True)
        for row in range(data.MONUMENT_ROWS):
            space = data.monument_space(c, row)
            pen.picture(f"monument_{data.COLOURS[data.monument_colour(space)]}",
                        f"monument_{space}")
