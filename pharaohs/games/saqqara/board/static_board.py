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

STEP_FILL = (232, 208, 156)


def paint(board, surface, view) -> None:
    """Paint the static layer of ``board`` for the pyramids of ``view``."""
    area = board.placement.board_rect
    offset = (-area.x, -area.y)

    def place(name: str) -> pygame.Rect:
        return board.rect(name).move(offset)

    theme.sandstone(surface)
    corner = max(6, board.size(12))
    for name in ("land_column", "year_table", "handouts", "ledger", "tray", "nile_track",
                 *(f"warehouse_{w}" for w in range(data.WAREHOUSES)),
                 *(f"pyramid_{i}" for i in range(len(view.pyramids)))):
        r = place(name)
        surface.blit(board.pictures.nine_slice("area", r.size, corner), r)
    for w in range(data.WAREHOUSES):
        _title(board, surface, place(f"wh_title_{w}"), data.WAREHOUSE_GOOD[w],
               words.WAREHOUSE_NAMES[w])
        for name in (f"hut_{w}", f"influence_{w}"):
            r = place(name)
            surface.blit(board.pictures.nine_slice("panel", r.size, corner), r)
        hut = board.size(40)
        r = place(f"hut_{w}")
        surface.blit(board.pictures.get("hut", hut), (r.x + board.size(4), r.y + board.size(4)))
    land = place("land_title")
    icon = board.size(30)
    surface.blit(board.pictures.get(f"good_{data.LAND}", icon),
                 (land.centerx - icon // 2, land.centery - icon // 2))
    size = board.size(40)
    for name, picture in (("bids_label", "hut"), ("influence_label", "card_back")):
        image = board.pictures.get(picture, size)
        surface.blit(image, image.get_rect(center=place(name).center))
    for p in range(data.TRACK_SPACES):
        for kind in ("round", "stand"):
            r = place(f"{kind}_{p}")
            surface.blit(board.pictures.nine_slice("panel", r.size, max(4, board.size(8))), r)
    _year_table(board, surface, place("year_table"))
    for i, pyramid in enumerate(view.pyramids):
        _pyramid(board, surface, place, i, pyramid)
    for n in range(data.NILE_SPACES + 1):
        r = place(f"nile_{n}")
        surface.blit(board.pictures.get("nile", r.width, r.height), r)
        board.label(surface, str(n), (r.centerx, r.bottom - board.size(3)), 18, theme.LAPIS,
                    bold=True, anchor="midbottom")


def _title(board, surface, r, good: int, name: str) -> None:
    icon = board.size(30)
    surface.blit(board.pictures.get(f"good_{good}", icon), (r.x, r.centery - icon // 2))
    board.label(surface, name, (r.x + icon + board.size(4), r.centery), 22, theme.INK,
                bold=True, anchor="midleft", max_width=r.width - icon)


def _year_table(board, surface, r) -> None:
    """The distribution table card: each year's extra goods, land and the next market."""
    surface.blit(board.pictures.nine_slice("panel", r.size, max(6, board.size(12))), r)
    top = r.y + board.size(8)
    board.label(surface, words.TABLE_TITLE, (r.centerx, top), 17, theme.INK, bold=True,
                anchor="midtop", max_width=r.width - 8)
    row_h = (r.height - board.size(82)) / data.YEARS
    heads = board.size(58)
    cols = [r.x + r.width * f for f in (0.16, 0.42, 0.64, 0.86)]
    icon = board.size(22)
    y = r.y + heads
    board.label(surface, "+", (cols[1], y), 17, theme.INK_SOFT, bold=True)
    surface.blit(board.pictures.get(f"good_{data.LAND}", icon),
                 (cols[2] - icon // 2, y - icon // 2))
    surface.blit(board.pictures.get("stand", icon), (cols[3] - icon // 2, y - icon // 2))
    for year in range(1, data.YEARS + 1):
        row = data.DISTRIBUTION[year]
        cy = round(r.y + heads + board.size(18) + row_h * (year - 0.5))
        board.label(surface, str(year), (cols[0], cy), 17, theme.INK, bold=True)
        board.label(surface, f"+{row.extra}", (cols[1], cy), 17)
        board.label(surface, str(row.land), (cols[2], cy), 17)
        surface.blit(board.pictures.get(f"good_{row.stand}", icon),
                     (cols[3] - icon // 2, cy - icon // 2))


def _pyramid(board, surface, place, i: int, pyramid: str) -> None:
    """A pyramid tile: its name, and each level with its points, spaces and cost."""
    title = place(f"pyramid_{i}_title")
    name = data.PYRAMID_NAMES[pyramid]
    bold = board.lettering.label(name, board.text_px(20), theme.INK, True).get_width() \
        <= title.width - 4
    board.label(surface, name, title.center, 20, theme.INK, bold=bold, max_width=title.width - 4)
    icon = board.size(18)
    for lvl in range(1, data.LEVELS + 1):
        r = place(f"pyramid_{i}_level_{lvl}")
        surface.blit(board.pictures.nine_slice("step", r.size, max(3, board.size(6))), r)
        points = data.PYRAMID_POINTS[pyramid][lvl - 1]
        badge = pygame.Rect(0, 0, board.size(24), board.size(24))
        badge.midleft = (r.x + board.size(4), r.centery)
        pygame.draw.ellipse(surface, theme.LAPIS, badge)
        board.label(surface, str(points), badge.center, 14, theme.PAPYRUS, bold=True)
        cost = data.level_cost(pyramid, lvl)
        x = r.right - board.size(4)
        for good in reversed(data.GOODS):
            if not cost[good]:
                continue
            x -= icon
            surface.blit(board.pictures.get(f"good_{good}", icon), (x, r.y + board.size(2)))
            board.label(surface, str(cost[good]), (x + icon // 2, r.bottom - board.size(1)), 14,
                        theme.INK, bold=True, anchor="midbottom")
            x -= board.size(2)
