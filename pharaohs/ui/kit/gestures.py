"""Synthetic input as a player's hand makes it: clicks, drags and key presses.

The board kit's ``gesture`` builds a move's events from these (where ``KEYS.reach``
puts the move), and the smoke test and the UI tests feed them through the app exactly
like real SDL events.
"""

from __future__ import annotations

import pygame

#: motion events along a drag, so hover feedback and drop targets see the way
DRAG_STEPS = 6


def click(pos, button: int = 1) -> list[pygame.event.Event]:
    """Press and release at ``pos``."""
    pos = tuple(pos)
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def drag(start, end, steps: int = DRAG_STEPS) -> list[pygame.event.Event]:
    """Press at ``start``, move in ``steps`` with the button held, release at ``end``."""
    (x0, y0), (x1, y1) = start, end
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)]
    for i in range(1, steps + 1):
        events.append(pygame.event.Event(
            pygame.MOUSEMOTION, pos=(round(x0 + (x1 - x0) * i / steps),
                                     round(y0 + (y1 - y0) * i / steps)),
            rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x1, y1), button=1))
    return events


def key(code: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    """A key press (Enter gives "\\r" as its text, as SDL does)."""
    if not unicode and code in (pygame.K_RETURN, pygame.K_KP_ENTER):
        unicode = "\r"
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)
