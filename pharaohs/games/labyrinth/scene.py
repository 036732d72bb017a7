"""The Labyrinth table: the viewer's pyramid large, the others beside it, the card,
the tile to place, the treasure supply and the High/Low tiles.

Everything is placed from ``boards/labyrinth.tmx`` by name; inside a pyramid the
5 × 5 grid and its quarters are computed from the pyramid's rect. The tile to
place is dragged from the supply onto an empty space (turned with the wheel,
right click or R, before and after the drop); the drop shows the result — the
path lit from the entrance and how it grows, chambers that close, the score —
and Confirm (or Enter) commits it. Treasures are dragged onto the scarabs of
this turn's tile or a scarab is clicked; the entrance is a click on one of the
six portal choices; a bet is a High or Low tile dragged to the slot or clicked.

Scaled art is made once per size and whole pyramids are composed once per
change, so a frame is a handful of blits.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from pharaohs import storage
from pharaohs.games.labyrinth import data, rules
from pharaohs.games.labyrinth.rules import (
    Bet,
    ChooseEntrance,
    EndTurn,
    PlaceTile,
    PlaceTreasure,
)
from pharaohs.ui import theme
from pharaohs.ui.board_view import BoardView
from pharaohs.ui.drag import DragController, Draggable
from pharaohs.ui.images import load_image
from pharaohs.ui.widgets import Button

#: rim of a pyramid board around its grid, as a fraction of the grid's side
#: (the same value as ``pharaohs.art.labyrinth.BOARD_MARGIN``, which drew board.png)
BOARD_MARGIN = 0.06
SIZE = data.BOARD_SIZE
QUARTERS = SIZE * data.TILE_SIZE
#: quarter offsets inside a tile in the order of ``rules.tile_quarters`` (NW, NE, SE, SW)
QUARTER_POS = ((0, 0), (0, 1), (1, 1), (1, 0))
SIDES = "NESW"
STEP = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
#: a press and release closer than this many pixels is a click, not a drag
CLICK_SLOP = 6
#: seconds the treasure hunter takes per pace when the path grows
WALK_PACE = 0.07
WALK_MAX = 1.4
OTHER_SPOTS = 4

PATH_GOLD = (246, 206, 92)
PATH_NEW = (92, 226, 214)
GLOW = (255, 236, 150)
REFUSED = (170, 40, 30)

#: the portal gaps in the outer wall: (row, col, side)
PORTAL_GAPS = frozenset(
    (*quarter, data.PORTALS[name][0])
    for name in data.PORTAL_NAMES for quarter in data.PORTALS[name][1:])


# -- pure helpers (presentation only: the rules decide, these help to show) -------------


def with_tile(board, space: int, number: int, rotation: int) -> tuple:
    return (*board[:space], (number, rotation), *board[space + 1:])


def quarters_of(board) -> dict:
    """``{(row, col): (open sides, scarab)}`` of every laid quarter."""
    out = {}
    for space, tile in enumerate(board):
        if tile is None:
            continue
        row, col = divmod(space, SIZE)
        for (dr, dc), quarter in zip(QUARTER_POS, rules.tile_quarters(*tile), strict=True):
            out[(2 * row + dr, 2 * col + dc)] = quarter
    return out


@lru_cache(maxsize=2048)
def closed_scarabs(board) -> frozenset:
    """Scarab quarters walled in on four sides now (their own walls, the neighbours'
    walls or the outer wall; a portal is no wall), corridors left out."""
    laid = quarters_of(board)
    closed = set()
    for (row, col), (sides, scarab) in laid.items():
        if not scarab or len(sides) == 2:
            continue
        for side in sides:
            dr, dc = STEP[side]
            r, c = row + dr, col + dc
            if not (0 <= r < QUARTERS and 0 <= c < QUARTERS):
                if (row, col, side) in PORTAL_GAPS:
                    break
                continue
            neighbour = laid.get((r, c))
            if neighbour is None or OPPOSITE[side] in neighbour[0]:
                break
        else:
            closed.add((row, col))
    return frozenset(closed)


def entrance_path(board, entrance) -> tuple:
    return rules.path(board, *entrance) if entrance else ()


def treasure_points(state, seat: int) -> int:
    return sum(t.points for t in rules.treasure_report(state, seat))


@dataclass(frozen=True)
class Preview:
    """What laying this turn's tile on ``space`` turned ``rotation`` times would do."""

    space: int
    rotation: int
    board: tuple
    old_path: tuple
    new_path: tuple
    closes: frozenset
    score_before: int
    score_after: int
    entrances: tuple

    @property
    def grows(self) -> int:
        return len(self.new_path) - len(self.old_path)


def make_preview(view, seat: int, space: int, rotation: int) -> Preview:
    number = view.revealed[-1]
    before = view.boards[seat]
    after = with_tile(before, space, number, rotation)
    entrance = view.entrances[seat]
    state = dataclasses.replace(view, boards=(*view.boards[:seat], after,
                                              *view.boards[seat + 1:]))
    old_path, new_path = entrance_path(before, entrance), entrance_path(after, entrance)
    return Preview(space, rotation, after, old_path, new_path,
                   closed_scarabs(after) - closed_scarabs(before),
                   len(old_path) + treasure_points(view, seat),
                   len(new_path) + treasure_points(state, seat),
                   rules.preview_entrances(state, seat) if entrance is None else ())


class Grid:
    """The 5 × 5 spaces and 10 × 10 quarters of one pyramid on screen."""

    def __init__(self, rect: pygame.Rect):
        side = min(rect.width, rect.height)
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.center = rect.center
        self.tile = side / SIZE
        self.quarter = self.tile / 2
        rim = round(side * BOARD_MARGIN)
        self.frame = self.rect.inflate(2 * rim, 2 * rim)
        self.rim = rim

    def space_rect(self, space: int) -> pygame.Rect:
        row, col = divmod(space, SIZE)
        x0 = self.rect.x + round(col * self.tile)
        y0 = self.rect.y + round(row * self.tile)
        return pygame.Rect(x0, y0, self.rect.x + round((col + 1) * self.tile) - x0,
                           self.rect.y + round((row + 1) * self.tile) - y0)

    def quarter_rect(self, row: int, col: int) -> pygame.Rect:
        x0 = self.rect.x + round(col * self.quarter)
        y0 = self.rect.y + round(row * self.quarter)
        return pygame.Rect(x0, y0, self.rect.x + round((col + 1) * self.quarter) - x0,
                           self.rect.y + round((row + 1) * self.quarter) - y0)

    def centre(self, row: int, col: int) -> tuple[float, float]:
        return (self.rect.x + (col + 0.5) * self.quarter,
                self.rect.y + (row + 0.5) * self.quarter)

    def space_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        col = min(SIZE - 1, int((pos[0] - self.rect.x) / self.tile))
        row = min(SIZE - 1, int((pos[1] - self.rect.y) / self.tile))
        return row * SIZE + col

    def quarter_at(self, pos) -> tuple[int, int] | None:
        if not self.rect.collidepoint(pos):
            return None
        col = min(QUARTERS - 1, int((pos[0] - self.rect.x) / self.quarter))
        row = min(QUARTERS - 1, int((pos[1] - self.rect.y) / self.quarter))
        return row, col

    def portal_point(self, portal: str, side: str) -> tuple[float, float]:
        """Where the path enters: the middle of the rim outside the portal quarter."""
        out, left, right = data.PORTALS[portal]
        row, col = left if side == "left" else right
        x, y = self.centre(row, col)
        dr, dc = STEP[out]
        reach = self.quarter / 2 + self.rim * 0.6
        return x + dc * reach, y + dr * reach

    def entrance_rect(self, portal: str, side: str, gap: int) -> pygame.Rect:
        """The portal choice outside the rim, beside the portal quarter."""
        out, left, right = data.PORTALS[portal]
        quarter = self.quarter_rect(*(left if side == "left" else right))
        rect = quarter.copy()
        if out == "W":
            rect.right = self.frame.left - gap
        elif out == "E":
            rect.left = self.frame.right + gap
        elif out == "S":
            rect.top = self.frame.bottom + gap
        else:
            rect.bottom = self.frame.top - gap
        return rect


# -- art --------------------------------------------------------------------------------


@cache
def art(name: str) -> pygame.Surface:
    """One generated image from ``assets/labyrinth``, loaded once."""
    return load_image("labyrinth", name)


def tile_name(number: int) -> str:
    return f"tile_{number:02d}.png"


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
    highlight: tuple | None = None
    growth_from: int | None = None
    closes: frozenset = frozenset()
    hunter: bool = True
    preview_entrance: tuple | None = None
    scoring: frozenset = frozenset()
    seat: int = 0


class LabyrinthBoard(BoardView):
    """Draws every pyramid of Das Labyrinth des Pharao and turns gestures into moves."""

    game_id = "labyrinth"

    @classmethod
    def required_spots(cls) -> list[str]:
        spots = ["main_title", "main_board", "main_status", "card", "card_label", "supply",
                 "bet_high", "bet_low"]
        spots += [f"treasure_{c}" for c in data.COLOURS]
        for n in range(1, OTHER_SPOTS + 1):
            spots += [f"other_{n}", f"other_{n}_title"]
        return spots

    def __init__(self, table):
        super().__init__(table)
        self.drag = DragController(self._pick, self._drop, self._turned)
        #: seat -> (turn, space, rotation): a dropped tile waiting for Confirm
        self.pending: dict[int, tuple[int, int, int]] = {}
        self.lifted: tuple[int, int, int] | None = None
        self.selected: dict[int, str] = {}
        #: seat -> that seat's last move on its pyramid, highlighted until its next one
        self.marks: dict[int, object] = {}
        self.walk: tuple[int, tuple, int, float, float] | None = None
        self.press: tuple[int, int] | None = None
        self.hover_entrance: tuple[str, str] | None = None
        self.pointer = (0, 0)
        self._view = None
        self._viewer = None
        self._pictures: dict[Picture, pygame.Surface] = {}
        self._scaled: dict[tuple, pygame.Surface] = {}
        self._texts: dict[tuple, pygame.Surface] = {}
        self._previews: dict[tuple, Preview] = {}
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self._best: str | None = None
        self.rects: dict[str, pygame.Rect] = {}
        self.main = Grid(pygame.Rect(0, 0, 50, 50))
        self.others: list[Grid] = []
        self.font = 18

    # -- geometry -------------------------------------------------------------------
    def resize(self, area: pygame.Rect) -> None:
        super().resize(area)
        self.rects = {name: self.placement.rect(name) for name in self.required_spots()}
        self.main = Grid(self.rects["main_board"])
        self.others = [Grid(self.rects[f"other_{n}"]) for n in range(1, OTHER_SPOTS + 1)]
        self.font = max(14, self.table.font_size)
        self._pictures.clear()
        self._scaled.clear()
        self._texts.clear()
        self._layer = None

    def main_seat(self, view, viewer) -> int:
        """The seat whose pyramid is shown large: the one at the screen (the first seat
        when only computers play, so the big pyramid does not jump between them)."""
        return viewer if viewer is not None else 0

    def other_seats(self, view, main: int) -> list[int]:
        return [s for s in range(view.players) if s != main][:OTHER_SPOTS]

    # -- cached drawing helpers -----------------------------------------------------
    def scaled(self, name: str, width: int, height: int | None = None,
               rotation: int = 0) -> pygame.Surface:
        """An art image scaled to ``width`` (and ``height``) and turned ``rotation`` quarter
        turns clockwise, made once per size."""
        key = (name, width, height, rotation)
        image = self._scaled.get(key)
        if image is None:
            source = art(name)
            if height is None:
                height = max(1, round(source.get_height() * width / source.get_width()))
            image = pygame.transform.smoothscale(source, (max(1, width), max(1, height)))
            if rotation:
                image = pygame.transform.rotate(image, -90 * rotation)
            if len(self._scaled) > 400:
                self._scaled.clear()
            self._scaled[key] = image
        return image

    def label(self, message: str, size: int, colour=theme.INK, bold: bool = False,
              max_width: int | None = None) -> pygame.Surface:
        key = (message, size, colour, bold, max_width)
        image = self._texts.get(key)
        if image is None:
            face = theme.font(size, bold)
            if max_width is not None and face.size(message)[0] > max_width:
                while message and face.size(message + "…")[0] > max_width:
                    message = message[:-1]
                message += "…"
            image = face.render(message, True, colour)
            if len(self._texts) > 600:
                self._texts.clear()
            self._texts[key] = image
        return image

    def text(self, surface, message, pos, size, colour=theme.INK, bold=False,
             anchor="topleft", max_width=None) -> pygame.Rect:
        image = self.label(message, size, colour, bold, max_width)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def preview(self, view, seat: int, space: int, rotation: int) -> Preview:
        key = (seat, view.boards[seat], view.treasures[seat], view.entrances[seat],
               view.revealed[-1], space, rotation)
        found = self._previews.get(key)
        if found is None:
            if len(self._previews) > 64:
                self._previews.clear()
            found = self._previews[key] = make_preview(view, seat, space, rotation)
        return found

    # -- the state of the seat at the screen ----------------------------------------
    def turn(self, view) -> int:
        return len(view.revealed)

    def must_place(self, view, seat) -> bool:
        return (seat is not None and view.phase == "turn" and not view.done[seat]
                and view.current[seat] is None)

    def pending_for(self, view, seat) -> tuple[int, int] | None:
        """(space, rotation) of the viewer's dropped, unconfirmed tile."""
        if seat is None or not self.must_place(view, seat):
            return None
        found = self.pending.get(seat)
        if not found or found[0] != self.turn(view) or view.boards[seat][found[1]] is not None:
            return None
        return found[1], found[2]

    def entrance_open(self, view, seat) -> bool:
        return (seat is not None and view.phase == "turn" and not view.done[seat]
                and view.entrances[seat] is None and self.turn(view) <= data.ENTRANCE_BY_TURN)

    def free_scarabs(self, view, seat) -> list[tuple[int, int]]:
        if seat is None or view.phase != "turn" or view.done[seat]:
            return []
        space = view.current[seat]
        if space is None:
            return []
        row, col = divmod(space, SIZE)
        taken = {(r, c) for r, c, _ in view.treasures[seat]}
        number, rotation = view.boards[seat][space]
        out = []
        for (dr, dc), (_, scarab) in zip(QUARTER_POS, rules.tile_quarters(number, rotation),
                                         strict=True):
            quarter = (2 * row + dr, 2 * col + dc)
            if scarab and quarter not in taken:
                out.append(quarter)
        return out

    def colours(self, view, seat) -> tuple[str, ...]:
        return rules.treasure_colours(view, seat) if seat is not None else ()

    def click_colour(self, view, seat) -> str:
        """The colour a click on a scarab places: the chosen one, else the first allowed."""
        allowed = self.colours(view, seat)
        chosen = self.selected.get(seat)
        if chosen in allowed:
            return chosen
        return allowed[0] if allowed else data.COLOURS[0]

    def must_bet(self, view, seat) -> bool:
        return (seat is not None and view.phase == "bet" and view.in_round[seat]
                and view.bets[seat] is None)

    def betting(self, view) -> bool:
        return "betting" in view.options

    # -- composing pyramids ---------------------------------------------------------
    def picture(self, pic: Picture) -> pygame.Surface:
        surface = self._pictures.get(pic)
        if surface is None:
            if len(self._pictures) > 40:
                self._pictures.clear()
            surface = self._pictures[pic] = self.compose(pic)
        return surface

    def compose(self, pic: Picture) -> pygame.Surface:
        grid = Grid(pygame.Rect(0, 0, pic.size, pic.size))
        offset = -grid.frame.x, -grid.frame.y
        grid = Grid(pygame.Rect(offset[0], offset[1], pic.size, pic.size))
        surface = pygame.Surface(grid.frame.size, pygame.SRCALPHA)
        surface.blit(self.scaled("board.png", grid.frame.width, grid.frame.height), (0, 0))
        for space, laid in enumerate(pic.board):
            if laid is not None:
                rect = grid.space_rect(space)
                surface.blit(self.scaled(tile_name(laid[0]), rect.width, rect.height, laid[1]),
                             rect)
        q = grid.quarter
        line = max(2, round(q * (0.16 if pic.big else 0.22)))
        # the chambers this tile would close
        for row, col in sorted(pic.closes):
            rect = grid.quarter_rect(row, col).inflate(-round(q * 0.1), -round(q * 0.1))
            pygame.draw.rect(surface, theme.INK, rect, max(2, line) + 2, border_radius=6)
            pygame.draw.rect(surface, GLOW, rect, max(2, line), border_radius=6)
        # the path and the entrance
        if pic.entrance:
            path = entrance_path(pic.board, pic.entrance)
            self.draw_path(surface, grid, pic.entrance, path, line, pic.big, pic.growth_from)
        if pic.preview_entrance:
            path = entrance_path(pic.board, pic.preview_entrance)
            self.draw_path(surface, grid, pic.preview_entrance, path, line, pic.big, 0)
        # treasures
        piece = max(6, round(q * 1.05))
        for row, col, colour in pic.treasures:
            cx, cy = grid.centre(row, col)
            image = self.scaled(f"treasure_{colour}.png", piece)
            surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
            if pic.big and (row, col) in pic.scoring:
                pygame.draw.circle(surface, theme.INK, (round(cx), round(cy)),
                                   round(q * 0.47), 4)
                pygame.draw.circle(surface, GLOW, (round(cx), round(cy)), round(q * 0.47), 2)
        # corridor markers and the treasure hunter
        if pic.entrance:
            path = entrance_path(pic.board, pic.entrance)
            size = max(8, round(q * (0.62 if pic.big else 0.9)))
            for colour, (row, col) in rules.markers(path):
                cx, cy = grid.centre(row, col)
                image = self.scaled(f"marker_{colour}.png", size)
                surface.blit(image, image.get_rect(center=(round(cx - q * 0.22),
                                                           round(cy - q * 0.22))))
            if pic.hunter:
                self.draw_hunter(surface, grid, pic.entrance, path, len(path), pic.big,
                                 pic.seat)
        # this turn's tile, the pending tile, the last move
        if pic.current is not None:
            rect = grid.space_rect(pic.current)
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, 2 if not pic.big else 3)
        if pic.pending is not None:
            rect = grid.space_rect(pic.pending)
            dashed_rect(surface, rect.inflate(2, 2), theme.INK, 4, round(q * 0.35))
            dashed_rect(surface, rect, GLOW, 2, round(q * 0.35))
        if pic.highlight:
            kind = pic.highlight[0]
            if kind == "space":
                rect = grid.space_rect(pic.highlight[1]).inflate(2, 2)
                pygame.draw.rect(surface, theme.INK, rect, 5 if pic.big else 3)
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(-2, -2),
                                 3 if pic.big else 1)
            elif kind == "quarter":
                cx, cy = grid.centre(pic.highlight[1], pic.highlight[2])
                pygame.draw.circle(surface, theme.GOLD_LIGHT, (round(cx), round(cy)),
                                   round(q * 0.55), 3)
        return surface

    def draw_path(self, surface, grid: Grid, entrance, path, line: int, big: bool,
                  growth_from: int | None) -> None:
        start = grid.portal_point(*entrance)
        points = [start] + [grid.centre(r, c) for r, c in path]
        # the entrance arrow in the rim
        out = data.PORTALS[entrance[0]][0]
        dr, dc = STEP[out]
        tip = (start[0] - dc * grid.rim * 0.45, start[1] - dr * grid.rim * 0.45)
        back = (start[0] + dc * grid.rim * 0.35, start[1] + dr * grid.rim * 0.35)
        wing = grid.rim * 0.45
        arrow = [tip, (back[0] + dr * wing, back[1] + dc * wing),
                 (back[0] - dr * wing, back[1] - dc * wing)]
        pygame.draw.polygon(surface, PATH_GOLD, arrow)
        pygame.draw.polygon(surface, theme.INK, arrow, 2)
        if len(points) < 2:
            return
        split = len(points) if growth_from is None else growth_from + 1
        parts = [(part, colour) for part, colour in ((points[:split], PATH_GOLD),
                                                     (points[max(0, split - 1):], PATH_NEW))
                 if len(part) > 1]
        for wide, use_ink in ((line + 4, True), (line, False)):
            for part, colour in parts:
                ink = theme.INK if use_ink else colour
                pygame.draw.lines(surface, ink, False, part, wide)
                for p in part:
                    pygame.draw.circle(surface, ink, p, wide / 2)
        if big:
            for index, p in enumerate(points[1:]):
                new = growth_from is not None and index >= growth_from
                radius = max(2, round(grid.quarter * (0.1 if new else 0.07)))
                pygame.draw.circle(surface, theme.INK, p, radius)
                if new:
                    pygame.draw.circle(surface, PATH_NEW, p, radius - 1)

    def draw_hunter(self, surface, grid: Grid, entrance, path, paces: float, big: bool,
                    seat: int) -> None:
        """The treasure hunter ``paces`` along the path (fractions walk between quarters)."""
        points = [grid.portal_point(*entrance)] + [grid.centre(r, c) for r, c in path]
        paces = max(0.0, min(paces, len(points) - 1))
        index = int(paces)
        frac = paces - index
        x0, y0 = points[index]
        x1, y1 = points[min(index + 1, len(points) - 1)]
        x, y = x0 + (x1 - x0) * frac, y0 + (y1 - y0) * frac
        height = max(12, round(grid.quarter * (1.25 if big else 1.9)))
        image = self.scaled("hunter.png", round(height * 0.75), height)
        base = max(3, round(grid.quarter * (0.28 if big else 0.4)))
        centre = (round(x), round(y + height * 0.3))
        pygame.draw.ellipse(surface, theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)],
                            pygame.Rect(0, 0, base * 2, base).move(centre[0] - base,
                                                                   centre[1] - base // 2))
        pygame.draw.ellipse(surface, theme.INK, pygame.Rect(0, 0, base * 2, base).move(
            centre[0] - base, centre[1] - base // 2), 1)
        surface.blit(image, image.get_rect(midbottom=(round(x), round(y + height * 0.42))))

    def pyramid_picture(self, view, seat: int, grid: Grid, big: bool) -> Picture:
        board = view.boards[seat]
        treasures = view.treasures[seat]
        entrance = view.entrances[seat]
        pending = growth = None
        closes = frozenset()
        highlight = None
        move = self.marks.get(seat)
        if move is not None:
            if isinstance(move, PlaceTile) and board[move.space] is not None:
                highlight = ("space", move.space)
            elif isinstance(move, PlaceTreasure):
                highlight = ("quarter", move.row, move.col)
        hunter = True
        preview_entrance = None
        if big:
            found = self.pending_for(view, seat) if seat == self._viewer else None
            if found and not self.hiding_pending(found[0]):
                preview = self.preview(view, seat, *found)
                board, pending, closes = preview.board, found[0], preview.closes
                growth = len(preview.old_path) if entrance else None
            if self.walk and self.walk[0] == seat:
                hunter = False
            if self.hover_entrance and self.entrance_open(view, seat):
                preview_entrance = self.hover_entrance
        scoring = frozenset()
        if big and treasures:
            state = view if board is view.boards[seat] else dataclasses.replace(
                view, boards=(*view.boards[:seat], board, *view.boards[seat + 1:]))
            scoring = frozenset((t.row, t.col) for t in rules.treasure_report(state, seat)
                                if t.scores)
        return Picture(board, treasures, entrance, grid.rect.width, big,
                       view.current[seat] if view.phase == "turn" else None, pending,
                       highlight, growth, closes, hunter, preview_entrance, scoring, seat)

    def hiding_pending(self, space: int) -> bool:
        """While a lifted tile flies back, it is not drawn twice."""
        spring = self.drag.spring_position()
        return bool(spring) and spring[0].payload[0] == "tile" and spring[0].payload[2] == space

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface, view, viewer) -> None:
        """Blit the board layer, repainting it only when something on it changed."""
        self._view, self._viewer = view, viewer
        key = self.layer_key(view, viewer)
        area = self.area.inflate(8, 8).clip(surface.get_rect())
        if self._layer is None or self._layer_key != key or \
                self._layer.get_size() != surface.get_size():
            # the frame has just painted its background: paint the board over a copy
            layer = self._layer
            if layer is None or layer.get_size() != surface.get_size():
                layer = pygame.Surface(surface.get_size()).convert()
            layer.blit(surface, area, area)
            self.paint(layer, view, viewer)
            self._layer, self._layer_key = layer, key
        surface.blit(self._layer, area, area)
        main = self.main_seat(view, viewer)
        if self.walk and self.walk[0] == main and view.entrances[main]:
            _, path, start, t, duration = self.walk
            paces = start + (len(path) - start) * min(1.0, t / duration)
            self.draw_hunter(surface, self.main, view.entrances[main], path, paces, True, main)

    def layer_key(self, view, viewer) -> tuple:
        """Everything the board layer shows besides the view itself."""
        dragging = self.drag.dragging.payload if self.drag.dragging else None
        spring = self.drag.spring[0].payload if self.drag.spring else None
        hovered = None
        if self.betting(view) and self.must_bet(view, viewer):
            hovered = next((g for g in data.BET_GUESSES
                            if self.rects[f"bet_{g}"].collidepoint(self.pointer)), None)
        walking = self.walk[0] if self.walk else None
        return (view, viewer, self.pending.get(viewer), self.lifted, self.hover_entrance,
                hovered, tuple(self.marks.items()), dragging, spring, walking,
                self.selected.get(viewer))

    def paint(self, surface, view, viewer) -> None:
        """Paint the whole board: the pyramids, the card, the supplies."""
        main = self.main_seat(view, viewer)
        self.draw_main(surface, view, main, viewer)
        self.draw_table(surface, view, main, viewer)
        for seat, grid, n in zip(self.other_seats(view, main), self.others,
                                 range(1, OTHER_SPOTS + 1), strict=False):
            self.draw_other(surface, view, seat, grid, self.rects[f"other_{n}_title"])
        if view.players == 1:
            self.draw_solo_note(surface, view)

    def draw_main(self, surface, view, seat: int, viewer) -> None:
        grid = self.main
        pic = self.pyramid_picture(view, seat, grid, True)
        surface.blit(self.picture(pic), grid.frame)
        # the title: whose pyramid, the path, the score
        title = self.rects["main_title"]
        radius = max(9, round(title.height * 0.36))
        theme.player_symbol(surface, seat, (title.x + radius + 2, title.centery), radius)
        name = self.table.name(seat)
        x = title.x + 2 * radius + 10
        rect = self.text(surface, name, (x, title.centery), self.font + 2,
                         theme.INK, True, "midleft", max_width=title.width // 3)
        paces = len(entrance_path(view.boards[seat], view.entrances[seat]))
        info = (f"path {plural(paces, 'pace')} · treasures "
                f"{plural(treasure_points(view, seat), 'point')}"
                if view.entrances[seat] else "no entrance chosen yet")
        turn = f"turn {min(self.turn(view), data.TURNS)} of {data.TURNS}"
        right = self.text(surface, turn, (title.right, title.centery), self.font, theme.INK,
                          False, "midright")
        self.text(surface, info, (rect.right + 14, title.centery), self.font, theme.INK, False,
                  "midleft", max_width=max(10, right.left - rect.right - 28))
        if seat == viewer and self.colours(view, seat) and not self.drag.dragging:
            for row, col in self.free_scarabs(view, seat):
                centre = [round(v) for v in grid.centre(row, col)]
                pygame.draw.circle(surface, theme.INK, centre, round(grid.quarter * 0.5), 4)
                pygame.draw.circle(surface, GLOW, centre, round(grid.quarter * 0.5), 2)
        if self.entrance_open(view, seat) and seat == viewer:
            self.draw_entrances(surface, view, seat)
        elif view.entrances[seat] and view.phase != "over":
            portal, side = view.entrances[seat]
            rect = grid.entrance_rect(portal, side, max(3, round(grid.quarter * 0.08)))
            self.draw_gate(surface, rect, portal, side, None, chosen=True)
        self.draw_status(surface, view, seat, viewer)

    def draw_gate(self, surface, rect, portal, side, paces, chosen=False, hovered=False):
        fill = theme.GOLD_LIGHT if (hovered or chosen) else theme.PAPYRUS
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pygame.draw.rect(surface, theme.INK, rect, 3 if hovered else 2, border_radius=6)
        letter = side[0].upper()
        message = letter if paces is None else f"{letter} {paces}"
        size = self.font
        while size > 14 and theme.font(size, True).size(message)[0] > rect.width - 6:
            size -= 1
        if theme.font(size, True).size(message)[0] > rect.width - 4:
            message = str(paces) if paces is not None else letter
        self.text(surface, message, rect.center, size, theme.INK, True, "center")

    def entrance_counts(self, view, seat: int) -> dict:
        """Paces from each of the six ways in, with the dropped tile if there is one."""
        found = self.pending_for(view, seat)
        if found:
            return dict(self.preview(view, seat, *found).entrances)
        return dict(rules.preview_entrances(view, seat))

    def draw_entrances(self, surface, view, seat: int) -> None:
        grid = self.main
        gap = max(3, round(grid.quarter * 0.08))
        for (portal, side), paces in self.entrance_counts(view, seat).items():
            rect = grid.entrance_rect(portal, side, gap)
            self.draw_gate(surface, rect, portal, side, paces,
                           hovered=self.hover_entrance == (portal, side))

    def draw_status(self, surface, view, seat: int, viewer) -> None:
        """Under the big pyramid: the corridor markers reached and the drop's preview."""
        area = self.rects["main_status"]
        path = entrance_path(view.boards[seat], view.entrances[seat])
        reached = {colour for colour, _ in rules.markers(path)}
        found = self.pending_for(view, seat) if seat == viewer else None
        if found:
            self.draw_preview_note(surface, view, seat, found, area)
            return
        size = min(area.height - 4, round(self.font * 2.2))
        x = area.x
        for _, colour in data.MARKERS:
            image = self.scaled(f"marker_{colour}.png", size)
            if colour not in reached:
                image = self.faded(f"marker_{colour}.png", size)
            surface.blit(image, image.get_rect(midleft=(x, area.centery)))
            x += image.get_width() + 2
        if view.entrances[seat]:
            nxt = [p for p, c in data.MARKERS if c not in reached]
            message = plural(len(path), "pace")
            message += f" · next marker at {nxt[0]}" if nxt else " · all markers placed"
            if view.variant == "professional":
                mult = next(m for last, m in data.SEGMENTS if last is None or len(path) < last)
                message += f" · segment ×{mult}"
        else:
            message = f"Choose your entrance by the end of turn {data.ENTRANCE_BY_TURN}"
        self.text(surface, message, (x + 8, area.centery), self.font, theme.INK, False,
                  "midleft", max_width=area.right - x - 8)

    def draw_preview_note(self, surface, view, seat, found, area) -> None:
        """What the dropped tile would do, in words, on a papyrus label."""
        preview = self.preview(view, seat, *found)
        parts = []
        if view.entrances[seat]:
            grows = preview.grows
            parts.append(f"path +{grows} to {len(preview.new_path)}" if grows
                         else "path unchanged")
        if preview.closes:
            parts.append(f"closes {plural(len(preview.closes), 'chamber')}")
        gain = preview.score_after - preview.score_before
        parts.append(f"score {'+' if gain >= 0 else '−'}{abs(gain)} to {preview.score_after}")
        message = "Laid here: " + " · ".join(parts)
        image = self.label(message, self.font, theme.LAPIS, True, area.width - 24)
        pill = image.get_rect(midleft=(area.x + 12, area.centery)).inflate(20, 10)
        theme.panel(surface, pill, border=theme.LAPIS, radius=10)
        surface.blit(image, image.get_rect(center=pill.center))

    def faded(self, name: str, width: int) -> pygame.Surface:
        key = ("faded", name, width)
        image = self._scaled.get(key)
        if image is None:
            image = self.scaled(name, width).copy()
            image.set_alpha(80)
            self._scaled[key] = image
        return image

    def draw_other(self, surface, view, seat: int, grid: Grid, title: pygame.Rect) -> None:
        pic = self.pyramid_picture(view, seat, grid, False)
        surface.blit(self.picture(pic), grid.frame)
        radius = max(7, round(title.height * 0.38))
        theme.player_symbol(surface, seat, (title.x + radius + 1, title.centery), radius)
        paces = len(entrance_path(view.boards[seat], view.entrances[seat]))
        size = max(14, self.font - 3)
        status = plural(paces, "pace") if view.entrances[seat] else "no entrance"
        if theme.font(size, True).size(status)[0] > title.width * 0.45:
            status = f"{paces} p" if view.entrances[seat] else "—"
        right = self.text(surface, status, (title.right, title.centery), size, theme.INK, True,
                          "midright")
        x = title.x + 2 * radius + 6
        room = right.left - x - 6
        if view.phase == "bet" and view.bets[seat] is not None:
            icon = self.scaled("bet_back.png", round(title.height * 1.1))
            surface.blit(icon, icon.get_rect(midright=(right.left - 4, title.centery)))
            room -= icon.get_width() + 4
        self.text(surface, self.table.name(seat), (x, title.centery), size, theme.INK, True,
                  "midleft", max_width=max(10, room))

    def solo_best(self, view) -> str:
        """The best solo score of this rule set, read once per scene."""
        if self._best is None:
            try:
                entries = storage.high_scores(f"{self.game_id}-solo-{view.variant}")
            except Exception:  # a damaged high-score file must not stop the game
                entries = []
            best = entries[0] if entries else None
            self._best = (f"best solo score {best['score']} ({best.get('name', '?')})"
                          if best else "no best score yet")
        return self._best

    def draw_solo_note(self, surface, view) -> None:
        """Solo: the best score so far, and how each treasure would score now."""
        area = self.rects["other_1_title"].union(self.rects["other_4"])
        theme.panel(surface, area)
        size = max(14, self.font - 2)
        line_h = theme.font(size).get_linesize()
        report = sorted(rules.treasure_report(view, 0), key=lambda t: not t.scores)
        scoring = [t for t in report if t.scores]
        lines = [(f"Solo: {self.solo_best(view)}", True),
                 (f"Treasures scoring now: {len(scoring)} of {len(report)}, "
                  f"{plural(sum(t.points for t in scoring), 'point')}", False)]
        if not report:
            lines.append(("A treasure scores in a closed chamber touching the path.", False))
        for t in report:
            what = f"{t.colour.capitalize()} {t.value} at row {t.row + 1}, column {t.col + 1}"
            if t.scores:
                mult = f" ×{t.multiplier}" if view.variant == "professional" else ""
                lines.append((f"{what}: {plural(t.points, 'point')} (pace {t.pace}{mult})",
                              False))
            else:
                lines.append((f"{what}: 0, {t.reason}", False))
        y = area.y + 8
        for index, (message, bold) in enumerate(lines):
            parts = theme.wrap(message, size, area.width - 20, bold)
            if y + (len(parts) + 1) * line_h > area.bottom - 4 and index < len(lines) - 1:
                self.text(surface, f"… and {len(lines) - index} more (point at a treasure)",
                          (area.x + 10, y), size, theme.INK, max_width=area.width - 20)
                return
            for part in parts:
                self.text(surface, part, (area.x + 10, y), size, theme.INK, bold,
                          max_width=area.width - 20)
                y += line_h
            y += 3

    def draw_table(self, surface, view, seat: int, viewer) -> None:
        card = self.rects["card"]
        number = view.revealed[-1] if view.revealed else None
        image = self.scaled("card_face.png", card.width, card.height)
        surface.blit(image, card)
        if number is not None:
            self.text(surface, str(number), card.center, max(14, round(card.height * 0.42)),
                      theme.INK, True, "center")
        # the line under the card
        label = self.rects["card_label"]
        turn = min(self.turn(view), data.TURNS)
        message = f"Card {turn} of {data.TURNS}"
        found = rules.betting_round(view)
        if view.phase == "bet" and number is not None:
            message = f"Higher or lower than {number}?"
        candidates = [message]
        if found:
            candidates[:0] = [f"{message} · next bet: round {found[0]}, {found[1]} of 5",
                              f"{message} · next bet {found[1]}/5, round {found[0]}",
                              f"{message} · next bet {found[1]}/5"]
        face = theme.font(self.font, True)
        message = next((m for m in candidates if face.size(m)[0] <= label.width),
                       candidates[-1])
        self.text(surface, message, (label.x, label.centery), self.font, theme.INK, True,
                  "midleft", max_width=label.width)
        self.draw_supply(surface, view, seat, viewer, number)
        if self.betting(view):
            self.draw_bets(surface, view, seat, viewer)
        self.draw_treasures(surface, view, seat, viewer)

    def draw_supply(self, surface, view, seat, viewer, number) -> None:
        rect = self.rects["supply"]
        if view.phase == "bet":
            bet = view.bets[seat] if seat == viewer else None
            if bet in data.BET_GUESSES:
                image = self.scaled("bet_back.png", rect.width)
                box = image.get_rect(center=rect.center)
                surface.blit(image, box)
                self.text(surface, f"your bet: {bet}", (rect.centerx, box.bottom + 2),
                          max(14, self.font - 4), theme.INK, True, "midtop")
            else:
                glow = self.drag.dragging and self.drag.dragging.payload[0] == "bet"
                dashed_rect(surface, rect, theme.GOLD if glow else theme.INK_SOFT, 2, 10)
                words = ("bet", "slot") if view.in_round[seat] else ("out of", "this round")
                for i, line in enumerate(words):
                    self.text(surface, line, (rect.centerx, rect.centery + (i - 0.5) * self.font
                                              * 1.3), self.font, theme.INK, True, "center")
            return
        dragging = self.drag.dragging and self.drag.dragging.payload[0] == "tile"
        waiting = (number is not None and self.must_place(view, seat)
                   and not self.pending_for(view, seat) and not dragging
                   and not (self.drag.spring and self.drag.spring[0].payload[0] == "tile"))
        if waiting:
            tile = min(rect.width, rect.height)
            image = self.scaled(tile_name(number), tile, tile)
            shadow = rect.move(3, 4)
            pygame.draw.rect(surface, theme.SAND_DARK, shadow, border_radius=4)
            surface.blit(image, image.get_rect(center=rect.center))
            if seat == viewer:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4), 2,
                                 border_radius=4)
        else:
            dashed_rect(surface, rect, theme.INK_SOFT, 2, 10)
            placed = view.phase == "turn" and view.current[seat] is not None
            words = ("tile", "laid") if placed else ("tile", "here")
            if view.phase == "over":
                words = ("all tiles", "laid")
            for i, line in enumerate(words):
                self.text(surface, line, (rect.centerx, rect.centery + (i - 0.5) * self.font
                                          * 1.3), max(14, self.font - 2), theme.INK, False,
                          "center")

    def draw_bets(self, surface, view, seat, viewer) -> None:
        usable = self.must_bet(view, viewer) and seat == viewer
        placed = view.bets[seat] if seat == viewer else None
        lifted = self.drag.dragging.payload[1] if (
            self.drag.dragging and self.drag.dragging.payload[0] == "bet") else None
        for guess in data.BET_GUESSES:
            rect = self.rects[f"bet_{guess}"]
            if placed == guess or lifted == guess:
                dashed_rect(surface, rect, theme.INK_SOFT, 2, 8)
                continue
            image = self.scaled(f"bet_{guess}.png", rect.width)
            if not usable:
                image = self.faded(f"bet_{guess}.png", rect.width)
            surface.blit(image, image.get_rect(center=rect.center))
            if usable and rect.collidepoint(self.pointer):
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, 2, border_radius=8)

    def draw_treasures(self, surface, view, seat, viewer) -> None:
        stock = view.stock[seat]
        allowed = self.colours(view, seat) if seat == viewer else ()
        active = bool(self.free_scarabs(view, viewer)) and seat == viewer
        chosen = self.click_colour(view, seat) if active else None
        for colour, count in zip(data.COLOURS, stock, strict=True):
            if colour == "purple" and not self.betting(view):
                continue
            rect = self.rects[f"treasure_{colour}"]
            usable = active and colour in allowed
            fill = theme.PAPYRUS if usable else theme.PAPYRUS_DARK
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            border = theme.GOLD if colour == chosen else theme.INK_SOFT
            pygame.draw.rect(surface, border, rect, 3 if colour == chosen else 1,
                             border_radius=8)
            size = round(rect.height * 0.78)
            image = self.scaled(f"treasure_{colour}.png", size)
            if not count or (active and not usable):
                image = self.faded(f"treasure_{colour}.png", size)
            surface.blit(image, image.get_rect(midleft=(rect.x + 2, rect.centery)))
            self.text(surface, f"×{count}", (rect.right - 6, rect.centery), self.font,
                      theme.INK, True, "midright")

    def draw_overlay(self, surface, view, viewer) -> None:
        grid = self.main
        item = self.drag.dragging
        if item is not None:
            kind = item.payload[0]
            if kind == "tile":
                self.draw_tile_targets(surface, view, viewer, glow=True)
                number = item.payload[1]
                tile = grid.space_rect(0).width
                image = self.scaled(tile_name(number), tile, tile, item.rotation)
                rect = image.get_rect(center=self.drag.piece_centre())
                shadow = self._scaled.get(("shadow", rect.size))
                if shadow is None:
                    shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
                    shadow.fill((0, 0, 0, 70))
                    self._scaled[("shadow", rect.size)] = shadow
                surface.blit(shadow, rect.move(6, 8))
                surface.blit(image, rect)
                self.draw_tile_targets(surface, view, viewer, glow=False)
            elif kind == "treasure":
                for row, col in self.free_scarabs(view, viewer):
                    centre = [round(v) for v in grid.centre(row, col)]
                    hot = grid.quarter_at(self.drag.pos) == (row, col)
                    pygame.draw.circle(surface, theme.INK, centre, round(grid.quarter * 0.5),
                                       5 if hot else 4)
                    pygame.draw.circle(surface, GLOW, centre, round(grid.quarter * 0.5),
                                       3 if hot else 2)
                image = self.scaled(f"treasure_{item.payload[1]}.png",
                                    round(grid.quarter * 1.2))
                surface.blit(image, image.get_rect(center=self.drag.piece_centre()))
            elif kind == "bet":
                slot = self.rects["supply"]
                pygame.draw.rect(surface, GLOW, slot, 3, border_radius=8)
                image = self.scaled(f"bet_{item.payload[1]}.png", item.home.width)
                surface.blit(image, image.get_rect(center=self.drag.piece_centre()))
        spring = self.drag.spring_position()
        if spring:
            piece, centre = spring
            if piece.payload[0] == "tile":
                tile = grid.space_rect(0).width
                image = self.scaled(tile_name(piece.payload[1]), tile, tile, piece.rotation)
            elif piece.payload[0] == "treasure":
                image = self.scaled(f"treasure_{piece.payload[1]}.png",
                                    round(grid.quarter * 1.2))
            else:
                image = self.scaled(f"bet_{piece.payload[1]}.png", piece.home.width)
            surface.blit(image, image.get_rect(center=centre))

    def draw_tile_targets(self, surface, view, viewer, glow: bool) -> None:
        """Every empty space glows while a tile is dragged (``glow``, under the piece); the
        one under the pointer is outlined, an occupied one crossed out (over the piece)."""
        grid = self.main
        board = view.boards[viewer]
        if not glow:
            self.draw_tile_target(surface, grid, board)
            return
        key = ("targets", board, grid.rect.size)
        layer = self._scaled.get(key)
        if layer is None:
            layer = pygame.Surface(grid.rect.size, pygame.SRCALPHA)
            for space, laid in enumerate(board):
                if laid is None:
                    rect = grid.space_rect(space).move(-grid.rect.x, -grid.rect.y)
                    layer.fill((255, 236, 150, 70), rect.inflate(-6, -6))
                    pygame.draw.rect(layer, (255, 236, 150, 200), rect.inflate(-6, -6), 2,
                                     border_radius=4)
            self._scaled[key] = layer
        surface.blit(layer, grid.rect)

    def draw_tile_target(self, surface, grid: Grid, board) -> None:
        space = grid.space_at(self.drag.pos)
        if space is not None:
            rect = grid.space_rect(space)
            if board[space] is None:
                pygame.draw.rect(surface, theme.INK, rect, 6, border_radius=4)
                pygame.draw.rect(surface, GLOW, rect.inflate(-2, -2), 4, border_radius=4)
            else:
                pygame.draw.rect(surface, REFUSED, rect, 4, border_radius=4)
                pygame.draw.line(surface, REFUSED, rect.topleft, rect.bottomright, 4)
                pygame.draw.line(surface, REFUSED, rect.topright, rect.bottomleft, 4)

    # -- words ------------------------------------------------------------------------
    def prompt(self, view, seat: int) -> str:
        if view.phase == "over":
            return "the pyramid is complete"
        if view.phase == "bet":
            if self.must_bet(view, seat):
                return "bet High or Low on the next card"
            return "wait while the others bet"
        if view.done[seat]:
            return "wait for the others to finish this turn"
        tile = view.revealed[-1]
        turn = self.turn(view)
        if view.current[seat] is None:
            if self.pending_for(view, seat):
                return f"confirm tile {tile} here (R turns it)"
            return f"place tile {tile}"
        if view.entrances[seat] is None and turn == data.ENTRANCE_BY_TURN:
            return f"choose your entrance (turn {turn} is the last chance)"
        if self.free_scarabs(view, seat) and self.colours(view, seat):
            return "place treasure on the scarabs or press Done"
        if view.entrances[seat] is None and turn < data.ENTRANCE_BY_TURN:
            return "choose your entrance or press Done"
        return "press Done to end your turn"

    def panel_lines(self, view, seat: int, viewer) -> list[str]:
        lines = []
        entrance = view.entrances[seat]
        if entrance:
            paces = len(entrance_path(view.boards[seat], entrance))
            lines.append(f"Path {plural(paces, 'pace')} · {entrance[0]} {entrance[1]}")
        else:
            lines.append("No entrance chosen yet")
        stock = view.stock[seat]
        parts = [f"{n} {c}" for c, n in zip(data.COLOURS, stock, strict=True)
                 if c != "purple" or n]
        lines.append("Left: " + " · ".join(parts))
        if self.betting(view):
            lines.append(self.bet_line(view, seat, viewer))
        else:
            lines.append(self.status_line(view, seat))
        return lines

    def status_line(self, view, seat: int) -> str:
        if view.phase == "over":
            return "Finished"
        if view.phase == "bet":
            return "Betting" if self.must_bet(view, seat) else "Waiting"
        if view.done[seat]:
            return "Turn ended"
        if view.current[seat] is None:
            return f"Placing tile {view.revealed[-1]}"
        return "Placing treasures"

    def bet_line(self, view, seat: int, viewer) -> str:
        bet = view.bets[seat]
        if bet in data.BET_GUESSES and seat == viewer:
            return f"Your bet: {bet.capitalize()} (hidden)"
        if bet is not None:
            return "Bet placed face down"
        if self.must_bet(view, seat):
            return "Betting on the next card"
        return self.bet_record(view, seat)

    def bet_record(self, view, seat: int) -> str:
        """The seat's betting so far: the latest round's streak and the purples won."""
        log = view.bet_log[seat]
        won = view.purples_won[seat]
        if not log:
            text = f"Bets start before card {data.BETTING_ROUNDS[0][0]}"
        else:
            index, (first, last) = next(
                (i, r) for i, r in enumerate(data.BETTING_ROUNDS) if r[0] <= log[-1].card <= r[1])
            this = [b for b in log if first <= b.card <= last]
            right = sum(b.outcome != "wrong" for b in this)
            if any(b.outcome == "wrong" for b in this):
                text = f"Bet round {index + 1}: out after {right} right"
            elif len(this) == last - first + 1:
                text = f"Bet round {index + 1}: {right} in a row"
            else:
                text = f"Bet round {index + 1}: {right} right, in"
        return text + (f" · {plural(won, 'purple')} won" if won else "")

    def secret(self, view, seat: int) -> bool:
        if view.phase != "bet":
            return False
        return view.bets[seat] in data.BET_GUESSES or self.must_bet(view, seat)

    def describe(self, seat: int, move, before, after) -> str | None:
        if isinstance(move, PlaceTile):
            row, col = divmod(move.space, SIZE)
            message = f"laid tile {after.revealed[-1]} on row {row + 1}, column {col + 1}"
            entrance = after.entrances[seat]
            if entrance:
                old = len(entrance_path(before.boards[seat], entrance))
                new = len(entrance_path(after.boards[seat], entrance))
                if new != old:
                    message += f" (path {old} to {new} paces)"
            return message + "."
        if isinstance(move, PlaceTreasure):
            return (f"put a {move.colour} treasure ({data.VALUES[move.colour]}) on tile "
                    f"{after.revealed[-1]}.")
        if isinstance(move, ChooseEntrance):
            paces = len(entrance_path(after.boards[seat], after.entrances[seat]))
            return f"enters by the {move.portal} portal, {move.side} side ({paces} paces)."
        if isinstance(move, EndTurn):
            return "ended the turn." + self.revealed(before, after)
        if isinstance(move, Bet):
            return "placed a bet face down." + self.revealed(before, after)
        return None

    def revealed(self, before, after) -> str:
        if after.phase == "over":
            return " The pyramids are complete."
        if after.phase == "bet" and before.phase != "bet":
            return f" Bets now: higher or lower than {after.revealed[-1]}?"
        if len(after.revealed) > len(before.revealed):
            message = f" Card {after.revealed[-1]} is revealed."
            outcomes = []
            for seat in range(after.players):
                if len(after.bet_log[seat]) > len(before.bet_log[seat]):
                    record = after.bet_log[seat][-1]
                    outcomes.append(f"{self.table.name(seat)} bet {record.guess}: "
                                    f"{record.outcome}")
            if outcomes:
                message += " " + "; ".join(outcomes) + "."
            return message
        return ""

    def buttons(self, view, viewer) -> list:
        if viewer is None or view.phase != "turn" or view.done[viewer]:
            return []
        if self.pending_for(view, viewer):
            return [Button("Turn (R)", lambda: self.turn_pending(1)),
                    Button("Confirm", self.confirm, hotkey=pygame.K_RETURN)]
        done = self.table.check(EndTurn(), viewer) is None
        return [Button("Done", self.end_turn, done)]

    def hover_hint(self, pos, view, viewer) -> str | None:
        if self.drag.dragging:
            return self.drag_hint(pos, view, viewer)
        target = self.target(pos, view, viewer)
        if target is None:
            return None
        kind = target[0]
        if kind == "supply":
            return (f"Drag tile {view.revealed[-1]} onto an empty space; "
                    "the wheel, right click or R turns it")
        if kind == "pending":
            return "Click, R or the wheel turns the tile; Enter or Confirm lays it"
        if kind == "entrance":
            portal, side = target[1], target[2]
            paces = self.entrance_counts(view, viewer)[(portal, side)]
            return (f"Enter by the {portal} portal, {side} side: {paces} paces now "
                    "(click to choose)")
        if kind == "scarab":
            colour = self.click_colour(view, viewer)
            return f"Click to place a {colour} treasure ({data.VALUES[colour]}) here"
        if kind == "treasure":
            colour = target[1]
            count = view.stock[viewer][data.COLOURS.index(colour)]
            allowed = self.colours(view, viewer)
            message = f"{colour.capitalize()} treasure, {data.VALUES[colour]} points: {count} left"
            if colour in allowed and self.free_scarabs(view, viewer):
                return message + "; drag it onto a scarab"
            if view.variant != "professional" and allowed and colour not in allowed:
                return message + f"; your {allowed[0]} ones go first"
            return message
        if kind == "bet":
            number = view.revealed[-1]
            word = "higher" if target[1] == "high" else "lower"
            return f"Bet that the next card is {word} than {number} (click or drag)"
        if kind == "piece":
            _, row, col, _ = target
            seat = self.main_seat(view, viewer)
            for t in rules.treasure_report(view, seat):
                if (t.row, t.col) == (row, col):
                    if t.scores:
                        mult = f" ×{t.multiplier}" if view.variant == "professional" else ""
                        return (f"{t.colour.capitalize()} treasure: scores {t.points} "
                                f"(touches the path at pace {t.pace}{mult})")
                    return f"{t.colour.capitalize()} treasure: scores nothing now, {t.reason}"
        if kind == "pace":
            return f"Pace {target[1]} of the path"
        if kind == "other":
            seat = target[1]
            paces = len(entrance_path(view.boards[seat], view.entrances[seat]))
            return (f"{self.table.name(seat)}: {paces} paces, treasures "
                    f"{treasure_points(view, seat)} points")
        return None

    def drag_hint(self, pos, view, viewer) -> str | None:
        item = self.drag.dragging
        if item.payload[0] == "tile":
            space = self.main.space_at(pos)
            if space is not None and view.boards[viewer][space] is not None:
                return f"Tile {item.payload[1]} must go on an empty space"
        return None

    # -- input ----------------------------------------------------------------------
    def target(self, pos, view, viewer):
        """What lies under ``pos`` that a click or hint concerns."""
        if viewer is None:
            return None
        grid = self.main
        if self.entrance_open(view, viewer):
            gap = max(3, round(grid.quarter * 0.08))
            for portal, side in rules.ENTRANCE_CHOICES:
                if grid.entrance_rect(portal, side, gap).collidepoint(pos):
                    return ("entrance", portal, side)
        found = self.pending_for(view, viewer)
        if found and grid.space_rect(found[0]).collidepoint(pos):
            return ("pending", found[0])
        quarter = grid.quarter_at(pos)
        if quarter is not None:
            if quarter in self.free_scarabs(view, viewer):
                return ("scarab", *quarter)
            seat = self.main_seat(view, viewer)
            if any((r, c) == quarter for r, c, _ in view.treasures[seat]):
                current = view.current[seat] if view.phase == "turn" else None
                here = current is not None and \
                    (quarter[0] // 2) * SIZE + quarter[1] // 2 == current
                return ("piece", *quarter, here)
            path = entrance_path(view.boards[seat], view.entrances[seat])
            if quarter in path:
                return ("pace", path.index(quarter) + 1)
            return None
        if self.must_place(view, viewer) and not found and \
                self.rects["supply"].collidepoint(pos):
            return ("supply",)
        for colour in data.COLOURS:
            if self.rects[f"treasure_{colour}"].collidepoint(pos) and (
                    colour != "purple" or self.betting(view)):
                return ("treasure", colour)
        if self.betting(view):
            for guess in data.BET_GUESSES:
                if self.rects[f"bet_{guess}"].collidepoint(pos):
                    return ("bet", guess)
        for seat, other in zip(self.other_seats(view, self.main_seat(view, viewer)),
                               self.others, strict=False):
            if other.frame.collidepoint(pos):
                return ("other", seat)
        return None

    def handle_event(self, event, view, viewer) -> bool:
        self._view, self._viewer = view, viewer
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if viewer is None:
            return False
        found = self.pending_for(view, viewer)
        if event.type == pygame.KEYDOWN and not self.drag.dragging and found:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
                return True
            if event.key == pygame.K_r:
                self.turn_pending(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.dragging:
            self.press = event.pos
        held = self.drag.dragging
        if self.drag.handle_event(event):
            if held is not None and self.drag.dragging is None and \
                    event.type == pygame.KEYDOWN:
                self.restore_lifted()  # Escape: a lifted tile goes back where it lay
            self.table.app.invalidate()
            return True
        if found and event.type == pygame.MOUSEWHEEL:
            self.turn_pending(1 if event.y < 0 else -1)
            return True
        if found and event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.turn_pending(1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            target = self.target(event.pos, view, viewer)
            if target and (target[0] in ("entrance", "scarab") or
                           target[0] == "piece" and target[3]):
                return True
            self.press = None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press:
            start, self.press = self.press, None
            target = self.target(event.pos, view, viewer)
            if target and target == self.target(start, view, viewer):
                return self.click(target, view, viewer)
            return False
        if event.type == pygame.MOUSEMOTION:
            target = self.target(event.pos, view, viewer)
            hovered = (target[1], target[2]) if target and target[0] == "entrance" else None
            if hovered != self.hover_entrance:
                self.hover_entrance = hovered
                self.table.app.invalidate()
        return False

    def click(self, target, view, viewer) -> bool:
        kind = target[0]
        if kind == "entrance":
            self.hover_entrance = None
            self.table.try_move(ChooseEntrance(target[1], target[2]), viewer)
            return True
        if kind == "scarab" or kind == "piece" and target[3]:
            self.table.try_move(PlaceTreasure(target[1], target[2],
                                              self.click_colour(view, viewer)), viewer)
            return True
        return False

    def _pick(self, pos) -> Draggable | None:
        view, viewer = self._view, self._viewer
        if view is None or viewer is None or view.phase == "over":
            return None
        if self.must_place(view, viewer):
            number = view.revealed[-1]
            found = self.pending_for(view, viewer)
            if found and self.main.space_rect(found[0]).collidepoint(pos):
                self.lifted = self.pending.pop(viewer)
                return Draggable(("tile", number, found[0]), self.main.space_rect(found[0]),
                                 found[1], True)
            if not found and self.rects["supply"].collidepoint(pos):
                self.lifted = None
                return Draggable(("tile", number, None), self.rects["supply"], 0, True)
            return None
        if self.must_bet(view, viewer):
            for guess in data.BET_GUESSES:
                if self.rects[f"bet_{guess}"].collidepoint(pos):
                    return Draggable(("bet", guess), self.rects[f"bet_{guess}"])
            return None
        if self.free_scarabs(view, viewer):
            allowed = self.colours(view, viewer)
            for colour in allowed:
                rect = self.rects[f"treasure_{colour}"]
                if rect.collidepoint(pos):
                    return Draggable(("treasure", colour), rect)
        return None

    def _turned(self, item: Draggable) -> None:
        self.table.app.invalidate()

    def clicked(self, pos) -> bool:
        return self.press is not None and abs(pos[0] - self.press[0]) <= CLICK_SLOP and \
            abs(pos[1] - self.press[1]) <= CLICK_SLOP

    def _drop(self, item: Draggable, pos) -> str | None:
        view, viewer = self._view, self._viewer
        kind = item.payload[0]
        click = self.clicked(pos)
        self.press = None
        if kind == "tile":
            return self.drop_tile(item, pos, view, viewer, click)
        if kind == "treasure":
            colour = item.payload[1]
            quarter = self.main.quarter_at(pos)
            if quarter is None:
                if item.home.collidepoint(pos):
                    self.selected[viewer] = colour
                    self.table.app.invalidate()
                    return None
                return self.refuse(f"Drop the treasure on a scarab of tile {view.revealed[-1]}.")
            return self.table.try_move(PlaceTreasure(quarter[0], quarter[1], colour), viewer)
        if kind == "bet":
            if item.home.collidepoint(pos) and click or self.rects["supply"].collidepoint(pos):
                return self.table.try_move(Bet(item.payload[1]), viewer)
            if item.home.collidepoint(pos):
                return None
            return self.refuse("Drop your High or Low tile on the bet slot, or click it.")
        return None

    def drop_tile(self, item, pos, view, viewer, click) -> str | None:
        number, origin = item.payload[1], item.payload[2]
        turn = self.turn(view)
        space = self.main.space_at(pos)
        if origin is not None and space == origin and click:
            # a click on the dropped tile turns it
            self.pending[viewer] = (turn, origin, (item.rotation + 1) % 4)
            return None
        if space is None:
            if self.rects["supply"].collidepoint(pos):
                return None  # put back
            reason = self.refuse(f"Drop tile {number} on an empty space of your pyramid.")
            self.restore_lifted()
            return reason
        move = PlaceTile(space, item.rotation)
        reason = self.table.check(move, viewer)
        if reason is not None:
            self.table.refuse(reason)
            self.restore_lifted()
            return reason
        self.pending[viewer] = (turn, space, item.rotation)
        self.lifted = None
        self.table.app.invalidate()
        return None

    def restore_lifted(self) -> None:
        if self.lifted is not None and self._viewer is not None:
            self.pending[self._viewer] = self.lifted
        self.lifted = None

    def refuse(self, reason: str) -> str:
        self.table.refuse(reason)
        return reason

    def turn_pending(self, steps: int) -> None:
        viewer = self._viewer if self._viewer is not None else self.table.viewer
        found = self.pending.get(viewer)
        if found:
            self.pending[viewer] = (found[0], found[1], (found[2] + steps) % 4)
            self.table.app.invalidate()

    def confirm(self) -> None:
        viewer = self.table.viewer
        view = self.table.view()
        found = self.pending_for(view, viewer)
        if found:
            self.table.try_move(PlaceTile(*found), viewer)

    def end_turn(self) -> None:
        self.table.try_move(EndTurn(), self.table.viewer)

    # -- animation ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        was = self.drag.animating
        self.drag.update(dt)
        if was and not self.drag.animating:
            self.table.app.invalidate()
        if self.walk:
            seat, path, start, t, duration = self.walk
            t += dt
            self.walk = None if t >= duration else (seat, path, start, t, duration)
            if self.walk is None:
                self.table.app.invalidate()

    @property
    def animating(self) -> bool:
        # while a piece is held, Escape takes it home instead of opening the pause menu
        return bool(self.drag.animating or self.drag.dragging or self.walk is not None)

    def committed(self, seat: int, move, before, after) -> None:
        if move is None:
            self.marks.pop(seat, None)
        elif isinstance(move, (PlaceTile, PlaceTreasure, ChooseEntrance)):
            self.marks[seat] = move
        self.hover_entrance = None
        if move is None or isinstance(move, PlaceTile):
            self.pending.pop(seat, None)
        if before is None or not isinstance(move, (PlaceTile, ChooseEntrance)):
            return
        entrance = after.entrances[seat]
        if not entrance:
            return
        old = len(entrance_path(before.boards[seat], before.entrances[seat] or entrance)) \
            if isinstance(move, PlaceTile) else 0
        path = entrance_path(after.boards[seat], entrance)
        if len(path) > old:
            duration = min(WALK_MAX, 0.15 + WALK_PACE * (len(path) - old))
            self.walk = (seat, path, old, 0.0, duration)

    # -- a legal move, as a player makes it -------------------------------------------
    def demo_gesture(self, view, seat: int) -> list:
        events = []
        grid = self.main
        found = self.pending_for(view, seat)
        if found:
            return [key_event(pygame.K_RETURN)]
        if view.phase == "bet":
            if not self.must_bet(view, seat):
                return []
            return click_events(self.rects["bet_high"].center)
        if view.phase != "turn" or view.done[seat]:
            return []
        if self.must_place(view, seat):
            empty = [s for s, laid in enumerate(view.boards[seat]) if laid is None]
            space = empty[len(empty) // 2]
            start = self.rects["supply"].center
            end = grid.space_rect(space).center
            events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            for i in range(1, 7):
                x = round(start[0] + (end[0] - start[0]) * i / 6)
                y = round(start[1] + (end[1] - start[1]) * i / 6)
                events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y),
                                                 rel=(0, 0), buttons=(1, 0, 0)))
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
            events.append(key_event(pygame.K_RETURN))
            return events
        scarabs = self.free_scarabs(view, seat)
        if scarabs and self.colours(view, seat):
            row, col = scarabs[0]
            return click_events(grid.quarter_rect(row, col).center)
        if self.entrance_open(view, seat) and (
                self.turn(view) == data.ENTRANCE_BY_TURN or not scarabs):
            best = max(rules.preview_entrances(view, seat), key=lambda item: item[1])[0]
            gap = max(3, round(grid.quarter * 0.08))
            return click_events(grid.entrance_rect(*best, gap).center)
        self.table.refresh_buttons(view)
        for button in self.table.buttons:
            if button.label == "Done" and button.enabled:
                return click_events(button.rect.center)
        return []


BOARD = LabyrinthBoard


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def click_events(pos) -> list:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key_event(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="\r", scancode=0)


def dashed_rect(surface, rect, colour, width: int, dash: int) -> None:
    """A dashed outline (a place to put something, or a piece not yet laid)."""
    rect = pygame.Rect(rect)
    dash = max(4, dash)
    for x0, y0, x1, y1 in ((rect.left, rect.top, rect.right, rect.top),
                           (rect.right - 1, rect.top, rect.right - 1, rect.bottom),
                           (rect.right, rect.bottom - 1, rect.left, rect.bottom - 1),
                           (rect.left, rect.bottom, rect.left, rect.top)):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, dash * 2):
            end = min(length, start + dash)
            a = (x0 + (x1 - x0) * start / length, y0 + (y1 - y0) * start / length)
            b = (x0 + (x1 - x0) * end / length, y0 + (y1 - y0) * end / length)
            pygame.draw.line(surface, colour, a, b, width)
