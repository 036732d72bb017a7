"""The piece in hand, drawn above the frame: the dragged tile, treasure or bet with the
places it may land, and a refused piece flying home.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board.pyramid import number_tag, tile_name
from pharaohs.ui.kit.drag import Draggable
from pharaohs.ui.kit.held_piece import light_places, mark_target, shadow
from pharaohs.ui.kit.marks import GLOW, glow_ring

#: how solid a hinted tile is drawn: enough to see its corridors, faint enough to be
#: told from a laid one
HINTED_TILE_ALPHA = 190


def draw(board, surface, view, viewer) -> None:
    """The piece in hand (or flying home); while it is held, under it the places it may go
    (a tile's empty spaces, a treasure's free scarabs, a bet's slot) and over a tile the
    space under the pointer."""
    grid, drag, found = board.main, board.drag, board.drag.in_hand()
    if found is None:
        return
    item, centre = found
    image = piece_image(board, item)
    rect = image.get_rect(center=centre)
    kind = item.payload[0] if item is drag.dragging else None
    tiles = view.boards[viewer]
    if kind == "tile":
        light_places(board.pictures, surface, grid.rect, [
            grid.space_rect(s).inflate(-6, -6) for s, laid in enumerate(tiles) if laid is None
        ], tiles)
        surface.blit(shadow(board.pictures, rect.size), rect.move(6, 8))
    elif kind == "treasure":
        for row, col in rules.free_scarabs(view, viewer):
            hot = grid.quarter_at(drag.pos) == (row, col)
            glow_ring(surface, grid.point(row, col), round(grid.quarter * 0.5), 3 if hot else 2)
    elif kind == "bet":
        pygame.draw.rect(surface, GLOW, board.rect("supply"), 3, border_radius=8)
    surface.blit(image, rect)
    if kind == "tile":
        number_tag(surface, item.payload[1], rect, item.rotation)
        space = grid.space_at(drag.pos)
        if space is not None:
            mark_target(surface, grid.space_rect(space), tiles[space] is None)


def piece_image(board, item: Draggable) -> pygame.Surface:
    """A tile at the size of a space, as turned; a treasure a little larger than a
    quarter; a bet as large as at home."""
    kind, name = item.payload[0], item.payload[1]
    if kind == "tile":
        tile = board.main.space_rect(0).width
        return board.pictures.get(tile_name(name), tile, tile, item.rotation)
    if kind == "treasure":
        return board.pictures.get(f"treasure_{name}", round(board.main.quarter * 1.2))
    return board.pictures.get(f"bet_{name}", item.home.width)


def draw_hinted_tile(board, surface, view, seat, move) -> None:
    """A hinted tile faintly where it would go, turned as the hint turns it (its words
    name the space only); not once the player has put the tile down, where the faint
    one would lie over it and show the tile see-through."""
    if isinstance(move, rules.PlaceTile) and not board.tiles.pending_for(view, seat):
        rect = board.main.space_rect(move.space)
        image = board.pictures.get(tile_name(view.revealed[-1]), rect.width, rect.height,
                                   move.rotation)
        board.blit_at(surface, image, rect.center, alpha=HINTED_TILE_ALPHA)
