"""Before the curtain: the player whose turn has just passed sees what the turn brought.

In hot-seat with secrets the curtain goes up the moment a turn passes, so a player
whose last step drew cards would never see them. A board with something new to show
says so in a sentence (``BoardView.parting_words``); the table then keeps the screen
for that player under this overlay, which replaces the action bar with the sentence
and a "Pass to Ben" button, until that button, Enter or Space passes the screen on and
the curtain follows. The board shows and hovers as before; nothing can be played.
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _
from pharaohs.ui.frame.table import MARGIN
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.scene import Scene
from pharaohs.ui.kit.widgets import Button, layout_row

#: keys that pass the screen on, as on the curtain
PASS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandOverScene(Scene):
    """"Anna: you drew Rope 3." with "Pass to Ben", over the table's action bar."""

    transparent = True

    def __init__(self, app, table, seat: int, words: str, following: int, on_pass):
        super().__init__(app)
        self.table, self.seat, self.words, self.on_pass = table, seat, words, on_pass
        #: the position it was shown for: a step taken back under it closes it
        self.state = table.match.state
        self.button = Button(_("Pass to {name}", name=table.name(following)), self.passed)

    def passed(self) -> None:
        self.app.pop()
        self.on_pass()

    def update(self, dt: float) -> None:
        if self.table.match.state is not self.state and self.app.stack[-1:] == [self]:
            self.app.pop()  # undone meanwhile: the table gives the screen out anew
            self.table.curtain_up = False

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.button.handle_event(event)
            return False  # the board still says what the pointer is over
        if event.type == pygame.KEYDOWN and event.key in PASS_KEYS:
            self.passed()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.button.handle_event(event)
            return True
        return False  # Esc (the pause menu), L (the log) and the rest reach the table

    def draw(self, surface) -> None:
        bar, size = self.table.rects["bar"], self.table.font_size
        pygame.draw.rect(surface, theme.NIGHT, bar)
        pygame.draw.line(surface, theme.GOLD, bar.topleft, bar.topright, 2)
        layout_row([self.button], bar.right - MARGIN, bar.centery, size)
        self.button.draw(surface, size)
        room = self.button.rect.left - 3 * MARGIN
        words = _("{name}: {what}", name=self.table.name(self.seat), what=self.words)
        text_size = round(size * 1.15)
        theme.text(surface, words, (bar.x + 2 * MARGIN, bar.centery),
                   theme.fitting_size(words, text_size, room, bold=True), theme.GOLD_LIGHT,
                   bold=True, anchor="midleft", max_width=room)
