"""The "your turn" cue: a banner over the board when the screen passes to a seat.

Hot-seat games without secrets change boards with no curtain, and a human playing
against the computer waits while the computer moves; both need to see at a glance
that it is their turn now. The cue is no scene: it fades by itself and never takes
input, so the player may start the move at once. The table shows it (``TableScene.
cue_turn``) only when a human seat comes to act at the screen in a game of two
seats or more, never while computers play alone.
"""

from __future__ import annotations

import pygame

from pharaohs.core.i18n import _
from pharaohs.locale import tr
from pharaohs.ui.kit import theme

#: how long the banner stays, and the part of that time in which it fades out
SECONDS = 1.6
FADE_SECONDS = 0.6


class TurnCue:
    """A fading banner "Anna, your turn" with the seat's symbol, and the bar's glow."""

    def __init__(self, seat: int, name: str):
        self.seat, self.name = seat, name
        self.left = SECONDS

    def update(self, dt: float) -> bool:
        """Advance the fade; False once the cue is gone."""
        self.left -= dt
        return self.left > 0

    @property
    def alpha(self) -> int:
        return max(0, min(255, round(255 * self.left / FADE_SECONDS)))

    def draw(self, surface, board: pygame.Rect, bar: pygame.Rect, size: int) -> None:
        """The banner across the middle of ``board`` and a glow along the action ``bar``."""
        big = round(size * 1.8)
        radius = round(big * 0.7)
        words = _("{name}, your turn", name=self.name)
        width = min(board.width - 2 * size,
                    theme.font(big, True).size(tr(words))[0] + 2 * radius + 5 * size)
        banner = pygame.Surface((max(width, 4 * radius), big * 3), pygame.SRCALPHA)
        rect = banner.get_rect()
        pygame.draw.rect(banner, (*theme.NIGHT, 225), rect, border_radius=big // 2)
        pygame.draw.rect(banner, theme.PLAYER_COLOURS[self.seat % len(theme.PLAYER_COLOURS)],
                         rect, max(3, size // 5), border_radius=big // 2)
        theme.player_symbol(banner, self.seat, (size + radius, rect.centery), radius)
        theme.text(banner, words, (2 * size + 2 * radius, rect.centery), big, theme.GOLD_LIGHT,
                   bold=True, anchor="midleft", max_width=rect.width - 3 * size - 2 * radius)
        banner.set_alpha(self.alpha)
        surface.blit(banner, banner.get_rect(center=board.center))
        glow = pygame.Surface(bar.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*theme.GOLD, self.alpha // 3), glow.get_rect())
        pygame.draw.rect(glow, (*theme.GOLD, self.alpha), glow.get_rect(), max(3, size // 5))
        surface.blit(glow, bar)
