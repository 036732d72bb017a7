"""Small widgets drawn in the game frame: buttons and the pointer tooltip.

Menus and dialogs use pygame_gui; the in-game frame uses these few widgets so
they share the board's look and its redraw-only-on-change loop.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from pharaohs.ui import theme


@dataclass
class Button:
    """A labelled button; ``action`` runs on click when enabled."""

    label: str
    action: Callable[[], None]
    enabled: bool = True
    rect: pygame.Rect = None
    hotkey: int | None = None
    hovered: bool = False

    def draw(self, surface, size: int) -> None:
        fill = theme.GOLD_LIGHT if self.hovered and self.enabled else theme.PAPYRUS
        if not self.enabled:
            fill = theme.PAPYRUS_DARK
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.INK if self.enabled else theme.INK_SOFT, self.rect, 2,
                         border_radius=6)
        theme.text(surface, self.label, self.rect.center, size,
                   theme.INK if self.enabled else theme.INK_SOFT, bold=True, anchor="center")

    def handle_event(self, event) -> bool:
        if self.rect is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.rect.collidepoint(event.pos)) or (
                event.type == pygame.KEYDOWN and self.hotkey is not None
                and event.key == self.hotkey):
            if self.enabled:
                self.action()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)


def layout_row(buttons: list[Button], right: int, centre_y: int, size: int, gap: int = 10):
    """Place buttons in a row ending at ``right``, sized to their labels."""
    face = theme.font(size, True)
    x = right
    for button in reversed(buttons):
        width = face.size(button.label)[0] + 2 * size
        height = round(size * 2.1)
        x -= width
        button.rect = pygame.Rect(x, centre_y - height // 2, width, height)
        x -= gap


def tooltip(surface, message: str, pos, size: int) -> None:
    """A reason or hint at the pointer, kept inside the window."""
    lines = theme.wrap(message, size, 420)
    face = theme.font(size)
    width = max(face.size(line)[0] for line in lines) + 16
    height = len(lines) * face.get_linesize() + 10
    rect = pygame.Rect(pos[0] + 16, pos[1] + 18, width, height)
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.NIGHT, rect, border_radius=6)
    pygame.draw.rect(surface, theme.GOLD, rect, 1, border_radius=6)
    y = rect.y + 5
    for line in lines:
        theme.text(surface, line, (rect.x + 8, y), size, (250, 240, 220))
        y += face.get_linesize()
