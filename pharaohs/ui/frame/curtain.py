"""The hot-seat curtain: hides the table until the next player takes the seat.

It is opaque, so nothing private of anyone is drawn while it shows. The next
player confirms with a click or Enter.
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.scene import Scene


class CurtainScene(Scene):
    """"Pass the mouse to Anna" — shown between two human seats with secrets."""

    transparent = False

    def __init__(self, app, seat: int, name: str, on_confirm):
        super().__init__(app)
        self.seat, self.name, self.on_confirm = seat, name, on_confirm

    def handle_event(self, event) -> bool:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE,
                                                               pygame.K_KP_ENTER)):
            self.app.pop()
            self.on_confirm()
        return True

    def draw(self, surface) -> None:
        surface.fill(theme.NIGHT)
        w, h = surface.get_size()
        size = theme.scaled((w, h), 30)
        theme.player_symbol(surface, self.seat, (w // 2, h // 2 - 3 * size), size)
        room = w - 2 * theme.scaled((w, h), 24)
        theme.text(surface, _("{name}, please take the seat.", name=self.name), (w // 2, h // 2),
                   size, theme.GOLD_LIGHT, bold=True, anchor="center", max_width=room)
        theme.text(surface, _("Everyone else: look away. Your cards and secrets stay hidden."),
                   (w // 2, h // 2 + 2 * size), theme.scaled((w, h), 18), theme.PAPYRUS,
                   anchor="center", max_width=room)
        theme.text(surface, _("Click or press Enter when ready"),
                   (w // 2, h // 2 + 3.5 * size), theme.scaled((w, h), 18), theme.SAND,
                   anchor="center", max_width=room)
