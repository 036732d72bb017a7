"""A game's final breakdown as a table: a row per category, a column per player, a total.

The rules give each seat ``(label, points)`` lines (``Outcome.details``); the board
knows which category each line belongs to and where on the board the scored thing
lies (``KitBoard.scored_items``). The results screen draws the rows, subtotals per
category, and marks a row's spots on the final board.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class ScoredItem:
    """One line of a seat's breakdown: its row in the table, the rules' words, the
    points, and where it lies on the board as laid out now (screen rects; may be none)."""

    category: str
    label: str
    points: int
    spots: tuple[pygame.Rect, ...] = ()


def plain_items(outcome) -> list[list[ScoredItem]]:
    """Every line its own category and no spots: for boards that say nothing more."""
    return [[ScoredItem(label, label, points) for label, points in details]
            for details in outcome.details]


@dataclass(frozen=True)
class Row:
    """A category with each seat's subtotal and items."""

    category: str
    points: tuple[int, ...]
    items: tuple[tuple[ScoredItem, ...], ...]


def rows(items: list[list[ScoredItem]], seats: int) -> list[Row]:
    """The table's rows in the order categories first appear, each seat's subtotal."""
    order: list[str] = []
    for seat_items in items[:seats]:
        for item in seat_items:
            if str(item.category) not in map(str, order):
                order.append(item.category)
    out = []
    for category in order:
        per_seat = tuple(tuple(i for i in (items[s] if s < len(items) else ())
                               if str(i.category) == str(category)) for s in range(seats))
        out.append(Row(category, tuple(sum(i.points for i in group) for group in per_seat),
                       per_seat))
    return out
