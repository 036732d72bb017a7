"""The Saqqara board without its pieces: grounds, warehouses, tracks, the distribution
table card, the pyramid tiles with their levels, costs and points, the Nile.

It changes only with the pyramids in play, so it is painted once per window size
into the board's static layer that every frame starts from.
"""

from __future__ import annotations

import pygame

from pharaohs.games.saqqara.board import words
from pharaohs.games.saqqara.rules import data
from pharaohs.ui import theme
from pharaohs.ui.layer_pen import LayerPen


def paint(board, surface, view) -> None:
    """Paint the static layer of ``board`` for the pyramids of ``view``."""
    pen = LayerPen(board, surface)
    theme.sandstone(surface)
    corner = max(6, board.size(12))
    pen.panels("area", ("land_column", "year_table", "handouts", "ledger", "tray", "nile_track",
                        *(f"warehouse_{w}" for w in range(data.WAREHOUSES)),
                        *(f"pyramid_{i}" for i in range(len(view.pyramids)))), corner)
    for w in range(data.WAREHOUSES):
        _title(pen, pen.rect(f"wh_title_{w}"), data.WAREHOUSE_GOOD[w], words.WAREHOUSE_NAMES[w])
        pen.panels("panel", (f"hut_{w}", f"influence_{w}"), corner)
        hut = pen.rect(f"hut_{w}")
        surface.blit(board.pictures.get("hut", board.size(40)),
                     (hut.x + board.size(4), hut.y + board.size(4)))
    icon = board.size(30)
    land = pen.rect("land_title")
    surface.blit(board.pictures.get(f"good_{data.LAND}", icon),
                 (land.centerx - icon // 2, land.centery - icon // 2))
    size = board.size(40)
    for name, picture in (("bids_label", "hut"), ("influence_label", "card_back")):
        image = board.pictures.get(picture, size)
        surface.blit(image, image.get_rect(center=pen.rect(name).center))
    for p in range(data.TRACK_SPACES):
        pen.panels("panel", (f"round_{p}", f"stand_{p}"), max(4, board.size(8)))
    _year_table(pen, pen.rect("year_table"))
    for i, pyramid in enumerate(view.pyramids):
        _pyramid(pen, i, pyramid)
    for n in range(data.NILE_SPACES + 1):
        r = pen.picture("nile", f"nile_{n}")
        pen.text(str(n), (r.centerx, r.bottom - board.size(3)), 18, theme.LAPIS, bold=True,
                 anchor="midbottom")


def _title(pen, r, good: int, name: str) -> None:
    board = pen.board
    icon = board.size(30)
    pen.surface.blit(board.pictures.get(f"good_{good}", icon), (r.x, r.centery - icon // 2))
    pen.text(name, (r.x + icon + board.size(4), r.centery), 22, theme.INK,
                bold=True, anchor="midleft", max_width=r.width - icon)


def _year_table(pen, r) -> None:
    """The distribution table card: each year's extra goods, land and the next market."""
    board, surface = pen.board, pen.surface
    pen.panels("panel", ("year_table",), max(6, board.size(12)))
    top = r.y + board.size(8)
    pen.text(words.TABLE_TITLE, (r.centerx, top), 17, theme.INK, bold=True,
                anchor="midtop", max_width=r.width - 8)
    row_h = (r.height - board.size(82)) / data.YEARS
    heads = board.size(58)
    cols = [r.x + r.width * f for f in (0.16, 0.42, 0.64, 0.86)]
    icon = board.size(22)
    y = r.y + heads
    pen.text("+", (cols[1], y), 17, theme.INK_SOFT, bold=True)
    surface.blit(board.pictures.get(f"good_{data.LAND}", icon),
                 (cols[2] - icon // 2, y - icon // 2))
    surface.blit(board.pictures.get("stand", icon), (cols[3] - icon // 2, y - icon // 2))
    for year in range(1, data.YEARS + 1):
        row = data.DISTRIBUTION[year]
        cy = round(r.y + heads + board.size(18) + row_h * (year - 0.5))
        pen.text(str(year), (cols[0], cy), 17, theme.INK, bold=True)
        pen.text(f"+{row.extra}", (cols[1], cy), 17)
        pen.text(str(row.land), (cols[2], cy), 17)
        surface.blit(board.pictures.get(f"good_{row.stand}", icon),
                     (cols[3] - icon // 2, cy - icon // 2))


def _pyramid(pen, i: int, pyramid: str) -> None:
    """A pyramid tile: its name, and each level with its points, spaces and cost."""
    board, surface = pen.board, pen.surface
    title = pen.rect(f"pyramid_{i}_title")
    name = data.PYRAMID_NAMES[pyramid]
    bold = board.lettering.label(name, board.text_px(20), theme.INK, True).get_width() \
        <= title.width - 4
    pen.text(name, title.center, 20, theme.INK, bold=bold, max_width=title.width - 4)
    icon = board.size(18)
    for lvl in range(1, data.LEVELS + 1):
        r = pen.rect(f"pyramid_{i}_level_{lvl}")
        pen.panels("step", (f"pyramid_{i}_level_{lvl}",), max(3, board.size(6)))
        points = data.PYRAMID_POINTS[pyramid][lvl - 1]
        badge = pygame.Rect(0, 0, board.size(24), board.size(24))
        badge.midleft = (r.x + board.size(4), r.centery)
        pygame.draw.ellipse(surface, theme.LAPIS, badge)
        pen.text(str(points), badge.center, 14, theme.PAPYRUS, bold=True)
        cost = data.level_cost(pyramid, lvl)
        x = r.right - board.size(4)
        for good in reversed(data.GOODS):
            if not cost[good]:
                continue
            x -= icon
            surface.blit(board.pictures.get(f"good_{good}", icon), (x, r.y + board.size(2)))
            pen.text(str(cost[good]), (x + icon // 2, r.bottom - board.size(1)), 14,
                        theme.INK, bold=True, anchor="midbottom")
            x -= board.size(2)
