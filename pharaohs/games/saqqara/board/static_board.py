"""The Saqqara board without its pieces: grounds, warehouses, tracks, the distribution
table card, the pyramid tiles with their levels, costs and points, the Nile.

It changes only with the pyramids in play, so it is painted once per window size
into the board's static layer that every frame starts from.
"""

from __future__ import annotations

import pygame

from pharaohs.games.saqqara.board import figures, words
from pharaohs.games.saqqara.rules import data
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.layer_pen import LayerPen

#: map pixels of a pyramid level's parts: its points badge (at least; a wider number gets
#: a wider disc) and the badge's number, each cost good's picture and figure, the gaps
BADGE_MAP, BADGE_TEXT_MAP = 26, 16
COST_ICON_MAP, COST_TEXT_MAP = 26, 16
PART_GAP_MAP = 4
#: the distribution table's pictures of goods and the stand; a good before a title
TABLE_ICON_MAP, TITLE_ICON_MAP = 24, 30
#: how dark every other column of the ledger is shaded (alpha of INK_SOFT)
LEDGER_SHADE = 30


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
    figures.place(surface, board.icon(f"good_{data.LAND}", TITLE_ICON_MAP),
                  center=pen.rect("land_title").center)
    size = board.size(40)
    for name, picture in (("bids_label", "hut"), ("influence_label", "card_back")):
        image = board.pictures.get(picture, size)
        surface.blit(image, image.get_rect(center=pen.rect(name).center))
    for p in range(data.TRACK_SPACES):
        pen.panels("panel", (f"round_{p}", f"stand_{p}"), max(4, board.size(8)))
    _year_table(pen, pen.rect("year_table"))
    _ledger_columns(pen)
    for i, pyramid in enumerate(view.pyramids):
        _pyramid(pen, i, pyramid)
    for n in range(data.NILE_SPACES + 1):
        r = pen.picture("nile", f"nile_{n}")
        pen.text(str(n), (r.centerx, r.bottom - board.size(3)), 18, theme.LAPIS, bold=True,
                 anchor="midbottom")


def _title(pen, r, good: int, name: str) -> None:
    board = pen.board
    shown = figures.place(pen.surface, board.icon(f"good_{good}", TITLE_ICON_MAP),
                          midleft=(r.x + board.size(2), r.centery))
    pen.text(name, (shown.right + board.size(6), r.centery), 22, theme.INK,
             bold=True, anchor="midleft", max_width=r.right - shown.right - board.size(6))


def _ledger_columns(pen) -> None:
    """Every other column of the ledger's goods a shade darker, so that figures side by
    side (the supply's "30 32 29") stay apart in a small window."""
    ledger = pen.rect("ledger")
    for good in data.GOODS[1::2]:
        head = pen.rect(f"supply_{good}")
        column = pygame.Rect(head.x, head.y, head.width, ledger.bottom - head.y - pen.board.size(4))
        shade = pygame.Surface(column.size, pygame.SRCALPHA)
        shade.fill((*theme.INK_SOFT, LEDGER_SHADE))
        pen.surface.blit(shade, column)


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
    y = r.y + heads
    pen.text("+", (cols[1], y), 17, theme.INK_SOFT, bold=True)
    for name, x in ((f"good_{data.LAND}", cols[2]), ("stand", cols[3])):
        image = board.icon(name, TABLE_ICON_MAP)
        surface.blit(image, image.get_rect(center=(round(x), y)))
    for year in range(1, data.YEARS + 1):
        row = data.DISTRIBUTION[year]
        cy = round(r.y + heads + board.size(18) + row_h * (year - 0.5))
        pen.text(str(year), (cols[0], cy), 17, theme.INK, bold=True)
        pen.text(f"+{row.extra}", (cols[1], cy), 17)
        pen.text(str(row.land), (cols[2], cy), 17)
        image = board.icon(f"good_{row.stand}", TABLE_ICON_MAP)
        surface.blit(image, image.get_rect(center=(round(cols[3]), cy)))


def level_parts(board, pyramid: str, lvl: int, r: pygame.Rect):
    """Where the parts of ``lvl`` of ``pyramid`` go in its row ``r``: the points badge at
    the left, the cost at the right (each good and the centre of its column), and the room
    between them for the workers."""
    gap = board.size(PART_GAP_MAP)
    diameter = figures.badge_diameter(board, str(data.level_label(pyramid, lvl)),
                                      BADGE_TEXT_MAP, BADGE_MAP)
    badge = pygame.Rect(r.x + gap, r.centery - diameter // 2, diameter, diameter)
    cost = data.level_cost(pyramid, lvl)
    columns, x = [], r.right - gap
    for good in reversed(data.GOODS):
        if cost[good]:
            width = figures.stacked_width(board, f"good_{good}", cost[good], COST_ICON_MAP,
                                          COST_TEXT_MAP)
            columns.append((good, x - width // 2))
            x -= width + max(1, gap // 2)
    room = pygame.Rect(badge.right + gap, r.y, max(0, x - gap - badge.right - gap), r.height)
    return badge, room, columns[::-1]


def _pyramid(pen, i: int, pyramid: str) -> None:
    """A pyramid tile: its name, and each level with its points, its cost and the room for
    the workers."""
    board, surface = pen.board, pen.surface
    title = pen.rect(f"pyramid_{i}_title")
    name = data.PYRAMID_NAMES[pyramid]
    bold = board.lettering.label(name, board.text_px(20), theme.INK, True).get_width() \
        <= title.width - 4
    pen.text(name, title.center, 20, theme.INK, bold=bold, max_width=title.width - 4)
    for lvl in range(1, data.LEVELS + 1):
        r = pen.rect(f"pyramid_{i}_level_{lvl}")
        pen.panels("step", (f"pyramid_{i}_level_{lvl}",), max(3, board.size(6)))
        badge, _room, columns = level_parts(board, pyramid, lvl, r)
        figures.badge(board, surface, str(data.level_label(pyramid, lvl)), badge.midleft,
                      BADGE_TEXT_MAP, BADGE_MAP, theme.LAPIS, theme.PAPYRUS)
        cost = data.level_cost(pyramid, lvl)
        band = figures.goods_band(board, COST_ICON_MAP)
        for good, centre_x in columns:
            figures.stacked(board, surface, f"good_{good}", cost[good], centre_x, r,
                            COST_ICON_MAP, COST_TEXT_MAP, band)
