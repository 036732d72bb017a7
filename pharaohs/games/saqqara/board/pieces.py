"""The pieces of the Saqqara board, drawn every frame over the static layer: goods on
the warehouses, cards, bids, influence cards, the die and the market stand, workers,
boats, the ledger of every player and the tray of the seat at the screen."""

from __future__ import annotations

import pygame

from pharaohs.core.hidden import is_hidden
from pharaohs.games.saqqara.board import figures, places, static_board, words
from pharaohs.games.saqqara.rules import data
from pharaohs.games.saqqara.rules.state import (
    AUCTION,
    INFLUENCE,
    INVEST,
    threshold_met,
    workers_left,
)
from pharaohs.locale import tr
from pharaohs.ui.kit import marks, theme

LEADING = (255, 214, 90)
REACHED = (60, 170, 90)
#: map pixels: a worker on a pyramid; the ledger's goods, their figures, its market cards
WORKER_MAP = 30
LEDGER_ICON_MAP, LEDGER_TEXT_MAP, LEDGER_CARD_MAP = 30, 16, 28
#: map pixels: the goods in the yields' lines
HANDOUT_ICON_MAP = 22


def goods_grid(board, surface, rect: pygame.Rect, goods, columns: int = 2,
               icon_map: float = 30) -> None:
    """The kinds of ``goods`` present, each as its picture and a count, in a grid."""
    kinds = [g for g in data.GOODS if goods[g]]
    if not kinds:
        return
    rows = (len(kinds) + columns - 1) // columns
    cell_w, cell_h = rect.width / columns, rect.height / max(rows, 1)
    slot = figures.goods_slot(board, icon_map)
    for n, good in enumerate(kinds):
        col, row = n % columns, n // columns
        x = round(rect.x + col * cell_w + board.size(4))
        cy = round(rect.y + (row + 0.5) * cell_h)
        figures.place(surface, board.icon(f"good_{good}", icon_map),
                      center=(x + slot.width // 2, cy))
        board.label(surface, f"×{goods[good]}", (x + slot.width + board.size(2), cy), 18,
                    theme.INK, bold=True, anchor="midleft")


def draw_warehouses(board, surface, view, viewer) -> None:
    for w in range(data.WAREHOUSES):
        box = board.rect(f"warehouse_{w}")
        inner = box.inflate(-board.size(12), -board.size(12))
        goods_grid(board, surface, inner, view.warehouses[w])
        if view.thresholds:
            _threshold(board, surface, view, w)
        _market_card(board, surface, view, w)
        _bids(board, surface, view, w)
        _influence(board, surface, view, w, viewer)


def _threshold(board, surface, view, w: int) -> None:
    r = board.rect(f"threshold_{w}")
    value = view.thresholds[w]
    name = "no_yield" if value == data.NO_YIELD else "threshold"
    surface.blit(board.pictures.get(name, r.width, r.height), r)
    if value == data.NO_YIELD:
        inset = r.inflate(-board.size(22), -board.size(34))
        width = max(3, board.size(6))
        pygame.draw.line(surface, theme.CARNELIAN, inset.topleft, inset.bottomright, width)
        pygame.draw.line(surface, theme.CARNELIAN, inset.topright, inset.bottomleft, width)
    else:
        board.label(surface, str(value), r.center, 40, theme.LAPIS, bold=True)
        if threshold_met(view, w):
            marks.glow(surface, r, REACHED, board.size(4), 40, board.size(8))


def _market_card(board, surface, view, w: int) -> None:
    r = board.rect(f"card_{w}")
    card = view.display[w]
    if card is not None:
        surface.blit(board.pictures.get(f"market_{card}", r.width, r.height), r)


def _bids(board, surface, view, w: int) -> None:
    """The highest bid on the hut (big), the others behind it (small), a bid being built
    dashed."""
    r = board.rect(f"hut_{w}")
    x = r.x + board.size(50)
    bids = list(view.bids[w])
    if view.phase == AUCTION and view.pending_to == w:
        bids.append(None)
    for i, bid in enumerate(reversed(bids)):
        seat = view.current if bid is None else bid.seat
        height = sum(view.pending) if bid is None else sum(bid.goods)
        top = i == 0 and bid is not None or (bid is None)
        shown = figures.place(surface, board.icon(f"merchant_{seat}", 30 if top else 22),
                              midleft=(x, r.centery))
        size = shown.width
        board.label(surface, str(height), (shown.right + board.size(2), r.centery),
                    20 if top else 16, theme.INK, bold=top, anchor="midleft")
        if bid is None:
            marks.dashed_rect(surface, pygame.Rect(x - 2, r.y + 4, size + board.size(26),
                                                   r.height - 8), theme.LAPIS, 2, board.size(6))
        x += size + board.size(30)
        if x > r.right - size:
            break


def _influence(board, surface, view, w: int, viewer) -> None:
    """Each player's card under the warehouse: face down until all have placed."""
    r = board.rect(f"influence_{w}")
    slot = r.width / max(view.players, 1)
    card_w = min(round(slot) - board.size(4), board.size(34))
    card_h = min(r.height - board.size(20), round(card_w * 1.45))
    for seat in range(view.players):
        card = view.placed[seat][w]
        x = round(r.x + slot * seat + (slot - card_w) / 2)
        y = r.y + board.size(4)
        token = view.tokens[seat][w]
        if card is None:
            if view.phase == INFLUENCE:
                marks.dashed_rect(surface, pygame.Rect(x, y, card_w, card_h), theme.INK_SOFT, 1,
                                  board.size(5))
        elif is_hidden(card):
            surface.blit(board.pictures.get("card_back", card_w, card_h), (x, y))
        else:
            draw_card(board, surface, card, pygame.Rect(x, y, card_w, card_h), 20)
        theme.player_symbol(surface, seat, (x + card_w // 2, r.bottom - board.size(10)),
                            max(5, board.size(8)))
        if token:
            image = board.icon(f"token_{min(token, 2)}", 22)
            shown = figures.place(surface, image, center=(x + card_w, y + image.get_height() // 2
                                                          - board.size(4)))
            if token > 2:  # tokens of Royal Court and Thieves on one field
                board.label(surface, f"+{token}", shown.center, 14, theme.PAPYRUS, bold=True)


def draw_year(board, surface, view) -> None:
    """The current year's row of the distribution table card."""
    r = board.rect("year_table")
    row_h = (r.height - board.size(82)) / data.YEARS
    cy = round(r.y + board.size(58) + board.size(18) + row_h * (view.year - 0.5))
    band = pygame.Rect(r.x + board.size(6), cy - round(row_h / 2), r.width - board.size(12),
                       round(row_h))
    marks.glow(surface, band, LEADING, 2, 50, board.size(6))


def draw_tracks(board, surface, view) -> None:
    r = board.rect(f"round_{view.die}")
    size = min(r.height - board.size(6), board.size(42))
    surface.blit(board.pictures.get(f"die_{view.year}", size),
                 (r.centerx - size // 2, r.centery - size // 2))
    r = board.rect(f"stand_{view.stand}")
    size = board.size(52)
    image = board.pictures.get("stand", size)
    surface.blit(image, (r.centerx - size // 2, r.centery - image.get_height() // 2))


def draw_workers(board, surface, view) -> None:
    """The workers on each level, side by side in the room between its badge and its cost
    (overlapping where a small window leaves less)."""
    for i, row in enumerate(view.workers):
        for lvl in range(1, data.LEVELS + 1):
            seats = [s for s in range(view.players) if row[s] == lvl]
            if not seats:
                continue
            r = board.rect(f"pyramid_{i}_level_{lvl}")
            _badge, room, _cost = static_board.level_parts(board, view.pyramids[i], lvl, r)
            images = [board.icon(f"worker_{seat}", WORKER_MAP) for seat in seats]
            width = images[0].get_width()
            step = min(width + board.size(2),
                       max(1, room.width - width) // max(1, len(seats) - 1))
            for n, image in enumerate(images):
                surface.blit(image, (room.x + n * step, r.centery - image.get_height() // 2))


def draw_boats(board, surface, view) -> None:
    for field in set(view.nile):
        seats = [s for s in range(view.players) if view.nile[s] == field]
        r = board.rect(f"nile_{field}")
        size = board.size(46)
        for n, seat in enumerate(seats):
            image = board.pictures.get(f"boat_{seat}", size)
            surface.blit(image, (r.centerx - size // 2, r.y + n * (r.height - size) //
                                 max(1, len(seats) - 1 or 1)))


def draw_ledger(board, surface, view) -> None:
    """The ledger, a table: its head shows each good with the general supply's count
    beneath it, then a row per player with its count of each good, its market cards and
    the influence cards in its hand."""
    band = figures.goods_band(board, LEDGER_ICON_MAP)
    for g in data.GOODS:
        r = board.rect(f"supply_{g}")
        figures.stacked(board, surface, f"good_{g}", view.supply[g], r.centerx, r,
                        LEDGER_ICON_MAP, LEDGER_TEXT_MAP, band, theme.INK_SOFT, bold=False)
    acting = set(board.acting_seats(view))
    for seat in range(view.players):
        row = board.rect(f"ledger_{seat}")
        if seat in acting:
            marks.glow(surface, row, LEADING, 2, 40, board.size(6))
        name = board.rect(f"ledger_{seat}_name")
        theme.player_symbol(surface, seat, name.center, max(6, min(name.width // 2 - 1,
                                                                    board.size(13))))
        for g in data.GOODS:
            board.label(surface, str(view.goods[seat][g]),
                        board.rect(f"ledger_{seat}_{g}").center, LEDGER_TEXT_MAP, theme.INK,
                        bold=True)
        _ledger_extra(board, surface, view, seat)


def _ledger_extra(board, surface, view, seat: int) -> None:
    """The player's market cards from the left; at the right the influence cards in hand
    (a card back and how many). The workers left and the Nile field are on the player's
    panel, and the boats on the Nile."""
    extra = board.rect(f"ledger_{seat}_extra")
    gap = board.size(3)
    count = board.label(surface, str(len(view.hands[seat])), (extra.right - gap, extra.centery),
                        LEDGER_TEXT_MAP, theme.INK, bold=True, anchor="midright")
    back = figures.place(surface, board.icon("card_back", LEDGER_CARD_MAP * 0.7),
                         midright=(count.left - 1, extra.centery))
    cards = [board.icon(f"market_{card}", LEDGER_CARD_MAP) for card in view.cards[seat]]
    if not cards:
        return
    width = cards[0].get_bounding_rect().width
    room = back.left - gap - (extra.x + gap)
    step = min(width + gap, (room - width) // max(1, len(cards) - 1))
    for n, image in enumerate(cards):
        figures.place(surface, image, midleft=(extra.x + gap + n * step, extra.centery))


def draw_tray(board, surface, view, viewer) -> None:
    """The seat at the screen: goods to drag, influence cards, market cards, workers."""
    if viewer is None:
        return
    dragged = board.dragged_payload()
    for g in data.GOODS:
        r = board.rect(f"my_goods_{g}")
        count = view.goods[viewer][g]
        if dragged == ("good", g):
            count -= 1
        name = f"good_{g}"
        image = board.icon(name, 44)
        if count <= 0:
            image = board.pictures.faded(name, image.get_width())
        surface.blit(image, (r.centerx - image.get_width() // 2, r.y))
        board.label(surface, str(count), (r.centerx, r.bottom), 18, theme.INK, bold=True,
                    anchor="midbottom")
    for i, card in enumerate(view.hands[viewer]):
        if i >= places.HAND_SLOTS or dragged == ("card", i):
            continue
        draw_card(board, surface, card, board.rect(f"hand_{i}"))
    for i, card in enumerate(view.cards[viewer][:2]):
        r = board.rect(f"my_card_{i}")
        surface.blit(board.pictures.get(f"market_{card}", r.width, r.height), r)
    r = board.rect("my_workers")
    left = workers_left(view, viewer)
    if left:
        size = board.size(40)
        surface.blit(board.pictures.get(f"worker_{viewer}", size), (r.centerx - size // 2, r.y))
    board.label(surface, f"×{left}", (r.centerx, r.bottom), 16, theme.INK, bold=True,
                anchor="midbottom")
    r = board.rect("my_token")
    if view.phase == INFLUENCE and view.tokens_open[viewer] and dragged != ("token",):
        size = board.size(40)
        surface.blit(board.pictures.get(f"token_{view.tokens_open[viewer][0]}", size),
                     (r.centerx - size // 2, r.y + board.size(8)))
    r = board.rect("pile")
    size = board.size(40)
    surface.blit(board.pictures.get("card_back", size, round(size * 1.43)),
                 (r.centerx - size // 2, r.y))
    board.label(surface, str(len(view.piles[viewer])), (r.centerx, r.bottom), 16, theme.INK,
                bold=True, anchor="midbottom")


def draw_card(board, surface, card, r: pygame.Rect, number_map: float = 26) -> None:
    """An influence card face up: its number, or the beggar's bowl, the merchant's bag."""
    surface.blit(board.pictures.get("card_face", r.width, r.height), r)
    if card in (data.BEGGAR, data.MERCHANT):
        size = min(r.width - board.size(4), board.size(40))
        board.blit_at(surface, board.pictures.get(
            "beggar" if card == data.BEGGAR else "merchant", size), r.center)
    else:
        board.label(surface, str(card), r.center, number_map, theme.CARNELIAN, bold=True)


def handout_rows(board, view) -> list:
    """(row rect, handout) for the lines of the handouts panel that fit, the latest last."""
    return [(row, handout) for row, handout, _ in _placed_handouts(board, view)]


def _placed_handouts(board, view) -> list:
    """(row rect, handout, its ``handout_layout``) for the handouts that fit."""
    r = board.rect("handouts")
    top = r.y + board.size(8) + round(board.text_px(15) * 1.25) + 2
    rows, bottom = [], r.bottom - 4
    for handout in reversed(view.handouts):
        layout = handout_layout(board, handout)
        height = sum(layout[2])
        if bottom - height < top:
            break
        bottom -= height
        rows.append((pygame.Rect(r.x, bottom, r.width, height), handout, layout))
    lift = rows[-1][0].y - top if rows else 0  # the lines start under the title
    return [(row.move(0, -lift), handout, layout) for row, handout, layout in reversed(rows)]


def handout_layout(board, handout) -> tuple[list, list, list[int]]:
    """Where a handout's goods and reason go in the panel, flowing onto further lines
    where one is full, so nothing is cut or runs past the edge in a small window:
    ``(goods, reason)`` as ``(what, x from the panel's left, line)`` and the lines' heights.
    The warehouse and the player's symbol lead the first line."""
    width, size = board.rect("handouts").width - 4, board.text_px(15)
    icon = figures.goods_slot(board, HANDOUT_ICON_MAP).width
    text_line = round(size * 1.25)
    goods_line = max(text_line, board.size(30), figures.goods_slot(board, HANDOUT_ICON_MAP).height)
    left = board.size(6)
    x, line, heights = left + icon + board.size(2) + icon + board.size(4), 0, [goods_line]
    goods = []
    for good, count in enumerate(handout.goods):
        if count:
            step = icon + board.lettering.label(str(count), size, bold=True).get_width()
            if x + step > width and x > left:
                x, line = left, line + 1
                heights.append(goods_line)
            goods.append((good, count, x, line))
            x += step + board.size(4)
    reason = tr(words.HANDOUT_REASONS[handout.reason])
    if board.lettering.fits(reason, size, width - x):
        return goods, [(reason, x, line)], heights
    parts = theme.wrap(reason, size, width - left)
    heights += [text_line] * len(parts)
    return goods, [(part, left, line + 1 + k) for k, part in enumerate(parts)], heights


def draw_handouts(board, surface, view) -> None:
    """The distribution, line by line: who got what, and why."""
    r = board.rect("handouts")
    board.label(surface, words.HANDOUTS_TITLE, (r.centerx, r.y + board.size(8)), 15, theme.INK,
                True, "midtop", r.width - 8)
    icon = figures.goods_slot(board, HANDOUT_ICON_MAP).width
    for row, handout, (goods, reason, heights) in _placed_handouts(board, view):
        middles = [row.y + sum(heights[:k]) + h // 2 for k, h in enumerate(heights)]
        x = r.x + board.size(6)
        if handout.warehouse is not None:
            good = data.WAREHOUSE_GOOD[handout.warehouse]
            figures.place(surface, board.icon(f"good_{good}", HANDOUT_ICON_MAP),
                          center=(x + icon // 2, middles[0]))
        x += icon + board.size(2)
        theme.player_symbol(surface, handout.seat, (x + icon // 2, middles[0]),
                            max(5, icon // 2))
        for good, count, gx, line in goods:
            figures.place(surface, board.icon(f"good_{good}", HANDOUT_ICON_MAP),
                          center=(r.x + gx + icon // 2, middles[line]))
            board.label(surface, str(count), (r.x + gx + icon, middles[line]), 15, theme.INK,
                        True, "midleft")
        for part, px, line in reason:
            board.label(surface, part, (r.x + px, middles[line]), 15, theme.INK_SOFT, False,
                        "midleft", max(8, r.width - px - 4))


def draw_phase_marks(board, surface, view, viewer) -> None:
    """Warehouses open for investing glow for the seat whose turn it is."""
    if view.phase == INVEST and viewer == view.current and view.pending_to is not None:
        marks.glow(surface, board.rect(f"warehouse_{view.pending_to}"), LEADING,
                   board.size(4), 30, board.size(10))
