"""The piece in hand, drawn above the frame: the dragged tile, treasure or bet with the
places it may land, and a refused piece flying home.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board.pyramid import tile_name
from pharaohs.ui import theme
from pharaohs.ui.drag import Draggable
from pharaohs.ui.labels import corner_tag
from pharaohs.ui.marks import GLOW, glow_ring

#: an occupied space under a dragged tile
REFUSED = (170, 40, 30)


def draw(board, surface, view, viewer) -> None:
    grid = board.main
    drag = board.drag
    item = drag.dragging
    if item is not None:
        kind = item.payload[0]
        if kind == "tile":
            draw_tile_targets(board, surface, view, viewer)
            image = piece_image(board, item)
            rect = image.get_rect(center=drag.piece_centre())
            surface.blit(board.pictures.keep(("shadow", rect.size), lambda: shadow(rect.size)),
                         rect.move(6, 8))
            surface.blit(image, rect)
            corner_tag(surface, str(item.payload[1]), rect, item.rotation)
            draw_tile_target(board, surface, view.boards[viewer])
        elif kind == "treasure":
            for row, col in rules.free_scarabs(view, viewer):
                centre = [round(v) for v in grid.centre(row, col)]
                hot = grid.quarter_at(drag.pos) == (row, col)
                glow_ring(surface, centre, round(grid.quarter * 0.5), 3 if hot else 2)
            image = piece_image(board, item)
            surface.blit(image, image.get_rect(center=drag.piece_centre()))
        elif kind == "bet":
            pygame.draw.rect(surface, GLOW, board.rect("supply"), 3, border_radius=8)
            image = piece_image(board, item)
            surface.blit(image, image.get_rect(center=drag.piece_centre()))
    spring = drag.spring_position()
    if spring:
        piece, centre = spring
        image = piece_image(board, piece)
        surface.blit(image, image.get_rect(center=centre))


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


def shadow(size) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 70))
    return surface


def draw_tile_targets(board, surface, view, viewer) -> None:
    """Every empty space glows while a tile is dragged (under the piece)."""
    grid = board.main
    tiles = view.boards[viewer]

    def make() -> pygame.Surface:
        layer = pygame.Surface(grid.rect.size, pygame.SRCALPHA)
        for space, laid in enumerate(tiles):
            if laid is None:
                rect = grid.space_rect(space).move(-grid.rect.x, -grid.rect.y)
                layer.fill((*GLOW, 70), rect.inflate(-6, -6))
                pygame.draw.rect(layer, (*GLOW, 200), rect.inflate(-6, -6), 2, border_radius=4)
        return layer

    surface.blit(board.pictures.keep(("targets", tiles, grid.rect.size), make), grid.rect)


def draw_tile_target(board, surface, tiles) -> None:
    """The space under the pointer (over the piece): outlined, or crossed out if taken."""
    grid = board.main
    space = grid.space_at(board.drag.pos)
    if space is None:
        return
    rect = grid.space_rect(space)
    if tiles[space] is None:
        pygame.draw.rect(surface, theme.INK, rect, 6, border_radius=4)
        pygame.draw.rect(surface, GLOW, rect.inflate(-2, -2), 4, border_radius=4)
    else:
        pygame.draw.rect(surface, REFUSED, rect, 4, border_radius=4)
        pygame.draw.line(surface, REFUSED, rect.topleft, rect.bottomright, 4)
        pygame.draw.line(surface, REFUSED, rect.topright, rect.bottomleft, 4)
