"""One pyramid composed into one surface: tiles, path, treasures, markers, the hunter.

Everything drawn on a pyramid is gathered in a ``Picture`` first; equal
pictures share one composed surface, so a pyramid is painted again only when
something on it changed. The big pyramid's picture also shows the dropped
tile's preview, the chambers it would close and the portal under the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board.grid import STEP, Grid
from pharaohs.games.labyrinth.rules import PlaceTile, PlaceTreasure, data
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.labels import corner_tag, number_on
from pharaohs.ui.kit.marks import GLOW, dashed_rect, glow_ring
from pharaohs.ui.kit.routes import along, arrowhead, pawn, stroke

PATH_GOLD = (246, 206, 92)
PATH_NEW = (92, 226, 214)
#: the soft ink of the column letters and row numbers in the rim
COORDINATES = theme.INK_SOFT


def tile_name(number: int) -> str:
    return f"tile_{number:02d}"


def number_corner(number: int) -> int:
    """The corner of tile ``number`` unturned (0 north-west, 1 north-east, 2 south-east,
    3 south-west) that carries its number: the first quarter without a scarab, so the
    number covers neither a scarab nor the treasure put on it."""
    return next(i for i, (_sides, scarab) in enumerate(rules.tile_quarters(number, 0))
                if not scarab)


def number_tag(surface, number: int, rect: pygame.Rect, rotation: int = 0) -> pygame.Rect:
    """Tile ``number``'s number on its tag, in its corner turned with the tile; the rect."""
    return corner_tag(surface, str(number), rect, number_corner(number) + rotation)


def marker_number(surface, colour: str, image_rect: pygame.Rect) -> None:
    """A corridor marker's pace (15, 30, 45) on it."""
    pace = next(p for p, c in data.MARKERS if c == colour)
    number_on(surface, str(pace), image_rect, 0.5, theme.PAPYRUS if colour == "black" else
              theme.INK)


@dataclass(frozen=True)
class Picture:
    """Everything drawn on one composed pyramid; equal pictures share one surface."""

    board: tuple
    treasures: tuple
    entrance: tuple | None
    size: int
    big: bool
    current: int | None = None
    pending: int | None = None
    #: what the seat's last move touched: a tile's space, or a treasure's quarter
    last_space: int | None = None
    last_quarter: tuple | None = None
    growth_from: int | None = None
    closes: frozenset = frozenset()
    hunter: bool = True
    preview_entrance: tuple | None = None
    scoring: frozenset = frozenset()
    seat: int = 0


def paint(board, surface, view, seat: int, grid: Grid, big: bool) -> None:
    """Blit ``seat``'s pyramid into ``grid``, composing it only if it changed."""
    pic = picture_of(board, view, seat, grid, big)
    surface.blit(board.pyramids.get(pic, lambda: compose(board.pictures, pic)), grid.frame)


def picture_of(board, view, seat: int, grid: Grid, big: bool) -> Picture:
    """What ``seat``'s pyramid shows now (the big one with the viewer's dropped tile)."""
    tiles, move = view.boards[seat], board.marks.get(seat)
    laid = isinstance(move, PlaceTile) and tiles[move.space] is not None  # not undone
    pic = Picture(tiles, view.treasures[seat], view.entrances[seat], grid.rect.width, big,
                  view.current[seat] if view.phase == rules.TURN else None, seat=seat,
                  last_space=move.space if laid else None,
                  last_quarter=(move.row, move.col) if isinstance(move, PlaceTreasure) else None)
    if not big:
        return pic
    state = view
    found = board.tiles.pending_for(view, seat) if seat == board.viewer else None
    if found and not board.tiles.hidden(found[0]):
        preview = board.tiles.preview(view, seat, *found)
        state = preview.after
        pic = replace(pic, board=state.boards[seat], pending=found[0], closes=preview.closes,
                      growth_from=len(preview.old_path) if pic.entrance else None)
    return replace(pic, hunter=board.walks.at(seat) is None, preview_entrance=board.hover_entrance,
                   scoring=frozenset((t.row, t.col) for t in rules.treasure_report(state, seat)
                                     if t.scores))


def compose(art, pic: Picture) -> pygame.Surface:
    """The pyramid of ``pic`` on a surface the size of its frame: the tiles, the chambers
    a tile would close, the path, the treasures, the markers and hunter, this turn's
    marks, layer over layer."""
    grid = Grid(pygame.Rect(0, 0, pic.size, pic.size))
    grid = Grid(grid.rect.move(-grid.frame.x, -grid.frame.y))  # its frame at (0, 0)
    surface = pygame.Surface(grid.frame.size, pygame.SRCALPHA)
    _draw_tiles(art, surface, grid, pic)
    line = max(2, round(grid.quarter * (0.16 if pic.big else 0.22)))
    _draw_closing(surface, grid, pic, line)
    path = rules.path_from(pic.board, pic.entrance)
    if pic.entrance:
        draw_path(surface, grid, pic.entrance, path, line, pic.big, pic.growth_from)
    if pic.preview_entrance:
        draw_path(surface, grid, pic.preview_entrance,
                  rules.path_from(pic.board, pic.preview_entrance), line, pic.big, 0)
    _draw_treasures(art, surface, grid, pic)
    if pic.entrance:
        _draw_markers(art, surface, grid, pic, path)
    _draw_turn_marks(surface, grid, pic)
    return surface


def _draw_tiles(art, surface, grid: Grid, pic: Picture) -> None:
    """The board and its laid tiles (numbered, and the rims lettered, when big)."""
    surface.blit(art.get("board", grid.frame.width, grid.frame.height), (0, 0))
    for space, laid in enumerate(pic.board):
        if laid is not None:
            rect = grid.space_rect(space)
            surface.blit(art.get(tile_name(laid[0]), rect.width, rect.height, laid[1]), rect)
            if pic.big:
                number_tag(surface, laid[0], rect, laid[1])
    if pic.big:
        draw_coordinates(surface, grid)


def _draw_closing(surface, grid: Grid, pic: Picture, line: int) -> None:
    """The chambers the tile in hand would close."""
    q = grid.quarter
    for row, col in sorted(pic.closes):
        rect = grid.quarter_rect(row, col).inflate(-round(q * 0.1), -round(q * 0.1))
        pygame.draw.rect(surface, theme.INK, rect, max(2, line) + 2, border_radius=6)
        pygame.draw.rect(surface, GLOW, rect, max(2, line), border_radius=6)


def _draw_treasures(art, surface, grid: Grid, pic: Picture) -> None:
    """The treasures, ringed when big where they score."""
    q = grid.quarter
    piece = max(6, round(q * 1.05))
    for row, col, colour in pic.treasures:
        image = art.get(f"treasure_{colour}", piece)
        surface.blit(image, image.get_rect(center=grid.point(row, col)))
        if pic.big and (row, col) in pic.scoring:
            glow_ring(surface, grid.point(row, col), round(q * 0.47))


def _draw_markers(art, surface, grid: Grid, pic: Picture, path) -> None:
    """The corridor markers along the path, and the treasure hunter on it."""
    q = grid.quarter
    size = max(8, round(q * (0.62 if pic.big else 0.9)))
    for colour, (row, col) in rules.markers(path):
        cx, cy = grid.centre(row, col)
        image = art.get(f"marker_{colour}", size)
        rect = surface.blit(image, image.get_rect(center=(round(cx - q * 0.22),
                                                          round(cy - q * 0.22))))
        if pic.big:
            marker_number(surface, colour, rect)
    if pic.hunter:
        draw_hunter(art, surface, grid, pic.entrance, path, len(path), pic.big, pic.seat)


def _draw_turn_marks(surface, grid: Grid, pic: Picture) -> None:
    """This turn's tile, the tile waiting to be confirmed, and the last move's space and
    quarter."""
    q = grid.quarter
    if pic.current is not None:
        rect = grid.space_rect(pic.current)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, 2 if not pic.big else 3)
    if pic.pending is not None:
        rect = grid.space_rect(pic.pending)
        dashed_rect(surface, rect.inflate(2, 2), theme.INK, 4, round(q * 0.35))
        dashed_rect(surface, rect, GLOW, 2, round(q * 0.35))
    if pic.last_space is not None:
        rect = grid.space_rect(pic.last_space).inflate(2, 2)
        pygame.draw.rect(surface, theme.INK, rect, 5 if pic.big else 3)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(-2, -2), 3 if pic.big else 1)
    if pic.last_quarter is not None:
        pygame.draw.circle(surface, theme.GOLD_LIGHT, grid.point(*pic.last_quarter),
                           round(q * 0.55), 3)


def coordinates(grid: Grid) -> list[tuple[str, tuple[int, int]]]:
    """Where the names of the columns (A-E, in the north rim) and of the rows (1-5, in the
    west rim) stand: ``(text, centre)``, as the words name spaces (``rules.space_name``)."""
    space, middle = grid.quarter * data.TILE_SIZE, grid.rim / 2
    out = []
    for n in range(data.BOARD_SIZE):
        along = (n + 0.5) * space
        out.append((data.COLUMN_LETTERS[n], (round(grid.rect.x + along),
                                             round(grid.rect.y - middle))))
        out.append((str(n + 1), (round(grid.rect.x - middle), round(grid.rect.y + along))))
    return out


def draw_coordinates(surface, grid: Grid) -> None:
    """The columns' letters and the rows' numbers in the rim, small and soft."""
    face = theme.font(max(theme.SMALLEST_TEXT, round(grid.rim * 0.62)))
    for text, centre in coordinates(grid):
        label = face.render(text, True, COORDINATES)
        surface.blit(label, label.get_rect(center=centre))


def draw_path(surface, grid: Grid, entrance, path, line: int, big: bool,
              growth_from: int | None) -> None:
    """The entrance arrow in the rim and the path from it, its new stretch in turquoise."""
    start = grid.portal_point(*entrance)
    points = [start] + [grid.centre(r, c) for r, c in path]
    dr, dc = STEP[data.PORTALS[entrance[0]][0]]  # the way out: the arrow points in
    arrowhead(surface, start, (-dc, -dr), grid.rim * 0.45, grid.rim * 0.35, grid.rim * 0.45,
              PATH_GOLD)
    split = len(points) if growth_from is None else growth_from + 1
    stroke(surface, ((points[:split], PATH_GOLD), (points[max(0, split - 1):], PATH_NEW)), line)
    if big:
        for index, p in enumerate(points[1:]):
            new = growth_from is not None and index >= growth_from
            radius = max(2, round(grid.quarter * (0.1 if new else 0.07)))
            pygame.draw.circle(surface, theme.INK, p, radius)
            if new:
                pygame.draw.circle(surface, PATH_NEW, p, radius - 1)


def draw_hunter(art, surface, grid: Grid, entrance, path, paces: float, big: bool,
                seat: int) -> None:
    """The treasure hunter ``paces`` along the path (fractions walk between quarters)."""
    x, y = along([grid.portal_point(*entrance)] + [grid.centre(r, c) for r, c in path], paces)
    height = max(12, round(grid.quarter * (1.25 if big else 1.9)))
    pawn(surface, art.get("hunter", round(height * 0.75), height), (x, y), seat,
         max(3, round(grid.quarter * (0.28 if big else 0.4))))
