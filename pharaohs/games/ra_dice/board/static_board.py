"""The Ra dice board without its pieces: ground, areas, spaces, numbers and titles.

None of it changes during a game, so it is painted once per window size and
player count into the board's static ``Layer`` that every frame starts from.
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _, ngettext
from pharaohs.games.ra_dice.board import places
from pharaohs.games.ra_dice.rules import data
from pharaohs.locale import tr
from pharaohs.ui import theme

#: the empty slots for Civilization markers
SLOT_OUTLINE = (196, 178, 140)


def paint(board, surface, players: int) -> None:
    """Paint the static layer of ``board`` (a ``RaDiceBoard``) for ``players`` seats."""
    painter = _Painter(board)
    surface.blit(board.pictures.get("board", *surface.get_size()), (0, 0))
    corner = max(6, board.size(14))
    for name in ("sun_track", "pharaoh_track", "nile_track", "dice_tray", "civ_area",
                 "disaster_area", "monument_area", "score_track"):
        r = painter.place(name)
        surface.blit(board.pictures.nine_slice("area", r.size, corner), r)
    for name in ("pharaoh_label", "nile_label", "flood_box", "two_points"):
        r = painter.place(name)
        surface.blit(board.pictures.nine_slice("panel", r.size, max(5, board.size(10))), r)
    painter._sun_track(surface, players)
    painter._tracks(surface)
    painter._tray(surface)
    painter._civilization(surface, players)
    painter._monuments(surface)
    painter._scores(surface)
    painter._disaster_area(surface)


class _Painter:
    """Draws the parts of the static layer, spots moved from screen to layer coordinates."""

    def __init__(self, board):
        self.board = board
        area = board.placement.board_rect
        self.offset = (-area.x, -area.y)

    def place(self, name: str) -> pygame.Rect:
        """A spot's rect on the layer."""
        return self.board.rect(name).move(self.offset)

    def _sun_track(self, surface, players) -> None:
        board = self.board
        start = data.RA_START[players]
        for n in range(1, data.SUN_TRACK_LENGTH + 1):
            r = self.place(f"sun_{n}")
            image = "sun_space_end" if n == data.SUN_TRACK_LENGTH else "sun_space"
            surface.blit(board.pictures.get(image, r.width, r.height), r)
            if n == start:
                pygame.draw.rect(surface, theme.LAPIS, r.inflate(-board.size(8), -board.size(8)),
                                 max(2, board.size(4)), border_radius=board.size(6))
            board.label(surface, str(n), (r.centerx, r.bottom - board.size(4)), 20,
                        theme.INK, bold=True, anchor="midbottom")

    def _tracks(self, surface) -> None:
        board = self.board
        for track in places.TRACKS:
            label = self.place(f"{track}_label")
            icon = board.size(52)
            surface.blit(board.pictures.get(f"symbol_{track}", icon),
                         (label.centerx - icon // 2, label.y + board.size(6)))
            board.label(surface, data.FACE_NAMES[track],
                        (label.centerx, label.bottom - board.size(6)),
                        21, bold=True, anchor="midbottom", max_width=label.width - 4)
            for n in range(data.TRACK_MIN, data.TRACK_MAX + 1):
                r = self.place(f"{track}_{n}")
                surface.blit(board.pictures.get(f"{track}_space", r.width, r.height), r)
                board.label(surface, str(n), (r.centerx, r.y + board.size(3)), 21, bold=True,
                            anchor="midtop")

    def _tray(self, surface) -> None:
        for i in range(data.NUM_DICE):
            r = self.place(f"die_{i}")
            surface.blit(self.board.pictures.get("die_slot", r.width, r.height), r)
        self._box(surface, self.place("flood_box"), _("Flood the Nile"), data.NILE, 3, "")
        self._box(surface, self.place("two_points"), _("Two Ankhs"), data.ANKH, 2,
                  _("= {points} points", points=data.TWO_ANKHS_POINTS))

    def _box(self, surface, box, title, face, count, caption) -> None:
        """A special use of dice: a title above a row of little dice and a caption."""
        board = self.board
        board.label(surface, title, (box.centerx, box.y + board.size(8)), 23, bold=True,
                    anchor="midtop", max_width=box.width - board.size(10))
        icon = board.size(52)
        step = icon + board.size(4)
        caption_w = (theme.font(board.text_px(21)).size(tr(caption))[0] + board.size(8)
                     if caption else 0)
        row_w = step * (count - 1) + icon + caption_w
        x = box.centerx - row_w // 2
        y = box.bottom - board.size(10) - icon
        for k in range(count):
            colour = data.COLOURS[(k * 2 + 1) % data.NUM_DICE]
            surface.blit(board.pictures.get(f"die_{colour}_{face}", icon), (x + k * step, y))
        if caption:
            board.label(surface, caption, (x + step * (count - 1) + icon + board.size(8),
                                           y + icon // 2), 21, anchor="midleft")

    def _civilization(self, surface, players) -> None:
        board = self.board
        capacity = data.civilization_capacity(players)
        title = self.place("civ_title")
        board.label(surface, ngettext("Civilization — {n} marker per colour",
                                      "Civilization — {n} markers per colour", capacity),
                    (title.x + board.size(6), title.centery), 23, bold=True,
                    anchor="midleft", max_width=title.width)
        marker = places.civ_marker(board.layout, players)
        for c in range(data.NUM_DICE):
            r = self.place(f"civ_{c}")
            surface.blit(board.pictures.get(f"civ_{data.COLOURS[c]}", r.width, r.height), r)
            for k in range(capacity):
                x, y = places.civ_slot(board.layout, c, k, players)
                size = board.size(marker + 4)
                slot = pygame.Rect(0, 0, size, size)
                slot.center = board.point(x, y)
                slot.move_ip(self.offset)
                pygame.draw.rect(surface, SLOT_OUTLINE, slot, max(1, board.size(3)),
                                 border_radius=board.size(6))
        table = self.place("civ_table")
        parts = [f"{n}: {p:+d}" if p else f"{n}: 0"
                 for n, p in enumerate(data.CIVILIZATION_POINTS)]
        board.label(surface, _("Epoch score for your markers, then they leave:"),
                    (table.x + board.size(6), table.y + board.size(6)), 20, theme.INK_SOFT,
                    anchor="topleft", max_width=table.width)
        board.label(surface, "   ".join(parts), (table.x + board.size(6),
                                                 table.bottom - board.size(8)),
                    21, theme.INK, bold=True, anchor="bottomleft", max_width=table.width)

    def _monuments(self, surface) -> None:
        board = self.board
        title = self.place("monument_title")
        board.label(surface, _("Monuments — scored at the end"),
                    (title.x + board.size(6), title.centery), 22, bold=True, anchor="midleft",
                    max_width=title.width)
        for c in range(data.MONUMENT_COLUMNS):
            r = self.place(f"monument_col_{c}")
            board.label(surface, str(c + 1), r.center, 20, theme.INK_SOFT, bold=True)
            for row in range(data.MONUMENT_ROWS):
                space = data.monument_space(c, row)
                r = self.place(f"monument_{space}")
                colour = data.COLOURS[data.monument_colour(space)]
                surface.blit(board.pictures.get(f"monument_{colour}", r.width, r.height), r)

    def _scores(self, surface) -> None:
        board = self.board
        title = self.place("score_title")
        board.label(surface, _("Score"), (title.x + board.size(6), title.centery), 22, bold=True,
                    anchor="midleft")
        for n in range(100):
            r = self.place(f"score_{n}")
            image = "score_space_five" if n % 5 == 0 else "score_space"
            surface.blit(board.pictures.get(image, r.width, r.height), r)
            board.label(surface, str(n), r.center, 19, theme.INK_SOFT)

    def _disaster_area(self, surface) -> None:
        board = self.board
        title = self.place("disaster_title")
        words = _("Disaster: 4–5 Suns")
        if theme.font(board.text_px(22), True).size(tr(words))[0] > title.width - board.size(6):
            words = _("Disaster")
        board.label(surface, words, (title.x + board.size(4), title.centery), 22,
                    bold=True, anchor="midleft", max_width=title.width)
