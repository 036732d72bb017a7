"""The one table from a move to its places: where a hand takes hold of it and lets go.

The kit reads from ``reach`` what a drop or a click plays, the keyboard's spots, the
demo hand's gestures and the hint's marks.

Each legal move gives a pair: the tile in the supply and the empty space it may go
to (R turns it in hand, and again while it waits; Enter on the waiting tile
confirms it), a treasure and the scarab it may take (or the scarab alone, which
takes the chosen colour), a portal choice and a bet tile (clicked). Ending the
turn is the action bar's Done.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth.board import gestures
from pharaohs.games.labyrinth.rules import Bet, ChooseEntrance, PlaceTile, PlaceTreasure
from pharaohs.ui.kit.gestures import key
from pharaohs.ui.kit.keyboard import Spot
from pharaohs.ui.kit.reach import Around


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` places (spot names, rects or a ``Spot``) that make ``move``
    (``end`` None: a click on ``start``); while a tile waits on the pyramid, only Enter
    on it, which lays it as it lies (no other move has a place then)."""
    grid = board.main
    waiting = board.tiles.pending_for(view, seat)
    if waiting:
        return ([(Spot.at(grid.space_rect(waiting[0]), (key(pygame.K_RETURN),)), None)]
                if move == PlaceTile(*waiting) else [])
    if isinstance(move, PlaceTile):
        return [("supply", grid.space_rect(move.space))]
    if isinstance(move, PlaceTreasure):
        scarab = grid.quarter_rect(move.row, move.col)
        pairs = [(f"treasure_{move.colour}", scarab)]
        if move.colour == gestures.click_colour(board, view, seat):
            pairs.append((scarab, None))  # Enter on the scarab: the chosen colour
        return pairs
    if isinstance(move, ChooseEntrance):
        return [(grid.entrance_rect(move.portal, move.side), None)]
    if isinstance(move, Bet):
        # clicked, or dragged and let go there or on the supply
        return [(f"bet_{move.guess}", f"bet_{move.guess}"), (f"bet_{move.guess}", Around("supply"))]
    return []
