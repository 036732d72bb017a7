"""Ask before a step that throws something away: "End the turn? Your green and red dice
are lost." — shared by every board through ``ctx.confirm`` (``ui.kit.board_kit``), and by
the main menu before it quits.

An overlay over the scene with the question, what would be lost (or, drawn in another
``tone``, what is kept), and two buttons.
Enter or the first button confirms, Escape or the second cancels and changes nothing.
Only human gestures ask: computer seats commit through the rules directly.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from pharaohs.core.i18n import _
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.scene import Scene
from pharaohs.ui.kit.widgets import Button, layout_row


class ConfirmScene(Scene):
    """A yes/no question over the table; ``on_confirm`` runs only on yes."""

    transparent = True

    def __init__(self, app, question: str, details, confirm_label: str,
                 on_confirm: Callable[[], object], cancel_label: str | None = None,
                 tone=theme.BAD):
        super().__init__(app)
        self.question, self.details = question, tuple(d for d in details if d)
        #: the colour of the details: a warning's red, or ink where nothing is lost
        self.tone = tone
        self.on_confirm = on_confirm
        self.answered: bool | None = None
        self.buttons = [Button(confirm_label, self.confirm),
                        Button(cancel_label or _("Cancel"), self.cancel)]
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.size = 18

    def confirm(self) -> None:
        if self.answered is None:
            self.answered = True
            self.app.pop()
            self.on_confirm()
            self.app.invalidate()

    def cancel(self) -> None:
        if self.answered is None:
            self.answered = False
            self.app.pop()
            self.app.invalidate()

    def resize(self, size) -> None:
        self.size = theme.scaled(size, 18)
        width, height = size
        inner = min(width - 4 * self.size, 34 * self.size)
        lines = sum(len(theme.wrap(d, self.size, inner)) for d in self.details)
        line_h = theme.font(self.size).get_linesize()
        panel_h = round(self.size * 8.5) + lines * line_h
        self.panel = pygame.Rect(0, 0, inner + 2 * self.size, panel_h)
        self.panel.center = (width // 2, height // 2)
        layout_row(self.buttons, self.panel.right - self.size,
                   self.panel.bottom - round(self.size * 1.6), self.size)

    def handle_event(self, event) -> bool:
        if self.answered is not None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.confirm()
            elif event.key == pygame.K_ESCAPE:
                self.cancel()
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.app.invalidate()
        return True  # nothing under the question is touched while it is asked

    def draw(self, surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((20, 16, 24, 120))
        surface.blit(shade, (0, 0))
        panel, size = self.panel, self.size
        theme.panel(surface, panel, border=theme.GOLD, width=3, radius=12)
        x, y = panel.x + size, panel.y + size
        theme.text(surface, self.question, (x, y), round(size * 1.25), theme.INK, bold=True,
                   max_width=panel.width - 2 * size)
        y += round(size * 2.4)
        line_h = theme.font(size).get_linesize()
        for detail in self.details:
            for line in theme.wrap(detail, size, panel.width - 2 * size):
                theme.text(surface, line, (x, y), size, self.tone)
                y += line_h
        pointer = pygame.mouse.get_pos()
        for button in self.buttons:
            button.hovered = button.rect.collidepoint(pointer)
            button.draw(surface, size)


class NoticeScene(ConfirmScene):
    """Sentences to read over a screen and one button (or Enter, or Esc) to close them."""

    def __init__(self, app, title: str, sentences, tone=theme.CARNELIAN):
        super().__init__(app, title, sentences, _("OK"), lambda: None, tone=tone)
        self.buttons = self.buttons[:1]
