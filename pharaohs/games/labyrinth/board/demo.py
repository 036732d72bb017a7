"""The smoke test's hand: the events a player would make for one legal move.

The smoke test and the scene tests feed these to the window, so every kind of
move is also made through the same clicks, drags and keys as a player's.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import words
from pharaohs.games.labyrinth.rules import data
from pharaohs.ui.gestures import click, drag, key


def demo_gesture(board, view, seat: int) -> list:
    """Confirm a dropped tile, bet High, drag the tile to the middle empty space, click a
    free scarab, click the best portal choice by turn 3, or click Done."""
    grid = board.main
    if board.tiles.pending_for(view, seat):
        return [key(pygame.K_RETURN)]
    if view.phase == "bet":
        return click(board.rect("bet_high").center) if rules.must_bet(view, seat) else []
    if view.phase != "turn" or view.done[seat]:
        return []
    if rules.must_place(view, seat):
        empty = [s for s, laid in enumerate(view.boards[seat]) if laid is None]
        space = empty[len(empty) // 2]
        return drag(board.rect("supply").center, grid.space_rect(space).center) + \
            [key(pygame.K_RETURN)]
    scarabs = rules.free_scarabs(view, seat)
    if scarabs and rules.treasure_colours(view, seat):
        return click(grid.quarter_rect(*scarabs[0]).center)
    if rules.entrance_open(view, seat) and (
            rules.turn(view) == data.ENTRANCE_BY_TURN or not scarabs):
        best = max(rules.preview_entrances(view, seat), key=lambda item: item[1])[0]
        return click(grid.entrance_rect(*best).center)
    return board.click_button(view, words.DONE, enabled_only=True)
