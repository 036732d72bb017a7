"""The treasure hunter walking the new stretch of a path that has just grown.

A laid tile or a chosen entrance that lengthens a seat's path starts a walk;
while it lasts the hunter is drawn moving over the board layer instead of
standing in the composed pyramid.
"""

from __future__ import annotations

from dataclasses import dataclass

from pharaohs.games.labyrinth.board.preview import entrance_path
from pharaohs.games.labyrinth.rules import ChooseEntrance, PlaceTile

#: seconds the treasure hunter takes per pace when the path grows
WALK_PACE = 0.07
WALK_MAX = 1.4


@dataclass
class Walk:
    """``seat``'s hunter going from pace ``start`` to the end of ``path``."""

    seat: int
    path: tuple
    start: int
    duration: float
    t: float = 0.0

    @property
    def paces(self) -> float:
        """How far along the path the hunter is now (fractions are between quarters)."""
        return self.start + (len(self.path) - self.start) * min(1.0, self.t / self.duration)

    def advance(self, dt: float) -> bool:
        """Walk on; False once the walk is over."""
        self.t += dt
        return self.t < self.duration


def walk_after(seat: int, move, before, after) -> Walk | None:
    """The walk a committed move starts, if it lengthened ``seat``'s path."""
    if before is None or not isinstance(move, (PlaceTile, ChooseEntrance)):
        return None
    entrance = after.entrances[seat]
    if not entrance:
        return None
    old = len(entrance_path(before.boards[seat], before.entrances[seat] or entrance)) \
        if isinstance(move, PlaceTile) else 0
    path = entrance_path(after.boards[seat], entrance)
    if len(path) <= old:
        return None
    return Walk(seat, path, old, min(WALK_MAX, 0.15 + WALK_PACE * (len(path) - old)))
