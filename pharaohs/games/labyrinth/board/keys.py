"""Where a hand takes hold of a move and lets go: the keyboard's spots (``ui.kit.keyboard``)
and the hint's marks both come from ``reach``.

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


def reach(board, view, seat, move) -> list:
    """The ``(start, end)`` spots that make ``move`` (``end`` None: a click on
    ``start``); while a tile waits on the pyramid, only Enter on it, which lays it as
    it lies (no other move has a place then)."""
    grid = board.main
    waiting = board.tiles.pending_for(view, seat)
    if waiting:
        return ([(Spot.at(grid.space_rect(waiting[0]), (key(pygame.K_RETURN),)), None)]
                if move == PlaceTile(*waiting) else [])
    if isinstance(move, PlaceTile):
        return [(board.rect("supply"), grid.space_rect(move.space))]
    if isinstance(move, PlaceTreasure):
        scarab = grid.quarter_rect(move.row, move.col)
        pairs = [(board.rect(f"treasure_{move.colour}"), scarab)]
        if move.colour == gestures.click_colour(board, view, seat):
            pairs.append((scarab, None))  # Enter on the scarab: the chosen colour
        return pairs
    if isinstance(move, ChooseEntrance):
        return [(grid.entrance_rect(move.portal, move.side), None)]
    if isinstance(move, Bet):
        bet = board.rect(f"bet_{move.guess}")
        return [(bet, bet)]
    return []
