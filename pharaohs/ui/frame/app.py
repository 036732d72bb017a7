"""The window and the scene stack.

Idle frames cost nothing: when no scene animates and nothing changed, the loop
sleeps and redraws only after an event.
"""

from __future__ import annotations

import os
import time

import pygame

from pharaohs import __version__, locale
from pharaohs.core.i18n import _
from pharaohs.ui.frame.sound import Sounds
from pharaohs.ui.kit import palettes, theme

MIN_SIZE = (1024, 640)
#: the smallest size any scene is laid out for (the screenshot command's smallest too)
LAYOUT_MIN = (320, 200)
IDLE_POLL_SECONDS = 1 / 60
FRAME_RATE = 60


class App:
    """Owns the window, the scene stack and the main loop."""

    def __init__(self, size=None, settings=None, flags=pygame.RESIZABLE,
                 language: str | None = None):
        """``language`` (the command line's ``--lang``) wins over the settings' choice,
        which wins over the system's language; ``size`` (None: the window's size when
        the player last left it) is the window's."""
        from pharaohs.storage import Settings

        # only what the client uses: the mixer opens on the first sound (ui.sound), so
        # start-up probes no audio device
        pygame.display.init()
        pygame.font.init()
        theme.font.cache_clear()  # fonts of an earlier window died with its pygame.quit()
        theme.set_window_icon()
        self.settings = settings or Settings.load()
        palettes.use(self.settings.palette)
        self.sounds = Sounds(self.settings)
        locale.set_language(locale.choose(language, self.settings.language))
        self.set_caption()
        self.left_size = tuple(self.settings.window_size)
        self.screen = pygame.display.set_mode(size or self.window_size(), flags)
        self.clock = pygame.time.Clock()
        self.stack: list = []
        self._pending: list = []
        self.dirty = True
        self.running = True
        self.frames = 0

    def set_fullscreen(self, on: bool) -> None:
        """Switch between fullscreen and a resizable window; every scene lays out again."""
        if on:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(self.window_size(), pygame.RESIZABLE)
        self.relayout()

    def window_size(self) -> tuple[int, int]:
        """The window's size as last left by the player (never below ``MIN_SIZE``)."""
        width, height = self.settings.window_size
        return max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1])

    def set_palette(self, name: str) -> None:
        """Draw the seats' colours in palette ``name`` from the next frame on."""
        palettes.use(name)
        self.relayout()

    def relayout(self) -> None:
        """Every scene lays out (and redraws its cached pictures) again."""
        for scene in self.stack:
            scene.resize(self.size)
        self.dirty = True

    def set_caption(self) -> None:
        pygame.display.set_caption(locale.tr(_("Pharaohs {version}", version=__version__)))

    def set_language(self, code: str) -> None:
        """Draw in ``code`` from the next frame on: every scene lays out its texts again
        (the game in progress goes on; its sentences are rendered at draw time)."""
        locale.set_language(code)
        self.set_caption()
        self.relayout()

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes lay out for: the window's, but never below ``LAYOUT_MIN`` (a
        window the system makes smaller shows the layout's top-left corner)."""
        width, height = self.screen.get_size()
        return max(width, LAYOUT_MIN[0]), max(height, LAYOUT_MIN[1])

    # -- transitions, applied between frames ----------------------------------------
    def push(self, scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene) -> None:
        """Swap the top scene for ``scene``."""
        self._pending.append(("replace", scene))

    def reset(self, scene) -> bool:
        """Clear the stack down to ``scene`` alone (quit to menu, a game loaded over
        another) once every scene on it may leave (``Scene.may_leave``); whether it will."""
        if not self.may_leave():
            return False
        self._pending.append(("reset", scene))
        return True

    def quit(self) -> None:
        """Close the window, once every scene on the stack may leave."""
        if self.may_leave():
            self.running = False

    def may_leave(self) -> bool:
        """Whether every scene on the stack may go: each is asked, the top first, until
        one says no (the table keeps its game, or says why it could not)."""
        return all(scene.may_leave() for scene in reversed(self.stack))

    def invalidate(self) -> None:
        """Ask for a redraw on the next frame."""
        self.dirty = True

    def apply_transitions(self) -> None:
        while self._pending:
            action, scene = self._pending.pop(0)
            if action in ("pop", "replace", "reset") and self.stack:
                targets = self.stack[:] if action == "reset" else [self.stack[-1]]
                for old in reversed(targets):
                    self.stack.remove(old)
                    old.leave()
            elif self.stack:
                self.stack[-1].pause()
            if scene is not None:
                self.stack.append(scene)
                scene.resize(self.size)
                scene.enter()
            elif self.stack:
                self.stack[-1].resume()
            self.dirty = True
        if not self.stack:
            self.running = False

    # -- one frame ------------------------------------------------------------------
    def dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            width, height = max(event.w, MIN_SIZE[0]), max(event.h, MIN_SIZE[1])
            if (width, height) != (event.w, event.h):
                self.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
            if not self.settings.fullscreen:
                self.settings.window_size = (width, height)
            self.relayout()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWFOCUSGAINED):
            self.dirty = True
        for scene in reversed(self.stack):
            if scene.handle_event(event):
                self.dirty = True
                return
            if not scene.transparent:
                return

    def draw(self) -> None:
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].transparent:
            first -= 1
        for scene in self.stack[max(first, 0):]:
            scene.draw(self.screen)

    def step(self, dt: float, events) -> None:
        """Run one frame with the given events (the loop and the tests both use it)."""
        for event in events:
            self.dispatch(event)
        for scene in list(self.stack):
            scene.update(dt)
        self.apply_transitions()
        if self.stack and (self.dirty or self.stack[-1].animating
                           or any(s.animating for s in self.stack)):
            self.draw()
            pygame.display.flip()
            self.dirty = False
            self.frames += 1
        for scene in list(self.stack):
            scene.frame_done()

    @property
    def busy(self) -> bool:
        return self.dirty or bool(self._pending) or any(s.animating for s in self.stack)

    def loop_once(self) -> None:
        """One turn of the main loop: sleep while idle, else run a frame at 60 Hz."""
        if self.busy:
            # the first frame is drawn at once; after it, at most FRAME_RATE a second
            dt = self.clock.tick(FRAME_RATE if self.frames else 0) / 1000
            events = pygame.event.get()
        else:
            # a plain sleep, not event.wait: pygame-ce's wait polls SDL every millisecond
            # (3.4 % of a core idle); sleeping a frame's time costs about 0.5 %
            time.sleep(IDLE_POLL_SECONDS)
            events = pygame.event.get()
            dt = self.clock.tick() / 1000
        self.step(dt, events)

    def run(self, scene) -> None:
        """The main loop. ``PHARAOHS_QUIT_AFTER_FRAMES=N`` ends it after N drawn frames
        (start-up benchmarks and the frozen-program smoke check)."""
        quit_after = int(os.environ.get("PHARAOHS_QUIT_AFTER_FRAMES", "0") or 0)
        self.push(scene)
        self.apply_transitions()
        while self.running and not (quit_after and self.frames >= quit_after):
            self.loop_once()
        if tuple(self.settings.window_size) != self.left_size:
            self.settings.save()  # the window's last size, for the next start
        self.sounds.close()
        pygame.quit()
