"""This turn's tile on its way: dragged from the supply, dropped, turned, laid on Confirm.

A drop is only a proposal: the tile waits on its space (``pending``), drawn
with the path and score it would make, and still turns (R, the wheel, a right
click or a click on it) or is dragged elsewhere. Enter or Confirm hands the
``PlaceTile`` move to the table; a refused drop flies back and a tile lifted
from its space goes back where it lay.
"""

from __future__ import annotations

import pygame

from pharaohs.games.labyrinth import rules
from pharaohs.games.labyrinth.rules import PlaceTile
from pharaohs.ui.drag import Draggable, turn_steps


class TileDrop:
    """The dropped, unconfirmed tile of each seat, and the one picked up again."""

    def __init__(self, board):
        self.board = board
        #: seat -> (turn, space, rotation): a dropped tile waiting for Confirm
        self.pending: dict[int, tuple[int, int, int]] = {}
        #: the pending tile while it is dragged again, to put back if the new drop fails
        self.lifted: tuple[int, int, int] | None = None

    def pending_for(self, view, seat) -> tuple[int, int] | None:
        """(space, rotation) of ``seat``'s dropped, unconfirmed tile."""
        if seat is None or not rules.must_place(view, seat):
            return None
        found = self.pending.get(seat)
        if not found or found[0] != rules.turn(view) or view.boards[seat][found[1]] is not None:
            return None
        return found[1], found[2]

    def hidden(self, space: int) -> bool:
        """While a lifted tile flies back, it is not drawn twice."""
        spring = self.board.drag.spring_position()
        return bool(spring) and spring[0].payload[0] == "tile" and spring[0].payload[2] == space

    # -- dragging ---------------------------------------------------------------------
    def pick(self, pos, view, viewer) -> Draggable | None:
        """The tile in the supply, or the dropped one lifted from its space."""
        board = self.board
        number = view.revealed[-1]
        found = self.pending_for(view, viewer)
        if found and board.main.space_rect(found[0]).collidepoint(pos):
            self.lifted = self.pending.pop(viewer)
            return Draggable(("tile", number, found[0]), board.main.space_rect(found[0]),
                             found[1], True)
        if not found and board.rects["supply"].collidepoint(pos):
            self.lifted = None
            return Draggable(("tile", number, None), board.rects["supply"], 0, True)
        return None

    def drop(self, item: Draggable, pos, view, viewer, click: bool) -> str | None:
        """Wait on an empty space for Confirm; the rules' refusal anywhere else."""
        board = self.board
        number, origin = item.payload[1], item.payload[2]
        turn = rules.turn(view)
        space = board.main.space_at(pos)
        if origin is not None and space == origin and click:
            # a click on the dropped tile turns it
            self.pending[viewer] = (turn, origin, (item.rotation + 1) % 4)
            return None
        if space is None:
            if board.rects["supply"].collidepoint(pos):
                return None  # put back
            reason = f"Drop tile {number} on an empty space of your pyramid."
            board.table.refuse(reason)
            self.restore_lifted()
            return reason
        move = PlaceTile(space, item.rotation)
        reason = board.table.check(move, viewer)
        if reason is not None:
            board.table.refuse(reason)
            self.restore_lifted()
            return reason
        self.pending[viewer] = (turn, space, item.rotation)
        self.lifted = None
        board.table.app.invalidate()
        return None

    def restore_lifted(self) -> None:
        if self.lifted is not None and self.board.viewer is not None:
            self.pending[self.board.viewer] = self.lifted
        self.lifted = None

    # -- turning and confirming ---------------------------------------------------------
    def handle_key(self, event) -> bool:
        """Enter lays the waiting tile, R (Shift+R) turns it."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        steps = turn_steps(event)
        if steps:
            self.turn(steps)
            return True
        return False

    def handle_turn(self, event) -> bool:
        """The wheel or a right click turns the waiting tile."""
        steps = 0 if event.type == pygame.KEYDOWN else turn_steps(event)
        if steps:
            self.turn(steps)
            return True
        return False

    def turn(self, steps: int) -> None:
        board = self.board
        viewer = board.viewer if board.viewer is not None else board.table.viewer
        found = self.pending.get(viewer)
        if found:
            self.pending[viewer] = (found[0], found[1], (found[2] + steps) % 4)
            board.table.app.invalidate()

    def confirm(self) -> None:
        table = self.board.table
        found = self.pending_for(table.view(), table.viewer)
        if found:
            table.try_move(PlaceTile(*found), table.viewer)
