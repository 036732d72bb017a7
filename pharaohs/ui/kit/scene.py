"""The scene lifecycle every screen follows (after Tuxemon's scene stack).

``draw`` never changes anything; ``handle_event`` returns True when the scene
consumed the event; transitions are requested from the app and applied
between frames, so a scene never vanishes in the middle of its own code.
"""

from __future__ import annotations

import pygame


class Scene:
    """One screen or overlay on the app's stack."""

    #: overlays let the scene below show through (pause menu, curtain)
    transparent = False

    def __init__(self, app):
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def leave(self) -> None:
        """Popped off the stack."""

    def may_leave(self) -> bool:
        """Asked before the app clears the stack or closes: False keeps everything as it
        is (the scene says why; the table keeps its game first)."""
        return True

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; lay out again."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to input; True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    @property
    def animating(self) -> bool:
        """Whether the scene needs frames although nothing happened (animations, timers)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change state."""

    def frame_done(self) -> None:
        """The frame is on the screen, or none was needed this time (the app's step ends)."""
