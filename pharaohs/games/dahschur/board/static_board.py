"""The board's ground, painted once per window size and player names: the areas, the
obelisk spaces, the stalls, the procession, the gift spaces, the chamber doors, the
rows in front of the players and the titles."""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _
from pharaohs.games.dahschur.board.places import GIFT_SPACES, ROUND_CHAMBERS
from pharaohs.games.dahschur.rules.data import PROCESSION_SPACES, STALLS
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.layer_pen import LayerPen
from pharaohs.ui.kit.marks import dashed_rect
from pharaohs.ui.kit.pictures import Layer

AREAS = ("obelisk_area", "avenue_area", "market_area", "procession_area", "city_area",
         "gift_area", "chamber_area", "log_area", "hand_area", "supply_area")


class StaticBoard:
    """The parts of the board that never move, cached in one layer."""

    def __init__(self, board):
        self.board = board
        self.layer = Layer()

    def clear(self) -> None:
        self.layer.clear()

    def draw(self, surface, view) -> None:
        board = self.board
        rect = board.placement.board_rect
        names = tuple(board.ctx.name(s) for s in range(view.players))
        key = (rect.size, view.players, names, len(view.avenue), view.rounds)
        image = self.layer.get(key, rect.size, lambda s: self.paint(s, view, names))
        surface.blit(image, rect)

    def paint(self, surface, view, names) -> None:
        board = self.board
        pen = LayerPen(board, surface)
        r, text = pen.rect, pen.text
        theme.sandstone(surface)
        corner = board.size(10)
        pen.panels("ground", AREAS, corner)
        pen.panels("ground_dark", ("assembly",), corner)
        title = board.lettering.label(_("Assembly point"), board.text_px(20), theme.INK,
                                      bold=True, max_width=r("assembly").height - 20)
        title = pygame.transform.rotate(title, 90)
        surface.blit(title, title.get_rect(center=(r("assembly").centerx,
                                                   r("assembly_merchants").top // 2
                                                   + r("assembly").top // 2)))
        for obelisk in range(3):
            self.obelisk(surface, r(f"obelisk_{obelisk * 15}"), r(f"obelisk_{obelisk * 15 + 14}"))
        for n in range(45):
            spot = pen.picture("space", f"obelisk_{n}")
            if n % 5 == 0 or n == 14 or n == 29 or n == 44:
                text(str(n), spot.center, 16, theme.INK_SOFT)
        for i in range(len(view.avenue)):
            dashed_rect(surface, r(f"plate_{i}"), theme.INK_SOFT, 1, board.size(6))
        for s in range(1, STALLS + 1):
            pen.panels("ground_dark", (f"stall_{s}",), corner)
            text(str(s), r(f"merchants_{s}").bottomright, 18, theme.INK_SOFT,
                 anchor="bottomright")
        for i in range(PROCESSION_SPACES):
            pen.picture("space", f"procession_{i}")
        front = r(f"procession_{PROCESSION_SPACES - 1}")
        pygame.draw.polygon(surface, theme.GOLD, [
            (front.left - board.size(4), front.centery),
            (front.left + board.size(2), front.centery - board.size(8)),
            (front.left + board.size(2), front.centery + board.size(8))])
        text(_("Cities"), r("city_title").midleft, 20, bold=True, anchor="midleft")
        text(_("Prince's gift"), r("gift_title").midleft, 20, bold=True, anchor="midleft")
        for k in range(GIFT_SPACES):
            dashed_rect(surface, r(f"gift_{k}"), theme.INK_SOFT, 2, board.size(8))
        text(_("Burial chambers"), r("chamber_title").midleft, 20, bold=True, anchor="midleft")
        for chamber in range(min(view.rounds, ROUND_CHAMBERS)):
            door = r(f"chamber_{chamber}")
            theme.panel(surface, door, fill=(150, 112, 72), border=theme.INK, radius=6)
            text(str(chamber + 1), (door.centerx, door.top + board.size(14)), 16,
                 theme.GOLD_LIGHT, bold=True)
            for seat in range(view.players):
                dashed_rect(surface, r(f"chamber_{chamber}_{seat}"), theme.GOLD_LIGHT, 1,
                            board.size(5))
        for seat in range(view.players):
            row = r(f"row_{seat}")
            theme.panel(surface, row, fill=theme.PAPYRUS, border=theme.PLAYER_COLOURS[seat])
            radius = board.size(11)
            theme.player_symbol(surface, seat, (row.x + radius + 4, row.y + radius + 4), radius)
            text(names[seat], (row.x + 2 * radius + 10, row.y + 4), 18, bold=True,
                 anchor="topleft", max_width=row.width - 2 * radius - 14)
        text(_("Phase 2"), r("log_area").inflate(-16, -12).topleft, 18, bold=True,
             anchor="topleft")
        for area, title in (("hand_area", _("Your hand and discs")),
                            ("supply_area", _("Your supply"))):
            inner = r(area).inflate(-16, -8)
            text(title, inner.topleft, 16, bold=True, anchor="topleft", max_width=inner.width)

    def obelisk(self, surface, foot: pygame.Rect, top: pygame.Rect) -> None:
        """An obelisk behind one track of 15 spaces: a tapering shaft and its pyramidion."""
        pad = self.board.size(3)
        tip = top.top - self.board.size(22)
        shaft = [(foot.left - pad, foot.bottom + pad), (foot.right + pad, foot.bottom + pad),
                 (top.right + pad // 2, top.top), (top.left - pad // 2, top.top)]
        pygame.draw.polygon(surface, (196, 164, 112), shaft)
        pygame.draw.polygon(surface, theme.INK_SOFT, shaft, 1)
        cap = [(top.left - pad // 2, top.top), (top.right + pad // 2, top.top),
               (top.centerx, max(0, tip))]
        pygame.draw.polygon(surface, theme.GOLD, cap)
        pygame.draw.polygon(surface, theme.INK, cap, 1)
