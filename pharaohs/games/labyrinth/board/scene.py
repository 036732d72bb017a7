"""The Labyrinth table: the viewer's pyramid large, the others beside it, the card,
the tile to place, the treasure supply and the High/Low tiles.

Everything is placed from ``boards/labyrinth.tmx`` by name; inside a pyramid the
5 × 5 grid and its quarters are computed from the pyramid's rect (``grid``).
The scene never changes the game: gestures become moves handed to
``table.try_move``, which shows the rules' refusal at the pointer.

``LabyrinthBoard`` holds what the player is doing (the tile in hand, the chosen
treasure colour, the last moves, the hunter's ``walk``) and answers the frame's
calls. The modules beside it draw (``main_pyramid``, ``other_pyramids`` and
``pyramid`` for the pyramids, ``supplies`` for the card and the pieces to take,
``in_hand`` for a dragged piece, with ``outlines``), read gestures
(``gestures``, ``tile_drop``), find words (``words``, ``hints``) and play the
demo hand (``demo``); ``duties`` says what a seat may do now and ``preview``
what a dropped tile would do.

Scaled art (``pictures``), words (``lettering``) and whole pyramids are made
once and kept (``memo``), and the board layer is painted again only when
something on it changed, so a frame is a handful of blits.
"""

from __future__ import annotations

from functools import partial

import pygame

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.board import (
    demo,
    gestures,
    hints,
    in_hand,
    main_pyramid,
    other_pyramids,
    pyramid,
    supplies,
    words,
)
from pharaohs.games.labyrinth.board.grid import Grid
from pharaohs.games.labyrinth.board.lettering import Lettering
from pharaohs.games.labyrinth.board.memo import Memo
from pharaohs.games.labyrinth.board.other_pyramids import OTHER_SPOTS
from pharaohs.games.labyrinth.board.pictures import Art
from pharaohs.games.labyrinth.board.preview import Previews
from pharaohs.games.labyrinth.board.tile_drop import TileDrop
from pharaohs.games.labyrinth.board.walk import Walk, walk_after
from pharaohs.games.labyrinth.rules import ChooseEntrance, EndTurn, PlaceTile, PlaceTreasure, data
from pharaohs.ui.board_view import BoardView
from pharaohs.ui.drag import DragController
from pharaohs.ui.widgets import Button


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
        self.drag = DragController(partial(gestures.pick, self), partial(gestures.drop, self),
                                   lambda item: self.table.app.invalidate())
        self.tiles = TileDrop(self)
        #: seat -> the treasure colour a click on a scarab places
        self.selected: dict[int, str] = {}
        #: seat -> that seat's last move on its pyramid, highlighted until its next one
        self.marks: dict[int, object] = {}
        self.walk: Walk | None = None
        self.press: tuple[int, int] | None = None
        self.hover_entrance: tuple[str, str] | None = None
        self.pointer = (0, 0)
        #: the view and the seat at the screen as last drawn or handled (the drag
        #: controller's pick and drop are given only a position)
        self.view = None
        self.viewer: int | None = None
        self.art = Art()
        self.lettering = Lettering()
        self.pyramids: Memo[pygame.Surface] = Memo(40)
        self.previews = Previews()
        self.solo_record: str | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key = None
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
        self.pyramids.clear()
        self.art.clear()
        self.lettering.clear()
        self._layer = None

    def main_seat(self, view, viewer) -> int:
        """The seat whose pyramid is shown large: the one at the screen (the first seat
        when only computers play, so the big pyramid does not jump between them)."""
        return viewer if viewer is not None else 0

    def other_seats(self, view, main: int) -> list[int]:
        return [s for s in range(view.players) if s != main][:OTHER_SPOTS]

    def pending_for(self, view, seat) -> tuple[int, int] | None:
        """(space, rotation) of ``seat``'s dropped, unconfirmed tile."""
        return self.tiles.pending_for(view, seat)

    # -- drawing --------------------------------------------------------------------
    def draw(self, surface, view, viewer) -> None:
        """Blit the board layer, repainting it only when something on it changed."""
        self.view, self.viewer = view, viewer
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
        if self.walk and self.walk.seat == main and view.entrances[main]:
            pyramid.draw_hunter(self.art, surface, self.main, view.entrances[main],
                                self.walk.path, self.walk.paces, True, main)

    def layer_key(self, view, viewer) -> tuple:
        """Everything the board layer shows besides the view itself."""
        dragging = self.drag.dragging.payload if self.drag.dragging else None
        spring = self.drag.spring[0].payload if self.drag.spring else None
        hovered = None
        if rules.with_betting(view) and rules.must_bet(view, viewer):
            hovered = next((g for g in data.BET_GUESSES
                            if self.rects[f"bet_{g}"].collidepoint(self.pointer)), None)
        walking = self.walk.seat if self.walk else None
        return (view, viewer, self.tiles.pending.get(viewer), self.tiles.lifted,
                self.hover_entrance, hovered, tuple(self.marks.items()), dragging, spring,
                walking, self.selected.get(viewer))

    def paint(self, surface, view, viewer) -> None:
        """Paint the whole board: the pyramids, the card, the supplies."""
        main = self.main_seat(view, viewer)
        main_pyramid.draw(self, surface, view, main, viewer)
        supplies.draw(self, surface, view, main, viewer)
        other_pyramids.draw(self, surface, view, main)

    def draw_overlay(self, surface, view, viewer) -> None:
        in_hand.draw(self, surface, view, viewer)

    # -- words ------------------------------------------------------------------------
    def prompt(self, view, seat: int) -> str:
        return words.prompt(self, view, seat)

    def panel_lines(self, view, seat: int, viewer) -> list[str]:
        return words.panel_lines(view, seat, viewer)

    def secret(self, view, seat: int) -> bool:
        return words.secret(view, seat)

    def describe(self, seat: int, move, before, after) -> str | None:
        return words.describe(self, seat, move, before, after)

    def hover_hint(self, pos, view, viewer) -> str | None:
        return hints.hover_hint(self, pos, view, viewer)

    def demo_gesture(self, view, seat: int) -> list:
        return demo.demo_gesture(self, view, seat)

    def buttons(self, view, viewer) -> list:
        if viewer is None or view.phase != "turn" or view.done[viewer]:
            return []
        if self.tiles.pending_for(view, viewer):
            return [Button("Turn (R)", lambda: self.tiles.turn(1)),
                    Button("Confirm", self.tiles.confirm, hotkey=pygame.K_RETURN)]
        done = self.table.check(EndTurn(), viewer) is None
        return [Button("Done", lambda: self.table.try_move(EndTurn(), self.table.viewer),
                       done)]

    # -- input ----------------------------------------------------------------------
    def handle_event(self, event, view, viewer) -> bool:
        self.view, self.viewer = view, viewer
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if viewer is None:
            return False
        found = self.tiles.pending_for(view, viewer)
        if found and not self.drag.dragging and self.tiles.handle_key(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.dragging:
            self.press = event.pos
        held = self.drag.dragging
        if self.drag.handle_event(event):
            if held is not None and self.drag.dragging is None and \
                    event.type == pygame.KEYDOWN:
                self.tiles.restore_lifted()  # Escape: a lifted tile goes back where it lay
            self.table.app.invalidate()
            return True
        if found and self.tiles.handle_turn(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if gestures.takes_press(gestures.target(self, event.pos, view, viewer)):
                return True
            self.press = None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press:
            start, self.press = self.press, None
            target = gestures.target(self, event.pos, view, viewer)
            if target and target == gestures.target(self, start, view, viewer):
                return gestures.click_target(self, target, view, viewer)
            return False
        if event.type == pygame.MOUSEMOTION:
            target = gestures.target(self, event.pos, view, viewer)
            hovered = (target[1], target[2]) if target and target[0] == "entrance" else None
            if hovered != self.hover_entrance:
                self.hover_entrance = hovered
                self.table.app.invalidate()
        return False

    # -- animation ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        was = self.drag.animating
        self.drag.update(dt)
        if was and not self.drag.animating:
            self.table.app.invalidate()
        if self.walk and not self.walk.advance(dt):
            self.walk = None
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
            self.tiles.pending.pop(seat, None)
        walk = walk_after(seat, move, before, after)
        if walk is not None:
            self.walk = walk


BOARD = LabyrinthBoard
