"""Where things lie on the Im Bann table, in screen pixels.

The map (``boards/im_bann.tmx``) names the adventure row, the lanes the
archaeologists stand in, the depot and its four items, the piles, one box per
seat and the hand; cards inside the hand and a showcase are spread out here
from those rects, so the layout holds every fixed place and no rule.
"""

from __future__ import annotations

import pygame

from pharaohs.games.im_bann.rules import data

#: the cards' proportions (the art's 120 × 168)
CARD_RATIO = 168 / 120
#: map pixels: a selected hand card is lifted by this much
LIFT = 18
#: map pixels of a seat box: header, the line below it, and the sum at the bottom
SEAT_HEADER, SEAT_LINE, SEAT_FOOTER = 38, 30, 52
#: map pixels: the width of a card in a showcase
SHOWCASE_CARD = 58


#: the seat boxes of the map, one per seat of a five-player game
SEAT_SPOTS = tuple(f"seat_{k}" for k in range(5))


def seat_rect(board, view, seat: int) -> pygame.Rect:
    """The box of ``seat``: the row of the map's five seat boxes shared out evenly among
    the players, so fewer players get wider showcases."""
    first, last = board.rect(SEAT_SPOTS[0]), board.rect(SEAT_SPOTS[-1])
    gap = board.rect(SEAT_SPOTS[1]).x - first.right
    width = (last.right - first.x - gap * (view.players - 1)) / view.players
    return pygame.Rect(round(first.x + seat * (width + gap)), first.y, round(width),
                       first.height)


def adventure_spot(stage: int) -> str:
    return "chamber" if stage >= data.CHAMBER else f"adventure_{stage}"


def lane_spot(stage: int) -> str:
    return "entered" if stage >= data.ENTERED else f"lane_{stage}"


def hand_rects(board, count: int, selected=()) -> list[pygame.Rect]:
    """The rects of ``count`` hand cards, spread (and overlapping when many) across the
    hand's place; the ``selected`` indices are lifted."""
    area = board.rect("hand")
    height = area.height - board.size(LIFT)
    width = round(height / CARD_RATIO)
    if count <= 0:
        return []
    step = min(width + board.size(10), (area.width - width) / max(1, count - 1))
    total = width + step * (count - 1)
    left = area.x + (area.width - total) / 2
    rects = []
    for i in range(count):
        top = area.y + board.size(LIFT) - (board.size(LIFT) if i in selected else 0)
        rects.append(pygame.Rect(round(left + i * step), top, width, height))
    return rects


def card_at(rects, pos) -> int | None:
    """The index of the topmost card under ``pos`` (later cards lie on top)."""
    for i in range(len(rects) - 1, -1, -1):
        if rects[i].collidepoint(pos):
            return i
    return None


def showcase_rects(board, box: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The rects of ``count`` showcase cards in a seat box, in rows that overlap more
    as the showcase grows."""
    width = board.size(SHOWCASE_CARD)
    height = round(width * CARD_RATIO)
    top = box.y + board.size(SEAT_HEADER + SEAT_LINE)
    bottom = box.bottom - board.size(SEAT_FOOTER)
    inner = box.inflate(-board.size(12), 0)
    fits = max(3, int((inner.width + board.size(4)) // (width + board.size(4))))
    per_row = fits if count <= 2 * fits else fits + 2
    rows = max(1, -(-count // per_row))
    step_x = min(width + board.size(4), (inner.width - width) / max(1, per_row - 1))
    step_y = min(height + board.size(4), (bottom - top - height) / max(1, rows - 1))
    return [pygame.Rect(round(inner.x + (i % per_row) * step_x),
                        round(top + (i // per_row) * step_y), width, height)
            for i in range(count)]


def pawn_rects(board, stage: int, count: int) -> list[pygame.Rect]:
    """Where ``count`` archaeologists stand in the lane (or on the chamber) of ``stage``."""
    lane = board.rect(lane_spot(stage))
    height = lane.height
    width = round(height * 64 / 88)
    step = min(width, (lane.width - width) / max(1, count - 1)) if count > 1 else 0
    total = width + step * (count - 1)
    left = lane.centerx - total / 2
    return [pygame.Rect(round(left + i * step), lane.y, width, height) for i in range(count)]
