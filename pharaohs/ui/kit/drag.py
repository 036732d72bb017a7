"""Drag-and-drop of pieces, with rotation while dragging and a spring-back.

The board view says what can be picked up (``Draggable``) and what a drop
means (``on_drop`` returns the rules' refusal or None). A refused piece flies
back to where it came from while the reason stays at the pointer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from pharaohs.ui.kit.motion import glide

SPRING_SECONDS = 0.25
ROTATE_KEYS = (pygame.K_r,)


def turn_steps(event) -> int:
    """Quarter turns a gesture asks for: the wheel (down clockwise), a right click, R
    (Shift+R back); 0 for any other event. Pieces turn the same way everywhere."""
    if event.type == pygame.MOUSEWHEEL:
        return 1 if event.y < 0 else -1
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
        return 1
    if event.type == pygame.KEYDOWN and event.key in ROTATE_KEYS:
        return -1 if event.mod & pygame.KMOD_SHIFT else 1
    return 0


@dataclass
class Draggable:
    """Something the player may pick up: its payload, home rect and rotation."""

    payload: object
    home: pygame.Rect
    rotation: int = 0
    rotatable: bool = False


class DragController:
    """Tracks one drag at a time; the board view draws ``dragging`` at ``pos``."""

    def __init__(self, pick: Callable[[tuple[int, int]], Draggable | None],
                 on_drop: Callable[[Draggable, tuple[int, int]], str | None],
                 on_rotate: Callable[[Draggable], None] | None = None):
        self.pick = pick
        self.on_drop = on_drop
        self.on_rotate = on_rotate
        self.dragging: Draggable | None = None
        self.pos = (0, 0)
        self.grab_offset = (0, 0)
        self.spring: tuple[Draggable, tuple[float, float], float] | None = None

    @property
    def animating(self) -> bool:
        return self.spring is not None

    def rotate(self, steps: int = 1) -> None:
        if self.dragging and self.dragging.rotatable:
            self.dragging.rotation = (self.dragging.rotation + steps) % 4
            if self.on_rotate:
                self.on_rotate(self.dragging)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.dragging:
            item = self.pick(event.pos)
            if item is None:
                return False
            self.dragging, self.pos, self.spring = item, event.pos, None
            self.grab_offset = (event.pos[0] - item.home.centerx, event.pos[1] - item.home.centery)
            return True
        if self.dragging is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.pos = event.pos
            return True
        steps = turn_steps(event)
        if steps:
            self.rotate(steps)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            item, self.dragging = self.dragging, None
            self.pos = event.pos
            reason = self.on_drop(item, event.pos)
            if reason is not None:
                self.spring = (item, (event.pos[0] - self.grab_offset[0],
                                      event.pos[1] - self.grab_offset[1]), 0.0)
            return True
        return False

    def cancel(self) -> None:
        if self.dragging:
            item, self.dragging = self.dragging, None
            self.spring = (item, self.piece_centre(), 0.0)

    def piece_centre(self) -> tuple[int, int]:
        """Where the dragged piece's centre is drawn now."""
        return self.pos[0] - self.grab_offset[0], self.pos[1] - self.grab_offset[1]

    def in_hand(self) -> tuple[Draggable, tuple[int, int]] | None:
        """The piece in hand and where its centre is drawn: at the pointer while it is
        dragged, else on its way home after a refused drop; None when neither."""
        if self.dragging is not None:
            return self.dragging, self.piece_centre()
        return self.spring_position()

    def update(self, dt: float) -> None:
        if self.spring:
            item, start, t = self.spring
            t += dt / SPRING_SECONDS
            self.spring = None if t >= 1 else (item, start, t)

    def spring_position(self) -> tuple[Draggable, tuple[int, int]] | None:
        """The piece flying home after a refused drop, and where it is now."""
        if not self.spring:
            return None
        item, start, t = self.spring
        x, y = glide(start, item.home.center, t)
        return item, (round(x), round(y))
