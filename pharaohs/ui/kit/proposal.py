"""Board kit: a dropped piece that waits for Confirm (``Proposals``).

A drop may be only a proposal: the piece waits on its place, drawn with what it
would do, and still turns (R, Shift+R, the wheel, a right click) or is lifted and
dragged elsewhere; Enter (or the board's Confirm button) commits it. Each seat has
at most one proposal, kept with the epoch it was made in (a turn, a card), so it
lapses when the game moves on. A proposal lifted again goes back where it lay when
the new drop is refused or the drag is cancelled.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from pharaohs.ui.kit.drag import turn_steps

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Proposals:
    """Each seat's proposal ``(epoch, place, quarter turns)``; ``changed()`` runs when
    one is put down or turned (the board redraws)."""

    def __init__(self, changed: Callable[[], object] = lambda: None):
        self.changed = changed
        self.waiting: dict = {}
        #: (seat, proposal) while that proposal is dragged again
        self.lifted: tuple | None = None

    def get(self, seat, epoch) -> tuple | None:
        """(place, quarter turns) of ``seat``'s proposal made in ``epoch``, else None."""
        found = self.waiting.get(seat)
        return found[1:] if found and found[0] == epoch else None

    def put(self, seat, epoch, place, turns: int = 0) -> None:
        self.waiting[seat] = (epoch, place, turns % 4)
        self.lifted = None
        self.changed()

    def lift(self, seat) -> None:
        """``seat``'s proposal is picked up again (``restore`` puts it back)."""
        self.lifted = (seat, self.waiting.pop(seat)) if seat in self.waiting else None

    def restore(self) -> None:
        if self.lifted is not None:
            seat, found = self.lifted
            self.waiting[seat] = found
        self.lifted = None

    def forget(self, seat) -> None:
        self.waiting.pop(seat, None)

    def turn(self, seat, steps: int) -> bool:
        """Turn ``seat``'s proposal ``steps`` quarter turns clockwise; False if none."""
        found = self.waiting.get(seat)
        if found:
            self.put(seat, found[0], found[1], found[2] + steps)
        return bool(found)

    def handle(self, event, seat, confirm: Callable[[], object]) -> bool:
        """Enter runs ``confirm``; R (Shift+R back), the wheel or a right click turns
        ``seat``'s proposal. Whether the event was used."""
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            confirm()
            return True
        steps = turn_steps(event)
        return bool(steps) and self.turn(seat, steps)
