"""The keyboard's spots (``ui.keyboard``): where Tab rests and where Enter takes and lets go.

Each legal move gives a pair: the tile in the supply and the empty space it may go
to (R turns it in hand, and again while it waits; Enter on the waiting tile
confirms it), a treasure and the scarab it may take (or the scarab alone, which
takes the chosen colour), a portal choice and a bet tile (clicked). Ending the
turn is the action bar's Done.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import gestures
from pharaohs.games.labyrinth.rules import Bet, ChooseEntrance, PlaceTile, PlaceTreasure
from pharaohs.ui.gestures import key
from pharaohs.ui.keyboard import Spot


def reaches(board, view, seat) -> list:
    if seat is None or view.phase == rules.OVER:
        return []
    grid = board.main
    waiting = board.tiles.pending_for(view, seat)
    if waiting:
        return [(Spot.at(grid.space_rect(waiting[0]), (key(pygame.K_RETURN),)), None)]
    pairs = []
    for move in board.ctx.legal_moves(view, seat):
        if isinstance(move, PlaceTile):
            pairs.append((board.rect("supply"), grid.space_rect(move.space)))
        elif isinstance(move, PlaceTreasure):
            scarab = grid.quarter_rect(move.row, move.col)
            pairs.append((board.rect(f"treasure_{move.colour}"), scarab))
            if move.colour == gestures.click_colour(board, view, seat):
                pairs.append((scarab, None))  # Enter on the scarab: the chosen colour
        elif isinstance(move, ChooseEntrance):
            pairs.append((grid.entrance_rect(move.portal, move.side), None))
        elif isinstance(move, Bet):
            bet = board.rect(f"bet_{move.guess}")
            pairs.append((bet, bet))
    return pairs
